//! `sudoku steps PUZZLE`: every logical step available from the puzzle's givens, one per
//! line, `difficulty<TAB>technique<TAB>effects`, grouped by technique, easiest first
//! (`sudoku_engine::logic::all_steps`). Effects are space-separated: `r1c2=5` places 5
//! in row 1, column 2; `r3c4<>7` removes the candidate 7 from row 3, column 4. Rows and
//! columns count from 1 and digits are written in the board's symbols; the fields are
//! separated by a tab, as in `1.2<TAB>Hidden Single<TAB>r1c6=8` and
//! `2.6<TAB>Pointing<TAB>r4c1<>3 r4c2<>3`.

use std::io::Write;

use sudoku_engine::logic::{Deduction, HintQuery};
use sudoku_engine::{solve, Cell, Digit, Layout, Puzzle};

use crate::explain::{read_puzzle, ExplainError};

/// The arguments of `sudoku steps`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The puzzle: its line or grid text, or a file holding it.
    #[arg(value_name = "PUZZLE|FILE")]
    puzzle: String,
}

/// Runs `sudoku steps` with the arguments after the subcommand.
pub fn run(args: &Args) -> Result<(), ExplainError> {
    let puzzle = read_puzzle(&args.puzzle)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in step_lines(&puzzle) {
        writeln!(out, "{line}").map_err(|source| ExplainError::Write { path: "standard output".into(), source })?;
    }
    Ok(())
}

/// The lines `sudoku steps` prints for `puzzle` (none when it is solved or broken).
pub fn step_lines(puzzle: &Puzzle) -> Vec<String> {
    let found = solve::count_solutions(puzzle, 2);
    let solution = found.is_unique().then(|| found.solutions.into_iter().next()).flatten();
    let query = HintQuery { puzzle: puzzle.clone(), values: puzzle.givens().to_vec(), marks: None, solution };
    // A solved puzzle, or one whose givens clash, has no step to list.
    let steps = query.steps().unwrap_or_default();
    steps.iter().map(|step| step_line(puzzle.layout(), step)).collect()
}

/// `difficulty<TAB>technique<TAB>effects` for one step.
pub fn step_line(layout: &Layout, step: &Deduction) -> String {
    let effect =
        |&(cell, digit): &(Cell, Digit), sign: &str| format!("{}{sign}{}", layout.cell_name(cell), digit.symbol());
    let placements = step.placements.iter().map(|p| effect(p, "="));
    let eliminations = step.eliminations.iter().map(|e| effect(e, "<>"));
    let effects: Vec<String> = placements.chain(eliminations).collect();
    format!("{:.1}\t{}\t{}", f64::from(step.difficulty) / 10.0, step.strategy, effects.join(" "))
}

#[cfg(test)]
mod tests {
    use sudoku_engine::format::parse_puzzle;

    use super::*;

    #[test]
    fn each_line_has_three_fields_and_true_effects() {
        let text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let puzzle = parse_puzzle(text).expect("valid puzzle");
        let lines = step_lines(&puzzle);
        assert!(lines.len() > 3, "{lines:?}");
        let solution = solve::count_solutions(&puzzle, 2).solutions.remove(0);
        for line in &lines {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 3, "{line}");
            assert!(fields[0].parse::<f64>().is_ok(), "{line}");
            for effect in fields[2].split(' ') {
                let (cell, digit, placed) = match effect.split_once("<>") {
                    Some((cell, digit)) => (cell, digit, false),
                    None => effect.split_once('=').map(|(c, d)| (c, d, true)).expect("an effect"),
                };
                let (row, column) = cell[1..].split_once('c').expect("rNcM");
                let index = (row.parse::<usize>().expect("row") - 1) * 9 + column.parse::<usize>().expect("col") - 1;
                let answer = solution[index].get().to_string();
                assert_eq!(answer == digit, placed, "{line}");
            }
        }
    }
}
