//! Sum bounds (Constraint Combinations, from [`Edition::V3`]): a rule's sum over more cells
//! than a player lists fillings for (a long arrow, a little killer across several boxes),
//! bounded as a player bounds it. Cells of the sum that share a box (or a row, a column, or
//! any group that sees itself) hold different digits, so their share is at least their
//! smallest digits and at most their largest. A digit that would take the sum past what
//! the rest of it can make up for is ruled out: on an arrow of 32 cells whose shaft meets
//! the boxes 4, 3, 1, 8, 5, 2, 6 and 3 times, the shaft is at least 98, so its two-cell
//! bulb is 98 and every box's cells hold its smallest digits.

use super::super::context::Ctx;
use super::super::{Deduction, Edition, Strategy};
use super::narrowing;
use crate::digits::{Cell, DigitSet};
use crate::geometry::HouseKind;

/// Sums over fewer open cells than this are left to the listing of fillings.
const MIN_OPEN: usize = 6;

/// The first rule whose sum's bounds rule out a candidate.
pub(crate) fn sum_bounds(ctx: &Ctx) -> Option<Deduction> {
    if !ctx.edition().has(Edition::V3) {
        return None;
    }
    ctx.sums().iter().find_map(|sum| {
        let (cells, before, after) = bounded(ctx, &sum.terms, sum.target)?;
        let label = ctx.constraints()[sum.constraint].label(ctx.layout);
        let why = ", for its sum to come out: cells of the sum that share a house hold different digits, so each \
                   share of it lies between its smallest and its largest digits";
        narrowing(ctx, Strategy::ConstraintCombination, &cells, &before, &after, &label, why)
    })
}

/// One group of open cells of the sum that all see each other, with the coefficient they
/// share.
struct Group {
    coefficient: i64,
    cells: Vec<usize>,
}

/// The open cells of `sum(coefficient x digit) = target`, their digits before and the
/// digits its bounds leave them; `None` when nothing changes.
fn bounded(ctx: &Ctx, terms: &[(Cell, i64)], target: i64) -> Option<(Vec<Cell>, Vec<DigitSet>, Vec<DigitSet>)> {
    let mut open: Vec<(Cell, i64)> = Vec::new();
    let mut rest = target;
    for &(cell, coefficient) in terms {
        match ctx.grid.value(cell) {
            Some(digit) => rest -= coefficient * i64::from(digit.get()),
            None => match open.iter_mut().find(|(c, _)| *c == cell) {
                Some((_, sum)) => *sum += coefficient,
                None => open.push((cell, coefficient)),
            },
        }
    }
    open.retain(|&(_, coefficient)| coefficient != 0);
    if open.len() < MIN_OPEN {
        return None;
    }
    let cells: Vec<Cell> = open.iter().map(|&(c, _)| c).collect();
    let before: Vec<DigitSet> = cells.iter().map(|&c| ctx.domain(c)).collect();
    let partitions: Vec<Vec<Group>> = [Some(HouseKind::Box), Some(HouseKind::Row), Some(HouseKind::Column), None]
        .into_iter()
        .map(|kind| groups(ctx, &open, kind))
        .collect();
    let shares: Vec<Vec<(i64, i64)>> = partitions
        .iter()
        .map(|p| p.iter().map(|g| share(g, &before, None)).collect::<Option<_>>())
        .collect::<Option<_>>()?;
    let total = |s: &[(i64, i64)]| s.iter().fold((0, 0), |(lo, hi), &(l, h)| (lo + l, hi + h));
    // The partition with the highest low bound rules out digits that make the sum too
    // large; the one with the lowest high bound, digits that make it too small.
    let tightest = |better: &dyn Fn((i64, i64), (i64, i64)) -> bool| {
        (0..partitions.len()).fold(0, |best, p| if better(total(&shares[p]), total(&shares[best])) { p } else { best })
    };
    let by_low = tightest(&|a, b| a.0 > b.0);
    let by_high = tightest(&|a, b| a.1 < b.1);
    let mut after = before.clone();
    for (p, low_side) in [(by_low, true), (by_high, false)] {
        let (lo, hi) = total(&shares[p]);
        for (g, group) in partitions[p].iter().enumerate() {
            let (glo, ghi) = shares[p][g];
            for &i in &group.cells {
                for digit in before[i].iter() {
                    let Some((l, h)) = share(group, &before, Some((i, digit.get()))) else { continue };
                    let out = if low_side { lo - glo + l > rest } else { hi - ghi + h < rest };
                    if out {
                        after[i] = after[i].difference(DigitSet::single(digit));
                    }
                }
            }
        }
    }
    (after != before && after.iter().all(|set| !set.is_empty())).then_some((cells, before, after))
}

/// The open cells grouped by the house of `kind` they lie in (with their coefficient), or,
/// for `None`, each into the first group whose cells it all sees.
fn groups(ctx: &Ctx, open: &[(Cell, i64)], kind: Option<HouseKind>) -> Vec<Group> {
    let mut found: Vec<(Option<usize>, Group)> = Vec::new();
    for (i, &(cell, coefficient)) in open.iter().enumerate() {
        let house = kind
            .and_then(|kind| ctx.layout.houses_of(cell).iter().map(|h| h.index()).find(|&h| ctx.house(h).kind == kind));
        let joins = |(key, group): &(Option<usize>, Group)| {
            group.coefficient == coefficient
                && match kind {
                    Some(_) => house.is_some() && *key == house,
                    None => group.cells.iter().all(|&j| ctx.sees(open[j].0, cell)),
                }
        };
        match found.iter_mut().find(|entry| joins(entry)) {
            Some((_, group)) => group.cells.push(i),
            None => found.push((house, Group { coefficient, cells: vec![i] })),
        }
    }
    found.into_iter().map(|(_, group)| group).collect()
}

/// The least and the most `group` adds to the sum, its cells holding different digits of
/// `domains` (`fixed`: one of its cells holding that digit); `None` when its cells cannot
/// hold different digits from what they have.
fn share(group: &Group, domains: &[DigitSet], fixed: Option<(usize, u8)>) -> Option<(i64, i64)> {
    let mut union = DigitSet::default();
    let mut count = 0;
    for &i in &group.cells {
        if fixed.is_some_and(|(f, _)| f == i) {
            continue;
        }
        union = union.union(domains[i]);
        count += 1;
    }
    let mut digits: Vec<i64> = union.iter().map(|d| i64::from(d.get())).collect();
    let base = match fixed {
        Some((_, digit)) => {
            digits.retain(|&d| d != i64::from(digit));
            i64::from(digit)
        }
        None => 0,
    };
    if digits.len() < count {
        return None;
    }
    let least = base + digits[..count].iter().sum::<i64>();
    let most = base + digits[digits.len() - count..].iter().sum::<i64>();
    let c = group.coefficient;
    Some(if c > 0 { (c * least, c * most) } else { (c * most, c * least) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::family::Arrow;
    use crate::constraint::Constraint;
    use crate::digits::Digit;
    use crate::grid::Grid;
    use crate::logic::context::LayoutIndex;
    use crate::Layout;

    fn cell(name: &str) -> Cell {
        let (r, c) = name[1..].split_once('c').expect("rNcM");
        Cell::new((r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1)
    }

    /// The arrow of "Long sums 3" (the shared corpus, `tests/data/variants_shared`, a tune
    /// line): a bulb r1c8-r1c9 and a shaft of 32 cells that meets box 1 four times, box 2
    /// three times, box 3 once, box 4 eight times, box 5 five times, box 6 twice, box 7 six
    /// times and box 8 three times: at least 10 + 6 + 1 + 36 + 15 + 3 + 21 + 6 = 98.
    fn long_arrow() -> Constraint {
        let shaft = "r1c7 r1c6 r1c5 r2c4 r2c3 r2c2 r2c1 r3c1 r4c1 r4c2 r5c2 r5c1 r6c1 r6c2 r7c2 r7c1 r8c1 r8c2 \
                     r8c3 r7c3 r7c4 r6c4 r6c3 r5c3 r5c4 r5c5 r6c5 r7c5 r7c6 r6c6 r6c7 r6c8";
        Constraint::Arrow(Arrow {
            bulb: vec![cell("r1c8"), cell("r1c9")],
            shafts: vec![shaft.split(' ').map(cell).collect()],
        })
    }

    /// What is left of each cell's digits after one step on `values`.
    fn after_step(values: &[Option<Digit>], edition: Edition) -> Option<(Deduction, Vec<Vec<u8>>)> {
        let layout = Layout::classic();
        let constraints = vec![long_arrow()];
        let grid = Grid::from_values(&layout, values);
        let index = LayoutIndex::with_constraints(&layout, &constraints).with_edition(edition);
        let step = sum_bounds(&Ctx::new(&layout, &index, &grid, false))?;
        let left = (0..81)
            .map(|i| {
                let gone: DigitSet =
                    step.eliminations.iter().filter(|(c, _)| c.index() == i).map(|&(_, d)| d).collect();
                grid.candidates(Cell::new(i)).difference(gone).iter().map(Digit::get).collect()
            })
            .collect();
        Some((step, left))
    }

    #[test]
    fn a_shaft_that_fills_its_boxes_low_makes_the_bulb_at_least_its_sum() {
        let empty = [None; 81];
        assert!(after_step(&empty, Edition::V2).is_none(), "only the third edition has the step");
        let (step, left) = after_step(&empty, Edition::V3).expect("a step");
        assert!(step.explanation.starts_with("Arrow"), "{}", step.explanation);
        // The shaft is at least 98 and the bulb at most 99: its tens are 9, its units 8 or 9.
        assert_eq!(left[cell("r1c8").index()], vec![9]);
        assert_eq!(left[cell("r1c9").index()], vec![8, 9]);
        // Box 3's one cell of the shaft can be 1 more than its least, no more.
        assert_eq!(left[cell("r1c7").index()], vec![1, 2]);
        assert_eq!(left[cell("r4c1").index()], (1..=9).collect::<Vec<u8>>());
        // With the bulb 98, every box's cells of the shaft hold exactly its smallest digits.
        let mut values = empty;
        values[cell("r1c8").index()] = Digit::new(9);
        values[cell("r1c9").index()] = Digit::new(8);
        let (_, left) = after_step(&values, Edition::V3).expect("a second step");
        assert_eq!(left[cell("r1c7").index()], vec![1]);
        assert_eq!(left[cell("r4c1").index()], (1..=8).collect::<Vec<u8>>());
        assert_eq!(left[cell("r2c4").index()], vec![1, 2, 3]);
    }

    /// A solved classic grid (rows of the Latin square shifted by 3, 6 and 1).
    fn solution(cell: usize) -> u8 {
        let (r, c) = (cell / 9, cell % 9);
        ((r * 3 + r / 3 + c) % 9 + 1) as u8
    }

    proptest::proptest! {
        /// Whatever the sum (cells of a few boxes, some kept, and a few cells of other
        /// coefficients, as a bulb's) and the candidates (each holding the solution's digit,
        /// few others, so that the bounds bite), the bounds never take the solution's digit
        /// from a cell.
        #[test]
        fn the_bounds_keep_every_digit_of_a_solution(
            boxes in proptest::collection::vec(0usize..9, 1..4),
            kept in proptest::collection::vec(proptest::bool::weighted(0.7), 27),
            others in proptest::collection::vec((0usize..81, proptest::sample::select(vec![-1i64, -10, 1, 2])), 0..3),
            extra in proptest::collection::vec((0u32..512, 0u32..512), 81),
            placed in proptest::collection::vec(proptest::bool::weighted(0.1), 81),
        ) {
            let layout = Layout::classic();
            let mut grid = Grid::from_values(&layout, &[None; 81]);
            for i in 0..81 {
                let digit = Digit::new(solution(i)).expect("a digit");
                if placed[i] {
                    grid.place(&layout, Cell::new(i), digit);
                } else {
                    let (a, b) = extra[i];
                    grid.set_candidates(Cell::new(i), DigitSet::from_bits(a & b).union(DigitSet::single(digit)));
                }
            }
            let mut terms: Vec<(Cell, i64)> = Vec::new();
            for (n, &b) in boxes.iter().enumerate() {
                for k in 0..9 {
                    let cell = (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3;
                    if kept[(n * 9 + k) % 27] {
                        terms.push((Cell::new(cell), 1));
                    }
                }
            }
            terms.extend(others.iter().map(|&(i, k)| (Cell::new(i), k)));
            let target: i64 = terms.iter().map(|&(c, k)| k * i64::from(solution(c.index()))).sum();
            let index = LayoutIndex::new(&layout).with_edition(Edition::V3);
            let ctx = Ctx::new(&layout, &index, &grid, false);
            if let Some((cells, _, after)) = bounded(&ctx, &terms, target) {
                for (cell, left) in cells.iter().zip(&after) {
                    let digit = Digit::new(solution(cell.index())).expect("a digit");
                    proptest::prop_assert!(left.contains(digit), "{cell:?} lost {}", digit.get());
                }
            }
        }
    }

    #[test]
    fn a_short_sum_is_left_to_its_fillings() {
        let layout = Layout::classic();
        let constraints = vec![Constraint::Arrow(Arrow {
            bulb: vec![cell("r1c1")],
            shafts: vec![vec![cell("r1c2"), cell("r1c3"), cell("r2c3")]],
        })];
        let grid = Grid::from_values(&layout, &[None; 81]);
        let index = LayoutIndex::with_constraints(&layout, &constraints).with_edition(Edition::V3);
        assert!(sum_bounds(&Ctx::new(&layout, &index, &grid, false)).is_none());
    }
}
