//! What the generator offers: a family alone at its own levels, and the pairs of families
//! offered together, each at the levels measured to meet its speed targets over 100
//! phrases under format `variant-v2` (BENCHMARKS.md, "Format `variant-v2`"; thermometers
//! with negative kropki, offered before, failed 1 phrase of 100 and are no longer). Two families together
//! can be far slower than either alone: two line families whose attempts each take long, or
//! a level their puzzles seldom rate. So a pair is listed and offered only where it was
//! measured; any pair is still made at the levels both families offer, so that every seed
//! phrase keeps its puzzle.

use super::family::Families;
use super::family::VariantFamily::{self, *};
use crate::rate::Level::{self, *};

/// Each offered pair, in the order its request is written, with the levels it offers.
pub const OFFERED_PAIRS: &[([VariantFamily; 2], &[Level])] = &[
    ([Thermometer, Arrow], &[Obscene]),
    ([Thermometer, Kropki], &[Obscene]),
    ([Thermometer, Xv], &[Obscene]),
    ([Sandwich, Thermometer], &[Obscene]),
    ([Sandwich, Arrow], &[Obscene]),
    ([Arrow, XvNegative], &[Obscene]),
    ([Kropki, Xv], &[Obscene]),
    ([XvNegative, EvenOdd], &[Moderate, Obscene]),
    ([EvenOdd, Xv], &[Obscene]),
    ([AntiKing, EvenOdd], &[Stinker, Nightmare, Obscene]),
    ([LittleKiller, EvenOdd], &[Moderate, Stinker, Obscene]),
];

/// The levels offered for `families`: a family's own ([`VariantFamily::levels`]), or a
/// pair's as measured ([`OFFERED_PAIRS`]). A pair is made at every level
/// both families offer ([`Families::made_levels`]), so that every seed phrase makes its
/// puzzle; only these are listed and offered.
pub fn offered_levels(families: &Families) -> Vec<Level> {
    match *families.list() {
        [family] => family.levels().to_vec(),
        [first, second] => pair_levels(first, second).to_vec(),
        _ => Vec::new(),
    }
}

/// The levels `first` and `second` offer together, in either order; none when the pair is
/// not offered.
pub fn pair_levels(first: VariantFamily, second: VariantFamily) -> &'static [Level] {
    OFFERED_PAIRS
        .iter()
        .find(|(pair, _)| *pair == [first, second] || *pair == [second, first])
        .map_or(&[], |(_, levels)| levels)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_offers_only_levels_both_families_offer_alone() {
        for ([first, second], levels) in OFFERED_PAIRS {
            assert!(!levels.is_empty(), "{first}+{second} lists no level");
            for level in *levels {
                assert!(first.levels().contains(level) && second.levels().contains(level), "{first}+{second} {level}");
            }
        }
    }

    #[test]
    fn a_pair_is_listed_once_and_read_in_either_order() {
        for (i, ([first, second], levels)) in OFFERED_PAIRS.iter().enumerate() {
            assert_ne!(first, second);
            assert_eq!(pair_levels(*second, *first), *levels);
            let again = OFFERED_PAIRS[i + 1..].iter().any(|(p, _)| p.contains(first) && p.contains(second));
            assert!(!again, "{first}+{second} is listed twice");
        }
        assert!(pair_levels(Whispers, Renban).is_empty());
    }
}
