//! A printed batch, made in the worker: puzzles of a chosen board, variant and level from
//! one seed phrase, 1, 2, 4 or 6 to an A4 or Letter page, then the answers, as the HTML of
//! the pages with every board drawn as SVG by the engine. Puzzle `i` (from 1) is the one
//! `sudoku generate --seed PHRASE --count N` writes in place `i`, so the same phrase
//! prints the same puzzles. The page puts the markup in its print view as it is.

use std::fmt::Write as _;

use sudoku_engine::generate::{generate_seeded, why_out_of_reach, Control, GenerateParams, Generated, SeedPhrase};
use sudoku_engine::render::BoardImage;
use sudoku_engine::{BoxShape, Geometry, Level, VariantKind};
use thiserror::Error;

use crate::components::new_game_form::{PRESETS, VARIANTS};

/// How many puzzles a page may hold.
pub const PER_PAGE: [u32; 4] = [1, 2, 4, 6];
/// The most pages of puzzles a batch makes.
pub const MAX_PAGES: u32 = 4;
/// How many answers a page of answers holds.
pub const ANSWERS_PER_PAGE: usize = 6;

/// The paper the pages are laid out for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// What a batch is made of: the box shape ("3x3"), the variant's and the level's names,
/// the seed phrase, the layout.
#[derive(Clone, Debug, PartialEq)]
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
    #[error("the form's field {0:?} cannot be read")]
    Field(String),
}

impl std::str::FromStr for PrintBatch {
    type Err = PrintError;

    /// The batch the page's form asks for, one `field=value` a line (the field names of
    /// the form: board, variant, level, per-page, pages, paper A4 or Letter, answers yes
    /// or no, phrase); a field left out takes the form's default.
    fn from_str(form: &str) -> Result<PrintBatch, PrintError> {
        let mut batch = PrintBatch {
            board: "3x3".into(),
            variant: "standard".into(),
            level: "easy".into(),
            phrase: String::new(),
            per_page: 4,
            pages: 1,
            paper: Paper::A4,
            answers: true,
        };
        for line in form.lines() {
            let bad = || PrintError::Field(line.to_string());
            let (field, value) = line.split_once('=').ok_or_else(bad)?;
            match field {
                "board" => batch.board = value.into(),
                "variant" => batch.variant = value.into(),
                "level" => batch.level = value.into(),
                "phrase" => batch.phrase = value.into(),
                "per-page" => batch.per_page = value.parse().map_err(|_| bad())?,
                "pages" => batch.pages = value.parse().map_err(|_| bad())?,
                "paper" if value == "A4" => batch.paper = Paper::A4,
                "paper" if value == "Letter" => batch.paper = Paper::Letter,
                "answers" if value == "yes" || value == "no" => batch.answers = value == "yes",
                _ => return Err(bad()),
            }
        }
        Ok(batch)
    }
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

/// The print form's fields, as markup (made here, so that its text is not in the page's
/// wasm): the new-game dialog's boards up to 12x12 and variants, every level, the
/// layout, the seed phrase. [`PrintBatch`] reads what it sends.
pub fn form() -> String {
    let boards = PRESETS.iter().filter(|(_, w, h)| w * h <= 12).map(|(name, w, h)| (format!("{w}x{h}"), *name));
    let variants = VARIANTS.iter().map(|(key, name)| (key.to_string(), *name));
    let levels = Level::ALL.iter().map(|l| (l.name().to_string(), l.name()));
    let same = |list: &'static [&'static str]| list.iter().map(|v| (v.to_string(), *v));
    let mut html = String::from("<div class=\"batch-form\">");
    select(&mut html, "board", "Board", boards, "3x3");
    select(&mut html, "variant", "Variant", variants, "standard");
    select(&mut html, "level", "Level", levels, "Easy");
    select(&mut html, "per-page", "Puzzles per page", same(&["1", "2", "4", "6"]), "4");
    select(&mut html, "pages", "Pages", same(&["1", "2", "3", "4"]), "1");
    select(&mut html, "paper", "Paper", same(&["A4", "Letter"]), "A4");
    select(&mut html, "answers", "A page of answers", same(&["yes", "no"]), "yes");
    html.push_str(
        "<label class=\"field\" for=\"batch-phrase\"><span>Seed phrase (the same phrase prints the same \
         puzzles)</span><input id=\"batch-phrase\" type=\"text\" placeholder=\"empty: a new phrase\"/></label></div>\
         <p class=\"batch-note\">To save a PDF, print and choose \"Save as PDF\" as the printer.</p>",
    );
    html
}

/// A labelled select `batch-{field}` of `choices` (value, name), `chosen` selected.
fn select<'a>(
    html: &mut String,
    field: &str,
    label: &str,
    choices: impl Iterator<Item = (String, &'a str)>,
    chosen: &str,
) {
    let _ =
        write!(html, "<label class=\"field\" for=\"batch-{field}\"><span>{label}</span><select id=\"batch-{field}\">");
    for (value, name) in choices {
        let selected = if value == chosen { " selected=\"selected\"" } else { "" };
        let _ = write!(html, "<option value=\"{value}\"{selected}>{name}</option>");
    }
    html.push_str("</select></label>");
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
    fn the_form_reads_into_a_batch_and_a_bad_field_is_named() {
        let form =
            "board=2x2\nvariant=standard\nlevel=Easy\nper-page=2\npages=3\npaper=Letter\nanswers=no\nphrase=a = b";
        let read: PrintBatch = form.parse().expect("reads");
        assert_eq!(read, PrintBatch { level: "Easy".into(), phrase: "a = b".into(), ..batch("", 2, 3, false) });
        let defaults: PrintBatch = "".parse().expect("reads");
        assert_eq!(
            (defaults.board.as_str(), defaults.per_page, defaults.paper, defaults.answers),
            ("3x3", 4, Paper::A4, true)
        );
        assert_eq!("paper=A3".parse::<PrintBatch>(), Err(PrintError::Field("paper=A3".into())));
        assert_eq!("pages=two".parse::<PrintBatch>(), Err(PrintError::Field("pages=two".into())));
        let job = Job::PrintBatch { form: format!("{form}\nanswers=yes") };
        let JobResult::Drawn(html) = run(&job, &|_| {}) else { panic!("printed") };
        assert_eq!(html, printed(&PrintBatch { answers: true, ..read }));
    }

    #[test]
    fn the_form_offers_the_boards_variants_and_levels_and_its_defaults_read_back() {
        let html = format!("<div>{}</div>", form());
        let document = parse(&html);
        let options = |id: &str| -> Vec<(String, bool)> {
            let select = document.descendants().find(|n| n.attribute("id") == Some(id)).expect("the select");
            let options = select.children().filter(|n| n.has_tag_name("option"));
            options.map(|o| (o.attribute("value").unwrap_or("").to_string(), o.has_attribute("selected"))).collect()
        };
        let boards: Vec<String> = options("batch-board").into_iter().map(|(value, _)| value).collect();
        assert_eq!(boards, ["2x2", "3x2", "4x2", "3x3", "4x3"]);
        assert_eq!(options("batch-variant").len(), VARIANTS.len());
        assert_eq!(options("batch-level").len(), Level::ALL.len());
        // What the form sends as it first stands is the default batch.
        let chosen: Vec<String> = ["board", "variant", "level", "per-page", "pages", "paper", "answers"]
            .iter()
            .map(|field| {
                let value = options(&format!("batch-{field}")).into_iter().find(|(_, on)| *on).expect("one chosen").0;
                format!("{field}={value}")
            })
            .collect();
        let read: PrintBatch = chosen.join("\n").parse().expect("reads");
        assert_eq!(read, PrintBatch { level: "Easy".into(), ..("".parse().expect("the defaults")) });
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
        let job = Job::PrintBatch { form: "per-page=5\nphrase=x".into() };
        let said = "5 puzzles to a page cannot be laid out: choose 1, 2, 4 or 6";
        assert_eq!(run(&job, &|_| {}), JobResult::NotDrawn(said.into()));
    }
}
