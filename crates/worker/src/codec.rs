//! JSON text as the worker's message encoding.

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

#[derive(Debug)]
pub struct Json;

impl gloo::worker::Codec for Json {
    fn encode<I: Serialize>(input: I) -> JsValue {
        // Our own messages always serialize; an empty string would fail to decode loudly.
        JsValue::from_str(&serde_json::to_string(&input).unwrap_or_default())
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        let text = input.as_string().unwrap_or_default();
        match serde_json::from_str(&text) {
            Ok(message) => message,
            // Both sides come from the same build; a message that does not decode is a bug.
            Err(error) => wasm_bindgen::throw_str(&format!("undecodable worker message: {error}")),
        }
    }
}
