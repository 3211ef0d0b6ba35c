//! The rules the player chooses, checking as you go, and the theme.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::Dialog;
use crate::state::{Action, SettingChange, Settings};

#[derive(Properties, PartialEq, Debug)]
pub struct SettingsDialogProps {
    pub settings: Settings,
    pub dispatch: Callback<Action>,
}

fn checkbox(
    dispatch: &Callback<Action>,
    id: &str,
    label: &str,
    checked: bool,
    change: fn(bool) -> SettingChange,
) -> Html {
    let dispatch = dispatch.clone();
    let onchange = Callback::from(move |event: Event| {
        let on = event.target_unchecked_into::<HtmlInputElement>().checked();
        dispatch.emit(Action::ChangeSetting(change(on)));
    });
    html! {
        <label class="setting" for={id.to_string()}>
            <input type="checkbox" id={id.to_string()} {checked} {onchange} />
            { label }
        </label>
    }
}

#[function_component(SettingsDialog)]
pub fn settings_dialog(props: &SettingsDialogProps) -> Html {
    let s = props.settings;
    let d = &props.dispatch;
    let on_theme = {
        let dispatch = d.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::ChangeSetting(SettingChange::NextTheme)))
    };
    let on_close = {
        let dispatch = d.clone();
        Callback::from(move |()| dispatch.emit(Action::CloseDialog))
    };
    html! {
        <Dialog id="settings" title="Settings" {on_close}>
            { checkbox(d, "refuse-duplicates", "Refuse a digit already in the row, column or box",
                s.rules.refuse_duplicates, SettingChange::RefuseDuplicates) }
            { checkbox(d, "auto-remove", "Remove pencil marks from the peers of a placed digit",
                s.rules.auto_remove_marks, SettingChange::AutoRemoveMarks) }
            { checkbox(d, "check-as-you-go", "Check as you go: mark wrong digits at once",
                s.check_as_you_go, SettingChange::CheckAsYouGo) }
            { checkbox(d, "marks-in-place", "Centre marks in their places (digit 1 top left, up to 16x16)",
                s.marks_in_place, SettingChange::MarksInPlace) }
            { checkbox(d, "colour-numbers", "Show each colour's number too (for colour-blind players)",
                s.colour_numbers, SettingChange::ColourNumbers) }
            { checkbox(d, "warn-mistakes", "Warn about mistakes: a wrong digit, or a removed candidate that is the answer",
                s.warn_mistakes, SettingChange::WarnMistakes) }
            <button type="button" class="theme" onclick={on_theme}>{ format!("Theme: {}", s.theme.name()) }</button>
        </Dialog>
    }
}
