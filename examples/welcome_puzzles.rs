//! Writes the welcome puzzles into `src/state/welcome_puzzles.rs`: 64 seed phrases drawn from a fixed
//! seed, each with the attempt and the puzzle that the first visit's parameters make from
//! it. Run after any change to the generator: `cargo run --release --example welcome_puzzles`.

use std::collections::HashSet;
use std::fs;

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_app::state::first_puzzle_params;
use sudoku_engine::format::line::to_line;
use sudoku_engine::generate::{generate, random_phrase};

const TABLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/state/welcome_puzzles.rs");
const BEGIN: &str = "pub const WELCOME_PUZZLES: &[(&str, u32, &str)] = &[\n";
const END: &str = "];\n";
const COUNT: usize = 64;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut phrases = HashSet::new();
    let mut lines = Vec::new();
    while lines.len() < COUNT {
        let phrase = random_phrase(&mut rng);
        if !phrases.insert(phrase.clone()) {
            continue;
        }
        let made = generate(&first_puzzle_params(), &phrase)?;
        lines.push(format!("    ({:?}, {}, {:?}),", phrase.as_str(), made.attempt, to_line(&made.puzzle)));
    }
    let table = fs::read_to_string(TABLE)?;
    let Some(begin) = table.find(BEGIN) else {
        return Err(format!("{TABLE} has no {BEGIN:?}").into());
    };
    let Some(end) = table[begin..].find(END).map(|end| begin + end) else {
        return Err(format!("{TABLE} has no {END:?} after {BEGIN:?}").into());
    };
    let block = format!("{BEGIN}{}\n", lines.join("\n"));
    fs::write(TABLE, format!("{}{block}{}", &table[..begin], &table[end..]))?;
    println!("{TABLE}: {} welcome puzzles", lines.len());
    Ok(())
}
