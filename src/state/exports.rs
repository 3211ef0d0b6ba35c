//! Images of the board and printed batches: what their forms hold, and what the worker
//! drew for them. The reducer asks the worker ([`Job::Picture`], [`Job::Print`]) and keeps
//! what comes back here; the components only render it (and hand a finished image to the
//! browser as a download).

use std::rc::Rc;

use sudoku_engine::generate::{GenerateParams, SeedError, SeedPhrase};
use sudoku_engine::geometry::VariantKind;
use sudoku_engine::{Geometry, Level};
use thiserror::Error;

use super::{AppState, Dialog, Panel};
use crate::worker::{Job, JobError, NotPrinted, Paper, PerPage, Picture, PictureError, PrintBatch, Seed, Sheet};

/// The image dialog's choices, and the image being saved.
#[derive(Clone, Debug, PartialEq)]
pub struct ImageView {
    pub marks: bool,
    pub colours: bool,
    pub saving: Option<Saving>,
}

impl Default for ImageView {
    fn default() -> ImageView {
        ImageView { marks: true, colours: true, saving: None }
    }
}

/// An image asked of the worker: the job's number, the file it goes to, and what came back.
#[derive(Clone, Debug, PartialEq)]
pub struct Saving {
    pub id: u32,
    /// The file's name without its extension.
    pub stem: String,
    pub png: bool,
    /// The SVG document, once drawn.
    pub drawn: Option<Result<Rc<str>, ImageError>>,
}

/// Why an image was not drawn.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ImageError {
    #[error("{0}")]
    Picture(PictureError),
    #[error("{0}")]
    Worker(JobError),
}

/// Which image to save.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageOf {
    /// The player's board, as the image dialog's choices say.
    Board,
    /// Step `n` (from 0) of the computer's solution shown in the log.
    Step(usize),
}

/// The print form, as the player fills it.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintForm {
    /// The box's width and height.
    pub board: (usize, usize),
    pub variant: VariantKind,
    pub level: Level,
    pub per_page: PerPage,
    pub pages: u32,
    pub paper: Paper,
    pub answers: bool,
    /// As typed; an empty phrase gets a fresh one when the batch is made.
    pub phrase: String,
}

impl Default for PrintForm {
    fn default() -> PrintForm {
        PrintForm {
            board: (3, 3),
            variant: VariantKind::default(),
            level: Level::Easy,
            per_page: PerPage::Four,
            pages: 1,
            paper: Paper::A4,
            answers: true,
            phrase: String::new(),
        }
    }
}

impl PrintForm {
    /// The batch this form asks for: an exact level, puzzles from its phrase.
    pub fn batch(&self) -> Result<PrintBatch, SeedError> {
        let (width, height) = self.board;
        let geometry = Geometry::new(width, height, self.variant.with_regions(None));
        let params = GenerateParams::new(geometry, self.variant.jigsaw, self.level, true);
        let phrase = SeedPhrase::new(&self.phrase)?;
        Ok(PrintBatch {
            seed: Seed { params, phrase },
            per_page: self.per_page,
            pages: self.pages,
            paper: self.paper,
            answers: self.answers,
        })
    }
}

/// The print view: its form, how the last batch went, and the pages made last.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PrintView {
    pub form: PrintForm,
    pub status: PrintStatus,
    /// The printed pages.
    pub pages: Option<Rc<[Sheet]>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub enum PrintStatus {
    #[default]
    Idle,
    /// Job `id` makes the batch.
    Making(u32),
    Ready,
    Failed(BatchError),
}

/// Why no batch was made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BatchError {
    #[error("the seed phrase cannot be used: {0}")]
    Phrase(SeedError),
    #[error("{0}")]
    Print(NotPrinted),
    #[error("{0}")]
    Worker(JobError),
}

impl PrintStatus {
    /// What the view's status line says.
    pub fn line(&self) -> String {
        match self {
            PrintStatus::Idle => String::new(),
            PrintStatus::Making(_) => "Making the puzzles…".into(),
            PrintStatus::Ready => "Ready to print.".into(),
            PrintStatus::Failed(why) => format!("No batch: {why}."),
        }
    }
}

impl AppState {
    /// Asks the worker for the image `of`, to be saved as `stem` (SVG, or PNG with `png`).
    pub(super) fn save_image(&mut self, of: ImageOf, stem: String, png: bool) {
        let saving = Saving { id: self.next_id, stem, png, drawn: None };
        let picture = match (of, &mut self.dialog, &mut self.panel) {
            (ImageOf::Board, Dialog::Image(view), _) => {
                view.saving = Some(saving);
                Picture::Board { game: (*self.game).clone(), marks: view.marks, colours: view.colours }
            }
            (ImageOf::Step(step), _, Panel::Log(view)) => {
                view.saving = Some(saving);
                Picture::Step { puzzle: self.game.puzzle().clone(), step }
            }
            _ => return,
        };
        self.request(Job::Picture(Box::new(picture)));
    }

    /// What job `id` drew, for the image that waits for it.
    pub(super) fn drawn(&mut self, id: u32, drawn: Result<String, ImageError>) {
        let saving = match (&mut self.dialog, &mut self.panel) {
            (Dialog::Image(view), _) if view.saving.as_ref().is_some_and(|s| s.id == id) => &mut view.saving,
            (_, Panel::Log(view)) if view.saving.as_ref().is_some_and(|s| s.id == id) => &mut view.saving,
            _ => return,
        };
        if let Some(saving) = saving {
            saving.drawn = Some(drawn.map(Rc::from));
        }
    }

    /// Asks the worker for the batch the print form holds.
    pub(super) fn make_batch(&mut self) {
        let id = self.next_id;
        let Dialog::Print(view) = &mut self.dialog else { return };
        match view.form.batch() {
            Ok(batch) => {
                view.status = PrintStatus::Making(id);
                self.request(Job::Print(Box::new(batch)));
            }
            Err(why) => view.status = PrintStatus::Failed(BatchError::Phrase(why)),
        }
    }

    /// What job `id` printed: the pages, or why there are none.
    pub(super) fn printed(&mut self, id: u32, printed: Result<Vec<Sheet>, BatchError>) {
        let Dialog::Print(view) = &mut self.dialog else { return };
        if view.status != PrintStatus::Making(id) {
            return;
        }
        match printed {
            Ok(pages) => {
                view.pages = Some(Rc::from(pages));
                view.status = PrintStatus::Ready;
            }
            Err(why) => view.status = PrintStatus::Failed(why),
        }
    }

    /// A picture or print job `id` that ended without a result.
    pub(super) fn export_failed(&mut self, id: u32, why: &JobError) {
        self.drawn(id, Err(ImageError::Worker(why.clone())));
        self.printed(id, Err(BatchError::Worker(why.clone())));
    }
}
