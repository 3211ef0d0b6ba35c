//! A printed batch, made in the worker: the puzzles of a [`PrintBatch`] and, when asked, their
//! answers, as the HTML of the pages with every board drawn as SVG by the engine. Puzzle
//! `i` (from 1) is the one `sudoku generate --seed PHRASE --count N` writes in place `i`,
//! so the same phrase prints the same puzzles. The page shows the markup as it is.

use std::fmt::Write as _;

use sudoku_engine::generate::{generate_seeded, why_out_of_reach, Control, Generated, SeedPhrase};
use sudoku_engine::render::BoardImage;
use sudoku_protocol::{PrintBatch, PrintError, ANSWERS_PER_PAGE, MAX_PAGES};

/// The puzzles of `batch`, in order, with the phrase that makes each.
pub fn make(batch: &PrintBatch) -> Result<Vec<(SeedPhrase, Generated)>, PrintError> {
    if !(1..=MAX_PAGES).contains(&batch.pages) {
        return Err(PrintError::Pages(batch.pages));
    }
    let (params, base) = (&batch.seed.params, &batch.seed.phrase);
    if let Some(why) = why_out_of_reach(params, params.min_level) {
        return Err(PrintError::OutOfReach { level: params.min_level, why: why.reason().to_string() });
    }
    (1..=batch.per_page.count() * batch.pages)
        .map(|number| {
            let phrase = base.nth(number);
            let made = generate_seeded(params, &phrase, &Control::default())
                .map_err(|why| PrintError::Generate { number, why })?;
            Ok((phrase, made))
        })
        .collect()
}

/// The printed pages of `batch` in one `<div class="sheets">`: its puzzles `per_page` to
/// a page, then (when asked) the answers, [`ANSWERS_PER_PAGE`] to a page.
pub fn print(batch: &PrintBatch) -> Result<String, PrintError> {
    let made = make(batch)?;
    let paper = batch.paper.class();
    let per_page = batch.per_page.count() as usize;
    let mut html = String::from("<div class=\"sheets\">\n");
    for (page, chunk) in made.chunks(per_page).enumerate() {
        let _ = write!(html, "<section class=\"sheet {paper} per-{per_page}\" aria-label=\"Page {}\">", page + 1);
        for (i, (phrase, puzzle)) in chunk.iter().enumerate() {
            let number = page * per_page + i + 1;
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

    use sudoku_engine::generate::GenerateParams;
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
        let html = printed(&batch("paper trail", PerPage::Four, 2, true));
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
        let without = printed(&batch("paper trail", PerPage::Six, 1, false));
        let document = parse(&without);
        assert!(!without.contains("answers"), "no page of answers unless asked");
        assert_eq!(boards(&document).len(), 6);
    }

    #[test]
    fn each_puzzle_is_the_one_its_phrase_makes_and_its_answer_is_its_solution() {
        let asked = batch("paper trail", PerPage::Two, 1, true);
        let html = printed(&asked);
        let params = asked.seed.params.clone();
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
        let html = printed(&batch("<b> & \"quotes\"", PerPage::One, 1, true));
        let document = parse(&html);
        let caption = document.descendants().find(|n| n.has_tag_name("figcaption")).and_then(|n| n.text());
        assert_eq!(caption, Some("1. Easy · seed: <b> & \"quotes\""));
        assert_eq!(boards(&document).len(), 2);
    }

    #[test]
    fn bad_batches_say_what_is_wrong() {
        assert_eq!(print(&batch("x", PerPage::Four, 9, true)), Err(PrintError::Pages(9)));
        assert_eq!(print(&batch("x", PerPage::Four, 0, true)), Err(PrintError::Pages(0)));
        let mut hard = batch("x", PerPage::Four, 1, true);
        hard.seed.params.min_level = Level::Nightmare;
        assert!(matches!(print(&hard), Err(PrintError::OutOfReach { level: Level::Nightmare, .. })));
        let job = Job::Print(Box::new(batch("x", PerPage::Two, 5, true)));
        assert_eq!(run(&job, &|_| {}), JobResult::Printed(Err(PrintError::Pages(5))));
        assert_eq!(PrintError::Pages(5).to_string(), "a batch has 1 to 4 pages, not 5");
    }

    #[test]
    fn the_job_prints_what_print_makes() {
        let asked = batch("paper trail", PerPage::Two, 1, false);
        let JobResult::Printed(Ok(html)) = run(&Job::Print(Box::new(asked.clone())), &|_| {}) else {
            panic!("printed")
        };
        assert_eq!(html, printed(&asked));
    }
}
