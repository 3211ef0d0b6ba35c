//! Images drawn in the worker with the engine's SVG renderer: the player's board and a
//! step of the computer's solution. The page gets the finished SVG text and only
//! downloads it (or turns it into a PNG).

use sudoku_engine::logic::solve_logically;
use sudoku_engine::render::{BoardImage, Show};
use sudoku_protocol::{Picture, PictureError};

/// The SVG document of `picture`.
pub fn draw(picture: &Picture) -> Result<String, PictureError> {
    match picture {
        Picture::Board { game, marks, colours } => {
            Ok(BoardImage::of_board(game.puzzle(), game.board(), Show { marks: *marks, colours: *colours }).svg())
        }
        Picture::Step { puzzle, step } => {
            let solution = solve_logically(puzzle);
            let deduction = solution.steps.get(*step).ok_or(PictureError::NoStep(step + 1))?;
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
    use sudoku_protocol::{Job, JobResult};

    use crate::run;

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
        let full = draw(&Picture::Board { game: game.clone(), marks: true, colours: true }).expect("draws");
        let plain = draw(&Picture::Board { game, marks: false, colours: false }).expect("draws");
        assert_eq!(texts(&full), givens + 2, "{full}");
        assert_eq!(texts(&plain), givens + 1, "{plain}");
        assert!(full.contains("#fff07a") && !plain.contains("#fff07a"), "the third colour only when asked");
        assert_eq!(full, BoardImage::of_board(&puzzle, &board, all).svg());
    }

    #[test]
    fn a_step_picture_shows_the_position_before_it_and_a_missing_step_is_an_error() {
        let puzzle = parse_puzzle(CLASSIC).expect("valid");
        let job = Job::Picture(Box::new(Picture::Step { puzzle: puzzle.clone(), step: 2 }));
        let JobResult::Pictured(Ok(svg)) = run(&job, &|_| {}) else { panic!("a picture") };
        let solution = solve_logically(&puzzle);
        let expected = BoardImage::of_position(&puzzle, &solution.position_before(&puzzle, 2), solution.steps.get(2));
        assert!(svg.contains("<title>Step 3: "), "{svg}");
        assert_eq!(texts(&svg), texts(&expected.svg()));
        assert!(texts(&svg) > 81, "candidates of the empty cells are drawn");
        let missing = Job::Picture(Box::new(Picture::Step { puzzle, step: 500 }));
        let said = run(&missing, &|_| {});
        assert_eq!(said, JobResult::Pictured(Err(PictureError::NoStep(501))));
        assert_eq!(PictureError::NoStep(501).to_string(), "the computer's solution has no step 501");
    }
}
