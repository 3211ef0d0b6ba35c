//! The variant generator's rows: every family alone at every level it offers, as the
//! `variant_speed` example times them natively (BENCHMARKS.md, "Variant generator").

use std::sync::OnceLock;

use sudoku_engine::generate::variant::{generate_variant, offered_levels, Families, VariantFamily};
use sudoku_engine::generate::SeedPhrase;
use sudoku_engine::Level;

/// One row: its name ("thermometer Moderate"), the family and the level.
pub struct VariantCase {
    pub name: String,
    pub family: VariantFamily,
    pub level: Level,
}

/// Every family alone at every level it offers, in the order of `VariantFamily::ALL`.
pub fn variant_cases() -> &'static [VariantCase] {
    static CASES: OnceLock<Vec<VariantCase>> = OnceLock::new();
    CASES.get_or_init(|| {
        VariantFamily::ALL
            .into_iter()
            .flat_map(|family| {
                offered_levels(&Families::one(family)).into_iter().map(move |level| VariantCase {
                    name: format!("{} {}", family.name(), level.name()),
                    family,
                    level,
                })
            })
            .collect()
    })
}

/// Makes the puzzle of row `case` for the phrase `"speed {seed}"` (the `variant_speed`
/// example's phrases); whether one was made.
pub fn make_variant(case: u32, seed: u32) -> bool {
    let Some(row) = variant_cases().get(case as usize) else { return false };
    let Ok(phrase) = SeedPhrase::new(&format!("speed {seed}")) else { return false };
    generate_variant(&Families::one(row.family), row.level, &phrase).is_ok()
}
