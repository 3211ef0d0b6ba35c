//! `sudoku explain PUZZLE [--svg DIR]`: the computer's logical solution step by step,
//! the utilized strategies (the layout of "Solve Sudokus like a human", with counts) and the solved grid;
//! `--svg DIR` also writes one SVG per step and `final.svg`.

use std::fmt;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use sudoku_engine::format::{parse_puzzle, to_grid_text, Alphabet};
use sudoku_engine::logic::{solve_logically, Deduction, LogicalSolution};
use sudoku_engine::{Cell, Grid, Layout, ParseError, Puzzle};

use crate::lines::read_bounded;

/// The arguments of `sudoku explain`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The puzzle: its line or grid text, or a file holding it.
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
    Write { path: PathBuf, source: std::io::Error },
}

impl fmt::Display for ExplainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExplainError::Read { file, source } => write!(f, "cannot read {file}: {source}"),
            ExplainError::Parse(e) => write!(f, "not a puzzle: {e}"),
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
    parse_puzzle(&text).map_err(ExplainError::Parse)
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
        write(format!("step-{:03}.svg", i + 1), svg(layout, puzzle, &grid, Some(step)))?;
        step.apply(layout, &mut grid);
    }
    write("final.svg".to_string(), svg(layout, puzzle, &grid, None))
}

/// One board as SVG: givens in black, solved digits in blue, candidates small; the
/// step's pattern cells yellow, placements green, eliminated candidates red.
pub fn svg(layout: &Layout, puzzle: &Puzzle, grid: &Grid, step: Option<&Deduction>) -> String {
    let n = layout.size();
    let alphabet = Alphabet::default_for(n);
    let cell_px = 40.0;
    let side = cell_px * n as f64;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{w}\" viewBox=\"-2 -2 {w} {w}\" \
         font-family=\"sans-serif\">\n<rect x=\"0\" y=\"0\" width=\"{side}\" height=\"{side}\" fill=\"white\"/>\n",
        w = side + 4.0
    );
    let highlighted = |c: Cell| step.is_some_and(|d| d.cells.contains(&c));
    let placed = |c: Cell| step.is_some_and(|d| d.placements.iter().any(|&(p, _)| p == c));
    let sub = (n as f64).sqrt().ceil() as usize;
    for cell in layout.cells() {
        let (x, y) = (layout.column(cell) as f64 * cell_px, layout.row(cell) as f64 * cell_px);
        let fill = if placed(cell) {
            "#b6f2b6"
        } else if highlighted(cell) {
            "#fff3a0"
        } else {
            "none"
        };
        let _ = writeln!(
            s,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{cell_px}\" height=\"{cell_px}\" fill=\"{fill}\" stroke=\"#999\"/>"
        );
        if let Some(v) = grid.value(cell) {
            let colour = if puzzle.given(cell).is_some() { "black" } else { "#1f4fbf" };
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"22\" text-anchor=\"middle\" fill=\"{colour}\">{}</text>",
                x + cell_px / 2.0,
                y + cell_px * 0.7,
                alphabet.symbol(v)
            );
            continue;
        }
        for digit in grid.candidates(cell).iter() {
            let k = digit.index();
            let (cx, cy) = ((k % sub) as f64, (k / sub) as f64);
            let step_px = cell_px / sub as f64;
            let eliminated = step.is_some_and(|d| d.eliminations.contains(&(cell, digit)));
            let colour = if eliminated { "red" } else { "#555" };
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{colour}\">{}</text>",
                x + (cx + 0.5) * step_px,
                y + (cy + 0.8) * step_px,
                (step_px * 0.8).max(6.0),
                alphabet.symbol(digit)
            );
        }
    }
    // Box (region) borders: a thick line wherever two neighbours lie in different regions.
    for cell in layout.cells() {
        let (r, c) = (layout.row(cell), layout.column(cell));
        let (x, y) = (c as f64 * cell_px, r as f64 * cell_px);
        if c + 1 < n && layout.region(cell) != layout.region(layout.cell(r, c + 1)) {
            let _ = writeln!(
                s,
                "<line x1=\"{0}\" y1=\"{y}\" x2=\"{0}\" y2=\"{1}\" stroke=\"black\" stroke-width=\"3\"/>",
                x + cell_px,
                y + cell_px
            );
        }
        if r + 1 < n && layout.region(cell) != layout.region(layout.cell(r + 1, c)) {
            let _ = writeln!(
                s,
                "<line x1=\"{x}\" y1=\"{0}\" x2=\"{1}\" y2=\"{0}\" stroke=\"black\" stroke-width=\"3\"/>",
                y + cell_px,
                x + cell_px
            );
        }
    }
    let _ = writeln!(s, "<rect x=\"0\" y=\"0\" width=\"{side}\" height=\"{side}\" fill=\"none\" stroke=\"black\" stroke-width=\"3\"/>\n</svg>");
    s
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
        let grid = Grid::from_puzzle(&puzzle);
        let image = svg(puzzle.layout(), &puzzle, &grid, solution.steps.first());
        assert!(image.starts_with("<svg") && image.trim_end().ends_with("</svg>"));
        assert!(image.contains("#fff3a0") || image.contains("#b6f2b6"));
    }
}
