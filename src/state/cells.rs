//! What each cell shows, as small comparable data: a cell whose data did not change is
//! not re-rendered.

use sudoku_engine::constraint::family;
use sudoku_engine::game::Colour;
use sudoku_engine::logic::HintLevel;
use sudoku_engine::{Cell, Constraint, Deduction, Digit, DigitSet};

use super::{AppState, Panel};
use crate::worker::ShownStep;

/// The part a cell plays in the hint or log step shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HintRole {
    #[default]
    None,
    /// A cell of the pattern that justifies the step.
    Pattern,
    /// A cell the step changes (places a digit, removes candidates, or a mistake).
    Target,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellData {
    pub value: Option<Digit>,
    pub given: bool,
    pub corner: DigitSet,
    pub centre: DigitSet,
    pub colour: Option<Colour>,
    pub red: bool,
    pub selected: bool,
    pub cursor: bool,
    /// The highlighted digit, when this cell shows it as its value or a mark.
    pub highlight: Option<Digit>,
    pub conflict: bool,
    /// Differs from the solution (after Check, or always with check-as-you-go), or holds the
    /// mistake just warned about.
    pub wrong: bool,
    pub hint: HintRole,
    /// Candidates the hint or log step removes here.
    pub eliminated: DigitSet,
    /// The digit the hint or log step places here.
    pub placed: Option<Digit>,
    /// The value is not the player's: a solution or a log position is shown.
    pub preview: bool,
    /// In setup, one of the cells where two solutions of the puzzle so far differ.
    pub differs: bool,
    /// The setter's pencil marks for this cell (a given rule, drawn until the cell holds a
    /// digit or the player's centre marks).
    pub given_marks: DigitSet,
}

impl AppState {
    /// What every cell shows, row-major.
    pub fn cell_data(&self) -> Vec<CellData> {
        let puzzle = self.game.puzzle();
        let board = self.game.board();
        let count = puzzle.layout().cell_count();
        let mut cells: Vec<CellData> = puzzle
            .layout()
            .cells()
            .map(|cell| CellData {
                value: board.value(cell),
                given: puzzle.given(cell).is_some(),
                corner: board.corner_marks(cell),
                centre: board.centre_marks(cell),
                colour: board.colour(cell),
                red: board.is_red(cell),
                conflict: self.conflicts.get(cell.index()).copied().unwrap_or(false),
                ..CellData::default()
            })
            .collect();
        for constraint in puzzle.constraints() {
            if let Constraint::PencilMarks(family::PencilMarks { cell, digits }) = constraint {
                if let Some(data) = cells.get_mut(cell.index()) {
                    data.given_marks = digits.iter().filter_map(|&d| Digit::new(d)).collect();
                }
            }
        }
        for &cell in self.differing_cells() {
            if let Some(data) = cells.get_mut(cell.index()) {
                data.differs = true;
            }
        }
        if let Some(data) = self.clash.and_then(|c| cells.get_mut(c.index())) {
            data.conflict = true;
        }
        for &cell in &self.selection {
            if let Some(data) = cells.get_mut(cell.index()) {
                data.selected = true;
            }
        }
        if let Some(data) = self.cursor().and_then(|c| cells.get_mut(c.index())) {
            data.cursor = true;
        }
        if self.checked || self.settings.check_as_you_go {
            for cell in self.game.mistakes() {
                cells[cell.index()].wrong = true;
            }
        }
        // The cells of the mistake just warned about.
        for cell in &self.warned {
            if let Some(data) = cells.get_mut(cell.index()) {
                data.wrong = true;
            }
        }
        match &self.panel {
            Panel::None | Panel::Review(_) => {}
            Panel::Steps(view) => {
                if let Some(step) = view.chosen.and_then(|i| view.list.step(i)) {
                    mark_shown(&mut cells, step, HintLevel::Answer);
                }
            }
            Panel::Hint(view) => match &view.hint.step {
                Some(step) => mark_shown(&mut cells, step, view.level),
                None if view.level == HintLevel::Answer => {
                    for cell in &view.hint.cells {
                        if let Some(data) = cells.get_mut(cell.index()) {
                            data.hint = HintRole::Target;
                        }
                    }
                }
                None => {}
            },
            Panel::Solutions(view) => {
                if let Some(solution) = view.solutions.get(view.index).filter(|s| s.len() == count) {
                    for (data, &digit) in cells.iter_mut().zip(solution) {
                        *data = CellData {
                            value: Some(digit),
                            given: data.given,
                            preview: !data.given,
                            ..CellData::default()
                        };
                    }
                }
            }
            Panel::Log(view) => {
                if let Some(position) = &view.position {
                    for (i, data) in cells.iter_mut().enumerate() {
                        let value = position.values.get(i).copied().flatten();
                        let centre = if value.is_none() {
                            position.candidates.get(i).copied().unwrap_or_default()
                        } else {
                            DigitSet::EMPTY
                        };
                        *data =
                            CellData { value, centre, preview: !data.given, given: data.given, ..CellData::default() };
                    }
                    if let Some(deduction) = view.step.and_then(|s| view.solution.steps.get(s)) {
                        mark_step(&mut cells, deduction, HintLevel::Answer);
                    }
                }
            }
        }
        if let Some(digit) = self.highlight {
            for data in &mut cells {
                if data.value == Some(digit)
                    || (data.value.is_none() && (data.corner.contains(digit) || data.centre.contains(digit)))
                {
                    data.highlight = Some(digit);
                }
            }
        }
        cells
    }
}

/// Marks a deduction's pattern (from level 2) and what it changes (level 3).
fn mark_step(cells: &mut [CellData], deduction: &Deduction, level: HintLevel) {
    mark(cells, &deduction.cells, &deduction.placements, &deduction.eliminations, level);
}

/// [`mark_step`] for a step as the worker worded it.
fn mark_shown(cells: &mut [CellData], step: &ShownStep, level: HintLevel) {
    mark(cells, &step.cells, &step.placements, &step.eliminations, level);
}

/// Marks a step's pattern (from level 2) and its placements and eliminations (level 3).
fn mark(
    cells: &mut [CellData],
    pattern: &[Cell],
    placements: &[(Cell, Digit)],
    eliminations: &[(Cell, Digit)],
    level: HintLevel,
) {
    if level == HintLevel::Nudge {
        return;
    }
    for cell in pattern {
        if let Some(data) = cells.get_mut(cell.index()) {
            data.hint = HintRole::Pattern;
        }
    }
    if level < HintLevel::Answer {
        return;
    }
    for &(cell, digit) in eliminations {
        if let Some(data) = cells.get_mut(cell.index()) {
            data.hint = HintRole::Target;
            data.eliminated.insert(digit);
        }
    }
    for &(cell, digit) in placements {
        if let Some(data) = cells.get_mut(cell.index()) {
            data.hint = HintRole::Target;
            data.placed = Some(digit);
        }
    }
}
