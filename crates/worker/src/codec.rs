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
        match read(&text) {
            Ok(message) => message,
            // Both sides come from the same build; a message that does not decode is a bug.
            Err(error) => wasm_bindgen::throw_str(&format!("undecodable worker message: {error}")),
        }
    }
}

/// Reads a message through a JSON `Value`, as the page's storage reads every record: the
/// page then links one JSON reader for each type (a puzzle, its origin) instead of two,
/// one for text and one for `Value`.
pub fn read<O: for<'de> Deserialize<'de>>(text: &str) -> serde_json::Result<O> {
    serde_json::from_str::<serde_json::Value>(text).and_then(serde_json::from_value)
}

#[cfg(test)]
mod tests {
    use super::read;
    use sudoku_protocol::{JobProgress, Reply};

    #[test]
    fn a_reply_reads_back_through_a_value() {
        let reply = Reply::Progress { id: 7, progress: JobProgress { attempt: 2, max_attempts: 9, best: None } };
        let text = serde_json::to_string(&reply).expect("a reply serializes");
        assert_eq!(read::<Reply>(&text).expect("reads back"), reply);
    }

    #[test]
    fn text_that_is_not_a_message_says_where_it_fails() {
        let error = read::<Reply>("{\"Progress\":").expect_err("truncated");
        assert!(error.to_string().contains("line 1 column 12"), "{error}");
    }
}
