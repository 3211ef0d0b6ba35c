//! The variant constraints of a puzzle, written as f-puzzles entries: the reverse of
//! [`super::read`], one entry per constraint.

use crate::constraint::family;
use serde_json::{json, Map, Value};

use crate::constraint::{Constraint, Indexer, Negative, Outside};
use crate::digits::Cell;

/// `R<row>C<column>` from 1.
pub(super) fn cell_name(cell: Cell, size: usize) -> String {
    format!("R{}C{}", cell.index() / size + 1, cell.index() % size + 1)
}

fn names(cells: &[Cell], size: usize) -> Vec<String> {
    cells.iter().map(|&c| cell_name(c, size)).collect()
}

fn frame(place: Outside) -> String {
    format!("R{}C{}", place.row, place.column)
}

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
    let line = |cells: &[Cell]| json!({ "lines": [names(cells, size)] });
    for constraint in constraints {
        let (key, entry) = match constraint {
            Constraint::Thermometer(family::Thermometer { cells }) => ("thermometer", line(cells)),
            Constraint::SlowThermometer(family::SlowThermometer { cells }) => ("slowthermometer", line(cells)),
            Constraint::Renban(family::Renban { cells }) => ("renban", line(cells)),
            Constraint::Palindrome(family::Palindrome { cells }) => ("palindrome", line(cells)),
            Constraint::Between(family::Between { cells }) => ("betweenline", line(cells)),
            Constraint::RegionSum(family::RegionSum { cells }) => ("regionsumline", line(cells)),
            Constraint::Entropic(family::Entropic { cells }) => ("entropicline", line(cells)),
            Constraint::Modular(family::Modular { cells }) => ("modularline", line(cells)),
            Constraint::Whispers(family::Whispers { cells, gap }) => {
                ("whispers", json!({ "lines": [names(cells, size)], "value": gap.to_string() }))
            }
            Constraint::Arrow(family::Arrow { bulb, shafts }) => {
                let lines: Vec<Vec<String>> = shafts
                    .iter()
                    .map(|shaft| {
                        let start = bulb.last().copied().into_iter();
                        names(&start.chain(shaft.iter().copied()).collect::<Vec<Cell>>(), size)
                    })
                    .collect();
                ("arrow", json!({ "cells": names(bulb, size), "lines": lines }))
            }
            Constraint::Difference(family::Difference { cells, value }) => {
                ("difference", json!({ "cells": names(cells, size), "value": value.to_string() }))
            }
            Constraint::Ratio(family::Ratio { cells, value }) => {
                ("ratio", json!({ "cells": names(cells, size), "value": value.to_string() }))
            }
            Constraint::Xv(family::Xv { cells, sum }) => {
                ("xv", json!({ "cells": names(cells, size), "value": if *sum == 10 { "X" } else { "V" } }))
            }
            Constraint::Negative(family::Negative { mark }) => {
                let name = match mark {
                    Negative::Ratio => "ratio",
                    Negative::Difference => "difference",
                    Negative::Xv => "xv",
                };
                ("negative", json!(name))
            }
            Constraint::ExtraRegion(family::ExtraRegion { cells }) => {
                ("extraregion", json!({ "cells": names(cells, size) }))
            }
            Constraint::Diagonal(family::Diagonal { rising }) => {
                document.insert(if *rising { "diagonal+" } else { "diagonal-" }.into(), json!(true));
                continue;
            }
            Constraint::AntiKnight(family::AntiKnight)
            | Constraint::AntiKing(family::AntiKing)
            | Constraint::NonConsecutive(family::NonConsecutive) => {
                let key = match constraint {
                    Constraint::AntiKnight(family::AntiKnight) => "antiknight",
                    Constraint::AntiKing(family::AntiKing) => "antiking",
                    _ => "nonconsecutive",
                };
                document.insert(key.into(), json!(true));
                continue;
            }
            Constraint::Quadruple(family::Quadruple { cells, digits }) => {
                ("quadruple", json!({ "cells": names(cells, size), "values": digits }))
            }
            Constraint::Even(family::Even { cell }) => ("even", json!({ "cell": cell_name(*cell, size) })),
            Constraint::Odd(family::Odd { cell }) => ("odd", json!({ "cell": cell_name(*cell, size) })),
            Constraint::Minimum(family::Minimum { cell }) => ("minimum", json!({ "cell": cell_name(*cell, size) })),
            Constraint::Maximum(family::Maximum { cell }) => ("maximum", json!({ "cell": cell_name(*cell, size) })),
            Constraint::Sandwich(family::Sandwich { clue, sum }) => {
                ("sandwichsum", json!({ "cell": frame(*clue), "value": sum.to_string() }))
            }
            Constraint::XSum(family::XSum { clue, sum }) => {
                ("xsum", json!({ "cell": frame(*clue), "value": sum.to_string() }))
            }
            Constraint::Skyscraper(family::Skyscraper { clue, count }) => {
                ("skyscraper", json!({ "cell": frame(*clue), "value": count.to_string() }))
            }
            Constraint::LittleKiller(family::LittleKiller { clue, direction, sum }) => (
                "littlekillersum",
                json!({
                    "cell": frame(*clue),
                    "cells": names(&clue.ray(size, *direction), size),
                    "direction": direction.code(),
                    "value": sum.to_string(),
                }),
            ),
            Constraint::Indexer(family::Indexer { cell, index }) => {
                let key = match index {
                    Indexer::Row => "rowindexer",
                    Indexer::Column => "columnindexer",
                    Indexer::Box => "boxindexer",
                };
                (key, json!({ "cells": [cell_name(*cell, size)] }))
            }
            Constraint::Clone(family::Clone { cells, copy }) => {
                ("clone", json!({ "cells": names(cells, size), "cloneCells": names(copy, size) }))
            }
            Constraint::PencilMarks(_) => continue,
        };
        push(document, key, entry);
    }
}
