//! The web worker: the engine's heavy work off the page's thread (see `sudoku_app::worker`).

use gloo::worker::Registrable;
use sudoku_app::worker::{codec::Json, EngineWorker};

fn main() {
    sudoku_app::unicode::use_browser_nfc();
    EngineWorker::registrar().encoding::<Json>().register();
}
