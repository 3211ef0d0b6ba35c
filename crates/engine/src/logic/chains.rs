//! Chains as implications between candidates. Every candidate is a statement ("r1c1 is
//! 5"); a weak link (two candidates that cannot both be true: same digit in cells that
//! see each other, or two digits of one cell) gives "true => the other false", a strong
//! link (one of two must be true: the two places of a digit in a house, the two
//! candidates of a bivalue cell) gives "false => the other true". A candidate whose
//! truth implies its own falsehood along such a chain is eliminated.
//!
//! - X-Chain: one digit, strong links from houses only.
//! - XY-Chain: strong links from bivalue cells only, weak links between equal digits.
//! - AIC: every link.
//!
//! All implications are found at once: strongly connected components of the implication
//! graph, then reachability as bitsets in reverse topological order; the shortest chain
//! is then found by a breadth-first search for the explanation.

use super::cellset::Cells;
use super::chain_reach::{x_chain_digits, xy_chain_eliminates};
use super::context::{bits, Ctx};
use super::deduction::symbol;
use super::sets::Sets;
use super::{Deduction, Edition, Link, Strategy};
use crate::constraint::Relation;
use crate::digits::{Cell, Digit, DigitSet};

/// Graphs with more literals than this (4,096 candidates: large boards early on) are not
/// searched, as the reachability bitsets would be too big; forcing chains then take over.
const MAX_LITERALS: usize = 8192;
/// How many eliminable candidates are compared to pick the shortest chain.
const SHORTEST_OF: usize = 96;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    X,
    XY,
    Aic,
}

/// The implication graph: literal `2i` is "candidate i is true", `2i + 1` "is false".
#[derive(Debug)]
struct Graph {
    candidates: Vec<(Cell, Digit)>,
    /// Compressed adjacency: the successors of literal `v` are `targets[offsets[v]..offsets[v + 1]]`.
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Graph {
    fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    fn next(&self, v: usize) -> &[u32] {
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    fn from_edges(candidates: Vec<(Cell, Digit)>, edges: &[(u32, u32)]) -> Graph {
        let n = candidates.len() * 2;
        let mut offsets = vec![0u32; n + 1];
        for &(from, _) in edges {
            offsets[from as usize + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; edges.len()];
        for &(from, to) in edges {
            targets[fill[from as usize] as usize] = to;
            fill[from as usize] += 1;
        }
        Graph { candidates, offsets, targets }
    }
}

/// The implication graph of `mode`; an X-Chain's of the digits `only` (it keeps to one
/// digit: the other digits' candidates make components of their own).
fn build(ctx: &Ctx, mode: Mode, only: DigitSet) -> Option<Graph> {
    match ctx.small_sets() {
        Some(sets) => build_in(ctx, sets, mode, only),
        None => build_in(ctx, ctx.sets(), mode, only),
    }
}

fn build_in<const W: usize>(ctx: &Ctx, sets: Sets<W>, mode: Mode, only: DigitSet) -> Option<Graph> {
    let count: usize = ctx.grid.empty_cells().map(|cell| ctx.candidates(cell).len()).sum();
    if count * 2 > MAX_LITERALS {
        return None;
    }
    // An X-Chain stays within one digit, and every candidate on it but the one it
    // removes is an end of a strong link (the two places of the digit in a house); the
    // one it removes sees two of them. A candidate that is no end and sees none only
    // leads nowhere: left out, the graph finds the same chains.
    let keep = match mode {
        Mode::X => {
            let mut ends = vec![Cells::<W>::EMPTY; ctx.size];
            for h in 0..ctx.houses().len() {
                for digit in only.iter() {
                    let mask = ctx.places(h, digit);
                    if mask.count_ones() == 2 {
                        bits(mask).for_each(|i| ends[digit.index()].insert(ctx.house(h).cells[i]));
                    }
                }
            }
            Some(ends)
        }
        Mode::XY | Mode::Aic => None,
    };
    let keep = |cell: Cell, digit: Digit| {
        keep.as_ref().is_none_or(|ends| {
            let ends = &ends[digit.index()];
            ends.contains(cell) || !sets.peers(cell).and(ends).is_empty()
        })
    };
    Some(build_over(ctx, sets, (mode, only), &keep, count))
}

/// The implication graph of the candidates `keep` keeps (of `count` candidates in all),
/// with the strong links of houses for the digits `only`.
fn build_over<const W: usize>(
    ctx: &Ctx,
    sets: Sets<W>,
    (mode, only): (Mode, DigitSet),
    keep: &dyn Fn(Cell, Digit) -> bool,
    count: usize,
) -> Graph {
    let size = ctx.size;
    let mut id = vec![u32::MAX; ctx.layout.cell_count() * size];
    let mut candidates = Vec::with_capacity(count);
    for cell in ctx.grid.empty_cells() {
        for digit in ctx.candidates(cell).iter().filter(|&digit| keep(cell, digit)) {
            id[cell.index() * size + digit.index()] = candidates.len() as u32;
            candidates.push((cell, digit));
        }
    }
    let lit = |cell: Cell, digit: Digit| id[cell.index() * size + digit.index()];
    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(candidates.len() * 24);
    for (i, &(cell, digit)) in candidates.iter().enumerate() {
        let t = 2 * i as u32;
        for peer in sets.peers(cell).and(sets.digit_cells(digit)).iter() {
            let other = lit(peer, digit);
            if other != u32::MAX {
                edges.push((t, 2 * other + 1));
            }
        }
        let cands = ctx.candidates(cell);
        if mode == Mode::Aic {
            for other in cands.iter().filter(|&o| o != digit) {
                edges.push((t, 2 * lit(cell, other) + 1));
            }
            // A variant rule's pair: the partner's digits this one does not allow (from
            // edition 2 on).
            let links = if ctx.edition().has(Edition::V2) { ctx.rule_links(cell) } else { &[] };
            for &(partner, relation, first) in links {
                if relation == Relation::Differ {
                    continue;
                }
                let allows = |y: Digit| relation.allows_beside(digit.get(), y.get(), first);
                for y in ctx.candidates(partner).iter().filter(|&y| !allows(y)) {
                    let other = lit(partner, y);
                    if other != u32::MAX {
                        edges.push((t, 2 * other + 1));
                    }
                }
            }
        }
        if mode != Mode::X && cands.len() == 2 {
            if let Some(other) = cands.iter().find(|&o| o != digit) {
                edges.push((t + 1, 2 * lit(cell, other)));
            }
        }
    }
    if mode != Mode::XY {
        for h in 0..ctx.houses().len() {
            for digit in only.iter() {
                let Some([a, b]) = ctx.pair_at(h, ctx.places(h, digit)) else { continue };
                let (a, b) = (lit(a, digit), lit(b, digit));
                edges.push((2 * a + 1, 2 * b));
                edges.push((2 * b + 1, 2 * a));
            }
        }
    }
    Graph::from_edges(candidates, &edges)
}

/// The state of Tarjan's search for strongly connected components.
struct Tarjan {
    index: Vec<u32>,
    low: Vec<u32>,
    on_stack: Vec<bool>,
    stack: Vec<u32>,
    /// The vertices being explored, each with the position of its next successor.
    calls: Vec<(u32, usize)>,
    next: u32,
}

impl Tarjan {
    fn new(n: usize) -> Tarjan {
        Tarjan {
            index: vec![u32::MAX; n],
            low: vec![0; n],
            on_stack: vec![false; n],
            stack: Vec::new(),
            calls: Vec::new(),
            next: 0,
        }
    }

    /// Starts exploring `v`.
    fn open(&mut self, v: usize) {
        self.index[v] = self.next;
        self.low[v] = self.next;
        self.next += 1;
        self.stack.push(v as u32);
        self.on_stack[v] = true;
        self.calls.push((v as u32, 0));
    }
}

/// The strongly connected components (Tarjan, iterative), numbered in completion order,
/// which is a reverse topological order.
fn components(graph: &Graph) -> (Vec<u32>, usize) {
    let n = graph.len();
    let mut t = Tarjan::new(n);
    let mut comp = vec![u32::MAX; n];
    let mut count = 0usize;
    for s in 0..n {
        if t.index[s] != u32::MAX {
            continue;
        }
        t.open(s);
        while let Some(top) = t.calls.last_mut() {
            let v = top.0 as usize;
            if top.1 < graph.next(v).len() {
                let w = graph.next(v)[top.1] as usize;
                top.1 += 1;
                if t.index[w] == u32::MAX {
                    t.open(w);
                } else if t.on_stack[w] {
                    t.low[v] = t.low[v].min(t.index[w]);
                }
            } else {
                t.calls.pop();
                if let Some(&(u, _)) = t.calls.last() {
                    t.low[u as usize] = t.low[u as usize].min(t.low[v]);
                }
                if t.low[v] == t.index[v] {
                    while let Some(w) = t.stack.pop() {
                        t.on_stack[w as usize] = false;
                        comp[w as usize] = count as u32;
                        if w as usize == v {
                            break;
                        }
                    }
                    count += 1;
                }
            }
        }
    }
    (comp, count)
}

/// The candidates whose truth implies their falsehood.
fn self_refuting(graph: &Graph) -> Vec<usize> {
    let n = graph.len();
    let words = n.div_ceil(64);
    let (comp, count) = components(graph);
    // The members of each component, components in order (counting sort, no list each).
    let mut start = vec![0usize; count + 1];
    for &c in &comp {
        start[c as usize + 1] += 1;
    }
    for c in 0..count {
        start[c + 1] += start[c];
    }
    let mut fill = start.clone();
    let mut members = vec![0usize; n];
    for (v, &c) in comp.iter().enumerate() {
        members[fill[c as usize]] = v;
        fill[c as usize] += 1;
    }
    let mut reach = vec![0u64; count * words];
    for c in 0..count {
        let group = &members[start[c]..start[c + 1]];
        let (done, rest) = reach.split_at_mut(c * words);
        let own = &mut rest[..words];
        for &v in group {
            own[v / 64] |= 1 << (v % 64);
            for &w in graph.next(v) {
                let cw = comp[w as usize] as usize;
                if cw != c {
                    let other = &done[cw * words..(cw + 1) * words];
                    own.iter_mut().zip(other).for_each(|(a, b)| *a |= b);
                }
            }
        }
    }
    (0..graph.candidates.len())
        .filter(|&i| {
            let c = comp[2 * i] as usize;
            let f = 2 * i + 1;
            reach[c * words + f / 64] & (1 << (f % 64)) != 0
        })
        .collect()
}

/// The shortest path of literals from `from` to `to` with fewer than `bound` links, by
/// breadth-first search (levels past the bound are not explored).
fn shortest_path(graph: &Graph, from: usize, to: usize, bound: usize, parent: &mut [u32]) -> Option<Vec<usize>> {
    parent.iter_mut().for_each(|p| *p = u32::MAX);
    parent[from] = from as u32;
    let mut level = vec![from];
    let mut depth = 0;
    while !level.is_empty() && depth + 1 < bound {
        depth += 1;
        let mut next_level = Vec::new();
        for &v in &level {
            for &w in graph.next(v) {
                let w = w as usize;
                if parent[w] != u32::MAX {
                    continue;
                }
                parent[w] = v as u32;
                if w == to {
                    let mut path = vec![to];
                    let mut x = to;
                    while x != from {
                        x = parent[x] as usize;
                        path.push(x);
                    }
                    path.reverse();
                    return Some(path);
                }
                next_level.push(w);
            }
        }
        level = next_level;
    }
    None
}

fn find(ctx: &Ctx, mode: Mode, strategy: Strategy, only: DigitSet) -> Option<Deduction> {
    shortest_chain(ctx, &build(ctx, mode, only)?, strategy)
}

/// The step of the shortest chain of `graph` (among the first eliminable candidates).
fn shortest_chain(ctx: &Ctx, graph: &Graph, strategy: Strategy) -> Option<Deduction> {
    let targets = self_refuting(graph);
    // The shortest chain among the eliminable candidates (the easiest to follow, as SE
    // rates chains by length): each search is bounded by the best length so far.
    let mut parent = vec![u32::MAX; graph.len()];
    let mut best: Option<(usize, Vec<usize>)> = None;
    for &i in targets.iter().take(SHORTEST_OF) {
        let bound = best.as_ref().map_or(usize::MAX, |(_, p)| p.len() - 1);
        if let Some(path) = shortest_path(graph, 2 * i, 2 * i + 1, bound, &mut parent) {
            best = Some((i, path));
        }
    }
    let (target, path) = best?;
    let (cell, digit) = graph.candidates[target];
    let mut d = Deduction::new(strategy);
    d.eliminations.push((cell, digit));
    let cand = |lit: usize| graph.candidates[lit / 2];
    for pair in path.windows(2) {
        // From a true literal the link is weak; from a false one, strong.
        d.links.push(Link { from: cand(pair[0]), to: cand(pair[1]), strong: pair[0] % 2 == 1 });
    }
    let mut cells: Vec<Cell> = path.iter().map(|&l| cand(l).0).collect();
    cells.dedup();
    d.cells = cells;
    d.digits = path.iter().map(|&l| cand(l).1).collect::<DigitSet>();
    d.difficulty += super::chain_bonus(d.links.len());
    let steps: Vec<String> = path
        .iter()
        .map(|&l| {
            let (c, v) = cand(l);
            let op = if l % 2 == 0 { "=" } else { "≠" };
            format!("{}{op}{v}", ctx.layout.cell_name(c), v = symbol(v))
        })
        .collect();
    let name = ctx.layout.cell_name(cell);
    d.explanation = format!(
        "{strategy}: if {name} were {digit}, then {}: a contradiction, so {name} is not {digit}.",
        steps.join(" ⇒ "),
        digit = symbol(digit)
    );
    Some(d)
}

pub(crate) fn x_chain(ctx: &Ctx) -> Option<Deduction> {
    let only = x_chain_digits(ctx).unwrap_or(DigitSet::all(ctx.size));
    if only.is_empty() {
        return None;
    }
    find(ctx, Mode::X, Strategy::XChain, only)
}

pub(crate) fn xy_chain(ctx: &Ctx) -> Option<Deduction> {
    if xy_chain_eliminates(ctx) == Some(false) {
        return None;
    }
    find(ctx, Mode::XY, Strategy::XYChain, DigitSet::all(ctx.size))
}

pub(crate) fn aic(ctx: &Ctx) -> Option<Deduction> {
    find(ctx, Mode::Aic, Strategy::Aic, DigitSet::all(ctx.size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::rated_paths::each_position;
    use crate::logic::LayoutIndex;

    /// Along the solve paths of 60 rated puzzles (every position before a step), the
    /// X-Chain of the graph of the strong links' ends and the candidates that see them is
    /// the one of the graph of every candidate.
    #[test]
    fn x_chains_need_only_the_strong_links_and_what_sees_them() {
        let mut found = 0;
        each_position(60, |line, puzzle, grid, _| {
            let index = LayoutIndex::new(puzzle.layout());
            let ctx = Ctx::new(puzzle.layout(), &index, grid, true);
            let count: usize = grid.empty_cells().map(|cell| ctx.candidates(cell).len()).sum();
            let whole = build_over(&ctx, ctx.sets(), (Mode::X, DigitSet::all(9)), &|_, _| true, count);
            let expected = shortest_chain(&ctx, &whole, Strategy::XChain);
            let chain = x_chain(&ctx);
            assert_eq!(format!("{chain:?}"), format!("{expected:?}"), "{line}");
            found += usize::from(chain.is_some());
        });
        assert!(found > 10, "{found} positions with an X-Chain");
    }

    /// Whether the strong links' closure ([`super::super::chain_reach`]) says of `ctx`
    /// what its graphs say: the digits an X-Chain eliminates, whether an XY-Chain does.
    /// `seen[mode][answer]` counts the positions answered.
    fn closure_agrees(ctx: &Ctx, label: &str, seen: &mut [[usize; 2]; 2]) {
        let graph = |mode| build(ctx, mode, DigitSet::all(ctx.size)).expect("a 9x9 graph is small");
        let x = graph(Mode::X);
        let x_digits: DigitSet = self_refuting(&x).iter().map(|&i| x.candidates[i].1).collect();
        if let Some(digits) = x_chain_digits(ctx) {
            assert_eq!(digits, x_digits, "X: {label}");
            seen[0][usize::from(!digits.is_empty())] += 1;
        }
        let xy = !self_refuting(&graph(Mode::XY)).is_empty();
        if let Some(quick) = xy_chain_eliminates(ctx) {
            assert_eq!(quick, xy, "XY: {label}");
            seen[1][usize::from(quick)] += 1;
        }
    }

    fn assert_both_answers(seen: [[usize; 2]; 2], at_least: usize) {
        for (mode, [none, some]) in ["X", "XY"].iter().zip(seen) {
            assert!(none >= at_least && some >= at_least, "{mode}: {none} positions without, {some} with");
        }
    }

    /// Along the same paths, the strong links' closure finds what the graph eliminates.
    #[test]
    fn the_strong_links_closure_finds_what_the_graph_eliminates() {
        let mut seen = [[0usize; 2]; 2];
        each_position(60, |line, puzzle, grid, _| {
            let index = LayoutIndex::new(puzzle.layout());
            closure_agrees(&Ctx::new(puzzle.layout(), &index, grid, true), line, &mut seen);
        });
        assert_both_answers(seen, 100);
    }

    /// The same on jigsaw boards with colour groups, whose cells see more and other
    /// cells: along the solve paths of practice puzzles for XY-Chain.
    #[test]
    fn the_strong_links_closure_finds_it_on_colour_jigsaw_boards_too() {
        use crate::generate::{generate, GenerateParams, SeedPhrase};
        use crate::geometry::{Geometry, Variant};
        use crate::logic::solve_logically;
        let colour = Variant { colour: true, ..Variant::default() };
        let params = GenerateParams::for_technique(Geometry::new(3, 3, colour), true, Strategy::XYChain);
        let mut seen = [[0usize; 2]; 2];
        for n in 0..4 {
            let phrase = SeedPhrase::new(&format!("closure {n}")).expect("a phrase");
            let made = generate(&params, &phrase).expect("XY-Chain is offered there");
            let index = LayoutIndex::new(made.puzzle.layout());
            let path = solve_logically(&made.puzzle);
            for at in 0..path.steps.len() {
                let grid = path.position_before(&made.puzzle, at);
                let ctx = Ctx::new(made.puzzle.layout(), &index, &grid, true);
                closure_agrees(&ctx, &format!("phrase {n}, step {at}"), &mut seen);
            }
        }
        assert_both_answers(seen, 5);
    }
}
