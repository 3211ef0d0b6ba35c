//! The variant constraints of a puzzle, written as f-puzzles entries (each family writes
//! its own): the reverse of [`super::read`].

use serde_json::{json, Map, Value};

use crate::constraint::fpuzzles::FpuzzlesEntry;
use crate::constraint::Constraint;

pub(super) use crate::constraint::fpuzzles::cell_name;

/// Adds `entry` to the list under `key`.
fn push(document: &mut Map<String, Value>, key: &str, entry: Value) {
    let list = document.entry(key.to_string()).or_insert_with(|| json!([]));
    if let Some(list) = list.as_array_mut() {
        list.push(entry);
    }
}

/// Writes every constraint of `constraints` into `document`, but pencil marks (which
/// belong to the grid's cells).
pub(super) fn write_constraints(constraints: &[Constraint], size: usize, document: &mut Map<String, Value>) {
    for constraint in constraints {
        match constraint.fpuzzles(size) {
            FpuzzlesEntry::Listed(key, entry) => push(document, key, entry),
            FpuzzlesEntry::Flag(key) => {
                document.insert(key.into(), json!(true));
            }
            FpuzzlesEntry::InGrid => {}
        }
    }
}
