//! What crosses worded keeps what the page does with it: a hint says at each level what
//! the engine's hint says and marks the same cells; a logical solution read back replays
//! to the same positions and gives the setter the same report.

use sudoku_engine::format::parse_puzzle;
use sudoku_engine::game::{Game, HintKind, LogicReport, Move, Rules};
use sudoku_engine::logic::{solve_logically, Hint, HintLevel, HintQuery};
use sudoku_engine::Digit;
use sudoku_protocol::{ShownHint, ShownSolution, ShownStep, StepList};

const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const LEVELS: [HintLevel; 3] = [HintLevel::Nudge, HintLevel::Focus, HintLevel::Answer];

#[test]
fn a_hint_says_what_the_engines_hint_says_at_every_level() {
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let mut game = Game::new(puzzle.clone());
    let step = HintQuery::of(&game).answer();
    let Hint::Step(deduction) = &step else { panic!("a step: {step:?}") };
    let cell = puzzle.layout().cells().find(|&c| puzzle.given(c).is_none()).expect("an empty cell");
    // A 5 in r1c3 clashes with the 5 given in r1c1.
    game.play(&Move::Place { cell, digit: Digit::new(5).expect("a digit") }, &Rules::default()).expect("legal");
    let wrong = HintQuery::of(&game).answer();
    assert!(matches!(wrong, Hint::Mistakes { .. }), "{wrong:?}");
    for hint in [&step, &wrong, &Hint::Solved, &Hint::Stuck] {
        let shown = ShownHint::of(hint, &puzzle);
        assert_eq!(shown.kind, HintKind::of(hint));
        for level in LEVELS {
            assert_eq!(shown.sentence(level), hint.message_on(&puzzle, level));
        }
        if !matches!(hint, Hint::Step(_)) {
            assert_eq!(shown.cells, hint.highlighted(HintLevel::Answer));
        }
    }
    let shown = ShownHint::of(&step, &puzzle).step.expect("a step");
    assert_eq!(shown, ShownStep::from(deduction));
    let back = shown.deduction();
    assert_eq!(
        (back.strategy, &back.placements, &back.eliminations, &back.cells, back.difficulty, &back.explanation),
        (
            deduction.strategy,
            &deduction.placements,
            &deduction.eliminations,
            &deduction.cells,
            deduction.difficulty,
            &deduction.explanation
        )
    );
}

#[test]
fn a_logical_solution_read_back_replays_the_same_positions_and_report() {
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let solution = solve_logically(&puzzle);
    let back = ShownSolution::from(&solution).solution();
    assert_eq!(back.steps.len(), solution.steps.len());
    for step in 0..=solution.steps.len() {
        assert_eq!(back.position_before(&puzzle, step), solution.position_before(&puzzle, step));
    }
    assert_eq!(LogicReport::of(&back), LogicReport::of(&solution));
    assert_eq!(back.cells_left_at_first_guess(), solution.cells_left_at_first_guess());
    let listed = StepList::grouped(&solution.steps);
    assert!(listed.steps().zip(&solution.steps).all(|(shown, step)| shown == &ShownStep::from(step)));
}
