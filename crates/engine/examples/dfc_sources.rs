use std::time::Instant;

use sudoku_engine::generate::technique_beyond::{beyond_attempt, Opening};
use sudoku_engine::generate::{GenerateParams, SeedPhrase};
use sudoku_engine::logic::Strategy;
use sudoku_engine::rate::rate;
use sudoku_engine::Geometry;

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let attempts: u32 = args.next().map_or(Ok(50), |a| a.parse()).map_err(|e| format!("{e}"))?;
    let opening = match args.next().as_deref().unwrap_or("none") {
        "none" => Opening::Nothing,
        "box2" => Opening::Boxes(2),
        "box3" => Opening::Boxes(3),
        "box1" => Opening::Boxes(1),
        "band" => Opening::BandBoxes,
        "lines" => Opening::BoxLines,
        "t0" => Opening::Tridagon(0),
        "t3" => Opening::Tridagon(3),
        "t5" => Opening::Tridagon(5),
        "t6" => Opening::Tridagon(6),
        "t7" => Opening::Tridagon(7),
        "t8" => Opening::Tridagon(8),
        "t9" => Opening::Tridagon(9),
        "t10" => Opening::Tridagon(10),
        s if s.starts_with("sparse") => Opening::Sparse(s[6..].parse().map_err(|e| format!("{e}"))?),
        "t1" => Opening::Tridagon(1),
        "t2" => Opening::Tridagon(2),
        other => return Err(format!("opening {other}")),
    };
    let anywhere = args.next().as_deref() == Some("anywhere");
    let phrase = SeedPhrase::new(&args.next().unwrap_or_else(|| "bench 1".into())).map_err(|e| e.to_string())?;
    let params = GenerateParams::for_technique(Geometry::standard(3, 3), false, Strategy::DynamicForcingChain);
    let start = Instant::now();
    let (mut beyond, mut brute, mut dfc, mut made) = (0, 0, 0, 0);
    let mut givens = 0usize;
    let (mut near_beyond, mut near_dfc, mut near_seeds, mut near_hit) = (0, 0, 0, 0);
    let mut first = None;
    for attempt in 1..=attempts {
        let outcome = beyond_attempt(&params, Strategy::DynamicForcingChain, opening, anywhere, &mut phrase.rng(attempt));
        if let Some(minimal) = &outcome.minimal {
            givens += minimal.givens().iter().flatten().count();
            let r = rate(minimal);
            if std::env::var("TRACE").is_ok() {
                let after = outcome.made.as_ref().map(|c| { let r = rate(&c.puzzle); (r.hardest, r.score, c.puzzle.givens().iter().flatten().count()) });
                eprintln!("{attempt}: minimal {} {} {} -> {after:?}", r.hardest, r.score, minimal.givens().iter().flatten().count());
            }
            if r.hardest == Strategy::ForcingChain && std::env::var("NEAR").is_ok() {
                let (b, d, n) = vicinity(minimal, &outcome.solution);
                near_beyond += b;
                near_dfc += d;
                near_seeds += 1;
                if d > 0 { near_hit += 1; }
                eprintln!("{attempt}: score {} neighbours {n} beyond {b} dfc {d} {:.1}s", r.score, start.elapsed().as_secs_f64());
            }
            if r.hardest > Strategy::ForcingChain || r.needs_guess {
                beyond += 1;
            }
            if r.needs_guess {
                brute += 1;
            }
            if r.hardest == Strategy::DynamicForcingChain && !r.needs_guess {
                dfc += 1;
            }
        }
        if std::env::var("TRACE").is_ok() && outcome.minimal.is_none() {
            let after = outcome.made.as_ref().map(|c| { let r = rate(&c.puzzle); (r.hardest, r.score, c.puzzle.givens().iter().flatten().count()) });
            eprintln!("{attempt}: -> {after:?} {:.1}s", start.elapsed().as_secs_f64());
        }
        if let Some(c) = &outcome.made {
            let r = rate(&c.puzzle);
            if r.hardest == Strategy::DynamicForcingChain && !r.needs_guess {
                made += 1;
                first.get_or_insert(attempt);
                if std::env::var("FIRST").is_ok() {
                    eprintln!("first {attempt} {:.2}s", start.elapsed().as_secs_f64());
                    break;
                }
                eprintln!("attempt {attempt}: {} {:.1}s", sudoku_engine::format::to_line(&c.puzzle), start.elapsed().as_secs_f64());
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{opening:?} anywhere={anywhere} attempts={attempts} mean givens={:.1} minimal beyond FC={beyond} (brute {brute}, dfc {dfc}) made DFC={made} first={first:?} {secs:.1}s ({:.2} hits/s)",
        givens as f64 / f64::from(attempts),
        f64::from(made) / secs
    );
    println!("vicinity: seeds {near_seeds} with a dfc neighbour {near_hit} beyond {near_beyond} dfc {near_dfc}");
    Ok(())
}

/// Neighbours with one given moved: (beyond forcing chain, dynamic forcing chain, unique).
fn vicinity(puzzle: &sudoku_engine::Puzzle, solution: &[sudoku_engine::digits::Digit]) -> (u32, u32, u32) {
    let givens = puzzle.givens().to_vec();
    let (mut beyond, mut dfc, mut unique) = (0, 0, 0);
    for g in 0..givens.len() {
        if givens[g].is_none() {
            continue;
        }
        for h in 0..givens.len() {
            if givens[h].is_some() {
                continue;
            }
            let mut next = givens.clone();
            next[g] = None;
            next[h] = Some(solution[h]);
            let Ok(p) = sudoku_engine::Puzzle::new(puzzle.layout().clone(), next) else { continue };
            if !sudoku_engine::solve::Solver::new(&p).limit(2).run().is_unique() {
                continue;
            }
            unique += 1;
            let r = rate(&p);
            if r.hardest > Strategy::ForcingChain || r.needs_guess {
                beyond += 1;
            }
            if r.hardest == Strategy::DynamicForcingChain && !r.needs_guess {
                dfc += 1;
            }
        }
    }
    (beyond, dfc, unique)
}
