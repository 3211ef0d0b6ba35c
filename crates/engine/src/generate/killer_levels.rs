//! The levels a killer generation offers. Each attempt draws cages around a seeded
//! solution and the search keeps the first attempt whose rating (the logical solver with
//! its killer strategies, RATING.md "Killer") meets the request, at least or exactly. A
//! level is offered on a board when attempts reach it often enough for the attempt budget
//! and the time targets: measured over 30 phrases per board (RATING.md, "Killer").

use crate::rate::Level;

/// The levels killer attempts on a board of `size` digits rate at often enough to be asked
/// for, easiest first. 4x4: Easy (cage combinations and singles); 6x6 to 8x8: Easy and
/// Moderate; 9x9: Moderate, Difficult and Obscene (a third, a fifth and two fifths of
/// the attempts; Easy, Stinker and Nightmare come once in 30 or less); larger boards:
/// Obscene, the rating of a killer that logic cannot finish.
pub fn killer_levels(size: usize) -> Vec<Level> {
    match size {
        0..=4 => vec![Level::Easy],
        5..=8 => vec![Level::Easy, Level::Moderate],
        9 => vec![Level::Moderate, Level::Difficult, Level::Obscene],
        _ => vec![Level::Obscene],
    }
}
