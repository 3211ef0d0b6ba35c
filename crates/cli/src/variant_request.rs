//! What `sudoku generate --variant` and `--format` read: a board (standard, x, jigsaw,
//! colour, killer and their combinations, made by the classic generator), a family of
//! variant constraints or two (the variant generator), or `list`; a seed format or the
//! format a variant puzzle is printed in.

use std::fmt;
use std::io::Write;
use std::str::FromStr;

use sudoku_engine::format::{sudokupad_link, to_file_text, to_fpuzzles_document_json};
use sudoku_engine::generate::variant::{
    generate_variant_as, offered_levels, practise_variant_as, Families, VariantFamily, VariantFormat, VariantPuzzle,
    OFFERED_PAIRS,
};
use sudoku_engine::generate::{SeedFormat, SeedPhrase};
use sudoku_engine::geometry::VariantKind;
use sudoku_engine::logic::Strategy;
use sudoku_engine::rate::Level;

/// The value of `--variant`.
#[derive(Clone, Debug, PartialEq)]
pub enum VariantArg {
    Board(VariantKind),
    Families(Families),
    List,
}

impl FromStr for VariantArg {
    type Err = String;
    fn from_str(text: &str) -> Result<VariantArg, String> {
        if text.trim().eq_ignore_ascii_case("list") {
            return Ok(VariantArg::List);
        }
        if let Ok(kind) = text.parse::<VariantKind>() {
            return Ok(VariantArg::Board(kind));
        }
        match text.parse::<Families>() {
            Ok(families) => Ok(VariantArg::Families(families)),
            Err(error) => Err(format!(
                "{error}; or a board: standard, x, jigsaw, colour, killer, or a combination like x+jigsaw; or list"
            )),
        }
    }
}

/// How a variant puzzle is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// The .sudoku text format.
    Sudoku,
    /// An f-puzzles JSON document on one line.
    Fpuzzles,
    /// A SudokuPad link.
    Sudokupad,
}

/// The value of `--format`: a seed format (v1 to v6) or how a variant puzzle is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatArg {
    Seed(SeedFormat),
    Output(Output),
}

impl FromStr for FormatArg {
    type Err = String;
    fn from_str(text: &str) -> Result<FormatArg, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "sudoku" => Ok(FormatArg::Output(Output::Sudoku)),
            "fpuzzles" | "f-puzzles" => Ok(FormatArg::Output(Output::Fpuzzles)),
            "sudokupad" => Ok(FormatArg::Output(Output::Sudokupad)),
            other => other.parse().map(FormatArg::Seed).map_err(|_| {
                format!("format {text:?}: expected a seed format (v1 to v6) or, for a variant family, sudoku, fpuzzles or sudokupad")
            }),
        }
    }
}

/// Why a variant puzzle was not printed.
#[derive(Debug)]
pub enum VariantCliError {
    Made(String),
    Write(std::io::Error),
}

impl fmt::Display for VariantCliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantCliError::Made(message) => f.write_str(message),
            VariantCliError::Write(e) => write!(f, "cannot write the output: {e}"),
        }
    }
}

/// Writes every family, then every pair offered, with the levels each offers, one per
/// line: `thermometer<TAB>Thermometers<TAB>moderate, obscene`.
pub fn list(out: &mut impl Write) -> std::io::Result<()> {
    let level_names = |levels: &[Level]| {
        let names: Vec<String> = levels.iter().map(|l| l.name().to_lowercase()).collect();
        if names.is_empty() {
            "none yet".to_string()
        } else {
            names.join(", ")
        }
    };
    for family in VariantFamily::ALL {
        writeln!(out, "{}\t{}\t{}", family.name(), family.title(), level_names(family.levels()))?;
    }
    for ([first, second], levels) in OFFERED_PAIRS {
        writeln!(out, "{first}+{second}\t{} and {}\t{}", first.title(), second.title(), level_names(levels))?;
    }
    Ok(())
}

/// What the puzzles are made for: a level (the first the families offer when `None`),
/// or practice of one family's step (`--technique "Constraint Rule"`).
#[derive(Clone, Copy, Debug)]
pub enum Aim {
    Level(Option<Level>),
    Practice(Strategy),
}

/// Makes `count` puzzles of `families` for `aim` from `phrase` (puzzle `i` from
/// `phrase.nth(i)`) under `format`, printed as `output` asks.
pub fn make(
    out: &mut impl Write,
    (families, format): (&Families, VariantFormat),
    aim: Aim,
    phrase: &SeedPhrase,
    count: u32,
    output: Output,
) -> Result<(), VariantCliError> {
    for i in 1..=count {
        let phrase = phrase.nth(i);
        let made = match (aim, families.list()) {
            (Aim::Practice(step), &[family]) => practise_variant_as(format, family, step, &phrase),
            (Aim::Practice(_), _) => {
                return Err(VariantCliError::Made("--technique practises one family: --variant thermometer".into()))
            }
            (Aim::Level(level), _) => {
                let first = offered_levels(families).into_iter().chain(families.made_levels()).next();
                let level = level.or(first).unwrap_or(Level::Easy);
                generate_variant_as(format, families, level, &phrase)
            }
        };
        write_variant(out, &made.map_err(|e| VariantCliError::Made(e.to_string()))?, output)?;
    }
    Ok(())
}

fn write_variant(out: &mut impl Write, made: &VariantPuzzle, output: Output) -> Result<(), VariantCliError> {
    let meta = made.words();
    let text = match output {
        Output::Sudoku => to_file_text(&made.puzzle),
        Output::Fpuzzles => {
            to_fpuzzles_document_json(&made.puzzle, &meta).map_err(|e| VariantCliError::Made(e.to_string()))?
        }
        Output::Sudokupad => sudokupad_link(&made.puzzle, &meta).map_err(|e| VariantCliError::Made(e.to_string()))?,
    };
    writeln!(out, "{}", text.trim_end()).map_err(VariantCliError::Write)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::format::{parse_file_format, parse_fpuzzles};

    #[test]
    fn a_board_a_family_or_the_list() {
        assert!(matches!("x+jigsaw".parse(), Ok(VariantArg::Board(kind)) if kind.diagonals && kind.jigsaw));
        assert!(matches!("killer".parse(), Ok(VariantArg::Board(kind)) if kind.killer));
        assert!(matches!("thermometer+kropki".parse(), Ok(VariantArg::Families(_))));
        assert_eq!("List".parse(), Ok(VariantArg::List));
        let error = "thermo".parse::<VariantArg>().unwrap_err();
        assert!(error.contains("thermometer") && error.contains("jigsaw"), "{error}");
        assert_eq!("fpuzzles".parse(), Ok(FormatArg::Output(Output::Fpuzzles)));
        assert_eq!("v3".parse(), Ok(FormatArg::Seed(SeedFormat::V3)));
        assert!("json".parse::<FormatArg>().unwrap_err().contains("sudokupad"));
    }

    #[test]
    fn every_family_is_listed_with_its_levels() {
        let mut out = Vec::new();
        list(&mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.lines().count(), VariantFamily::ALL.len() + OFFERED_PAIRS.len());
        assert!(text.lines().any(|l| l.starts_with("thermometer\tThermometers\t") && l.contains("moderate")), "{text}");
        assert!(text.lines().any(|l| l.starts_with("thermometer+arrow\tThermometers and Arrows\tobscene")), "{text}");
    }

    #[test]
    fn a_level_not_offered_is_refused_with_the_levels_that_are() {
        let families: Families = "thermometer".parse().unwrap();
        let phrase = SeedPhrase::new("refused").unwrap();
        let offered = offered_levels(&families);
        let missing = Level::ALL.into_iter().find(|l| !offered.contains(l)).expect("a level not offered");
        let error = make(
            &mut Vec::new(),
            (&families, VariantFormat::LATEST),
            Aim::Level(Some(missing)),
            &phrase,
            1,
            Output::Sudoku,
        )
        .unwrap_err()
        .to_string();
        assert!(error.contains("offers") && error.contains(offered[0].name()), "{error}");
    }

    #[test]
    fn the_three_formats_read_back_as_the_same_puzzle() {
        let families: Families = "thermometer".parse().unwrap();
        let phrase = SeedPhrase::new("formats").unwrap();
        let print = |output| {
            let mut out = Vec::new();
            make(&mut out, (&families, VariantFormat::LATEST), Aim::Level(None), &phrase, 1, output).unwrap();
            String::from_utf8(out).unwrap()
        };
        let text = parse_file_format(&print(Output::Sudoku)).unwrap();
        let json = print(Output::Fpuzzles);
        assert_eq!(json.lines().count(), 1);
        let document = parse_fpuzzles(&json).unwrap();
        let link = print(Output::Sudokupad);
        assert!(link.starts_with("https://sudokupad.app/fpuzzles"));
        let linked = parse_fpuzzles(link.trim()).unwrap();
        assert_eq!(text.givens(), document.givens());
        assert_eq!(text.constraints(), document.constraints());
        assert_eq!(document.constraints(), linked.constraints());
        assert!(!text.constraints().is_empty());
    }
}

#[cfg(test)]
mod practice_tests {
    use super::*;
    use sudoku_engine::format::parse_file_format;
    use sudoku_engine::rate::rate;

    #[test]
    fn a_technique_makes_a_practice_puzzle_of_one_family_and_refuses_two() {
        let phrase = SeedPhrase::new("practice").unwrap();
        let mut out = Vec::new();
        let arrows: Families = "arrow".parse().unwrap();
        make(
            &mut out,
            (&arrows, VariantFormat::LATEST),
            Aim::Practice(Strategy::ConstraintCombination),
            &phrase,
            1,
            Output::Sudoku,
        )
        .unwrap();
        let puzzle = parse_file_format(&String::from_utf8(out).unwrap()).unwrap();
        assert_eq!(rate(&puzzle).hardest, Strategy::ConstraintCombination);
        let two: Families = "arrow+kropki".parse().unwrap();
        let why = make(
            &mut Vec::new(),
            (&two, VariantFormat::LATEST),
            Aim::Practice(Strategy::ConstraintRule),
            &phrase,
            1,
            Output::Sudoku,
        )
        .unwrap_err()
        .to_string();
        assert!(why.contains("one family"), "{why}");
    }
}
