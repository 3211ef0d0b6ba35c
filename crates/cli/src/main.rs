//! `sudoku`: the engine on the command line.
//!
//! Each subcommand is a module with `run(&[String]) -> Result<(), E>`; registering one is
//! one line in [`COMMANDS`]. Exit status: 0 on success, 1 when some input lines were not
//! puzzles (each is reported where its answer would be), 2 on unreadable input or bad
//! arguments (with a message on stderr).

mod batch;
mod check;
mod count;
mod error;
mod explain;
mod generate;
mod input;
mod rate;
mod solve;

use std::process::ExitCode;

use error::CliError;

/// A subcommand: its arguments (after the name) to a result.
type Run = fn(&[String]) -> Result<(), Box<dyn std::error::Error>>;

/// Every subcommand: name, one-line usage, entry point.
const COMMANDS: &[(&str, &str, Run)] = &[
    (
        "solve",
        "solve [--box WxH] [--file-format] [--budget-ms MS] [FILE...]   first solution of each puzzle, NONE, or TIMEOUT",
        |a| Ok(solve::run(a)?),
    ),
    (
        "count",
        "count [--limit K] [--box WxH] [--file-format] [--budget-ms MS] [FILE...]   solutions, capped at K (2), or unknown",
        |a| Ok(count::run(a)?),
    ),
    (
        "check",
        "check [--box WxH] [--file-format] [--budget-ms MS] [FILE...]   valid unique | valid multiple | no-solution | unknown",
        |a| Ok(check::run(a)?),
    ),
    ("rate", "rate [FILE...]   score and level of each puzzle", |a| Ok(rate::run(a)?)),
    ("explain", "explain PUZZLE|FILE [--svg DIR]   the logical solution step by step", |a| Ok(explain::run(a)?)),
    (
        "generate",
        "generate [--box WxH] [--variant standard|x|jigsaw|colour] [--level LEVEL] [--exact] [--symmetry NAME] \
         [--seed PHRASE] [--count N] [--attempts N] [--budget-ms MS] [--rate]   new unique puzzles",
        |a| Ok(generate::run(a)?),
    ),
];

fn usage() -> String {
    let mut text = String::from("usage: sudoku COMMAND [ARGS]\n\nPuzzles are read one per line ('#' and blank lines skipped) from the files, or stdin.\n\n");
    for (_, line, _) in COMMANDS {
        text.push_str("  sudoku ");
        text.push_str(line);
        text.push('\n');
    }
    text
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(name) = args.first() else {
        eprint!("{}", usage());
        return ExitCode::from(2);
    };
    if name == "-h" || name == "--help" || name == "help" {
        print!("{}", usage());
        return ExitCode::SUCCESS;
    }
    let Some((_, _, run)) = COMMANDS.iter().find(|(n, _, _)| n == name) else {
        eprintln!("sudoku: unknown command {name:?}\n");
        eprint!("{}", usage());
        return ExitCode::from(2);
    };
    match run(&args[1..]) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let code = e.downcast_ref::<CliError>().map_or(2, CliError::exit_code);
            eprintln!("sudoku {name}: {e}");
            ExitCode::from(code)
        }
    }
}
