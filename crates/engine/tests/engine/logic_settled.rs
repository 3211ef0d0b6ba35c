//! The settled solve loop (singles and locked candidates followed by a queue) takes the
//! same harder steps as the solve loop and stops in the same position, whatever the cap:
//! on a sample of the SE-rated corpus and on minimal puzzles of every variant.

use crate::support;
use sudoku_engine::generate::{generate_attempt, GenerateParams, SeedPhrase};
use sudoku_engine::logic::{solve_grid, solve_settled, SolveOptions, Strategy};
use sudoku_engine::{Grid, Puzzle};

/// The caps compared: one in each family, up to the chains.
const CAPS: [Strategy; 11] = [
    Strategy::HiddenSingle,
    Strategy::NakedSingle,
    Strategy::Pointing,
    Strategy::Claiming,
    Strategy::XWing,
    Strategy::HiddenTriple,
    Strategy::UniqueRectangle4,
    Strategy::NakedQuad,
    Strategy::XChain,
    Strategy::FinnedSwordfish,
    Strategy::WWing,
];

fn compare(puzzle: &Puzzle, label: &str) {
    let layout = puzzle.layout();
    for cap in CAPS {
        let options =
            SolveOptions { unique: Some(true), brute_force: false, hardest_allowed: cap, ..Default::default() };
        let slow = solve_grid(layout, Grid::from_puzzle(puzzle), &options);
        let fast = solve_settled(layout, Grid::from_puzzle(puzzle), true, cap);
        let followed = match cap {
            c if c > Strategy::Claiming => Some(Strategy::Claiming),
            c if c >= Strategy::NakedSingle => Some(Strategy::NakedSingle),
            _ => None,
        };
        let harder: Vec<_> = slow.steps.iter().filter(|s| followed.is_none_or(|f| s.strategy > f)).collect();
        let settled: Vec<_> = fast.steps.iter().collect();
        assert_eq!(settled, harder, "{label}, capped at {cap}");
        assert_eq!((fast.solved, &fast.values), (slow.solved, &slow.values), "{label}, capped at {cap}");
    }
}

#[test]
fn the_settled_loop_takes_the_solve_loops_harder_steps_on_rated_puzzles() {
    let lines = support::data_lines("se_rated_calibration.tsv");
    for line in lines.iter().step_by(40) {
        let text = line.split('\t').next().unwrap_or_default();
        compare(&support::puzzle(text), text);
    }
}

#[test]
fn the_settled_loop_takes_the_solve_loops_harder_steps_on_every_variant() {
    for board in ["box=3x3 variant=x", "box=3x3 variant=jigsaw", "box=3x3 variant=colour", "box=3x2 variant=x+jigsaw"] {
        let params: GenerateParams = format!("{board} symmetry=none format=v1").parse().expect("parameters");
        let phrase = SeedPhrase::new("settled").expect("phrase");
        for attempt in 1..=3 {
            let Some(made) = generate_attempt(&params, &phrase, attempt).expect("valid parameters") else { continue };
            compare(&made.puzzle, &format!("{board}, attempt {attempt}"));
        }
    }
}
