//! Images drawn in the worker with the engine's SVG renderer: the player's board and a
//! step of the computer's solution. The page gets the finished SVG text and only
//! downloads it (or turns it into a PNG).

use serde::{Deserialize, Serialize};
use sudoku_engine::logic::solve_logically;
use sudoku_engine::render::{BoardImage, Show};
use sudoku_engine::Puzzle;
use thiserror::Error;

/// The one part of an exported game file a picture needs. The page writes the file of
/// the current schema, so none of the migrations of "Import game" are needed here (they
/// would cost the worker's wasm some 30 KB).
#[derive(Deserialize)]
struct Exported {
    game: sudoku_engine::game::Game,
}

/// Which board to draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Picture {
    /// The player's board, with marks and colours when asked. `game` is the game's file
    /// as "Export game" writes it (the page already has that code; a typed game here
    /// would add its own copy of the serializing code to the page).
    Board { game: String, marks: bool, colours: bool },
    /// Step `step` (from 0) of the computer's logical solution of `puzzle`: the position
    /// before it, with its cells, placements and removals.
    Step { puzzle: Puzzle, step: usize },
}

/// Why there is no picture.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DrawError {
    #[error("the game cannot be read: {0}")]
    Game(String),
    #[error("the computer's solution has no step {0}")]
    NoStep(usize),
}

/// The SVG document of `picture`.
pub fn draw(picture: &Picture) -> Result<String, DrawError> {
    match picture {
        // The game is checked whole when it is read (the board fits its puzzle).
        Picture::Board { game, marks, colours } => {
            let Exported { game } = serde_json::from_str(game).map_err(|e| DrawError::Game(e.to_string()))?;
            Ok(BoardImage::of_board(game.puzzle(), game.board(), Show { marks: *marks, colours: *colours }).svg())
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
        let file = crate::share::export_game("image", &game).expect("exports");
        let full = draw(&Picture::Board { game: file.clone(), marks: true, colours: true }).expect("draws");
        let plain = draw(&Picture::Board { game: file, marks: false, colours: false }).expect("draws");
        assert_eq!(texts(&full), givens + 2, "{full}");
        assert_eq!(texts(&plain), givens + 1, "{plain}");
        assert!(full.contains("#fff07a") && !plain.contains("#fff07a"), "the third colour only when asked");
        assert_eq!(full, BoardImage::of_board(&puzzle, &board, all).svg());
        let broken = draw(&Picture::Board { game: "{}".into(), marks: true, colours: true });
        assert!(matches!(broken, Err(DrawError::Game(_))), "{broken:?}");
    }

    #[test]
    fn a_step_picture_shows_the_position_before_it_and_a_missing_step_is_an_error() {
        let puzzle = parse_puzzle(CLASSIC).expect("valid");
        let job = Job::Picture(Box::new(Picture::Step { puzzle: puzzle.clone(), step: 2 }));
        let JobResult::Drawn(svg) = run(&job, &|_| {}) else { panic!("a picture") };
        let solution = solve_logically(&puzzle);
        let expected = BoardImage::of_position(&puzzle, &solution.position_before(&puzzle, 2), solution.steps.get(2));
        assert!(svg.contains("<title>Step 3: "), "{svg}");
        assert_eq!(texts(&svg), texts(&expected.svg()));
        assert!(texts(&svg) > 81, "candidates of the empty cells are drawn");
        let missing = Job::Picture(Box::new(Picture::Step { puzzle, step: 500 }));
        assert_eq!(run(&missing, &|_| {}), JobResult::NotDrawn("the computer's solution has no step 501".into()));
    }
}
