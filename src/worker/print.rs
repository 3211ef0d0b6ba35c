//! A printed batch, made in the worker: puzzles of a chosen board, variant and level from
//! one seed phrase, 1, 2, 4 or 6 to an A4 or Letter page, then the answers, as the HTML of
//! the pages with every board drawn as SVG by the engine. Puzzle `i` (from 1) is the one
//! `sudoku generate --seed PHRASE --count N` writes in place `i`, so the same phrase
//! prints the same puzzles. The page puts the markup in its print view as it is.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};
use sudoku_engine::generate::{generate_seeded, why_out_of_reach, Control, GenerateParams, Generated, SeedPhrase};
use sudoku_engine::render::BoardImage;
use sudoku_engine::{BoxShape, Geometry, Level, VariantKind};
use thiserror::Error;

/// How many puzzles a page may hold.
pub const PER_PAGE: [u32; 4] = [1, 2, 4, 6];
/// The most pages of puzzles a batch makes.
pub const MAX_PAGES: u32 = 4;
/// How many answers a page of answers holds.
pub const ANSWERS_PER_PAGE: usize = 6;

/// The paper the pages are laid out for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    A4,
    Letter,
}

impl Paper {
    /// The class of a page on this paper (the print CSS gives it its size).
    fn class(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

/// What a batch is made of, as the page's form gives it: the box shape ("3x3"), the
/// variant's and the level's names, the seed phrase.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PrintBatch {
    pub board: String,
    pub variant: String,
    pub level: String,
    pub phrase: String,
    pub per_page: u32,
    pub pages: u32,
    pub paper: Paper,
    pub answers: bool,
}

/// Why a batch cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PrintError {
    #[error("{0} puzzles to a page cannot be laid out: choose 1, 2, 4 or 6")]
    PerPage(u32),
    #[error("a batch has 1 to {MAX_PAGES} pages, not {0}")]
    Pages(u32),
    #[error("the board cannot be made: {0}")]
    Board(String),
    #[error("the seed phrase cannot be used: {0}")]
    Phrase(String),
    #[error("no {level} puzzle on this board: {why}")]
    OutOfReach { level: Level, why: &'static str },
    #[error("puzzle {number} could not be made: {why}")]
    Generate { number: u32, why: String },
}

impl PrintBatch {
    /// The generator's parameters: the command line's for these options with `--exact`.
    pub fn params(&self) -> Result<GenerateParams, PrintError> {
        let bad = |e: &dyn std::fmt::Display| PrintError::Board(e.to_string());
        let shape: BoxShape = self.board.parse().map_err(|e| bad(&e))?;
        let kind: VariantKind = self.variant.parse().map_err(|e| bad(&e))?;
        let level: Level = self.level.parse().map_err(|e| bad(&e))?;
        let geometry = Geometry::new(shape.width, shape.height, kind.with_regions(None));
        sudoku_engine::Layout::new(geometry.clone()).map_err(|e| bad(&e))?;
        let params = GenerateParams::new(geometry, kind.jigsaw, level, true);
        match why_out_of_reach(&params, level) {
            Some(why) => Err(PrintError::OutOfReach { level, why: why.reason() }),
            None => Ok(params),
        }
    }

    /// The puzzles of the batch, in order, with the phrase that makes each.
    pub fn make(&self) -> Result<Vec<(SeedPhrase, Generated)>, PrintError> {
        if !PER_PAGE.contains(&self.per_page) {
            return Err(PrintError::PerPage(self.per_page));
        }
        if !(1..=MAX_PAGES).contains(&self.pages) {
            return Err(PrintError::Pages(self.pages));
        }
        let params = self.params()?;
        let base = SeedPhrase::new(&self.phrase).map_err(|e| PrintError::Phrase(e.to_string()))?;
        (1..=self.per_page * self.pages)
            .map(|number| {
                let phrase = base.nth(number);
                let made = generate_seeded(&params, &phrase, &Control::default())
                    .map_err(|e| PrintError::Generate { number, why: e.to_string() })?;
                Ok((phrase, made))
            })
            .collect()
    }
}

/// The printed pages of `batch` in one `<div class="sheets">`: its puzzles `per_page` to
/// a page, then (when asked) the answers, [`ANSWERS_PER_PAGE`] to a page.
pub fn print(batch: &PrintBatch) -> Result<String, PrintError> {
    let made = batch.make()?;
    let paper = batch.paper.class();
    let mut html = String::from("<div class=\"sheets\">\n");
    for (page, chunk) in made.chunks(batch.per_page as usize).enumerate() {
        let _ =
            write!(html, "<section class=\"sheet {paper} per-{}\" aria-label=\"Page {}\">", batch.per_page, page + 1);
        for (i, (phrase, puzzle)) in chunk.iter().enumerate() {
            let number = page * batch.per_page as usize + i + 1;
            let level = puzzle.rating.level.name();
            let svg = BoardImage::of_puzzle(&puzzle.puzzle).titled(format!("Puzzle {number}, {level}")).svg();
            let caption = format!("{number}. {level} · seed: {}", escape(phrase.as_str()));
            figure(&mut html, &svg, &caption);
        }
        html.push_str("</section>\n");
    }
    if batch.answers {
        for (page, chunk) in made.chunks(ANSWERS_PER_PAGE).enumerate() {
            let _ = write!(
                html,
                "<section class=\"sheet answers {paper} per-{ANSWERS_PER_PAGE}\" aria-label=\"Answers, page {}\"><h2>Answers</h2>",
                page + 1
            );
            for (i, (_, puzzle)) in chunk.iter().enumerate() {
                let number = page * ANSWERS_PER_PAGE + i + 1;
                let image = BoardImage::of_solution(&puzzle.puzzle, &puzzle.solution);
                figure(&mut html, &image.titled(format!("Answer to puzzle {number}")).svg(), &format!("{number}."));
            }
            html.push_str("</section>\n");
        }
    }
    html.push_str("</div>\n");
    Ok(html)
}

fn figure(html: &mut String, svg: &str, caption: &str) {
    let _ = write!(html, "<figure class=\"printed\">{svg}<figcaption>{caption}</figcaption></figure>");
}

/// `text` safe inside HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use sudoku_engine::generate::generate;
    use sudoku_engine::render::CELL;

    use super::*;
    use crate::worker::engine_worker::run;
    use crate::worker::{Job, JobResult};

    fn batch(phrase: &str, per_page: u32, pages: u32, answers: bool) -> PrintBatch {
        PrintBatch {
            board: "2x2".into(),
            variant: "standard".into(),
            level: "easy".into(),
            phrase: phrase.into(),
            per_page,
            pages,
            paper: Paper::Letter,
            answers,
        }
    }

    fn printed(batch: &PrintBatch) -> String {
        print(batch).expect("prints")
    }

    /// `text` as an XML document: panics unless well-formed.
    fn parse(text: &str) -> roxmltree::Document<'_> {
        roxmltree::Document::parse(text).unwrap_or_else(|e| panic!("not well-formed ({e}):\n{text}"))
    }

    /// Each board of the pages with the class of its page, in order.
    fn boards<'a>(document: &'a roxmltree::Document<'a>) -> Vec<(&'a str, roxmltree::Node<'a, 'a>)> {
        let svgs = document.descendants().filter(|n| n.has_tag_name(("http://www.w3.org/2000/svg", "svg")));
        svgs.map(|svg| {
            let page = svg.ancestors().find(|n| n.has_tag_name("section"));
            (page.and_then(|p| p.attribute("class")).unwrap_or(""), svg)
        })
        .collect()
    }

    /// The symbols of a 4x4 board (`.` where no digit is written), row-major, read from
    /// where each `<text>` stands.
    fn cells_of(svg: roxmltree::Node<'_, '_>) -> String {
        let mut cells = vec!['.'; 16];
        for text in svg.descendants().filter(|n| n.tag_name().name() == "text") {
            let at = |name| text.attribute(name).and_then(|v| v.parse::<usize>().ok()).unwrap_or(0) / CELL;
            cells[at("y") * 4 + at("x")] = text.text().and_then(|t| t.chars().next()).unwrap_or('?');
        }
        cells.into_iter().collect()
    }

    #[test]
    fn a_batch_has_its_pages_of_puzzles_then_its_answers() {
        let html = printed(&batch("paper trail", 4, 2, true));
        let document = parse(&html);
        let pages: Vec<_> = document.descendants().filter_map(|n| n.attribute("class")).collect();
        let sheets: Vec<_> = pages.iter().copied().filter(|c| c.starts_with("sheet ")).collect();
        assert_eq!(
            sheets,
            ["sheet letter per-4", "sheet letter per-4", "sheet answers letter per-6", "sheet answers letter per-6"]
        );
        let classes: Vec<&str> = boards(&document).into_iter().map(|(class, _)| class).collect();
        assert_eq!(classes.iter().filter(|c| !c.contains("answers")).count(), 8);
        assert_eq!(classes.iter().filter(|c| c.contains("answers")).count(), 8);
        let captions: Vec<_> =
            document.descendants().filter(|n| n.has_tag_name("figcaption")).filter_map(|n| n.text()).collect();
        assert_eq!(captions[..2], ["1. Easy · seed: paper trail", "2. Easy · seed: paper trail #2"]);
        assert_eq!(captions[8..10], ["1.", "2."]);
        let without = printed(&batch("paper trail", 6, 1, false));
        let document = parse(&without);
        assert!(!without.contains("answers"), "no page of answers unless asked");
        assert_eq!(boards(&document).len(), 6);
    }

    #[test]
    fn each_puzzle_is_the_one_its_phrase_makes_and_its_answer_is_its_solution() {
        let asked = batch("paper trail", 2, 1, true);
        let html = printed(&asked);
        let params = asked.params().expect("valid");
        let document = parse(&html);
        let boards = boards(&document);
        for number in 1..=2u32 {
            let phrase = SeedPhrase::new("paper trail").expect("valid").nth(number);
            let made = generate(&params, &phrase).expect("generates");
            let givens: String = made.puzzle.givens().iter().map(|g| g.map_or('.', |d| d.symbol())).collect();
            let solution: String = made.solution.iter().map(|d| d.symbol()).collect();
            let (_, puzzle) = boards[number as usize - 1];
            let (_, answer) = boards[number as usize + 1];
            assert_eq!(cells_of(puzzle), givens, "puzzle {number}");
            assert_eq!(cells_of(answer), solution, "answer {number}");
        }
    }

    #[test]
    fn a_phrase_is_written_as_text_whatever_it_holds() {
        let html = printed(&batch("<b> & \"quotes\"", 1, 1, true));
        let document = parse(&html);
        let caption = document.descendants().find(|n| n.has_tag_name("figcaption")).and_then(|n| n.text());
        assert_eq!(caption, Some("1. Easy · seed: <b> & \"quotes\""));
        assert_eq!(boards(&document).len(), 2);
    }

    #[test]
    fn bad_batches_say_what_is_wrong() {
        assert_eq!(print(&batch("x", 3, 1, true)), Err(PrintError::PerPage(3)));
        assert_eq!(print(&batch("x", 4, 9, true)), Err(PrintError::Pages(9)));
        assert!(matches!(print(&batch("   ", 4, 1, true)), Err(PrintError::Phrase(_))));
        let hard = PrintBatch { level: "nightmare".into(), ..batch("x", 4, 1, true) };
        assert!(matches!(print(&hard), Err(PrintError::OutOfReach { level: Level::Nightmare, .. })));
        let odd = PrintBatch { board: "3 by 3".into(), ..batch("x", 4, 1, true) };
        assert!(matches!(print(&odd), Err(PrintError::Board(_))), "{:?}", print(&odd).err());
        let job = Job::PrintBatch(Box::new(batch("x", 5, 1, true)));
        let said = "5 puzzles to a page cannot be laid out: choose 1, 2, 4 or 6";
        assert_eq!(run(&job, &|_| {}), JobResult::Drawn(Err(said.into())));
    }
}
