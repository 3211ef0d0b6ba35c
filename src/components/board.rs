//! The board: a WAI-ARIA grid with one tab stop; arrow keys and WASD move the
//! selection, digits write, Delete, Backspace, 0 and Space clear.

use sudoku_engine::{Cell, Digit, Layout};
use yew::prelude::*;

use crate::components::CellView;
use crate::state::{Action, Direction, GameState};

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub state: UseReducerHandle<GameState>,
}

/// The action a key press asks for, if any.
pub fn action_for_key(key: &str, size: usize) -> Option<Action> {
    if let Some(direction) = Direction::from_key(key) {
        return Some(Action::MoveSelection(direction));
    }
    match key {
        "Delete" | "Backspace" | "0" | " " => Some(Action::Erase),
        _ => {
            let digit = key.parse::<u8>().ok().and_then(Digit::new)?;
            (usize::from(digit.get()) <= size).then_some(Action::Enter(digit))
        }
    }
}

#[function_component(BoardView)]
pub fn board_view(props: &BoardProps) -> Html {
    let state = &props.state;
    let layout = state.puzzle.layout();
    let size = layout.size();
    let dispatcher = state.dispatcher();
    let on_select = use_callback(dispatcher.clone(), |cell: Cell, dispatcher| dispatcher.dispatch(Action::Select(cell)));
    let onkeydown = {
        Callback::from(move |event: KeyboardEvent| {
            if event.ctrl_key() || event.meta_key() || event.alt_key() {
                return;
            }
            if let Some(action) = action_for_key(&event.key(), size) {
                event.prevent_default();
                dispatcher.dispatch(action);
            }
        })
    };
    let rows = (0..size).map(|row| {
        let cells = (0..size).map(|column| {
            let cell = layout.cell(row, column);
            html! {
                <CellView {cell} {row} {column}
                    value={state.board.value(cell)}
                    given={state.puzzle.given(cell).is_some()}
                    selected={state.selected == Some(cell)}
                    edges={edges(layout, cell)}
                    on_select={on_select.clone()} />
            }
        });
        html! { <div role="row" class="board-row">{ for cells }</div> }
    });
    let style = format!("--size: {size}");
    html! {
        <div role="grid" class="board" aria-label="Sudoku board" tabindex="0" {style} {onkeydown}
            aria-activedescendant={state.selected.map(|c| format!("cell-{}", c.index()))}>
            { for rows }
        </div>
    }
}

/// Whether each side of `cell` (top, right, bottom, left) is the edge of its box or region.
fn edges(layout: &Layout, cell: Cell) -> [bool; 4] {
    let (row, column, last) = (layout.row(cell), layout.column(cell), layout.size() - 1);
    let region = layout.region(cell);
    let differs = |r: usize, c: usize| layout.region(layout.cell(r, c)) != region;
    [
        row == 0 || differs(row - 1, column),
        column == last || differs(row, column + 1),
        row == last || differs(row + 1, column),
        column == 0 || differs(row, column - 1),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_actions() {
        assert_eq!(action_for_key("5", 9), Digit::new(5).map(Action::Enter));
        assert_eq!(action_for_key("Delete", 9), Some(Action::Erase));
        assert_eq!(action_for_key("ArrowLeft", 9), Some(Action::MoveSelection(Direction::Left)));
        assert_eq!(action_for_key("5", 4), None, "5 does not exist on a 4x4 board");
        assert_eq!(action_for_key("q", 9), None);
    }

    #[test]
    fn box_edges_are_thick() {
        let layout = Layout::classic();
        assert_eq!(edges(&layout, layout.cell(0, 0)), [true, false, false, true]);
        assert_eq!(edges(&layout, layout.cell(2, 2)), [false, true, true, false]);
        assert_eq!(edges(&layout, layout.cell(4, 4)), [false, false, false, false]);
    }
}
