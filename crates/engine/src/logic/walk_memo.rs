//! What the walks of a board's rules found, kept for the rest of the solve: a walk's
//! answer depends only on its rule, its cells' digits and the digits already on its cells
//! (a rule reads only its own cells: `Rule::cells`), so the same walk asked again, as the
//! forcing chains and the steps after them ask it, is answered from here. The answers are
//! the walks' own, so nothing the logic finds changes, only how soon.

use crate::digits::DigitSet;
use std::collections::HashMap;
use std::sync::Mutex;

/// The most answers kept; past it the memo starts again (a 25x25 board's walks stay
/// within a few megabytes).
const MOST: usize = 20_000;

/// A walk's question: its rule, then each walked cell's digits and its digit on the board
/// before the walk (0: empty).
pub(crate) type WalkKey = Vec<u32>;

/// The answers of the walks asked so far (`variant::walk::rule_fillings`'s, before and
/// after its budget).
#[derive(Debug, Default)]
pub(crate) struct WalkMemo {
    answers: Mutex<HashMap<WalkKey, Option<Vec<DigitSet>>>>,
}

impl WalkMemo {
    /// The question of rule `k`'s walk over cells whose digits are `domains` and whose
    /// digits on the board are `placed`.
    pub fn key(k: usize, domains: &[DigitSet], placed: impl Iterator<Item = u8>) -> WalkKey {
        let mut key = Vec::with_capacity(1 + 2 * domains.len());
        key.push(k as u32);
        for (domain, digit) in domains.iter().zip(placed) {
            key.push(domain.bits());
            key.push(u32::from(digit));
        }
        key
    }

    /// The answer the same walk gave before, if it was asked.
    pub fn recall(&self, key: &WalkKey) -> Option<Option<Vec<DigitSet>>> {
        self.answers.lock().ok()?.get(key).cloned()
    }

    /// How many answers are kept.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.answers.lock().map_or(0, |answers| answers.len())
    }

    /// Keeps a walk's answer.
    pub fn remember(&self, key: WalkKey, answer: Option<Vec<DigitSet>>) {
        if let Ok(mut answers) = self.answers.lock() {
            if answers.len() >= MOST {
                answers.clear();
            }
            answers.insert(key, answer);
        }
    }
}

impl Clone for WalkMemo {
    /// A copy starts with no answers: they are a cache, not part of the rules.
    fn clone(&self) -> Self {
        WalkMemo::default()
    }
}
