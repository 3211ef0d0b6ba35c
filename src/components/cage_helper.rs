//! The combination helper: for the cage, arrow shaft or region-sum stretch of the cell at
//! the cursor, the digit sets it can still hold given the digits placed in it and the
//! player's centre marks (the engine's `Cage::possible_combinations` and `SumSets`), written
//! in the board's symbols.

use std::rc::Rc;

use sudoku_engine::constraint::{SumPart, SumSets};
use sudoku_engine::game::Game;
use sudoku_engine::{Cell, Constraint, Digit, DigitSet, Puzzle};
use yew::prelude::*;

/// The most sets written out; the rest are counted.
const SHOWN: usize = 30;

/// What the helper shows for one cage.
#[derive(Clone, Debug, PartialEq)]
pub struct CageSets {
    pub sum: Option<u16>,
    pub cells: usize,
    pub sets: Vec<DigitSet>,
}

impl CageSets {
    /// The sets of the cage holding `cell`, if it is in one.
    pub fn of(game: &Game, cell: Cell) -> Option<CageSets> {
        let layout = game.puzzle().layout();
        let cage = layout.cages().get(layout.cage_of(cell)?)?;
        let board = game.board();
        let sets = cage.possible_combinations(board.values(), board.all_centre_marks(), layout.size());
        Some(CageSets { sum: cage.sum, cells: cage.cells.len(), sets })
    }
}

/// The sets the helper shows for the cell at the cursor.
#[derive(Clone, Debug, PartialEq)]
pub enum HelperSets {
    Cage(CageSets),
    /// An arrow's shaft or a stretch of a region-sum line.
    Sum(SumSets),
}

impl HelperSets {
    /// The sets of the cage, arrow or region-sum line holding `cell` (a cage first).
    pub fn of(game: &Game, cell: Cell) -> Option<HelperSets> {
        if let Some(cage) = CageSets::of(game, cell) {
            return Some(HelperSets::Cage(cage));
        }
        let (puzzle, board) = (game.puzzle(), game.board());
        SumSets::of(puzzle.constraints(), puzzle.layout(), board.values(), board.all_centre_marks(), cell)
            .map(HelperSets::Sum)
    }
}

/// What on the board the helper has sets for, as the prompt names it ("a cage or an
/// arrow"), or `None` when there is nothing.
pub fn sums_on_board(puzzle: &Puzzle) -> Option<String> {
    let has = |kind: fn(&Constraint) -> bool| puzzle.constraints().iter().any(kind);
    let named: Vec<&str> = [
        (puzzle.layout().variant().cages.is_some(), "a cage"),
        (has(|rule| matches!(rule, Constraint::Arrow(_))), "an arrow"),
        (has(|rule| matches!(rule, Constraint::RegionSum(_))), "a region sum line"),
    ]
    .into_iter()
    .filter_map(|(on_board, name)| on_board.then_some(name))
    .collect();
    match named.split_last()? {
        (last, []) => Some(last.to_string()),
        (last, rest) => Some(format!("{} or {last}", rest.join(", "))),
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct CageHelperProps {
    /// `None` when the cursor is in no cage, arrow or region-sum line.
    pub sets: Option<HelperSets>,
    /// What the board has sets for, as [`sums_on_board`] names it.
    pub on_board: AttrValue,
    pub symbols: Rc<Vec<char>>,
}

#[function_component(CageHelper)]
pub fn cage_helper(props: &CageHelperProps) -> Html {
    let label = if props.on_board == "a cage" { "Cage combinations" } else { "Sum combinations" };
    let written = |digits: &mut dyn Iterator<Item = Digit>| {
        digits.filter_map(|d| props.symbols.get(d.index())).collect::<String>()
    };
    let (title, items, more, cut) = match &props.sets {
        None => {
            return html! {
                <section class="panel cage-helper" aria-label={label}>
                    <p class="cage-title">{ format!("Select a cell of {} to see the digits it can hold.", props.on_board) }</p>
                </section>
            };
        }
        Some(HelperSets::Cage(cage)) => {
            let title = match cage.sum {
                Some(sum) => format!("Cage {sum}, {} cells:", cage.cells),
                None => format!("Cage of {} cells:", cage.cells),
            };
            let items: Vec<String> = cage.sets.iter().map(|set| written(&mut set.iter())).collect();
            (title, items, cage.sets.len().saturating_sub(SHOWN), false)
        }
        Some(HelperSets::Sum(sums)) => {
            let part = match sums.part {
                SumPart::Shaft => "Arrow shaft",
                SumPart::Segment => "Region sum stretch",
            };
            let title = format!("{part}, {} {}:", sums.cells, if sums.cells == 1 { "cell" } else { "cells" });
            let items: Vec<String> = sums
                .totals
                .iter()
                .map(|(total, sets)| {
                    let sets: Vec<String> = sets.iter().map(|set| written(&mut set.iter().copied())).collect();
                    format!("{total}: {}", sets.join(" "))
                })
                .collect();
            let more = items.len().saturating_sub(SHOWN);
            (title, items, more, !sums.complete)
        }
    };
    let by_total = matches!(props.sets, Some(HelperSets::Sum(_))).then_some("by-total");
    let sets = items.iter().take(SHOWN).map(|item| html! { <li>{ item }</li> });
    html! {
        <section class="panel cage-helper" aria-label={label}>
            <p class="cage-title">{ title }</p>
            if items.is_empty() {
                <p class="cage-none">{ "No set of digits fits: check the digits and marks here." }</p>
            } else {
                <ul class={classes!("cage-sets", by_total)}>{ for sets }</ul>
            }
            if more > 0 {
                <p class="cage-more">{ format!("and {more} more") }</p>
            } else if cut {
                <p class="cage-more">{ "and more: too many to list" }</p>
            }
        </section>
    }
}
