//! `sudoku generate [--box WxH] [--variant standard|x|jigsaw|colour] [--level LEVEL] [--exact]
//! [--symmetry NAME] [--seed PHRASE] [--count N] [--attempts N] [--budget-ms MS] [--rate]
//! [--format v1|v2]`
//!
//! `--level L --exact` makes exactly L; `--level L` alone makes L or harder. The parameters
//! start from `GenerateParams::new` (the app's too): seed format v2 and the one attempt
//! budget of the board, unless `--attempts` or `--format v1` say otherwise.
//!
//! Prints one puzzle per line (the one-line form), followed for jigsaw by a line
//! `shapes:<map>`; with `--rate`, the puzzle line carries the columns of `sudoku rate`
//! (`puzzle<TAB>score<TAB>level<TAB>hardest<TAB>logic|guess`).
//!
//! With `--seed`, puzzle `i` of `--count N` (from 1) uses the phrase itself for `i = 1`
//! and `"PHRASE #i"` after (SEEDS.md), and the output depends on nothing else: the time
//! budget is not used. Without `--seed`, a random phrase is drawn and reported on stderr
//! (`seed: ...`), so any puzzle printed can be made again.

use std::fmt;
use std::io::Write;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use sudoku_engine::format::{shapes_line, to_line};
use sudoku_engine::generate::{
    attempt_budget, generate, generate_seeded, random_phrase, Control, GenerateError, GenerateParams, Generated,
    SeedPhrase, Stop,
};
use sudoku_engine::geometry::{BadBoxShape, BoxShape, UnknownVariant, VariantKind};
use sudoku_engine::rate::Level;

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

fn parse(args: &[String]) -> Result<Options, GenerateCliError> {
    let mut options = Options { params: GenerateParams::default(), seed: None, count: 1, budget_ms: None, rate: false };
    let mut attempts = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().cloned().ok_or_else(|| usage(format!("{name} needs a value")));
        match arg.as_str() {
            "--box" => {
                let shape: BoxShape = value("--box")?.parse().map_err(|e: BadBoxShape| usage(e.to_string()))?;
                options.params.geometry.box_width = shape.width;
                options.params.geometry.box_height = shape.height;
            }
            "--variant" => {
                let kind: VariantKind =
                    value("--variant")?.parse().map_err(|e: UnknownVariant| usage(e.to_string()))?;
                options.params.geometry.variant = kind.with_regions(None);
                options.params.jigsaw = kind.jigsaw;
            }
            "--level" => {
                options.params.min_level = value("--level")?.parse::<Level>().map_err(|e| usage(e.to_string()))?;
            }
            "--exact" => options.params.exact = true,
            "--symmetry" => {
                options.params.symmetry = value("--symmetry")?.parse().map_err(|e| usage(format!("{e}")))?;
            }
            "--seed" => options.seed = Some(SeedPhrase::new(&value("--seed")?).map_err(|e| usage(e.to_string()))?),
            "--count" => options.count = number(&value("--count")?, "--count")?,
            "--attempts" => attempts = Some(number(&value("--attempts")?, "--attempts")?),
            "--format" => {
                options.params.format =
                    value("--format")?.parse().map_err(|e: String| usage(format!("--format: {e}")))?
            }
            "--budget-ms" => options.budget_ms = Some(number(&value("--budget-ms")?, "--budget-ms")?),
            "--rate" => options.rate = true,
            other => return Err(usage(format!("unknown option {other:?}"))),
        }
    }
    options.params.max_attempts = attempts.unwrap_or_else(|| attempt_budget(options.params.geometry.size()));
    Ok(options)
}

fn number<T: std::str::FromStr>(text: &str, name: &str) -> Result<T, GenerateCliError> {
    text.trim().parse().map_err(|_| usage(format!("{name} needs a whole number, not {text:?}")))
}

/// Runs `sudoku generate` with the arguments after the subcommand.
pub fn run(args: &[String]) -> Result<(), GenerateCliError> {
    let options = parse(args)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let base = match &options.seed {
        Some(seed) => seed.clone(),
        None => {
            let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
            let entropy = SeedPhrase::new(&nanos.to_string()).map_err(|e| usage(e.to_string()))?;
            let phrase = random_phrase(&mut entropy.rng(0));
            eprintln!("seed: {phrase}");
            phrase
        }
    };
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
    eprintln!(
        "note: no {}{} puzzle for seed {phrase:?}: {why} after {} attempt(s); the best was {} (attempt {})",
        if params.exact { "" } else { "at least " },
        params.min_level,
        generated.attempts,
        generated.rating.level,
        generated.attempt
    );
}

fn write_puzzle(out: &mut impl Write, generated: &Generated, with_rating: bool) -> std::io::Result<()> {
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
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::generate::Symmetry;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn options_are_read() {
        let o = parse(&args(
            "--box 3x2 --variant x+jigsaw --level stinker --exact --symmetry none --seed tea --count 3 --rate",
        ))
        .unwrap();
        assert_eq!((o.params.geometry.box_width, o.params.geometry.box_height), (3, 2));
        assert!(o.params.geometry.variant.diagonals && o.params.jigsaw);
        assert_eq!(o.params.min_level, Level::Stinker);
        assert!(o.params.exact && o.rate);
        assert_eq!(o.params.symmetry, Symmetry::None);
        assert_eq!(o.seed, Some(SeedPhrase::new("tea").unwrap()));
        assert_eq!(o.count, 3);
        assert_eq!(o.params.max_attempts, attempt_budget(6));
        let v1 = parse(&args("--format v1 --attempts 7")).unwrap();
        assert_eq!((v1.params.format, v1.params.max_attempts), (sudoku_engine::generate::SeedFormat::V1, 7));
    }

    #[test]
    fn bad_options_are_usage_errors() {
        for bad in
            ["--box 3", "--level hard", "--count", "--count x", "--frobnicate", "--symmetry spiral", "--format v9"]
        {
            assert!(matches!(parse(&args(bad)), Err(GenerateCliError::Usage(_))), "{bad}");
        }
        assert!(matches!(parse(&[String::from("--seed"), String::from("  ")]), Err(GenerateCliError::Usage(_))));
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
