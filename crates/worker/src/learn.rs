//! Learning, in the worker: every step available now, the review of a game and the
//! trainer's start, worded for the page to lay out.

use sudoku_engine::game::{describe_step, Game, PathEntry, Review};
use sudoku_engine::generate::{before_first_use, Generated, StartPosition};
use sudoku_engine::logic::{solve_logically, HintQuery};
use sudoku_protocol::{GameReview, NoStep, PathLine, StepList};

/// The steps of `query`'s position, in runs of one technique; with no step, why.
pub fn steps(query: &HintQuery) -> Result<StepList, NoStep> {
    match query.steps() {
        Ok(steps) if steps.is_empty() => Err(NoStep::none_applies()),
        Ok(steps) => Ok(StepList::grouped(&steps)),
        Err(hint) => Err(NoStep::blocked(&hint, query.puzzle.layout())),
    }
}

/// The review of `game`: what the player did (moves, hints, red marks, mistakes) beside
/// the techniques and steps of the computer's solution, each sentence written for the
/// game's board.
pub fn review(game: &Game) -> GameReview {
    let size = game.puzzle().layout().size();
    let review = Review::of(game);
    let solver = solve_logically(game.puzzle());
    let your_path = review
        .path
        .iter()
        .map(|entry| match entry {
            PathEntry::Move { number, summary, mistakes } => {
                PathLine::Move { number: *number, sentence: summary.describe(size), mistake: !mistakes.is_empty() }
            }
            PathEntry::Hint(hint) => PathLine::Hint { kind: hint.kind, applied: hint.applied },
        })
        .map(|line: PathLine| line.label())
        .collect();
    let computer_used: Vec<_> = solver.utilized.iter().copied().filter(|(_, n)| *n > 0).collect();
    GameReview {
        lines: GameReview::lines_of(
            review.moves,
            review.red_marks,
            review.mistaken_moves,
            &review.hint_kinds,
            &computer_used,
        ),
        your_path,
        computer_path: solver.steps.iter().map(|step| describe_step(step, size)).collect(),
    }
}

/// What brings a trainer puzzle to the position just before its technique's (its hardest
/// step's) first use, with the candidates as the logical solver has them.
pub fn start_before(generated: &Generated) -> Option<StartPosition> {
    let grid = before_first_use(&generated.puzzle, generated.rating.hardest)?;
    Some(StartPosition::of(&generated.puzzle, &grid))
}
