//! The new-game dialog: today's daily puzzle, the board by name, the variant by picture, the level as a row of
//! choices (each with its band on Sudoku Explainer's scale and the techniques it needs,
//! exactly that level unless "or harder" is ticked, unreachable ones disabled), and under
//! "More" any box shape, the symmetry and a seed phrase. "Enter a puzzle" opens setup mode on an empty board of the chosen shape.

use std::sync::Arc;

use sudoku_engine::generate::variant::VariantFormat;
use sudoku_engine::generate::Symmetry;
use sudoku_engine::logic::Strategy;
use sudoku_engine::rate::{Level, Rating};
use sudoku_engine::Puzzle;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::components::family_picture::{family_picture, pair_picture};
use crate::components::new_game_form::{
    families, level_line, pairs, se_band_words, symmetry_words, Form, PAIR_PRACTICE, PRESETS, VARIANTS,
};
use crate::components::variant_picture::variant_picture;
use crate::components::{DailyButton, Dialog};
use crate::state::Action;
use crate::storage::Persistence;

#[derive(Properties, PartialEq, Debug)]
pub struct NewGameDialogProps {
    pub rating: Option<Rating>,
    pub puzzle: Arc<Puzzle>,
    pub persistence: Persistence,
    pub dispatch: Callback<Action>,
}

/// One radio choice: its input inside its label, with an optional line under the name
/// that describes it (read as the description, not the name).
fn choice(
    group: &str,
    key: &str,
    checked: bool,
    disabled: bool,
    name: Html,
    line: Option<&str>,
    on: Callback<()>,
) -> Html {
    let id = format!("{group}-{}", key.replace('+', "-"));
    let line_id = format!("{id}-line");
    let onchange = on.reform(|_: Event| ());
    html! {
        <label class={classes!("choice", disabled.then_some("unreachable"))} for={id.clone()}>
            <input type="radio" id={id} name={group.to_string()} {checked} {disabled} {onchange}
                aria-describedby={line.map(|_| line_id.clone())} />
            { name }
            if let Some(line) = line {
                <span class="choice-line" id={line_id} aria-hidden="true">{ line }</span>
            }
        </label>
    }
}

fn select(id: &str, label: &str, options: Vec<(String, String)>, value: String, onchange: Callback<String>) -> Html {
    let onchange =
        Callback::from(move |e: Event| onchange.emit(e.target_unchecked_into::<HtmlSelectElement>().value()));
    html! {
        <label class="field" for={id.to_string()}>
            <span>{ label }</span>
            <select id={id.to_string()} {onchange}>
                { for options.into_iter().map(|(v, text)| html! { <option selected={v == value} value={v.clone()}>{ text }</option> }) }
            </select>
        </label>
    }
}

/// The trainer's techniques, one option group per level.
fn technique_select(form: &Form, chosen: Option<Strategy>, onchange: Callback<String>) -> Html {
    let onchange =
        Callback::from(move |e: Event| onchange.emit(e.target_unchecked_into::<HtmlSelectElement>().value()));
    let group = |(level, list): &(Level, Vec<Strategy>)| {
        html! {
            <optgroup label={level.name()}>
                { for list.iter().map(|s| html! {
                    <option value={s.name()} selected={Some(*s) == chosen}>{ form.technique_name(*s) }</option>
                }) }
            </optgroup>
        }
    };
    let groups = Form::by_level(form.techniques());
    html! {
        <label class="field" for="technique">
            <span>{ "Technique" }</span>
            <select id="technique" {onchange}>{ for groups.iter().map(group) }</select>
        </label>
    }
}

/// A checkbox that changes the form with `apply`, given whether it is ticked.
fn checkbox(form: &UseStateHandle<Form>, id: &str, label: String, checked: bool, apply: fn(&mut Form, bool)) -> Html {
    let form = form.clone();
    let onchange = Callback::from(move |e: Event| {
        let mut next = (*form).clone();
        apply(&mut next, e.target_unchecked_into::<HtmlInputElement>().checked());
        form.set(next);
    });
    html! {
        <label class="setting" for={id.to_string()}>
            <input id={id.to_string()} type="checkbox" {checked} {onchange} />
            { label }
        </label>
    }
}

/// A callback that changes the form with `apply`.
fn setter(form: &UseStateHandle<Form>, apply: Box<dyn Fn(&mut Form)>) -> Callback<()> {
    let form = form.clone();
    Callback::from(move |()| {
        let mut next = (*form).clone();
        apply(&mut next);
        form.set(next);
    })
}

#[function_component(NewGameDialog)]
pub fn new_game_dialog(props: &NewGameDialogProps) -> Html {
    let form = use_state(|| Form::for_puzzle(&props.puzzle));
    let error = use_state(|| None::<String>);
    let set = |apply: Box<dyn Fn(&mut Form)>| setter(&form, apply);
    let update = |apply: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |value: String| {
            let mut next = (*form).clone();
            apply(&mut next, value);
            form.set(next);
        })
    };
    let reachable = form.reachable();
    let boards = PRESETS.iter().map(|&(name, w, h)| {
        let checked = form.width == w && form.height == h;
        choice(
            "board",
            name,
            checked,
            false,
            html! { <span class="choice-name">{ name }</span> },
            None,
            set(Box::new(move |f| (f.width, f.height) = (w, h))),
        )
    });
    let variants = VARIANTS.iter().map(|&(key, name)| {
        let picture = html! { <>{ variant_picture(key) }<span class="choice-name">{ name }</span></> };
        choice("variant", key, form.variant == key, false, picture, None, set(Box::new(move |f| f.choose_variant(key))))
    });
    let family_choices = families().into_iter().map(|family| {
        let key = family.name();
        let picture = html! { <>{ family_picture(family) }<span class="choice-name">{ family.title() }</span></> };
        choice("variant", key, form.variant == key, false, picture, None, set(Box::new(move |f| f.choose_variant(key))))
    });
    let pair_choices = pairs().into_iter().filter_map(|pair| {
        let &[first, second] = pair.list() else { return None };
        let key = pair.to_string();
        let picture = html! { <>
            { pair_picture(first, second) }
            <span class="choice-name">{ format!("{} + {}", first.title(), second.title()) }</span>
        </> };
        let checked = form.variant == key;
        let on = set(Box::new(move |f| f.choose_variant(&key)));
        Some(choice("variant", &pair.to_string(), checked, false, picture, None, on))
    });
    let levels = Level::ALL.into_iter().map(|level| {
        let name = html! {
            <span class="choice-name">{ level.name() }<span class="choice-band">{ format!(" \u{b7} {}", se_band_words(level)) }</span></span>
        };
        choice(
            "level",
            level.name(),
            form.level == level,
            !reachable.contains(&level),
            name,
            Some(level_line(level)),
            set(Box::new(move |f| f.level = level)),
        )
    });
    let reach_text = match reachable.as_slice() {
        [only] => format!("This board can be made at {only} only."),
        levels => format!(
            "This board and variant can reach {}.",
            levels.iter().map(|l| l.name()).collect::<Vec<_>>().join(", ")
        ),
    };
    let sizes = |range: std::ops::RangeInclusive<usize>| range.map(|n| (n.to_string(), n.to_string())).collect();
    let on_generate = {
        let (form, error, dispatch) = (form.clone(), error.clone(), props.dispatch.clone());
        Callback::from(move |_: MouseEvent| {
            let action = match form.families() {
                Some(families) => form.phrase().map(|phrase| Action::GenerateVariant {
                    families: families.to_string(),
                    level: form.level,
                    technique: None,
                    phrase,
                    format: VariantFormat::LATEST,
                }),
                None => form.params().and_then(|params| Ok(Action::Generate { params, phrase: form.phrase()? })),
            };
            match action {
                Ok(action) => dispatch.emit(action),
                Err(message) => error.set(Some(message)),
            }
        })
    };
    let on_train = {
        let (form, error, dispatch) = (form.clone(), error.clone(), props.dispatch.clone());
        Callback::from(move |_: MouseEvent| match form.practice_action() {
            Ok(action) => dispatch.emit(action),
            Err(message) => error.set(Some(message)),
        })
    };
    let offered = form.techniques();
    let chosen = form.trainer_technique(&offered);
    let on_technique = update(|f, v| {
        f.technique = Strategy::ALL.into_iter().find(|s| s.name() == v).unwrap_or(f.technique);
    });
    let on_setup = {
        let (form, error, dispatch, puzzle) =
            (form.clone(), error.clone(), props.dispatch.clone(), props.puzzle.clone());
        Callback::from(move |_: MouseEvent| match form.setup_layout(&puzzle) {
            Ok(layout) => dispatch.emit(Action::StartSetup(layout)),
            Err(message) => error.set(Some(message)),
        })
    };
    let on_phrase = {
        let form = form.clone();
        Callback::from(move |e: InputEvent| {
            let mut next = (*form).clone();
            next.phrase = e.target_unchecked_into::<HtmlInputElement>().value();
            form.set(next);
        })
    };
    let on_close = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |()| dispatch.emit(Action::CloseDialog))
    };
    let rating = match props.rating {
        Some(r) => format!("This puzzle: {} (hardest step: {}).", r.level, r.hardest),
        None if props.puzzle.given_count() == 0 => "This board is empty.".to_string(),
        None => "Rating this puzzle...".to_string(),
    };
    let symmetries = Symmetry::ALL.iter().map(|s| (s.name().to_string(), symmetry_words(*s).to_string())).collect();
    html! {
        <Dialog id="new-game" title="New game" {on_close}>
            <p class="rating">{ rating }</p>
            <DailyButton persistence={props.persistence.clone()} dispatch={props.dispatch.clone()} />
            <fieldset class="choices boards">
                <legend>{ "Board" }</legend>
                { for boards }
            </fieldset>
            <fieldset class="choices variants">
                <legend>{ "Variant" }</legend>
                { for variants }
            </fieldset>
            <fieldset class="choices variants families">
                <legend>{ "Variant constraints (9x9)" }</legend>
                { for family_choices }
            </fieldset>
            <fieldset class="choices variants families pairs">
                <legend>{ "Two families together (9x9)" }</legend>
                { for pair_choices }
            </fieldset>
            <fieldset class="choices levels">
                <legend>{ "Level" }</legend>
                { for levels }
                <p class="reach" aria-live="polite">{ reach_text }</p>
                { checkbox(&form, "or-harder", format!("{} or harder", form.level.name()), !form.exact,
                    |f, on| f.exact = !on) }
            </fieldset>
            <details class="more">
                <summary>{ "More" }</summary>
                <div class="form">
                    { select("box-width", "Box width", sizes(2..=6), form.width.to_string(),
                        update(|f, v| f.width = v.parse().unwrap_or(3))) }
                    { select("box-height", "Box height", sizes(2..=6), form.height.to_string(),
                        update(|f, v| f.height = v.parse().unwrap_or(3))) }
                    { select("symmetry", "Symmetry of the givens", symmetries,
                        form.symmetry.name().to_string(), update(|f, v| f.symmetry = v.parse().unwrap_or_default())) }
                    <label class="field" for="seed-phrase">
                        <span>{ "Seed phrase (optional)" }</span>
                        <input id="seed-phrase" type="text" value={form.phrase.clone()} oninput={on_phrase}
                            placeholder="the same phrase gives the same puzzle" />
                    </label>
                </div>
            </details>
            <details class="trainer">
                <summary>{ "Practise a technique" }</summary>
                <div class="form">
                    if form.families().is_some() && form.practised_family().is_none() {
                        <p class="form-note">{ PAIR_PRACTICE }</p>
                    } else {
                        { technique_select(&form, chosen, on_technique) }
                        if form.practised_family().is_some() {
                            <p class="form-note">{ "A practice puzzle of these constraints: its hardest step is the one chosen." }</p>
                        } else {
                            { checkbox(&form, "start-before", "Start just before the technique".into(), form.start_before,
                                |f, on| f.start_before = on) }
                            <p class="form-note">{ "Practice puzzles keep the board and variant; their givens follow no symmetry." }</p>
                        }
                        <button type="button" id="train" onclick={on_train}>
                            { "Make a practice puzzle" }
                        </button>
                    }
                </div>
            </details>
            <p class="board-size">{ format!("Board: {0}x{0}", form.size()) }</p>
            if let Some(message) = (*error).clone() {
                <p class="error" role="alert">{ message }</p>
            }
            <div class="panel-buttons">
                <button type="button" class="primary" onclick={on_generate}>{ "Generate" }</button>
                <button type="button" onclick={on_setup}>{ "Enter a puzzle (setup)" }</button>
            </div>
        </Dialog>
    }
}
