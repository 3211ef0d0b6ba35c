//! A modal dialog: a labelled `role="dialog"` that takes the focus when it opens, keeps it
//! while open (Tab and Shift+Tab go round its controls), closes with Escape (handled by the
//! app) or its Close button, and gives the focus back to what opened it.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

#[derive(Properties, PartialEq, Debug)]
pub struct DialogProps {
    pub id: AttrValue,
    pub title: AttrValue,
    pub on_close: Callback<()>,
    pub children: Html,
}

/// What Tab can reach inside a dialog.
const FOCUSABLE: &str = "button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), \
    textarea:not([disabled]), summary, [tabindex]:not([tabindex=\"-1\"])";

/// The controls of `dialog` that Tab reaches, in order.
fn focusable(dialog: &HtmlElement) -> Vec<HtmlElement> {
    let Ok(nodes) = dialog.query_selector_all(FOCUSABLE) else { return Vec::new() };
    (0..nodes.length())
        .filter_map(|i| nodes.item(i)?.dyn_into::<HtmlElement>().ok())
        // In view, and of a group of radio buttons only the one chosen, as Tab goes.
        .filter(|e| e.offset_parent().is_some() && !e.matches("input[type=radio]:not(:checked)").unwrap_or(false))
        .collect()
}

/// Where the focus goes back to when a dialog closes: what had it when the dialog opened,
/// if still on the page (a menu's item is gone with its menu), else the board.
fn give_focus_back(opener: Option<HtmlElement>) {
    let target = opener.filter(|e| e.is_connected()).or_else(|| {
        let board = gloo::utils::document().query_selector(".board[role=grid]").ok().flatten()?;
        board.dyn_into::<HtmlElement>().ok()
    });
    if let Some(target) = target {
        let _ = target.focus();
    }
}

#[function_component(Dialog)]
pub fn dialog(props: &DialogProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            let opener =
                gloo::utils::document().active_element().and_then(|element| element.dyn_into::<HtmlElement>().ok());
            if let Some(element) = node.cast::<HtmlElement>() {
                let _ = element.focus();
            }
            move || give_focus_back(opener)
        });
    }
    // Tab from the last control goes to the first, Shift+Tab from the first (or from the
    // dialog itself) to the last: the focus stays in the dialog while it is open.
    let onkeydown = {
        let node = node.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() != "Tab" {
                return;
            }
            let Some(dialog) = node.cast::<HtmlElement>() else { return };
            let controls = focusable(&dialog);
            let (Some(first), Some(last)) = (controls.first(), controls.last()) else { return };
            let active = gloo::utils::document().active_element();
            let at =
                |element: &HtmlElement| active.as_ref().is_some_and(|a| a == element.as_ref() as &web_sys::Element);
            // On the dialog itself (as it opens), or somehow out of it.
            let outside = active
                .as_ref()
                .is_none_or(|a| a == dialog.as_ref() as &web_sys::Element || !dialog.contains(Some(a.as_ref())));
            let wrap_to = if event.shift_key() {
                (at(first) || outside).then_some(last)
            } else {
                (at(last) || outside).then_some(first)
            };
            if let Some(target) = wrap_to {
                event.prevent_default();
                let _ = target.focus();
            }
        })
    };
    let title_id = format!("{}-title", props.id);
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <div class="dialog-backdrop">
            <div class="dialog" id={props.id.clone()} role="dialog" aria-modal="true" aria-labelledby={title_id.clone()}
                tabindex="-1" ref={node} {onkeydown}>
                <h2 id={title_id}>{ props.title.clone() }</h2>
                { props.children.clone() }
                <div class="panel-buttons">
                    <button type="button" onclick={on_close}>{ "Close" }</button>
                </div>
            </div>
        </div>
    }
}
