//! Prints the golden table as this build makes it: for every case of
//! `tests/data/golden_seeds.txt`, the line `generate::golden::golden_line` gives now.
//! Used when a rater revision moves a search line (SEEDS.md, section 6):
//! `cargo run -p sudoku-engine --release --example golden_table`. With a file argument it
//! prints the lines of that file's cases instead (lines of `params<TAB>phrase`), to add
//! new cases.

use sudoku_engine::generate::golden::golden_line;
use sudoku_engine::generate::{GenerateParams, SeedPhrase};

const GOLDENS: &str = include_str!("../tests/data/golden_seeds.txt");

fn main() -> Result<(), String> {
    let cases = match std::env::args().nth(1) {
        Some(path) => std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?,
        None => GOLDENS.to_string(),
    };
    for line in cases.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let mut fields = line.split('\t');
        let (Some(params), Some(phrase)) = (fields.next(), fields.next()) else {
            return Err(format!("not a golden line: {line}"));
        };
        let params: GenerateParams = params.parse().map_err(|e| format!("{e}"))?;
        let phrase = SeedPhrase::new(phrase).map_err(|e| e.to_string())?;
        println!("{}", golden_line(&params, &phrase)?);
    }
    Ok(())
}
