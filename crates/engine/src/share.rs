//! Share links: the part of a URL after `#` that carries a puzzle or a seed phrase.
//!
//! ```text
//! p=v1~box=3x3~variant=standard~givens=53..7....6..195...    a puzzle
//! p=v1~box=3x3~variant=jigsaw~givens=...~shapes=111222333...  with its jigsaw shapes
//! p=v1~box=3x3~variant=killer~givens=...~cages=ABBBCDD...~sums=11.25.14...  killer cages (see `cages`)
//! p=v1~box=3x3~variant=standard~givens=...~rules=thermometer.r1c1r1c2_difference.1.r5c5r5c6  variant constraints
//! p=v1~box=3x3~variant=standard~givens=...~title=Thermo%20One~author=Ann~ruleset=Normal%20sudoku%20rules...  the setter's words
//! s=v1~box=3x3~variant=standard~symmetry=rotate180~level=easy~exact=false~attempts=1000~phrase=quiet-river
//! s=v1~box=3x3~variant=standard~symmetry=rotate180~level=stinker~exact=false~attempts=1000~attempt=4~phrase=tea
//! s=v2~box=3x3~variant=x~symmetry=rotate180~level=moderate~exact=true~attempts=1000~attempt=1~phrase=tea
//! s=v2~box=3x3~variant=standard~symmetry=rotate180~level=easy~exact=false~attempts=200~attempt=3~technique=x-wing~phrase=tea
//! g=variant-v1~families=thermometer~level=moderate~phrase=tea   a generated variant puzzle (`variant_seed`)
//! ```
//!
//! Fields are separated by `~`; the first is the format version (`v1` for `p=`; for `s=`
//! the seed format of SEEDS.md, `v1` or `v2`), the others are `key=value` in any order.
//! `givens` holds one character per cell, row-major, over the board's default alphabet
//! (`1-9A-U`, `.` for an empty cell); `shapes` the region of each cell as
//! [`crate::format::shapes_line`] writes it; `rules` the variant constraints as
//! [`crate::format::rules`] writes them, joined by `_`; `title`, `author` and `ruleset` (the
//! rules as the setter wrote them, f-puzzles' name for them) the setter's words. A seed
//! link carries every generator parameter explicitly (its text form), so a later change of a default cannot change
//! the puzzle an old link makes. A link made from a generated game also carries the
//! `attempt` that made it, which remakes that puzzle without searching, so it stays the
//! same puzzle even after the rater changes. Values are percent-encoded (UTF-8) where they hold
//! anything but letters, digits, `-`, `.`, `_` and `+`.
//!
//! Reading validates everything (length cap, version, keys, every cell, geometry,
//! givens) and returns a typed [`ShareError`] saying what and where; nothing panics.
//!
//! ```
//! use sudoku_engine::format::{parse_puzzle, Meta};
//! use sudoku_engine::share::{parse_link, puzzle_link, SharedLink};
//!
//! let puzzle = parse_puzzle("4....681...3.......59..86.7.......9..9.285........75288...3.9..24.619...9.6......").unwrap();
//! let link = puzzle_link(&puzzle);
//! assert!(link.starts_with("p=v1~box=3x3~variant=standard~givens=4....681"));
//! assert_eq!(parse_link(&format!("https://example.org/sudoku/#{link}")), Ok(SharedLink::Puzzle(puzzle, Meta::default())));
//! ```

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::digits::Digit;
use crate::error::{GeometryError, PuzzleError};
use crate::format::{read_rules, shapes_line, to_line, write_rules, Alphabet, Meta, RuleError};
use crate::generate::variant::VariantRequest;
use crate::generate::{GenerateParams, ParamsError, SeedError, SeedFormat, SeedPhrase};
use crate::geometry::{BoxShape, Geometry, Layout, VariantKind};
use crate::grid::Puzzle;

/// The longest link fragment read (characters after `#`). A 30x30 jigsaw puzzle needs
/// about 1,860; a seed link with a 200-character phrase of four-byte characters about 2,500;
/// a variant puzzle with a page of rules text, percent-encoded, several thousand.
pub const MAX_LINK_CHARS: usize = 32_768;

/// The format version of puzzle links (`p=`), written and the only one read. A seed link
/// (`s=`) carries the seed format of its parameters instead (`v1`, `v2`: SEEDS.md), so a
/// link made today keeps making the same puzzle when a newer format appears.
pub const LINK_VERSION: &str = "v1";

/// What a link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SharedLink {
    /// A puzzle, with the setter's words the link carries (never a solution).
    Puzzle(Puzzle, Meta),
    Seed {
        params: GenerateParams,
        phrase: SeedPhrase,
    },
    /// A generated variant puzzle: what the variant generator was asked for, and the phrase.
    Variant {
        request: VariantRequest,
        phrase: SeedPhrase,
    },
}

/// A link that cannot be read (or a seed link that cannot be written).
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ShareError {
    #[error("the link carries no puzzle: it has nothing after '#'")]
    Empty,
    #[error("the link is {length} characters long; the longest accepted is {max}")]
    TooLong { length: usize, max: usize },
    #[error("the link starts with {found:?}; a puzzle link starts with \"p=\", a seed link with \"s=\" and a variant seed link with \"g=\"")]
    UnknownKind { found: String },
    #[error(
        "the link's format version is {found:?}; this app reads p=v1 links, s=v1 to s=v6 links and g=variant-v1 and g=variant-v2 links"
    )]
    UnsupportedVersion { found: String },
    #[error("field {field} of the link, {text:?}, is not key=value")]
    NotKeyValue { field: usize, text: String },
    #[error("the link gives {key:?} twice")]
    DuplicateKey { key: String },
    #[error("the link has an unknown field {key:?} (known: {known})")]
    UnknownKey { key: String, known: Cow<'static, str> },
    #[error("the link lacks the field {key:?}")]
    MissingKey { key: Cow<'static, str> },
    #[error("{key}: character {index} starts a bad percent escape (write %XX with two hex digits)")]
    BadPercent { key: String, index: usize },
    #[error("{key}: the percent escapes do not spell UTF-8 text")]
    NotUtf8 { key: String },
    #[error("{key}: cell {index} (row {row}, column {column}) has the bad character {ch:?}")]
    BadCell { key: Cow<'static, str>, index: usize, row: usize, column: usize, ch: char },
    #[error("{key}: {found} cells for a {size}x{size} board, which has {expected}")]
    WrongLength { key: Cow<'static, str>, size: usize, expected: usize, found: usize },
    #[error("the variant is jigsaw but the link has no shapes")]
    MissingShapes,
    #[error("the link gives shapes but the variant {variant:?} is not jigsaw")]
    UnexpectedShapes { variant: String },
    #[error("a seed link cannot carry explicit jigsaw regions or killer cages; share the puzzle instead")]
    RegionsNotShareable,
    #[error("the variant is killer but the link has no cages")]
    MissingCages,
    #[error("the link gives cages but the variant {variant:?} is not killer")]
    UnexpectedCages { variant: String },
    #[error("sums: {found} sums for {expected} cages")]
    SumCount { expected: usize, found: usize },
    #[error("sums: the sum of cage {cage}, {text:?}, is not a number")]
    BadSum { cage: usize, text: String },
    #[error("{0}")]
    Params(#[from] ParamsError),
    #[error("the board: {0}")]
    Geometry(#[from] GeometryError),
    #[error("{0}")]
    Puzzle(#[from] PuzzleError),
    #[error("rules: {0}")]
    Rule(#[from] RuleError),
    #[error("rules: {0}")]
    RuleBroken(PuzzleError),
    #[error("{0}")]
    Seed(#[from] SeedError),
    #[error("{0}")]
    Variant(String),
}

impl ShareError {
    /// A bad character at cell `index` (from 0) of the `key` field, on a board of `size`.
    fn bad_cell(key: &'static str, index: usize, size: usize, ch: char) -> ShareError {
        ShareError::BadCell { key: key.into(), index: index + 1, row: index / size + 1, column: index % size + 1, ch }
    }
}

const PUZZLE_KEYS: &str = "box, variant, givens, shapes, cages, sums, rules, title, author, ruleset";

/// The link keys of the setter's words, in the order they are written.
const WORD_KEYS: [&str; 3] = ["title", "author", "ruleset"];
const SEED_KEYS: &str = "box, variant, symmetry, level, exact, attempts, attempt, technique, phrase";

/// The link fragment (without `#`) that carries `puzzle`.
pub fn puzzle_link(puzzle: &Puzzle) -> String {
    let geometry = puzzle.layout().geometry();
    let mut link = format!(
        "p={LINK_VERSION}~box={}x{}~variant={}~givens={}",
        geometry.box_width,
        geometry.box_height,
        encode(&geometry.variant.name()),
        to_line(puzzle)
    );
    if let Some(shapes) = shapes_line(puzzle.layout()) {
        link.push_str("~shapes=");
        link.push_str(&shapes);
    }
    if let Some((map, sums)) = cages::write(puzzle.layout()) {
        link.push_str(&format!("~cages={map}~sums={sums}"));
    }
    if !puzzle.constraints().is_empty() {
        link.push_str("~rules=");
        link.push_str(&encode(&write_rules(puzzle.constraints(), puzzle.layout().size())));
    }
    link
}

/// The link fragment (without `#`) that carries `puzzle` and the setter's `words`: its
/// title, author and rules text (a solution is not carried: the puzzle's own is found
/// again). Fails only when the words make the link longer than [`MAX_LINK_CHARS`].
pub fn puzzle_link_with_words(puzzle: &Puzzle, words: &Meta) -> Result<String, ShareError> {
    let mut link = puzzle_link(puzzle);
    let values = [&words.title, &words.author, &words.rules];
    for (key, value) in WORD_KEYS.into_iter().zip(values) {
        if let Some(value) = value.as_deref().filter(|value| !value.is_empty()) {
            link.push_str(&format!("~{key}={}", encode(value)));
        }
    }
    let length = link.chars().count();
    if length > MAX_LINK_CHARS {
        return Err(ShareError::TooLong { length, max: MAX_LINK_CHARS });
    }
    Ok(link)
}

/// The link fragment (without `#`) that makes the puzzle of `params` and `phrase`.
/// Fails when the link could not be read back: explicit jigsaw regions (the text form of
/// the parameters does not carry them) or a derived phrase over the length limit.
pub fn seed_link(params: &GenerateParams, phrase: &SeedPhrase) -> Result<String, ShareError> {
    if params.geometry.variant.regions.is_some()
        || params.geometry.variant.cages.as_ref().is_some_and(|c| !c.is_empty())
    {
        return Err(ShareError::RegionsNotShareable);
    }
    SeedPhrase::new(phrase.as_str())?;
    let fields: Vec<String> =
        params.to_string().split_whitespace().filter(|field| !field.starts_with("format=")).map(encode_field).collect();
    Ok(format!("s={}~{}~phrase={}", params.format, fields.join("~"), encode(phrase.as_str())))
}

/// Reads a link: a whole URL, `#...`, or the fragment alone (`p=...`, `s=...`).
pub fn parse_link(text: &str) -> Result<SharedLink, ShareError> {
    let text = text.trim();
    let fragment = text.split_once('#').map_or(text, |(_, after)| after);
    let length = fragment.chars().count();
    if length > MAX_LINK_CHARS {
        return Err(ShareError::TooLong { length, max: MAX_LINK_CHARS });
    }
    if fragment.is_empty() {
        return Err(ShareError::Empty);
    }
    if let Some(body) = fragment.strip_prefix("p=") {
        parse_puzzle_fields(&fields(body, PUZZLE_KEYS, |version| version == LINK_VERSION)?.1)
    } else if let Some(body) = fragment.strip_prefix("s=") {
        let (version, fields) = fields(body, SEED_KEYS, |version| version.parse::<SeedFormat>().is_ok())?;
        parse_seed_fields(&version, &fields)
    } else if let Some(body) = fragment.strip_prefix("g=") {
        parse_variant_link(body)
    } else {
        let found: String = fragment.chars().take(12).collect();
        Err(ShareError::UnknownKind { found })
    }
}

/// Whether `text` looks like a share link (so a paste should be read as one).
pub fn looks_like_link(text: &str) -> bool {
    let text = text.trim();
    let fragment = text.split_once('#').map_or(text, |(_, after)| after);
    fragment.starts_with("p=") || fragment.starts_with("s=") || fragment.starts_with("g=")
}

/// The version (checked by `readable`) and the decoded `key=value` fields after it, in
/// order, keys checked against `known`.
type Fields = Vec<(String, String)>;

fn fields(body: &str, known: &'static str, readable: impl Fn(&str) -> bool) -> Result<(String, Fields), ShareError> {
    let mut parts = body.split('~');
    let version = decode("version", parts.next().unwrap_or_default())?;
    if !readable(&version) {
        return Err(ShareError::UnsupportedVersion { found: version.chars().take(12).collect() });
    }
    let mut out: Vec<(String, String)> = Vec::new();
    for (i, part) in parts.enumerate() {
        let Some((key, value)) = part.split_once('=') else {
            return Err(ShareError::NotKeyValue { field: i + 2, text: part.chars().take(20).collect() });
        };
        let key = decode("key", key)?;
        if !known.split(", ").any(|k| k == key) {
            return Err(ShareError::UnknownKey { key: key.chars().take(20).collect(), known: known.into() });
        }
        if out.iter().any(|(k, _)| *k == key) {
            return Err(ShareError::DuplicateKey { key });
        }
        let value = decode(&key, value)?;
        out.push((key, value));
    }
    Ok((version, out))
}

fn get<'a>(fields: &'a [(String, String)], key: &'static str) -> Option<&'a str> {
    fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

fn require<'a>(fields: &'a [(String, String)], key: &'static str) -> Result<&'a str, ShareError> {
    get(fields, key).ok_or(ShareError::MissingKey { key: key.into() })
}

fn parse_puzzle_fields(fields: &[(String, String)]) -> Result<SharedLink, ShareError> {
    let BoxShape { width: box_width, height: box_height } =
        require(fields, "box")?.parse().map_err(ParamsError::from)?;
    let kind: VariantKind = require(fields, "variant")?.parse().map_err(ParamsError::from)?;
    let (mut variant, jigsaw) = (kind.with_regions(None), kind.jigsaw);
    let givens_text = require(fields, "givens")?;
    let shapes_text = get(fields, "shapes");
    // Check the box before sizing anything by it (a huge box must not allocate).
    Layout::new(Geometry::standard(box_width, box_height))?;
    let size = box_width * box_height;
    match (jigsaw, shapes_text) {
        (true, None) => return Err(ShareError::MissingShapes),
        (false, Some(_)) => return Err(ShareError::UnexpectedShapes { variant: variant.name() }),
        (true, Some(shapes)) => {
            let cells = read_cells("shapes", shapes, size)?;
            if let Some(index) = cells.iter().position(Option::is_none) {
                let ch = shapes.chars().nth(index).unwrap_or('.');
                return Err(ShareError::bad_cell("shapes", index, size, ch));
            }
            variant.regions = Some(cells.into_iter().flatten().map(|region| region - 1).collect());
        }
        (false, None) => {}
    }
    match (kind.killer, get(fields, "cages")) {
        (true, None) => return Err(ShareError::MissingCages),
        (false, Some(_)) => return Err(ShareError::UnexpectedCages { variant: variant.name() }),
        (true, Some(map)) => variant.cages = Some(cages::read(map, get(fields, "sums"), size)?),
        (false, None) => {}
    }
    let layout = Layout::new(Geometry::new(box_width, box_height, variant))?;
    let givens = read_cells("givens", givens_text, size)?.into_iter().map(|d| d.and_then(Digit::new)).collect();
    let rules = get(fields, "rules").map_or(Ok(Vec::new()), |text| read_rules(text, size))?;
    let puzzle = Puzzle::new(layout, givens)?.with_constraints(rules).map_err(ShareError::RuleBroken)?;
    let word = |key| get(fields, key).map(str::to_string);
    let words = Meta { title: word("title"), author: word("author"), rules: word("ruleset"), solution: None };
    Ok(SharedLink::Puzzle(puzzle, words))
}

/// One entry per cell: the digit (1..=size) a character writes, or `None` for an empty
/// marker. Any other character, or a wrong count, is an error naming the cell.
fn read_cells(key: &'static str, text: &str, size: usize) -> Result<Vec<Option<u8>>, ShareError> {
    let expected = size * size;
    let found = text.chars().count();
    if found != expected {
        return Err(ShareError::WrongLength { key: key.into(), size, expected, found });
    }
    let alphabet = Alphabet::default_for(size);
    text.chars()
        .enumerate()
        .map(|(i, ch)| match alphabet.digit(ch) {
            Some(digit) => Ok(Some(digit.get())),
            None if Alphabet::is_empty_marker(ch) => Ok(None),
            None => Err(ShareError::bad_cell(key, i, size, ch)),
        })
        .collect()
}

fn parse_seed_fields(version: &str, fields: &[(String, String)]) -> Result<SharedLink, ShareError> {
    let phrase = SeedPhrase::new(require(fields, "phrase")?)?;
    for key in ["box", "variant", "symmetry", "level", "exact", "attempts"] {
        require(fields, key)?;
    }
    let mut text: Vec<String> = fields.iter().filter(|(k, _)| k != "phrase").map(|(k, v)| format!("{k}={v}")).collect();
    text.push(format!("format={version}"));
    let params: GenerateParams = text.join(" ").parse()?;
    // A link must not make the engine try a board it cannot build.
    Layout::new(Geometry::standard(params.geometry.box_width, params.geometry.box_height))?;
    Ok(SharedLink::Seed { params, phrase })
}

fn is_plain(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'+')
}

/// Percent-encodes every byte of `text` but letters, digits, `-`, `.`, `_` and `+`.
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for &byte in text.as_bytes() {
        if is_plain(byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Encodes the value of one `key=value` word of the parameters' text form.
fn encode_field(word: &str) -> String {
    match word.split_once('=') {
        Some((key, value)) => format!("{}={}", encode(key), encode(value)),
        None => encode(word),
    }
}

/// Decodes `%XX` escapes; the result must be UTF-8. `index` in errors counts characters from 1.
fn decode(key: &str, text: &str) -> Result<String, ShareError> {
    if !text.contains('%') {
        return Ok(text.to_string());
    }
    let mut bytes = Vec::with_capacity(text.len());
    let mut chars = text.char_indices().enumerate();
    while let Some((n, (at, ch))) = chars.next() {
        if ch != '%' {
            let mut buf = [0u8; 4];
            bytes.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
            continue;
        }
        let hex = text.get(at + 1..at + 3).filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
        let Some(byte) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) else {
            return Err(ShareError::BadPercent { key: key.to_string(), index: n + 1 });
        };
        bytes.push(byte);
        chars.next();
        chars.next();
    }
    String::from_utf8(bytes).map_err(|_| ShareError::NotUtf8 { key: key.to_string() })
}

mod cages;
mod variant_seed;

use variant_seed::parse_variant_link;
pub use variant_seed::variant_seed_link;
#[cfg(test)]
mod tests;
