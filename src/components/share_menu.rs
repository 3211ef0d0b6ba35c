//! The Game menu (share and keep): the saved-games list, the daily archive, the statistics, copy the puzzle or a link, paste
//! a puzzle, export and import a whole game as a file, back up and restore everything.

use std::rc::Rc;
use std::sync::Arc;

use sudoku_engine::format::{fpuzzles_link, sudokupad_link, to_line, FpuzzlesError, Meta};
use sudoku_engine::game::Game;
use sudoku_engine::Puzzle;
use web_sys::HtmlInputElement;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::components::icons::Icon;
use crate::components::menu_button::{MenuButton, MenuItem};
use crate::components::{DailyArchive, PasteDialog, SavedGames, StatsDialog};
use crate::files::{pick_file, FilePicker};
use crate::share::{export_game, has_seed, import_game, puzzle_address, seed_address};
use crate::state::{Action, Reading};
use crate::storage::{new_id, store, Notice, Persistence};

/// How long a note of the Game menu ("Link copied.") stays, in milliseconds.
const NOTE_MS: u32 = 5000;

#[derive(Properties, PartialEq, Debug)]
pub struct ShareMenuProps {
    pub game: Rc<Game>,
    pub persistence: Persistence,
    pub dispatch: Callback<Action>,
    /// Pasted text being read.
    pub reading: Option<Reading>,
    /// Open the saved-games list from outside (a "storage full" notice).
    #[prop_or_default]
    pub show_saved: bool,
    #[prop_or_default]
    pub on_saved_closed: Callback<()>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Open {
    None,
    Paste,
    Saved,
    Daily,
    Stats,
}

/// Copies `text`; `false` when the browser has no clipboard here.
async fn copy(text: &str) -> bool {
    let navigator = gloo::utils::window().navigator();
    let has_clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into()).is_ok_and(|c| !c.is_undefined());
    if !has_clipboard {
        return false;
    }
    wasm_bindgen_futures::JsFuture::from(navigator.clipboard().write_text(text)).await.is_ok()
}

/// Opens the link `write` makes of the puzzle in a new tab, or says why there is none.
fn opener(
    puzzle: Arc<Puzzle>,
    meta: Meta,
    app: &'static str,
    write: fn(&Puzzle, &Meta) -> Result<String, FpuzzlesError>,
    status: UseStateHandle<Option<(String, Option<String>)>>,
) -> Callback<()> {
    Callback::from(move |()| match write(&puzzle, &meta) {
        Ok(link) => {
            if gloo::utils::window().open_with_url_and_target_and_features(&link, "_blank", "noopener").is_err() {
                status.set(Some((format!("Open this link in {app} by hand:"), Some(link))));
            }
        }
        Err(why) => status.set(Some((format!("{app} cannot open this puzzle: {why}."), None))),
    })
}

/// Offers `text` as a file download.
fn download(name: &str, text: &str) -> Result<(), String> {
    crate::files::offer_text(name, text, "application/json")
}

#[function_component(ShareMenu)]
pub fn share_menu(props: &ShareMenuProps) -> Html {
    let open = use_state(|| Open::None);
    // What the last button did, and a text to copy by hand when the clipboard failed.
    let status = use_state(|| None::<(String, Option<String>)>);
    // A note without text to copy by hand goes away by itself: it floats over the page.
    {
        let status = status.clone();
        use_effect_with((*status).clone(), move |shown| {
            let timeout = matches!(shown, Some((_, None)))
                .then(|| gloo::timers::callback::Timeout::new(NOTE_MS, move || status.set(None)));
            move || drop(timeout)
        });
    }
    // What is copied is made when the item is chosen, not at every move: the link and the
    // line encode the whole puzzle.
    // `text` gives the label and the text, or why there is none.
    let copier = |text: fn(&Game) -> Result<(&'static str, String), &'static str>| {
        let (status, game) = (status.clone(), props.game.clone());
        Callback::from(move |()| {
            let status = status.clone();
            let (label, text) = match text(&game) {
                Ok(copied) => copied,
                Err(why) => return status.set(Some((why.into(), None))),
            };
            spawn_local(async move {
                if copy(&text).await {
                    status.set(Some((format!("{label} copied."), None)));
                } else {
                    status.set(Some((format!("Copy the {} below by hand:", label.to_ascii_lowercase()), Some(text))));
                }
            });
        })
    };
    let on_copy_puzzle = copier(|game| Ok(("Puzzle", to_line(game.puzzle()))));
    let on_copy_link = copier(|game| {
        let (address, with_words) = puzzle_address(game);
        let label = if with_words { "Link" } else { "Link (the rules text is too long for a link: it is left out)" };
        Ok((label, address))
    });
    let on_copy_seed = copier(|game| {
        seed_address(game)
            .map(|address| ("Seed link", address))
            .ok_or("This puzzle's seed cannot be read: it has no seed link.")
    });
    let on_export = {
        let (game, id, status) = (props.game.clone(), props.persistence.current_id.clone(), status.clone());
        Callback::from(move |()| {
            let result = export_game(&id, &game).and_then(|text| download(&format!("sudoku-{id}.json"), &text));
            status
                .set(Some((result.map_or_else(|e| format!("Export failed: {e}"), |()| "Game exported.".into()), None)));
        })
    };
    let on_backup = {
        let status = status.clone();
        Callback::from(move |()| {
            let result = store()
                .backup_text()
                .map_err(|notice| notice.message())
                .and_then(|text| download("sudoku-backup.json", &text));
            let said = result.map_or_else(|e| format!("Backup failed: {e}"), |()| "Backup saved.".into());
            status.set(Some((said, None)));
        })
    };
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);
    // A file picked for Import game (`false`) or Restore a backup (`true`).
    let on_file = {
        let (persistence, status, reader) = (props.persistence.clone(), status.clone(), reader.clone());
        Callback::from(move |(restore, event): (bool, Event)| {
            let Some(input) = event.target_dyn_into::<HtmlInputElement>() else { return };
            let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
            let file = gloo::file::File::from(file);
            let (persistence, status) = (persistence.clone(), status.clone());
            let task = gloo::file::callbacks::read_as_text(&file, move |text| {
                let text = text.map_err(|e| format!("The file cannot be read: {e}."));
                let result = if restore {
                    text.and_then(|t| store().restore(&t).map_err(|e| e.to_string())).map(|restored| {
                        status.set(Some((restored.to_string(), None)));
                    })
                } else {
                    text.and_then(|t| import_game(&t).map_err(|e| e.to_string())).map(|game| {
                        persistence.on_open.emit((new_id(), game));
                        status.set(Some(("Game imported.".into(), None)));
                    })
                };
                if let Err(why) = result {
                    persistence.on_notice.emit(Notice::Info { text: why });
                }
            });
            *reader.borrow_mut() = Some(task);
        })
    };
    // The file input of the last pick, kept until the next one.
    let picker = use_mut_ref(|| None::<FilePicker>);
    let file_picker = |restore: bool| {
        let (picker, on_file, status) = (picker.clone(), on_file.clone(), status.clone());
        Callback::from(move |()| {
            picker.borrow_mut().take();
            let on_file = on_file.clone();
            let on_change = move |event: &Event| on_file.emit((restore, event.clone()));
            match pick_file(".json,application/json", "Game or backup file to open", on_change) {
                Ok(opened) => *picker.borrow_mut() = Some(opened),
                Err(why) => status.set(Some((format!("No file can be opened here: {why}."), None))),
            }
        })
    };
    let show = |what: Open| {
        let open = open.clone();
        Callback::from(move |()| open.set(what))
    };
    let close = {
        let (open, on_saved_closed) = (open.clone(), props.on_saved_closed.clone());
        Callback::from(move |()| {
            open.set(Open::None);
            on_saved_closed.emit(());
        })
    };
    let dialog = match (*open, props.show_saved) {
        (Open::Paste, _) => {
            html! { <PasteDialog reading={props.reading.clone()} dispatch={props.dispatch.clone()} on_close={close} /> }
        }
        (Open::Stats, _) => html! { <StatsDialog on_close={close} /> },
        (Open::Daily, _) => html! {
            <DailyArchive persistence={props.persistence.clone()} dispatch={props.dispatch.clone()} on_close={close} />
        },
        (Open::Saved, _) | (_, true) => {
            html! { <SavedGames persistence={props.persistence.clone()} on_close={close} /> }
        }
        _ => html! {},
    };
    let mut items = vec![
        MenuItem::new("Saved games", "Every game kept in this browser", show(Open::Saved)),
        MenuItem::new("Daily archive", "The daily puzzles of the last 30 days", show(Open::Daily)),
        MenuItem::new("Statistics", "Games, times and streaks, per board and level", show(Open::Stats)),
        MenuItem::new("Copy puzzle", "The puzzle as one line of text", on_copy_puzzle),
        MenuItem::new("Paste puzzle", "Read a puzzle from text, a file's contents or a link", show(Open::Paste)),
        MenuItem::new("Copy link", "A link that opens this puzzle", on_copy_link),
    ];
    if has_seed(&props.game) {
        items.push(MenuItem::new("Copy seed link", "A short link that makes this puzzle again", on_copy_seed));
    }
    let meta = props.game.origin().words();
    let on_sudokupad = opener(props.game.shared_puzzle(), meta.clone(), "SudokuPad", sudokupad_link, status.clone());
    items.push(MenuItem::new("Open in SudokuPad", "This puzzle in SudokuPad, in a new tab", on_sudokupad));
    let on_fpuzzles = opener(props.game.shared_puzzle(), meta, "f-puzzles", fpuzzles_link, status.clone());
    items.push(MenuItem::new("Open in f-puzzles", "This puzzle in f-puzzles' editor, in a new tab", on_fpuzzles));
    items.push(MenuItem::new("Export game", "Save this game, moves included, as a file", on_export));
    items.push(MenuItem::new("Import game", "Open a game saved as a file", file_picker(false)));
    items.push(MenuItem::new(
        "Print",
        "Print the board alone, or save it as PDF",
        Callback::from(|()| {
            let _ = gloo::utils::window().print();
        }),
    ));
    items.push(MenuItem::new(
        "Back up everything",
        "Every saved game, the statistics and settings, as one file",
        on_backup,
    ));
    items.push(MenuItem::new("Restore a backup", "Add the games and statistics of a backup file", file_picker(true)));
    items.push(MenuItem::new("Save image", "The board as SVG or PNG", props.dispatch.reform(|()| Action::OpenImage)));
    let on_print_batch = props.dispatch.reform(|()| Action::OpenPrint);
    items.push(MenuItem::new("Print a batch", "1 to 6 puzzles a page, and answers", on_print_batch));
    html! {
        <>
            <MenuButton id="game-menu-button" label="Game" icon={Icon::Game} {items} />
            if let Some((message, manual)) = &*status {
                <div class="share-status-box">
                    <p class="share-status" aria-live="polite">{ message.clone() }</p>
                    if let Some(text) = manual {
                        <textarea class="share-manual" readonly=true rows="3" aria-label="Text to copy" value={text.clone()} />
                    }
                </div>
            }
            { dialog }
        </>
    }
}
