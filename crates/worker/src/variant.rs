//! A variant puzzle made for the page ([`sudoku_protocol::Job::GenerateVariant`]).

use sudoku_engine::game::Origin;
use sudoku_engine::generate::variant::{
    generate_variant_as, practise_variant_as, Families, VariantFormat, VariantRequest,
};
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::logic::Strategy;
use sudoku_engine::Level;
use sudoku_protocol::{NotMade, VariantMade};

/// The puzzle of `families` at `level` (or, with `technique`, practising that step of
/// the one family) from `phrase` under `format`, with its title, rules and phrase as its
/// origin; or why none was made.
pub fn generate(
    families: &str,
    level: Level,
    technique: Option<Strategy>,
    phrase: &str,
    format: VariantFormat,
) -> Result<Box<VariantMade>, NotMade> {
    let phrase = SeedPhrase::new(phrase).map_err(|e| NotMade(e.to_string()))?;
    let families: Families =
        families.parse().map_err(|e: sudoku_engine::generate::variant::UnknownFamily| NotMade(e.to_string()))?;
    let (made, request) = match (technique, families.list()) {
        (Some(step), &[family]) => {
            let made = practise_variant_as(format, family, step, &phrase).map_err(|e| NotMade(e.to_string()))?;
            (made, VariantRequest::practice(families, step).in_format(format))
        }
        (Some(_), _) => return Err(NotMade("A practice puzzle has one family of constraints.".into())),
        (None, _) => {
            let made = generate_variant_as(format, &families, level, &phrase).map_err(|e| NotMade(e.to_string()))?;
            (made, VariantRequest::at_level(families, level).in_format(format))
        }
    };
    let origin = Origin {
        phrase: Some(phrase.as_str().to_string()),
        params: Some(request.to_string()),
        ..Origin::of_document(&made.words())
    };
    Ok(Box::new(VariantMade { puzzle: made.puzzle, solution: made.solution, rating: made.rating, origin }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_family_is_made_with_its_title_and_rules_and_a_bad_request_says_why() {
        let phrase = "worker";
        let made = generate("thermometer", Level::Obscene, None, phrase, VariantFormat::V1).unwrap();
        assert_eq!(made.rating.level, Level::Obscene);
        assert_eq!(made.origin.title.as_deref(), Some("Thermometers (Obscene)"));
        assert!(
            made.origin.rules.as_deref().is_some_and(|r| r.to_lowercase().contains("thermometer")),
            "{:?}",
            made.origin
        );
        assert_eq!(made.origin.phrase.as_deref(), Some("worker"));
        assert_eq!(made.origin.params.as_deref(), Some("families=thermometer level=obscene"));
        assert!(generate("thermo", Level::Obscene, None, phrase, VariantFormat::V1)
            .unwrap_err()
            .0
            .contains("unknown variant family"));
        assert!(generate("thermometer", Level::Easy, None, phrase, VariantFormat::V1)
            .unwrap_err()
            .0
            .contains("offers Moderate, Stinker, Nightmare, Obscene"));
    }

    #[test]
    fn a_practice_puzzle_keeps_its_step_in_its_origin() {
        let rule = Some(Strategy::ConstraintRule);
        let made = generate("thermometer", Level::Easy, rule, "worker", VariantFormat::V1).unwrap();
        assert_eq!(made.rating.hardest, Strategy::ConstraintRule);
        assert_eq!(made.origin.params.as_deref(), Some("families=thermometer level=easy technique=constraint-rule"));
        let two =
            generate("thermometer+kropki", Level::Easy, rule, "worker", VariantFormat::V1).map(|_| ()).unwrap_err().0;
        assert!(two.contains("one family"), "{two}");
        let none =
            generate("non-consecutive", Level::Easy, rule, "worker", VariantFormat::V1).map(|_| ()).unwrap_err().0;
        assert!(none.contains("practise none"), "{none}");
    }
}
