//! Learning: the trainer's puzzles (started, when asked, just before the technique) and
//! the list of every step available from the player's position.

use std::rc::Rc;

use sudoku_engine::logic::{step_move, Deduction, Hint, HintLevel, HintQuery};

use super::{AppState, Panel, StepsView};
use crate::worker::{Job, Trained};

impl AppState {
    /// Starts a trainer puzzle, then makes its start move (one undo step) when it has one.
    pub(super) fn start_trained(&mut self, trained: Trained, origin: Option<(String, String)>) {
        let technique = trained.generated.rating.hardest;
        self.start_generated(trained.generated, origin);
        let said = self.message.take().unwrap_or_default();
        let started = trained.start.map(|start| self.play(start.to_move())).is_some();
        let start = if started { " It starts just before the first one: ask for a hint." } else { "" };
        self.message = Some(format!("Practise {technique}. {said}{start}"));
    }

    pub(super) fn ask_steps(&mut self) {
        if self.setup {
            return;
        }
        self.request(Job::Steps(HintQuery::of(&self.game)));
    }

    pub(super) fn show_steps(&mut self, steps: Result<Vec<Deduction>, Box<Hint>>) {
        match steps {
            Ok(steps) if steps.is_empty() => self.message = Some("No logical step applies from here.".into()),
            Ok(steps) => self.panel = Panel::Steps(StepsView { steps: Rc::new(steps), chosen: None }),
            Err(why) => self.message = Some(why.message(self.game.puzzle().layout(), HintLevel::Nudge)),
        }
    }

    pub(super) fn choose_step(&mut self, n: usize) {
        if let Panel::Steps(view) = &mut self.panel {
            view.chosen = (n < view.steps.len()).then_some(n);
        }
    }

    /// Makes the chosen step, then lists the steps of the new position.
    pub(super) fn apply_step(&mut self) {
        let Panel::Steps(view) = &self.panel else { return };
        let Some(step) = view.chosen.and_then(|i| view.steps.get(i)) else { return };
        let mv = step_move(step);
        self.play(mv);
        if !self.game.is_solved() {
            self.ask_steps();
        }
    }
}
