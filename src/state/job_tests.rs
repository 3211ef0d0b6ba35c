//! How the state handles the result of each job that the panels and dialogs ask for:
//! images, printed batches, pasted text and links, and the errors each can end in. Jobs
//! run natively through the worker's own code.

use sudoku_engine::constraint::family;
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::game::Game;
use sudoku_engine::generate::{GenerateError, SeedError};
use sudoku_engine::logic::Strategy;
use sudoku_engine::Level;
use sudoku_worker::run;

use super::*;
use crate::worker::{Job, JobError, JobResult, NoStep, PerPage, Picture, PictureError, PrintError, ReadError};

const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn state() -> AppState {
    let mut state = AppState::new(Game::new(parse_puzzle(PUZZLE).expect("valid")), Settings::default());
    state.pending.clear();
    state
}

/// The last job asked for.
fn asked(s: &AppState) -> Job {
    s.pending.last().expect("a job").job.clone()
}

/// Hands `result` back for the last job asked for.
fn answer(s: &mut AppState, result: Result<JobResult, JobError>) {
    let pending = s.pending.last().cloned().expect("a job");
    s.update(Action::JobDone { id: pending.id, serial: pending.serial, result: Box::new(result) });
}

/// Runs the last job asked for in the worker's code and hands its result back.
fn work(s: &mut AppState) {
    let result = run(&asked(s), &|_| {});
    answer(s, Ok(result));
}

fn image_view(s: &AppState) -> &ImageView {
    let Dialog::Image(view) = &s.dialog else { panic!("the image dialog: {:?}", s.dialog) };
    view
}

fn print_view(s: &AppState) -> &PrintView {
    let Dialog::Print(view) = &s.dialog else { panic!("the print view: {:?}", s.dialog) };
    view
}

#[test]
fn a_board_image_is_drawn_with_the_dialogs_choices_and_kept_for_the_download() {
    let mut s = state();
    s.update(Action::OpenImage);
    assert_eq!(image_view(&s), &ImageView::default(), "marks and colours ticked at first");
    s.update(Action::ImageChoices { marks: false, colours: true });
    s.update(Action::SaveImage { of: ImageOf::Board, stem: "sudoku-board".into(), png: true });
    let Job::Picture(picture) = asked(&s) else { panic!("a picture job") };
    assert_eq!(*picture, Picture::Board { game: (*s.game).clone(), marks: false, colours: true });
    assert_eq!(s.status().as_deref(), Some("Drawing..."));
    let saving = image_view(&s).saving.clone().expect("an image being saved");
    assert_eq!((saving.stem.as_str(), saving.png, saving.drawn.is_none()), ("sudoku-board", true, true));
    work(&mut s);
    let drawn = image_view(&s).saving.as_ref().and_then(|saving| saving.drawn.clone()).expect("drawn");
    assert!(drawn.expect("an SVG").starts_with("<svg"), "the worker's SVG is kept as it is");
    assert_eq!(s.status(), None);
}

#[test]
fn a_step_image_is_drawn_for_the_log_and_a_failure_is_kept_for_the_buttons() {
    let mut s = state();
    s.update(Action::AskLog);
    work(&mut s);
    s.update(Action::LogStep(2));
    s.update(Action::SaveImage { of: ImageOf::Step(2), stem: "sudoku-step-3".into(), png: false });
    let Job::Picture(picture) = asked(&s) else { panic!("a picture job") };
    assert_eq!(*picture, Picture::Step { puzzle: s.game.puzzle().clone(), step: 2 });
    work(&mut s);
    let Panel::Log(view) = &s.panel else { panic!("the log") };
    let drawn = view.saving.as_ref().and_then(|saving| saving.drawn.clone()).expect("drawn");
    assert!(drawn.expect("an SVG").contains("<title>Step 3: "));
    s.update(Action::SaveImage { of: ImageOf::Step(2), stem: "sudoku-step-3".into(), png: false });
    answer(&mut s, Ok(JobResult::Pictured(Err(PictureError::NoStep(3)))));
    let Panel::Log(view) = &s.panel else { panic!("the log") };
    let failed = view.saving.as_ref().and_then(|saving| saving.drawn.clone()).expect("an answer");
    assert_eq!(failed, Err(ImageError::Picture(PictureError::NoStep(3))));
    s.update(Action::SaveImage { of: ImageOf::Step(2), stem: "sudoku-step-3".into(), png: false });
    answer(&mut s, Err(JobError::Failed("it did not load".into())));
    let Panel::Log(view) = &s.panel else { panic!("the log") };
    let failed = view.saving.as_ref().and_then(|saving| saving.drawn.clone()).expect("an answer");
    assert_eq!(failed.expect_err("failed").to_string(), "the background worker failed (it did not load)");
}

#[test]
fn an_image_asked_for_with_nothing_to_draw_asks_nothing() {
    let mut s = state();
    s.update(Action::SaveImage { of: ImageOf::Board, stem: "sudoku-board".into(), png: false });
    s.update(Action::SaveImage { of: ImageOf::Step(0), stem: "sudoku-step-1".into(), png: false });
    assert!(s.pending.is_empty(), "no dialog and no log: no picture");
}

#[test]
fn a_batch_is_made_from_the_form_and_its_pages_kept() {
    let mut s = state();
    s.update(Action::OpenPrint);
    assert_eq!(print_view(&s).form, PrintForm::default());
    let form =
        PrintForm { board: (2, 2), per_page: PerPage::Two, phrase: "paper trail".into(), ..PrintForm::default() };
    s.update(Action::EditPrint(form.clone()));
    s.update(Action::MakeBatch);
    let Job::Print(batch) = asked(&s) else { panic!("a print job") };
    assert_eq!(*batch, form.batch().expect("a batch"));
    assert_eq!((batch.seed.params.min_level, batch.seed.params.exact), (Level::Easy, true));
    assert_eq!(print_view(&s).status.line(), "Making the puzzles…");
    work(&mut s);
    let view = print_view(&s);
    assert_eq!(view.status, PrintStatus::Ready);
    assert_eq!(view.status.line(), "Ready to print.");
    let pages = view.pages.clone().expect("pages");
    let captions: Vec<_> = pages.iter().flat_map(|sheet| &sheet.figures).map(|f| f.caption.to_string()).collect();
    assert_eq!(captions, ["1. Easy · seed: paper trail", "2. Easy · seed: paper trail #2", "1.", "2."]);
    assert_eq!(pages.iter().map(|sheet| sheet.answers).collect::<Vec<_>>(), [false, true]);
}

#[test]
fn a_batch_that_cannot_be_made_says_why_and_keeps_the_pages_made_before() {
    let mut s = state();
    s.update(Action::OpenPrint);
    s.update(Action::EditPrint(PrintForm { phrase: "   ".into(), ..PrintForm::default() }));
    s.update(Action::MakeBatch);
    assert!(s.pending.is_empty(), "an empty phrase asks nothing");
    assert_eq!(print_view(&s).status, PrintStatus::Failed(BatchError::Phrase(SeedError::Empty)));
    let nightmare = PrintForm { board: (2, 2), level: Level::Nightmare, phrase: "x".into(), ..PrintForm::default() };
    s.update(Action::EditPrint(nightmare));
    s.update(Action::MakeBatch);
    work(&mut s);
    let line = print_view(&s).status.line();
    assert!(line.starts_with("No batch: no Nightmare puzzle on this board: "), "{line}");
    s.update(Action::EditPrint(PrintForm { board: (2, 2), phrase: "x".into(), ..PrintForm::default() }));
    s.update(Action::MakeBatch);
    work(&mut s);
    assert!(print_view(&s).pages.is_some());
    s.update(Action::MakeBatch);
    answer(&mut s, Ok(JobResult::Printed(Err(PrintError::Pages(9).into()))));
    assert_eq!(print_view(&s).status.line(), "No batch: a batch has 1 to 4 pages, not 9.");
    assert!(print_view(&s).pages.is_some(), "the pages made before stay");
    s.update(Action::MakeBatch);
    answer(&mut s, Err(JobError::Cancelled));
    assert_eq!(print_view(&s).status, PrintStatus::Failed(BatchError::Worker(JobError::Cancelled)));
    assert_eq!(s.status().as_deref(), Some("Stopped."));
}

#[test]
fn pasted_text_starts_its_puzzle_and_a_seed_link_generates_its_own() {
    let mut s = state();
    let classic = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    s.update(Action::Read { text: classic.into(), link: false });
    assert_eq!(asked(&s), Job::Read { text: classic.into(), link: false });
    assert_eq!(s.reading, Some(Reading { link: false, failed: None }));
    let serial = s.serial;
    work(&mut s);
    assert_eq!((s.reading.clone(), s.serial), (None, serial + 1), "a new game");
    assert_eq!(s.game.puzzle(), &parse_puzzle(classic).expect("valid"));
    let link = "#s=v1~box=2x2~variant=standard~symmetry=rotate180~level=easy~exact=false~attempts=1000~phrase=quiet";
    s.update(Action::Read { text: link.into(), link: true });
    work(&mut s);
    let Job::Generate(seed) = asked(&s) else { panic!("a generation: {:?}", s.pending) };
    assert_eq!(seed.phrase.as_str(), "quiet");
    assert_eq!(s.reading, None);
    work(&mut s);
    assert_eq!(s.game.origin().phrase.as_deref(), Some("quiet"), "the seed's puzzle is played");
}

#[test]
fn text_that_cannot_be_read_is_kept_with_its_reason() {
    let mut s = state();
    let before = s.game.clone();
    s.update(Action::Read { text: "12..\n..1.\n.1.x\n....".into(), link: false });
    work(&mut s);
    let failed = s.reading.clone().and_then(|r| r.failed).expect("a failure");
    assert!(matches!(&failed, ReadFailure::Read(ReadError::Puzzle(_))), "{failed:?}");
    assert!(failed.to_string().contains("line 3, column 4"), "{failed}");
    assert_eq!(s.game, before, "nothing changes");
    s.update(Action::Read { text: "#p=v1~box=3x3".into(), link: true });
    answer(&mut s, Err(JobError::Failed("it did not load".into())));
    let failed = s.reading.clone().and_then(|r| r.failed).expect("a failure");
    assert_eq!(failed.why(), "the background worker failed (it did not load)");
}

#[test]
fn jobs_that_end_in_an_error_say_it() {
    let mut s = state();
    s.update(Action::AskSteps);
    answer(&mut s, Ok(JobResult::Steps(Err(NoStep::none_applies()))));
    assert_eq!((s.panel.clone(), s.message.as_deref()), (Panel::None, Some("No logical step applies from here.")));
    let params = sudoku_engine::generate::GenerateParams::standard(2, 2);
    let phrase = sudoku_engine::generate::SeedPhrase::new("x").expect("a phrase");
    s.update(Action::Generate { params: params.clone(), phrase: phrase.clone() });
    answer(&mut s, Ok(JobResult::Generated(Err(GenerateError::NoAttempts.into()))));
    assert_eq!(s.message.as_deref(), Some("the attempt budget is 0: nothing would be tried"));
    s.update(Action::Train { params, phrase, start_before: true });
    let said = GenerateError::TechniqueNotMade { technique: Strategy::XWing, attempts: 3 };
    answer(&mut s, Ok(JobResult::Trained(Err(said.clone().into()))));
    assert_eq!(s.message, Some(said.to_string()));
    s.update(Action::AskHint);
    answer(&mut s, Err(JobError::WrongAnswer));
    assert_eq!(s.message.as_deref(), Some("That did not work: the background worker answered another question."));
}

/// SE 6.4: Stinker on SE's scale, Nightmare by the engine's own level.
const SE_STINKER: &str = "..91.42..8...9...6..4...9..96.....45.3.....7..2..6..8............19827..2..3.7..1";

#[test]
fn a_pasted_puzzle_shows_the_level_of_its_se_band() {
    let mut s = state();
    s.update(Action::Read { text: SE_STINKER.into(), link: false });
    work(&mut s);
    assert_eq!(asked(&s), Job::Analyse { puzzle: parse_puzzle(SE_STINKER).expect("valid") });
    work(&mut s);
    assert_eq!(s.game.level(), Some(Level::Stinker));
    s.update(Action::OpenNewGame);
    work(&mut s);
    let Dialog::NewGame { rating: Some(rating) } = &s.dialog else { panic!("the rated dialog: {:?}", s.dialog) };
    assert_eq!(rating.level, Level::Stinker);
}

#[test]
fn a_recorded_level_stays_when_the_puzzle_is_analysed_or_rated() {
    let mut game = Game::new(parse_puzzle(SE_STINKER).expect("valid"));
    game.set_level(Level::Nightmare);
    let mut s = AppState::new(game, Settings::default());
    assert!(matches!(asked(&s), Job::Analyse { .. }), "no solution yet: {:?}", s.pending);
    work(&mut s);
    assert!(s.game.solution().is_some());
    assert_eq!(s.game.level(), Some(Level::Nightmare), "the level it was made with");
    s.update(Action::OpenNewGame);
    work(&mut s);
    let Dialog::NewGame { rating: Some(rating) } = &s.dialog else { panic!("the rated dialog: {:?}", s.dialog) };
    assert_eq!(rating.level, Level::Nightmare, "the dialog says the level the game shows");
}

#[test]
fn a_variant_puzzle_without_givens_is_analysed_and_its_heading_names_its_rules() {
    use sudoku_engine::{Cell, Constraint, Layout, Puzzle};
    let cells = |ids: &[usize]| ids.iter().map(|&i| Cell::new(i)).collect::<Vec<Cell>>();
    let thermo = Constraint::Thermometer(family::Thermometer { cells: cells(&[0, 1, 2]) });
    let puzzle = Puzzle::empty(Layout::classic()).with_constraints(vec![thermo.clone()]).expect("a puzzle");
    let s = AppState::new(Game::new(puzzle), Settings::default());
    assert!(matches!(asked(&s), Job::Analyse { .. }), "rules alone are worth a level: {:?}", s.pending);
    assert_eq!(s.heading(), "9x9 standard + thermometer, Unrated");
    let mut game = Game::new(parse_puzzle(SE_STINKER).expect("valid"));
    game.set_level(Level::Stinker);
    assert_eq!(AppState::new(game, Settings::default()).heading(), "9x9 standard, Stinker");
    let more = vec![
        thermo,
        Constraint::Renban(family::Renban { cells: cells(&[80, 79]) }),
        Constraint::Entropic(family::Entropic { cells: cells(&[40, 41, 42]) }),
        Constraint::Renban(family::Renban { cells: cells(&[70, 71]) }),
    ];
    let puzzle = Puzzle::empty(Layout::classic()).with_constraints(more).expect("a puzzle");
    let mut game = Game::new(puzzle);
    game.set_level(Level::Difficult);
    assert_eq!(
        AppState::new(game, Settings::default()).heading(),
        "9x9 standard + thermometer + 2 more rules, Difficult"
    );
}
