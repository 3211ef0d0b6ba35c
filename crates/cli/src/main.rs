//! `sudoku`: the engine on the command line.
//!
//! The command line is declared with clap: [`Cli`] names the subcommands, each module
//! declares its own arguments (`Args`) and runs them. Exit status: 0 on success (and for
//! `--help` and `--version`), 1 when some input lines were not puzzles (each is reported
//! where its answer would be), 2 on unreadable input or bad arguments (with a message on
//! stderr).

mod batch;
mod check;
mod convert;
mod count;
mod daily;
mod error;
mod explain;
mod generate;
mod input;
mod lines;
mod rate;
mod solve;
mod steps;
mod variant_request;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use error::CliError;

/// Solve, count, check, rate, explain and generate Sudoku puzzles of any size and variant.
///
/// Puzzles are read one per line ('#' and blank lines skipped) from the files, or from
/// stdin when no file is given.
#[derive(Debug, Parser)]
#[command(name = "sudoku", version, arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// The first solution of each puzzle, NONE, or TIMEOUT when the time budget ran out.
    Solve(solve::Args),
    /// The number of solutions of each puzzle, capped at the limit, or unknown.
    Count(count::Args),
    /// For each puzzle: valid unique, valid multiple, no-solution, unknown, or the error.
    Check(check::Args),
    /// The score and level of each puzzle, with its hardest strategy.
    Rate(rate::Args),
    /// The logical solution of one puzzle, step by step.
    Explain(explain::Args),
    /// New puzzles with a unique solution, at a level, from a seed phrase.
    Generate(generate::Args),
    /// The daily puzzle of a date (YYYY-MM-DD), the same for everyone.
    Daily(daily::Args),
    /// Every logical step available in a puzzle now: difficulty, technique, effects.
    Steps(steps::Args),
    /// Each puzzle in another format: .sudoku text, f-puzzles JSON, a SudokuPad link, a share link.
    Convert(convert::Args),
}

impl Command {
    fn name(&self) -> &'static str {
        match self {
            Command::Solve(_) => "solve",
            Command::Count(_) => "count",
            Command::Check(_) => "check",
            Command::Rate(_) => "rate",
            Command::Explain(_) => "explain",
            Command::Generate(_) => "generate",
            Command::Daily(_) => "daily",
            Command::Steps(_) => "steps",
            Command::Convert(_) => "convert",
        }
    }

    fn run(self) -> Result<(), Box<dyn std::error::Error>> {
        match self {
            Command::Solve(args) => Ok(solve::run(&args)?),
            Command::Count(args) => Ok(count::run(&args)?),
            Command::Check(args) => Ok(check::run(&args)?),
            Command::Rate(args) => Ok(rate::run(&args)?),
            Command::Explain(args) => Ok(explain::run(&args)?),
            Command::Generate(args) => Ok(generate::run(&args)?),
            Command::Daily(args) => Ok(daily::run(&args)?),
            Command::Steps(args) => Ok(steps::run(&args)?),
            Command::Convert(args) => Ok(convert::run(&args)?),
        }
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with status 0; usage errors to stderr with 2.
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    let name = cli.command.name();
    match cli.command.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let code = e.downcast_ref::<CliError>().map_or(2, CliError::exit_code);
            eprintln!("sudoku {name}: {e}");
            ExitCode::from(code)
        }
    }
}
