//! Each rule in plain words, as a puzzle's rules are written for players: one sentence per
//! family (with its number where the family has one), for the Help of a variant puzzle,
//! and one for each house the board itself adds (diagonals, colour groups, jigsaw regions,
//! killer cages).

use super::{Constraint, Indexer, Negative};
use crate::constraint::family;
use crate::geometry::Variant;

/// The sentences of the board's own rules beyond rows, columns and boxes.
pub fn board_rule_sentences(variant: &Variant) -> Vec<String> {
    let mut sentences = Vec::new();
    if variant.regions.is_some() {
        sentences
            .push("Jigsaw: the regions outlined in bold take the place of boxes; each holds every digit once.".into());
    }
    if variant.diagonals {
        sentences.push("Diagonals: each of the two long diagonals holds every digit once.".into());
    }
    if variant.colour {
        sentences.push("Colour groups: the cells of one colour, one in each box, hold every digit once.".into());
    }
    if variant.cages.is_some() {
        sentences
            .push("Killer cages: the digits in a dashed cage sum to its number and never repeat within it.".into());
    }
    sentences
}

/// The sentence that states `constraint`'s rule on a board of `size` digits.
pub fn rule_sentence(constraint: &Constraint, size: usize) -> String {
    let third = size / 3;
    match constraint {
        Constraint::Thermometer(_) => "Thermometers: digits strictly increase from the bulb.".into(),
        Constraint::SlowThermometer(_) => "Slow thermometers: digits never decrease from the bulb.".into(),
        Constraint::Arrow(_) => "Arrows: the digits along an arrow sum to the number in its circle \
            (a circle of several cells reads as one number, left to right or top to bottom)."
            .into(),
        Constraint::Difference(family::Difference { value: 1, .. }) => {
            "White dots: the two digits are consecutive.".into()
        }
        Constraint::Difference(family::Difference { value, .. }) => {
            format!("A white dot with {value}: the two digits differ by {value}.")
        }
        Constraint::Ratio(family::Ratio { value: 2, .. }) => "Black dots: one digit is double the other.".into(),
        Constraint::Ratio(family::Ratio { value, .. }) => {
            format!("A black dot with {value}: one digit is {value} times the other.")
        }
        Constraint::Xv(family::Xv { sum: 10, .. }) => "X: the two digits sum to 10.".into(),
        Constraint::Xv(family::Xv { sum, .. }) => format!("V: the two digits sum to {sum}."),
        Constraint::Negative(family::Negative { mark: Negative::Difference }) => {
            "Every pair of consecutive neighbours is marked with a white dot.".into()
        }
        Constraint::Negative(family::Negative { mark: Negative::Ratio }) => {
            "Every pair of neighbours where one is double the other is marked with a black dot.".into()
        }
        Constraint::Negative(family::Negative { mark: Negative::Xv }) => {
            "Every pair of neighbours summing to 10 or 5 is marked with an X or a V.".into()
        }
        Constraint::Whispers(family::Whispers { gap, .. }) => {
            format!("Whispers lines (green): neighbours on the line differ by at least {gap}.")
        }
        Constraint::Renban(_) => {
            "Renban lines (purple): a line holds a set of consecutive digits, in any order.".into()
        }
        Constraint::Palindrome(_) => "Palindrome lines (grey): a line reads the same from either end.".into(),
        Constraint::Between(_) => {
            "Between lines: the digits on a line lie strictly between the digits in its two end circles.".into()
        }
        Constraint::RegionSum(_) => {
            "Region sum lines (blue): each box a line passes through holds the same sum on it.".into()
        }
        Constraint::Entropic(_) => format!(
            "Entropic lines (orange): any three cells in a row along a line hold a low (1-{third}), \
             a middle ({}-{}) and a high ({}-{size}) digit.",
            third + 1,
            2 * third,
            2 * third + 1
        ),
        Constraint::Modular(_) => "Modular lines (teal): any three cells in a row along a line hold \
            digits that leave three different remainders divided by 3."
            .into(),
        Constraint::ExtraRegion(_) => "Shaded regions: no digit repeats within one.".into(),
        Constraint::Diagonal(_) => "The marked diagonal holds no repeated digit.".into(),
        Constraint::AntiKnight => "Anti-knight: no digit repeats a chess knight's move away.".into(),
        Constraint::AntiKing => "Anti-king: no digit repeats a chess king's move away.".into(),
        Constraint::NonConsecutive => "Non-consecutive: neighbours never hold consecutive digits.".into(),
        Constraint::Quadruple(_) => {
            "Circles on corners: each digit in a circle appears in the four cells around it.".into()
        }
        Constraint::Even(_) => "Grey squares hold even digits.".into(),
        Constraint::Odd(_) => "Grey circles hold odd digits.".into(),
        Constraint::Minimum(_) => "Minimum cells: smaller than each of their neighbours.".into(),
        Constraint::Maximum(_) => "Maximum cells: larger than each of their neighbours.".into(),
        Constraint::Sandwich(_) => {
            "Sandwich sums: the digits between the 1 and the largest digit of the row or column sum to the clue.".into()
        }
        Constraint::LittleKiller(_) => {
            "Little killers: the digits along the clue's diagonal sum to it (they may repeat).".into()
        }
        Constraint::XSum(_) => {
            "X-sums: the first N digits seen from the clue sum to it, N being the first of them.".into()
        }
        Constraint::Skyscraper(_) => {
            "Skyscrapers: the clue counts the digits seen from it that are taller than every digit before them.".into()
        }
        Constraint::Indexer(family::Indexer { index: Indexer::Row, .. }) => {
            "Row indexers: a digit d in row r of a column says that row d of that column holds r.".into()
        }
        Constraint::Indexer(family::Indexer { index: Indexer::Column, .. }) => {
            "Column indexers: a digit d in column c of a row says that column d of that row holds c.".into()
        }
        Constraint::Indexer(family::Indexer { index: Indexer::Box, .. }) => {
            "Box indexers: a digit d at place p of a box says that place d of that box holds p.".into()
        }
        Constraint::Clone(_) => {
            "Clones: shaded shapes of the same form hold the same digits in the same places.".into()
        }
        Constraint::PencilMarks(_) => "Given pencil marks: the cell holds one of them.".into(),
    }
}

/// The sentences of every rule of a puzzle, each once, in the order the rules come.
pub fn rule_sentences(constraints: &[Constraint], size: usize) -> Vec<String> {
    let mut sentences: Vec<String> = Vec::new();
    for constraint in constraints {
        let sentence = rule_sentence(constraint, size);
        if !sentences.contains(&sentence) {
            sentences.push(sentence);
        }
    }
    sentences
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::Cell;

    #[test]
    fn the_board_s_own_houses_are_stated_before_its_rules() {
        assert!(board_rule_sentences(&Variant::standard()).is_empty());
        let killer_x = Variant { diagonals: true, cages: Some(Vec::new()), ..Variant::standard() };
        let sentences = board_rule_sentences(&killer_x);
        assert_eq!(sentences.len(), 2);
        assert!(sentences[0].starts_with("Diagonals: ") && sentences[1].starts_with("Killer cages: "), "{sentences:?}");
    }

    #[test]
    fn each_family_is_said_once_with_its_numbers() {
        let (a, b) = (Cell::new(0), Cell::new(1));
        let rules = [
            Constraint::Thermometer(family::Thermometer { cells: vec![a, b] }),
            Constraint::Thermometer(family::Thermometer { cells: vec![b, a] }),
            Constraint::Difference(family::Difference { cells: [a, b], value: 1 }),
            Constraint::Difference(family::Difference { cells: [a, b], value: 3 }),
            Constraint::Whispers(family::Whispers { cells: vec![a, b], gap: 5 }),
            Constraint::Xv(family::Xv { cells: [a, b], sum: 5 }),
            Constraint::Entropic(family::Entropic { cells: vec![a, b] }),
        ];
        assert_eq!(
            rule_sentences(&rules, 9),
            vec![
                "Thermometers: digits strictly increase from the bulb.",
                "White dots: the two digits are consecutive.",
                "A white dot with 3: the two digits differ by 3.",
                "Whispers lines (green): neighbours on the line differ by at least 5.",
                "V: the two digits sum to 5.",
                "Entropic lines (orange): any three cells in a row along a line hold a low (1-3), a middle (4-6) \
                 and a high (7-9) digit.",
            ]
        );
        assert!(
            rule_sentence(&Constraint::Entropic(family::Entropic { cells: vec![a, b] }), 6).contains("(5-6)"),
            "on 6x6"
        );
    }
}
