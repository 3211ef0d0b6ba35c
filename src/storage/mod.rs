//! Keeping games in the browser's `localStorage`: a versioned schema ([`schema`],
//! [`migrate`]), a [`Store`] that never loses a record, and the Yew hook
//! [`use_persistence`] that saves the current game after every move.
//!
//! Faults never crash the app and never lose data:
//! - unreadable JSON: the raw text is copied to `sudoku:backup:<key>` and the player told;
//! - storage blocked (private mode, `SecurityError`): everything stays in memory, with a banner;
//! - storage full (`QuotaExceededError`): a message and the saved-games list to delete from;
//!   the game in memory is untouched;
//! - another tab saves the same game: saving stops until the player picks a version.

mod backend;
mod backup;
mod hooks;
pub mod migrate;
mod notice;
pub mod schema;
mod stats;
mod store;
pub mod view;

use std::rc::Rc;

pub use backend::{Backend, BackendError};
pub use backup::{BackupError, Restored, BACKUP_KIND};
pub use hooks::{use_persistence, Boot, Current, Persistence, Resolution};
pub use notice::Notice;
pub use schema::Summary;
pub use stats::{GameStat, MAX_STATS};
pub use store::{new_id, now_ms, Startup, Store};

thread_local! {
    static STORE: Rc<Store> = Rc::new(open());
    static OPEN_NOTICES: std::cell::RefCell<Vec<Notice>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn open() -> Store {
    let (store, notices) = Store::open();
    OPEN_NOTICES.with(|n| n.borrow_mut().extend(notices));
    store
}

/// The page's store (opened on first use).
pub fn store() -> Rc<Store> {
    STORE.with(Rc::clone)
}

/// Opens the store and reads what the app starts with, including any notice from opening.
pub fn boot() -> Boot {
    let store = store();
    let mut startup = store.startup();
    let mut notices = OPEN_NOTICES.with(|n| std::mem::take(&mut *n.borrow_mut()));
    notices.append(&mut startup.notices);
    let (id, game) = startup.current.map_or((None, None), |(id, game)| (Some(id), Some(game)));
    Boot { id, game, settings: startup.settings, notices }
}

#[cfg(test)]
mod tests;

/// A record read from a JSON value (as migrations leave it), without writing it out as
/// text and parsing it again: the saved game is read while the page starts.
pub fn from_value<T: serde::de::DeserializeOwned>(value: serde_json::Value) -> serde_json::Result<T> {
    serde_json::from_value(value)
}
