//! `run(set, limit)`: counts the solutions (up to `limit`) of every puzzle of a shared
//! data set, embedded at compile time: 0 = magictour top1465, 1 = 17-clue 15k.
//! `run_reference(set, limit)`: the same with the `sudoku` crate 0.8, the fastest Rust
//! solver, so its wasm/native ratio is measured in the same run.
//! `generate(case, seed)`: one generated puzzle of a [`CASES`] row (the rows of the native
//! generator benchmark, `benches/shared/level_cases.rs`) for the phrase `"bench {seed}"`;
//! the caller times it. `case_name(case)` points at the row's name in memory
//! (`case_name_len` is its length), so the JavaScript side prints the same names.
//! `trainer(case, seed)` and `variant(case, seed)` do the same for the trainer's rows and
//! the variant generator's (every family at every level it offers).

use std::sync::OnceLock;

use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::logic::Strategy;
use sudoku_engine::solve::classic;

#[path = "../../shared/level_cases.rs"]
mod level_cases;
pub use level_cases::CASES;

mod trainer_cases;
pub use trainer_cases::TRAINER_CASES;

mod variant_cases;
pub use variant_cases::variant_cases;

const TOP1465: &str = include_str!("../../../../../../shared/data/magictour_top1465.txt");
const CLUE17: &str = include_str!("../../../../../../shared/data/17_clue_15k.txt");

fn puzzles(set: u32) -> &'static [[u8; 81]] {
    static SETS: [OnceLock<Vec<[u8; 81]>>; 2] = [OnceLock::new(), OnceLock::new()];
    let text = if set == 0 { TOP1465 } else { CLUE17 };
    SETS[usize::from(set != 0)].get_or_init(|| text.lines().filter_map(classic::quick_digits).collect())
}

/// The number of puzzles in a set.
#[no_mangle]
pub extern "C" fn size(set: u32) -> u32 {
    puzzles(set).len() as u32
}

/// The total of the solution counts (each capped at `limit`) over a set.
#[no_mangle]
pub extern "C" fn run(set: u32, limit: u32) -> u32 {
    puzzles(set).iter().map(|p| classic::count(p, limit as usize) as u32).sum()
}

/// [`run`] with the `sudoku` crate's solver.
#[no_mangle]
pub extern "C" fn run_reference(set: u32, limit: u32) -> u32 {
    let count = |p: &[u8; 81]| sudoku::Sudoku::from_bytes(*p).map_or(0, |s| s.solutions_count_up_to(limit as usize));
    puzzles(set).iter().map(|p| count(p) as u32).sum()
}

/// Generates one puzzle of case `case` (an index into [`CASES`]) for the phrase
/// `"bench {seed}"`; returns the attempts it took, 0 on failure.
#[no_mangle]
pub extern "C" fn generate(case: u32, seed: u32) -> u32 {
    let Some(params) = CASES.get(case as usize).and_then(|(_, text)| text.parse::<GenerateParams>().ok()) else {
        return 0;
    };
    let Ok(phrase) = SeedPhrase::new(&format!("bench {seed}")) else { return 0 };
    sudoku_engine::generate::generate(&params, &phrase).map_or(0, |g| g.attempts)
}

/// Where the name of case `case` starts in memory.
#[no_mangle]
pub extern "C" fn case_name(case: u32) -> u32 {
    CASES.get(case as usize).map_or(0, |(name, _)| name.as_ptr() as usize as u32)
}

/// The length in bytes of the name of case `case`.
#[no_mangle]
pub extern "C" fn case_name_len(case: u32) -> u32 {
    CASES.get(case as usize).map_or(0, |(name, _)| name.len() as u32)
}

/// The number of generator cases.
#[no_mangle]
pub extern "C" fn cases() -> u32 {
    CASES.len() as u32
}

/// The trainer's parameters for row `case` of [`TRAINER_CASES`].
fn trainer_params(case: u32) -> Option<GenerateParams> {
    let (_, board, technique) = TRAINER_CASES.get(case as usize)?;
    let (shape, variant) = board.split_once(':').unwrap_or((board, "standard"));
    let base: GenerateParams = format!("box={shape} variant={variant}").parse().ok()?;
    let technique: Strategy = technique.parse().ok()?;
    Some(GenerateParams::for_technique(base.geometry, base.jigsaw, technique))
}

/// Makes the trainer puzzle of row `case` for the phrase `"bench {seed}"`; returns the
/// attempt that made it, 0 when none was made.
#[no_mangle]
pub extern "C" fn trainer(case: u32, seed: u32) -> u32 {
    let Some(params) = trainer_params(case) else { return 0 };
    let Ok(phrase) = SeedPhrase::new(&format!("bench {seed}")) else { return 0 };
    match sudoku_engine::generate::generate(&params, &phrase) {
        Ok(made) if made.reached_level && Some(made.rating.hardest) == params.technique => made.attempt,
        _ => 0,
    }
}

/// Where the name of trainer row `case` starts in memory.
#[no_mangle]
pub extern "C" fn trainer_case_name(case: u32) -> u32 {
    TRAINER_CASES.get(case as usize).map_or(0, |(name, ..)| name.as_ptr() as usize as u32)
}

/// The length in bytes of the name of trainer row `case`.
#[no_mangle]
pub extern "C" fn trainer_case_name_len(case: u32) -> u32 {
    TRAINER_CASES.get(case as usize).map_or(0, |(name, ..)| name.len() as u32)
}

/// The number of trainer rows.
#[no_mangle]
pub extern "C" fn trainer_cases() -> u32 {
    TRAINER_CASES.len() as u32
}

/// Makes the variant puzzle of row `case` of [`variant_cases`] for the phrase
/// `"speed {seed}"`; 1 when it was made, 0 when not.
#[no_mangle]
pub extern "C" fn variant(case: u32, seed: u32) -> u32 {
    u32::from(variant_cases::make_variant(case, seed))
}

/// Where the name of variant row `case` starts in memory.
#[no_mangle]
pub extern "C" fn variant_case_name(case: u32) -> u32 {
    variant_cases().get(case as usize).map_or(0, |row| row.name.as_ptr() as usize as u32)
}

/// The length in bytes of the name of variant row `case`.
#[no_mangle]
pub extern "C" fn variant_case_name_len(case: u32) -> u32 {
    variant_cases().get(case as usize).map_or(0, |row| row.name.len() as u32)
}

/// The number of variant rows.
#[no_mangle]
pub extern "C" fn variant_rows() -> u32 {
    variant_cases().len() as u32
}

/// The `sudoku` crate's `rand` needs a source of randomness to link on
/// wasm32-unknown-unknown; the solver never asks it for one.
fn no_randomness(_: &mut [u8]) -> Result<(), getrandom::Error> {
    Err(getrandom::Error::UNSUPPORTED)
}
getrandom::register_custom_getrandom!(no_randomness);
