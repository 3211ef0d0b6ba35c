//! One cell of the board. Its props are small and comparable, so a cell whose content
//! did not change is not re-rendered.

use std::rc::Rc;

use sudoku_engine::{Cell, Digit, DigitSet};
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::state::{in_middle, CellData, HintRole};

/// What the pointer did on a cell.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CellPointer {
    /// Pressed on it at `at` (0 to 1 across the cell from its top left corner); `extend`
    /// when Ctrl, Shift or Meta was held.
    Down { extend: bool, at: (f64, f64) },
    /// Went over it with the button (or finger) down, at `at` within it: on entering it,
    /// and again once it reaches the cell's middle.
    Drag { at: (f64, f64) },
}

/// The grid cell under `event`: the page's listeners are delegated, so it is the nearest
/// grid cell of the element the event is for, not the event's current target.
fn grid_cell_of(event: &PointerEvent) -> Option<Element> {
    let target = event.target().and_then(|t| t.dyn_into::<Element>().ok())?;
    target.closest("[role=gridcell]").ok().flatten()
}

/// Where `event` is within `cell`: 0 to 1 across it from its top left corner.
fn place_in(cell: &Element, event: &PointerEvent) -> (f64, f64) {
    let rect = cell.get_bounding_client_rect();
    let across = |from: f64, size: f64, at: i32| if size > 0.0 { (f64::from(at) - from) / size } else { 0.5 };
    (across(rect.left(), rect.width(), event.client_x()), across(rect.top(), rect.height(), event.client_y()))
}

/// How a cell is shaded by its variant: on an X diagonal, and its colour group's hue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shade {
    pub diagonal: bool,
    /// For colour Sudoku: the cell's group, 0..N, and N.
    pub group: Option<(u16, u16)>,
}

#[derive(Properties, Clone, PartialEq, Debug)]
pub struct CellProps {
    pub cell: Cell,
    pub row: usize,
    pub column: usize,
    pub data: CellData,
    /// Thick borders where a box (or region) ends: top, right, bottom, left.
    pub edges: [bool; 4],
    pub shade: Shade,
    /// The killer cage sum written here (the cage's first cell).
    #[prop_or_default]
    pub cage_sum: Option<u16>,
    /// True when `cage_sum` is a sum the setter is typing, too small for the cage yet.
    #[prop_or_default]
    pub sum_typed: bool,
    pub symbols: Rc<Vec<char>>,
    pub on_pointer: Callback<(Cell, CellPointer)>,
}

fn symbol(symbols: &[char], digit: Digit) -> char {
    symbols.get(digit.index()).copied().unwrap_or('?')
}

fn symbol_list(symbols: &[char], digits: DigitSet) -> String {
    digits.iter().map(|d| symbol(symbols, d).to_string()).collect::<Vec<_>>().join(" ")
}

/// "row 1, column 3, empty, given marks 2 5, corner marks 1 2, centre marks 4, colour 3,
/// marked red".
pub fn cell_label(row: usize, column: usize, data: &CellData, symbols: &[char]) -> String {
    let mut label = format!("row {}, column {}, ", row + 1, column + 1);
    match data.value {
        Some(digit) => {
            label.push(symbol(symbols, digit));
            if data.given {
                label.push_str(", given");
            } else if data.preview {
                label.push_str(", shown");
            }
        }
        None => {
            label.push_str("empty");
            if data.centre.is_empty() && data.placed.is_none() && !data.given_marks.is_empty() {
                label.push_str(&format!(", given marks {}", symbol_list(symbols, data.given_marks)));
            }
            if !data.corner.is_empty() {
                label.push_str(&format!(", corner marks {}", symbol_list(symbols, data.corner)));
            }
            if !data.centre.is_empty() {
                label.push_str(&format!(", centre marks {}", symbol_list(symbols, data.centre)));
            }
        }
    }
    if let Some(colour) = data.colour {
        label.push_str(&format!(", colour {}", colour.get()));
    }
    let flags = [
        (data.red, ", marked red"),
        (data.conflict, ", clashes"),
        (data.wrong, ", wrong"),
        (data.highlight.is_some(), ", highlighted"),
        (data.hint == HintRole::Pattern, ", hint pattern"),
        (data.hint == HintRole::Target, ", hint target"),
    ];
    for (on, text) in flags {
        if on {
            label.push_str(text);
        }
    }
    if let Some(digit) = data.placed {
        label.push_str(&format!(", hint places {}", symbol(symbols, digit)));
    }
    if !data.eliminated.is_empty() {
        label.push_str(&format!(", hint removes {}", symbol_list(symbols, data.eliminated)));
    }
    label
}

/// A cell's label, with ", cage 14" when the cage's sum is written in it (", cage sum
/// typed so far 2" while the setter types one).
pub fn with_cage_sum(mut label: String, cage_sum: Option<u16>, typed: bool) -> String {
    match cage_sum {
        Some(sum) if typed => label.push_str(&format!(", cage sum typed so far {sum}")),
        Some(sum) => label.push_str(&format!(", cage {sum}")),
        None => {}
    }
    label
}

#[function_component(CellView)]
pub fn cell_view(props: &CellProps) -> Html {
    let CellProps { cell, row, column, data, edges, shade, cage_sum, sum_typed, .. } = props.clone();
    let symbols = props.symbols.as_slice();
    let onpointerdown = {
        let on_pointer = props.on_pointer.clone();
        Callback::from(move |event: PointerEvent| {
            // A touch captures the pointer to this cell: release it so that dragging
            // over other cells reaches them.
            if let Some(target) = event.target_dyn_into::<Element>() {
                let _ = target.release_pointer_capture(event.pointer_id());
            }
            let extend = event.ctrl_key() || event.shift_key() || event.meta_key();
            // Where in the cell.
            let at = grid_cell_of(&event).map_or((0.5, 0.5), |cell| place_in(&cell, &event));
            on_pointer.emit((cell, CellPointer::Down { extend, at }));
        })
    };
    // A click without a pointer press (assistive technology, `element.click()`) selects too.
    let onclick = {
        let on_pointer = props.on_pointer.clone();
        Callback::from(move |event: MouseEvent| {
            if event.detail() == 0 {
                on_pointer.emit((cell, CellPointer::Down { extend: false, at: (0.5, 0.5) }));
            }
        })
    };
    // A drag tells the cell when the pointer enters it, and once more when it first reaches
    // the cell's middle (a drawn line follows the middles it goes through, so that a
    // diagonal past a corner does not take the cells beside the corner).
    let reached_middle = use_mut_ref(|| false);
    let drag = {
        let on_pointer = props.on_pointer.clone();
        let reached_middle = reached_middle.clone();
        move |event: &PointerEvent, entered: bool| {
            if event.buttons() & 1 != 1 {
                return;
            }
            let Some(element) = grid_cell_of(event) else { return };
            let at = place_in(&element, event);
            let middle = in_middle(at);
            let newly = middle && !*reached_middle.borrow();
            *reached_middle.borrow_mut() = middle;
            if entered || newly {
                on_pointer.emit((cell, CellPointer::Drag { at }));
            }
        }
    };
    let onpointerenter = {
        let drag = drag.clone();
        Callback::from(move |event: PointerEvent| drag(&event, true))
    };
    let onpointermove = Callback::from(move |event: PointerEvent| drag(&event, false));
    let onpointerleave = Callback::from(move |_: PointerEvent| *reached_middle.borrow_mut() = false);
    let class = classes!(
        "cell",
        data.given.then_some("given"),
        data.selected.then_some("selected"),
        data.cursor.then_some("cursor"),
        edges[0].then_some("edge-top"),
        edges[1].then_some("edge-right"),
        edges[2].then_some("edge-bottom"),
        edges[3].then_some("edge-left"),
        shade.diagonal.then_some("diagonal"),
        shade.group.is_some().then_some("grouped"),
        shade.group.map(|(group, _)| format!("g{group}")),
        cage_sum.is_some().then_some("cage-anchor"),
        data.colour.map(|c| format!("colour-{}", c.get())),
        data.red.then_some("red"),
        data.highlight.is_some().then_some("highlight"),
        data.conflict.then_some("conflict"),
        data.wrong.then_some("wrong"),
        data.differs.then_some("differs"),
        data.preview.then_some("preview"),
        match data.hint {
            HintRole::None => None,
            HintRole::Pattern => Some("hint-pattern"),
            HintRole::Target => Some("hint-target"),
        },
    );
    let mark = |digit: Digit, class: &'static str| {
        let class = classes!(
            class,
            (data.highlight == Some(digit)).then_some("mark-highlight"),
            data.eliminated.contains(digit).then_some("eliminated")
        );
        html! { <span {class}>{ symbol(symbols, digit) }</span> }
    };
    let content = match data.value {
        Some(digit) => html! { <span class="value">{ symbol(symbols, digit) }</span> },
        None => {
            let corners = data.corner.iter().enumerate().map(|(i, d)| {
                let class = if i < 8 { CORNER_CLASSES[i] } else { "corner p-extra" };
                mark(d, class)
            });
            let many = (data.centre.len() > 4).then_some("many");
            html! {
                <>
                    { for corners }
                    if !data.centre.is_empty() {
                        <span class={classes!("centre", many)}>{ for data.centre.iter().map(|d| mark(d, place_class(symbols.len(), d))) }</span>
                    }
                    if let Some(digit) = data.placed {
                        <span class="value placed">{ symbol(symbols, digit) }</span>
                    }
                </>
            }
        }
    };
    html! {
        <div role="gridcell" id={format!("cell-{}", cell.index())} {class}
            aria-label={with_cage_sum(cell_label(row, column, &data, symbols), cage_sum, sum_typed)}
            aria-selected={data.selected.to_string()} {onpointerdown} {onclick} {onpointerenter}
            {onpointermove} {onpointerleave}>
            if let Some(sum) = cage_sum {
                <span class={classes!("cage-sum", sum_typed.then_some("typed"))} aria-hidden="true">{ sum }</span>
            }
            { content }
        </div>
    }
}

/// The class of a centre mark: its row and column in a small grid of the board's digits
/// (3x3 for 9, 4x4 for 16), used when marks sit in their places.
fn place_class(size: usize, digit: Digit) -> &'static str {
    const PLACES: [&str; 16] = [
        "centre-mark m0",
        "centre-mark m1",
        "centre-mark m2",
        "centre-mark m3",
        "centre-mark m4",
        "centre-mark m5",
        "centre-mark m6",
        "centre-mark m7",
        "centre-mark m8",
        "centre-mark m9",
        "centre-mark m10",
        "centre-mark m11",
        "centre-mark m12",
        "centre-mark m13",
        "centre-mark m14",
        "centre-mark m15",
    ];
    if size > 16 {
        return "centre-mark";
    }
    PLACES.get(digit.index()).copied().unwrap_or("centre-mark")
}

/// Where the first eight corner marks go: the four corners, then the middles of the sides.
const CORNER_CLASSES: [&str; 8] =
    ["corner p0", "corner p1", "corner p2", "corner p3", "corner p4", "corner p5", "corner p6", "corner p7"];

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: u8) -> Digit {
        Digit::new(n).expect("digit")
    }

    #[test]
    fn labels_say_row_column_value_and_marks() {
        let symbols: Vec<char> = "123456789ABCDEFG".chars().collect();
        let given = CellData { value: Some(d(5)), given: true, ..CellData::default() };
        assert_eq!(cell_label(0, 0, &given, &symbols), "row 1, column 1, 5, given");
        let empty = CellData::default();
        assert_eq!(cell_label(0, 2, &empty, &symbols), "row 1, column 3, empty");
        let marked = CellData {
            corner: [d(1), d(12)].into_iter().collect(),
            centre: DigitSet::single(d(16)),
            red: true,
            ..CellData::default()
        };
        assert_eq!(
            cell_label(8, 3, &marked, &symbols),
            "row 9, column 4, empty, corner marks 1 C, centre marks G, marked red"
        );
        let setter_marked = CellData {
            given_marks: [d(2), d(5)].into_iter().collect(),
            corner: DigitSet::single(d(2)),
            ..CellData::default()
        };
        assert_eq!(
            cell_label(1, 1, &setter_marked, &symbols),
            "row 2, column 2, empty, given marks 2 5, corner marks 2"
        );
        // Under the player's centre marks or a digit the setter's marks are hidden, and not read.
        let covered = CellData { centre: DigitSet::single(d(5)), ..setter_marked };
        assert_eq!(cell_label(1, 1, &covered, &symbols), "row 2, column 2, empty, corner marks 2, centre marks 5");
        let filled = CellData { value: Some(d(5)), ..setter_marked };
        assert_eq!(cell_label(1, 1, &filled, &symbols), "row 2, column 2, 5");
        assert_eq!(
            with_cage_sum(cell_label(0, 2, &empty, &symbols), Some(14), false),
            "row 1, column 3, empty, cage 14"
        );
        assert_eq!(with_cage_sum(cell_label(0, 2, &empty, &symbols), None, false), "row 1, column 3, empty");
        assert_eq!(
            with_cage_sum(cell_label(0, 2, &empty, &symbols), Some(2), true),
            "row 1, column 3, empty, cage sum typed so far 2"
        );
    }
}
