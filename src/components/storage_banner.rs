//! The notices about storage and links: each a short text (never HTML) with what the
//! player can do about it.

use yew::prelude::*;

use crate::storage::{Notice, Persistence, Resolution};

#[derive(Properties, PartialEq, Debug)]
pub struct StorageBannerProps {
    pub persistence: Persistence,
    /// Open the saved-games list (to delete old games when storage is full).
    pub on_show_saved: Callback<()>,
}

#[function_component(StorageBanner)]
pub fn storage_banner(props: &StorageBannerProps) -> Html {
    let notices = props.persistence.notices.iter().enumerate().map(|(index, notice)| {
        let dismiss = props.persistence.on_dismiss.reform(move |_: MouseEvent| index);
        let actions = match notice {
            Notice::Conflict { .. } => {
                let resolve = |r: Resolution| props.persistence.on_resolve.reform(move |_: MouseEvent| r);
                html! { <>
                    <button type="button" onclick={resolve(Resolution::LoadTheirs)}>{ "Load the other tab's version" }</button>
                    <button type="button" onclick={resolve(Resolution::KeepMine)}>{ "Keep this one" }</button>
                </> }
            }
            notice if notice.offers_cleanup() => html! { <>
                <button type="button" onclick={props.on_show_saved.reform(|_: MouseEvent| ())}>{ "Delete old games" }</button>
                <button type="button" onclick={dismiss}>{ "Dismiss" }</button>
            </> },
            _ => html! { <button type="button" onclick={dismiss}>{ "Dismiss" }</button> },
        };
        let kind = match notice {
            Notice::Blocked { .. } => "blocked",
            Notice::Corrupt { .. } | Notice::Newer { .. } => "corrupt",
            Notice::Full | Notice::WriteFailed { .. } => "full",
            Notice::Conflict { .. } => "conflict",
            Notice::BadLink { .. } => "bad-link",
            Notice::Info { .. } => "info",
        };
        html! {
            <div class="notice" role="alert" data-notice={kind}>
                <p>{ notice.message() }</p>
                <div class="notice-buttons">{ actions }</div>
            </div>
        }
    });
    html! { <div class="notices">{ for notices }</div> }
}
