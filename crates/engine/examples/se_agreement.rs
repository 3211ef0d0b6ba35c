//! How close `rate::rate_se` comes to Sudoku Explainer on SE-rated puzzles.
//!
//! `cargo run --release -p sudoku-engine --example se_agreement -- FILE [odd|even|all]`
//! reads `puzzle<TAB>SE rating` lines (e.g. ../shared/data/se_rated_calibration.tsv),
//! keeps the odd (1st, 3rd, ...) or even lines, and prints the Spearman correlation, the
//! mean absolute difference, the share of equal values and the time per puzzle.
//! `SE_DUMP=FILE` also writes `puzzle, SE, ours, technique` per line.
//!
//! `se_agreement FILE levels` prints instead how the engine's levels (`rate::engine_rating`)
//! fall on the SE scale: the SE rating of the line, or `rate_se`'s for a line without one.

use std::io::Write;
use std::time::Instant;

use sudoku_engine::format::parse_puzzle;
use sudoku_engine::rate::agreement::spearman;
use sudoku_engine::rate::{engine_rating, rate_se, Level};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).ok_or("usage: se_agreement FILE [odd|even|all]")?;
    let half = args.get(2).map_or("all", String::as_str);
    let text = std::fs::read_to_string(path)?;
    if half == "levels" {
        return levels(&text);
    }
    let mut dump = std::env::var("SE_DUMP").ok().map(std::fs::File::create).transpose()?;
    let (mut se, mut ours) = (Vec::new(), Vec::new());
    let mut elapsed = 0.0;
    for (i, line) in text.lines().enumerate() {
        let keep = match half {
            "odd" => i % 2 == 0,
            "even" => i % 2 == 1,
            _ => true,
        };
        let Some((puzzle, rating)) = line.split_once('\t') else { continue };
        if !keep {
            continue;
        }
        let puzzle = parse_puzzle(puzzle)?;
        let start = Instant::now();
        let Some(rated) = rate_se(&puzzle) else { continue };
        elapsed += start.elapsed().as_secs_f64();
        let expected: f64 = rating.trim().parse()?;
        if let Some(file) = dump.as_mut() {
            writeln!(
                file,
                "{}\t{expected}\t{:.1}\t{}",
                line.split('\t').next().unwrap_or(""),
                rated.value(),
                rated.hardest
            )?;
        }
        se.push(expected);
        ours.push(rated.value());
    }
    let n = se.len();
    let mad = se.iter().zip(&ours).map(|(a, b)| (a - b).abs()).sum::<f64>() / n as f64;
    let equal = se.iter().zip(&ours).filter(|(a, b)| (*a - *b).abs() < 0.05).count();
    println!("puzzles: {n}");
    println!("spearman: {:.3}", spearman(&se, &ours));
    println!("mean absolute difference: {mad:.3}");
    println!("equal: {:.1} %", 100.0 * equal as f64 / n as f64);
    println!("time per puzzle: {:.2} ms", 1000.0 * elapsed / n as f64);
    Ok(())
}

/// Per level of `rate::engine_rating`: how many puzzles, and their SE ratings (min, 10th
/// percentile, median, 90th percentile, max).
fn levels(text: &str) -> Result<(), Box<dyn std::error::Error>> {
    let mut by_level: Vec<Vec<f64>> = vec![Vec::new(); Level::ALL.len()];
    for line in text.lines() {
        let mut fields = line.split('\t');
        let Some(puzzle) = fields.next().filter(|p| !p.trim().is_empty()) else { continue };
        let puzzle = parse_puzzle(puzzle.trim())?;
        let se = match fields.next() {
            Some(value) => value.trim().parse()?,
            None => rate_se(&puzzle).map_or(f64::NAN, |r| r.value()),
        };
        by_level[engine_rating(&puzzle).level as usize].push(se);
    }
    for (level, values) in Level::ALL.iter().zip(&mut by_level) {
        values.sort_by(f64::total_cmp);
        if values.is_empty() {
            println!("{level}: 0");
            continue;
        }
        let at = |q: f64| values[((values.len() - 1) as f64 * q).round() as usize];
        println!(
            "{level}: {} puzzles, SE {:.1} / {:.1} / {:.1} / {:.1} / {:.1} (min, 10 %, median, 90 %, max)",
            values.len(),
            at(0.0),
            at(0.1),
            at(0.5),
            at(0.9),
            at(1.0)
        );
    }
    Ok(())
}
