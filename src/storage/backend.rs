//! Where records live: the page's `localStorage`, or a map in memory when the browser
//! refuses storage (private mode, a `SecurityError`). Every JavaScript exception is
//! caught and classified; nothing here panics or throws.

use std::cell::RefCell;
use std::collections::BTreeMap;

use gloo::storage::errors::StorageError;
use gloo::utils::errors::JsError;
use wasm_bindgen::JsValue;

/// Why a read or write failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackendError {
    /// `QuotaExceededError`: the site's share of storage (about 5 MB) is used up.
    Full,
    /// `SecurityError` or no `localStorage` at all.
    Blocked(String),
    /// Anything else the browser threw.
    Other(String),
}

impl std::fmt::Display for BackendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BackendError::Full => f.write_str("the browser's storage for this site is full"),
            BackendError::Blocked(why) => write!(f, "the browser blocks storage ({why})"),
            BackendError::Other(why) => write!(f, "the browser could not store it ({why})"),
        }
    }
}

/// Reads a thrown JavaScript value through gloo's error types.
fn classify(value: JsValue) -> BackendError {
    let error = match JsError::try_from(value) {
        Ok(error) => StorageError::JsError(error),
        Err(other) => return BackendError::Other(other.to_string()),
    };
    match &error {
        StorageError::JsError(js) if js.name == "QuotaExceededError" || js.name == "NS_ERROR_DOM_QUOTA_REACHED" => {
            BackendError::Full
        }
        StorageError::JsError(js) if js.name == "SecurityError" => BackendError::Blocked(js.message.clone()),
        other => BackendError::Other(other.to_string()),
    }
}

#[derive(Debug)]
pub enum Backend {
    Local(web_sys::Storage),
    /// Storage is unavailable; records last as long as the page. The quota (in bytes of
    /// keys and values) lets tests fill it up.
    Memory {
        map: RefCell<BTreeMap<String, String>>,
        quota: Option<usize>,
    },
}

impl Backend {
    /// The page's `localStorage`, or why it cannot be had.
    pub fn local() -> Result<Backend, BackendError> {
        let window = web_sys::window().ok_or_else(|| BackendError::Blocked("no window".into()))?;
        match window.local_storage() {
            Ok(Some(storage)) => Ok(Backend::Local(storage)),
            Ok(None) => Err(BackendError::Blocked("no localStorage".into())),
            Err(thrown) => Err(match classify(thrown) {
                BackendError::Other(why) => BackendError::Blocked(why),
                error => error,
            }),
        }
    }

    pub fn memory() -> Backend {
        Backend::Memory { map: RefCell::new(BTreeMap::new()), quota: None }
    }

    pub fn memory_with_quota(bytes: usize) -> Backend {
        Backend::Memory { map: RefCell::new(BTreeMap::new()), quota: Some(bytes) }
    }

    pub fn is_memory(&self) -> bool {
        matches!(self, Backend::Memory { .. })
    }

    pub fn get(&self, key: &str) -> Result<Option<String>, BackendError> {
        match self {
            Backend::Local(storage) => storage.get_item(key).map_err(classify),
            Backend::Memory { map, .. } => Ok(map.borrow().get(key).cloned()),
        }
    }

    pub fn set(&self, key: &str, value: &str) -> Result<(), BackendError> {
        match self {
            Backend::Local(storage) => storage.set_item(key, value).map_err(classify),
            Backend::Memory { map, quota } => {
                let mut map = map.borrow_mut();
                let used: usize = map.iter().filter(|(k, _)| *k != key).map(|(k, v)| k.len() + v.len()).sum();
                if quota.is_some_and(|q| used + key.len() + value.len() > q) {
                    return Err(BackendError::Full);
                }
                map.insert(key.to_string(), value.to_string());
                Ok(())
            }
        }
    }

    pub fn remove(&self, key: &str) -> Result<(), BackendError> {
        match self {
            Backend::Local(storage) => storage.remove_item(key).map_err(classify),
            Backend::Memory { map, .. } => {
                map.borrow_mut().remove(key);
                Ok(())
            }
        }
    }

    /// Every key starting with `prefix`.
    pub fn keys(&self, prefix: &str) -> Result<Vec<String>, BackendError> {
        match self {
            Backend::Local(storage) => {
                let length = storage.length().map_err(classify)?;
                let mut keys = Vec::new();
                for index in 0..length {
                    if let Some(key) = storage.key(index).map_err(classify)? {
                        if key.starts_with(prefix) {
                            keys.push(key);
                        }
                    }
                }
                Ok(keys)
            }
            Backend::Memory { map, .. } => Ok(map.borrow().keys().filter(|k| k.starts_with(prefix)).cloned().collect()),
        }
    }
}
