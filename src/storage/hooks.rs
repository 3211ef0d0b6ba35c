//! [`use_persistence`]: saves the current game after every move (the clock alone at most
//! every ten seconds, and when the page is hidden), saves the settings, and watches other
//! tabs through the `storage` event.

use std::rc::Rc;

use gloo::events::EventListener;
use sudoku_engine::game::Game;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::{new_id, store, view, Notice};
use crate::state::{Action, Settings};

/// How often the clock alone is worth a write.
const CLOCK_SAVE_MS: u64 = 10_000;

/// What the app starts with (see [`super::boot`]).
#[derive(Clone, Debug, Default)]
pub struct Boot {
    pub id: Option<String>,
    pub game: Option<Game>,
    pub settings: Option<Settings>,
    pub notices: Vec<Notice>,
}

/// The player's answer to a conflict with another tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resolution {
    LoadTheirs,
    KeepMine,
}

/// What the storage UI needs: the notices and what the player can do about them.
#[derive(Clone, Debug, PartialEq)]
pub struct Persistence {
    pub notices: Rc<Vec<Notice>>,
    pub on_dismiss: Callback<usize>,
    pub on_resolve: Callback<Resolution>,
    /// Open a saved game: the id to keep saving it under, and the game.
    pub on_open: Callback<(String, Game)>,
    /// Tell the player something (a failed load from the saved-games list).
    pub on_notice: Callback<Notice>,
    /// The id the current game is saved under.
    pub current_id: Rc<str>,
}

#[derive(Debug)]
struct Session {
    id: String,
    serial: u32,
    /// The id the next game (a loaded one) is saved under, instead of a fresh id.
    next_id: Option<String>,
    /// Saving is stopped: another tab wrote this game.
    suspended: bool,
    /// The revision and clock of the game last written.
    last_saved: Option<Saved>,
    /// The latest game seen but not written (clock-only changes), with its clock.
    unsaved: Option<(Rc<Game>, Saved)>,
}

/// What persistence compares instead of whole games: the state's revision of the game
/// (every change but the clock) and the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Saved {
    revision: u64,
    clock_ms: u64,
}

enum NoticeAction {
    Add(Notice),
    Remove(usize),
    RemoveIf(fn(&Notice) -> bool),
}

#[derive(Clone, Default, PartialEq)]
struct Notices(Rc<Vec<Notice>>);

impl Reducible for Notices {
    type Action = NoticeAction;
    fn reduce(self: Rc<Self>, action: NoticeAction) -> Rc<Self> {
        // Nothing to change: the same list, so the app does not draw itself again (every
        // save asks to take out write faults).
        let unchanged = match &action {
            NoticeAction::Add(notice) => self.0.contains(notice),
            NoticeAction::Remove(index) => *index >= self.0.len(),
            NoticeAction::RemoveIf(drop) => !self.0.iter().any(drop),
        };
        if unchanged {
            return self;
        }
        let mut list = (*self.0).clone();
        match action {
            NoticeAction::Add(notice) => list.push(notice),
            NoticeAction::Remove(index) => {
                list.remove(index);
            }
            NoticeAction::RemoveIf(drop) => list.retain(|n| !drop(n)),
        }
        Rc::new(Notices(Rc::new(list)))
    }
}

fn is_write_fault(notice: &Notice) -> bool {
    matches!(notice, Notice::Full | Notice::WriteFailed { .. })
}

fn is_conflict(notice: &Notice) -> bool {
    matches!(notice, Notice::Conflict { .. })
}

/// Writes `game` with the clock at `at.clock_ms` (copying it only when the clock moved
/// since its last change).
fn save(session: &mut Session, game: &Rc<Game>, at: Saved, notices: &UseReducerDispatcher<Notices>) {
    // Timed for the long-task benchmark ("sudoku:save" in the page's performance entries).
    let performance = gloo::utils::window().performance();
    if let Some(p) = &performance {
        let _ = p.mark("sudoku:save-start");
    }
    let saved = if game.elapsed_ms() == at.clock_ms {
        store().save_game(&session.id, game)
    } else {
        let mut timed = Game::clone(game);
        timed.set_elapsed_ms(at.clock_ms);
        store().save_game(&session.id, &timed)
    };
    if let Some(p) = &performance {
        let _ = p.measure_with_start_mark("sudoku:save", "sudoku:save-start");
    }
    match saved {
        Ok(stats_fault) => {
            session.last_saved = Some(at);
            session.unsaved = None;
            notices.dispatch(NoticeAction::RemoveIf(is_write_fault));
            if let Some(notice) = stats_fault {
                notices.dispatch(NoticeAction::Add(notice));
            }
        }
        Err(notice) => {
            session.unsaved = Some((game.clone(), at));
            notices.dispatch(NoticeAction::Add(notice));
        }
    }
}

/// The game being played, as persistence sees it.
#[derive(Clone, Debug)]
pub struct Current {
    pub game: Rc<Game>,
    /// The state's revision of the game (every change but the clock).
    pub revision: u64,
    /// The running clock, in milliseconds.
    pub clock_ms: u64,
    /// The number of this game on this page.
    pub serial: u32,
    /// The revision the state had when the game was read: the moves typed on the page's
    /// board before the app arrived come after it, and are not saved yet.
    pub read_revision: u64,
}

/// Saves the current game and `settings`.
#[hook]
pub fn use_persistence(current: Current, settings: &Settings, boot: &Boot, dispatch: Callback<Action>) -> Persistence {
    let Current { game, revision, clock_ms, serial, read_revision } = current;
    let game = &game;
    let notices = use_reducer(|| Notices(Rc::new(boot.notices.clone())));
    let session = use_mut_ref(|| Session {
        id: boot.id.clone().unwrap_or_else(new_id),
        serial,
        next_id: None,
        suspended: false,
        last_saved: boot.game.as_ref().map(|_| Saved { revision: read_revision, clock_ms }),
        unsaved: None,
    });

    {
        let (session, notices) = (session.clone(), notices.dispatcher());
        let game = game.clone();
        use_effect_with((revision, clock_ms, serial), move |&(revision, clock_ms, serial)| {
            let now = Saved { revision, clock_ms };
            let mut s = session.borrow_mut();
            if serial != s.serial {
                s.serial = serial;
                s.id = s.next_id.take().unwrap_or_else(new_id);
                s.suspended = false;
                s.last_saved = None;
                notices.dispatch(NoticeAction::RemoveIf(is_conflict));
            }
            // An empty board nobody has touched (a first visit's, before its puzzle
            // arrives) holds nothing to keep; one being set keeps what was drawn on it.
            let puzzle = game.puzzle();
            let drawn = !puzzle.constraints().is_empty() || !puzzle.layout().cages().is_empty();
            if s.suspended || (puzzle.given_count() == 0 && !game.history().can_undo() && !drawn) {
                return;
            }
            let clock_only = s.last_saved.is_some_and(|last| last.revision == revision);
            let recent = s.last_saved.is_some_and(|last| clock_ms < last.clock_ms + CLOCK_SAVE_MS);
            if clock_only && recent {
                if s.last_saved != Some(now) {
                    s.unsaved = Some((game, now));
                }
                return;
            }
            save(&mut s, &game, now, &notices);
        });
    }

    {
        let settings = *settings;
        let first = use_mut_ref(|| boot.settings.unwrap_or_default());
        let notices = notices.dispatcher();
        use_effect_with(settings, move |settings| {
            if *first.borrow() != *settings {
                *first.borrow_mut() = *settings;
                if let Err(notice) = store().save_settings(settings) {
                    notices.dispatch(NoticeAction::Add(notice));
                }
            }
        });
    }

    // Another tab, and the page being hidden or closed.
    {
        let (session, notices) = (session.clone(), notices.dispatcher());
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let storage_session = session.clone();
            let flush_notices = notices.clone();
            let on_storage = EventListener::new(&window, "storage", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else { return };
                let mut s = storage_session.borrow_mut();
                let (key, value) = (event.key(), event.new_value());
                if store().is_foreign_write(key.as_deref(), value.as_deref(), &s.id) {
                    s.suspended = true;
                    notices.dispatch(NoticeAction::Add(Notice::Conflict { id: s.id.clone() }));
                }
            });
            // Saves what is not saved yet, and keeps the screen for the next visit's early board.
            let flush = move |_: &web_sys::Event| {
                let mut s = session.borrow_mut();
                if let (false, Some((game, at))) = (s.suspended, s.unsaved.take()) {
                    save(&mut s, &game, at, &flush_notices);
                }
                store().keep_view(&s.id, if s.suspended || s.unsaved.is_some() { None } else { view::screen() });
            };
            let document = gloo::utils::document();
            let on_hide = EventListener::new(&window, "pagehide", flush.clone());
            let on_visibility = EventListener::new(&document, "visibilitychange", move |event| {
                if gloo::utils::document().visibility_state() == web_sys::VisibilityState::Hidden {
                    flush(event);
                }
            });
            move || drop((on_storage, on_hide, on_visibility))
        });
    }

    let on_dismiss = {
        let notices = notices.dispatcher();
        use_callback((), move |index: usize, _| notices.dispatch(NoticeAction::Remove(index)))
    };
    let on_open = {
        let (session, dispatch) = (session.clone(), dispatch.clone());
        use_callback((), move |(id, game): (String, Game), _| {
            session.borrow_mut().next_id = Some(id);
            dispatch.emit(Action::Load(Box::new(game)));
        })
    };
    let on_notice = {
        let notices = notices.dispatcher();
        use_callback((), move |notice: Notice, _| notices.dispatch(NoticeAction::Add(notice)))
    };
    // The game as it is now, for "keep mine" (read when the player answers).
    let latest = use_mut_ref(|| (game.clone(), Saved { revision, clock_ms }));
    *latest.borrow_mut() = (game.clone(), Saved { revision, clock_ms });
    let on_resolve = {
        let (session, notices, on_open) = (session.clone(), notices.dispatcher(), on_open.clone());
        use_callback((), move |resolution: Resolution, _| {
            notices.dispatch(NoticeAction::RemoveIf(is_conflict));
            let id = {
                let mut s = session.borrow_mut();
                s.suspended = false;
                s.id.clone()
            };
            match resolution {
                Resolution::LoadTheirs => match store().load_game(&id) {
                    Ok(game) => on_open.emit((id, game)),
                    Err(notice) => notices.dispatch(NoticeAction::Add(notice)),
                },
                Resolution::KeepMine => {
                    let (game, at) = latest.borrow().clone();
                    save(&mut session.borrow_mut(), &game, at, &notices);
                }
            }
        })
    };
    let current_id: Rc<str> = Rc::from(session.borrow().id.as_str());
    Persistence { notices: notices.0.clone(), on_dismiss, on_resolve, on_open, on_notice, current_id }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taking_out_notices_that_are_not_there_keeps_the_same_list() {
        let notices = Rc::new(Notices(Rc::new(vec![Notice::Full])));
        // The same state: `use_reducer` draws the app again only for a new one.
        let same = notices.clone().reduce(NoticeAction::RemoveIf(is_conflict));
        assert!(Rc::ptr_eq(&notices, &same));
        let fewer = notices.clone().reduce(NoticeAction::RemoveIf(is_write_fault));
        assert!(fewer.0.is_empty());
    }
}
