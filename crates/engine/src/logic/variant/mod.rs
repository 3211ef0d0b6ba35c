//! Variant-constraint strategies: what the rules of [`crate::constraint`] tell, on boards
//! that carry them. Every finder here returns `None` at once on a board without variant
//! constraints, so classic and killer puzzles solve and rate as without them.
//!
//! - [`rule`]: what one rule's pairs of cells allow, and the digits of odd, even and
//!   pencil-marked cells (Constraint Rule);
//! - [`houses`]: extra regions and diagonals as houses: a digit's only place, or its
//!   places confined to one row, column or box (Extra House);
//! - [`combinations`]: the fillings one rule's cells can still take (Constraint Combinations).
//! - [`region_sums`]: the boxes made of region-sum line segments, whose sums bound the
//!   lines' sums (Constraint Combinations).
//!
//! Cells a rule keeps apart (anti-knight, anti-king, extra regions, diagonals, renban)
//! see each other for every strategy ([`super::LayoutIndex::with_constraints`]).

pub(crate) mod clues;
pub(crate) mod combinations;
pub(crate) mod houses;
pub(crate) mod region_sums;
pub(crate) mod rule;
pub(crate) mod walk;

use super::deduction::{join_and, join_or, symbol};
use super::Deduction;
use crate::constraint::family;
use crate::constraint::{Constraint, Outside};
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::Layout;

/// The rule as a player names it on the board: "Thermometer r1c1→r1c4", "Black dot
/// r2c3–r2c4", "Sandwich 15 above column 3".
pub(crate) fn label(layout: &Layout, constraint: &Constraint) -> String {
    let name = |c: Cell| layout.cell_name(c);
    let kind = capitalized(constraint.name());
    let size = layout.size();
    match constraint {
        Constraint::Thermometer(family::Thermometer { cells })
        | Constraint::SlowThermometer(family::SlowThermometer { cells }) => {
            format!("{kind} {}", span(layout, cells, "→"))
        }
        Constraint::Whispers(family::Whispers { cells, gap }) if usize::from(*gap) * 2 == size + 1 => {
            format!("German whispers {}", span(layout, cells, "–"))
        }
        Constraint::Whispers(family::Whispers { cells, gap }) => {
            format!("Whispers line (gap {gap}) {}", span(layout, cells, "–"))
        }
        Constraint::Renban(family::Renban { cells })
        | Constraint::Palindrome(family::Palindrome { cells })
        | Constraint::Between(family::Between { cells })
        | Constraint::RegionSum(family::RegionSum { cells })
        | Constraint::Entropic(family::Entropic { cells })
        | Constraint::Modular(family::Modular { cells }) => format!("{kind} {}", span(layout, cells, "–")),
        Constraint::Arrow(family::Arrow { bulb, .. }) => format!("Arrow from {}", span(layout, bulb, "")),
        Constraint::Difference(family::Difference { cells, value: 1 }) => {
            format!("White dot {}–{}", name(cells[0]), name(cells[1]))
        }
        Constraint::Difference(family::Difference { cells, value }) => {
            format!("Dot of difference {value} {}–{}", name(cells[0]), name(cells[1]))
        }
        Constraint::Ratio(family::Ratio { cells, value: 2 }) => {
            format!("Black dot {}–{}", name(cells[0]), name(cells[1]))
        }
        Constraint::Ratio(family::Ratio { cells, value }) => {
            format!("Dot of ratio {value} {}–{}", name(cells[0]), name(cells[1]))
        }
        Constraint::Xv(family::Xv { cells, sum }) => {
            let mark = if *sum == 10 {
                "X".to_string()
            } else if *sum == 5 {
                "V".to_string()
            } else {
                format!("Sum {sum}")
            };
            format!("{mark} {}–{}", name(cells[0]), name(cells[1]))
        }
        Constraint::ExtraRegion(family::ExtraRegion { cells }) => {
            format!("Extra region at {}", cells.iter().min().map_or_else(String::new, |&c| name(c)))
        }
        Constraint::Diagonal(family::Diagonal { rising: true }) => "Rising diagonal".to_string(),
        Constraint::Diagonal(family::Diagonal { rising: false }) => "Falling diagonal".to_string(),
        Constraint::Quadruple(family::Quadruple { cells, digits }) => {
            let listed: Vec<String> = digits.iter().map(u8::to_string).collect();
            format!("Quadruple {} at {}", listed.join(", "), name(cells[0]))
        }
        Constraint::Even(family::Even { cell })
        | Constraint::Odd(family::Odd { cell })
        | Constraint::Minimum(family::Minimum { cell })
        | Constraint::Maximum(family::Maximum { cell })
        | Constraint::Indexer(family::Indexer { cell, .. })
        | Constraint::PencilMarks(family::PencilMarks { cell, .. }) => format!("{kind} {}", name(*cell)),
        Constraint::Sandwich(family::Sandwich { clue, sum })
        | Constraint::XSum(family::XSum { clue, sum })
        | Constraint::LittleKiller(family::LittleKiller { clue, sum, .. }) => {
            format!("{kind} {sum} {}", place(*clue, size))
        }
        Constraint::Skyscraper(family::Skyscraper { clue, count }) => format!("{kind} {count} {}", place(*clue, size)),
        Constraint::Clone(family::Clone { cells, .. }) => format!("Clone at {}", span(layout, cells, "")),
        Constraint::Negative(_)
        | Constraint::AntiKnight(family::AntiKnight)
        | Constraint::AntiKing(family::AntiKing)
        | Constraint::NonConsecutive(family::NonConsecutive) => kind,
    }
}

fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

/// "r1c1→r1c4" (first and last cell of a line), or the one cell.
fn span(layout: &Layout, cells: &[Cell], join: &str) -> String {
    match (cells.first(), cells.last()) {
        (Some(&a), Some(&b)) if a == b && cells.len() > 1 => format!("loop through {}", layout.cell_name(a)),
        (Some(&a), Some(&b)) if a != b && !join.is_empty() => {
            format!("{}{join}{}", layout.cell_name(a), layout.cell_name(b))
        }
        (Some(&a), _) => layout.cell_name(a),
        _ => String::new(),
    }
}

/// Where a clue outside the grid sits: "above column 3", "left of row 5".
fn place(clue: Outside, size: usize) -> String {
    let inside = |i: usize| (1..=size).contains(&i);
    match (clue.row, clue.column) {
        (0, c) if inside(c) => format!("above column {c}"),
        (r, c) if r == size + 1 && inside(c) => format!("below column {c}"),
        (r, 0) if inside(r) => format!("left of row {r}"),
        (r, c) if c == size + 1 && inside(r) => format!("right of row {r}"),
        (r, c) => format!("at the corner r{r}c{c}"),
    }
}

/// What is left of a cell's digits, as a player says it, for one cell and for several:
/// "is 5", "cannot be 5", "is between 2 and 7", "can only be 1, 2, 4 or 8".
fn narrowed(before: DigitSet, after: DigitSet) -> (String, String) {
    let removed = before.difference(after);
    let list = |set: DigitSet| join_or(&set.iter().map(|d| symbol(d).to_string()).collect::<Vec<_>>());
    let (low, high) = (after.iter().next(), after.iter().last());
    let same = |text: String| (text.clone(), text);
    match (low, high) {
        (None, _) | (_, None) => ("has no digit left".to_string(), "have no digit left".to_string()),
        (Some(d), _) if after.len() == 1 => (format!("is {}", symbol(d)), format!("are {}", symbol(d))),
        _ if removed.len() <= 2 => same(format!("cannot be {}", list(removed))),
        (Some(lo), Some(hi)) if usize::from(hi.get() - lo.get()) + 1 == after.len() => (
            format!("is between {} and {}", symbol(lo), symbol(hi)),
            format!("are between {} and {}", symbol(lo), symbol(hi)),
        ),
        _ => same(format!("can only be {}", list(after))),
    }
}

/// "r1c2 cannot be 5; r1c3 and r1c4 are between 2 and 4": the cells that narrow in the
/// same words said together, in the order of their first cell.
fn effects_text(layout: &Layout, changes: &[(Cell, DigitSet, DigitSet)]) -> String {
    let mut groups: Vec<((String, String), Vec<String>)> = Vec::new();
    for &(cell, before, after) in changes {
        let words = narrowed(before, after);
        match groups.iter_mut().find(|(w, _)| *w == words) {
            Some((_, cells)) => cells.push(layout.cell_name(cell)),
            None => groups.push((words, vec![layout.cell_name(cell)])),
        }
    }
    let parts: Vec<String> = groups
        .into_iter()
        .map(|((one, several), cells)| format!("{} {}", join_and(&cells), if cells.len() == 1 { one } else { several }))
        .collect();
    parts.join("; ")
}

/// A deduction of `strategy` that narrows each cell of `cells` from its domain
/// `before` to `after` (eliminations from empty cells only), explained as "{label}:
/// {effects}{why}." `None` when nothing narrows.
pub(crate) fn narrowing(
    ctx: &super::context::Ctx,
    strategy: super::Strategy,
    cells: &[Cell],
    before: &[DigitSet],
    after: &[DigitSet],
    label: &str,
    why: &str,
) -> Option<Deduction> {
    let mut d = Deduction::new(strategy);
    let mut changes = Vec::new();
    for ((&cell, &was), &now) in cells.iter().zip(before).zip(after) {
        if ctx.grid.value(cell).is_some() || was == now || d.eliminations.iter().any(|&(c, _)| c == cell) {
            continue;
        }
        let gone: Vec<(Cell, Digit)> = was.difference(now).iter().map(|digit| (cell, digit)).collect();
        if gone.is_empty() {
            continue;
        }
        d.digits = d.digits.union(was.difference(now));
        d.eliminations.extend(gone);
        changes.push((cell, was, now));
    }
    if d.eliminations.is_empty() {
        return None;
    }
    d.cells = cells.to_vec();
    d.cells.dedup();
    d.explanation = format!("{label}: {}{why}.", effects_text(ctx.layout, &changes));
    Some(d)
}

/// Whether the strategies here read `constraint`: every rule is walked by its pairs
/// ([`rule`]), its fillings ([`combinations`]) or as a house ([`houses`]). A rule added
/// to [`Constraint`] must say here whether its logic exists.
pub(crate) fn reads(constraint: &Constraint) -> bool {
    match constraint {
        Constraint::Thermometer(_)
        | Constraint::SlowThermometer(_)
        | Constraint::Arrow(_)
        | Constraint::Difference(_)
        | Constraint::Ratio(_)
        | Constraint::Xv(_)
        | Constraint::Negative(_)
        | Constraint::Whispers(_)
        | Constraint::Renban(_)
        | Constraint::Palindrome(_)
        | Constraint::Between(_)
        | Constraint::RegionSum(_)
        | Constraint::Entropic(_)
        | Constraint::Modular(_)
        | Constraint::ExtraRegion(_)
        | Constraint::Diagonal(_)
        | Constraint::AntiKnight(family::AntiKnight)
        | Constraint::AntiKing(family::AntiKing)
        | Constraint::NonConsecutive(family::NonConsecutive)
        | Constraint::Quadruple(_)
        | Constraint::Even(_)
        | Constraint::Odd(_)
        | Constraint::Minimum(_)
        | Constraint::Maximum(_)
        | Constraint::Sandwich(_)
        | Constraint::LittleKiller(_)
        | Constraint::XSum(_)
        | Constraint::Skyscraper(_)
        | Constraint::Indexer(_)
        | Constraint::Clone(_)
        | Constraint::PencilMarks(_) => true,
    }
}
