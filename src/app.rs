//! The root component: the state (one reducer), the keyboard, the clock, the jobs run
//! through `tasks`, and the page's layout.

use std::rc::Rc;

use gloo::timers::callback::Interval;
use sudoku_engine::game::Game;
use sudoku_engine::{format, Layout, Puzzle};
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::components::use_keyboard;
use crate::components::{
    BoardView, ColourPalette, HelpDialog, HintPanel, ModeToggle, NewGameDialog, NumberPad, SettingsDialog,
    SolutionsPanel, SolverLog, Timer, Toolbar,
};
use crate::components::{ShareMenu, StorageBanner, TaskProgress, UpdateBanner};
use crate::share::use_shared_links;
use crate::state::{Action, AppState, Dialog, Mode, Panel, Theme};
use crate::storage::{self, use_persistence};
use crate::tasks;

/// The puzzle shown on a first visit.
const WELCOME_PUZZLE: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn welcome_game() -> Game {
    Game::new(format::parse_puzzle(WELCOME_PUZZLE).unwrap_or_else(|_| Puzzle::empty(Layout::classic())))
}

#[function_component(App)]
pub fn app() -> Html {
    // Keep and share (issue 7): resume the saved game and settings, save after every move, open links.
    let boot = use_memo((), |_| storage::boot());
    let state = use_reducer(|| {
        let game = boot.game.clone().unwrap_or_else(welcome_game);
        AppState::new(game, boot.settings.unwrap_or_default())
    });
    let dispatch = {
        let dispatcher = state.dispatcher();
        use_callback((), move |action, _| dispatcher.dispatch(action))
    };
    let persistence = use_persistence(
        &state.game,
        state.revision,
        state.clock_ms,
        state.serial,
        &state.settings,
        &boot,
        dispatch.clone(),
    );
    use_shared_links(dispatch.clone(), persistence.on_notice.clone());
    let show_saved = use_state(|| false);

    // Run every new job through the tasks and hand back its result.
    let spawned = use_mut_ref(|| 0u32);
    {
        let pending = state.pending.clone();
        let dispatcher = state.dispatcher();
        use_effect_with(state.next_id, move |_| {
            for item in pending.into_iter().filter(|p| p.id > *spawned.borrow()) {
                *spawned.borrow_mut() = item.id;
                let dispatcher = dispatcher.clone();
                spawn_local(async move {
                    let result = tasks::run(item.job).await;
                    dispatcher.dispatch(Action::JobDone { id: item.id, serial: item.serial, result: Box::new(result) });
                });
            }
        });
    }

    // The clock.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let interval = Interval::new(1000, move || dispatcher.dispatch(Action::Tick(1000)));
            move || drop(interval)
        });
    }

    use_keyboard(state.dialog != Dialog::None, state.symbols.clone(), dispatch.clone());

    let game = &state.game;
    let puzzle = game.shared_puzzle();
    let cells = Rc::new(state.cell_data());
    let board = if state.paused {
        html! { <div class="paused-cover"><p>{ "Paused" }</p><p>{ "Press P or Resume to continue." }</p></div> }
    } else {
        html! {
            <BoardView puzzle={puzzle.clone()} {cells} symbols={state.symbols.clone()} cursor={state.cursor()}
                dispatch={dispatch.clone()} />
        }
    };
    let pad = if state.mode == Mode::Colour && !state.setup {
        html! { <ColourPalette dispatch={dispatch.clone()} /> }
    } else {
        html! { <NumberPad symbols={state.symbols.clone()} mode={if state.setup { Mode::Digit } else { state.mode }}
        highlight={state.highlight} dispatch={dispatch.clone()} /> }
    };
    let panel = match &state.panel {
        Panel::None => html! {},
        Panel::Hint(view) => {
            html! { <HintPanel view={view.clone()} puzzle={puzzle.clone()} dispatch={dispatch.clone()} /> }
        }
        Panel::Solutions(view) => html! { <SolutionsPanel view={view.clone()} dispatch={dispatch.clone()} /> },
        Panel::Log(view) => html! { <SolverLog view={view.clone()} dispatch={dispatch.clone()} /> },
    };
    let close_dialog = {
        let dispatch = dispatch.clone();
        Callback::from(move |()| dispatch.emit(Action::CloseDialog))
    };
    let dialog = match &state.dialog {
        Dialog::None => html! {},
        Dialog::NewGame { rating } => {
            html! { <NewGameDialog rating={*rating} puzzle={puzzle.clone()} dispatch={dispatch.clone()} /> }
        }
        Dialog::Help => html! { <HelpDialog on_close={close_dialog} /> },
        Dialog::Settings => html! { <SettingsDialog settings={state.settings} dispatch={dispatch.clone()} /> },
    };
    let theme = match state.settings.theme {
        Theme::System => None,
        theme => Some(theme.name()),
    };
    let level = if state.setup {
        "Setup".to_string()
    } else {
        let layout = puzzle.layout();
        let level = game.level.map_or("Unrated".to_string(), |l| l.name().to_string());
        format!("{0}x{0} {1}, {level}", layout.size(), layout.variant().name())
    };
    let highlight = if state.picking_highlight {
        Some('?')
    } else {
        state.highlight.and_then(|d| state.symbols.get(d.index()).copied())
    };
    let completed = game.completed_ms.filter(|_| game.is_solved() && !state.setup);
    html! {
        <main class="app" data-theme={theme}>
            <header class="top">
                <h1>{ "Sudoku" }</h1>
                <span class="level">{ level }</span>
                <Timer elapsed_ms={state.clock_ms} paused={state.paused} stopped={state.setup || completed.is_some()}
                    dispatch={dispatch.clone()} />
            </header>
            <UpdateBanner />
            <StorageBanner persistence={persistence.clone()} on_show_saved={
                let show_saved = show_saved.clone();
                Callback::from(move |()| show_saved.set(true))
            } />
            <Toolbar can_undo={game.history().can_undo()} can_redo={game.history().can_redo()} {highlight}
                setup={state.setup} dispatch={dispatch.clone()} />
            <ShareMenu game={state.game.clone()} {persistence} dispatch={dispatch.clone()} show_saved={*show_saved}
                on_saved_closed={Callback::from(move |()| show_saved.set(false))} />
            <div class="play">
                <div class="board-area">{ board }</div>
                <div class="side">
                    if !state.setup {
                        <ModeToggle mode={state.mode} dispatch={dispatch.clone()} />
                    }
                    { pad }
                    { panel }
                </div>
            </div>
            if let Some(ms) = completed {
                <p class="complete">{ state.completion_text(ms) }</p>
            }
            <TaskProgress label={state.pending.first().map(|p| p.job.label())} />
            <p class="status" role="status">{ state.status().unwrap_or_default() }</p>
            { dialog }
        </main>
    }
}
