//! Region-sum lines across a box: the boxes split each line into segments of one sum, and
//! a box made of whole segments of such lines and other cells sums to
//! 45 on a 9x9 board. So a box holding two segments of one line and one of another
//! makes `2·A + B = 45`: the second line's sum is odd, and each sum bounds the other. A
//! line's sums that no such box allows leave it, and with them the digits only those
//! sums gave its cells.

use super::super::context::Ctx;
use super::super::deduction::{cell_list, join_and, join_or};
use super::super::{Deduction, Strategy};
use super::narrowing;
use crate::constraint::family;
use crate::constraint::{region_segments, Constraint};
use crate::digits::{Cell, DigitSet};
use crate::geometry::{House, HouseKind};

/// The largest board whose boxes' sets of digits are listed.
const MAX_LISTED_SIZE: usize = 12;

/// Which totals are possible: `sums[s]` when some filling makes `s`.
type Sums = Vec<bool>;

/// One region-sum line: its constraint's position and its segments, box by box.
struct Line {
    k: usize,
    segments: Vec<Vec<Cell>>,
}

/// A box (or jigsaw region) with segments of region-sum lines: how many segments of each
/// line it holds, and its other cells.
struct Boxed<'a> {
    house: &'a House,
    counts: Vec<usize>,
    rest: Vec<Cell>,
}

/// The first region-sum line whose digits the boxes made of
/// line segments narrow: each line's sums are narrowed box by box until none changes.
pub(crate) fn region_sum_boxes(ctx: &Ctx) -> Option<Deduction> {
    let lines: Vec<Line> = ctx
        .constraints()
        .iter()
        .enumerate()
        .filter_map(|(k, c)| match c {
            Constraint::RegionSum(family::RegionSum { cells }) => {
                Some(Line { k, segments: region_segments(ctx.layout, cells) })
            }
            _ => None,
        })
        .collect();
    // The sets of digits a box can hold are listed one by one: up to 2^12 of them.
    if lines.is_empty() || ctx.size > MAX_LISTED_SIZE {
        return None;
    }
    let total = ctx.size * (ctx.size + 1) / 2;
    let boxes: Vec<Boxed> = ctx.layout.houses().iter().filter_map(|house| boxed(ctx, house, &lines)).collect();
    let mut sums: Vec<Sums> = lines.iter().map(|line| line_sums(ctx, line, total)).collect();
    // The boxes that narrowed some line's sums, in order, and the lines narrowed.
    let mut used: Vec<usize> = Vec::new();
    let mut narrowed = vec![false; lines.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for (b, boxed) in boxes.iter().enumerate() {
            for i in (0..lines.len()).filter(|&i| boxed.counts[i] > 0) {
                let others =
                    (0..lines.len()).filter(|&j| j != i).fold(fillings(ctx, &boxed.rest, total).1, |acc, j| {
                        add(&acc, &scaled(&sums[j], boxed.counts[j], total), total)
                    });
                let n = boxed.counts[i];
                let allowed: Sums =
                    (0..=total).map(|s| sums[i][s] && s * n <= total && others[total - s * n]).collect();
                if allowed != sums[i] {
                    sums[i] = allowed;
                    narrowed[i] = true;
                    if !used.contains(&b) {
                        used.push(b);
                    }
                    changed = true;
                }
            }
        }
    }
    let mentioned: Vec<&Boxed> = used.iter().map(|&b| &boxes[b]).collect();
    lines
        .iter()
        .enumerate()
        .filter(|&(i, _)| narrowed[i])
        .find_map(|(i, line)| narrow_line(ctx, line, &sums[i], total, &explain(ctx, &lines, &mentioned, i, &sums[i])))
}

/// The box `house` with its segments of `lines`, when it is a box (or jigsaw region)
/// holding at least one segment and no cell twice.
fn boxed<'a>(ctx: &Ctx, house: &'a House, lines: &'a [Line]) -> Option<Boxed<'a>> {
    if !matches!(house.kind, HouseKind::Box | HouseKind::Region) || house.cells.len() != ctx.size {
        return None;
    }
    let inside = |line: &'a Line| line.segments.iter().filter(|s| house.cells.contains(&s[0]));
    let counts: Vec<usize> = lines.iter().map(|line| inside(line).count()).collect();
    let covered: Vec<Cell> = lines.iter().flat_map(|line| inside(line).flatten()).copied().collect();
    let mut unique = covered.clone();
    unique.sort();
    unique.dedup();
    if covered.is_empty() || unique.len() != covered.len() {
        return None;
    }
    let rest: Vec<Cell> = house.cells.iter().copied().filter(|c| !covered.contains(c)).collect();
    Some(Boxed { house, counts, rest })
}

/// The sums every segment of the line can make.
fn line_sums(ctx: &Ctx, line: &Line, total: usize) -> Sums {
    line.segments.iter().fold(vec![true; total + 1], |acc, segment| {
        let sums = fillings(ctx, segment, total).1;
        acc.iter().zip(&sums).map(|(&a, &b)| a && b).collect()
    })
}

/// The fillings of cells that all see each other, as the sets of digits they can hold
/// after each cell (`masks[i]`: the sets of the first `i` cells), and the sums of the
/// complete ones.
fn fillings(ctx: &Ctx, cells: &[Cell], total: usize) -> (Vec<Vec<bool>>, Sums) {
    let width = 1usize << ctx.size;
    let mut masks = vec![vec![false; width]; cells.len() + 1];
    masks[0][0] = true;
    for (i, &cell) in cells.iter().enumerate() {
        let mut next = vec![false; width];
        for mask in (0..width).filter(|&m| masks[i][m]) {
            for digit in ctx.domain(cell).iter() {
                let bit = 1 << (digit.get() - 1);
                if mask & bit == 0 {
                    next[mask | bit] = true;
                }
            }
        }
        masks[i + 1] = next;
    }
    let mut sums = vec![false; total + 1];
    for mask in (0..width).filter(|&m| masks[cells.len()][m]) {
        sums[mask_sum(mask)] = true;
    }
    (masks, sums)
}

/// The sum of the digits of a set of digits held as bits (bit `d - 1` for `d`).
fn mask_sum(mask: usize) -> usize {
    (0..usize::BITS as usize).filter(|b| mask >> b & 1 == 1).map(|b| b + 1).sum()
}

/// `count` segments of one sum: the totals they make.
fn scaled(sums: &Sums, count: usize, total: usize) -> Sums {
    (0..=total).map(|s| if count == 0 { s == 0 } else { s % count == 0 && sums[s / count] }).collect()
}

/// The totals one of `a` and one of `b` make.
fn add(a: &Sums, b: &Sums, total: usize) -> Sums {
    (0..=total).map(|s| (0..=s).any(|x| a[x] && b[s - x])).collect()
}

/// Each cell of the line keeps the digits some filling of its segment with an `allowed`
/// sum gives it.
fn narrow_line(ctx: &Ctx, line: &Line, allowed: &Sums, total: usize, why: &str) -> Option<Deduction> {
    let cells: Vec<Cell> = line.segments.iter().flatten().copied().collect();
    let before: Vec<DigitSet> = cells.iter().map(|&c| ctx.domain(c)).collect();
    let after: Vec<DigitSet> = line.segments.iter().flat_map(|s| kept(ctx, s, allowed, total)).collect();
    let name = ctx.constraints()[line.k].label(ctx.layout);
    narrowing(ctx, Strategy::ConstraintCombination, &cells, &before, &after, &name, why)
}

/// The digits each cell of `segment` takes in some filling whose sum is `allowed`.
fn kept(ctx: &Ctx, segment: &[Cell], allowed: &Sums, total: usize) -> Vec<DigitSet> {
    let (masks, _) = fillings(ctx, segment, total);
    let width = masks[0].len();
    // Walk back from the complete sets with an allowed sum: a set is good when it leads to one.
    let mut good = vec![vec![false; width]; segment.len() + 1];
    for mask in 0..width {
        good[segment.len()][mask] = masks[segment.len()][mask] && allowed[mask_sum(mask)];
    }
    let mut kept = vec![DigitSet::EMPTY; segment.len()];
    for i in (0..segment.len()).rev() {
        for mask in (0..width).filter(|&m| masks[i][m]) {
            for digit in ctx.domain(segment[i]).iter() {
                let bit = 1 << (digit.get() - 1);
                if mask & bit == 0 && good[i + 1][mask | bit] {
                    good[i][mask] = true;
                    kept[i].insert(digit);
                }
            }
        }
    }
    kept
}

/// ", as box 2 sums to 45 and holds 2 segments of this line and 1 segment of Region sum
/// line r1c5–r2c9; so each segment of this line sums to 14, 15 or 16".
fn explain(ctx: &Ctx, lines: &[Line], boxes: &[&Boxed], i: usize, allowed: &Sums) -> String {
    let total = ctx.size * (ctx.size + 1) / 2;
    let said: Vec<String> = boxes
        .iter()
        .map(|boxed| {
            let mut parts = Vec::new();
            for (j, line) in lines.iter().enumerate().filter(|&(j, _)| boxed.counts[j] > 0) {
                let whose = if j == i { "this line".to_string() } else { ctx.constraints()[line.k].label(ctx.layout) };
                parts.push(segment_count(boxed.counts[j], &whose));
            }
            if !boxed.rest.is_empty() {
                parts.push(cell_list(ctx.layout, &boxed.rest));
            }
            format!("{} sums to {total} and holds {}", boxed.house, join_and(&parts))
        })
        .collect();
    let sums: Vec<String> = (0..allowed.len()).filter(|&s| allowed[s]).map(|s| s.to_string()).collect();
    format!(", as {}; so each segment of this line sums to {}", said.join(", and "), join_or(&sums))
}

/// "1 segment of this line", "2 segments of Region sum line r1c4–r2c5".
fn segment_count(count: usize, whose: &str) -> String {
    format!("{count} segment{} of {whose}", if count == 1 { "" } else { "s" })
}
