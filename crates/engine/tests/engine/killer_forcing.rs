//! Cage Forcing Chain, the killer's last resort: a known position where it goes on after
//! the dynamic forcing chains stall, and random killer boards on which no step of the
//! logical solver (this one included) removes a digit of any solution.

#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use rand_core::Rng;
use sudoku_engine::geometry::{Geometry, Layout, Variant};
use sudoku_engine::logic::{all_steps, find_puzzle_strategy, solve_logically_with, Edition, SolveOptions, Strategy};
use sudoku_engine::solve::solve_randomly;
use sudoku_engine::{Cage, Cell, Digit, Puzzle};

use crate::support::TestRng;
use crate::variant_logic::{check_steps, corpus_line, corpus_line_solved_by_logic, solve_with_every_solution};

/// A late position of corpus line 51 (a killer without givens), as givens: the dynamic
/// forcing chains of the logic's first edition stall on it with 39 cells left (the
/// second edition's Innie-Outie Sums go on from it).
const LATE: &str = "279648531581.3.4.6463.5.7.89.......71.......37.......98......646......85345816972";

fn names(layout: &Layout, list: &[(Cell, Digit)]) -> Vec<String> {
    list.iter().map(|&(c, x)| format!("{}#{x}", layout.cell_name(c))).collect()
}

#[test]
fn a_cage_forcing_chain_goes_on_where_the_dynamic_chains_stall() {
    let (killer, solution) = corpus_line(51);
    let givens = LATE.bytes().map(|b| Digit::new(b.wrapping_sub(b'0'))).collect();
    let puzzle = Puzzle::new(killer.layout().clone(), givens).unwrap();
    let known = std::slice::from_ref(&solution);
    let options = |hardest_allowed| SolveOptions {
        unique: Some(true),
        solution: Some(solution.clone()),
        brute_force: false,
        hardest_allowed,
        edition: Edition::V1,
        ..SolveOptions::default()
    };
    let stalled = solve_logically_with(&puzzle, &options(Strategy::DynamicForcingChain));
    check_steps(&stalled.steps, known, "up to the dynamic chains");
    assert!(!stalled.solved && !stalled.broken);
    let grid = stalled.position_before(&puzzle, usize::MAX);
    assert_eq!(find_puzzle_strategy(&puzzle, &grid, Strategy::DynamicForcingChain), None);

    let step = find_puzzle_strategy(&puzzle, &grid, Strategy::CageForcingChain).expect("a cage forcing chain");
    assert_eq!(names(puzzle.layout(), &step.eliminations), ["r5c2#5"]);
    assert!(step.placements.is_empty());
    assert_eq!(
        step.explanation,
        "Cage Forcing Chain (contradiction): if r5c2 were 5, the singles, locked candidates and the sums of cage 10 \
         at r4c8 (3 cells) and cage 18 at r5c5 (3 cells) that follow would break the grid: 8 would have no place \
         left in row 5. So r5c2 is not 5."
    );
    // 9.0, above the dynamic chains' 8.5; a short contradiction adds no length bonus.
    assert_eq!(step.difficulty, Strategy::CageForcingChain.base_difficulty());
    assert_eq!(step.difficulty, 90);
    check_steps(std::slice::from_ref(&step), known, "the cage forcing chain");
    // The list of every step available (the latest logic) has Innie-Outie Sums and Cage
    // Combinations in a House here, which the first edition lacks: nothing else applies.
    let listed = all_steps(puzzle.layout(), &grid, false);
    let listed: Vec<Strategy> = listed.iter().map(|d| d.strategy).collect();
    assert!(!listed.is_empty(), "{listed:?}");
    let latest = [Strategy::CageForcingChain, Strategy::InnieOutieSum, Strategy::HouseCombination];
    assert!(listed.iter().all(|s| latest.contains(s)), "{listed:?}");

    // With every strategy, logic finishes from here.
    let solved = solve_logically_with(&puzzle, &options(Strategy::CageForcingChain));
    check_steps(&solved.steps, known, "every strategy");
    assert!(solved.solved && solved.count(Strategy::CageForcingChain) > 0);
}

/// The corpus killers without givens that only the cage sums in forcing chains finished
/// before edition 3 (line 50 with diagonals): solved by logic alone, every step true.
/// With edition 3's Cage Combinations in a House, line 50 needs a plain Forcing Chain
/// and line 51 no forcing chain at all.
#[test]
fn corpus_killers_without_givens_are_solved_by_logic_alone() {
    for (n, hardest) in [(50, Strategy::ForcingChain), (51, Strategy::HouseCombination)] {
        let log = corpus_line_solved_by_logic(n);
        assert_eq!(log.hardest(), Some(hardest), "line {n}");
    }
}

/// A random killer board of `w` x `h` boxes: cages of 1 to 4 connected cells with
/// distinct digits of a random solution, each summing to its digits; no givens.
fn random_killer(w: usize, h: usize, seed: u64) -> (Puzzle, Vec<Digit>) {
    let mut rng = TestRng(seed);
    let plain = Layout::new(Geometry::standard(w, h)).unwrap();
    let solution = solve_randomly(&Puzzle::empty(plain.clone()), &mut rng, 1_000_000).unwrap();
    let size = plain.size();
    let mut taken = vec![false; plain.cell_count()];
    let mut cages = Vec::new();
    for start in plain.cells() {
        if taken[start.index()] {
            continue;
        }
        let wanted = 1 + (rng.next_u32() % 4) as usize;
        let mut cells = vec![start];
        taken[start.index()] = true;
        while cells.len() < wanted {
            let fits = |c: Cell| !taken[c.index()] && cells.iter().all(|&o| solution[o.index()] != solution[c.index()]);
            let next: Vec<Cell> = cells
                .iter()
                .flat_map(|&c| {
                    let (r, k) = (plain.row(c), plain.column(c));
                    [(r.wrapping_sub(1), k), (r + 1, k), (r, k.wrapping_sub(1)), (r, k + 1)]
                })
                .filter(|&(r, k)| r < size && k < size)
                .map(|(r, k)| plain.cell(r, k))
                .filter(|&c| fits(c))
                .collect();
            let Some(&cell) = next.get((rng.next_u32() as usize) % next.len().max(1)) else { break };
            taken[cell.index()] = true;
            cells.push(cell);
        }
        let sum = cells.iter().map(|c| u16::from(solution[c.index()].get())).sum();
        cages.push(Cage::new(cells, Some(sum)));
    }
    let layout = Layout::new(Geometry::new(w, h, Variant { cages: Some(cages), ..Variant::default() })).unwrap();
    (Puzzle::empty(layout), solution)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// On random 4x4 and 6x6 killers, no step of the whole logical solve, nor the Cage
    /// Forcing Chain asked for at each of its positions, removes a digit that some
    /// solution has (every solution is listed).
    #[test]
    fn killer_logic_never_removes_a_digit_of_any_solution(
        boxes in prop::sample::select(vec![(2, 2), (3, 2)]),
        seed in any::<u64>(),
    ) {
        let (puzzle, solution) = random_killer(boxes.0, boxes.1, seed);
        let (puzzle, all, log) = solve_with_every_solution(puzzle, &solution);
        prop_assert!(all.contains(&solution));
        check_steps(&log.steps, &all, "killer");
        // The Cage Forcing Chain asked for at every position of the solve, and where it ends.
        for step in 0..=log.steps.len() {
            let grid = log.position_before(&puzzle, step);
            if let Some(found) = find_puzzle_strategy(&puzzle, &grid, Strategy::CageForcingChain) {
                check_steps(std::slice::from_ref(&found), &all, "cage forcing chain");
            }
        }
    }
}
