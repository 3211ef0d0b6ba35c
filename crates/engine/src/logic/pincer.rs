//! Rule Contradiction: a candidate whose direct consequences along the variant rules
//! and the killer cages break a house, a cell, a rule or a cage. Assume the candidate; it
//! leaves the cells that see it, the cells the rules pair with it keep only the digits the
//! rule allows beside it, and the other cells of its cage keep the digits the cage's
//! combinations give. A partner left with one digit is forced (a palindrome's mirror, a
//! dot's only neighbour, the last cell of a cage), and its own consequences follow, up to
//! [`MAX_FORCED`] forced cells; no single of a house is followed (that is a forcing chain).
//! When a house is then left without a place for a digit, a cell without a digit, a rule
//! through a changed cell without a filling (a cage's too), or the cage of a forced cell
//! without a combination, the
//! candidate goes ("the 6 and its mirror see every 6 of row 9"). When none of these
//! breaks, the rules through the changed cells keep only the digits their fillings allow
//! (one pass) and the houses are checked again.
//!
//! [`Strategy::RuleContradiction`]; only from [`Edition::V3`], and only on boards with
//! variant rules (their cages too, if they have any). Rated 7.0 with no forced cell, +0.1 per forced cell: below the
//! Forcing Chain (7.6), which follows every single, above the AIC with the rules' links
//! (6.6+). The assumption with the fewest forced cells is taken (the first in cell order).

use crate::constraint::Relation;
use crate::digits::{Cell, Digit, DigitSet};
use crate::geometry::HouseId;
use crate::logic::context::{bits, Ctx};
use crate::logic::deduction::{cell_list, symbol};
use crate::logic::rules::Rules;
use crate::logic::variant::walk::rule_fillings;
use crate::logic::{Deduction, Edition, Strategy};

/// The most forced cells followed from one assumption.
const MAX_FORCED: usize = 3;

/// What breaks when the candidate is assumed.
enum Break {
    /// A digit with no place left in a house.
    House(usize, Digit),
    /// A cell with no digit left.
    Cell(Cell),
    /// A walked rule (a constraint, or a killer cage) with no filling left, by its index
    /// in [`Rules::walked_cells`].
    Rule(usize),
    /// A killer cage (by its index in the layout) with no combination left.
    Cage(usize),
    /// A digit with no place left in a house once the rules through the changed cells keep
    /// only the digits their fillings allow.
    Filled(usize, Digit),
}

/// One assumption followed: the forced cells (cell, digit, the cell that forced it) and what broke.
struct Found {
    forced: Vec<(Cell, Digit, Cell)>,
    broke: Break,
}

pub(crate) fn rule_contradiction(ctx: &Ctx) -> Option<Deduction> {
    // On a killer board without variant rules it paid nothing on the tune half and
    // doubled the time of the killers logic does not finish: variant boards only.
    if !ctx.edition().has(Edition::V3) || ctx.constraints().is_empty() {
        return None;
    }
    let cells: Vec<Cell> = ctx.layout.cells().collect();
    let rules = ctx.rules();
    let linked = cells.iter().any(|&c| ctx.rule_links(c).iter().any(|&(_, r, _)| r != Relation::Differ));
    let walked = rules.as_ref().is_some_and(|r| r.walked_cells.iter().any(|w| !w.is_empty()));
    if !linked && !walked {
        return None;
    }
    let mut domains: Vec<u32> = cells.iter().map(|&c| ctx.domain(c).bits()).collect();
    let mut best: Option<(Cell, Digit, Found)> = None;
    for &cell in &cells {
        if ctx.grid.value(cell).is_some() {
            continue;
        }
        for digit in ctx.candidates(cell).iter() {
            let limit = best.as_ref().map_or(MAX_FORCED, |(_, _, f)| f.forced.len().saturating_sub(1));
            if best.as_ref().is_some_and(|(_, _, f)| f.forced.is_empty()) {
                break;
            }
            if let Some(found) = follow(ctx, rules.as_deref(), &mut domains, cell, digit, limit) {
                best = Some((cell, digit, found));
            }
        }
    }
    let (cell, digit, found) = best?;
    Some(deduction(ctx, cell, digit, &found))
}

/// Assumes `cell` is `digit` in `domains` (restored before returning) and follows its
/// consequences with at most `limit` forced cells; `Some` when something breaks.
fn follow(
    ctx: &Ctx,
    rules: Option<&Rules>,
    domains: &mut [u32],
    cell: Cell,
    digit: Digit,
    limit: usize,
) -> Option<Found> {
    let mut saved: Vec<(usize, u32)> = vec![(cell.index(), domains[cell.index()])];
    domains[cell.index()] = DigitSet::single(digit).bits();
    let mut queue: Vec<Cell> = vec![cell];
    let mut forced: Vec<(Cell, Digit, Cell)> = Vec::new();
    let mut broke: Option<Break> = None;
    let mut next = 0;
    'walk: while next < queue.len() {
        let source = queue[next];
        next += 1;
        let value = domains[source.index()];
        let Some(v) = bits(value).next().and_then(Digit::from_index) else { continue };
        let narrow = |target: Cell, keep: u32, domains: &mut [u32], saved: &mut Vec<(usize, u32)>| -> bool {
            let i = target.index();
            let now = domains[i] & keep;
            if now != domains[i] {
                saved.push((i, domains[i]));
                domains[i] = now;
                return true;
            }
            false
        };
        for peer in ctx.peers(source).iter() {
            if ctx.grid.value(peer).is_some() || queue.contains(&peer) {
                continue;
            }
            if narrow(peer, !value, domains, &mut saved) && domains[peer.index()] == 0 {
                broke = Some(Break::Cell(peer));
                break 'walk;
            }
        }
        for &(partner, relation, first) in ctx.rule_links(source) {
            if relation == Relation::Differ || ctx.grid.value(partner).is_some() || queue.contains(&partner) {
                continue;
            }
            let allowed: u32 = bits(domains[partner.index()])
                .filter(|&y| relation.allows_beside(v.get(), y as u8 + 1, first))
                .fold(0, |m, y| m | 1 << y);
            if !narrow(partner, allowed, domains, &mut saved) {
                continue;
            }
            let left = domains[partner.index()];
            if left == 0 {
                broke = Some(Break::Cell(partner));
                break 'walk;
            }
            if left.count_ones() == 1 && forced.len() < limit {
                if let Some(d) = bits(left).next().and_then(Digit::from_index) {
                    forced.push((partner, d, source));
                    queue.push(partner);
                }
            }
        }
        // The killer cage of the cell: its other cells keep the digits its combinations give.
        let Some(k) = ctx.layout.cage_of(source) else { continue };
        let cage = &ctx.layout.cages()[k];
        let Some(sum) = cage.sum else { continue };
        let Some(reach) = cage_reach(&cage.cells, u32::from(sum), domains) else {
            broke = Some(Break::Cage(k));
            break 'walk;
        };
        for (&partner, keep) in cage.cells.iter().zip(reach) {
            if ctx.grid.value(partner).is_some() || queue.contains(&partner) {
                continue;
            }
            if narrow(partner, keep, domains, &mut saved) && keep.count_ones() == 1 && forced.len() < limit {
                if let Some(d) = bits(keep).next().and_then(Digit::from_index) {
                    forced.push((partner, d, source));
                    queue.push(partner);
                }
            }
        }
    }
    if broke.is_none() {
        broke = broken_house(ctx, domains);
    }
    if let (None, Some(rules)) = (&broke, rules) {
        broke = broken_rule(ctx, rules, domains, &mut saved);
        if broke.is_none() {
            broke = broken_house(ctx, domains).map(|b| match b {
                Break::House(h, d) => Break::Filled(h, d),
                other => other,
            });
        }
    }
    for (i, was) in saved.into_iter().rev() {
        domains[i] = was;
    }
    broke.map(|broke| Found { forced, broke })
}

/// The first house left without a place for a digit it lacks.
fn broken_house(ctx: &Ctx, domains: &[u32]) -> Option<Break> {
    let all = DigitSet::all(ctx.size).bits();
    (0..ctx.houses().len()).find_map(|h| {
        let held = ctx.house(h).cells.iter().fold(0u32, |m, c| m | domains[c.index()]);
        let missing = all & !held;
        bits(missing).next().and_then(Digit::from_index).map(|d| Break::House(h, d))
    })
}

/// The digits each of `cells` (a cage summing to `sum`, no digit repeated) takes in some
/// filling with `domains`; `None` when there is none.
fn cage_reach(cells: &[Cell], sum: u32, domains: &[u32]) -> Option<Vec<u32>> {
    let doms: Vec<u32> = cells.iter().map(|c| domains[c.index()]).collect();
    let found = crate::logic::killer::options_of(&doms, sum, |_| true);
    (!found.combos.is_empty()).then(|| found.digits.iter().map(|d| d.bits()).collect())
}

/// The first walked rule through a changed cell (in `saved`) left without a filling.
fn broken_rule(ctx: &Ctx, rules: &Rules, domains: &mut [u32], saved: &mut Vec<(usize, u32)>) -> Option<Break> {
    let mut asked: Vec<usize> = Vec::new();
    for &(i, _) in saved.iter() {
        for &k in rules.walked_of.get(i).map_or(&[][..], Vec::as_slice) {
            if !asked.contains(&k) {
                asked.push(k);
            }
        }
    }
    asked.sort_unstable();
    let mut board: Vec<u8> = ctx.layout.cells().map(|c| ctx.grid.value(c).map_or(0, |d| d.get())).collect();
    for k in asked {
        let Some(reached) = fillings(ctx, rules, k, domains, &mut board) else { continue };
        for (cell, keep) in rules.walked_cells[k].iter().zip(reached) {
            let i = cell.index();
            if keep.is_empty() {
                return Some(Break::Rule(k));
            }
            if domains[i] & !keep.bits() != 0 {
                saved.push((i, domains[i]));
                domains[i] &= keep.bits();
            }
        }
    }
    None
}

/// The digits each cell of walked rule `k` takes in some filling with `domains` (all
/// empty: none); `None` when the rule has too many fillings to ask, or nothing narrows.
fn fillings(ctx: &Ctx, rules: &Rules, k: usize, domains: &[u32], board: &mut [u8]) -> Option<Vec<DigitSet>> {
    if rules.non_consecutive_house(k).is_some() {
        return None;
    }
    let cells = &rules.walked_cells[k];
    let domains: Vec<DigitSet> = cells.iter().map(|c| DigitSet::from_bits(domains[c.index()])).collect();
    if domains.iter().any(|d| d.is_empty()) {
        return Some(vec![DigitSet::EMPTY; domains.len()]);
    }
    rule_fillings(rules, ctx.layout, k, &domains, board)
}

/// "Thermometer r1c1→r1c4", "cage 14 at r1c1 (3 cells)": walked rule `k` as a sentence names it.
fn rule_name(ctx: &Ctx, rules: &Rules, k: usize) -> String {
    match rules.constraints.get(k) {
        Some(c) => c.label(ctx.layout),
        None => {
            let cage = rules.walked_cells.get(k).and_then(|cells| cells.first()).and_then(|&c| ctx.layout.cage_of(c));
            cage.map_or_else(|| "a cage".to_string(), |i| crate::logic::killer::cage_name(ctx, &ctx.layout.cages()[i]))
        }
    }
}

fn deduction(ctx: &Ctx, cell: Cell, digit: Digit, found: &Found) -> Deduction {
    let mut d = Deduction::new(Strategy::RuleContradiction);
    d.eliminations = vec![(cell, digit)];
    d.difficulty += found.forced.len() as u32;
    d.cells = std::iter::once(cell).chain(found.forced.iter().map(|&(c, _, _)| c)).collect();
    d.digits = DigitSet::single(digit);
    let name = |c: Cell| ctx.layout.cell_name(c);
    let forced: Vec<String> = found
        .forced
        .iter()
        .map(|&(c, x, by)| format!("{} would be {} by its rule with {}", name(c), symbol(x), name(by)))
        .collect();
    let then = if forced.is_empty() { ",".to_string() } else { format!(", {}, and", forced.join(", ")) };
    let broke = match found.broke {
        Break::House(h, x) => {
            d.houses = vec![HouseId::new(h)];
            d.digits = d.digits.union(DigitSet::single(x));
            let verb = if d.cells.len() == 1 { "sees or rules out" } else { "see or rule out" };
            format!(
                "{x} would have no place left in {}: {} {verb} every one",
                ctx.house(h),
                cell_list(ctx.layout, &d.cells),
                x = symbol(x)
            )
        }
        Break::Rule(k) => {
            let name = ctx.rules().map_or_else(String::new, |rules| rule_name(ctx, &rules, k));
            format!("{name} would have no filling left")
        }
        Break::Cage(k) => {
            format!("{} would have no combination left", crate::logic::killer::cage_name(ctx, &ctx.layout.cages()[k]))
        }
        Break::Filled(h, x) => {
            d.houses = vec![HouseId::new(h)];
            d.digits = d.digits.union(DigitSet::single(x));
            format!(
                "the rules through the cells this changes would keep only the digits their fillings allow, and {} \
                 would have no place left in {}",
                symbol(x),
                ctx.house(h)
            )
        }
        Break::Cell(c) => format!("{} would have no digit left", name(c)),
    };
    d.explanation = format!(
        "{}: if {} were {}{then} {broke}. So {} is not {}.",
        Strategy::RuleContradiction,
        name(cell),
        symbol(digit),
        name(cell),
        symbol(digit)
    );
    d
}
