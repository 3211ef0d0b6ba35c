//! The page's first frame, rendered at build time by the app's own components (Yew's
//! server renderer): welcome boards of a first visit, as the app draws them before anybody
//! has touched them, cells named as the app names them. `scripts/postbuild.mjs` runs it
//! and puts the boards into index.html; `static/early_input.js` shows one of them.
//!
//! Usage: `prerender COUNT` prints JSON: `boards`, the HTML of COUNT welcome boards, each
//! a `<main id="welcome" ...>` element whose data (seed phrase, attempt, givens, and the
//! solution, which the engine's solver finds here) the app reads to start the same game
//! (`state::early_board`); and `keys`, every key the app's key map takes
//! ("Ctrl+Alt+Shift+Code") with the smallest board size on which it takes it, which the
//! page keeps until the app arrives; and `controls`, the keys a focused
//! control keeps for itself (`state::CONTROL_KEYS`), which the page leaves to it too; and
//! `kept`, what the status line says once something is kept (`state::KEPT_FOR_THE_APP`).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    let count = std::env::args().nth(1).map_or(Ok(1), |arg| arg.parse::<usize>());
    let boards = count.map_err(|e| format!("COUNT must be a number: {e}")).and_then(native::render_boards);
    let first_frame = boards.map(|boards| {
        let controls: std::collections::BTreeMap<_, _> = sudoku_app::state::CONTROL_KEYS.iter().copied().collect();
        let kept = sudoku_app::state::KEPT_FOR_THE_APP;
        serde_json::json!({ "boards": boards, "keys": native::app_keys(), "controls": controls, "kept": kept })
    });
    match first_frame.and_then(|json| serde_json::to_string(&json).map_err(|e| e.to_string())) {
        Ok(json) => {
            println!("{json}");
            std::process::ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("prerender: {why}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::collections::BTreeMap;
    use sudoku_app::state::{action_for_key, solution_line, KeyInput, WelcomeBoard, WELCOME_PUZZLES};
    use sudoku_app::{App, AppProps};

    use sudoku_engine::format::line::to_line;
    use sudoku_engine::format::Alphabet;
    use sudoku_engine::solve::Solver;

    /// The welcome puzzle `index` with its solution, which the engine's solver finds here,
    /// at build time, so that the page needs no worker to know it.
    fn solved_board(index: usize) -> Result<WelcomeBoard, String> {
        let mut board = WelcomeBoard::listed(index).map_err(|e| format!("welcome puzzle {index}: {e}"))?;
        let found = Solver::new(&board.puzzle).limit(2).run();
        match found.first() {
            Some(solution) if found.is_unique() => board.solution = Some(solution.to_vec()),
            _ => return Err(format!("welcome puzzle {index}: it has no single solution")),
        }
        Ok(board)
    }

    /// The first `count` welcome boards (at most every listed one), rendered.
    pub fn render_boards(count: usize) -> Result<Vec<String>, String> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .map_err(|e| format!("no runtime to render with: {e}"))?;
        let local = tokio::task::LocalSet::new();
        (0..count.min(WELCOME_PUZZLES.len()))
            .map(|index| {
                let board = solved_board(index)?;
                let data = format!(
                    "<main id=\"welcome\" data-phrase=\"{}\" data-attempt=\"{}\" data-givens=\"{}\" data-solution=\"{}\" ",
                    board.phrase,
                    board.attempt,
                    to_line(&board.puzzle),
                    board.solution.as_deref().map(solution_line).unwrap_or_default()
                );
                let renderer =
                    yew::LocalServerRenderer::<App>::with_props(AppProps { welcome: Some(board) }).hydratable(false);
                let html = local.block_on(&runtime, renderer.render());
                if !html.starts_with("<main ") {
                    return Err(format!("welcome puzzle {index}: the app rendered no <main> first"));
                }
                Ok(html.replacen("<main ", &data, 1))
            })
            .collect()
    }

    /// Every key press the app's key map ([`action_for_key`]) turns into an action, with
    /// the smallest board size on which it does (a board's digits are those of every
    /// smaller board and more), with the keys a US layout gives for each physical key.
    pub fn app_keys() -> BTreeMap<String, usize> {
        let letters = ('A'..='Z').map(|ch| (format!("Key{ch}"), ch.to_ascii_lowercase().to_string(), ch.to_string()));
        let digits = (0..=9u8).flat_map(|n| {
            let shifted = [")", "!", "@", "#", "$", "%", "^", "&", "*", "("][usize::from(n)];
            [
                (format!("Digit{n}"), n.to_string(), shifted.to_string()),
                (format!("Numpad{n}"), n.to_string(), n.to_string()),
            ]
        });
        let named =
            ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", "Escape", "Backspace", "Delete", "Tab"]
                .map(|name| (name.to_string(), name.to_string(), name.to_string()));
        let space = [("Space".to_string(), " ".to_string(), " ".to_string())];
        let boards: Vec<(usize, Vec<char>)> =
            (4..=30).map(|size| (size, Alphabet::default_for(size).symbols().to_vec())).collect();
        let mut keys = BTreeMap::new();
        for (code, key, shifted) in letters.chain(digits).chain(named).chain(space) {
            for (ctrl, alt, shift) in (0..8).map(|bits| (bits & 4 != 0, bits & 2 != 0, bits & 1 != 0)) {
                let key = if shift { shifted.clone() } else { key.clone() };
                let input = KeyInput { key, code: code.clone(), shift, ctrl, alt };
                if let Some(&(size, _)) = boards.iter().find(|(_, symbols)| action_for_key(&input, symbols).is_some()) {
                    let [ctrl, alt, shift] =
                        [(ctrl, "Ctrl+"), (alt, "Alt+"), (shift, "Shift+")]
                            .map(|(on, name)| if on { name } else { "" });
                    keys.insert(format!("{ctrl}{alt}{shift}{code}"), size);
                }
            }
        }
        keys
    }
}

/// The prerender runs at build time, never in the browser.
#[cfg(target_arch = "wasm32")]
fn main() {}
