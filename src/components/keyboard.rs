//! The keyboard hook: one `keydown` listener on the document, so that keys work wherever
//! the focus is (after a button that disappears, for example), except in form fields.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use crate::state::{action_for_key, kept_by_control, Action, KeyInput};

/// Keys typed into a form field or activating a button are not the board's.
fn key_belongs_to_control(event: &KeyboardEvent) -> bool {
    let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return false };
    kept_by_control(&target.tag_name(), &event.key())
}

/// The arrows move the board's cursor: when the focus is on a control beside the board
/// (a tool just chosen, a digit of the pad), it goes to the board, so that Enter and Space
/// then act on the board's cells rather than press that control again.
fn focus_board_from_controls() {
    let document = gloo::utils::document();
    let in_controls = document.active_element().and_then(|e| e.closest(".controls").ok().flatten()).is_some();
    if !in_controls {
        return;
    }
    if let Some(board) = document.query_selector(".board[role=grid]").ok().flatten() {
        if let Ok(board) = board.dyn_into::<web_sys::HtmlElement>() {
            let _ = board.focus();
        }
    }
}

/// What the listener needs from the latest render.
struct KeyContext {
    dialog_open: bool,
    symbols: Rc<Vec<char>>,
    dispatch: Callback<Action>,
}

/// Turns key presses into actions: with a dialog open only Escape (closing it) counts.
#[hook]
pub fn use_keyboard(dialog_open: bool, symbols: Rc<Vec<char>>, dispatch: Callback<Action>) {
    let context = use_mut_ref(|| None::<KeyContext>);
    *context.borrow_mut() = Some(KeyContext { dialog_open, symbols, dispatch });
    use_effect_with((), move |_| {
        let context: Rc<RefCell<Option<KeyContext>>> = context;
        let listener = EventListener::new_with_options(
            &gloo::utils::document(),
            "keydown",
            EventListenerOptions::enable_prevent_default(),
            move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else { return };
                let context = context.borrow();
                let Some(context) = context.as_ref() else { return };
                if key_belongs_to_control(event) {
                    return;
                }
                if context.dialog_open {
                    if event.key() == "Escape" {
                        context.dispatch.emit(Action::CloseDialog);
                    }
                    return;
                }
                let input = KeyInput {
                    key: event.key(),
                    code: event.code(),
                    shift: event.shift_key(),
                    ctrl: event.ctrl_key() || event.meta_key(),
                    alt: event.alt_key(),
                };
                if let Some(action) = action_for_key(&input, &context.symbols) {
                    event.prevent_default();
                    let moves = matches!(action, Action::Move { .. });
                    context.dispatch.emit(action);
                    if moves {
                        focus_board_from_controls();
                    }
                }
            },
        );
        move || drop(listener)
    });
}
