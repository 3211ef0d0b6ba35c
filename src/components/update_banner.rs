//! Registers the service worker (static/sw.js) and, when a new build is installed and
//! waiting, shows "Update available - reload"; the button activates it and reloads.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorker, ServiceWorkerRegistration};
use yew::platform::spawn_local;
use yew::prelude::*;

/// The worker's file, relative to the page, so the app works under any sub-path.
const SW_URL: &str = "./sw.js";

type Listeners = Rc<RefCell<Vec<EventListener>>>;

/// Calls `on_waiting` with the new worker once it is installed and another controls the page.
fn watch(registration: &ServiceWorkerRegistration, listeners: &Listeners, on_waiting: Callback<ServiceWorker>) {
    let controlled = || gloo::utils::window().navigator().service_worker().controller().is_some();
    if let Some(waiting) = registration.waiting() {
        if controlled() {
            on_waiting.emit(waiting);
        }
    }
    let (registration_ref, inner) = (registration.clone(), listeners.clone());
    let found = EventListener::new(registration, "updatefound", move |_| {
        let Some(installing) = registration_ref.installing() else { return };
        let (worker, on_waiting) = (installing.clone(), on_waiting.clone());
        let changed = EventListener::new(&installing, "statechange", move |_| {
            if worker.state() == web_sys::ServiceWorkerState::Installed && controlled() {
                on_waiting.emit(worker.clone());
            }
        });
        inner.borrow_mut().push(changed);
    });
    listeners.borrow_mut().push(found);
}

#[function_component(UpdateBanner)]
pub fn update_banner() -> Html {
    let waiting = use_state(|| None::<ServiceWorker>);
    // Set by the Reload button: only then does a new controller reload the page (the first
    // install also changes the controller, and must not).
    let asked = use_mut_ref(|| false);
    {
        let (waiting, asked) = (waiting.clone(), asked.clone());
        use_effect_with((), move |_| {
            let listeners: Listeners = Rc::default();
            let navigator = gloo::utils::window().navigator();
            let supported = js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false);
            if supported {
                let container = navigator.service_worker();
                let reload = EventListener::new(&container, "controllerchange", move |_| {
                    if *asked.borrow() {
                        let _ = gloo::utils::window().location().reload();
                    }
                });
                listeners.borrow_mut().push(reload);
                let (inner, on_waiting) = (listeners.clone(), Callback::from(move |w| waiting.set(Some(w))));
                spawn_local(async move {
                    // A failed registration (no HTTPS, a private window) leaves the app online-only.
                    if let Ok(registration) = JsFuture::from(container.register(SW_URL)).await {
                        watch(&registration.unchecked_into(), &inner, on_waiting);
                    }
                });
            }
            move || drop(listeners)
        });
    }
    let Some(worker) = (*waiting).clone() else { return html! {} };
    let on_reload = Callback::from(move |_: MouseEvent| {
        *asked.borrow_mut() = true;
        let message = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&message, &"type".into(), &"SKIP_WAITING".into());
        let _ = worker.post_message(&message);
    });
    html! {
        <div class="notice update" aria-live="polite">
            <p>{ "Update available - reload to use the new version." }</p>
            <div class="notice-buttons"><button type="button" onclick={on_reload}>{ "Reload" }</button></div>
        </div>
    }
}
