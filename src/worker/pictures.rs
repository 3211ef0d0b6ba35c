//! Pictures drawn in the worker, where the engine's SVG renderer lives (the page only
//! downloads or shows what comes back): a player's board, a step of the computer's
//! solution, and the puzzles of a printed batch with their answers.

use serde::{Deserialize, Serialize};
use sudoku_engine::game::Board;
use sudoku_engine::generate::{Generated, SeedPhrase};
use sudoku_engine::logic::solve_logically;
use sudoku_engine::render::{BoardImage, Show};
use sudoku_engine::{Level, Puzzle};

/// Which board to draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PictureRequest {
    /// The player's board, with the marks and colours `show` asks for.
    Board { puzzle: Puzzle, board: Board, show: Show },
    /// Step `step` (from 0) of the computer's logical solution of `puzzle`: the position
    /// before it, with its cells, placements and removals.
    Step { puzzle: Puzzle, step: usize },
}

/// One puzzle of a printed batch: its number (from 1), the phrase that makes it, its
/// level, and the puzzle and its answer as SVG.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PrintedPuzzle {
    pub number: u32,
    pub phrase: String,
    pub level: Level,
    pub puzzle_svg: String,
    pub answer_svg: String,
}

/// The SVG of `request`, or why there is none.
pub fn draw(request: &PictureRequest) -> Result<String, String> {
    match request {
        PictureRequest::Board { puzzle, board, show } => {
            if board.len() != puzzle.layout().cell_count() {
                return Err("the board does not fit the puzzle".into());
            }
            Ok(BoardImage::of_board(puzzle, board, *show).svg())
        }
        PictureRequest::Step { puzzle, step } => {
            let solution = solve_logically(puzzle);
            let deduction =
                solution.steps.get(*step).ok_or_else(|| format!("the solution has no step {}", step + 1))?;
            let grid = solution.position_before(puzzle, *step);
            let title = format!("Step {}: {}", step + 1, deduction.explanation);
            Ok(BoardImage::of_position(puzzle, &grid, Some(deduction)).titled(title).svg())
        }
    }
}

/// Puzzle `number` of the batch made with `phrase` (the puzzle `sudoku generate --seed
/// PHRASE --count N` writes in that place), `made` by the worker, ready to print.
pub fn printed(made: &Generated, phrase: &str, number: u32) -> PrintedPuzzle {
    let level = made.rating.level;
    let title = format!("Puzzle {number}, {}", level.name());
    PrintedPuzzle {
        number,
        phrase: SeedPhrase::new(phrase).map(|p| p.nth(number).to_string()).unwrap_or_default(),
        level,
        puzzle_svg: BoardImage::of_puzzle(&made.puzzle).titled(title).svg(),
        answer_svg: BoardImage::of_solution(&made.puzzle, &made.solution)
            .titled(format!("Answer to puzzle {number}"))
            .svg(),
    }
}

#[cfg(test)]
mod tests {
    use sudoku_engine::format::parse_puzzle;
    use sudoku_engine::generate::{generate, GenerateParams};

    use super::*;
    use crate::worker::engine_worker::run;
    use crate::worker::{Job, JobResult};

    #[test]
    fn a_batch_puzzle_is_the_one_the_phrase_makes_in_that_place() {
        let params = GenerateParams::standard(2, 2);
        let job = Job::PrintPuzzle { params: params.to_string(), phrase: "printed".into(), number: 2 };
        let JobResult::Printed(Ok(printed)) = run(&job, &|_| {}) else { panic!("a printed puzzle") };
        let phrase = SeedPhrase::new("printed #2").expect("valid");
        let made = generate(&params, &phrase).expect("generates");
        assert_eq!(
            printed.puzzle_svg,
            BoardImage::of_puzzle(&made.puzzle).titled(format!("Puzzle 2, {}", made.rating.level.name())).svg()
        );
        assert_eq!(printed.phrase, "printed #2");
        assert!(printed.answer_svg.matches("<text").count() == 16);
        assert_eq!(run(&job, &|_| {}), JobResult::Printed(Ok(printed)));
    }

    #[test]
    fn a_step_picture_names_its_step_and_a_missing_step_is_an_error() {
        let puzzle = parse_puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
            .expect("valid");
        let svg = draw(&PictureRequest::Step { puzzle: puzzle.clone(), step: 0 }).expect("draws");
        assert!(svg.contains("<title>Step 1: "), "{svg}");
        assert_eq!(draw(&PictureRequest::Step { puzzle, step: 500 }), Err("the solution has no step 501".into()));
    }
}
