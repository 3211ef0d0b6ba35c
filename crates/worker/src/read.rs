//! Reading pasted text and share links, in the worker: the parsers of every puzzle
//! format stay out of the page's wasm. The page gets a whole puzzle or a seed, or the
//! error that says what was wrong and where.

use sudoku_engine::format::{looks_like_fpuzzles, parse_fpuzzles_document, parse_puzzle, FpuzzlesError};
use sudoku_engine::game::Origin;
use sudoku_engine::share::{looks_like_link, parse_link, ShareError, SharedLink};
use sudoku_engine::{ParseError, Puzzle};
use sudoku_protocol::{ReadError, Readout, Seed};

/// Reads `text`: a share link, a one-line string, a multi-line grid, a .sudoku file, or
/// an f-puzzles document (JSON, compressed, or in an f-puzzles or SudokuPad link); with
/// `link`, a share link only (the address bar's hash).
pub fn read(text: &str, link: bool) -> Result<Readout, ReadError> {
    if text.trim().is_empty() && !link {
        return Err(ReadError::Empty);
    }
    let fpuzzles = |text: &str| {
        let document = parse_fpuzzles_document(text).map_err(|e: FpuzzlesError| ReadError::Fpuzzles(e.to_string()))?;
        Ok(shown(document.puzzle, Origin::of_document(&document.meta)))
    };
    // A share link first: the words it carries may name f-puzzles.
    if link || looks_like_link(text) {
        return parse_link(text).map_err(|e: ShareError| ReadError::Link(e.to_string())).and_then(readout);
    }
    if looks_like_fpuzzles(text) {
        return fpuzzles(text);
    }
    let file = parse_puzzle(text).map_err(|e: ParseError| ReadError::Puzzle(e.to_string()));
    file.map(|puzzle| shown(puzzle, Origin::default())).or_else(|why| {
        if !matches!(why, ReadError::Puzzle(_)) {
            return Err(why);
        }
        // A compressed f-puzzles document alone is one long word of base64.
        let word = text.trim();
        let base64 = word.len() > 40 && word.chars().all(|c| c.is_ascii_alphanumeric() || "+/=-$".contains(c));
        if base64 {
            fpuzzles(word).map_err(|_| why)
        } else {
            Err(why)
        }
    })
}

/// The puzzle and where it came from; the board draws every rule it has.
fn shown(puzzle: Puzzle, origin: Origin) -> Readout {
    Readout::Puzzle(puzzle, Box::new(origin))
}

fn readout(link: SharedLink) -> Result<Readout, ReadError> {
    match link {
        SharedLink::Puzzle(puzzle, words) => Ok(shown(puzzle, Origin::of_document(&words))),
        SharedLink::Seed { params, phrase } => Ok(Readout::Seed(Seed { params, phrase })),
        SharedLink::Variant { request, phrase } => Ok(Readout::Variant {
            families: request.families.to_string(),
            level: request.level,
            technique: request.technique,
            phrase: phrase.as_str().to_string(),
            format: request.format,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::constraint::family;

    const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn pastes_read_lines_grids_files_and_links() {
        let line = read(CLASSIC, false).expect("a line");
        let grid: String = CLASSIC.as_bytes().chunks(9).map(|r| format!("{}\n", String::from_utf8_lossy(r))).collect();
        assert_eq!(read(&grid, false), Ok(line.clone()));
        let file = format!("# a .sudoku file\ntype: standard\n{grid}");
        assert_eq!(read(&file, false), Ok(line.clone()));
        let link = format!("https://example.org/#p=v1~box=3x3~variant=standard~givens={CLASSIC}");
        assert_eq!(read(&link, false), Ok(line));
    }

    #[test]
    fn a_share_link_brings_the_setters_words_even_when_they_name_f_puzzles() {
        let words = sudoku_engine::format::Meta {
            title: Some("Made in fpuzzles".into()),
            author: Some("A. Setter".into()),
            rules: Some("Normal sudoku rules apply.".into()),
            solution: None,
        };
        let puzzle = parse_puzzle(CLASSIC).expect("a puzzle");
        let link = sudoku_engine::share::puzzle_link_with_words(&puzzle, &words).expect("short words");
        let Ok(Readout::Puzzle(read, origin)) = read(&format!("https://example.org/#{link}"), false) else {
            panic!("a puzzle")
        };
        assert_eq!((read, origin.words()), (puzzle, words));
    }

    #[test]
    fn seed_links_keep_their_parameters_and_phrase() {
        let Ok(Readout::Seed(Seed { params, phrase })) = read(
            "#s=v1~box=2x2~variant=standard~symmetry=rotate180~level=easy~exact=false~attempts=1000~phrase=quiet-river",
            false,
        ) else {
            panic!("a seed link")
        };
        assert_eq!((params.geometry.box_width, params.geometry.box_height), (2, 2), "{params}");
        assert_eq!(phrase.as_str(), "quiet-river");
    }

    #[test]
    fn puzzles_with_variant_rules_and_given_pencil_marks_open_with_every_rule() {
        use sudoku_engine::constraint::Constraint;
        use sudoku_engine::Cell;
        let json = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
            "thermometer":[{"lines":[["R1C1","R1C2","R1C3"]]}],"sandwichsum":[{"cell":"R0C1","value":"3"}]}"#;
        let Ok(Readout::Puzzle(puzzle, _)) = read(json, false) else {
            panic!("a thermometer and a sandwich clue: {json}")
        };
        assert_eq!(puzzle.constraints().len(), 2);
        let marks = Constraint::PencilMarks(family::PencilMarks { cell: Cell::new(0), digits: vec![1, 2] });
        let document =
            r#"{"size":4,"grid":[[{"givenPencilMarks":[2,1]},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#;
        let link = format!("#p=v1~box=2x2~variant=standard~givens={}~rules=pencilmarks.r1c1.1-2", ".".repeat(16));
        let file = "type: standard\nbox: 2x2\nrule: pencilmarks.r1c1.1-2\n....\n....\n....\n....\n";
        let pasted = format!("https://example.org/{link}");
        for (text, as_link) in [(document, false), (&link, true), (&pasted, false), (file, false)] {
            let Ok(Readout::Puzzle(puzzle, _)) = read(text, as_link) else { panic!("a puzzle: {text}") };
            assert_eq!(puzzle.constraints(), std::slice::from_ref(&marks), "{text}");
        }
    }

    #[test]
    fn killer_documents_paste_as_json_compressed_or_in_a_link() {
        use sudoku_engine::format::to_fpuzzles_compressed;
        let json = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
            "killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R4C4"],"value":"4"}]}"#;
        let Ok(Readout::Puzzle(puzzle, origin)) = read(json, false) else { panic!("an f-puzzles document") };
        assert_eq!(*origin, Origin::default(), "a document without words");
        assert_eq!(puzzle.layout().cages().len(), 2);
        assert_eq!(puzzle.layout().cages()[0].sum, Some(3));
        let compressed = to_fpuzzles_compressed(&puzzle).expect("writable");
        let read_back = Ok(Readout::Puzzle(puzzle, Box::default()));
        assert_eq!(read(&compressed, false), read_back, "the compressed form alone");
        let link = format!("https://sudokupad.app/fpuzzles{compressed}");
        assert_eq!(read(&link, false), read_back);
        let bad = read(r#"{"size":4,"grid":[]}"#, false).expect_err("no rows");
        assert_eq!(bad, ReadError::Fpuzzles(FpuzzlesError::RowCount { expected: 4, found: 0 }.to_string()));
        assert_eq!(
            bad.to_string(),
            "This f-puzzles document cannot be read: the grid has 0 rows; a board of size 4 has 4."
        );
    }

    #[test]
    fn a_documents_title_author_and_rules_come_with_its_puzzle_and_go_out_in_its_links() {
        use sudoku_engine::format::{fpuzzles_link, sudokupad_link};
        let json = r#"{"size":4,"title":"Little Thermo","author":"A. Setter","ruleset":"Digits rise along thermometers.",
            "grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
            "thermometer":[{"lines":[["R1C1","R1C2","R1C3"]]}]}"#;
        let Ok(Readout::Puzzle(puzzle, origin)) = read(json, false) else { panic!("a thermometer document") };
        assert_eq!(origin.title.as_deref(), Some("Little Thermo"));
        assert_eq!(origin.author.as_deref(), Some("A. Setter"));
        assert_eq!(origin.rules.as_deref(), Some("Digits rise along thermometers."));
        assert_eq!((origin.phrase.as_deref(), origin.params.as_deref()), (None, None));
        for link in [sudokupad_link(&puzzle, &origin.words()), fpuzzles_link(&puzzle, &origin.words())] {
            let link = link.expect("a 4x4 thermometer puzzle is writable");
            assert_eq!(read(&link, false), Ok(Readout::Puzzle(puzzle.clone(), origin.clone())), "{link}");
        }
    }

    #[test]
    fn bad_pastes_say_where() {
        let bad = read("12..\n..1.\n.1.x\n....", false).expect_err("bad char");
        assert_eq!(bad, ReadError::Puzzle(ParseError::BadChar { line: 3, column: 4, ch: 'x' }.to_string()));
        assert_eq!(bad.to_string(), "This puzzle cannot be read: line 3, column 4: bad character 'x'.");
        assert_eq!(read("   ", false), Err(ReadError::Empty));
        let link = read("#p=v1~box=3x3", false).expect_err("no variant");
        assert_eq!(link, ReadError::Link(ShareError::MissingKey { key: "variant".into() }.to_string()));
        assert_eq!(link.to_string(), "This link cannot be read: the link lacks the field \"variant\".");
        let hash = read("#q=v1~box=3x3", true).expect_err("not a link");
        assert!(matches!(hash, ReadError::Link(_)), "the address bar's text is read as a link: {hash:?}");
    }
}
