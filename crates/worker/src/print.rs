//! A printed batch, made in the worker: the puzzles of a [`PrintBatch`] and, when asked, their
//! answers, as [`Sheet`]s of the engine's board pictures with their captions; the page draws
//! them. Puzzle `i` (from 1) is the one `sudoku generate --seed PHRASE --count N` writes in
//! place `i`, so the same phrase prints the same puzzles.

use sudoku_engine::generate::{generate_seeded, why_out_of_reach, Control, Generated, SeedPhrase};
use sudoku_engine::render::BoardImage;
use sudoku_protocol::{Caption, Figure, PrintBatch, PrintError, Sheet, ANSWERS_PER_PAGE, MAX_PAGES};

/// The puzzles of `batch`, in order, with the phrase that makes each.
pub fn make(batch: &PrintBatch) -> Result<Vec<(SeedPhrase, Generated)>, PrintError> {
    if !(1..=MAX_PAGES).contains(&batch.pages) {
        return Err(PrintError::Pages(batch.pages));
    }
    let (params, base) = (&batch.seed.params, &batch.seed.phrase);
    if let Some(why) = why_out_of_reach(params, params.min_level) {
        return Err(PrintError::OutOfReach { level: params.min_level, why });
    }
    (1..=batch.per_page.count() * batch.pages)
        .map(|number| {
            let phrase = base.nth(number);
            let made = generate_seeded(params, &phrase, &Control::default())
                .map_err(|why| PrintError::Generate { number, why: why.into() })?;
            Ok((phrase, made))
        })
        .collect()
}

/// The printed pages of `batch`: its puzzles `per_page` to a page, then (when asked) the
/// answers, [`ANSWERS_PER_PAGE`] to a page.
pub fn print(batch: &PrintBatch) -> Result<Vec<Sheet>, PrintError> {
    let made = make(batch)?;
    let numbered = || made.iter().zip(1u32..);
    let puzzles = numbered().map(|((phrase, puzzle), number)| {
        let level = puzzle.rating.level;
        let board = BoardImage::of_puzzle(&puzzle.puzzle).titled(format!("Puzzle {number}, {level}"));
        Figure::of(board, Caption::Puzzle { number, level, phrase: phrase.clone() })
    });
    let mut pages = sheets(batch, puzzles.collect(), false);
    if batch.answers {
        let answers = numbered().map(|((_, puzzle), number)| {
            let board = BoardImage::of_solution(&puzzle.puzzle, &puzzle.solution);
            Figure::of(board.titled(format!("Answer to puzzle {number}")), Caption::Answer { number })
        });
        pages.extend(sheets(batch, answers.collect(), true));
    }
    Ok(pages)
}

/// `figures` laid out on pages of `batch`'s paper: the batch's number to a page, or
/// [`ANSWERS_PER_PAGE`] for `answers`.
fn sheets(batch: &PrintBatch, figures: Vec<Figure>, answers: bool) -> Vec<Sheet> {
    let per_page = if answers { ANSWERS_PER_PAGE } else { batch.per_page };
    figures
        .chunks(per_page.count() as usize)
        .map(|chunk| Sheet { paper: batch.paper, per_page, answers, figures: chunk.to_vec() })
        .collect()
}

#[cfg(test)]
mod tests {
    use sudoku_engine::generate::{generate, GenerateParams, OutOfReach};
    use sudoku_engine::render::CELL;
    use sudoku_engine::{Geometry, Level, Variant};
    use sudoku_protocol::{Job, JobResult, Paper, PerPage, Seed};

    use super::*;
    use crate::run;

    /// Easy 4x4 puzzles from `phrase`.
    fn batch(phrase: &str, per_page: PerPage, pages: u32, answers: bool) -> PrintBatch {
        let params = GenerateParams::new(Geometry::new(2, 2, Variant::standard()), false, Level::Easy, true);
        let seed = Seed { params, phrase: SeedPhrase::new(phrase).expect("a phrase") };
        PrintBatch { seed, per_page, pages, paper: Paper::Letter, answers }
    }

    fn printed(batch: &PrintBatch) -> Vec<Sheet> {
        print(batch).expect("prints")
    }

    fn captions(sheets: &[Sheet]) -> Vec<String> {
        sheets.iter().flat_map(|sheet| &sheet.figures).map(|figure| figure.caption.to_string()).collect()
    }

    /// The symbols a 4x4 board's picture writes (`.` where none), row-major, read from
    /// where each `<text>` of its SVG stands.
    fn drawn(board: &BoardImage) -> String {
        let svg = board.svg();
        let document = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("not well-formed ({e}):\n{svg}"));
        let mut cells = vec!['.'; 16];
        for text in document.descendants().filter(|n| n.tag_name().name() == "text") {
            let at = |name| text.attribute(name).and_then(|v| v.parse::<usize>().ok()).unwrap_or(0) / CELL;
            cells[at("y") * 4 + at("x")] = text.text().and_then(|t| t.chars().next()).unwrap_or('?');
        }
        cells.into_iter().collect()
    }

    #[test]
    fn a_batch_has_its_pages_of_puzzles_then_its_answers() {
        let sheets = printed(&batch("paper trail", PerPage::Four, 2, true));
        let layout: Vec<_> = sheets.iter().map(|s| (s.paper, s.per_page, s.answers, s.figures.len())).collect();
        assert_eq!(
            layout,
            [
                (Paper::Letter, PerPage::Four, false, 4),
                (Paper::Letter, PerPage::Four, false, 4),
                (Paper::Letter, PerPage::Six, true, 6),
                (Paper::Letter, PerPage::Six, true, 2),
            ]
        );
        let captions = captions(&sheets);
        assert_eq!(captions[..2], ["1. Easy · seed: paper trail", "2. Easy · seed: paper trail #2"]);
        assert_eq!(captions[7], "8. Easy · seed: paper trail #8");
        assert_eq!(captions[8..], ["1.", "2.", "3.", "4.", "5.", "6.", "7.", "8."]);
        let titles: Vec<_> = sheets.iter().flat_map(|s| &s.figures).map(|f| f.board.title().to_string()).collect();
        assert_eq!((titles[1].as_str(), titles[9].as_str()), ("Puzzle 2, Easy", "Answer to puzzle 2"));
        let without = printed(&batch("paper trail", PerPage::Six, 1, false));
        assert!(without.iter().all(|sheet| !sheet.answers), "no page of answers unless asked");
        assert_eq!(without.iter().map(|s| s.figures.len()).collect::<Vec<_>>(), [6]);
    }

    #[test]
    fn each_puzzle_is_the_one_its_phrase_makes_and_its_answer_is_its_solution() {
        let asked = batch("paper trail", PerPage::Two, 1, true);
        let sheets = printed(&asked);
        let [puzzles, answers] = &sheets[..] else { panic!("a page of puzzles and one of answers: {sheets:?}") };
        for number in 1..=2u32 {
            let phrase = SeedPhrase::new("paper trail").expect("valid").nth(number);
            let made = generate(&asked.seed.params, &phrase).expect("generates");
            let givens: String = made.puzzle.givens().iter().map(|g| g.map_or('.', |d| d.symbol())).collect();
            let solution: String = made.solution.iter().map(|d| d.symbol()).collect();
            let (puzzle, answer) = (&puzzles.figures[number as usize - 1], &answers.figures[number as usize - 1]);
            assert_eq!(drawn(&puzzle.board), givens, "puzzle {number}");
            assert_eq!(drawn(&answer.board), solution, "answer {number}");
            assert_eq!(puzzle.caption, Caption::Puzzle { number, level: made.rating.level, phrase }.to_string());
            let givens_bold = answer.board.cells().iter().filter(|ink| ink.given).count();
            assert_eq!(givens_bold, made.puzzle.given_count(), "the answer keeps its givens apart");
        }
    }

    #[test]
    fn a_phrase_is_written_as_it_is_whatever_it_holds() {
        let sheets = printed(&batch("<b> & \"quotes\"", PerPage::One, 1, true));
        assert_eq!(captions(&sheets), ["1. Easy · seed: <b> & \"quotes\"", "1."]);
        let text = serde_json::to_string(&JobResult::Printed(Ok(sheets.clone()))).expect("serializes");
        let back: JobResult = serde_json::from_str(&text).expect("reads back");
        assert_eq!(back, JobResult::Printed(Ok(sheets)), "the sheets cross as they are");
    }

    #[test]
    fn bad_batches_say_what_is_wrong() {
        assert_eq!(print(&batch("x", PerPage::Four, 9, true)), Err(PrintError::Pages(9)));
        assert_eq!(print(&batch("x", PerPage::Four, 0, true)), Err(PrintError::Pages(0)));
        let mut hard = batch("x", PerPage::Four, 1, true);
        hard.seed.params.min_level = Level::Nightmare;
        let too_small = PrintError::OutOfReach { level: Level::Nightmare, why: OutOfReach::TooSmall };
        assert_eq!(print(&hard), Err(too_small.clone()));
        assert_eq!(
            too_small.to_string(),
            "no Nightmare puzzle on this board: the board is too small to need the techniques of that level"
        );
        let job = Job::Print(Box::new(batch("x", PerPage::Two, 5, true)));
        assert_eq!(run(&job, &|_| {}), JobResult::Printed(Err(PrintError::Pages(5).into())));
        assert_eq!(PrintError::Pages(5).to_string(), "a batch has 1 to 4 pages, not 5");
    }

    #[test]
    fn the_job_prints_what_print_makes() {
        let asked = batch("paper trail", PerPage::Two, 1, false);
        let JobResult::Printed(Ok(sheets)) = run(&Job::Print(Box::new(asked.clone())), &|_| {}) else {
            panic!("printed")
        };
        assert_eq!(sheets, printed(&asked));
    }
}
