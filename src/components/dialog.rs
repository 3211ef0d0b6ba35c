//! A modal dialog: a labelled `role="dialog"` that takes the focus when it opens and
//! closes with Escape (handled by the app) or its Close button.

use yew::prelude::*;

#[derive(Properties, PartialEq, Debug)]
pub struct DialogProps {
    pub id: AttrValue,
    pub title: AttrValue,
    pub on_close: Callback<()>,
    pub children: Html,
}

#[function_component(Dialog)]
pub fn dialog(props: &DialogProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(element) = node.cast::<web_sys::HtmlElement>() {
                let _ = element.focus();
            }
        });
    }
    let title_id = format!("{}-title", props.id);
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <div class="dialog-backdrop">
            <div class="dialog" id={props.id.clone()} role="dialog" aria-modal="true" aria-labelledby={title_id.clone()}
                tabindex="-1" ref={node}>
                <h2 id={title_id}>{ props.title.clone() }</h2>
                { props.children.clone() }
                <div class="panel-buttons">
                    <button type="button" onclick={on_close}>{ "Close" }</button>
                </div>
            </div>
        </div>
    }
}
