//! `sudoku explain PUZZLE [--svg DIR]`: the computer's logical solution step by step
//! (PUZZLE: a line, a grid or a .sudoku file, or an f-puzzles document or link),
//! the utilized strategies (the layout of "Solve Sudokus like a human", with counts) and the solved grid;
//! `--svg DIR` also writes one SVG per step and `final.svg`.

use std::fmt;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use sudoku_engine::format::{looks_like_fpuzzles, parse_fpuzzles, parse_puzzle, to_grid_text, FpuzzlesError};
use sudoku_engine::logic::{solve_logically, LogicalSolution};
use sudoku_engine::render::BoardImage;
use sudoku_engine::{Grid, ParseError, Puzzle};

use crate::lines::read_bounded;

/// The arguments of `sudoku explain`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The puzzle: its line or grid text, an f-puzzles document or link, or a file holding one.
    #[arg(value_name = "PUZZLE|FILE")]
    puzzle: String,
    /// Also write one SVG per step, and final.svg, into this folder.
    #[arg(long, value_name = "DIR")]
    svg: Option<PathBuf>,
}

/// What can go wrong while explaining.
#[derive(Debug)]
pub enum ExplainError {
    Read { file: String, source: std::io::Error },
    Parse(ParseError),
    Fpuzzles(FpuzzlesError),
    Write { path: PathBuf, source: std::io::Error },
}

impl fmt::Display for ExplainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExplainError::Read { file, source } => write!(f, "cannot read {file}: {source}"),
            ExplainError::Parse(e) => write!(f, "not a puzzle: {e}"),
            ExplainError::Fpuzzles(e) => write!(f, "not an f-puzzles document: {e}"),
            ExplainError::Write { path, source } => write!(f, "cannot write {}: {source}", path.display()),
        }
    }
}

impl std::error::Error for ExplainError {}

/// Runs `sudoku explain` with the arguments after the subcommand.
pub fn run(args: &Args) -> Result<(), ExplainError> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let solution = solve_logically(&puzzle);
    print!("{}", report(&puzzle, &solution));
    if let Some(dir) = &args.svg {
        write_svgs(&puzzle, &solution, dir)?;
    }
    Ok(())
}

/// The puzzle an argument gives: its line or grid text, or a file holding it.
pub(crate) fn read_puzzle(arg: &str) -> Result<Puzzle, ExplainError> {
    let text = if Path::new(arg).is_file() {
        let unreadable = |source| ExplainError::Read { file: arg.to_string(), source };
        let file = std::fs::File::open(arg).map_err(unreadable)?;
        read_bounded(file).map_err(unreadable)?
    } else {
        arg.to_string()
    };
    let puzzle = if looks_like_fpuzzles(&text) {
        parse_fpuzzles(text.trim()).map_err(ExplainError::Fpuzzles)?
    } else {
        parse_puzzle(&text).map_err(ExplainError::Parse)?
    };
    Ok(puzzle)
}

/// The step log, the utilized strategies and the final grid, as printed.
pub fn report(puzzle: &Puzzle, solution: &LogicalSolution) -> String {
    let mut out = String::new();
    for (i, step) in solution.steps.iter().enumerate() {
        let _ = writeln!(out, "{:>3}. {step}", i + 1);
    }
    let _ = writeln!(out, "\nUtilized strategies:");
    for &(strategy, count) in &solution.utilized {
        if count > 0 {
            let _ = writeln!(out, "  X {strategy} ({count})");
        } else {
            let _ = writeln!(out, "  - {strategy} (not used)");
        }
    }
    let status = if !solution.solved {
        "not solved"
    } else if solution.needs_guess {
        "solved with brute force"
    } else {
        "solved by logic"
    };
    let _ = writeln!(out, "\n{status}:");
    let final_puzzle = Puzzle::new(puzzle.layout().clone(), solution.values.clone());
    match final_puzzle {
        Ok(p) => out.push_str(&to_grid_text(&p)),
        Err(e) => {
            let _ = writeln!(out, "(the final grid is inconsistent: {e})");
        }
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}

fn write_svgs(puzzle: &Puzzle, solution: &LogicalSolution, dir: &Path) -> Result<(), ExplainError> {
    let write = |name: String, body: String| {
        let path = dir.join(name);
        std::fs::write(&path, body).map_err(|source| ExplainError::Write { path, source })
    };
    std::fs::create_dir_all(dir).map_err(|source| ExplainError::Write { path: dir.to_path_buf(), source })?;
    let layout = puzzle.layout();
    let mut grid = Grid::from_puzzle(puzzle);
    for (i, step) in solution.steps.iter().enumerate() {
        let image = BoardImage::of_position(puzzle, &grid, Some(step)).titled(format!("Step {}: {step}", i + 1));
        write(format!("step-{:03}.svg", i + 1), image.svg())?;
        step.apply(layout, &mut grid);
    }
    write("final.svg".to_string(), BoardImage::of_position(puzzle, &grid, None).svg())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_lists_steps_strategies_and_grid() {
        let puzzle = parse_puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
            .expect("valid puzzle");
        let solution = solve_logically(&puzzle);
        let text = report(&puzzle, &solution);
        assert!(text.contains("\nUtilized strategies:\n"));
        assert!(text.contains("  X Hidden Single ("), "{text}");
        assert!(text.contains("  - Brute Force (not used)") || text.contains("  X Brute Force ("));
        assert!(text.starts_with("  1. "));
    }

    #[test]
    fn svg_writes_a_picture_per_step_and_the_final_grid() {
        let puzzle = parse_puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
            .expect("valid puzzle");
        let solution = solve_logically(&puzzle);
        let dir = std::env::temp_dir().join(format!("sudoku-explain-svg-{}", std::process::id()));
        write_svgs(&puzzle, &solution, &dir).expect("writes");
        let first = std::fs::read_to_string(dir.join("step-001.svg")).expect("the first step");
        assert!(first.starts_with("<svg") && first.trim_end().ends_with("</svg>"));
        assert!(first.contains("<title>Step 1: "), "{first}");
        assert!(first.contains("#d6f5d6") || first.contains("#ffd9a8"), "the step's cells are shaded");
        let last = format!("step-{:03}.svg", solution.steps.len());
        assert!(dir.join(last).is_file() && dir.join("final.svg").is_file());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
