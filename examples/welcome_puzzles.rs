//! Writes the welcome puzzles into `static/early_board.js`: 64 seed phrases drawn from a fixed
//! seed, each with the attempt and the puzzle that the first visit's parameters make from
//! it. Run after any change to the generator: `cargo run --release --example welcome_puzzles`.

use std::collections::HashSet;
use std::fs;

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_app::state::first_puzzle_params;
use sudoku_engine::format::line::to_line;
use sudoku_engine::generate::{generate, random_phrase};

const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/static/early_board.js");
const BEGIN: &str = "  // WELCOME_PUZZLES_BEGIN\n";
const END: &str = "  // WELCOME_PUZZLES_END\n";
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
        let entry = serde_json::to_string(&(phrase.as_str(), made.attempt, to_line(&made.puzzle)))?;
        lines.push(format!("    {entry},"));
    }
    let script = fs::read_to_string(SCRIPT)?;
    let (Some(begin), Some(end)) = (script.find(BEGIN), script.find(END)) else {
        return Err(format!("{SCRIPT} has no {BEGIN:?} ... {END:?} block").into());
    };
    let block = format!("{BEGIN}  const WELCOME_PUZZLES = [\n{}\n  ];\n", lines.join("\n"));
    fs::write(SCRIPT, format!("{}{block}{}", &script[..begin], &script[end..]))?;
    println!("{SCRIPT}: {} welcome puzzles", lines.len());
    Ok(())
}
