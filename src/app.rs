//! The root component: the title, the board, the number pad and the status line.

use sudoku_engine::{format, Layout, Puzzle};
use yew::prelude::*;

use crate::components::{BoardView, NumberPad};
use crate::state::GameState;

/// The puzzle shown on a first visit.
const WELCOME_PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn welcome_puzzle() -> Puzzle {
    format::parse_puzzle(WELCOME_PUZZLE).unwrap_or_else(|_| Puzzle::empty(Layout::classic()))
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(|| GameState::new(welcome_puzzle()));
    let dispatch = {
        let dispatcher = state.dispatcher();
        use_callback((), move |action, _| dispatcher.dispatch(action))
    };
    let size = state.puzzle.layout().size();
    html! {
        <main class="app">
            <h1>{ "Sudoku" }</h1>
            <BoardView state={state.clone()} />
            <NumberPad {size} {dispatch} />
            <p class="status" role="status">{ state.message.clone().unwrap_or_default() }</p>
        </main>
    }
}
