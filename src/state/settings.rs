//! The player's settings: not part of a game and never undone.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::Rules;

/// Light, dark, or as the system says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    /// The next theme of the toggle: system, light, dark, system...
    pub fn next(self) -> Theme {
        match self {
            Theme::System => Theme::Light,
            Theme::Light => Theme::Dark,
            Theme::Dark => Theme::System,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub rules: Rules,
    /// Mark every digit that differs from the solution as soon as it is written.
    pub check_as_you_go: bool,
    pub theme: Theme,
    /// Centre marks sit in their places: digit d always in the same spot of a small grid.
    pub marks_in_place: bool,
    /// Each colour also shows its number, for players who cannot tell the colours apart.
    pub colour_numbers: bool,
    /// Warn when a move puts a wrong digit or removes a candidate that is the cell's answer.
    pub warn_mistakes: bool,
}

/// One setting changed by the settings panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingChange {
    RefuseDuplicates(bool),
    AutoRemoveMarks(bool),
    CheckAsYouGo(bool),
    NextTheme,
    MarksInPlace(bool),
    ColourNumbers(bool),
    WarnMistakes(bool),
}

impl Settings {
    pub fn with(self, change: SettingChange) -> Settings {
        let mut next = self;
        match change {
            SettingChange::RefuseDuplicates(on) => next.rules.refuse_duplicates = on,
            SettingChange::AutoRemoveMarks(on) => next.rules.auto_remove_marks = on,
            SettingChange::CheckAsYouGo(on) => next.check_as_you_go = on,
            SettingChange::NextTheme => next.theme = self.theme.next(),
            SettingChange::MarksInPlace(on) => next.marks_in_place = on,
            SettingChange::ColourNumbers(on) => next.colour_numbers = on,
            SettingChange::WarnMistakes(on) => next.warn_mistakes = on,
        }
        next
    }
}
