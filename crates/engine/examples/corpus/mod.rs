//! What the logic examples share: the lines of the variant corpora in `tests/data` with
//! their solutions, the edition `EDITION` asks for, and the logic's options for a line.

// Each example uses a part of it.
#![allow(dead_code)]

use std::path::PathBuf;

use sudoku_engine::format::parse_fpuzzles;
use sudoku_engine::logic::{Edition, SolveOptions};
use sudoku_engine::{Digit, Puzzle};

/// One puzzle of a corpus: its line number (from 1), the puzzle if it reads, and its
/// solution's digits.
pub struct CorpusLine {
    pub number: usize,
    pub puzzle: Option<Puzzle>,
    pub solution: Vec<Digit>,
}

/// The shared corpus's lines of `half` (`tune`, `held-out`, or `all`), only those in
/// `only` unless it is empty.
pub fn shared(half: &str, only: &[usize]) -> Vec<CorpusLine> {
    let dir = data().join("variants_shared");
    let halves = read(dir.join("halves.txt"));
    let halves: Vec<&str> = halves.lines().map(str::trim).collect();
    lines(&read(dir.join("fpuzzles.txt")), &read(dir.join("solutions.txt")), only, |line| {
        half == "all" || halves.get(line).is_some_and(|h| *h == half)
    })
}

/// The 52 puzzles of the engine's own variant corpus, only those in `only` unless it is
/// empty.
pub fn own(only: &[usize]) -> Vec<CorpusLine> {
    let dir = data().join("variants");
    lines(&read(dir.join("fpuzzles_links.txt")), &read(dir.join("solutions.txt")), only, |_| true)
}

/// Line numbers written as `3,45`; none when absent.
pub fn line_numbers(arg: Option<&String>) -> Vec<usize> {
    arg.map(|a| a.split(',').filter_map(|n| n.trim().parse().ok()).collect()).unwrap_or_default()
}

/// The logic's edition: `EDITION=v1` or `v2`, the latest otherwise.
pub fn edition_from_env() -> Edition {
    match std::env::var("EDITION").as_deref() {
        Ok("v1") => Edition::V1,
        Ok("v2") => Edition::V2,
        _ => Edition::LATEST,
    }
}

/// Logic alone, told the solution (so that a false step shows), in `edition`.
pub fn logic_options(solution: &[Digit], edition: Edition) -> SolveOptions {
    SolveOptions {
        unique: Some(true),
        solution: Some(solution.to_vec()),
        brute_force: false,
        edition,
        ..SolveOptions::default()
    }
}

fn lines(links: &str, solutions: &str, only: &[usize], keep: impl Fn(usize) -> bool) -> Vec<CorpusLine> {
    links
        .lines()
        .zip(solutions.lines())
        .enumerate()
        .filter(|(line, _)| (only.is_empty() || only.contains(&(line + 1))) && keep(*line))
        .map(|(line, (link, solution))| {
            let puzzle = parse_fpuzzles(link).ok();
            // A board of more than nine digits writes them A, B, C... from 1.
            let zero = if puzzle.as_ref().is_some_and(|p| p.layout().size() > 9) { b'A' - 1 } else { b'0' };
            let solution = solution.bytes().filter_map(|b| Digit::new(b.wrapping_sub(zero))).collect();
            CorpusLine { number: line + 1, puzzle, solution }
        })
        .collect()
}

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn read(path: PathBuf) -> String {
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}
