//! What the count of a puzzle's solutions (up to two) tells the setter, and where two
//! solutions differ.

use std::fmt;

use crate::digits::{Cell, Digit};

/// The setter's verdict on the puzzle so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    NoSolution,
    /// The search stopped before it found any solution or proved there is none.
    GaveUp,
    Unique,
    /// Two or more solutions; the cells where the first two found differ.
    Several {
        differ: Vec<Cell>,
    },
}

impl Verdict {
    /// The verdict of a search that found `solutions` (up to two), `complete` when it
    /// searched everything.
    pub fn of(solutions: &[Vec<Digit>], complete: bool) -> Verdict {
        match solutions {
            [] if complete => Verdict::NoSolution,
            [] => Verdict::GaveUp,
            [_] if complete => Verdict::Unique,
            [_] => Verdict::GaveUp,
            [first, second, ..] => Verdict::Several {
                differ: first
                    .iter()
                    .zip(second)
                    .enumerate()
                    .filter(|(_, (a, b))| a != b)
                    .map(|(i, _)| Cell::new(i))
                    .collect(),
            },
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::NoSolution => "No solution",
            Verdict::GaveUp => "The count gave up before it was sure",
            Verdict::Unique => "Unique: one solution",
            Verdict::Several { .. } => "2 or more solutions: the shaded cells differ between two of them",
        })
    }
}
