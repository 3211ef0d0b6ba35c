//! One component per file.

mod board;
pub mod cell;
mod colour_palette;
mod daily_archive;
mod daily_button;
mod dialog;
mod family_picture;
mod finish_screen;
mod help_dialog;
mod hint_panel;
mod icons;
mod keyboard;
mod menu_button;
mod mode_toggle;
mod new_game_dialog;
pub(crate) mod new_game_form;
mod number_pad;
mod play_controls;
mod puzzle_byline;
mod setter_palette;
mod settings_dialog;
mod solutions_panel;
mod solver_log;
mod timer;
mod tool_icon;
mod toolbar;
mod variant_picture;
// Keep, share and offline:
pub(crate) mod paste_dialog;
mod saved_games;
mod share_menu;
mod stats_dialog;
mod storage_banner;
mod task_progress;
mod update_banner;
// Killer:
mod cage_helper;
mod cage_overlay;
mod constraint_overlay;
// Images and printed batches:
mod image_export;
mod print_batch;
mod print_sheet;

pub use board::BoardView;
pub use cell::CellView;
pub use colour_palette::{ColourPalette, COLOUR_NAMES};
pub use daily_archive::DailyArchive;
pub use daily_button::DailyButton;
pub use dialog::Dialog;
pub use finish_screen::{another_like, FinishScreen};
pub use help_dialog::HelpDialog;
pub use hint_panel::HintPanel;
pub use keyboard::use_keyboard;
pub use mode_toggle::ModeToggle;
pub use new_game_dialog::NewGameDialog;
pub use number_pad::NumberPad;
pub use play_controls::PlayControls;
pub use puzzle_byline::PuzzleByline;
pub use setter_palette::SetterPalette;
pub use settings_dialog::SettingsDialog;
pub use solutions_panel::SolutionsPanel;
pub use solver_log::SolverLog;
pub use timer::Timer;
pub use toolbar::Toolbar;
// Keep, share and offline:
pub use paste_dialog::PasteDialog;
pub use saved_games::SavedGames;
pub use share_menu::ShareMenu;
pub use stats_dialog::StatsDialog;
pub use storage_banner::StorageBanner;
pub use task_progress::TaskProgress;
pub use update_banner::UpdateBanner;
// Killer:
pub use cage_helper::{sums_on_board, CageHelper, HelperSets};
// Learn and practise:
mod listing_panel;
pub use listing_panel::{group_heading, step_label, ReviewPanel, StepsPanel};
pub use solver_log::without_name;
// Images and printed batches:
pub use image_export::{ImageDialog, SaveButtons};
pub use print_batch::PrintBatchView;
