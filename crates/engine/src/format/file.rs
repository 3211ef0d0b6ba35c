//! The .sudoku text format (from "Solve Sudokus like a human"), in full.
//!
//! ```text
//! # a comment
//! type: jigsaw          standard | x | jigsaw | colour (color), any unique prefix ("st"),
//!                       combined with '+', ',' or spaces ("x+jigsaw")
//! box: 3x3              WIDTHxHEIGHT (or W*H); inferred from the size when absent
//! candidates: 1-9       the digits' characters, with ranges; default 1-9 then A-U
//! 601007208             one row per line; '.', '_' or '0' for an empty cell;
//! ...                   the size is the length of the rows
//! shapes:               the jigsaw shape map: the next N lines, one shape identifier
//! 111122222             (digit or letter) per cell; or the whole map on one line
//! ...                   after "shapes:" (as `shapes_line` writes it)
//! cages:                killer cages: the next N lines of N cage ids, and
//! ABBBCDDEE             "sums: A=11 B=25 ..." (see [`super::killer`])
//! rule: thermometer.r1c1r1c2r1c3   variant constraints, one or more words a line, as
//! rule: difference.1.r5c5r5c6      [`super::rules`] writes them; the line may repeat
//! ```
//!
//! Option names are case-insensitive and may be written in any order; the shape map needs
//! N shapes of N cells each, and an error names the shape that is wrong.

use std::collections::BTreeMap;

use crate::error::ParseError;
use crate::format::grid::{is_separator_line, row_cells};
use crate::format::killer::{cages_block, line_ids, read_cages};
use crate::format::rules::{read_rules, write_rule};
use crate::format::{box_for_size, read_givens, Alphabet, CellChar, Leniency, DEFAULT_SYMBOLS};
use crate::geometry::{BoxShape, Geometry, Layout, VariantKind};
use crate::grid::Puzzle;

/// A puzzle read from the file format, with the alphabet its `candidates:` line chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedFile {
    pub puzzle: Puzzle,
    pub alphabet: Alphabet,
}

/// Reads the file format; see the module documentation.
pub fn parse_file_format(text: &str) -> Result<Puzzle, ParseError> {
    parse_file(text).map(|parsed| parsed.puzzle)
}

/// Whether `text` uses the file format: a `#` comment or a `name:` option line.
pub fn looks_like_file_format(text: &str) -> bool {
    text.lines().any(|line| {
        let line = line.trim();
        line.starts_with('#') || option(line).is_some()
    })
}

/// `name: value` when the line is an option line (the name made of letters only).
fn option(line: &str) -> Option<(String, &str)> {
    let (name, value) = line.split_once(':')?;
    let name = name.trim();
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    Some((name.to_ascii_lowercase(), value.trim()))
}

#[derive(Default)]
struct Options {
    kind: Option<VariantKind>,
    box_shape: Option<BoxShape>,
    candidates: Option<(usize, String)>,
    /// The shape map: one row per entry, or the whole map in a single entry.
    shapes: Option<Vec<(usize, Vec<CellChar>)>>,
    /// The killer cage map: the ids of each row, or of the whole map in a single entry.
    cages: Option<Vec<(usize, Vec<String>)>>,
    /// The `sums:` line: its number and value.
    sums: Option<(usize, String)>,
    /// The `rule:` lines: the number and value of each.
    rules: Vec<(usize, String)>,
}

/// A block of rows that follows an option line (`shapes:`, `cages:`): how many rows it
/// still needs (`None` until its first row tells the size).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Block {
    Shapes(Option<usize>),
    Cages(Option<usize>),
}

/// Reads the file format and returns the puzzle with its alphabet.
pub fn parse_file(text: &str) -> Result<ParsedFile, ParseError> {
    let mut options = Options::default();
    let mut rows: Vec<(usize, Vec<CellChar>)> = Vec::new();
    let mut block: Option<Block> = None;
    for (l, raw) in text.lines().enumerate() {
        let line_number = l + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || is_separator_line(raw) {
            continue;
        }
        if let Some((name, value)) = option(line) {
            block = read_option(&mut options, &name, value, raw, line_number)?;
            continue;
        }
        match block {
            Some(Block::Shapes(remaining)) => {
                let (cells, _) = row_cells(raw, line_number);
                let remaining = remaining.unwrap_or(cells.len());
                options.shapes.get_or_insert_with(Vec::new).push((line_number, cells));
                block = (remaining > 1).then(|| Block::Shapes(Some(remaining - 1)));
            }
            Some(Block::Cages(remaining)) => {
                let ids = line_ids(raw);
                let remaining = remaining.unwrap_or(ids.len());
                options.cages.get_or_insert_with(Vec::new).push((line_number, ids));
                block = (remaining > 1).then(|| Block::Cages(Some(remaining - 1)));
            }
            None => rows.push((line_number, row_cells(raw, line_number).0)),
        }
    }
    build(options, rows)
}

/// Reads one option line; returns the block of rows it opens, if any.
fn read_option(
    options: &mut Options,
    name: &str,
    value: &str,
    raw: &str,
    line: usize,
) -> Result<Option<Block>, ParseError> {
    match name {
        "type" => {
            let kind = value.parse().map_err(|_| ParseError::UnknownType { line, value: value.to_string() })?;
            options.kind = Some(kind);
        }
        "box" => {
            let shape = value.parse().map_err(|_| ParseError::BadBox { line, value: value.to_string() })?;
            options.box_shape = Some(shape);
        }
        "candidates" => options.candidates = Some((line, value.to_string())),
        "shapes" | "shape" => {
            if value.is_empty() {
                options.shapes = Some(Vec::new());
                return Ok(Some(Block::Shapes(None)));
            } else {
                // The whole map on this line; columns count in the raw line.
                let start = raw.find(':').map_or(0, |i| raw[..=i].chars().count());
                let (cells, _) = row_cells(&raw.chars().skip(start).collect::<String>(), line);
                let cells = cells.into_iter().map(|c| CellChar { column: c.column + start, ..c }).collect();
                options.shapes = Some(vec![(line, cells)]);
            }
        }
        "cages" | "cage" => {
            if value.is_empty() {
                options.cages = Some(Vec::new());
                return Ok(Some(Block::Cages(None)));
            }
            options.cages = Some(vec![(line, line_ids(value))]);
        }
        "sums" | "sum" => options.sums = Some((line, value.to_string())),
        "rule" | "rules" => options.rules.push((line, value.to_string())),
        _ => return Err(ParseError::UnknownOption { line, name: name.to_string() }),
    }
    Ok(None)
}

fn build(options: Options, rows: Vec<(usize, Vec<CellChar>)>) -> Result<ParsedFile, ParseError> {
    let Some((_, first)) = rows.first() else { return Err(ParseError::Empty) };
    let size = first.len();
    if let Some((line, row)) = rows.iter().find(|(_, row)| row.len() != size) {
        return Err(ParseError::RowLength { line: *line, expected: size, found: row.len() });
    }
    if rows.len() != size {
        return Err(ParseError::RowCount { expected: size, found: rows.len() });
    }
    let alphabet = match &options.candidates {
        Some((line, spec)) => {
            let alphabet = Alphabet::parse_spec(spec).map_err(|reason| ParseError::BadCandidates {
                line: *line,
                value: spec.clone(),
                reason,
            })?;
            if alphabet.size() != size {
                return Err(ParseError::CandidateCount { expected: size, found: alphabet.size() });
            }
            alphabet
        }
        None => Alphabet::default_for(size),
    };
    let (width, height) = match options.box_shape {
        Some(BoxShape { width, height }) if width.saturating_mul(height) == size => (width, height),
        Some(BoxShape { width, height }) => return Err(ParseError::BoxMismatch { width, height, size }),
        None => box_for_size(size).ok_or(ParseError::NoBoardSize { found: size * size })?,
    };
    let kind = options.kind.unwrap_or_default();
    let regions = match options.shapes {
        Some(shape_rows) => Some(shape_map(&shape_rows, size)?),
        None if kind.jigsaw => return Err(ParseError::MissingShapes),
        None => None,
    };
    let cages = match options.cages {
        Some(rows) => Some(read_cages(&rows, options.sums.as_ref().map(|(line, text)| (*line, text.as_str())), size)?),
        None if kind.killer => return Err(ParseError::MissingCages),
        None => None,
    };
    let layout = Layout::new(Geometry::new(width, height, kind.with_cages(regions, cages)))?;
    let cells: Vec<CellChar> = rows.into_iter().flat_map(|(_, row)| row).collect();
    let givens = read_givens(&cells, &alphabet, Leniency::Strict)?;
    let mut rules = Vec::new();
    for (line, text) in &options.rules {
        rules.extend(read_rules(text, size).map_err(|why| ParseError::BadRule { line: *line, why })?);
    }
    Ok(ParsedFile { puzzle: Puzzle::new(layout, givens)?.with_constraints(rules)?, alphabet })
}

/// The region of every cell from the shape map: identifiers numbered in order of first
/// appearance. Checks N shapes of N cells each.
fn shape_map(rows: &[(usize, Vec<CellChar>)], size: usize) -> Result<Vec<u8>, ParseError> {
    let cells: Vec<CellChar> = match rows {
        [(_, single)] if single.len() != size => {
            if single.len() != size * size {
                return Err(ParseError::ShapeLength { expected: size * size, found: single.len() });
            }
            single.clone()
        }
        _ => {
            if let Some((line, row)) = rows.iter().find(|(_, row)| row.len() != size) {
                return Err(ParseError::RowLength { line: *line, expected: size, found: row.len() });
            }
            if rows.len() != size {
                return Err(ParseError::ShapeRowCount { expected: size, found: rows.len() });
            }
            rows.iter().flat_map(|(_, row)| row.iter().copied()).collect()
        }
    };
    let mut ids: Vec<char> = Vec::new();
    let mut counts: BTreeMap<char, usize> = BTreeMap::new();
    let mut regions = Vec::with_capacity(cells.len());
    for c in &cells {
        if !c.ch.is_ascii_alphanumeric() {
            return Err(ParseError::BadChar { line: c.line, column: c.column, ch: c.ch });
        }
        let index = match ids.iter().position(|&id| id == c.ch) {
            Some(index) => index,
            None => {
                ids.push(c.ch);
                ids.len() - 1
            }
        };
        *counts.entry(c.ch).or_default() += 1;
        regions.push(u8::try_from(index).unwrap_or(u8::MAX));
    }
    if ids.len() != size {
        return Err(ParseError::ShapeCount { expected: size, found: ids.len() });
    }
    if let Some(&id) = ids.iter().find(|id| counts.get(id) != Some(&size)) {
        let cells = counts.get(&id).copied().unwrap_or(0);
        return Err(ParseError::ShapeSize { id, cells, expected: size });
    }
    Ok(regions)
}

/// The jigsaw shape map on one line (region `r` written as the `r + 1`-th character of
/// `123456789ABC...`), or `None` on a board without jigsaw regions.
pub fn shapes_line(layout: &Layout) -> Option<String> {
    layout.variant().regions.as_ref()?;
    let symbols: Vec<char> = DEFAULT_SYMBOLS.chars().collect();
    Some(layout.cells().map(|c| symbols.get(layout.region(c)).copied().unwrap_or('?')).collect())
}

/// Writes the puzzle in the file format, losing nothing: type, box, candidates (for
/// boards over 9), the rows, the shape map, the killer cages with their sums and the
/// variant constraints.
pub fn to_file_text(puzzle: &Puzzle) -> String {
    let layout = puzzle.layout();
    let geometry = layout.geometry();
    let size = layout.size();
    let mut out = format!("type: {}\nbox: {}\n", geometry.variant.name(), geometry.box_shape());
    let alphabet = Alphabet::default_for(size);
    if size > 9 {
        out.push_str(&format!("candidates: {}\n", alphabet.symbols().iter().collect::<String>()));
    }
    for row in 0..size {
        let line: String = (0..size)
            .map(|column| puzzle.given(layout.cell(row, column)).map_or('.', |d| alphabet.symbol(d)))
            .collect();
        out.push_str(&line);
        out.push('\n');
    }
    if let Some(map) = shapes_line(layout) {
        out.push_str("shapes:\n");
        let chars: Vec<char> = map.chars().collect();
        for row in chars.chunks(size) {
            out.push_str(&row.iter().collect::<String>());
            out.push('\n');
        }
    }
    if let Some(cages) = cages_block(layout) {
        out.push_str(&cages);
    }
    for rule in puzzle.constraints() {
        out.push_str(&format!("rule: {}\n", write_rule(rule, size)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::to_line;

    const JIGSAW: &str = "type: jigsaw
601007208
802403001
080000000
010060002
000000000
200030070
000000080
100208503
903800604
shapes:
111122222
111132322
144333332
444535366
445555566
447575666
87777766u
88787uuuu
88888uuuu
";

    #[test]
    fn reads_the_seed_jigsaw_example() {
        let puzzle = parse_file_format(JIGSAW).unwrap();
        let layout = puzzle.layout();
        assert_eq!(layout.variant().name(), "jigsaw");
        assert_eq!(puzzle.given(layout.cell(0, 0)).map(|d| d.get()), Some(6));
        assert_eq!(layout.region(layout.cell(6, 8)), 8, "'u' is the ninth shape to appear");
        assert_eq!(layout.region(layout.cell(1, 4)), 2);
        assert_eq!(shapes_line(layout).unwrap().len(), 81);
        assert_eq!(parse_file_format(&to_file_text(&puzzle)).unwrap(), puzzle);
    }

    #[test]
    fn options_are_case_insensitive_and_types_abbreviate() {
        let text = "# comment\nType: St\nBOX : 3x3\n7....56.4\n6.8...5.7\n..12..9..\n...5...4.\n...391...\n.1...2...\n..7..94..\n9.4...3.8\n2.56....1\n";
        let puzzle = parse_file_format(text).unwrap();
        assert_eq!(
            to_line(&puzzle),
            "7....56.46.8...5.7..12..9.....5...4....391....1...2.....7..94..9.4...3.82.56....1"
        );
        let rows = "123456789\n".to_string() + &".........\n".repeat(8);
        let colour = parse_file_format(&format!("type: col\n{rows}")).unwrap();
        assert!(colour.layout().variant().colour);
        let both = parse_file_format(&format!("TYPE: x+color\n{rows}")).unwrap();
        assert_eq!(both.layout().variant().name(), "x+colour");
    }

    #[test]
    fn boxes_and_candidates_shape_the_board() {
        let text = "box: 2x3\ncandidates: \"A-F\"\nAB....\n......\n......\n......\n......\n.....F\n";
        let parsed = parse_file(text).unwrap();
        let geometry = parsed.puzzle.layout().geometry();
        assert_eq!((geometry.box_width, geometry.box_height), (2, 3));
        assert_eq!(parsed.puzzle.given(parsed.puzzle.layout().cell(5, 5)).map(|d| d.get()), Some(6));
        assert_eq!(parsed.alphabet.size(), 6);
    }

    #[test]
    fn shapes_fit_on_one_line() {
        let map: String = (0..16).map(|i| char::from(b'a' + (i / 4) as u8)).collect();
        let text = format!("type: jigsaw\nshapes: {map}\n12..\n....\n....\n....\n");
        let puzzle = parse_file_format(&text).unwrap();
        assert_eq!(shapes_line(puzzle.layout()).unwrap(), "1111222233334444");
    }

    #[test]
    fn errors_say_where() {
        let rows = "123456789\n".to_string() + &".........\n".repeat(8);
        assert_eq!(
            parse_file_format(&format!("type: sideways\n{rows}")).unwrap_err(),
            ParseError::UnknownType { line: 1, value: "sideways".into() }
        );
        assert_eq!(
            parse_file_format(&format!("size: 9\n{rows}")).unwrap_err(),
            ParseError::UnknownOption { line: 1, name: "size".into() }
        );
        assert_eq!(
            parse_file_format(&format!("box: 3x2\n{rows}")).unwrap_err(),
            ParseError::BoxMismatch { width: 3, height: 2, size: 9 }
        );
        assert_eq!(
            parse_file_format(&format!("box: three\n{rows}")).unwrap_err(),
            ParseError::BadBox { line: 1, value: "three".into() }
        );
        assert_eq!(parse_file_format(&format!("type: jigsaw\n{rows}")).unwrap_err(), ParseError::MissingShapes);
        assert_eq!(
            parse_file_format(&format!("# c\n{}", rows.replacen('.', "x", 1))).unwrap_err(),
            ParseError::BadChar { line: 3, column: 1, ch: 'x' }
        );
        assert_eq!(
            parse_file_format(&format!("candidates: 1-8\n{rows}")).unwrap_err(),
            ParseError::CandidateCount { expected: 9, found: 8 }
        );
    }

    #[test]
    fn a_wrong_shape_is_named() {
        let bad = JIGSAW.replace("87777766u", "87777766x");
        assert_eq!(parse_file_format(&bad).unwrap_err(), ParseError::ShapeCount { expected: 9, found: 10 });
        let bad = JIGSAW.replace("87777766u", "877777666");
        let err = parse_file_format(&bad).unwrap_err();
        assert_eq!(err, ParseError::ShapeSize { id: '6', cells: 10, expected: 9 });
        assert_eq!(err.to_string(), "shape '6' has 10 cells; every shape needs 9");
        let short = JIGSAW.replace("88888uuuu\n", "");
        assert_eq!(parse_file_format(&short).unwrap_err(), ParseError::ShapeRowCount { expected: 9, found: 8 });
    }
}
