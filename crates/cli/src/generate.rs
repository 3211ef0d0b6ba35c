//! `sudoku generate [--box WxH] [--variant standard|x|jigsaw|colour|killer] [--level LEVEL] [--exact]
//! [--symmetry NAME] [--seed PHRASE] [--count N] [--attempts N] [--budget-ms MS] [--rate]
//! [--format v1|v2|v3|v4|v5|v6] [--technique NAME]`
//!
//! `sudoku generate --variant FAMILY[+FAMILY] [--level LEVEL] [--seed PHRASE] [--count N]
//! [--format sudoku|fpuzzles|sudokupad]` makes 9x9 puzzles of variant constraints (the
//! variant generator, `sudoku_engine::generate::variant`) at exactly the level asked, the
//! family's first offered level by default; `--variant list` lists the families and the
//! levels each offers. With `--technique "Constraint Rule"` (or "Constraint Combinations")
//! and one family, practice puzzles: the family's hardest step is that one of its own
//! (`sudoku_engine::generate::variant::practice`).
//!
//! `--technique NAME` (as `sudoku rate` prints it: "X-Wing", "Unique Rectangle Type 1", in
//! any case) asks the trainer for puzzles whose hardest step is that technique
//! (`GenerateParams::for_technique`; `--level` and `--exact` are then not used); when
//! the attempts run out, the search goes on with the phrase's later attempts, round after
//! round of them (SEEDS.md 3c), so an offered technique is made; only a search that ends
//! without it is an error (exit status 2).
//!
//! `--level L --exact` makes exactly L; `--level L` alone makes L or harder. The parameters
//! start from `GenerateParams::new` (the app's too): seed format v6 (a level is its band on
//! Sudoku Explainer's scale) and the one attempt budget of the board, unless `--attempts`
//! or `--format` say otherwise.
//!
//! Prints one puzzle per line (the one-line form), followed for jigsaw by a line
//! `shapes:<map>`, for killer by a line `cages:<map>` (a cage id per cell, `.` for none,
//! as the .sudoku text format writes them) and a line `sums:<id=sum ...>`; with `--rate`, the puzzle line carries the columns of `sudoku rate`
//! (`puzzle<TAB>score<TAB>level<TAB>hardest<TAB>logic|guess`); with format v3 or later the level
//! column is the level the puzzle was made as, its SE band (`sudoku rate --scale se`).
//!
//! With `--seed`, puzzle `i` of `--count N` (from 1) uses the phrase itself for `i = 1`
//! and `"PHRASE #i"` after (SEEDS.md), and the output depends on nothing else: the time
//! budget is not used. Without `--seed`, a random phrase is drawn and reported on stderr
//! (`seed: ...`), so any puzzle printed can be made again.

use std::fmt;
use std::io::Write;
use std::time::Instant;

use sudoku_engine::format::{cages_line, shapes_line, sums_line, to_line};
use sudoku_engine::generate::{
    generate, generate_seeded, random_phrase, Control, GenerateError, GenerateParams, Generated, SeedPhrase, Stop,
    Symmetry,
};
use sudoku_engine::geometry::{BoxShape, Geometry, VariantKind};
use sudoku_engine::logic::Strategy;
use sudoku_engine::rate::Level;

use crate::variant_request::{self, FormatArg, Output, VariantArg, VariantCliError};
use sudoku_engine::generate::variant::VariantFormat;

/// What can go wrong while generating.
#[derive(Debug)]
pub enum GenerateCliError {
    Usage(String),
    Generate(GenerateError),
    Write(std::io::Error),
}

impl fmt::Display for GenerateCliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateCliError::Usage(message) => write!(f, "{message}"),
            GenerateCliError::Generate(e) => write!(f, "{e}"),
            GenerateCliError::Write(e) => write!(f, "cannot write the output: {e}"),
        }
    }
}

impl std::error::Error for GenerateCliError {}

/// The arguments of `sudoku generate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Boxes this wide and high (3x2, 3X2 or 3*2); the board is W*H cells wide [default: 3x3].
    #[arg(long = "box", value_name = "WxH")]
    box_shape: Option<BoxShape>,
    /// standard, x, jigsaw, colour (or color), killer, or a combination like x+jigsaw or
    /// killer+x [default: standard]; or a family of variant constraints, or two, like
    /// thermometer or thermometer+kropki (9x9); or list, for the families and their levels.
    #[arg(long, value_name = "NAME")]
    variant: Option<VariantArg>,
    /// The level: easy, moderate, difficult, stinker, nightmare or obscene [default: easy].
    #[arg(long, value_name = "LEVEL")]
    level: Option<Level>,
    /// Exactly that level, not that level or harder.
    #[arg(long)]
    exact: bool,
    /// The symmetry of the givens [default: rotate180].
    #[arg(long, value_name = "NAME")]
    symmetry: Option<Symmetry>,
    /// Make the puzzles of this phrase (the same phrase, the same puzzles).
    #[arg(long, value_name = "PHRASE")]
    seed: Option<SeedPhrase>,
    /// How many puzzles.
    #[arg(long, value_name = "N", default_value_t = 1)]
    count: u32,
    /// The most attempts per puzzle, per round for --technique [default: the attempt budget of the board].
    #[arg(long, value_name = "N")]
    attempts: Option<u32>,
    /// The seed format: v1 to v6 (SEEDS.md) [default: v6]; for a variant family, how the
    /// puzzle is printed: sudoku (the .sudoku text), fpuzzles (an f-puzzles JSON document
    /// on one line) or sudokupad (a SudokuPad link) [default: sudoku].
    #[arg(long, value_name = "FORMAT")]
    format: Option<FormatArg>,
    /// Stop searching a puzzle after this many milliseconds (only without --seed).
    #[arg(long, value_name = "MS")]
    budget_ms: Option<u64>,
    /// Add the columns of `sudoku rate` to each puzzle line.
    #[arg(long)]
    rate: bool,
    /// Make puzzles whose hardest step is this technique, named as `sudoku rate` prints it.
    #[arg(long, value_name = "NAME")]
    technique: Option<Strategy>,
    /// For a variant family, the version of its seed format (SEEDS.md 7c): variant-v1 makes
    /// what older links make [default: variant-v2].
    #[arg(long, value_name = "VERSION")]
    variant_format: Option<VariantFormat>,
}

/// The parsed command line.
#[derive(Debug, PartialEq)]
struct Options {
    params: GenerateParams,
    seed: Option<SeedPhrase>,
    count: u32,
    budget_ms: Option<u64>,
    rate: bool,
}

fn usage(message: impl Into<String>) -> GenerateCliError {
    GenerateCliError::Usage(message.into())
}

/// The parameters the arguments ask for, from [`GenerateParams::new`]'s defaults.
fn parse(args: &Args) -> Options {
    let defaults = GenerateParams::default();
    let shape = args.box_shape.unwrap_or(defaults.geometry.box_shape());
    let kind = match &args.variant {
        Some(VariantArg::Board(kind)) => *kind,
        _ => VariantKind::default(),
    };
    let geometry = Geometry::new(shape.width, shape.height, kind.with_cages(None, kind.killer.then(Vec::new)));
    let level = args.level.unwrap_or(defaults.min_level);
    let mut params = match args.technique {
        Some(technique) => GenerateParams::for_technique(geometry, kind.jigsaw, technique),
        None => GenerateParams::new(geometry, kind.jigsaw, level, args.exact),
    };
    params.symmetry = args.symmetry.unwrap_or(params.symmetry);
    if let Some(FormatArg::Seed(format)) = args.format {
        params.format = format;
    }
    params.max_attempts = args.attempts.unwrap_or(params.max_attempts);
    Options { params, seed: args.seed.clone(), count: args.count, budget_ms: args.budget_ms, rate: args.rate }
}

/// Runs `sudoku generate` with the arguments after the subcommand.
pub fn run(args: &Args) -> Result<(), GenerateCliError> {
    let options = parse(args);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let output = match args.format {
        Some(FormatArg::Output(output)) => Some(output),
        _ => None,
    };
    match &args.variant {
        Some(VariantArg::List) => return variant_request::list(&mut out).map_err(GenerateCliError::Write),
        Some(VariantArg::Families(_)) => {}
        _ if output.is_some() => {
            return Err(usage("--format sudoku, fpuzzles or sudokupad is for a variant family (--variant thermometer)"))
        }
        _ => {}
    }
    let base = match &options.seed {
        Some(seed) => seed.clone(),
        None => {
            // The platform's secure random source, as the app's fresh phrases.
            let seed = getrandom::u64()
                .map_err(|e| usage(format!("no random source for a seed phrase ({e}): give --seed")))?;
            let entropy = SeedPhrase::new(&format!("{seed:016x}")).map_err(|e| usage(e.to_string()))?;
            let phrase = random_phrase(&mut entropy.rng(0));
            eprintln!("seed: {phrase}");
            phrase
        }
    };
    if let Some(VariantArg::Families(families)) = &args.variant {
        let output = output.unwrap_or(Output::Sudoku);
        let aim = match args.technique {
            Some(step) => variant_request::Aim::Practice(step),
            None => variant_request::Aim::Level(args.level),
        };
        let format = args.variant_format.unwrap_or(VariantFormat::LATEST);
        return variant_request::make(&mut out, (families, format), aim, &base, options.count, output).map_err(|e| {
            match e {
                VariantCliError::Made(message) => GenerateCliError::Usage(message),
                VariantCliError::Write(e) => GenerateCliError::Write(e),
            }
        });
    }
    if args.variant_format.is_some() {
        return Err(usage("--variant-format is for a family of variant constraints: add --variant"));
    }
    if options.seed.is_some() && options.budget_ms.is_some() {
        eprintln!("note: with --seed the time budget is not used, so the output depends on the seed alone");
    }
    for i in 1..=options.count {
        let phrase = base.nth(i);
        let generated = match (options.seed.is_some(), options.budget_ms) {
            (false, Some(ms)) => {
                let start = Instant::now();
                let out_of_time = || start.elapsed().as_millis() >= u128::from(ms);
                let control = Control { out_of_time: Some(&out_of_time), ..Control::default() };
                generate_seeded(&options.params, &phrase, &control)
            }
            _ => generate(&options.params, &phrase),
        }
        .map_err(GenerateCliError::Generate)?;
        report_shortfall(&options.params, &phrase, &generated);
        write_puzzle(&mut out, &generated, options.rate).map_err(GenerateCliError::Write)?;
    }
    Ok(())
}

/// Says on stderr when the level was not reached, and how to make the puzzle again.
fn report_shortfall(params: &GenerateParams, phrase: &SeedPhrase, generated: &Generated) {
    if generated.reached_level {
        return;
    }
    let why = match generated.stop {
        Stop::OutOfTime => "the time ran out",
        Stop::Cancelled => "it was cancelled",
        Stop::AttemptsExhausted | Stop::Reached => "the attempts ran out",
    };
    let wanted = match params.technique {
        Some(technique) => format!("{technique}"),
        None => format!("{}{}", if params.exact { "" } else { "at least " }, params.min_level),
    };
    eprintln!(
        "note: no {wanted} puzzle for seed {phrase:?}: {why} after {} attempt(s); the best was {} (attempt {})",
        generated.attempts, generated.rating.level, generated.attempt
    );
}

/// Writes a puzzle's line (with the columns of `sudoku rate` when asked) and, for jigsaw,
/// its `shapes:` line, for killer its `cages:` and `sums:` lines.
pub(crate) fn write_puzzle(out: &mut impl Write, generated: &Generated, with_rating: bool) -> std::io::Result<()> {
    let puzzle = &generated.puzzle;
    if with_rating {
        let r = &generated.rating;
        let how = if r.needs_guess { "guess" } else { "logic" };
        writeln!(out, "{}\t{}\t{}\t{}\t{how}", to_line(puzzle), r.score, r.level, r.hardest)?;
    } else {
        writeln!(out, "{}", to_line(puzzle))?;
    }
    if let Some(shapes) = shapes_line(puzzle.layout()) {
        writeln!(out, "shapes:{shapes}")?;
    }
    if let Some(cages) = cages_line(puzzle.layout()) {
        writeln!(out, "cages:{cages}")?;
        writeln!(out, "sums:{}", sums_line(puzzle.layout()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use clap::Parser;
    use sudoku_engine::generate::{attempt_budget, SeedFormat};

    use super::*;

    /// `sudoku generate` alone on a command line.
    #[derive(Debug, Parser)]
    struct Generate {
        #[command(flatten)]
        args: Args,
    }

    fn parse_words<'a>(words: impl IntoIterator<Item = &'a str>) -> Result<Options, clap::Error> {
        let generate = Generate::try_parse_from(std::iter::once("generate").chain(words))?;
        Ok(parse(&generate.args))
    }

    fn args(text: &str) -> Result<Options, clap::Error> {
        parse_words(text.split_whitespace())
    }

    #[test]
    fn options_are_read() {
        let o =
            args("--box 3x2 --variant x+jigsaw --level stinker --exact --symmetry none --seed tea --count 3 --rate")
                .unwrap();
        assert_eq!((o.params.geometry.box_width, o.params.geometry.box_height), (3, 2));
        assert!(o.params.geometry.variant.diagonals && o.params.jigsaw);
        assert_eq!(o.params.min_level, Level::Stinker);
        assert!(o.params.exact && o.rate);
        assert_eq!(o.params.symmetry, Symmetry::None);
        assert_eq!(o.seed, Some(SeedPhrase::new("tea").unwrap()));
        assert_eq!(o.count, 3);
        assert_eq!(o.params.max_attempts, attempt_budget(6));
        let v1 = args("--format v1 --attempts 7").unwrap();
        assert_eq!((v1.params.format, v1.params.max_attempts), (SeedFormat::V1, 7));
        let defaults = args("").unwrap();
        assert_eq!(defaults.params, GenerateParams::default());
        assert_eq!((defaults.seed, defaults.count, defaults.budget_ms, defaults.rate), (None, 1, None, false));
        let timed = args("--box 3*2 --variant color --budget-ms 250").unwrap();
        assert_eq!(timed.params.geometry.box_shape(), BoxShape { width: 3, height: 2 });
        assert!(timed.params.geometry.variant.colour);
        assert_eq!(timed.budget_ms, Some(250));
    }

    #[test]
    fn bad_options_are_usage_errors() {
        for bad in
            ["--box 3", "--level hard", "--count", "--count x", "--frobnicate", "--symmetry spiral", "--format v9"]
        {
            assert!(args(bad).is_err(), "{bad}");
        }
        assert!(parse_words(["--seed", "  "]).is_err(), "a blank phrase");
    }

    #[test]
    fn jigsaw_output_has_a_shapes_line_and_rating_columns() {
        let params = GenerateParams { jigsaw: true, ..GenerateParams::standard(3, 2) };
        let generated = generate(&params, &SeedPhrase::new("cli").unwrap()).unwrap();
        let mut out = Vec::new();
        write_puzzle(&mut out, &generated, true).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].split('\t').count(), 5);
        assert!(lines[1].starts_with("shapes:") && lines[1].len() == "shapes:".len() + 36);
    }
}
