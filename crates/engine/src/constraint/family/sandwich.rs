//! The sandwich sum family: its rule, and its duties.

use super::{Rule, Scope};
use crate::constraint::check::sum_range;
use crate::constraint::drawing::{self, Shape};
use crate::constraint::fpuzzles::{self, Entry, FpuzzlesEntry, KeyShape};
use crate::constraint::outside::Outside;
use crate::constraint::primitive::Primitive;
use crate::constraint::relation::Pair;
use crate::constraint::tool::Tool;
use crate::constraint::validate::Fit;
use crate::constraint::word::Word;
use crate::constraint::Constraint;
use crate::digits::Cell;
use crate::error::{ConstraintError, RuleError};
use crate::geometry::Layout;
use serde::{Deserialize, Serialize};

/// Sandwich sum: the digits between the 1 and the largest digit of the row or column sum to `sum`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Sandwich {
    pub clue: Outside,
    pub sum: u16,
}

impl Rule for Sandwich {
    fn fpuzzles_keys() -> &'static [(&'static str, KeyShape)] {
        &[("sandwichsum", KeyShape::List)]
    }

    fn read_fpuzzles(_key: &str, entry: &Entry) -> Result<Vec<Self>, String> {
        Ok(vec![Sandwich { clue: entry.outside()?, sum: entry.sum()? }])
    }

    fn read(word: &Word) -> Option<Result<Self, RuleError>> {
        (word.name == "sandwich").then(|| word.clue_and_number().map(|(clue, sum)| Sandwich { clue, sum }))
    }

    fn examples(_layout: &Layout) -> Vec<Self> {
        vec![Sandwich { clue: Outside { row: 1, column: 0 }, sum: 5 }]
    }

    fn name(&self) -> &'static str {
        "sandwich sum"
    }

    fn listed(&self) -> Vec<Cell> {
        Vec::new()
    }

    fn cells(&self, layout: &Layout) -> Vec<Cell> {
        self.clue.line(layout.size()).unwrap_or_default()
    }

    fn pairs(&self, _layout: &Layout, _all: &[Constraint]) -> Vec<Pair> {
        Vec::new()
    }

    fn breaks(&self, layout: &Layout, v: &[u8]) -> bool {
        let size = layout.size() as u32;
        let at = |cell: Cell| v.get(cell.index()).copied().unwrap_or(0);
        let Some(line) = self.clue.line_cells(layout.size()) else { return false };
        let top = size as u8;
        let (Some(i), Some(j)) = (line.clone().position(|c| at(c) == 1), line.clone().position(|c| at(c) == top))
        else {
            return false;
        };
        let between = line.skip(i.min(j) + 1).take(i.abs_diff(j).saturating_sub(1));
        let (min, max) = sum_range(between.map(at), size);
        u32::from(self.sum) < min || u32::from(self.sum) > max
    }

    fn dead_end(&self, layout: &Layout, v: &[u8]) -> bool {
        let size = layout.size();
        let Some(line) = self.clue.line_cells(size) else { return false };
        let mut digits = [0u8; MAX_LINE];
        if size > MAX_LINE {
            return self.breaks(layout, v);
        }
        for (slot, cell) in digits.iter_mut().zip(line) {
            *slot = v.get(cell.index()).copied().unwrap_or(0);
        }
        !sandwich_fits(&digits[..size], size as u8, u32::from(self.sum))
    }

    fn primitives(&self, layout: &Layout) -> Vec<Primitive> {
        match self.clue.line(layout.size()) {
            Some(line) => vec![Primitive::Sandwich { line, sum: self.sum }],
            None => vec![Primitive::Walk],
        }
    }

    fn fits(&self, fit: &Fit) -> Result<(), ConstraintError> {
        if self.clue.line(fit.size()).is_none() {
            return fit.clue_fail(self.clue, "the clue does not face a row or column");
        }
        super::fits_row_sum(fit, self.clue, self.sum)
    }

    fn label(&self, layout: &Layout) -> String {
        format!("{} {} {}", super::capitalized(self.name()), self.sum, super::place(self.clue, layout.size()))
    }

    fn word(&self, _size: usize) -> String {
        format!("sandwich.{}.{}", self.clue.name(), self.sum)
    }

    fn fpuzzles(&self, _size: usize) -> FpuzzlesEntry {
        fpuzzles::clue("sandwichsum", self.clue, self.sum)
    }

    fn shapes(&self, _layout: &Layout) -> Vec<Shape> {
        drawing::outside_number("sandwich", self.clue, self.sum)
    }

    fn clue(&self) -> Option<Outside> {
        Some(self.clue)
    }

    fn scope(&self, _layout: &Layout) -> Scope {
        Scope::Cells
    }

    fn tool(&self) -> Tool {
        Tool::Sandwich
    }

    fn sentence(&self, _size: usize) -> String {
        "Sandwich sums: the digits between the 1 and the largest digit of the row or column sum to the clue.".into()
    }
}

/// The longest line [`Sandwich::dead_end`] reasons over (boards up to 32x32).
const MAX_LINE: usize = 32;

/// Whether the row or column `digits` (0: empty) can still be filled, with distinct digits
/// 1 to `top`, so that the digits between its 1 and its `top` sum to `sum`: some pair of
/// places for the two ends (where they are, or empty cells) leaves between them cells
/// whose placed digits and empty cells can reach the sum, each empty one taking a digit
/// not placed in the line.
fn sandwich_fits(digits: &[u8], top: u8, sum: u32) -> bool {
    let placed = |d: u8| digits.iter().position(|&x| x == d);
    let ends = |d: u8| -> u64 {
        match placed(d) {
            Some(at) => 1 << at,
            None => digits.iter().enumerate().filter(|(_, &x)| x == 0).fold(0, |m, (i, _)| m | 1 << i),
        }
    };
    let (ones, tops) = (ends(1), ends(top));
    let used = digits.iter().fold(0u64, |m, &d| m | 1u64.checked_shl(u32::from(d)).unwrap_or(0));
    // The digits an empty cell between the ends may take, smallest first.
    let mut free = [0u32; MAX_LINE];
    let mut count = 0;
    for d in (2..top).filter(|&d| used & 1 << d == 0) {
        free[count] = u32::from(d);
        count += 1;
    }
    let free = &free[..count];
    let reaches = |a: usize, b: usize| {
        let between = &digits[a + 1..b];
        let fixed: u32 = between.iter().map(|&d| u32::from(d)).sum();
        if between.iter().any(|&d| d == 1 || d == top) {
            return false;
        }
        let empty = between.iter().filter(|&&d| d == 0).count();
        if empty > free.len() {
            return false;
        }
        let low: u32 = free[..empty].iter().sum();
        let high: u32 = free[free.len() - empty..].iter().sum();
        (fixed + low..=fixed + high).contains(&sum)
    };
    (0..digits.len())
        .filter(|&i| ones & 1 << i != 0)
        .any(|i| (0..digits.len()).filter(|&j| j != i && tops & 1 << j != 0).any(|j| reaches(i.min(j), i.max(j))))
}

#[cfg(test)]
mod tests {
    use super::sandwich_fits;

    #[test]
    fn a_line_fits_when_some_places_of_its_ends_can_make_the_sum() {
        // Nothing placed: 0 to 35 fit a row of 9, 36 does not.
        assert!(sandwich_fits(&[0; 9], 9, 0));
        assert!(sandwich_fits(&[0; 9], 9, 35));
        assert!(!sandwich_fits(&[0; 9], 9, 36));
        // 35 needs the ends at both ends of the row.
        assert!(!sandwich_fits(&[5, 0, 0, 0, 0, 0, 0, 0, 0], 9, 35));
        assert!(sandwich_fits(&[9, 0, 0, 0, 0, 0, 0, 0, 0], 9, 35));
        // 1 and 9 side by side make 0 only.
        assert!(sandwich_fits(&[1, 9, 0, 0, 0, 0, 0, 0, 0], 9, 0));
        assert!(!sandwich_fits(&[1, 9, 0, 0, 0, 0, 0, 0, 0], 9, 2));
        // 1 _ 9: the cell between takes a digit not placed in the row (2 is): 3 fits, 2 not.
        assert!(sandwich_fits(&[1, 0, 9, 2, 0, 0, 0, 0, 0], 9, 3));
        assert!(!sandwich_fits(&[1, 0, 9, 2, 0, 0, 0, 0, 0], 9, 2));
        // A placed digit between counts: 1 4 _ 9 makes 4 + (2, 3, 5...) only.
        assert!(!sandwich_fits(&[1, 4, 0, 9, 0, 0, 0, 0, 0], 9, 5));
        assert!(sandwich_fits(&[1, 4, 0, 9, 0, 0, 0, 0, 0], 9, 6));
        // A full row that keeps the rule, and one that breaks it.
        assert!(sandwich_fits(&[3, 1, 2, 4, 9, 5, 6, 7, 8], 9, 6));
        assert!(!sandwich_fits(&[3, 1, 2, 4, 9, 5, 6, 7, 8], 9, 7));
    }
}
