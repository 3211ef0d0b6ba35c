//! `sudoku daily DATE [--rate]`: the daily puzzle of a calendar date (YYYY-MM-DD), the
//! same line as `sudoku generate --seed "daily DATE" --level L --exact --format v2`, where
//! L follows the weekday (SEEDS.md, "The daily puzzle"). With `--variant`, the day's
//! variant puzzle in the .sudoku format: the same as `sudoku generate --variant FAMILY
//! --level L --seed "daily variant DATE"` with the day's family and level.

use sudoku_engine::daily::DailyDate;
use sudoku_engine::generate::{generate, SeedPhrase};

use std::io::Write;

use crate::generate::{write_puzzle, GenerateCliError};
use crate::variant_request::{make, Aim, Output, VariantCliError};

/// The arguments of `sudoku daily`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The local calendar date, YYYY-MM-DD.
    #[arg(value_name = "DATE")]
    date: DailyDate,
    /// Add the columns of `sudoku rate` to the puzzle line.
    #[arg(long, conflicts_with = "variant")]
    rate: bool,
    /// The day's variant puzzle instead, in the .sudoku format (its family and level on
    /// the line before it, after `#`).
    #[arg(long)]
    variant: bool,
}

/// Runs `sudoku daily`.
pub fn run(args: &Args) -> Result<(), GenerateCliError> {
    if args.variant {
        return variant(args.date);
    }
    let phrase = SeedPhrase::new(&args.date.phrase()).map_err(|e| GenerateCliError::Usage(e.to_string()))?;
    let generated = generate(&args.date.params(), &phrase).map_err(GenerateCliError::Generate)?;
    write_puzzle(&mut std::io::stdout().lock(), &generated, args.rate).map_err(GenerateCliError::Write)
}

/// Prints `date`'s variant puzzle, after a comment naming its family and level.
fn variant(date: DailyDate) -> Result<(), GenerateCliError> {
    let day = date.variant();
    let phrase = SeedPhrase::new(&day.phrase()).map_err(|e| GenerateCliError::Usage(e.to_string()))?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "# {} {}, {}", date, day.family.name(), day.level.name()).map_err(GenerateCliError::Write)?;
    make(&mut out, (&day.families(), day.format), Aim::Level(Some(day.level)), &phrase, 1, Output::Sudoku).map_err(
        |e| match e {
            VariantCliError::Made(why) => GenerateCliError::Usage(why),
            VariantCliError::Write(e) => GenerateCliError::Write(e),
        },
    )
}
