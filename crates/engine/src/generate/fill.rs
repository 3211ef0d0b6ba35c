//! Step 1 of an attempt: the board (with fresh jigsaw regions when asked) and a random
//! solution grid on it, filled by the exact solver in random order.
//!
//! Fresh jigsaw regions: see [`jigsaw_board`].

use rand_core::Rng;

use super::params::SeedFormat;
use super::regions::{boxes, free_regions, regions_around_map, renumber};
use crate::digits::Digit;
use crate::geometry::{Geometry, Layout};
use crate::grid::Puzzle;
use crate::solve::solve_randomly;

/// How many fills one attempt tries before it gives up.
pub const FILL_TRIES: u32 = 4;

/// The solver's node budget for one random fill of a board of `size` digits.
pub fn fill_budget(size: usize) -> u64 {
    let cells = (size * size) as u64;
    20_000 + 400 * cells
}

/// The node budget of one refill in the rounds of [`jigsaw_board`]: the fill's own budget
/// up to format v5; from v6, 25 nodes a cell. A refill that fails keeps the solution
/// before it, so a small budget only drops the refills that got lost: on the 9x9 boards
/// with diagonals or colour groups the regions wander as far from the boxes, in a tenth
/// of the time (BENCHMARKS.md, "Trainer").
pub fn refill_budget(size: usize, format: SeedFormat) -> u64 {
    if format >= SeedFormat::V6 {
        25 * (size * size) as u64
    } else {
        fill_budget(size)
    }
}

/// A random map of connected regions for boxes `box_width` x `box_height` that admits a
/// solution (see [`jigsaw_board`], format v5). The boxes if the fill fails (it does not
/// on boards up to 30x30).
pub fn random_regions(box_width: usize, box_height: usize, rng: &mut impl Rng) -> Vec<u8> {
    let size = box_width * box_height;
    jigsaw_board(&Geometry::standard(box_width, box_height), SeedFormat::V5, rng)
        .map(|(layout, _)| layout.cells().map(|c| layout.region(c) as u8).collect())
        .unwrap_or_else(|| renumber(&boxes(box_width, box_height, size)))
}

/// A layout and a full solution grid on it, drawn from `rng`; `None` when no fill
/// succeeded within the budgets (or the given layout admits no solution).
///
/// `layout` is used as given unless `jigsaw` is set and it has no regions: then regions
/// are drawn ([`jigsaw_board`], as seed format `format` draws them).
pub fn board_and_solution(
    layout: &Layout,
    jigsaw: bool,
    format: SeedFormat,
    rng: &mut impl Rng,
) -> Option<(Layout, Vec<Digit>)> {
    let geometry = layout.geometry();
    if jigsaw && geometry.variant.regions.is_none() {
        return jigsaw_board(geometry, format, rng);
    }
    let budget = fill_budget(geometry.size());
    let layout = layout.clone();
    let empty = Puzzle::empty(layout.clone());
    let solution = (0..FILL_TRIES).find_map(|_| solve_randomly(&empty, rng, budget))?;
    Some((layout, solution))
}

/// How many free region maps one attempt draws (and checks with the solver) before it
/// draws regions around a solution instead.
pub const REGION_TRIES: u32 = 16;

/// The largest board whose regions are drawn free (and checked with the solver), when it
/// has no diagonals or colour groups: the random fill finds solutions of free maps
/// readily up to 12x12, rarely beyond, and rarely with the extra houses.
pub const FREE_REGIONS_MAX_SIZE: usize = 12;

/// Rounds of drawing regions around a solution: after each round but the last, a fresh
/// solution is drawn on the new regions (kept only if the fill succeeds within
/// [`refill_budget`]), which frees the next round's swaps.
pub const AROUND_ROUNDS: u32 = 4;

/// A jigsaw layout of `geometry` (boxes, diagonals and colour groups as given, regions
/// ignored) drawn at random, with a solution.
///
/// Plain jigsaw boards up to 12x12 draw up to [`REGION_TRIES`] free maps and keep the
/// first one the solver fills. Otherwise (and when every try failed) the board without
/// regions is filled, and [`AROUND_ROUNDS`] rounds draw regions around the solution.
/// `format` sets the refills' budget ([`refill_budget`]).
pub fn jigsaw_board(geometry: &Geometry, format: SeedFormat, rng: &mut impl Rng) -> Option<(Layout, Vec<Digit>)> {
    let (w, h) = (geometry.box_width, geometry.box_height);
    let mut plain = geometry.clone();
    plain.variant.regions = None;
    let budget = fill_budget(geometry.size());
    let extra_houses = plain.variant.diagonals || plain.variant.colour;
    if geometry.size() <= FREE_REGIONS_MAX_SIZE && !extra_houses {
        for _ in 0..REGION_TRIES {
            let Some(layout) = with_regions(&plain, free_regions(w, h, rng)) else { continue };
            if let Some(solution) = solve_randomly(&Puzzle::empty(layout.clone()), rng, budget) {
                return Some((layout, solution));
            }
        }
    }
    let empty = Puzzle::empty(Layout::new(plain.clone()).ok()?);
    let mut solution = (0..FILL_TRIES).find_map(|_| solve_randomly(&empty, rng, budget))?;
    let refill = refill_budget(geometry.size(), format);
    let mut regions = Vec::new();
    for round in 1..=AROUND_ROUNDS {
        regions = regions_around_map(w, h, &regions, &solution, rng);
        if round < AROUND_ROUNDS {
            let layout = with_regions(&plain, regions.clone())?;
            if let Some(fresh) = solve_randomly(&Puzzle::empty(layout), rng, refill) {
                solution = fresh;
            }
        }
    }
    Some((with_regions(&plain, regions)?, solution))
}

fn with_regions(plain: &Geometry, regions: Vec<u8>) -> Option<Layout> {
    let mut geometry = plain.clone();
    geometry.variant.regions = Some(regions);
    Layout::new(geometry).ok()
}
