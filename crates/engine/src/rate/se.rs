//! Ratings on Sudoku Explainer's scale (SE, as its command-line rater `serate` and Sukaku
//! Explainer give them): the puzzle is solved in SE's order of techniques, one step at a
//! time, each step rated as SE rates its technique, and the puzzle is as hard as its
//! hardest step.
//!
//! The techniques below the chains come from the engine's finders, tried in SE's order and
//! rated with SE's values; those SE does not have (colouring, finned fish, W-Wing, other
//! ALS-XZ, AICs) are not used, so that what they would find falls to SE's chains as in SE.
//! From 6.5 on, the steps are SE's own chaining search ([`chaining`]). RATING.md, "Sudoku
//! Explainer scale", lists the mapping.

mod board;
mod chaining;
mod patterns;

use serde::{Deserialize, Serialize};

use super::Level;
use crate::geometry::{Geometry, Layout};
use crate::grid::{Grid, Puzzle};
use crate::logic::{lowest_als_xz_difficulty, Deduction, LayoutIndex, LogicalSolution, Ordered, Strategy};
use board::{engine_candidate, Board};
use chaining::{cycles_and_forcing_chains, forcing_chains, Forcing};
use patterns::{strong_links, wing, Found, StrongPairs};

/// A rating on Sudoku Explainer's scale.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeRating {
    /// The hardest step, in tenths of the SE scale (62 is SE 6.2).
    pub tenths: u32,
    /// SE's name of the hardest step's technique.
    pub hardest: String,
    /// False when SE's techniques up to dynamic forcing chains ran out before the end: the
    /// rating is then a lower bound (SE goes on with nested forcing chains, 9.0 and up).
    pub complete: bool,
}

impl SeRating {
    /// The rating as SE prints it (e.g. 6.2).
    pub fn value(&self) -> f64 {
        f64::from(self.tenths) / 10.0
    }
}

/// The SE band of each level, in tenths (inclusive): Easy singles and SE's direct
/// techniques (1.0-2.5), Moderate locked candidates, pairs and X-Wing (2.6-3.4),
/// Difficult triples, Swordfish, two strong links, XY-/XYZ-Wing and unique rectangles
/// (3.5-4.9), Stinker quads, Jellyfish, three or four strong links, WXYZ-/VWXYZ-Wing,
/// BUG (5.0-6.4), Nightmare cycles and forcing X-/Y-chains (6.5-7.4), Obscene Nishio,
/// multiple, dynamic and nested forcing chains (7.5 and up). RATING.md says how today's
/// levels fall on them.
const SE_BANDS: [(Level, u32, u32); 6] = [
    (Level::Easy, 10, 25),
    (Level::Moderate, 26, 34),
    (Level::Difficult, 35, 49),
    (Level::Stinker, 50, 64),
    (Level::Nightmare, 65, 74),
    (Level::Obscene, 75, u32::MAX),
];

impl Level {
    /// The SE ratings (tenths, inclusive) this level stands for; the bands of the six
    /// levels follow each other without overlap.
    pub fn se_band(self) -> std::ops::RangeInclusive<u32> {
        let (_, low, high) = SE_BANDS.iter().copied().find(|&(level, _, _)| level == self).unwrap_or(SE_BANDS[0]);
        low..=high
    }

    /// The level whose SE band holds `tenths` (below 1.0: Easy).
    pub fn for_se(tenths: u32) -> Level {
        SE_BANDS.iter().find(|&&(_, _, high)| tenths <= high).map_or(Level::Obscene, |&(level, _, _)| level)
    }
}

/// A step's value on the SE scale (tenths): SE's value for the techniques SE has (the
/// values its Engine stages use), the engine's own step difficulty, already on the SE
/// scale, for the others (colouring, finned fish, W-Wing, ALS-XZ, chains, killer and
/// variant strategies).
pub fn se_step_tenths(step: &Deduction) -> u32 {
    basic(step).map_or(step.difficulty, |(tenths, _)| tenths)
}

/// The lowest value on SE's scale (tenths) a step of `strategy` can have
/// ([`se_step_tenths`]): SE's value of its technique, else the engine's difficulty, which
/// starts at the strategy's base and only grows (ALS-XZ's from its lowest shape).
pub(crate) fn lowest_tenths(strategy: Strategy) -> u32 {
    let mut step = Deduction::new(strategy);
    if strategy == Strategy::AlsXz {
        step.difficulty = lowest_als_xz_difficulty();
    }
    se_step_tenths(&step)
}

/// The level of an engine solve path on SE's scale, for every board and variant: the
/// hardest step by [`se_step_tenths`], its [`Level::for_se`]; Obscene when logic ran out
/// (brute force), as SE's nested chains would be.
pub fn se_level_of_path(path: &LogicalSolution) -> Level {
    if path.needs_guess || !path.solved {
        return Level::Obscene;
    }
    Level::for_se(path.steps.iter().map(se_step_tenths).max().unwrap_or(0))
}

/// The level of `puzzle`, whose engine solve path (up to the first guess) is `path`, on
/// SE's scale: on standard 9x9 the level whose band holds [`rate_se`], SE's own rating;
/// on every other board and variant, and for a puzzle without a solution,
/// [`se_level_of_path`]. Format v3's generator labels its puzzles with it, and
/// [`super::rate`] rates every other puzzle with it.
pub fn se_level(puzzle: &Puzzle, path: &LogicalSolution) -> Level {
    // Past the hardest band's start the level is known: the rest of SE's solve is skipped.
    match rate_se_until(puzzle, *Level::Obscene.se_band().start()) {
        Some(rating) => Level::for_se(rating.tenths),
        None => se_level_of_path(path),
    }
}

/// The SE rating of a standard 9x9 `puzzle`; `None` for other boards and variants (SE
/// rates standard sudoku only: variant constraints too) and for a puzzle that has no solution.
pub fn rate_se(puzzle: &Puzzle) -> Option<SeRating> {
    rate_se_until(puzzle, u32::MAX)
}

/// [`rate_se`], stopped at the first step rated `enough` or more: that step's rating is
/// then the result's (a lower bound of the whole solve's).
fn rate_se_until(puzzle: &Puzzle, enough: u32) -> Option<SeRating> {
    let layout = puzzle.layout();
    // The classic layout is the one of this geometry (comparing geometries builds no layout).
    if *layout.geometry() != Geometry::standard(3, 3) || !puzzle.constraints().is_empty() {
        return None;
    }
    let found = crate::solve::Solver::new(puzzle).limit(2).node_budget(2_000_000).run();
    if found.count() == 0 {
        return None;
    }
    let unique = found.is_unique();
    let index = LayoutIndex::new(layout);
    let mut grid = Grid::from_puzzle(puzzle);
    let mut best = SeRating { tenths: 0, hardest: String::new(), complete: true };
    while !grid.is_solved() {
        let Some((tenths, name, step)) = next_step(layout, &index, &grid, unique) else {
            best = best_of(best, 90, "Nested Forcing Chains");
            best.complete = false;
            break;
        };
        best = best_of(best, tenths, name);
        if best.tenths >= enough {
            break;
        }
        step.apply(layout, &mut grid);
    }
    Some(best)
}

fn best_of(best: SeRating, tenths: u32, name: &str) -> SeRating {
    if tenths > best.tenths {
        SeRating { tenths, hardest: name.to_string(), complete: best.complete }
    } else {
        best
    }
}

/// One stage of SE's order.
enum Stage {
    /// Engine strategies, tried in order, rated as SE rates them (`None`: SE does not
    /// find that deduction here).
    Engine(&'static [Strategy], fn(&Deduction) -> Option<(u32, &'static str)>),
    /// One of SE's patterns searched here.
    Pattern(fn(&Position) -> Option<Found>, &'static str),
}

/// A position as SE's own pattern searches read it: the board, and its conjugate pairs
/// once a strong-link search asks for them.
struct Position<'b> {
    board: &'b Board,
    strong: std::cell::OnceCell<StrongPairs>,
}

impl Position<'_> {
    fn strong(&self) -> &StrongPairs {
        self.strong.get_or_init(|| StrongPairs::new(self.board))
    }
}

use Strategy as S;

/// SE's order up to the chains (`Solver.java`, default techniques): singles, locked
/// candidates, pairs and X-Wing, triples and Swordfish, 2 strong links (Skyscraper,
/// 2-String Kite, Turbot Fish), XY- and XYZ-Wing, unique rectangles, quads and Jellyfish,
/// 3 strong links, WXYZ-Wing, BUG, 4 strong links, VWXYZ-Wing, UVWXYZ-Wing.
const STAGES: &[Stage] = &[
    Stage::Engine(
        &[
            S::FullHouse,
            S::HiddenSingle,
            S::NakedSingle,
            S::Pointing,
            S::Claiming,
            S::NakedPair,
            S::XWing,
            S::HiddenPair,
            S::NakedTriple,
            S::Swordfish,
            S::HiddenTriple,
        ],
        basic,
    ),
    Stage::Pattern(|p| strong_links(p.board, p.strong(), 2), "Turbot Fish"),
    Stage::Engine(
        &[
            S::XYWing,
            S::XYZWing,
            S::UniqueRectangle1,
            S::UniqueRectangle2,
            S::UniqueRectangle3,
            S::UniqueRectangle4,
            S::NakedQuad,
            S::Jellyfish,
            S::HiddenQuad,
        ],
        basic,
    ),
    Stage::Pattern(|p| strong_links(p.board, p.strong(), 3), "3 Strong-linked Fishes"),
    Stage::Pattern(|p| wing(p.board, 3), "WXYZ-Wing"),
    Stage::Engine(&[S::Bug1], basic),
    Stage::Pattern(|p| strong_links(p.board, p.strong(), 4), "4 Strong-linked Fishes"),
    Stage::Pattern(|p| wing(p.board, 4), "VWXYZ-Wing"),
    // Stage::Pattern(|p| wing(p.board, 5), "UVWXYZ-Wing"),
];

/// SE's values of the techniques both have (`getDifficulty()` of SE's hint classes).
fn basic(d: &Deduction) -> Option<(u32, &'static str)> {
    Some(match d.strategy {
        S::FullHouse => (10, "Hidden Single"),
        S::HiddenSingle => (d.difficulty, "Hidden Single"),
        S::NakedSingle => (23, "Naked Single"),
        S::Pointing => (26, "Pointing"),
        S::Claiming => (28, "Claiming"),
        S::NakedPair => (30, "Naked Pair"),
        S::XWing => (32, "X-Wing"),
        S::HiddenPair => (34, "Hidden Pair"),
        S::NakedTriple => (36, "Naked Triplet"),
        S::Swordfish => (38, "Swordfish"),
        S::HiddenTriple => (40, "Hidden Triplet"),
        S::Skyscraper => (40, "Skyscraper"),
        S::TwoStringKite => (41, "2-String Kite"),
        S::XYWing => (42, "XY-Wing"),
        S::XYZWing => (44, "XYZ-Wing"),
        S::UniqueRectangle1 | S::UniqueRectangle2 | S::UniqueRectangle4 => (45, "Unique Rectangle"),
        // Type 3 with a naked pair: 4.5 + 0.1.
        S::UniqueRectangle3 => (46, "Unique Rectangle"),
        S::NakedQuad => (50, "Naked Quad"),
        S::Jellyfish => (52, "Jellyfish"),
        S::HiddenQuad => (54, "Hidden Quad"),
        S::Bug1 => (56, "Bivalue Universal Grave"),
        _ => return None,
    })
}

/// The step SE would take next, with its rating and SE's name for it.
fn next_step(
    layout: &Layout,
    index: &LayoutIndex,
    grid: &Grid,
    unique: bool,
) -> Option<(u32, &'static str, Deduction)> {
    let board = Board::from_grid(grid);
    let ordered = Ordered::new(layout, index, grid, unique);
    let position = Position { board: &board, strong: std::cell::OnceCell::new() };
    for stage in STAGES {
        match stage {
            Stage::Engine(strategies, rate) => {
                let mut rated = None;
                let found = ordered.first(strategies, |d| {
                    rated = rate(d);
                    rated.is_some()
                });
                if let (Some(d), Some((tenths, name))) = (found, rated) {
                    return Some((tenths, name, d));
                }
            }
            Stage::Pattern(search, name) => {
                if let Some((tenths, removed)) = search(&position) {
                    return Some((tenths, name, removal(&removed)));
                }
            }
        }
    }
    let chained = cycles_and_forcing_chains(&board)
        .map(|s| (s, "Forcing Chains & Cycles"))
        .or_else(|| forcing_chains(&board, Forcing::Nishio).map(|s| (s, "Nishio Forcing Chains")))
        .or_else(|| forcing_chains(&board, Forcing::Multiple).map(|s| (s, "Multiple Forcing Chains")))
        .or_else(|| forcing_chains(&board, Forcing::Dynamic).map(|s| (s, "Dynamic Forcing Chains")))?;
    let (step, name) = chained;
    Some((step.difficulty, name, removal(&step.eliminations)))
}

/// A step that removes `candidates` (cell, digit index).
fn removal(candidates: &[(usize, usize)]) -> Deduction {
    let mut d = Deduction::new(S::ForcingChain);
    d.eliminations = candidates.iter().filter_map(|&(c, digit)| engine_candidate(c, digit)).collect();
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn se_bands_follow_each_other() {
        let mut next = 10;
        for level in Level::ALL {
            let band = level.se_band();
            assert_eq!(*band.start(), next, "{level}");
            assert_eq!(Level::for_se(*band.start()), level);
            assert_eq!(Level::for_se(*band.end()), level);
            next = band.end().saturating_add(1);
        }
        assert_eq!(Level::for_se(23), Level::Easy);
        assert_eq!(Level::for_se(66), Level::Nightmare);
        assert_eq!(Level::for_se(120), Level::Obscene);
    }

    #[test]
    fn a_solve_path_is_valued_as_se_values_its_techniques() {
        let path = |strategies: &[Strategy], needs_guess: bool| LogicalSolution {
            steps: strategies.iter().map(|&s| Deduction::new(s)).collect(),
            solved: !needs_guess,
            needs_guess,
            broken: false,
            utilized: Vec::new(),
            values: Vec::new(),
        };
        // SE's 2 strong links (4.0) where the engine says 5.0: Difficult, not Stinker.
        assert_eq!(se_level_of_path(&path(&[S::NakedSingle, S::Skyscraper, S::Pointing], false)), Level::Difficult);
        assert_eq!(se_step_tenths(&Deduction::new(S::TwoStringKite)), 41);
        assert_eq!(se_level_of_path(&path(&[S::NakedSingle, S::XWing], false)), Level::Moderate);
        // Techniques SE does not have keep the engine's value: ALS-XZ 5.9, W-Wing 6.5.
        assert_eq!(se_level_of_path(&path(&[S::AlsXz], false)), Level::Stinker);
        assert_eq!(se_level_of_path(&path(&[S::AlsXz, S::WWing], false)), Level::Nightmare);
        assert_eq!(se_level_of_path(&path(&[S::ForcingChain], false)), Level::Obscene);
        assert_eq!(se_level_of_path(&path(&[S::NakedSingle], true)), Level::Obscene);
        assert_eq!(se_level_of_path(&path(&[], false)), Level::Easy);
    }

    #[test]
    fn other_boards_and_unsolvable_puzzles_have_no_se_rating() {
        let four = Layout::new(crate::geometry::Geometry::standard(2, 2)).expect("a 4x4 layout");
        assert_eq!(rate_se(&Puzzle::empty(four)), None);
        // r1c9 can only be 9, which column 9 already holds.
        let line = format!("12345678.........9{}", ".".repeat(63));
        let unsolvable = crate::format::parse_puzzle(&line).expect("valid givens");
        assert_eq!(rate_se(&unsolvable), None);
    }
}
