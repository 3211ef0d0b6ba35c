//! The root component: the state (one reducer), the keyboard, the clock, the jobs run
//! through `tasks`, and the page's layout.

use std::rc::Rc;

use gloo::timers::callback::Interval;
use yew::platform::spawn_local;
use yew::prelude::*;

use crate::components::{another_like, use_keyboard, FinishScreen, ImageDialog, PrintBatchView};
use crate::components::{sums_on_board, CageHelper, HelperSets};
use crate::components::{
    BoardView, ColourPalette, HelpDialog, HintPanel, ModeToggle, NewGameDialog, NumberPad, PlayControls, PuzzleByline,
    SettingsDialog, SolutionsPanel, SolverLog, Timer, Toolbar,
};
use crate::components::{ReviewPanel, StepsPanel};
use crate::components::{SetterPalette, ShareMenu, StorageBanner, TaskProgress, UpdateBanner};
use crate::share::use_shared_links;
use crate::state::WELCOME;
use crate::state::{
    apply_kept_early_input, first_puzzle_params, first_visit, hand_over_early_input, opening_game, Action, AppState,
    Dialog, FirstVisit, Mode, Panel, Theme, WelcomeBoard,
};
use crate::storage::{self, use_persistence, Current, Persistence};
use crate::tasks;

/// What the root is given: in the browser nothing; the build's prerender
/// (`src/bin/prerender.rs`) gives the welcome board it renders into the page.
#[derive(Properties, PartialEq, Default, Debug)]
pub struct AppProps {
    #[prop_or_default]
    pub welcome: Option<WelcomeBoard>,
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    // Keep and share: resume the saved game and settings, save after every move, open links.
    let boot = use_memo((), |_| storage::boot());
    // A first visit (nothing saved, no link) starts the welcome board the page showed,
    // or gets a fresh Easy 9x9 from the worker.
    let first = use_memo((), |_| first_visit(boot.game.is_some(), props.welcome.as_ref()));
    let read_revision = use_mut_ref(|| 0);
    let state = use_reducer(|| {
        let settings = boot.settings.unwrap_or_default();
        let mut state = match (&boot.game, &*first) {
            (Some(game), _) => AppState::new(game.clone(), settings),
            (None, FirstVisit::Welcome(board)) => board.state(settings),
            (None, _) => AppState::new(opening_game(), settings),
        };
        *read_revision.borrow_mut() = state.revision();
        // What the player did on the page's board before the app arrived, in its first frame.
        apply_kept_early_input(&mut state);
        state
    });
    let dispatch = {
        let dispatcher = state.dispatcher();
        use_callback((), move |action, _| dispatcher.dispatch(action))
    };
    let current = Current {
        game: state.game().clone(),
        revision: state.revision(),
        clock_ms: state.clock_ms(),
        serial: state.serial(),
        read_revision: *read_revision.borrow(),
    };
    let persistence = use_persistence(current, &state.settings(), &boot, dispatch.clone());
    let opening_link = use_shared_links(dispatch.clone(), state.reading().cloned(), persistence.on_notice.clone());
    let show_saved = use_state(|| false);

    // Run every new job through the tasks and hand back its result.
    let spawned = use_mut_ref(|| 0u32);
    {
        let pending = state.pending().to_vec();
        let dispatcher = state.dispatcher();
        use_effect_with(state.next_id(), move |_| {
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

    {
        let dispatch = dispatch.clone();
        let first = first.clone();
        use_effect_with((), move |_| match &*first {
            FirstVisit::Generate(Ok(phrase)) => {
                dispatch.emit(Action::Generate { params: first_puzzle_params(), phrase: phrase.clone() })
            }
            FirstVisit::Generate(Err(why)) => dispatch.emit(Action::Say(why.clone())),
            FirstVisit::Welcome(_) | FirstVisit::No => {}
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

    use_keyboard(*state.dialog() != Dialog::None || opening_link, state.symbols().clone(), dispatch.clone());
    // The app's first frame is on the page and its keys listen (the effects above run
    // first): what the player did before it arrived is played again on it, in order.
    use_effect_with((), |_| hand_over_early_input());

    let game = state.game();
    let puzzle = game.shared_puzzle();
    let cells = Rc::new(state.cell_data());
    let board = if opening_link || state.is_paused() {
        board_cover(opening_link)
    } else {
        html! {
            <BoardView puzzle={puzzle.clone()} {cells} symbols={state.symbols().clone()} cursor={state.cursor()}
                drawing={state.drawing()} frame_room={state.is_setting()} path={Rc::new(state.line_path().to_vec())}
                cage_path={Rc::new(state.cage_path().to_vec())} typed_sum={state.typed_cage_sum()}
                frame={state.frame_for_setter()} frame_corners={state.frame_corners()}
                dispatch={dispatch.clone()} />
        }
    };
    let pad = if opening_link {
        html! {}
    } else if state.mode() == Mode::Colour && !state.is_setting() {
        colour_pad(&dispatch)
    } else {
        let placed = Rc::new(game.board().placed_counts(state.symbols().len()));
        let columns = puzzle.layout().geometry().box_width;
        html! { <NumberPad symbols={state.symbols().clone()} {placed} {columns}
        mode={if state.is_setting() { Mode::Digit } else { state.mode() }} highlight={state.highlight()}
        zero={state.typing_cage_sum() || state.typing_outside()} dispatch={dispatch.clone()} /> }
    };
    let panel = match state.panel() {
        Panel::None => html! {},
        panel => panel_view(panel, &dispatch),
    };
    let dialog = match state.dialog() {
        Dialog::None => html! {},
        dialog => dialog_view(dialog, &state, &persistence, &dispatch),
    };
    let theme = match state.settings().theme {
        Theme::System => None,
        theme => Some(theme.name()),
    };
    let level = state.heading();
    let highlight = if state.picking_highlight() {
        Some('?')
    } else {
        state.highlight().and_then(|d| state.symbols().get(d.index()).copied())
    };
    let completed = game.completed_ms().filter(|_| game.is_solved() && !state.is_setting());
    // The first puzzle of a first visit, untouched: the welcome line instead of its seed.
    let first_puzzle = first.phrase().is_some_and(|phrase| game.origin().phrase.as_deref() == Some(phrase.as_str()));
    let busy = state.pending().iter().any(|p| p.job.is_foreground());
    let welcome = first_puzzle && state.serial() <= 2 && !game.history().can_undo() && !busy;
    let status = if welcome { Some(WELCOME.to_string()) } else { state.status() };
    let status = status.unwrap_or_default();
    let warned = !state.warned().is_empty();
    // In setup the status line sits beside the board, under the verdict, where the setter
    // looks while drawing; in play it is under the board.
    let status_line = html! { <p class={classes!("status", warned.then_some("warning"))} role="status">{ status }</p> };
    let (can_undo, can_redo) = if state.is_setting() {
        (game.setup_line().can_undo(), game.setup_line().can_redo())
    } else {
        (game.history().can_undo(), game.history().can_redo())
    };
    // What the next visit may draw of this screen before the app arrives (storage::view).
    let resume = (!opening_link && !state.is_paused() && !state.is_setting() && completed.is_none()).then_some("show");
    html! {
        <main class={classes!("app", state.settings().marks_in_place.then_some("marks-in-place"),
            state.settings().colour_numbers.then_some("colour-numbers"))} data-theme={theme} data-resume={resume}>
            <header class="top">
                <h1>{ "Sudoku" }</h1>
                <span class="level">{ level }</span>
                <Timer elapsed_ms={state.clock_ms()} paused={state.is_paused()} stopped={state.is_setting() || completed.is_some()}
                    dispatch={dispatch.clone()} />
                <Toolbar {highlight} setup={state.is_setting()} dispatch={dispatch.clone()}>
                    <ShareMenu game={state.game().clone()} persistence={persistence.clone()} dispatch={dispatch.clone()}
                        reading={state.reading().cloned()}
                        show_saved={*show_saved} on_saved_closed={
                            let show_saved = show_saved.clone();
                            Callback::from(move |()| show_saved.set(false))
                        } />
                </Toolbar>
            </header>
            <PuzzleByline title={game.origin().title.clone()} author={game.origin().author.clone()} />
            <UpdateBanner />
            <StorageBanner persistence={persistence.clone()} on_show_saved={
                let show_saved = show_saved.clone();
                Callback::from(move |()| show_saved.set(true))
            } />
            <div class="play">
                <div class="board-area">{ board }</div>
                <div class="side">
                    if state.is_setting() {
                        { setup_lines(&state, status_line.clone()) }
                    }
                    <div class="controls">
                        if state.is_setting() {
                            { setter_palette(&state, &dispatch) }
                        } else {
                            <ModeToggle mode={state.mode()} dispatch={dispatch.clone()} />
                        }
                        { pad }
                        <PlayControls can_undo={can_undo} can_redo={can_redo}
                            setup={state.is_setting()} dispatch={dispatch.clone()} />
                    </div>
                    { panel }
                    if let Some(on_board) = sums_on_board(&puzzle).filter(|_| !state.is_setting()) {
                        { cage_helper(&state, on_board) }
                    }
                </div>
            </div>
            if let Some(ms) = completed {
                { finish_screen(&state, ms, &dispatch) }
            }
            <TaskProgress label={state.pending().first().map(|p| p.job.label())} />
            if !state.is_setting() {
                { status_line }
            }

            { dialog }
        </main>
    }
}

// The view's rare parts, each a function of its own: the page's wasm is split by function
// (ARCHITECTURE.md, "The page's wasm comes in two modules"), and inlined into the view they
// would come into the first module with it although a first visit draws none of them.

/// The board's cover while a link is being read or the game is paused.
#[inline(never)]
fn board_cover(opening_link: bool) -> Html {
    if opening_link {
        html! { <div class="paused-cover" aria-busy="true"><p>{ "Opening the link..." }</p></div> }
    } else {
        html! { <div class="paused-cover"><p>{ "Paused" }</p><p>{ "Press P or Resume to continue." }</p></div> }
    }
}

#[inline(never)]
fn colour_pad(dispatch: &Callback<Action>) -> Html {
    html! { <ColourPalette dispatch={dispatch.clone()} /> }
}

/// The panel beside the board: a hint, the solutions, the solver's log, All steps, a review.
#[inline(never)]
fn panel_view(panel: &Panel, dispatch: &Callback<Action>) -> Html {
    let dispatch = dispatch.clone();
    match panel {
        Panel::None => html! {},
        Panel::Hint(view) => html! { <HintPanel view={view.clone()} {dispatch} /> },
        Panel::Solutions(view) => html! { <SolutionsPanel view={view.clone()} {dispatch} /> },
        Panel::Log(view) => html! { <SolverLog view={view.clone()} {dispatch} /> },
        Panel::Steps(view) => html! { <StepsPanel view={view.clone()} {dispatch} /> },
        Panel::Review(review) => html! { <ReviewPanel review={review.clone()} {dispatch} /> },
    }
}

#[inline(never)]
fn dialog_view(dialog: &Dialog, state: &AppState, persistence: &Persistence, dispatch: &Callback<Action>) -> Html {
    let game = state.game();
    let puzzle = game.shared_puzzle();
    let dispatch = dispatch.clone();
    match dialog {
        Dialog::None => html! {},
        Dialog::NewGame { rating } => {
            html! { <NewGameDialog rating={*rating} {puzzle} persistence={persistence.clone()} {dispatch} /> }
        }
        Dialog::Help => {
            let on_close = Callback::from(move |()| dispatch.emit(Action::CloseDialog));
            html! { <HelpDialog {puzzle} setter_rules={game.origin().rules.clone()} {on_close} /> }
        }
        Dialog::Settings => html! { <SettingsDialog settings={state.settings()} {dispatch} /> },
        Dialog::Image(view) => html! { <ImageDialog view={view.clone()} {dispatch} /> },
        Dialog::Print(view) => html! { <PrintBatchView view={view.clone()} {dispatch} /> },
    }
}

/// In setup, beside the board: the verdict, then the status line.
#[inline(never)]
fn setup_lines(state: &AppState, status_line: Html) -> Html {
    html! {
        <div class="setup-lines">
            <p class="verdict" aria-live="polite">{ state.verdict_text().unwrap_or_default() }</p>
            { status_line }
        </div>
    }
}

#[inline(never)]
fn setter_palette(state: &AppState, dispatch: &Callback<Action>) -> Html {
    html! { <SetterPalette tool={state.tool()} rules_on={Rc::new(state.rules_on())} dispatch={dispatch.clone()} /> }
}

/// The sums of the cages and lines at the selected cell, on a board that has any.
#[inline(never)]
fn cage_helper(state: &AppState, on_board: String) -> Html {
    let game = state.game();
    let sets = state.cursor().and_then(|cell| HelperSets::of(game, cell));
    html! { <CageHelper {sets} {on_board} symbols={state.symbols().clone()} /> }
}

#[inline(never)]
fn finish_screen(state: &AppState, ms: u64, dispatch: &Callback<Action>) -> Html {
    let game = state.game();
    html! { <FinishScreen text={state.completion_text(ms)} params={another_like(game)} dispatch={dispatch.clone()} /> }
}
