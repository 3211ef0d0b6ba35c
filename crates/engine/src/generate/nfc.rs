//! Unicode NFC for seed phrases (SEEDS.md, section 1).
//!
//! With the default `unicode-nfc` feature the engine normalises by itself. The web app
//! builds without it, because the browser already has NFC (`String.prototype.normalize`)
//! and the tables would cost its wasm about 60 KB gzipped: it registers the platform's
//! normaliser with [`set_nfc`] at start-up. ASCII text is its own NFC; any other phrase
//! without a normaliser is refused rather than hashed unnormalised, so a build can never
//! silently make a different puzzle from the same phrase.

/// Registers the platform's NFC for builds without the `unicode-nfc` feature; the first
/// registration stays. Builds with the feature keep their own and ignore this.
pub fn set_nfc(normalise: fn(&str) -> String) {
    #[cfg(not(feature = "unicode-nfc"))]
    {
        let _ = platform::NFC.set(normalise);
    }
    #[cfg(feature = "unicode-nfc")]
    let _ = normalise;
}

/// `text` in Unicode NFC; `None` when it is not ASCII and this build has no normaliser.
pub(crate) fn nfc(text: &str) -> Option<String> {
    if text.is_ascii() {
        return Some(text.to_owned());
    }
    normalise_non_ascii(text)
}

#[cfg(feature = "unicode-nfc")]
fn normalise_non_ascii(text: &str) -> Option<String> {
    use unicode_normalization::UnicodeNormalization;
    Some(text.nfc().collect())
}

#[cfg(not(feature = "unicode-nfc"))]
fn normalise_non_ascii(text: &str) -> Option<String> {
    platform::NFC.get().map(|normalise| normalise(text))
}

#[cfg(not(feature = "unicode-nfc"))]
mod platform {
    pub(super) static NFC: std::sync::OnceLock<fn(&str) -> String> = std::sync::OnceLock::new();
}
