//! Where the trainer's game starts: the position just before the technique's first use
//! in the rating's solve path, as the one move that brings a fresh game there.

use serde::{Deserialize, Serialize};

use crate::digits::{Cell, Digit};
use crate::game::Move;
use crate::grid::{Grid, Puzzle};
use crate::logic::{solve_logically_with, Edition, SolveOptions, Strategy};

/// The position (values and candidates, as the logical solver has them) just before the
/// first step of `technique` in the rating's solve path of `puzzle`; `None` when the path
/// does not use it.
pub fn before_first_use(puzzle: &Puzzle, technique: Strategy) -> Option<Grid> {
    // The rating the trainer's seed formats (v1 to v6) made the puzzle with.
    let options = SolveOptions { stop_at_guess: true, edition: Edition::V1, ..SolveOptions::default() };
    let solution = solve_logically_with(puzzle, &options);
    let step = solution.steps.iter().position(|s| s.strategy == technique)?;
    Some(solution.position_before(puzzle, step))
}

/// A position of a puzzle as what separates it from the givens: the digits placed and
/// the candidates removed. Plain data, so it travels from the worker to the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartPosition {
    pub placements: Vec<(Cell, Digit)>,
    pub eliminations: Vec<(Cell, Digit)>,
}

impl StartPosition {
    /// What separates `position` from the givens of `puzzle`.
    pub fn of(puzzle: &Puzzle, position: &Grid) -> StartPosition {
        let layout = puzzle.layout();
        let placements = layout
            .cells()
            .filter(|&cell| puzzle.given(cell).is_none())
            .filter_map(|cell| position.value(cell).map(|digit| (cell, digit)))
            .collect();
        let values = Grid::from_values(layout, position.values());
        let eliminations = position
            .empty_cells()
            .flat_map(|cell| {
                let gone = values.candidates(cell).difference(position.candidates(cell));
                gone.iter().map(move |digit| (cell, digit))
            })
            .collect();
        StartPosition { placements, eliminations }
    }

    /// The one move that brings a fresh game to this position: the digits placed, every
    /// candidate written as a centre mark, and the candidates the position lacks removed.
    /// One undo step takes the game back to its start.
    pub fn to_move(&self) -> Move {
        let mut moves: Vec<Move> = self.placements.iter().map(|&(cell, digit)| Move::Place { cell, digit }).collect();
        moves.push(Move::FillCandidates);
        moves.push(Move::Deduction { placements: Vec::new(), eliminations: self.eliminations.clone() });
        Move::Batch(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Rules};
    use crate::generate::{generate_technique, Control, GenerateParams, SeedPhrase};
    use crate::geometry::Geometry;
    use crate::logic::{Hint, HintQuery};

    #[test]
    fn the_start_position_is_one_move_and_its_hint_names_the_technique() {
        // Hidden Quad's puzzles come from a framed box: the hint finds the quad there too.
        for technique in [Strategy::XWing, Strategy::HiddenQuad] {
            let params = GenerateParams::for_technique(Geometry::standard(3, 3), false, technique);
            let phrase = SeedPhrase::new("start").expect("phrase");
            let made = generate_technique(&params, &phrase, &Control::default()).expect("a puzzle");
            assert_eq!(made.rating.hardest, technique);
            let position = before_first_use(&made.puzzle, technique).expect("the path uses it");
            let mut game = Game::with_solution(made.puzzle.clone(), made.solution.clone());
            game.play(&StartPosition::of(&made.puzzle, &position).to_move(), &Rules::default()).expect("legal");
            assert_eq!(game.history().len(), 1);
            for cell in made.puzzle.layout().cells() {
                assert_eq!(game.board().value(cell), position.value(cell));
                if position.value(cell).is_none() {
                    assert_eq!(game.board().centre_marks(cell), position.candidates(cell));
                }
            }
            let Hint::Step(step) = HintQuery::of(&game).answer() else { panic!("a step") };
            assert_eq!(step.strategy, technique);
        }
    }
}
