//! Sentences on boards over 9x9 write digits with the board's symbols (16x16: 1-9A-G),
//! while cell names stay numeric (r10c12).

use sudoku_engine::logic::{hint, solve_logically, Hint, HintLevel};
use sudoku_engine::{Digit, Geometry, Layout, Puzzle};

/// A solved 16x16 grid (a shifted pattern), as values.
fn solved_16() -> (Layout, Vec<Option<Digit>>) {
    let layout = Layout::new(Geometry::standard(4, 4)).expect("16x16 layout");
    let values = layout
        .cells()
        .map(|c| {
            let (r, col) = (layout.row(c), layout.column(c));
            Digit::from_index((4 * (r % 4) + r / 4 + col) % 16)
        })
        .collect();
    (layout, values)
}

#[test]
fn a_16x16_hint_names_digit_eleven_b() {
    let (layout, mut values) = solved_16();
    // Empty the cell of row 10 that holds digit 11, written "B".
    let row = 9;
    let column = (0..16).find(|&c| values[layout.cell(row, c).index()] == Digit::new(11)).expect("B in row 10");
    let cell = layout.cell(row, column);
    values[cell.index()] = None;
    let puzzle = Puzzle::new(layout.clone(), values).expect("valid puzzle");
    let Hint::Step(step) = hint(&puzzle, puzzle.givens(), None, None) else { panic!("expected a step") };
    let name = layout.cell_name(cell);
    assert_eq!(
        step.to_string(),
        format!("Full House: {name} is the last empty cell of row 10, so it takes the missing B.")
    );
    let focus = Hint::Step(step).message(&layout, HintLevel::Focus);
    assert!(focus.contains("digit B"), "{focus}");
    assert!(!focus.contains("11"), "{focus}");
}

#[test]
fn a_16x16_solve_log_writes_letters_for_digits_over_nine() {
    let (layout, mut values) = solved_16();
    // Empty the whole first row: its hidden and naked singles must say A-G, never 10-16.
    for column in 0..16 {
        values[layout.cell(0, column).index()] = None;
    }
    for column in 0..4 {
        values[layout.cell(1, column).index()] = None;
    }
    let puzzle = Puzzle::new(layout, values).expect("valid puzzle");
    let log = solve_logically(&puzzle);
    assert!(log.solved && !log.needs_guess);
    let text: Vec<String> = log.steps.iter().map(ToString::to_string).collect();
    for line in &text {
        for number in ["10", "11", "12", "13", "14", "15", "16"] {
            let digit_word = [format!("missing {number}"), format!("for {number} "), format!("{number} is the only")];
            assert!(digit_word.iter().all(|w| !line.contains(w.as_str())), "{line}");
        }
    }
    assert!(text.iter().any(|l| l.contains(" G")), "{text:?}");
}
