//! Each rule in plain words, as a puzzle's rules are written for players: one sentence per
//! family (with its number where the family has one), for the Help of a variant puzzle,
//! and one for each house the board itself adds (diagonals, colour groups, jigsaw regions,
//! killer cages).

use super::Constraint;
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
    constraint.rule().sentence(size)
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
    use crate::constraint::family;
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
