//! Fresh seed phrases for a player who leaves the phrase empty, seeded from the
//! platform's secure random source (`crypto.getRandomValues` in the browser, through
//! `getrandom`). The engine itself never draws ambient randomness.

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_engine::generate::{random_phrase, SeedPhrase};

/// A new random phrase, or why none could be made.
pub fn fresh_phrase() -> Result<SeedPhrase, String> {
    let seed = getrandom::u64()
        .map_err(|e| format!("this browser offers no secure random numbers ({e}): type a seed phrase instead"))?;
    Ok(random_phrase(&mut ChaCha8Rng::seed_from_u64(seed)))
}

#[cfg(test)]
mod tests {
    #[test]
    fn fresh_phrases_are_valid_and_differ() {
        let first = super::fresh_phrase().expect("the platform has a random source");
        let second = super::fresh_phrase().expect("the platform has a random source");
        assert_ne!(first, second);
        assert_eq!(sudoku_engine::generate::SeedPhrase::new(&first.to_string()).as_ref(), Ok(&first));
    }
}
