//! The variant constraints of an f-puzzles document, read into [`Constraint`]s by the
//! family each key belongs to ([`Constraint::fpuzzles_keys`]; each family reads its own
//! entries). Every key is matched in any case. Lines (`lines`) start at a thermometer's
//! bulb and at an arrow's bulb (`cells`); each line of an entry is a constraint of its own.
//! Kropki dots default to a difference of 1 and a ratio of 2, whispers to a gap of 5.
//! Outside clues name a place on the frame (`R0C3`), little killers a `direction` too.

use serde_json::Value;

use super::FpuzzlesError;
pub(super) use crate::constraint::fpuzzles::field;
use crate::constraint::fpuzzles::{Entry, KeyShape};
use crate::constraint::Constraint;

/// Whether `key` (lower case) is the key of a family's constraints.
pub(super) fn is_constraint_key(key: &str) -> bool {
    Constraint::fpuzzles_keys().iter().any(|(k, _)| *k == key)
}

/// The constraints under `key` (lower case) in `value`.
pub(super) fn read_key(key: &str, value: &Value, size: usize) -> Result<Vec<Constraint>, FpuzzlesError> {
    let bad = |entry: usize, reason: String| FpuzzlesError::BadConstraint { key: key.to_string(), entry, reason };
    let shape = Constraint::fpuzzles_keys().into_iter().find(|(k, _)| *k == key).map(|(_, shape)| shape);
    let entries: Vec<&Value> = match (shape, value) {
        (None, _) => return Err(FpuzzlesError::Unsupported(key.to_string())),
        (Some(_), Value::Null) | (Some(KeyShape::Flag), Value::Bool(false)) => Vec::new(),
        (Some(KeyShape::Flag), Value::Bool(true)) => vec![value],
        (Some(KeyShape::Flag), _) => return Err(bad(1, "not true or false".into())),
        (Some(KeyShape::List), Value::Array(list)) => list.iter().collect(),
        (Some(KeyShape::List), _) => return Err(bad(1, "not a list".into())),
    };
    let mut found = Vec::new();
    for (index, value) in entries.into_iter().enumerate() {
        let entry = Entry { value, size };
        match Constraint::read_fpuzzles(key, &entry) {
            Some(Ok(rules)) => found.extend(rules),
            Some(Err(reason)) => return Err(bad(index + 1, reason)),
            None => return Err(FpuzzlesError::Unsupported(key.to_string())),
        }
    }
    Ok(found)
}

/// The setter's pencil marks of a grid cell (`givenPencilMarks`), if any.
pub(super) fn pencil_marks(cell: &Value) -> Option<&Vec<Value>> {
    field(cell, "givenPencilMarks").and_then(Value::as_array).filter(|marks| !marks.is_empty())
}
