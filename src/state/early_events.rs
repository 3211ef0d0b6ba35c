//! What the app makes of the events the page kept before it arrived
//! (`static/early_input.js`), as its own handlers make them: a key through the key map
//! ([`action_for_key`], as `use_keyboard` reads it), a press or a click on a cell as the
//! cell's pointer handlers do. The leading events that are one of these are applied to the
//! first state, so the app's first frame already shows them: one render for all of them,
//! instead of one render (and one save) for each event played again on that frame. The
//! first event of any other kind (a button, a menu), and every event after it, is still
//! played on the app's elements by the page.

use serde::Deserialize;
use sudoku_engine::Cell;

use super::{action_for_key, Action, AppState, Dialog, KeyInput};

/// What the page kept: its events in order, and whether the focus was free (nowhere, or on
/// the board) when the app took over. A key moving the cursor takes the focus from a
/// control to the board, which only the live handler does, so with the focus on a control
/// every event is played on the page instead.
#[derive(Debug, Default, Deserialize)]
pub struct Kept {
    pub events: Vec<KeptEvent>,
    #[serde(rename = "freeFocus")]
    pub free_focus: bool,
}

/// One kept event, as `static/early_input.js` writes it.
#[derive(Debug, Deserialize)]
pub struct KeptEvent {
    #[serde(rename = "type")]
    pub kind: String,
    /// Where it happened: the element's id (a cell's is `cell-N`); `None` for a key.
    #[serde(default)]
    pub place: Option<Place>,
    #[serde(default)]
    pub init: EventInit,
}

#[derive(Debug, Default, Deserialize)]
pub struct Place {
    #[serde(default)]
    pub id: Option<String>,
}

/// The fields of the event that the app's handlers read.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct EventInit {
    pub key: String,
    pub code: String,
    pub shift_key: bool,
    pub ctrl_key: bool,
    pub alt_key: bool,
    pub meta_key: bool,
    /// A click's count: 0 for a click without a press (assistive technology).
    pub detail: i64,
}

/// What the app's handlers make of one kept event in `state`.
#[derive(Debug, PartialEq)]
enum Early {
    Apply(Action),
    /// The handlers do nothing with it.
    Nothing,
    /// Not one the app makes here: it and every event after it are played on the page.
    Play,
}

/// Applies the leading kept events to `state`, as the app's handlers would have; the number
/// of events taken (the page plays the rest).
pub fn apply_leading(kept: &Kept, state: &mut AppState) -> usize {
    if !kept.free_focus {
        return 0;
    }
    let mut taken = 0;
    for event in &kept.events {
        match early_action(event, state) {
            Early::Apply(action) => state.update(action),
            Early::Nothing => {}
            Early::Play => break,
        }
        taken += 1;
    }
    taken
}

fn early_action(event: &KeptEvent, state: &AppState) -> Early {
    match event.kind.as_str() {
        "keydown" => key_action(&event.init, state),
        "pointerdown" => match pressed_cell(event, state) {
            // A press while drawing depends on where in the cell: left to the page.
            Some(cell) if !state.drawing() => {
                let extend = event.init.ctrl_key || event.init.shift_key || event.init.meta_key;
                Early::Apply(Action::Press { cell, extend, at: (0.5, 0.5) })
            }
            _ => Early::Play,
        },
        // A click after a press selects nothing more; one without a press selects the cell.
        "click" => match pressed_cell(event, state) {
            Some(_) if event.init.detail != 0 => Early::Nothing,
            Some(cell) if !state.drawing() => Early::Apply(Action::Press { cell, extend: false, at: (0.5, 0.5) }),
            _ => Early::Play,
        },
        _ => Early::Play,
    }
}

/// As `use_keyboard` reads a key: with a dialog open only Escape counts (it closes it).
fn key_action(init: &EventInit, state: &AppState) -> Early {
    if *state.dialog() != Dialog::None {
        return if init.key == "Escape" { Early::Apply(Action::CloseDialog) } else { Early::Nothing };
    }
    let input = KeyInput {
        key: init.key.clone(),
        code: init.code.clone(),
        shift: init.shift_key,
        ctrl: init.ctrl_key || init.meta_key,
        alt: init.alt_key,
    };
    action_for_key(&input, state.symbols()).map_or(Early::Nothing, Early::Apply)
}

/// The cell the event happened on, when it is one of the board's cells (`cell-N`).
fn pressed_cell(event: &KeptEvent, state: &AppState) -> Option<Cell> {
    let id = event.place.as_ref()?.id.as_deref()?;
    let index: usize = id.strip_prefix("cell-")?.parse().ok()?;
    (index < state.game().puzzle().layout().cell_count()).then(|| Cell::new(index))
}

#[cfg(test)]
mod tests {
    use sudoku_engine::format::parse_puzzle;
    use sudoku_engine::game::Game;
    use sudoku_engine::{Digit, DigitSet};

    use super::*;
    use crate::state::Settings;

    const PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn state() -> AppState {
        AppState::new(Game::new(parse_puzzle(PUZZLE).expect("valid")), Settings::default())
    }

    fn d(n: u8) -> Digit {
        Digit::new(n).expect("digit")
    }

    fn kept(json: &str) -> Kept {
        serde_json::from_str(json).expect("the page's format")
    }

    /// A press, its click, a digit, an arrow and Shift+4, as early_input.js keeps them.
    const TYPED: &str = r#"{"freeFocus":true,"events":[
        {"type":"pointerdown","place":{"id":"cell-2"},"init":{"shiftKey":false,"ctrlKey":false,"altKey":false,"metaKey":false,"button":0,"detail":0,"pointerType":"mouse"}},
        {"type":"click","place":{"id":"cell-2"},"init":{"detail":1}},
        {"type":"keydown","place":null,"init":{"key":"4","code":"Digit4"}},
        {"type":"keydown","place":null,"init":{"key":"ArrowRight","code":"ArrowRight"}},
        {"type":"keydown","place":null,"init":{"key":"$","code":"Digit4","shiftKey":true}}]}"#;

    #[test]
    fn a_press_a_digit_an_arrow_and_a_corner_mark_are_the_moves_the_live_handlers_make() {
        let mut early = state();
        assert_eq!(apply_leading(&kept(TYPED), &mut early), 5);
        // The same, as the cell's and the keyboard's handlers dispatch them live.
        let mut live = state();
        for action in [
            Action::Press { cell: Cell::new(2), extend: false, at: (0.5, 0.5) },
            Action::Input(d(4)),
            Action::Move { direction: crate::state::Direction::Right, extend: false },
        ] {
            live.update(action);
        }
        let shifted = KeyInput { key: "$".into(), code: "Digit4".into(), shift: true, ctrl: false, alt: false };
        live.update(action_for_key(&shifted, live.symbols()).expect("Shift+4 marks a corner"));
        assert_eq!(early.game().board(), live.game().board());
        assert_eq!(early.game().board().value(Cell::new(2)), Some(d(4)));
        assert_eq!(early.game().board().corner_marks(Cell::new(3)), DigitSet::single(d(4)));
        assert_eq!(early.cursor(), live.cursor());
    }

    #[test]
    fn the_first_event_not_on_a_cell_or_a_key_and_all_after_it_are_left_to_the_page() {
        let json = r#"{"freeFocus":true,"events":[
            {"type":"keydown","init":{"key":"ArrowDown","code":"ArrowDown"}},
            {"type":"click","place":{"path":[1,0,3]},"init":{"detail":1}},
            {"type":"keydown","init":{"key":"5","code":"Digit5"}}]}"#;
        let mut s = state();
        let before = s.game().board().clone();
        assert_eq!(apply_leading(&kept(json), &mut s), 1);
        assert_eq!(s.game().board(), &before, "the digit after the button is the page's to play");
    }

    #[test]
    fn with_the_focus_on_a_control_every_event_is_left_to_the_page() {
        let mut s = state();
        let json = TYPED.replace(r#""freeFocus":true"#, r#""freeFocus":false"#);
        assert_eq!(apply_leading(&kept(&json), &mut s), 0);
        assert_eq!(s.game().board().value(Cell::new(2)), None);
    }

    #[test]
    fn keys_the_app_ignores_are_taken_and_a_cell_off_the_board_is_not() {
        let json = r#"{"freeFocus":true,"events":[
            {"type":"keydown","init":{"key":"F13","code":"F13"}},
            {"type":"pointerdown","place":{"id":"cell-81"},"init":{}}]}"#;
        assert_eq!(apply_leading(&kept(json), &mut state()), 1);
    }

    #[test]
    fn with_a_dialog_open_only_escape_counts() {
        let mut s = state();
        s.update(Action::OpenHelp);
        let json = r#"{"freeFocus":true,"events":[
            {"type":"keydown","init":{"key":"5","code":"Digit5"}},
            {"type":"keydown","init":{"key":"Escape","code":"Escape"}}]}"#;
        assert_eq!(apply_leading(&kept(json), &mut s), 2);
        assert_eq!(*s.dialog(), Dialog::None);
        assert_eq!(s.game().board().value(Cell::new(2)), None);
    }
}
