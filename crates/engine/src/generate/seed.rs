//! Seed phrases (format `v1`, specified in SEEDS.md at the repository root).
//!
//! A phrase is trimmed, put in Unicode NFC (case is kept), and must hold 1 to 200
//! characters. Its key is `SHA-256("sudoku-seed/v1\n" || phrase as UTF-8)`; attempt `k`
//! of the generator draws from `ChaCha8Rng::from_seed(key)` with its stream set to `k`,
//! so every attempt is reproducible on its own.

use std::fmt;

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use thiserror::Error;

use super::nfc::nfc;

/// The longest phrase, in Unicode scalar values after normalisation.
pub const MAX_PHRASE_CHARS: usize = 200;

/// The seed format version this engine writes and reads. Changing how a phrase becomes a
/// puzzle in any way requires a new version; old versions must keep working.
pub const SEED_VERSION: u32 = 1;

/// The domain-separation prefix hashed before the phrase.
const KEY_PREFIX: &[u8] = b"sudoku-seed/v1\n";

/// A phrase that cannot seed a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum SeedError {
    #[error("the seed phrase is empty; type a few words or numbers")]
    Empty,
    #[error("the seed phrase has {chars} characters; the limit is {max}")]
    TooLong { chars: usize, max: usize },
    #[error("this build cannot put a non-ASCII seed phrase in Unicode NFC")]
    NoNormaliser,
}

/// A normalised seed phrase: trimmed, NFC, 1 to 200 characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeedPhrase(String);

impl SeedPhrase {
    /// Normalises `text` (trim, NFC, case kept) and checks its length.
    pub fn new(text: &str) -> Result<SeedPhrase, SeedError> {
        let normalised = nfc(text.trim()).ok_or(SeedError::NoNormaliser)?;
        let chars = normalised.chars().count();
        if chars == 0 {
            return Err(SeedError::Empty);
        }
        if chars > MAX_PHRASE_CHARS {
            return Err(SeedError::TooLong { chars, max: MAX_PHRASE_CHARS });
        }
        Ok(SeedPhrase(normalised))
    }

    /// The normalised phrase.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The phrase of the `n`-th puzzle of a batch made from this one (from 1): the phrase
    /// itself for `n <= 1`, otherwise the phrase, a space, `#` and `n` ("tea #2"). The
    /// derived phrase may exceed the length limit; it still seeds the same puzzle.
    pub fn nth(&self, n: u32) -> SeedPhrase {
        if n <= 1 {
            self.clone()
        } else {
            SeedPhrase(format!("{} #{n}", self.0))
        }
    }

    /// The 32-byte key: SHA-256 of the prefix `sudoku-seed/v1\n` and the phrase's UTF-8 bytes.
    pub fn key(&self) -> [u8; 32] {
        let mut hasher = Sha256::new();
        hasher.update(KEY_PREFIX);
        hasher.update(self.0.as_bytes());
        hasher.finalize().into()
    }

    /// The random stream of attempt `attempt`: ChaCha8 keyed by [`SeedPhrase::key`], stream `attempt`.
    pub fn rng(&self, attempt: u32) -> ChaCha8Rng {
        let mut rng = ChaCha8Rng::from_seed(self.key());
        rng.set_stream(u64::from(attempt));
        rng
    }
}

impl fmt::Display for SeedPhrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::str::FromStr for SeedPhrase {
    type Err = SeedError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        SeedPhrase::new(text)
    }
}

/// A uniform integer in `0..bound` (0 when `bound` is 0): `(next_u32 * bound) >> 32`.
/// Part of the v1 contract: every random choice of the generator goes through here.
pub fn below(rng: &mut impl Rng, bound: usize) -> usize {
    ((u64::from(rng.next_u32()) * bound as u64) >> 32) as usize
}

/// Shuffles `items` in place: Fisher-Yates from the last index down, swapping item `i`
/// with item `below(i + 1)`.
pub fn shuffle<T>(rng: &mut impl Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i + 1);
        items.swap(i, j);
    }
}

const ADJECTIVES: [&str; 64] = [
    "amber", "brave", "calm", "dusty", "eager", "fancy", "gentle", "happy", "icy", "jolly", "kind", "lucky", "merry",
    "noble", "odd", "proud", "quick", "rapid", "shy", "tidy", "urban", "vivid", "warm", "young", "zesty", "bold",
    "crisp", "deep", "early", "fresh", "golden", "hidden", "inky", "jade", "keen", "lively", "misty", "neat", "olive",
    "plain", "quiet", "royal", "silver", "tall", "upper", "velvet", "wild", "woolly", "azure", "bright", "clever",
    "dapper", "elder", "frosty", "grand", "humble", "ivory", "jumpy", "little", "mellow", "nimble", "open", "polite",
    "rustic",
];

const NOUNS: [&str; 64] = [
    "apple", "badger", "canyon", "dolphin", "ember", "falcon", "garden", "harbor", "island", "jungle", "kettle",
    "lantern", "meadow", "nectar", "orchard", "pebble", "quartz", "river", "saddle", "tiger", "umbrella", "valley",
    "walnut", "yarrow", "zebra", "anchor", "beacon", "cactus", "dune", "engine", "forest", "glacier", "hammock",
    "igloo", "jasmine", "koala", "lagoon", "maple", "nebula", "otter", "parrot", "quill", "reef", "summit", "tulip",
    "violin", "willow", "acorn", "bison", "comet", "delta", "fjord", "grove", "heron", "iris", "juniper", "kiwi",
    "lotus", "marble", "nutmeg", "oasis", "pine", "robin", "sparrow",
];

/// A fresh phrase for "New game" without one, like `"quiet-river-maple-42"`: an adjective,
/// two nouns and a number from 10 to 99 drawn from `rng` (about 23 million phrases).
pub fn random_phrase(rng: &mut impl Rng) -> SeedPhrase {
    let adjective = ADJECTIVES[below(rng, ADJECTIVES.len())];
    let noun = NOUNS[below(rng, NOUNS.len())];
    let other = NOUNS[below(rng, NOUNS.len())];
    let number = 10 + below(rng, 90);
    SeedPhrase(format!("{adjective}-{noun}-{other}-{number}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_are_trimmed_and_nfc_normalised_but_keep_case() {
        let composed = SeedPhrase::new("  Caf\u{e9} ").unwrap();
        let decomposed = SeedPhrase::new("Cafe\u{301}\t\n").unwrap();
        assert_eq!(composed, decomposed);
        assert_eq!(composed.as_str(), "Caf\u{e9}");
        assert_ne!(SeedPhrase::new("cafe").unwrap(), SeedPhrase::new("Cafe").unwrap());
        assert_eq!(composed.key(), decomposed.key());
    }

    #[test]
    fn empty_and_long_phrases_are_refused() {
        assert_eq!(SeedPhrase::new(""), Err(SeedError::Empty));
        assert_eq!(SeedPhrase::new(" \t\u{3000} "), Err(SeedError::Empty));
        assert!(SeedPhrase::new(&"é".repeat(200)).is_ok());
        assert_eq!(SeedPhrase::new(&"é".repeat(201)), Err(SeedError::TooLong { chars: 201, max: 200 }));
        // Two hundred characters once composed, four hundred before.
        assert!(SeedPhrase::new(&"e\u{301}".repeat(200)).is_ok());
    }

    #[test]
    fn the_key_is_the_specified_sha256() {
        // SHA-256("sudoku-seed/v1\nhello"), computed independently (sha256sum).
        let key = SeedPhrase::new("hello").unwrap().key();
        let hex: String = key.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(hex, EXPECTED_HELLO_KEY);
    }

    const EXPECTED_HELLO_KEY: &str = "17b47315fb58f0a1cdd22f07eb8380e4794856ae37e631a675db9e68c9fbb518";

    #[test]
    fn attempts_use_distinct_reproducible_streams() {
        let phrase = SeedPhrase::new("tea").unwrap();
        let (mut a, mut b, mut c) = (phrase.rng(1), phrase.rng(1), phrase.rng(2));
        let first: Vec<u32> = (0..4).map(|_| a.next_u32()).collect();
        assert_eq!(first, (0..4).map(|_| b.next_u32()).collect::<Vec<_>>());
        assert_ne!(first, (0..4).map(|_| c.next_u32()).collect::<Vec<_>>());
    }

    #[test]
    fn batch_phrases_are_derived_and_distinct() {
        let phrase = SeedPhrase::new("tea").unwrap();
        assert_eq!(phrase.nth(1), phrase);
        assert_eq!(phrase.nth(2).as_str(), "tea #2");
        assert_ne!(phrase.nth(2).key(), phrase.nth(3).key());
    }

    #[test]
    fn below_and_shuffle_stay_in_range_and_permute() {
        let mut rng = SeedPhrase::new("x").unwrap().rng(0);
        assert!((0..1000).all(|_| below(&mut rng, 7) < 7));
        assert_eq!(below(&mut rng, 0), 0);
        let mut items: Vec<u32> = (0..50).collect();
        shuffle(&mut rng, &mut items);
        assert_ne!(items, (0..50).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..50).collect::<Vec<_>>());
    }

    #[test]
    fn random_phrases_are_valid_phrases() {
        let mut rng = SeedPhrase::new("x").unwrap().rng(0);
        let phrase = random_phrase(&mut rng);
        assert_eq!(SeedPhrase::new(phrase.as_str()), Ok(phrase.clone()));
        assert_eq!(phrase.as_str().split('-').count(), 4);
        assert_ne!(random_phrase(&mut rng), phrase);
    }
}
