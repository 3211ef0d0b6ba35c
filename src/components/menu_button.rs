//! A menu button (the WAI-ARIA menu button pattern): a button with `aria-haspopup` and
//! `aria-expanded` that opens a `role="menu"` list. The first item takes the focus;
//! arrows, Home and End move; Escape or Tab closes; choosing an item closes the menu and
//! runs it. Keys pressed inside stay in the menu (the board listens on the document).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::icons::{icon, Icon};

/// One entry of a menu.
#[derive(Clone, Debug, PartialEq)]
pub struct MenuItem {
    pub label: AttrValue,
    /// A longer description, shown as the tooltip.
    pub title: AttrValue,
    pub on_select: Callback<()>,
    pub disabled: bool,
    /// `Some` for an on/off entry (`menuitemcheckbox`).
    pub checked: Option<bool>,
}

impl MenuItem {
    pub fn new(label: impl Into<AttrValue>, title: &'static str, on_select: Callback<()>) -> MenuItem {
        MenuItem { label: label.into(), title: title.into(), on_select, disabled: false, checked: None }
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct MenuButtonProps {
    pub id: AttrValue,
    pub label: AttrValue,
    pub icon: Icon,
    pub items: Vec<MenuItem>,
}

/// The menu's items, in order, as elements.
fn menu_items(list: &NodeRef) -> Vec<web_sys::HtmlElement> {
    let Some(list) = list.cast::<web_sys::Element>() else { return Vec::new() };
    let Ok(nodes) = list.query_selector_all("[role^=menuitem]:not([disabled])") else { return Vec::new() };
    (0..nodes.length()).filter_map(|i| nodes.item(i)?.dyn_into::<web_sys::HtmlElement>().ok()).collect()
}

fn focus_item(list: &NodeRef, pick: impl Fn(usize, Option<usize>) -> usize) {
    let items = menu_items(list);
    if items.is_empty() {
        return;
    }
    let active = gloo::utils::document().active_element();
    let current = items.iter().position(|item| active.as_ref().is_some_and(|a| a == item.as_ref()));
    let _ = items[pick(items.len(), current) % items.len()].focus();
}

#[function_component(MenuButton)]
pub fn menu_button(props: &MenuButtonProps) -> Html {
    let open = use_state(|| false);
    let list = use_node_ref();
    let button = use_node_ref();
    {
        let list = list.clone();
        use_effect_with(*open, move |open| {
            if *open {
                focus_item(&list, |_, _| 0);
            }
        });
    }
    let close = {
        let (open, button) = (open.clone(), button.clone());
        Callback::from(move |refocus: bool| {
            open.set(false);
            if let Some(button) = button.cast::<web_sys::HtmlElement>().filter(|_| refocus) {
                let _ = button.focus();
            }
        })
    };
    let on_toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let on_button_key = {
        let open = open.clone();
        Callback::from(move |event: KeyboardEvent| {
            if matches!(event.key().as_str(), "ArrowDown" | "ArrowUp") {
                event.prevent_default();
                event.stop_propagation();
                open.set(true);
            }
        })
    };
    let on_list_key = {
        let (list, close) = (list.clone(), close.clone());
        Callback::from(move |event: KeyboardEvent| {
            event.stop_propagation();
            match event.key().as_str() {
                "ArrowDown" => focus_item(&list, |n, at| at.map_or(0, |i| i + 1) % n),
                "ArrowUp" => focus_item(&list, |n, at| at.map_or(n - 1, |i| i + n - 1)),
                "Home" => focus_item(&list, |_, _| 0),
                "End" => focus_item(&list, |n, _| n - 1),
                "Escape" => close.emit(true),
                "Tab" => {
                    close.emit(false);
                    return;
                }
                _ => return,
            }
            event.prevent_default();
        })
    };
    let items = props.items.iter().map(|item| {
        let (close, on_select) = (close.clone(), item.on_select.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            close.emit(true);
            on_select.emit(());
        });
        let role = if item.checked.is_some() { "menuitemcheckbox" } else { "menuitem" };
        html! {
            <li role="none">
                <button type="button" {role} tabindex="-1" title={item.title.clone()} disabled={item.disabled}
                    aria-checked={item.checked.map(|c| c.to_string())} {onclick}>{ item.label.clone() }</button>
            </li>
        }
    });
    let on_scrim = close.reform(|_: MouseEvent| false);
    let menu_id = format!("{}-menu", props.id);
    html! {
        <div class={classes!("menu", open.then_some("open"))}>
            <button type="button" class="menu-button" id={props.id.clone()} aria-haspopup="menu"
                aria-expanded={open.to_string()} aria-controls={menu_id.clone()} ref={button}
                onclick={on_toggle} onkeydown={on_button_key}>
                { icon(props.icon) }<span>{ props.label.clone() }</span>
            </button>
            if *open {
                <div class="menu-scrim" onclick={on_scrim}></div>
                <ul class="menu-list" id={menu_id} role="menu" aria-labelledby={props.id.clone()} ref={list}
                    onkeydown={on_list_key}>
                    { for items }
                </ul>
            }
        </div>
    }
}
