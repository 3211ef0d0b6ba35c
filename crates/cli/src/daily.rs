//! `sudoku daily DATE [--rate]`: the daily puzzle of a calendar date (YYYY-MM-DD), the
//! same line as `sudoku generate --seed "daily DATE" --level L --exact --format v2`, where
//! L follows the weekday (SEEDS.md, "The daily puzzle").

use sudoku_engine::daily::DailyDate;
use sudoku_engine::generate::{generate, SeedPhrase};

use crate::generate::{write_puzzle, GenerateCliError};

/// The arguments of `sudoku daily`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The local calendar date, YYYY-MM-DD.
    #[arg(value_name = "DATE")]
    date: DailyDate,
    /// Add the columns of `sudoku rate` to the puzzle line.
    #[arg(long)]
    rate: bool,
}

/// Runs `sudoku daily`.
pub fn run(args: &Args) -> Result<(), GenerateCliError> {
    let phrase = SeedPhrase::new(&args.date.phrase()).map_err(|e| GenerateCliError::Usage(e.to_string()))?;
    let generated = generate(&args.date.params(), &phrase).map_err(GenerateCliError::Generate)?;
    write_puzzle(&mut std::io::stdout().lock(), &generated, args.rate).map_err(GenerateCliError::Write)
}
