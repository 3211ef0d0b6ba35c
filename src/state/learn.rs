//! Learning, on the screen's side: the mistake warning (a cheap comparison of the move
//! with the solution the game holds), the rewind to the first mistake (the engine's,
//! through undo), every step available now, the review and the trainer. What needs the
//! solver runs in the worker, which answers with data the panels lay out.

use std::rc::Rc;

use sudoku_engine::game::{Delta, Mistake, Rewind};
use sudoku_engine::logic::HintQuery;

use super::{AppState, Panel, StepsView};
use crate::worker::{Job, NoStep, Seed, ShownStep, StepList, Trained};

pub const UNKNOWN_SOLUTION: &str = "The solution is not known: mistakes cannot be found.";

/// "2 is not the digit of r1c4", and how many more mistakes the move made.
fn sentence(mistakes: &[Mistake], size: usize) -> String {
    let first = mistakes.first().map(|m| m.describe(size)).unwrap_or_default();
    match mistakes.len() {
        0 | 1 => first,
        n => format!("{first}; {} more", n - 1),
    }
}

impl AppState {
    /// After a move: with the warning on, says what the move got wrong and marks its cells.
    pub(super) fn warn_if_mistaken(&mut self, delta: &Delta) {
        if !self.settings.warn_mistakes || self.is_setting() {
            return;
        }
        let Some(mistakes) = self.game.mistakes_in(delta).filter(|m| !m.is_empty()) else { return };
        self.message = Some(format!("Mistake: {}.", sentence(&mistakes, self.size())));
        self.warned = mistakes.iter().map(|m| m.cell).collect();
    }

    pub(super) fn rewind_to_mistake(&mut self) {
        let size = self.size();
        let said = match self.game_mut().rewind_to_first_mistake() {
            Rewind::Unknown => UNKNOWN_SOLUTION.to_string(),
            Rewind::NoMistake => "No mistake found: nothing to rewind.".to_string(),
            Rewind::Rewound { undone, mistakes } => {
                self.after_change(false);
                let moves = if undone == 1 { "1 move".to_string() } else { format!("{undone} moves") };
                let why = sentence(&mistakes, size);
                format!("Rewound {moves}, to just before the first mistake ({why}). Redo brings them back.")
            }
        };
        self.message = Some(said);
    }

    pub(super) fn ask_steps(&mut self) {
        self.request(Job::Steps(HintQuery::of(&self.game)));
    }

    /// The steps the worker listed, or why there is none.
    pub(super) fn show_steps(&mut self, steps: Result<StepList, NoStep>) {
        self.panel = match steps {
            Ok(list) => Panel::Steps(StepsView { list: Rc::new(list), chosen: None }),
            Err(NoStep(sentence)) => {
                self.message = Some(sentence);
                Panel::None
            }
        };
    }

    pub(super) fn choose_step(&mut self, n: usize) {
        if let Panel::Steps(view) = &mut self.panel {
            view.chosen = (n < view.list.len()).then_some(n);
        }
    }

    /// Makes the chosen step (recorded as a hint of its technique, applied), then lists
    /// the steps of the new position.
    pub(super) fn apply_step(&mut self) {
        let Panel::Steps(view) = &self.panel else { return };
        let Some(step) = view.chosen.and_then(|i| view.list.step(i)).map(ShownStep::deduction) else { return };
        if self.play_with(|game, rules| game.take_step(&step, rules)) && !self.game.is_solved() {
            self.ask_steps();
        }
    }

    pub(super) fn ask_review(&mut self) {
        self.request(Job::Review(Box::new((*self.game).clone())));
    }

    pub(super) fn train(&mut self, seed: Seed, start_before: bool) {
        self.dialog = super::Dialog::None;
        self.request(Job::Train { seed, start_before });
    }

    /// Starts the trainer's puzzle, then makes its start move (one undo step) when it has
    /// one, and says which technique it practises.
    pub(super) fn start_trained(&mut self, Trained { generated, start }: Trained, job: Option<Job>) {
        let technique = generated.rating.hardest;
        self.start_generated(generated, job);
        let said = self.message.take().unwrap_or_default();
        let started = start.is_some_and(|start| self.play(start.to_move()));
        let start = if started { " It starts just before the first one: ask for a hint." } else { "" };
        self.message = Some(format!("Practise {technique}. {said}{start}"));
    }
}
