//! A variant puzzle made by the worker ([`Job::GenerateVariant`]): asked for from the
//! new-game dialog, started with its solution, level, title and rules when it comes.

use sudoku_engine::game::Game;
use sudoku_engine::generate::variant::VariantFormat;
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::logic::Strategy;
use sudoku_engine::Level;

use super::{AppState, Dialog};
use crate::worker::{Job, NotMade, VariantMade};

impl AppState {
    /// Has the worker make a puzzle of `families` (`thermometer`, `thermometer+kropki`) at
    /// `level`, or with `technique` a practice puzzle of that step.
    pub(super) fn generate_variant(
        &mut self,
        families: String,
        level: Level,
        technique: Option<Strategy>,
        phrase: SeedPhrase,
        format: VariantFormat,
    ) {
        self.dialog = Dialog::None;
        self.request(Job::GenerateVariant { families, level, technique, phrase: phrase.as_str().to_string(), format });
    }

    /// What the worker made: the game starts, or the player reads why not.
    pub(super) fn receive_variant(&mut self, made: Result<Box<VariantMade>, NotMade>) {
        let made = match made {
            Ok(made) => *made,
            Err(why) => {
                self.message = Some(why.to_string());
                return;
            }
        };
        let mut game = Game::with_solution(made.puzzle, made.solution);
        game.set_level(made.rating.level);
        let title = made.origin.title.clone().unwrap_or_else(|| "variant".into());
        let phrase = made.origin.phrase.clone().map(|p| format!(" Seed phrase: {p}.")).unwrap_or_default();
        game.set_origin(made.origin);
        self.start(game);
        self.message = Some(format!("New puzzle: {title}.{phrase}"));
    }
}
