//! Mistakes and the review, on the screen's side: the warning after a mistaken move (when
//! the setting is on), the rewind to the first mistake, and the review panel. The engine
//! judges every move (`Game::mistakes_in`, `Game::rewind_to_first_mistake`, `Review`).

use std::rc::Rc;

use sudoku_engine::game::{Delta, Mistake, Review, Rewind};
use sudoku_engine::{Cell, LogicalSolution};

use super::{AppState, Panel, ReviewView};
use crate::worker::Job;

/// What the warning says and the cells it marks, until the board changes again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MistakeWarning {
    pub text: String,
    pub cells: Vec<Cell>,
}

pub const UNKNOWN_SOLUTION: &str =
    "This puzzle's solution is not known (it has several, or is not analysed yet): mistakes cannot be found.";

fn sentence(mistakes: &[Mistake], size: usize) -> String {
    let mut parts: Vec<String> = mistakes.iter().take(3).map(|m| m.describe(size)).collect();
    if mistakes.len() > 3 {
        parts.push(format!("{} more", mistakes.len() - 3));
    }
    parts.join("; ")
}

impl AppState {
    /// After a move: with the warning on, tells the player what the move got wrong.
    pub(crate) fn warn_if_mistaken(&mut self, delta: &Delta) {
        if !self.settings.warn_mistakes || self.setup {
            return;
        }
        let Some(mistakes) = self.game.mistakes_in(delta).filter(|m| !m.is_empty()) else { return };
        let text = format!("Mistake: {}.", sentence(&mistakes, self.size()));
        self.message = Some(text.clone());
        self.warning = Some(Rc::new(MistakeWarning { text, cells: mistakes.iter().map(|m| m.cell).collect() }));
    }

    /// Turning the warning on says at once when this puzzle cannot be checked.
    pub(crate) fn set_warn_mistakes(&mut self, on: bool) {
        self.settings.warn_mistakes = on;
        if on && self.game.solution().is_none() {
            self.message = Some(UNKNOWN_SOLUTION.into());
        }
    }

    pub(crate) fn rewind_to_mistake(&mut self) {
        if self.setup {
            return;
        }
        if self.game.solution().is_none() {
            self.message = Some(UNKNOWN_SOLUTION.into());
            return;
        }
        if self.game.first_mistake().is_none() {
            self.message = Some("No mistake found: nothing to rewind.".into());
            return;
        }
        let size = self.size();
        if let Rewind::Rewound { undone, mistakes } = self.game_mut().rewind_to_first_mistake() {
            self.after_change(false);
            let moves = if undone == 1 { "1 move".to_string() } else { format!("{undone} moves") };
            self.message = Some(format!(
                "Rewound {moves}, to just before the first mistake ({}). Redo brings them back.",
                sentence(&mistakes, size)
            ));
        }
    }

    pub(crate) fn open_review(&mut self) {
        if self.setup {
            return;
        }
        self.panel = Panel::Review(ReviewView { review: Rc::new(Review::of(&self.game)), solver: None });
        self.request(Job::LogicalSolution { puzzle: self.game.puzzle().clone() });
    }

    /// A logical solution arrived: the review waiting for it takes it; otherwise it is
    /// handed back (it is the solution log's).
    pub(crate) fn review_takes(&mut self, solution: LogicalSolution) -> Option<LogicalSolution> {
        match &mut self.panel {
            Panel::Review(view) if view.solver.is_none() => {
                view.solver = Some(Rc::new(solution));
                None
            }
            _ => Some(solution),
        }
    }
}
