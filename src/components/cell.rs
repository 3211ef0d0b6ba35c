//! One cell of the board. Its props are small and comparable, so a cell whose
//! content did not change is not re-rendered.

use sudoku_engine::{Cell, Digit};
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct CellProps {
    pub cell: Cell,
    pub row: usize,
    pub column: usize,
    pub value: Option<Digit>,
    pub given: bool,
    pub selected: bool,
    /// Thick borders where a box (or region) ends: top, right, bottom, left.
    pub edges: [bool; 4],
    pub on_select: Callback<Cell>,
}

#[function_component(CellView)]
pub fn cell_view(props: &CellProps) -> Html {
    let CellProps { cell, row, column, value, given, selected, edges, .. } = props.clone();
    let onclick = {
        let on_select = props.on_select.clone();
        Callback::from(move |_: MouseEvent| on_select.emit(cell))
    };
    let content = match (value, given) {
        (None, _) => "empty".to_string(),
        (Some(digit), true) => format!("{digit}, given"),
        (Some(digit), false) => digit.to_string(),
    };
    let label = format!("row {}, column {}, {content}", row + 1, column + 1);
    let class = classes!(
        "cell",
        given.then_some("given"),
        selected.then_some("selected"),
        edges[0].then_some("edge-top"),
        edges[1].then_some("edge-right"),
        edges[2].then_some("edge-bottom"),
        edges[3].then_some("edge-left"),
    );
    html! {
        <div role="gridcell" id={format!("cell-{}", cell.index())} {class} aria-label={label}
            aria-selected={selected.to_string()} {onclick}>
            { value.map(|d| d.to_string()).unwrap_or_default() }
        </div>
    }
}
