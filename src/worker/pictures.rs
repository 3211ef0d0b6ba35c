//! Images drawn in the worker with the engine's SVG renderer: the player's board and a
//! step of the computer's solution. The page gets the finished SVG text and only
//! downloads it (or turns it into a PNG).

use serde::{Deserialize, Serialize};
use sudoku_engine::game::Board;
use sudoku_engine::logic::solve_logically;
use sudoku_engine::render::{BoardImage, Show};
use sudoku_engine::Puzzle;
use thiserror::Error;

/// Which board to draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Picture {
    /// The player's board, with the marks and colours `show` asks for.
    Board { puzzle: Puzzle, board: Board, show: Show },
    /// Step `step` (from 0) of the computer's logical solution of `puzzle`: the position
    /// before it, with its cells, placements and removals.
    Step { puzzle: Puzzle, step: usize },
}

/// Why there is no picture.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DrawError {
    #[error("the board has {board} cells but the puzzle {puzzle}")]
    BoardMismatch { board: usize, puzzle: usize },
    #[error("the computer's solution has no step {0}")]
    NoStep(usize),
}

/// The SVG document of `picture`.
pub fn draw(picture: &Picture) -> Result<String, DrawError> {
    match picture {
        Picture::Board { puzzle, board, show } => {
            let cells = puzzle.layout().cell_count();
            if board.len() != cells {
                return Err(DrawError::BoardMismatch { board: board.len(), puzzle: cells });
            }
            Ok(BoardImage::of_board(puzzle, board, *show).svg())
        }
        Picture::Step { puzzle, step } => {
            let solution = solve_logically(puzzle);
            let deduction = solution.steps.get(*step).ok_or(DrawError::NoStep(step + 1))?;
            let grid = solution.position_before(puzzle, *step);
            let title = format!("Step {}: {}", step + 1, deduction.explanation);
            Ok(BoardImage::of_position(puzzle, &grid, Some(deduction)).titled(title).svg())
        }
    }
}

#[cfg(test)]
mod tests {
    use sudoku_engine::format::parse_puzzle;
    use sudoku_engine::game::{Colour, Game, Move, Rules};
    use sudoku_engine::Digit;

    use super::*;
    use crate::worker::engine_worker::run;
    use crate::worker::{Job, JobResult};

    const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn texts(svg: &str) -> usize {
        svg.matches("<text").count()
    }

    #[test]
    fn a_board_picture_has_marks_and_colours_only_when_asked() {
        let puzzle = parse_puzzle(CLASSIC).expect("valid");
        let givens = puzzle.givens().iter().flatten().count();
        let mut game = Game::new(puzzle.clone());
        let cells: Vec<_> = puzzle.layout().cells().filter(|&c| puzzle.given(c).is_none()).take(3).collect();
        let (digit, colour) = (Digit::new(4).expect("a digit"), Colour::new(3).expect("a colour"));
        let rules = Rules::default();
        game.play(&Move::Place { cell: cells[0], digit }, &rules).expect("legal");
        game.play(&Move::ToggleCorner { cell: cells[1], digit }, &rules).expect("legal");
        game.play(&Move::Paint { cell: cells[2], colour }, &rules).expect("legal");
        let board = game.board().clone();
        let all = Show { marks: true, colours: true };
        let full = draw(&Picture::Board { puzzle: puzzle.clone(), board: board.clone(), show: all }).expect("draws");
        let plain = draw(&Picture::Board { puzzle: puzzle.clone(), board: board.clone(), show: Show::default() })
            .expect("draws");
        assert_eq!(texts(&full), givens + 2, "{full}");
        assert_eq!(texts(&plain), givens + 1, "{plain}");
        assert!(full.contains("#fff07a") && !plain.contains("#fff07a"), "the third colour only when asked");
        assert_eq!(full, BoardImage::of_board(&puzzle, &board, all).svg());
    }

    #[test]
    fn a_board_of_another_size_is_refused() {
        let puzzle = parse_puzzle(CLASSIC).expect("valid");
        let small = parse_puzzle("1...............").expect("valid 4x4");
        let board = Game::new(small).board().clone();
        let refused = draw(&Picture::Board { puzzle, board, show: Show::default() });
        assert_eq!(refused, Err(DrawError::BoardMismatch { board: 16, puzzle: 81 }));
    }

    #[test]
    fn a_step_picture_shows_the_position_before_it_and_a_missing_step_is_an_error() {
        let puzzle = parse_puzzle(CLASSIC).expect("valid");
        let job = Job::Picture(Box::new(Picture::Step { puzzle: puzzle.clone(), step: 2 }));
        let JobResult::Drawn(Ok(svg)) = run(&job, &|_| {}) else { panic!("a picture") };
        let solution = solve_logically(&puzzle);
        let expected = BoardImage::of_position(&puzzle, &solution.position_before(&puzzle, 2), solution.steps.get(2));
        assert!(svg.contains("<title>Step 3: "), "{svg}");
        assert_eq!(texts(&svg), texts(&expected.svg()));
        assert!(texts(&svg) > 81, "candidates of the empty cells are drawn");
        let missing = Job::Picture(Box::new(Picture::Step { puzzle, step: 500 }));
        assert_eq!(run(&missing, &|_| {}), JobResult::Drawn(Err("the computer's solution has no step 501".into())));
    }
}
