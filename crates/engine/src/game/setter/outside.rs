//! Clues outside the grid in setup: a press on the frame chooses a place facing a row or
//! column (or a diagonal, for a little killer), and the setter types the clue's number there, one key at a time.

use super::SetterError;
use crate::constraint::family;
use crate::constraint::{Constraint, Direction, Outside};
use crate::geometry::Layout;

/// The clues outside the grid that the setter writes as a number facing a row or column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutsideKind {
    /// The digits between the 1 and the largest digit sum to the number.
    Sandwich,
    /// The first `n` digits sum to the number, `n` being the first digit.
    XSum,
    /// The number of digits seen over the ones before them.
    Skyscraper,
    /// The digits along the diagonal from the clue, in the direction, sum to the number.
    LittleKiller(Direction),
}

impl OutsideKind {
    /// The clue of this kind at `clue` saying `value`, when the value fits its type.
    fn clue(self, clue: Outside, value: u16) -> Option<Constraint> {
        Some(match self {
            OutsideKind::Sandwich => Constraint::Sandwich(family::Sandwich { clue, sum: value }),
            OutsideKind::XSum => Constraint::XSum(family::XSum { clue, sum: value }),
            OutsideKind::Skyscraper => {
                Constraint::Skyscraper(family::Skyscraper { clue, count: u8::try_from(value).ok()? })
            }
            OutsideKind::LittleKiller(direction) => {
                Constraint::LittleKiller(family::LittleKiller { clue, direction, sum: value })
            }
        })
    }

    /// The number of `constraint` when it is a clue of this kind at `clue`.
    fn value_of(self, constraint: &Constraint, at: Outside) -> Option<u16> {
        // Each kind reads its own family's clue: a new kind is a compile error here, not a
        // clue that is never found. A constraint of another family is not this clue.
        match self {
            OutsideKind::Sandwich => {
                let Constraint::Sandwich(family::Sandwich { clue, sum }) = constraint else { return None };
                (*clue == at).then_some(*sum)
            }
            OutsideKind::XSum => {
                let Constraint::XSum(family::XSum { clue, sum }) = constraint else { return None };
                (*clue == at).then_some(*sum)
            }
            OutsideKind::Skyscraper => {
                let Constraint::Skyscraper(family::Skyscraper { clue, count }) = constraint else { return None };
                (*clue == at).then_some(u16::from(*count))
            }
            OutsideKind::LittleKiller(wanted) => {
                let Constraint::LittleKiller(family::LittleKiller { clue, direction, sum }) = constraint else {
                    return None;
                };
                (*clue == at && *direction == wanted).then_some(*sum)
            }
        }
    }
}

/// The number of the clue of `kind` at `clue` among `existing`, if there is one.
pub fn outside_value(existing: &[Constraint], kind: OutsideKind, clue: Outside) -> Option<u16> {
    existing.iter().find_map(|c| kind.value_of(c, clue))
}

/// The constraints with the clue of `kind` at `clue` saying `value` (made, or changed in
/// its place), or without it when `value` is `None`; or why it cannot be.
pub fn with_outside_value(
    layout: &Layout,
    existing: &[Constraint],
    kind: OutsideKind,
    clue: Outside,
    value: Option<u16>,
) -> Result<Vec<Constraint>, SetterError> {
    let faces = match kind {
        OutsideKind::LittleKiller(direction) => !clue.ray(layout.size(), direction).is_empty(),
        OutsideKind::Sandwich | OutsideKind::XSum | OutsideKind::Skyscraper => clue.line(layout.size()).is_some(),
    };
    if !faces {
        return Err(SetterError::NotFacingALine { at: clue.name() });
    }
    let at = existing.iter().position(|c| kind.value_of(c, clue).is_some());
    let mut constraints = existing.to_vec();
    let Some(value) = value else {
        if let Some(at) = at {
            constraints.remove(at);
        }
        return Ok(constraints);
    };
    let made = kind.clue(clue, value).ok_or(SetterError::ClueTooLarge { value })?;
    made.validate(layout)?;
    match at {
        Some(at) => constraints[at] = made,
        None => constraints.push(made),
    }
    Ok(constraints)
}
