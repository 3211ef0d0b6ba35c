//! A game and the logic's hints: what a hint is computed from ([`HintQuery::of`], the
//! player's position as plain data for the logic), and the move that makes a logical
//! step on the player's board ([`step_move`]). The logic knows nothing of games; the game
//! turns its position into the logic's terms here.

use super::{Game, Move};
use crate::digits::Digit;
use crate::logic::{Deduction, HintQuery};

impl HintQuery {
    /// The query for the position of `game`: its puzzle, the player's digits, the centre
    /// marks when the player wrote any, and the solution when it is known.
    pub fn of(game: &Game) -> HintQuery {
        let board = game.board();
        let marks = board.all_centre_marks();
        HintQuery {
            puzzle: game.puzzle().clone(),
            values: board.values().to_vec(),
            marks: marks.iter().any(|m| !m.is_empty()).then(|| marks.to_vec()),
            solution: game.solution().map(<[Digit]>::to_vec),
        }
    }
}

/// The move that makes `step` on a player's board: its placements, and its
/// eliminations taken from the centre marks (a cell without marks first gets its
/// candidates, so the removal shows).
pub fn step_move(step: &Deduction) -> Move {
    Move::Deduction { placements: step.placements.clone(), eliminations: step.eliminations.clone() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::Cell;
    use crate::format::parse_puzzle;
    use crate::game::Rules;
    use crate::grid::Grid;
    use crate::logic::{all_steps, Hint};

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn a_query_takes_the_centre_marks_only_when_the_player_has_some() {
        let puzzle = parse_puzzle(PUZZLE).expect("valid puzzle");
        let solution = crate::solve::count_solutions(&puzzle, 2).solutions.remove(0);
        let mut game = Game::with_solution(puzzle, solution.clone());
        let fresh = HintQuery::of(&game);
        assert_eq!(fresh.marks, None);
        assert!(matches!(fresh.answer(), Hint::Step(_)));
        // A centre mark in r1c3 that leaves out its answer: the hint points at it.
        let cell = Cell::new(2);
        let wrong = Digit::new(if solution[2].get() == 1 { 2 } else { 1 }).expect("digit");
        game.play(&Move::ToggleCentre { cell, digit: wrong }, &Rules::default()).expect("legal");
        let marked = HintQuery::of(&game);
        assert!(marked.marks.is_some());
        assert_eq!(marked.answer(), Hint::MissingCandidates { cells: vec![(cell, solution[2])] });
    }

    #[test]
    fn the_hint_of_a_fresh_game_is_the_first_step_listed() {
        let puzzle = parse_puzzle(PUZZLE).expect("valid puzzle");
        let steps = all_steps(puzzle.layout(), &Grid::from_puzzle(&puzzle), true);
        let Hint::Step(hint) = HintQuery::of(&Game::new(puzzle)).answer() else { panic!("a step") };
        assert_eq!((&steps[0].placements, &steps[0].eliminations), (&hint.placements, &hint.eliminations));
    }

    #[test]
    fn a_step_applies_to_the_game_as_one_move() {
        let puzzle = parse_puzzle(PUZZLE).expect("valid puzzle");
        let solution = crate::solve::count_solutions(&puzzle, 2).solutions.remove(0);
        let mut game = Game::with_solution(puzzle, solution.clone());
        let steps = HintQuery::of(&game).steps().expect("steps");
        let step = steps.iter().find(|d| !d.eliminations.is_empty()).expect("an elimination step");
        game.play(&step_move(step), &Rules::default()).expect("legal");
        for &(cell, digit) in &step.eliminations {
            assert!(!game.board().centre_marks(cell).contains(digit));
        }
        let placing = HintQuery::of(&game).steps().expect("steps").remove(0);
        game.play(&step_move(&placing), &Rules::default()).expect("legal");
        for &(cell, digit) in &placing.placements {
            assert_eq!(game.board().value(cell), Some(digit));
            assert_eq!(solution[cell.index()], digit);
        }
    }
}
