//! Calibration against Sudoku Explainer ratings: the Spearman correlation between our
//! score and SE over se_rated_calibration.tsv, and the SE range of each of the engine's own levels
//! (`rate::engine_rating`, the levels `LEVEL_LIMITS` calibrates).

use crate::support;
use std::collections::BTreeMap;
use std::io::Write;

use sudoku_engine::rate::agreement::spearman;
use sudoku_engine::rate::{engine_rating, Level};

/// The value measured when the rating was calibrated (see RATING.md), less a margin.
const MIN_SPEARMAN: f64 = 0.915;

#[test]
fn score_follows_sudoku_explainer() {
    let lines = support::data_lines("se_rated_calibration.tsv");
    let mut se = Vec::new();
    let mut scores = Vec::new();
    let mut by_level: BTreeMap<Level, Vec<f64>> = BTreeMap::new();
    // RATE_DUMP=FILE writes each puzzle's SE, score and steps (strategy:difficulty) for tuning.
    let mut dump = std::env::var_os("RATE_DUMP").and_then(|p| std::fs::File::create(p).ok());
    for line in &lines {
        let mut parts = line.split('\t');
        let (Some(text), Some(value)) = (parts.next(), parts.next()) else { continue };
        let Ok(value) = value.trim().parse::<f64>() else { continue };
        let puzzle = support::puzzle(text);
        let rating = engine_rating(&puzzle);
        if let Some(out) = dump.as_mut() {
            let log = sudoku_engine::logic::solve_logically(&puzzle);
            let steps: Vec<String> =
                log.steps.iter().map(|s| format!("{:?}:{}:{}", s.strategy, s.difficulty, s.links.len())).collect();
            let _ = writeln!(out, "{value}\t{}\t{}", rating.score, steps.join(" "));
        }
        se.push(value);
        scores.push(f64::from(rating.score));
        by_level.entry(rating.level).or_default().push(value);
    }
    let rho = spearman(&se, &scores);
    println!("Spearman(score, SE) over {} puzzles: {rho:.4}", se.len());
    for (level, values) in &by_level {
        let min = values.iter().copied().fold(f64::MAX, f64::min);
        let max = values.iter().copied().fold(f64::MIN, f64::max);
        let mean = values.iter().sum::<f64>() / values.len() as f64;
        println!("{level}: {} puzzles, SE {min:.1}..{max:.1}, mean {mean:.2}", values.len());
    }
    assert!(rho >= MIN_SPEARMAN, "Spearman {rho:.3} fell below {MIN_SPEARMAN}");
    // Levels rise with SE on average.
    let means: Vec<f64> = by_level.values().map(|v| v.iter().sum::<f64>() / v.len() as f64).collect();
    assert!(means.windows(2).all(|w| w[0] <= w[1] + 0.05), "level means {means:?}");
}
