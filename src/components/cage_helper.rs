//! The combination helper of a killer game: for the cage of the cell at the cursor, the
//! digit sets it can still hold given the digits placed in it and the player's centre
//! marks (the engine's `Cage::possible_combinations`), written in the board's symbols.

use std::rc::Rc;

use sudoku_engine::game::Game;
use sudoku_engine::{Cell, DigitSet};
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

#[derive(Properties, PartialEq, Debug)]
pub struct CageHelperProps {
    /// `None` when the cursor is in no cage.
    pub cage: Option<CageSets>,
    pub symbols: Rc<Vec<char>>,
}

#[function_component(CageHelper)]
pub fn cage_helper(props: &CageHelperProps) -> Html {
    let Some(cage) = &props.cage else {
        return html! {
            <section class="panel cage-helper" aria-label="Cage combinations">
                <p class="cage-title">{ "Select a cell of a cage to see the digits it can hold." }</p>
            </section>
        };
    };
    let written = |set: &DigitSet| set.iter().filter_map(|d| props.symbols.get(d.index())).collect::<String>();
    let title = match cage.sum {
        Some(sum) => format!("Cage {sum}, {} cells:", cage.cells),
        None => format!("Cage of {} cells:", cage.cells),
    };
    let sets = cage.sets.iter().take(SHOWN).map(|set| html! { <li>{ written(set) }</li> });
    let more = cage.sets.len().saturating_sub(SHOWN);
    html! {
        <section class="panel cage-helper" aria-label="Cage combinations">
            <p class="cage-title">{ title }</p>
            if cage.sets.is_empty() {
                <p class="cage-none">{ "No set of digits fits: check the digits and marks in this cage." }</p>
            } else {
                <ul class="cage-sets">{ for sets }</ul>
            }
            if more > 0 {
                <p class="cage-more">{ format!("and {more} more") }</p>
            }
        </section>
    }
}
