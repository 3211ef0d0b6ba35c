//! The trainer: a seeded puzzle whose hardest step (the rating's hardest strategy) is one
//! chosen technique, and the position just before its first use.
//!
//! Algorithm (SEEDS.md, section 3c): attempt `k` draws from stream `k` of the phrase, as
//! every generation does: the solution grid and the shuffled orbits of the symmetry are
//! v1's. The singles are met by removing orbits while logic capped at the technique (no
//! strategy after it in [`Strategy::ALL`], no brute force) still solves the puzzle;
//! every harder technique by v1's removal and then orbits given back until capped logic
//! solves the puzzle with the technique on the way ([`TechniqueSteering`]); Naked Quad
//! and the jellyfish first keep a house or a digit out of the givens, Hidden Quad on the
//! classic board a box framed by givens kept in ([`reserve`]); Dynamic
//! Forcing Chain on the classic board builds its attempts around a tridagon
//! ([`tridagon`]). Capped logic is the settled solve loop
//! ([`solve_settled`]), which takes the rating's steps. The search keeps the first attempt
//! whose rating's hardest strategy is the technique itself, within the attempt budget.
//! Which techniques a board offers is measured ([`offer`]).

pub mod offer;
pub mod reserve;
pub mod tridagon;

use rand_core::Rng;
use serde::{Deserialize, Serialize};

use super::error::GenerateError;
use super::fill::board_and_solution;
use super::params::GenerateParams;
use super::reach::board_name;
use super::remove::{check_budget, orbit_of_cells, shuffled_orbits, unique_within, Check, Digger, Removal};
use super::seed::{below, SeedPhrase};
use super::types::{Candidate, Control, Generated, Stop};
use crate::digits::{Cell, Digit};
use crate::game::Move;
use crate::geometry::Layout;
use crate::grid::{Grid, Puzzle};
use crate::logic::{solve_logically_with, solve_settled_in, LayoutIndex, Singles, SolveOptions, Strategy};
use crate::rate::{rate, Level};
use offer::trainer_techniques;
use reserve::{aim_for, may_be_easiest, without_reserved};
use tridagon::{aims_at_tridagon, tridagon_attempt};

/// The puzzle for `params` (whose `technique` is set) and `phrase`: the first attempt
/// whose hardest step is the technique. `params.attempt` remakes that attempt alone
/// (rated, not searched; `reached_level` says whether it still has the technique).
pub fn generate_technique(
    params: &GenerateParams,
    phrase: &SeedPhrase,
    control: &Control<'_>,
) -> Result<Generated, GenerateError> {
    let technique = params.technique.ok_or(GenerateError::NoTechnique)?;
    Layout::new(params.geometry.clone())?;
    if params.attempt == Some(0) {
        return Err(GenerateError::AttemptZero);
    }
    if params.max_attempts == 0 {
        return Err(GenerateError::NoAttempts);
    }
    let offered = trainer_techniques(params);
    if !offered.contains(&technique) {
        let offered: Vec<&str> = offered.iter().map(|s| s.name()).collect();
        return Err(GenerateError::TechniqueOutOfReach {
            technique,
            board: board_name(params),
            offered: offered.join(", "),
        });
    }
    let attempts = match params.attempt {
        Some(attempt) => attempt..=attempt,
        None => 1..=params.max_attempts,
    };
    let interrupted = || control.interruption().is_some();
    let mut best: Option<Level> = None;
    for attempt in attempts {
        if let Some(stop) = control.interruption() {
            return Err(interrupted_error(stop));
        }
        let candidate = technique_attempt(params, technique, &mut phrase.rng(attempt), &interrupted);
        let Some(Candidate { puzzle, solution, .. }) = candidate else {
            if let Some(stop) = control.interruption() {
                return Err(interrupted_error(stop));
            }
            control.report(params, attempt, None, best);
            continue;
        };
        let rating = rate(&puzzle);
        best = best.max(Some(rating.level));
        control.report(params, attempt, Some(rating.level), best);
        let reached_level = rating.hardest == technique && !rating.needs_guess;
        if reached_level || params.attempt.is_some() {
            let stop = if reached_level { Stop::Reached } else { Stop::AttemptsExhausted };
            return Ok(Generated { puzzle, solution, rating, attempts: attempt, attempt, reached_level, stop });
        }
    }
    Err(GenerateError::TechniqueNotMade { technique, attempts: params.max_attempts })
}

fn interrupted_error(stop: Stop) -> GenerateError {
    match stop {
        Stop::OutOfTime => GenerateError::OutOfTime,
        _ => GenerateError::Cancelled,
    }
}

/// How an attempt aims at a technique.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TechniqueSteering {
    /// Remove orbits while logic capped at the technique solves the puzzle.
    Dig,
    /// Remove orbits while the solution stays unique (v1), then give orbits back until
    /// logic capped at the technique solves the puzzle, refusing those that let logic
    /// capped below it solve it too.
    GiveBack,
}

/// The steering of each technique (chosen by measurement, BENCHMARKS.md "Trainer"): the
/// singles are met by digging, everything harder by giving back.
pub fn technique_steering(technique: Strategy) -> TechniqueSteering {
    if technique <= Strategy::NakedSingle {
        TechniqueSteering::Dig
    } else {
        TechniqueSteering::GiveBack
    }
}

/// One attempt at `technique` ([`technique_steering`]); `None` when no solution grid was
/// made or `stop` returned true.
pub fn technique_attempt(
    params: &GenerateParams,
    technique: Strategy,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Candidate> {
    let layout = Layout::new(params.geometry.clone()).ok()?;
    if aims_at_tridagon(params, technique) {
        return tridagon_attempt(&layout, params, rng, stop);
    }
    let (layout, solution) = board_and_solution(&layout, params.jigsaw, rng)?;
    let orbits = shuffled_orbits(&layout, params.symmetry, rng);
    let budget = check_budget(layout.size());
    let capped = Capped { technique, index: LayoutIndex::new(&layout) };
    let removal = match technique_steering(technique) {
        TechniqueSteering::Dig => {
            let needs_unique_check = technique >= Strategy::UniqueRectangle1;
            let mut check = |puzzle: &Puzzle| {
                if !capped.solves(puzzle) {
                    return Check { keep_out: false, inconclusive: false };
                }
                if needs_unique_check {
                    unique_within(puzzle, budget)
                } else {
                    Check { keep_out: true, inconclusive: false }
                }
            };
            let mut digger = Digger::new(&layout, &solution, &mut check, stop);
            digger.remove_in_chunks(&orbits);
            digger.finish()?
        }
        TechniqueSteering::GiveBack => {
            let aim = aim_for(&layout, &solution, &orbits, technique, rng);
            let reserved = aim.reserved.as_slice();
            let open: Vec<Vec<Cell>> = orbits.iter().filter(|orbit| aim.is_open(orbit)).cloned().collect();
            remove_and_give_back(&layout, &solution, (&orbits, &open, reserved), &capped, rng, stop)?
        }
    };
    let checks = removal.checks;
    let puzzle = Puzzle::new(layout, removal.givens).ok()?;
    Some(Candidate { puzzle, solution, checks })
}

/// v1's removal over the `open` orbits with the `reserved` cells kept empty, then
/// [`give_back`] until capped logic needs the technique; `None` when either fails or
/// `stop` returned true.
pub(super) fn remove_and_give_back(
    layout: &Layout,
    solution: &[Digit],
    (orbits, open, reserved): (&[Vec<Cell>], &[Vec<Cell>], &[bool]),
    capped: &Capped,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<Removal> {
    let budget = check_budget(layout.size());
    let mut check = |puzzle: &Puzzle| match Puzzle::new(layout.clone(), without_reserved(puzzle.givens(), reserved)) {
        Ok(puzzle) => unique_within(&puzzle, budget),
        Err(_) => Check { keep_out: false, inconclusive: false },
    };
    let mut digger = Digger::new(layout, solution, &mut check, stop);
    digger.remove_in_chunks(open);
    let mut removal = digger.finish()?;
    removal.givens = without_reserved(&removal.givens, reserved);
    give_back(layout, solution, (orbits, reserved), capped, &mut removal, rng, stop)?;
    Some(removal)
}

/// Logic capped at a technique: no strategy after it, uniqueness strategies allowed (the
/// puzzles it meets have one solution), no brute force. It runs as the settled solve loop
/// ([`solve_settled`]), which takes the steps the rating's solve loop takes.
pub(super) struct Capped {
    pub(super) technique: Strategy,
    /// The layout's index, built once for the attempt's many capped solves.
    pub(super) index: LayoutIndex,
}

/// How far logic capped at the technique gets with a puzzle.
struct Reach {
    values: Vec<Option<Digit>>,
    solved: bool,
    /// The technique was needed on the way (nothing easier applied there).
    used: bool,
}

impl Capped {
    fn reach(&self, layout: &Layout, grid: Grid) -> Reach {
        let solution = solve_settled_in(layout, &self.index, grid, true, self.technique);
        Reach { used: solution.count(self.technique) > 0, solved: solution.solved, values: solution.values }
    }

    fn solves(&self, puzzle: &Puzzle) -> bool {
        self.reach(puzzle.layout(), Grid::from_puzzle(puzzle)).solved
    }
}

/// Gives back orbits until logic capped at the technique solves the puzzle and needs the
/// technique on the way. At each stuck position the cells still empty and not reserved
/// are listed row-major and drawn one by one (`below(len)`, then taken out of the list);
/// the orbit of each is tried, unless it makes the technique hopeless ([`may_be_easiest`]):
/// the first that makes the puzzle solvable with the technique ends the search. Otherwise
/// the first orbit after which the technique is still needed, or else the first after
/// which logic is still stuck, is given back and the search goes on from the new stuck
/// position. `None` when every orbit makes the puzzle solvable without the technique or
/// hopeless (the attempt fails) or `stop` returned true.
fn give_back(
    layout: &Layout,
    solution: &[Digit],
    (orbits, reserved): (&[Vec<Cell>], &[bool]),
    capped: &Capped,
    removal: &mut Removal,
    rng: &mut impl Rng,
    stop: &dyn Fn() -> bool,
) -> Option<()> {
    let orbit_of = orbit_of_cells(layout, orbits);
    // Capped logic starts from the givens' singles: where it would get to first.
    let hopeless = |singles: &Singles| !may_be_easiest(layout, capped.technique, singles.values());
    let mut singles = Singles::of(layout, &removal.givens)?;
    if hopeless(&singles) {
        return None;
    }
    removal.checks += 1;
    let mut reach = capped.reach(layout, singles.grid());
    loop {
        if reach.solved {
            return reach.used.then_some(());
        }
        let mut empty: Vec<usize> =
            (0..reach.values.len()).filter(|&i| reach.values[i].is_none() && !reserved[i]).collect();
        let (mut using, mut stuck) = (None, None);
        while !empty.is_empty() && using.is_none() {
            if stop() {
                return None;
            }
            let cell = empty.remove(below(rng, empty.len()));
            let orbit = &orbits[orbit_of[cell]];
            let more = singles.with(layout, orbit.iter().map(|&given| (given, solution[given.index()])))?;
            if hopeless(&more) {
                continue;
            }
            let mut givens = removal.givens.clone();
            for &given in orbit {
                givens[given.index()] = Some(solution[given.index()]);
            }
            removal.checks += 1;
            let next = capped.reach(layout, more.grid());
            match (next.solved, next.used) {
                (true, true) => {
                    removal.givens = givens;
                    return Some(());
                }
                (true, false) => {}
                (false, true) => using = Some((givens, more, next)),
                (false, false) => {
                    stuck.get_or_insert((givens, more, next));
                }
            }
        }
        (removal.givens, singles, reach) = using.or(stuck)?;
    }
}

/// The position (values and candidates, as the logical solver has them) just before the
/// first step of `technique` in the rating's solve path of `puzzle`; `None` when the path
/// does not use it.
pub fn before_first_use(puzzle: &Puzzle, technique: Strategy) -> Option<Grid> {
    let options = SolveOptions { stop_at_guess: true, ..SolveOptions::default() };
    let solution = solve_logically_with(puzzle, &options);
    let step = solution.steps.iter().position(|s| s.strategy == technique)?;
    Some(solution.position_before(puzzle, step))
}

/// A position of a puzzle as what separates it from the givens: the digits placed and
/// the candidates removed. Plain data, so it travels from the worker to the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartPosition {
    pub placements: Vec<(Cell, Digit)>,
    pub eliminations: Vec<(Cell, Digit)>,
}

impl StartPosition {
    /// What separates `position` from the givens of `puzzle`.
    pub fn of(puzzle: &Puzzle, position: &Grid) -> StartPosition {
        let layout = puzzle.layout();
        let placements = layout
            .cells()
            .filter(|&cell| puzzle.given(cell).is_none())
            .filter_map(|cell| position.value(cell).map(|digit| (cell, digit)))
            .collect();
        let values = Grid::from_values(layout, position.values());
        let eliminations = position
            .empty_cells()
            .flat_map(|cell| {
                let gone = values.candidates(cell).difference(position.candidates(cell));
                gone.iter().map(move |digit| (cell, digit))
            })
            .collect();
        StartPosition { placements, eliminations }
    }

    /// The one move that brings a fresh game to this position: the digits placed, every
    /// candidate written as a centre mark, and the candidates the position lacks removed.
    /// One undo step takes the game back to its start.
    pub fn to_move(&self) -> Move {
        let mut moves: Vec<Move> = self.placements.iter().map(|&(cell, digit)| Move::Place { cell, digit }).collect();
        moves.push(Move::FillCandidates);
        moves.push(Move::Deduction { placements: Vec::new(), eliminations: self.eliminations.clone() });
        Move::Batch(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Rules};
    use crate::geometry::Geometry;
    use crate::logic::{Hint, HintQuery};

    #[test]
    fn the_offer_follows_the_board() {
        let classic = GenerateParams::for_technique(Geometry::standard(3, 3), false, Strategy::XWing);
        let offered = trainer_techniques(&classic);
        assert!(offered.contains(&Strategy::XYChain) && offered.contains(&Strategy::ForcingChain));
        assert!(!offered.contains(&Strategy::LargeFish) && !offered.contains(&Strategy::BruteForce));
        let small = GenerateParams::for_technique(Geometry::standard(2, 2), false, Strategy::XWing);
        assert!(!trainer_techniques(&small).contains(&Strategy::XWing));
        let phrase = SeedPhrase::new("tea").expect("phrase");
        let refused = generate_technique(&small, &phrase, &Control::default());
        assert!(matches!(refused, Err(GenerateError::TechniqueOutOfReach { .. })), "{refused:?}");
    }

    #[test]
    fn the_start_position_is_one_move_and_its_hint_names_the_technique() {
        // Hidden Quad's puzzles come from a framed box: the hint finds the quad there too.
        for technique in [Strategy::XWing, Strategy::HiddenQuad] {
            let params = GenerateParams::for_technique(Geometry::standard(3, 3), false, technique);
            let phrase = SeedPhrase::new("start").expect("phrase");
            let made = generate_technique(&params, &phrase, &Control::default()).expect("a puzzle");
            assert_eq!(made.rating.hardest, technique);
            let position = before_first_use(&made.puzzle, technique).expect("the path uses it");
            let mut game = Game::with_solution(made.puzzle.clone(), made.solution.clone());
            game.play(&StartPosition::of(&made.puzzle, &position).to_move(), &Rules::default()).expect("legal");
            assert_eq!(game.history().len(), 1);
            for cell in made.puzzle.layout().cells() {
                assert_eq!(game.board().value(cell), position.value(cell));
                if position.value(cell).is_none() {
                    assert_eq!(game.board().centre_marks(cell), position.candidates(cell));
                }
            }
            let Hint::Step(step) = HintQuery::of(&game).answer() else { panic!("a step") };
            assert_eq!(step.strategy, technique);
        }
    }
}
