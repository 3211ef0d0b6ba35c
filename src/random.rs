//! Fresh seed phrases for a player who leaves the phrase empty, drawn from the
//! platform's secure random source (`crypto.getRandomValues` in the browser, through
//! `getrandom`). The engine itself never draws ambient randomness.

use std::convert::Infallible;

use rand_chacha::rand_core::TryRng;
use sudoku_engine::generate::{random_phrase, SeedPhrase};

/// Secure random words drawn ahead of use (a phrase takes four), so the page needs no
/// generator of its own; past the last word it starts again from the first.
struct Drawn {
    words: [u32; 4],
    next: usize,
}

impl TryRng for Drawn {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        let word = self.words[self.next % self.words.len()];
        self.next += 1;
        Ok(word)
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        let high = self.try_next_u32()?;
        Ok(u64::from(high) << 32 | u64::from(self.try_next_u32()?))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(4) {
            let bytes = self.try_next_u32()?.to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}

/// A new random phrase, or why none could be made.
pub fn fresh_phrase() -> Result<SeedPhrase, String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)
        .map_err(|e| format!("this browser offers no secure random numbers ({e}): type a seed phrase instead"))?;
    let mut words = [0u32; 4];
    for (word, chunk) in words.iter_mut().zip(bytes.chunks_exact(4)) {
        *word = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
    }
    Ok(random_phrase(&mut Drawn { words, next: 0 }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_chacha::rand_core::Rng;

    #[test]
    fn fresh_phrases_are_valid_and_differ() {
        let first = fresh_phrase().expect("the platform has a random source");
        let second = fresh_phrase().expect("the platform has a random source");
        assert_ne!(first, second);
        assert_eq!(SeedPhrase::new(&first.to_string()).as_ref(), Ok(&first));
    }

    #[test]
    fn drawn_words_come_in_order_then_repeat() {
        let mut drawn = Drawn { words: [1, 2, 3, 4], next: 0 };
        assert_eq!((drawn.next_u32(), drawn.next_u32()), (1, 2));
        assert_eq!(drawn.next_u64(), 3 << 32 | 4);
        let mut bytes = [0u8; 6];
        drawn.fill_bytes(&mut bytes);
        assert_eq!(bytes, [1, 0, 0, 0, 2, 0]);
    }
}
