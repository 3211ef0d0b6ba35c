//! The app's state and the actions that change it. `reduce` delegates every rule of the
//! game to the engine; what lives here is what the screen needs (selection, mode,
//! highlight, panels, settings), none of which undo touches.

mod actions;
mod app_state;
mod cells;
mod clock;
mod early_board;
mod early_events;
mod exports;
mod first_visit;
mod jobs;
mod keys;
mod learn;
mod mode;
mod navigation;
mod panels;
mod reading;
mod reduce;
mod setter;
mod setter_keys;
mod setter_outside;
mod setter_press;
mod setter_tool;
mod setter_typing;
mod settings;
mod variant;
mod welcome;
mod welcome_puzzles;

pub use actions::Action;
pub use app_state::{rules_beyond_board, AppState};
pub use cells::{CellData, HintRole};
pub use clock::format_time;
pub use early_board::{
    apply_kept as apply_kept_early_input, hand_over as hand_over_early_input,
    take_before_mount as take_early_board_before_mount, KEPT_FOR_THE_APP,
};
pub use exports::{BatchError, ImageError, ImageOf, ImageView, PrintForm, PrintStatus, PrintView, Saving};
pub use first_visit::{first_puzzle_params, first_visit, opened_with_link, opening_game, FirstVisit, WELCOME};
pub use jobs::{status, Pending};
pub use keys::{action_for_key, kept_by_control, KeptByControl, KeyInput, CONTROL_KEYS, KEY_HELP};
pub use mode::Mode;
pub use navigation::Direction;
pub use panels::{Dialog, HintView, LogPosition, LogView, Panel, SolutionsView, StepsView};
pub use reading::{ReadFailure, Reading};
pub use setter::SetterView;
pub use setter_press::in_middle;
pub use setter_tool::{Tool, ToolGroup};
pub use settings::{SettingChange, Settings, Theme};
pub use welcome::{solution_line, WelcomeBoard, WelcomeError};
pub use welcome_puzzles::WELCOME_PUZZLES;

#[cfg(test)]
mod job_tests;
#[cfg(test)]
mod learn_tests;
#[cfg(test)]
mod setter_family_tests;
#[cfg(test)]
mod setter_tests;
#[cfg(test)]
mod tests;
