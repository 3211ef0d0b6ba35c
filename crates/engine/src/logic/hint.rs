//! Hints: the next logical step from a player's position, told in three graduated
//! levels (a nudge naming the strategy and where, the cells to look at, the whole
//! deduction), after checking the position for mistakes.

use serde::{Deserialize, Serialize};

use super::context::{Ctx, LayoutIndex};
use super::deduction::{cell_list, digit_list, symbol};
use super::solver::next_deduction_in;
use super::{Deduction, Strategy};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::Layout;
use crate::grid::{Grid, Puzzle};

/// How much a hint tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum HintLevel {
    /// 1: the strategy and the house to look at.
    Nudge,
    /// 2: also the cells and digits of the pattern.
    Focus,
    /// 3: the whole deduction.
    Answer,
}

impl HintLevel {
    /// Level 1, 2 or 3; anything else is clamped.
    pub fn from_number(n: u8) -> HintLevel {
        match n {
            0 | 1 => HintLevel::Nudge,
            2 => HintLevel::Focus,
            _ => HintLevel::Answer,
        }
    }

    /// 1, 2 or 3.
    pub fn number(self) -> u8 {
        match self {
            HintLevel::Nudge => 1,
            HintLevel::Focus => 2,
            HintLevel::Answer => 3,
        }
    }

    /// The level that tells more ("More" on a hint); the answer stays the answer.
    pub fn next(self) -> HintLevel {
        HintLevel::from_number(self.number() + 1)
    }
}

/// What a hint is computed from: the player's position in a game, as plain data that
/// can travel to a worker (a game makes its own with `HintQuery::of`, in `game/hints.rs`).
/// The player's centre marks count as candidates when the board has any; otherwise the
/// candidates are computed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintQuery {
    pub puzzle: Puzzle,
    pub values: Vec<Option<Digit>>,
    pub marks: Option<Vec<DigitSet>>,
    pub solution: Option<Vec<Digit>>,
}

impl HintQuery {
    /// The hint for this position.
    pub fn answer(&self) -> Hint {
        hint(&self.puzzle, &self.values, self.marks.as_deref(), self.solution.as_deref())
    }

    /// Every step available from this position ([`super::steps::all_steps`]), or the
    /// hint that says why there is none to list (mistakes, missing candidates, solved).
    pub fn steps(&self) -> Result<Vec<Deduction>, Box<Hint>> {
        let solution = self.solution.as_deref();
        let (grid, unique) = player_position(&self.puzzle, &self.values, self.marks.as_deref(), solution)?;
        let index = LayoutIndex::of_puzzle(&self.puzzle);
        Ok(super::steps::all_steps_in(self.puzzle.layout(), &index, &grid, unique))
    }
}

/// What a hint says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// Every cell is filled and nothing is wrong.
    Solved,
    /// Digits that break a rule or differ from the solution.
    Mistakes { cells: Vec<Cell> },
    /// Pencil marks that leave out the digit the solution has there.
    MissingCandidates { cells: Vec<(Cell, Digit)> },
    /// The next step (the easiest strategy that finds something; brute force only
    /// when no logic applies and the solution is known).
    Step(Deduction),
    /// No logical step found and no solution to copy from.
    Stuck,
}

impl Hint {
    /// The text for `level`.
    pub fn message(&self, layout: &Layout, level: HintLevel) -> String {
        match self {
            Hint::Solved => "The puzzle is solved.".to_string(),
            Hint::Mistakes { cells } => match level {
                HintLevel::Nudge => "Something on the board is wrong: check your digits.".to_string(),
                HintLevel::Focus => format!("Check {}.", first_house(layout, cells)),
                HintLevel::Answer => format!("These digits are wrong: {}.", cell_list(layout, cells)),
            },
            Hint::MissingCandidates { cells } => match level {
                HintLevel::Nudge => "A pencil mark you removed is needed.".to_string(),
                HintLevel::Focus => {
                    let only: Vec<Cell> = cells.iter().map(|&(c, _)| c).collect();
                    format!("Check your pencil marks in {}.", first_house(layout, &only))
                }
                HintLevel::Answer => {
                    let list: Vec<String> =
                        cells.iter().map(|&(c, d)| format!("{d} in {}", layout.cell_name(c), d = symbol(d))).collect();
                    format!("These candidates were removed but are needed: {}.", list.join(", "))
                }
            },
            Hint::Step(d) => match level {
                HintLevel::Nudge => nudge(layout, d),
                HintLevel::Focus => format!(
                    "{}: look at {} for {} {}.",
                    d.strategy,
                    cell_list(layout, &d.cells),
                    if d.digits.len() == 1 { "digit" } else { "digits" },
                    digit_list(d.digits)
                ),
                HintLevel::Answer => d.explanation.clone(),
            },
            Hint::Stuck => "No logical step applies from here.".to_string(),
        }
    }

    /// The text for `level` on `puzzle`: as [`Hint::message`], but a step that reads the
    /// puzzle's variant rules names the rule at levels 1 and 2, in players' words ("Look at
    /// the thermometer from r4c3.") rather than the strategy's name.
    pub fn message_on(&self, puzzle: &Puzzle, level: HintLevel) -> String {
        let layout = puzzle.layout();
        match self {
            Hint::Step(d) if d.strategy.reads_constraints() && level != HintLevel::Answer => {
                let rule = rule_of(puzzle, d);
                match level {
                    HintLevel::Nudge => format!("Look at {rule}."),
                    _ => format!("Look at {rule} and what it allows in {}.", cell_list(layout, &d.cells)),
                }
            }
            _ => self.message(layout, level),
        }
    }

    /// The cells to highlight at `level`.
    pub fn highlighted(&self, level: HintLevel) -> Vec<Cell> {
        match (self, level) {
            (_, HintLevel::Nudge) => Vec::new(),
            (Hint::Mistakes { cells }, HintLevel::Answer) => cells.clone(),
            (Hint::MissingCandidates { cells }, HintLevel::Answer) => cells.iter().map(|&(c, _)| c).collect(),
            (Hint::Step(d), _) => d.cells.clone(),
            _ => Vec::new(),
        }
    }
}

/// The variant rule of `puzzle` a step works with, named for a player: the one whose cells
/// hold most of the step's pattern ("the thermometer from r4c3", "the renban line at
/// r1c1"), or a rule of the whole board ("the anti-knight rule").
fn rule_of(puzzle: &Puzzle, d: &Deduction) -> String {
    let layout = puzzle.layout();
    let shared = |cells: &[Cell]| d.cells.iter().filter(|c| cells.contains(c)).count();
    let best = puzzle
        .constraints()
        .iter()
        .map(|c| (c, c.listed()))
        .filter(|(_, cells)| shared(cells) > 0)
        .max_by_key(|(_, cells)| (shared(cells), std::cmp::Reverse(cells.len())));
    match best {
        Some((constraint, cells)) => {
            let from = if constraint.starts_at_its_first_cell() { "from" } else { "at" };
            format!("the {} {from} {}", constraint.name(), layout.cell_name(cells[0]))
        }
        None => match puzzle.constraints().iter().find(|c| c.listed().is_empty()) {
            Some(constraint) => format!("the {} rule", constraint.name()),
            None => format!("the rules through {}", cell_list(layout, &d.cells)),
        },
    }
}

fn nudge(layout: &Layout, d: &Deduction) -> String {
    let article = if d.strategy.name().starts_with(['A', 'E', 'I', 'O', 'U', 'X']) { "an" } else { "a" };
    match d.houses.first().map(|&h| layout.house(h)) {
        Some(house) => format!("Look for {article} {} in {house}.", d.strategy),
        None => format!("Look for {article} {}.", d.strategy),
    }
}

fn first_house(layout: &Layout, cells: &[Cell]) -> String {
    cells
        .first()
        .and_then(|&c| layout.houses_of(c).first())
        .map(|&h| layout.house(h))
        .map_or_else(|| "the board".to_string(), |h| h.to_string())
}

/// The next hint for a player's position: `values` are the digits on the board (the
/// givens are always taken from `puzzle`), `marks` the player's pencil marks (an empty
/// set means "no marks here": the cell's candidates are computed), `solution` the
/// solution if known. Never panics: short slices count as empty cells.
pub fn hint(puzzle: &Puzzle, values: &[Option<Digit>], marks: Option<&[DigitSet]>, solution: Option<&[Digit]>) -> Hint {
    let layout = puzzle.layout();
    let solution = solution.filter(|s| s.len() == layout.cell_count());
    let (grid, unique) = match player_position(puzzle, values, marks, solution) {
        Ok(position) => position,
        Err(hint) => return *hint,
    };
    let index = LayoutIndex::of_puzzle(puzzle);
    if let Some(d) = next_deduction_in(layout, &index, &grid, unique, Strategy::CageForcingChain) {
        return Hint::Step(d);
    }
    let Some(s) = solution else { return Hint::Stuck };
    let ctx = Ctx::new(layout, &index, &grid, unique);
    super::brute::brute_force(&ctx, s).map_or(Hint::Stuck, Hint::Step)
}

/// The player's position as the logic sees it (values, and candidates narrowed by the
/// marks), and whether the uniqueness strategies may be used; or, when there is no step
/// to look for, the hint that says why (mistakes, missing candidates, solved). A
/// `solution` of the wrong length counts as unknown.
pub(crate) fn player_position(
    puzzle: &Puzzle,
    values: &[Option<Digit>],
    marks: Option<&[DigitSet]>,
    solution: Option<&[Digit]>,
) -> Result<(Grid, bool), Box<Hint>> {
    let layout = puzzle.layout();
    let solution = solution.filter(|s| s.len() == layout.cell_count());
    let size = layout.size();
    let merged: Vec<Option<Digit>> = layout
        .cells()
        .map(|c| {
            puzzle
                .given(c)
                .or_else(|| values.get(c.index()).copied().flatten().filter(|d| usize::from(d.get()) <= size))
        })
        .collect();
    let solution = solution.filter(|s| s.len() == layout.cell_count());
    let mistakes: Vec<Cell> = layout
        .cells()
        .filter(|&c| {
            let Some(v) = merged[c.index()] else { return false };
            let clash = layout.peers(c).iter().any(|p| merged[p.index()] == Some(v));
            clash || solution.is_some_and(|s| s[c.index()] != v)
        })
        .filter(|&c| puzzle.given(c).is_none())
        .collect();
    if !mistakes.is_empty() {
        return Err(Box::new(Hint::Mistakes { cells: mistakes }));
    }
    let mut grid = Grid::from_values(layout, &merged);
    if let Some(marks) = marks {
        for cell in layout.cells() {
            let mark = marks.get(cell.index()).copied().unwrap_or_default();
            if grid.value(cell).is_none() && !mark.is_empty() {
                grid.set_candidates(cell, grid.candidates(cell).intersection(mark));
            }
        }
    }
    if let Some(s) = solution {
        let missing: Vec<(Cell, Digit)> = grid
            .empty_cells()
            .filter(|&c| !grid.candidates(c).contains(s[c.index()]))
            .map(|c| (c, s[c.index()]))
            .collect();
        if !missing.is_empty() {
            return Err(Box::new(Hint::MissingCandidates { cells: missing }));
        }
    }
    if grid.is_solved() {
        return Err(Box::new(Hint::Solved));
    }
    let unique = solution.is_some() && is_unique(puzzle);
    Ok((grid, unique))
}

/// True when the puzzle has exactly one solution (the exact solver, with a node budget
/// so that a pathological large board cannot hang a hint).
fn is_unique(puzzle: &Puzzle) -> bool {
    crate::solve::Solver::new(puzzle).limit(2).node_budget(200_000).run().is_unique()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::family;

    #[test]
    fn a_hint_level_steps_up_to_the_answer_and_stays_there() {
        assert_eq!(HintLevel::Nudge.next(), HintLevel::Focus);
        assert_eq!(HintLevel::Focus.next(), HintLevel::Answer);
        assert_eq!(HintLevel::Answer.next(), HintLevel::Answer);
        for level in [HintLevel::Nudge, HintLevel::Focus, HintLevel::Answer] {
            assert_eq!(HintLevel::from_number(level.number()), level);
        }
    }

    #[test]
    fn a_step_on_a_variant_rule_names_the_rule_in_players_words_at_levels_1_and_2() {
        use crate::constraint::Constraint;
        let thermo =
            Constraint::Thermometer(family::Thermometer { cells: vec![Cell::new(30), Cell::new(21), Cell::new(12)] });
        let renban = Constraint::Renban(family::Renban { cells: vec![Cell::new(0), Cell::new(1)] });
        let puzzle = Puzzle::empty(Layout::classic()).with_constraints(vec![thermo, renban]).expect("a puzzle");
        let mut step = Deduction::new(Strategy::ConstraintRule);
        step.cells = vec![Cell::new(30), Cell::new(21)];
        step.digits = [1, 2, 3].into_iter().filter_map(Digit::new).collect();
        step.explanation = "Thermometer r4c4→r2c4: r4c4 is between 1 and 7.".to_string();
        let hint = Hint::Step(step);
        assert_eq!(hint.message_on(&puzzle, HintLevel::Nudge), "Look at the thermometer from r4c4.");
        assert_eq!(
            hint.message_on(&puzzle, HintLevel::Focus),
            "Look at the thermometer from r4c4 and what it allows in r4c4 and r3c4."
        );
        assert_eq!(hint.message_on(&puzzle, HintLevel::Answer), "Thermometer r4c4→r2c4: r4c4 is between 1 and 7.");
        let Hint::Step(mut step) = hint else { unreachable!() };
        step.strategy = Strategy::ExtraHouse;
        step.cells = vec![Cell::new(1)];
        assert_eq!(Hint::Step(step.clone()).message_on(&puzzle, HintLevel::Nudge), "Look at the renban line at r1c1.");
        // A contradiction along a rule is hinted by the rule too, not by the step's name.
        step.strategy = Strategy::RuleContradiction;
        let nudge = Hint::Step(step).message_on(&puzzle, HintLevel::Nudge);
        assert_eq!(nudge, "Look at the renban line at r1c1.");
    }
}
