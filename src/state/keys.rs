//! The keyboard map. Digits: 1-9 and the board's letters (A for 10 ...); Shift+digit a
//! corner mark, Ctrl (or Alt)+digit a centre mark; Z/X/C/V modes; arrows or WASD move
//! (Shift extends the selection); Delete, Backspace, 0 and Space clear (in setup, with a
//! drawing tool, Space and Enter draw); Ctrl+Z undo,
//! Ctrl+Y or Ctrl+Shift+Z redo; M red mark; H highlight; P pause; Escape closes a panel.
//! A letter that writes a digit on this board (16x16 and up) writes it rather than acting
//! as a command; arrows always move.

use sudoku_engine::Digit;

use super::{Action, Direction, Mode};

/// A key press, as the browser reports it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyInput {
    pub key: String,
    /// The physical key ("Digit5"), so that Shift+5 still reads 5 on every layout.
    pub code: String,
    pub shift: bool,
    pub ctrl: bool,
    pub alt: bool,
}

/// The keys a focused control keeps for itself rather than the board's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub enum KeptByControl {
    /// Every key but these (a form field: Escape still closes the dialog).
    AllBut(&'static [&'static str]),
    /// Only these (a button or a link: Space and Enter press it).
    Only(&'static [&'static str]),
}

/// Which keys a focused element keeps, by its tag name; the early page reads the same
/// table (`src/bin/prerender.rs`), so that it leaves them to the control too.
pub const CONTROL_KEYS: &[(&str, KeptByControl)] = &[
    ("INPUT", KeptByControl::AllBut(&["Escape"])),
    ("SELECT", KeptByControl::AllBut(&["Escape"])),
    ("TEXTAREA", KeptByControl::AllBut(&["Escape"])),
    ("BUTTON", KeptByControl::Only(&[" ", "Enter"])),
    ("A", KeptByControl::Only(&[" ", "Enter"])),
    ("SUMMARY", KeptByControl::Only(&[" ", "Enter"])),
];

/// Whether a key (`key`, as the browser names it) pressed on an element of tag `tag` is
/// the control's rather than the board's.
pub fn kept_by_control(tag: &str, key: &str) -> bool {
    CONTROL_KEYS.iter().find(|(name, _)| *name == tag).is_some_and(|(_, kept)| match kept {
        KeptByControl::AllBut(keys) => !keys.contains(&key),
        KeptByControl::Only(keys) => keys.contains(&key),
    })
}

/// Every key the game knows, for the help panel: (keys, what they do).
pub const KEY_HELP: &[(&str, &str)] = &[
    ("1-9, A-U", "write the digit in the selected cells (letters on boards larger than 9)"),
    ("Shift + digit", "toggle a corner mark"),
    ("Ctrl + digit, Alt + digit", "toggle a centre mark"),
    ("Z / X / C / V", "digit / corner / centre / colour mode"),
    ("Arrows, W A S D", "move the selection (Shift extends it)"),
    ("Click, drag", "select a cell, or several by dragging"),
    ("Ctrl/Shift + click", "add a cell to the selection or take it out"),
    ("Delete, Backspace, 0, Space", "clear the selected cells (colour mode: their colour)"),
    ("Enter, Space", "in setup, with a tool other than Givens: put it on the selected cells"),
    ("Ctrl + Z", "undo"),
    ("Ctrl + Y, Ctrl + Shift + Z", "redo"),
    ("M", "mark the cell red for trial and error"),
    ("H", "highlight the selected digit everywhere, until pressed again"),
    ("P", "pause or resume"),
    ("Escape", "close the hint, solution or log"),
];

/// The digit a key writes on a board of these `symbols`, if any.
fn digit_of(input: &KeyInput, symbols: &[char]) -> Option<Digit> {
    let from_code = input
        .code
        .strip_prefix("Digit")
        .or_else(|| input.code.strip_prefix("Numpad"))
        .and_then(|rest| rest.parse::<u8>().ok())
        .filter(|&n| n > 0);
    let from_key = || {
        let mut chars = input.key.chars();
        let ch = chars.next()?.to_ascii_uppercase();
        if chars.next().is_some() {
            return None;
        }
        symbols.iter().position(|&s| s == ch).and_then(Digit::from_index)
    };
    from_code.and_then(Digit::new).or_else(from_key).filter(|d| d.index() < symbols.len())
}

/// The action a key asks for, if any.
pub fn action_for_key(input: &KeyInput, symbols: &[char]) -> Option<Action> {
    let key = input.key.as_str();
    let command = input.ctrl;
    if command {
        match key.to_ascii_lowercase().as_str() {
            "z" if input.shift => return Some(Action::Redo),
            "z" => return Some(Action::Undo),
            "y" => return Some(Action::Redo),
            _ => {}
        }
    }
    let arrow = match key {
        "ArrowUp" => Some(Direction::Up),
        "ArrowDown" => Some(Direction::Down),
        "ArrowLeft" => Some(Direction::Left),
        "ArrowRight" => Some(Direction::Right),
        _ => None,
    };
    if let Some(direction) = arrow {
        return Some(Action::Move { direction, extend: input.shift });
    }
    match key {
        "Delete" | "Backspace" => return Some(Action::Clear),
        " " => return Some(Action::Space),
        "Enter" => return Some(Action::Commit),
        "Escape" => return Some(Action::ClosePanel),
        _ => {}
    }
    if input.code == "Digit0" || input.code == "Numpad0" || key == "0" {
        return Some(Action::Zero);
    }
    if let Some(digit) = digit_of(input, symbols) {
        return Some(if command || input.alt {
            Action::InputAs(digit, Mode::Centre)
        } else if input.shift {
            Action::InputAs(digit, Mode::Corner)
        } else {
            Action::Input(digit)
        });
    }
    if command || input.alt {
        return None;
    }
    match key.to_ascii_lowercase().as_str() {
        "w" => Some(Action::Move { direction: Direction::Up, extend: input.shift }),
        "a" => Some(Action::Move { direction: Direction::Left, extend: input.shift }),
        "s" => Some(Action::Move { direction: Direction::Down, extend: input.shift }),
        "d" => Some(Action::Move { direction: Direction::Right, extend: input.shift }),
        "z" => Some(Action::SetMode(Mode::Digit)),
        "x" => Some(Action::SetMode(Mode::Corner)),
        "c" => Some(Action::SetMode(Mode::Centre)),
        "v" => Some(Action::SetMode(Mode::Colour)),
        "m" => Some(Action::ToggleRed),
        "h" => Some(Action::Highlight),
        "p" => Some(Action::TogglePause),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn symbols(size: usize) -> Vec<char> {
        sudoku_engine::format::Alphabet::default_for(size).symbols().to_vec()
    }

    fn key(key: &str, code: &str) -> KeyInput {
        KeyInput { key: key.into(), code: code.into(), ..KeyInput::default() }
    }

    fn d(n: u8) -> Digit {
        Digit::new(n).expect("digit")
    }

    #[test]
    fn digits_write_and_modifiers_choose_the_mark() {
        let nine = symbols(9);
        assert_eq!(action_for_key(&key("5", "Digit5"), &nine), Some(Action::Input(d(5))));
        let shifted = KeyInput { shift: true, ..key("%", "Digit5") };
        assert_eq!(action_for_key(&shifted, &nine), Some(Action::InputAs(d(5), Mode::Corner)));
        let ctrl = KeyInput { ctrl: true, ..key("5", "Digit5") };
        assert_eq!(action_for_key(&ctrl, &nine), Some(Action::InputAs(d(5), Mode::Centre)));
        assert_eq!(action_for_key(&key("5", "Digit5"), &symbols(4)), None, "no 5 on a 4x4 board");
        assert_eq!(action_for_key(&key("q", "KeyQ"), &nine), None);
    }

    #[test]
    fn letters_are_digits_on_big_boards_and_commands_otherwise() {
        let sixteen = symbols(16);
        assert_eq!(action_for_key(&key("a", "KeyA"), &sixteen), Some(Action::Input(d(10))));
        assert_eq!(action_for_key(&key("c", "KeyC"), &sixteen), Some(Action::Input(d(12))));
        let shifted = KeyInput { shift: true, ..key("G", "KeyG") };
        assert_eq!(action_for_key(&shifted, &sixteen), Some(Action::InputAs(d(16), Mode::Corner)));
        assert_eq!(action_for_key(&key("x", "KeyX"), &sixteen), Some(Action::SetMode(Mode::Corner)));
        let nine = symbols(9);
        assert_eq!(
            action_for_key(&key("a", "KeyA"), &nine),
            Some(Action::Move { direction: Direction::Left, extend: false })
        );
        assert_eq!(action_for_key(&key("c", "KeyC"), &nine), Some(Action::SetMode(Mode::Centre)));
        assert_eq!(action_for_key(&key("m", "KeyM"), &nine), Some(Action::ToggleRed));
    }

    #[test]
    fn form_fields_keep_keys_but_escape_and_buttons_keep_space_and_enter() {
        assert!(kept_by_control("INPUT", "5"));
        assert!(!kept_by_control("INPUT", "Escape"));
        assert!(kept_by_control("BUTTON", "Enter"));
        assert!(kept_by_control("A", " "));
        assert!(!kept_by_control("BUTTON", "5"));
        assert!(!kept_by_control("DIV", "Enter"), "the board's own keys");
    }

    #[test]
    fn clearing_undo_redo_and_moving() {
        let nine = symbols(9);
        for (k, c) in [("Delete", "Delete"), ("Backspace", "Backspace")] {
            assert_eq!(action_for_key(&key(k, c), &nine), Some(Action::Clear), "{k}");
        }
        assert_eq!(action_for_key(&key(" ", "Space"), &nine), Some(Action::Space), "clears, or draws in setup");
        assert_eq!(action_for_key(&key("Enter", "Enter"), &nine), Some(Action::Commit));
        assert_eq!(action_for_key(&key("0", "Digit0"), &nine), Some(Action::Zero), "clears, or types a cage's 0");
        let undo = KeyInput { ctrl: true, ..key("z", "KeyZ") };
        assert_eq!(action_for_key(&undo, &nine), Some(Action::Undo));
        let redo = KeyInput { ctrl: true, shift: true, ..key("Z", "KeyZ") };
        assert_eq!(action_for_key(&redo, &nine), Some(Action::Redo));
        let redo = KeyInput { ctrl: true, ..key("y", "KeyY") };
        assert_eq!(action_for_key(&redo, &nine), Some(Action::Redo));
        let extend = KeyInput { shift: true, ..key("ArrowRight", "ArrowRight") };
        assert_eq!(action_for_key(&extend, &nine), Some(Action::Move { direction: Direction::Right, extend: true }));
    }
}
