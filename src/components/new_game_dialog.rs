//! The new-game dialog: box width and height, variant, lowest level, symmetry and an
//! optional seed phrase; shows the rating of the current puzzle. "Enter a puzzle" opens
//! setup mode on an empty board of the chosen shape.

use std::sync::Arc;

use sudoku_engine::generate::{GenerateParams, SeedPhrase, Symmetry};
use sudoku_engine::rate::{Level, Rating};
use sudoku_engine::{Geometry, Layout, Puzzle, Variant};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::components::Dialog;
use crate::state::Action;

#[derive(Properties, PartialEq, Debug)]
pub struct NewGameDialogProps {
    pub rating: Option<Rating>,
    pub puzzle: Arc<Puzzle>,
    pub dispatch: Callback<Action>,
}

const VARIANTS: [(&str, &str); 5] = [
    ("standard", "Standard"),
    ("x", "X (diagonals)"),
    ("jigsaw", "Jigsaw"),
    ("colour", "Colour groups"),
    ("x+jigsaw", "X + jigsaw"),
];

/// The form as the player fills it.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    width: usize,
    height: usize,
    variant: String,
    level: Level,
    symmetry: Symmetry,
    phrase: String,
}

impl Form {
    fn params(&self) -> Result<GenerateParams, String> {
        let (variant, jigsaw) =
            sudoku_engine::generate::params::parse_variant(&self.variant).map_err(|e| e.to_string())?;
        let geometry = Geometry::new(self.width, self.height, variant);
        Layout::new(geometry.clone()).map_err(|e| e.to_string())?;
        let size = geometry.size();
        // Fewer attempts on big boards: the page's thread does the work for now.
        let max_attempts = if size <= 9 {
            200
        } else if size <= 16 {
            20
        } else {
            3
        };
        Ok(GenerateParams {
            geometry,
            jigsaw,
            symmetry: self.symmetry,
            min_level: self.level,
            exact: false,
            max_attempts,
            attempt: None,
            ..GenerateParams::default()
        })
    }

    fn phrase(&self) -> Result<SeedPhrase, String> {
        if self.phrase.trim().is_empty() {
            crate::random::fresh_phrase()
        } else {
            SeedPhrase::new(&self.phrase).map_err(|e| e.to_string())
        }
    }

    /// The empty board for setup mode: the chosen boxes and variant; a jigsaw keeps the
    /// current puzzle's regions when it has them, at this size.
    fn setup_layout(&self, current: &Puzzle) -> Result<Layout, String> {
        let (mut variant, jigsaw) =
            sudoku_engine::generate::params::parse_variant(&self.variant).map_err(|e| e.to_string())?;
        if jigsaw {
            let here = current.layout().variant();
            if here.regions.is_none() || current.layout().size() != self.width * self.height {
                return Err("Setup of a jigsaw needs a jigsaw game of that size first: generate one.".into());
            }
            variant.regions = here.regions.clone();
        }
        Layout::new(Geometry::new(self.width, self.height, variant)).map_err(|e| e.to_string())
    }
}

fn current_form(puzzle: &Puzzle) -> Form {
    let geometry = puzzle.layout().geometry();
    Form {
        width: geometry.box_width,
        height: geometry.box_height,
        variant: variant_key(&geometry.variant),
        level: Level::Easy,
        symmetry: Symmetry::Rotate180,
        phrase: String::new(),
    }
}

fn variant_key(variant: &Variant) -> String {
    let name = variant.name();
    if VARIANTS.iter().any(|(key, _)| *key == name) {
        name
    } else {
        "standard".into()
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

#[function_component(NewGameDialog)]
pub fn new_game_dialog(props: &NewGameDialogProps) -> Html {
    let form = use_state(|| current_form(&props.puzzle));
    let error = use_state(|| None::<String>);
    let update = |apply: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |value: String| {
            let mut next = (*form).clone();
            apply(&mut next, value);
            form.set(next);
        })
    };
    let sizes = |range: std::ops::RangeInclusive<usize>| range.map(|n| (n.to_string(), n.to_string())).collect();
    let on_generate = {
        let (form, error, dispatch) = (form.clone(), error.clone(), props.dispatch.clone());
        Callback::from(move |_: MouseEvent| match form.params().and_then(|p| Ok((p, form.phrase()?))) {
            Ok((params, phrase)) => dispatch.emit(Action::Generate { params, phrase }),
            Err(message) => error.set(Some(message)),
        })
    };
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
        Some(r) => format!("This puzzle: {} (score {}, hardest step: {}).", r.level, r.score, r.hardest),
        None if props.puzzle.given_count() == 0 => "This board is empty.".to_string(),
        None => "Rating this puzzle...".to_string(),
    };
    html! {
        <Dialog id="new-game" title="New game" {on_close}>
            <p class="rating">{ rating }</p>
            <div class="form">
                { select("box-width", "Box width", sizes(2..=6), form.width.to_string(),
                    update(|f, v| f.width = v.parse().unwrap_or(3))) }
                { select("box-height", "Box height", sizes(2..=6), form.height.to_string(),
                    update(|f, v| f.height = v.parse().unwrap_or(3))) }
                { select("variant", "Variant", VARIANTS.iter().map(|(k, t)| (k.to_string(), t.to_string())).collect(),
                    form.variant.clone(), update(|f, v| f.variant = v)) }
                { select("level", "Lowest level", Level::ALL.iter().map(|l| (l.name().to_string(), l.name().to_string())).collect(),
                    form.level.name().to_string(), update(|f, v| f.level = v.parse().unwrap_or(Level::Easy))) }
                { select("symmetry", "Symmetry", Symmetry::ALL.iter().map(|s| (s.name().to_string(), s.name().to_string())).collect(),
                    form.symmetry.name().to_string(), update(|f, v| f.symmetry = v.parse().unwrap_or_default())) }
                <label class="field" for="seed-phrase">
                    <span>{ "Seed phrase (optional)" }</span>
                    <input id="seed-phrase" type="text" value={form.phrase.clone()} oninput={on_phrase}
                        placeholder="the same phrase gives the same puzzle" />
                </label>
            </div>
            <p class="board-size">{ format!("Board: {0}x{0}", form.width * form.height) }</p>
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
