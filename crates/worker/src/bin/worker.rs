//! The web worker: the engine's heavy work off the page's thread (see `sudoku_worker`).

use gloo::worker::Registrable;
use sudoku_worker::{nfc::use_browser_nfc, EngineWorker, Json};

fn main() {
    use_browser_nfc();
    EngineWorker::registrar().encoding::<Json>().register();
}
