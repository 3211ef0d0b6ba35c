//! The variant generator's rows: every family alone at every level it offers, then every
//! offered pair at its levels, as the `variant_speed` example times them natively
//! (BENCHMARKS.md, "Variant generator").

use std::sync::OnceLock;

use sudoku_engine::generate::variant::{
    generate_variant_as, offered_levels, Families, VariantFamily, VariantFormat, OFFERED_PAIRS,
};
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::Level;

/// One row: its name ("thermometer Moderate", "thermometer+arrow Obscene"), the families
/// and the level.
pub struct VariantCase {
    pub name: String,
    pub families: Families,
    pub level: Level,
}

/// Every family alone at every level it offers, in the order of `VariantFamily::ALL`, then
/// every offered pair at its levels, in the order of `OFFERED_PAIRS`.
pub fn variant_cases() -> &'static [VariantCase] {
    static CASES: OnceLock<Vec<VariantCase>> = OnceLock::new();
    CASES.get_or_init(|| {
        let alone = VariantFamily::ALL.into_iter().map(|family| family.name().parse::<Families>());
        let pairs = OFFERED_PAIRS.iter().map(|([a, b], _)| format!("{}+{}", a.name(), b.name()).parse());
        alone
            .chain(pairs)
            .flatten()
            .flat_map(|families| {
                offered_levels(&families).into_iter().map(move |level| VariantCase {
                    name: format!("{families} {}", level.name()),
                    families: families.clone(),
                    level,
                })
            })
            .collect()
    })
}

/// Makes the puzzle of row `case` for the phrase `"speed {seed}"` (the `variant_speed`
/// example's phrases) in the newest variant format, the one players get; whether one was
/// made.
pub fn make_variant(case: u32, seed: u32) -> bool {
    let Some(row) = variant_cases().get(case as usize) else { return false };
    let Ok(phrase) = SeedPhrase::new(&format!("speed {seed}")) else { return false };
    generate_variant_as(VariantFormat::LATEST, &row.families, row.level, &phrase).is_ok()
}
