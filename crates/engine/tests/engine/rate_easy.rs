//! The calibration set starts at SE 5.0: the 17-clue sample (mostly singles) checks the
//! other end of the scale, where a generator asking for Easy or Moderate puzzles lives.

use crate::support;
use std::collections::BTreeMap;

use sudoku_engine::logic::Strategy;
use sudoku_engine::rate::{engine_rating, Level};

#[test]
fn seventeen_clue_puzzles_are_mostly_easy_or_moderate() {
    // Every fifth puzzle of the sample: 300 puzzles, a few seconds in the test profile.
    let lines = support::data_lines("17_clue_1500.txt");
    let ratings: Vec<_> = lines.iter().step_by(5).map(|l| engine_rating(&support::puzzle(l))).collect();
    let mut levels = BTreeMap::<Level, usize>::new();
    for r in &ratings {
        *levels.entry(r.level).or_default() += 1;
        // Levels follow the hardest strategy: singles only is always Easy.
        if r.hardest <= Strategy::NakedSingle && !r.needs_guess {
            assert_eq!(r.level, Level::Easy, "{r:?}");
        }
    }
    println!("17-clue sample: {} puzzles, levels {levels:?}", ratings.len());
    let low = levels.get(&Level::Easy).copied().unwrap_or(0) + levels.get(&Level::Moderate).copied().unwrap_or(0);
    assert!(low * 100 >= ratings.len() * 75, "only {low} of {} Easy or Moderate", ratings.len());
    assert!(levels.get(&Level::Easy).copied().unwrap_or(0) * 10 >= ratings.len() * 4, "fewer than 40 % Easy");
    // Guessing never happens on these, and none needs a forcing chain.
    assert!(ratings.iter().all(|r| r.level < Level::Obscene), "{levels:?}");
}
