//! A game and the logic's hints: what a hint is computed from ([`HintQuery::of`], the
//! player's position as plain data for the logic), and the move that makes a logical
//! step on the player's board ([`step_move`]). The logic knows nothing of games; the game
//! turns its position into the logic's terms here, and keeps the order in which hints are
//! counted and recorded: a hint counts when it is shown, and is marked applied only when
//! its step was played.

use super::{Game, HintKind, Move, MoveError, Played, Rules};
use crate::digits::Digit;
use crate::logic::{Deduction, Hint, HintQuery};

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

impl Game {
    /// A hint was shown to the player: it counts, and the review records what it
    /// pointed at, at this point of the path.
    pub fn show_hint(&mut self, hint: &Hint) {
        self.record_hint_of(HintKind::of(hint));
    }

    /// Plays the step of the hint shown last, as one move under `rules`, and notes that the
    /// hint was applied. On an error nothing changes.
    pub fn apply_hint_step(&mut self, step: &Deduction, rules: &Rules) -> Result<Played, MoveError> {
        let played = self.play(&step_move(step), rules)?;
        self.note_hint_applied();
        Ok(played)
    }

    /// Plays a step the player chose from the list of steps: it counts as a hint of its
    /// technique (shown, then applied when the move is legal).
    pub fn take_step(&mut self, step: &Deduction, rules: &Rules) -> Result<Played, MoveError> {
        self.record_hint_of(HintKind::Step(step.strategy));
        self.apply_hint_step(step, rules)
    }
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
    fn a_hint_counts_when_shown_and_is_applied_only_when_its_step_is_played() {
        let puzzle = parse_puzzle(PUZZLE).expect("valid puzzle");
        let solution = crate::solve::count_solutions(&puzzle, 2).solutions.remove(0);
        let mut game = Game::with_solution(puzzle, solution);
        let hint = HintQuery::of(&game).answer();
        game.show_hint(&hint);
        assert_eq!((game.hints_used(), game.hints().len(), game.hints()[0].applied), (1, 1, false));
        let Hint::Step(step) = &hint else { panic!("a step") };
        game.apply_hint_step(step, &Rules::default()).expect("legal");
        assert!(game.hints()[0].applied);
        assert_eq!(game.history().len(), 1);
        // A step chosen from the list counts as a hint of its technique.
        let chosen = HintQuery::of(&game).steps().expect("steps").remove(0);
        game.take_step(&chosen, &Rules::default()).expect("legal");
        assert_eq!(game.hints_used(), 2);
        assert_eq!(game.hints()[1].kind, HintKind::Step(chosen.strategy));
        assert!(game.hints()[1].applied);
        // A refused step is still counted as shown, and is not applied.
        let given = game.puzzle().layout().cells().find(|&c| game.puzzle().given(c).is_some()).expect("a given");
        let other = Digit::new(if game.puzzle().given(given).is_some_and(|g| g.get() == 9) { 8 } else { 9 });
        let wrong = Deduction { placements: vec![(given, other.expect("a digit"))], ..chosen.clone() };
        assert!(game.take_step(&wrong, &Rules::default()).is_err());
        assert_eq!((game.hints_used(), game.hints()[2].applied), (3, false));
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
