//! The held-out corpus of shared variant puzzles (`tests/data/variants_shared`; its README
//! names each line, its source and its half): every line is read from its f-puzzles
//! document and solved for two solutions, and the search must find the recorded solution
//! and prove it the only one. The lines the engine refuses or gets wrong today are listed
//! below as the failures the test expects, so that the test fails when a list is stale
//! (a line fixed, or a new failure).

#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use sudoku_engine::format::parse_fpuzzles;
use sudoku_engine::solve::{is_valid_solution, Solver};
use sudoku_engine::Digit;

/// Lines the f-puzzles reader refuses today, each with the start of its message: none.
/// (Line 15, "Killer sudoku [overlap]", has two killer cages sharing a cell: it was refused
/// until the cages that overlap another became rules of their own, `family::KillerCage`.)
const REFUSED: [(usize, &str); 0] = [];

/// Lines the search settles wrong today (a count other than one, or another solution):
/// none.
const WRONG: [usize; 0] = [];

/// Lines whose proof takes more than about 1.5 s natively (release build, 2026-12-04):
/// `cargo run -p sudoku-engine --release --example shared_times` times and checks those.
/// 60 is "LITTLE_KILLER_SNIPES #11" (2.2 s) and 63 to 76 "MATHEMAGIC_KILLERS" #1 to #14
/// (2 to 11 s each). Lines 29 to 31 ("Long sums", arrows whose shafts run through most
/// boxes) and 39 ("16x16: Windoku") took over 60 s until a sum's peers were bounded by
/// their different digits and board-sized extra regions became houses: now a few ms each.
/// Of the lines added from other sources (120 on): 275 is "Solver needs SET" (a jigsaw
/// killer with white dots, SudokuVariantSolverJS's puzzles), about 60 s of CPU
/// (2026-12-05, a shared 2-core machine; ISS about 6 s), and 305 "Just Sum Long Lines" (two long
/// region-sum lines, sigh's ISS index), about 1.6 s (ISS 0.03 s), and 314 "Coterminous"
/// (fifteen region-sum lines, sigh's ISS index), about 1.3 s (ISS 0.4 s).
const LEFT_TO_THE_EXAMPLE: [usize; 18] = [60, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 275, 305, 314];

/// A line not settled within this many seconds fails (the slowest line the test runs, 44,
/// takes about 1.5 s in a release build). A time, not a node budget: a budget would change
/// the killer search's guesses (a budgeted search does without its unbudgeted reasoning).
const SECONDS: u64 = 30;

struct Line {
    number: usize,
    document: String,
    solution: String,
    half: String,
}

fn corpus() -> Vec<Line> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants_shared");
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let (documents, solutions, inputs, halves) =
        (read("fpuzzles.txt"), read("solutions.txt"), read("iss.txt"), read("halves.txt"));
    let count = documents.lines().count();
    assert_eq!(solutions.lines().count(), count, "a solution for every line");
    assert_eq!(inputs.lines().count(), count, "an ISS string for every line");
    assert_eq!(halves.lines().count(), count, "a half for every line");
    documents
        .lines()
        .zip(solutions.lines())
        .zip(halves.lines())
        .enumerate()
        .map(|(i, ((document, solution), half))| Line {
            number: i + 1,
            document: document.to_string(),
            solution: solution.to_string(),
            half: half.to_string(),
        })
        .collect()
}

/// The recorded solution's digits: digits on boards of up to 9, letters (`A` for 1) above.
fn digits(solution: &str, size: usize) -> Vec<Digit> {
    solution.bytes().map(|b| Digit::new(if size <= 9 { b - b'0' } else { b - b'A' + 1 }).unwrap()).collect()
}

#[test]
fn the_corpus_is_split_into_its_two_recorded_halves() {
    let lines = corpus();
    assert_eq!(lines.len(), 325);
    let tune = lines.iter().filter(|l| l.half == "tune").count();
    let held_out = lines.iter().filter(|l| l.half == "held-out").count();
    assert_eq!((tune, held_out), (159, 166), "every line is in one half");
    // The half is the parity of the FNV-1a hash of the puzzle's name (its title), so that a
    // line keeps its half whatever else the corpus holds.
    for line in &lines {
        let document: serde_json::Value = serde_json::from_str(&line.document).unwrap();
        let title = document["title"].as_str().unwrap();
        let hash = title.bytes().fold(0x811c_9dc5_u32, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
        let half = if hash % 2 == 0 { "tune" } else { "held-out" };
        assert_eq!(line.half, half, "line {}: {title}", line.number);
    }
}

#[test]
fn shared_corpus_lines_have_their_recorded_solution_only() {
    let mut refused = BTreeSet::new();
    let mut wrong = BTreeSet::new();
    let mut proved = 0;
    for line in corpus() {
        let puzzle = match parse_fpuzzles(&line.document) {
            Ok(puzzle) => puzzle,
            Err(error) => {
                let expected = REFUSED.iter().find(|(n, _)| *n == line.number);
                let message = error.to_string();
                assert!(
                    expected.is_some_and(|(_, start)| message.starts_with(start)),
                    "line {} refused: {message}",
                    line.number
                );
                refused.insert(line.number);
                continue;
            }
        };
        let solution = digits(&line.solution, puzzle.layout().size());
        // The recorded solution keeps every rule the engine read (whatever the search does).
        if !WRONG.contains(&line.number) {
            assert!(is_valid_solution(&puzzle, &solution), "line {}: the recorded solution breaks a rule", line.number);
        }
        if LEFT_TO_THE_EXAMPLE.contains(&line.number) {
            continue;
        }
        let deadline = Instant::now() + Duration::from_secs(SECONDS);
        let stop = || Instant::now() >= deadline;
        let found = Solver::new(&puzzle).limit(2).stop_when(&stop).run();
        assert!(!found.gave_up(), "line {}: not settled within {SECONDS} s", line.number);
        if found.is_unique() && found.solutions[0] == solution {
            proved += 1;
        } else {
            wrong.insert(line.number);
        }
    }
    assert_eq!(refused, REFUSED.iter().map(|(n, _)| *n).collect::<BTreeSet<_>>(), "the refused lines");
    assert_eq!(wrong, WRONG.into_iter().collect::<BTreeSet<_>>(), "the lines settled wrong");
    let expected = corpus().len() - REFUSED.len() - WRONG.len() - LEFT_TO_THE_EXAMPLE.len();
    assert_eq!(proved, expected);
}
