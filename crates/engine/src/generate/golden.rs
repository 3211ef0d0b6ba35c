//! The golden table: seed phrases and parameters pinned to their puzzles, so a change to
//! any step of the generator (or to anything it depends on: the solver's random fill, the
//! rater for levels above Easy) is caught. Native tests and the app's wasm test in
//! headless Chromium both run [`check_goldens`] on `crates/engine/tests/data/golden_seeds.txt`.
//!
//! One line per case, fields separated by a tab:
//! `params<TAB>phrase<TAB>attempt<TAB>puzzle line[<TAB>shapes line][<TAB>cages:MAP<TAB>sums:SUMS]`,
//! where `params` is the text form of [`GenerateParams`], `attempt` the attempt that made
//! the puzzle, the puzzle is [`to_line`], for jigsaw the shapes are [`shapes_line`], and
//! for killer the cage map and sums are [`cages_line`] and [`sums_line`] (as `sudoku
//! generate` prints them). Blank lines and lines starting with `#` are skipped.

use super::params::GenerateParams;
use super::search::generate;
use super::seed::SeedPhrase;
use crate::format::{cages_line, shapes_line, sums_line, to_line};

/// The golden line for `params` and `phrase`: what [`check_goldens`] expects.
pub fn golden_line(params: &GenerateParams, phrase: &SeedPhrase) -> Result<String, String> {
    let generated = generate(params, phrase).map_err(|e| e.to_string())?;
    let mut line = format!("{params}\t{phrase}\t{}\t{}", generated.attempt, to_line(&generated.puzzle));
    if let Some(shapes) = shapes_line(generated.puzzle.layout()) {
        line.push('\t');
        line.push_str(&shapes);
    }
    if let Some(cages) = cages_line(generated.puzzle.layout()) {
        line.push_str(&format!("\tcages:{cages}\tsums:{}", sums_line(generated.puzzle.layout())));
    }
    Ok(line)
}

/// Checks every case of a golden table; `Ok(count)` when all match, else every mismatch,
/// one per line, naming the line number.
pub fn check_goldens(text: &str) -> Result<usize, String> {
    let mut checked = 0;
    let mut failures = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        checked += 1;
        if let Err(why) = check_line(line) {
            failures.push(format!("line {}: {why}", index + 1));
        }
    }
    if !failures.is_empty() {
        return Err(failures.join("\n"));
    }
    if checked == 0 {
        return Err("the golden table holds no case".to_string());
    }
    Ok(checked)
}

fn check_line(line: &str) -> Result<(), String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [params, phrase, attempt, puzzle, rest @ ..] = fields.as_slice() else {
        return Err(format!(
            "expected params, phrase, attempt and puzzle separated by tabs, got {} fields",
            fields.len()
        ));
    };
    let params: GenerateParams = params.parse().map_err(|e| format!("params: {e}"))?;
    let phrase = SeedPhrase::new(phrase).map_err(|e| format!("phrase: {e}"))?;
    if rest.len() > 3 {
        return Err(format!("too many fields: {}", fields.len()));
    }
    let mut expected = format!("{params}\t{phrase}\t{attempt}\t{puzzle}");
    for board in rest {
        expected.push('\t');
        expected.push_str(board);
    }
    let actual = golden_line(&params, &phrase)?;
    if actual == expected {
        Ok(())
    } else {
        Err(format!("expected\n  {expected}\ngot\n  {actual}"))
    }
}
