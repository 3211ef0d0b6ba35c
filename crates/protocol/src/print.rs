//! A printed batch: puzzles of one generator's parameters from one seed phrase, 1, 2, 4
//! or 6 to an A4 or Letter page, then the answers. Puzzle `i` (from 1) is the one
//! `sudoku generate --seed PHRASE --count N` writes in place `i`. The worker answers the
//! [`Sheet`]s, each board as the engine's [`BoardImage`]; the page draws them.

use std::fmt;

use serde::{Deserialize, Serialize};
use sudoku_engine::generate::{OutOfReach, SeedPhrase};
use sudoku_engine::render::BoardImage;
use sudoku_engine::Level;
use thiserror::Error;

use crate::{NotMade, Seed};

/// The most pages of puzzles a batch makes.
pub const MAX_PAGES: u32 = 4;
/// How many answers a page of answers holds.
pub const ANSWERS_PER_PAGE: PerPage = PerPage::Six;

/// What a batch is made of.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PrintBatch {
    /// The parameters (an exact level) and the phrase of the first puzzle; puzzle `i`
    /// takes the phrase's `nth(i)`.
    pub seed: Seed,
    pub per_page: PerPage,
    /// 1 to [`MAX_PAGES`].
    pub pages: u32,
    pub paper: Paper,
    /// A page of answers after the puzzles.
    pub answers: bool,
}

/// How many puzzles a page holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PerPage {
    One,
    Two,
    Four,
    Six,
}

impl PerPage {
    pub const ALL: [PerPage; 4] = [PerPage::One, PerPage::Two, PerPage::Four, PerPage::Six];

    pub fn count(self) -> u32 {
        match self {
            PerPage::One => 1,
            PerPage::Two => 2,
            PerPage::Four => 4,
            PerPage::Six => 6,
        }
    }
}

/// The paper the pages are laid out for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Paper {
    A4,
    Letter,
}

impl Paper {
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// The name players read.
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "Letter",
        }
    }

    /// The class of a page on this paper (the print CSS gives it its size).
    pub fn class(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

/// One printed page: puzzles, or the answers of puzzles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    pub paper: Paper,
    /// How many boards the page is laid out for ([`ANSWERS_PER_PAGE`] on a page of answers).
    pub per_page: PerPage,
    /// A page of answers.
    pub answers: bool,
    /// Its boards, in order.
    pub figures: Vec<Figure>,
}

/// One board of a printed page, and what is written under it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    /// The board as the engine draws it, titled for screen readers.
    pub board: BoardImage,
    /// What is written under it ([`Caption`], worded by the worker).
    pub caption: String,
}

impl Figure {
    /// `board`, with `caption` under it.
    pub fn of(board: BoardImage, caption: Caption) -> Figure {
        Figure { board, caption: caption.to_string() }
    }
}

/// What is written under a printed board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Caption {
    /// Puzzle `number` (from 1), its level and the phrase that makes it: "2. Easy · seed:
    /// paper trail #2".
    Puzzle { number: u32, level: Level, phrase: SeedPhrase },
    /// The answer to puzzle `number`: "2.".
    Answer { number: u32 },
}

impl fmt::Display for Caption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Caption::Puzzle { number, level, phrase } => {
                write!(f, "{number}. {} · seed: {}", level.name(), phrase.as_str())
            }
            Caption::Answer { number } => write!(f, "{number}."),
        }
    }
}

/// Why a batch cannot be made (in the worker: [`NotPrinted`] carries its words).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PrintError {
    #[error("a batch has 1 to {MAX_PAGES} pages, not {0}")]
    Pages(u32),
    #[error("no {level} puzzle on this board: {}", why.reason())]
    OutOfReach { level: Level, why: OutOfReach },
    #[error("puzzle {number} could not be made: {why}")]
    Generate { number: u32, why: NotMade },
}

/// Why a batch was not made, in the words of [`PrintError`]: the page only shows it, so it
/// reads a string, not that error's types.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
#[error("{0}")]
pub struct NotPrinted(pub String);

impl From<PrintError> for NotPrinted {
    fn from(why: PrintError) -> NotPrinted {
        NotPrinted(why.to_string())
    }
}
