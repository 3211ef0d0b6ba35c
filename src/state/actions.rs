//! What the player (or a finished task, or the clock) asks of the state.

use sudoku_engine::constraint::Outside;
use sudoku_engine::game::{Colour, Game, Request};
use sudoku_engine::generate::variant::VariantFormat;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::logic::Strategy;
use sudoku_engine::{Cell, Digit, Layout, Level};

use super::{Direction, ImageOf, Mode, PrintForm, SettingChange, Tool};
use crate::worker::{JobError, JobResult};

#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Click or tap; `extend` (Ctrl or Shift held) adds the cell or takes it out.
    Select {
        cell: Cell,
        extend: bool,
    },
    /// The pointer pressed `cell` at `at` within it (0 to 1 across, from its top left
    /// corner): selects, or in setup draws with the tool in hand.
    Press {
        cell: Cell,
        extend: bool,
        at: (f64, f64),
    },
    /// The pointer, held down, went over `cell` at `at` within it (0 to 1 across, from its
    /// top left corner).
    Drag {
        cell: Cell,
        at: (f64, f64),
    },
    /// In setup, a press on the frame beside the grid (for a clue outside it), at `at`
    /// within the place pressed (0 to 1 across it from its top left corner).
    PressOutside {
        clue: Outside,
        at: (f64, f64),
    },
    /// The pointer was released over the board.
    Release,
    Move {
        direction: Direction,
        extend: bool,
    },
    /// A digit, as the mode says.
    Input(Digit),
    /// A digit as a mark whatever the mode (Shift: corner, Ctrl: centre).
    InputAs(Digit, Mode),
    Paint(Colour),
    /// Delete: the top layer of the selected cells (in colour mode, their colour); in setup,
    /// with a killer cage chosen, the last digit of its sum.
    Clear,
    /// Enter: in setup with a drawing tool, its constraint goes on the selected cells.
    Commit,
    /// The Space bar: as Enter with a drawing tool in setup, else as Delete.
    Space,
    /// The 0 key: a 0 behind the sum of the killer cage chosen in setup, else as `Clear`.
    Zero,
    SetMode(Mode),
    ToggleRed,
    Undo,
    Redo,
    FillCandidates,
    /// Toggle the highlight of the selected cell's digit (or pick one on the pad).
    Highlight,
    /// Compare the board with the solution.
    Check,
    AskHint,
    /// Tell the hint at the next level.
    HintMore,
    ApplyHint,
    AskSolutions,
    /// Show the next (+1) or previous (-1) solution.
    CycleSolution(isize),
    AskLog,
    LogStep(usize),
    ClosePanel,
    OpenNewGame,
    OpenHelp,
    OpenSettings,
    CloseDialog,
    Generate {
        params: GenerateParams,
        phrase: SeedPhrase,
    },
    /// A 9x9 puzzle of one family of variant constraints or two (`thermometer+kropki`)
    /// at exactly `level`; with `technique`, practice of that step of the one family.
    GenerateVariant {
        families: String,
        level: Level,
        technique: Option<Strategy>,
        phrase: SeedPhrase,
        /// The phrase-to-puzzle function's version ([`VariantFormat::LATEST`] for new puzzles).
        format: VariantFormat,
    },
    /// Tell the player something (what a component could not do).
    Say(String),
    /// Enter a puzzle by hand on an empty board of this layout.
    StartSetup(Layout),
    SetupCheck,
    SetupDone,
    /// The setter's tool: givens, or a constraint to draw or erase.
    ChooseTool(Tool),
    /// Milliseconds of play went by.
    Tick(u64),
    TogglePause,
    ChangeSetting(SettingChange),
    /// A job finished (or was cancelled, or failed).
    JobDone {
        id: u32,
        serial: u32,
        result: Box<Result<JobResult, JobError>>,
    },
    /// Replace the game (a loaded game).
    Load(Box<Game>),
    /// Read pasted text, or with `link` the address bar's link, and open what it holds.
    Read {
        text: String,
        link: bool,
    },
    /// The Game menu's "Save image".
    OpenImage,
    /// The image dialog's choices.
    ImageChoices {
        marks: bool,
        colours: bool,
    },
    /// Draw an image and save it as `stem`.svg, or `stem`.png with `png`.
    SaveImage {
        of: ImageOf,
        stem: String,
        png: bool,
    },
    /// The Game menu's "Print a batch".
    OpenPrint,
    /// The print form as the player changed it.
    EditPrint(PrintForm),
    /// Make the batch the print form asks for.
    MakeBatch,
    /// Undo back to just before the first move whose mistake still stands.
    RewindToMistake,
    /// List every step available from the player's position.
    AskSteps,
    /// Show step `n` of the list on the board.
    ChooseStep(usize),
    /// Make the chosen step on the board.
    ApplyStep,
    /// The player's path beside the solver's.
    AskReview,
    /// A trainer puzzle (`params` name the technique), started just before the
    /// technique's first use when `start_before`.
    Train {
        params: GenerateParams,
        phrase: SeedPhrase,
        start_before: bool,
    },
}

impl Action {
    /// What the action asks of the game, for its phase to allow or refuse.
    pub fn request(&self) -> Request {
        match self {
            Action::Press { .. }
            | Action::Drag { .. }
            | Action::PressOutside { .. }
            | Action::Release
            | Action::Input(_)
            | Action::InputAs(..)
            | Action::Paint(_)
            | Action::Clear
            | Action::Commit
            | Action::Space
            | Action::Zero
            | Action::ToggleRed
            | Action::Undo
            | Action::Redo
            | Action::FillCandidates
            | Action::ApplyHint
            | Action::ApplyStep
            | Action::ChooseTool(_)
            | Action::SetupDone => Request::Edit,
            Action::AskHint
            | Action::AskSolutions
            | Action::AskLog
            | Action::AskSteps
            | Action::AskReview
            | Action::RewindToMistake => Request::Logic,
            Action::Check | Action::SetupCheck => Request::Check,
            Action::Select { .. }
            | Action::Move { .. }
            | Action::SetMode(_)
            | Action::Highlight
            | Action::HintMore
            | Action::CycleSolution(_)
            | Action::LogStep(_)
            | Action::ChooseStep(_)
            | Action::ClosePanel
            | Action::OpenNewGame
            | Action::OpenHelp
            | Action::OpenSettings
            | Action::CloseDialog
            | Action::Say(_)
            | Action::ChangeSetting(_)
            | Action::OpenImage
            | Action::ImageChoices { .. }
            | Action::SaveImage { .. }
            | Action::OpenPrint
            | Action::EditPrint(_)
            | Action::MakeBatch => Request::Look,
            Action::Tick(_) => Request::Tick,
            Action::TogglePause => Request::Pause,
            Action::Generate { .. } | Action::GenerateVariant { .. } | Action::StartSetup(_) | Action::Train { .. } => {
                Request::NewGame
            }
            Action::Load(_) | Action::Read { .. } => Request::Load,
            Action::JobDone { .. } => Request::Answer,
        }
    }
}
