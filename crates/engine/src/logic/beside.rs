//! The digits each variant pair allows beside each digit of its cells, tabled once per
//! solve: a branch's propagation reads a mask for each pair rather than asking the
//! pair's relation digit by digit, and a rule of two cells that is all pairs (a dot)
//! has its fillings read from a table rather than walked.

use crate::constraint::{Pair, Relation};
use crate::digits::{Cell, DigitSet};

/// For each cell and each of its links (a pair of a rule seen from the cell, in the order
/// of `Rules::links`), the digits the other cell may hold beside each digit of this one.
#[derive(Clone, Debug)]
pub(crate) struct BesideTables {
    size: usize,
    /// For each cell (by index): the mask of the other cell's digits allowed by link `j`
    /// beside this cell's digit of index `x`, at `j * size + x`.
    allowed: Vec<Vec<u32>>,
}

impl BesideTables {
    /// The tables of `links` (by cell index) on a board of `size` digits.
    pub fn new(size: usize, links: &[Vec<(Cell, Relation, bool)>]) -> BesideTables {
        let allowed = links
            .iter()
            .map(|own| own.iter().flat_map(|&(_, relation, first)| digit_masks(size, relation, first)).collect())
            .collect();
        BesideTables { size, allowed }
    }

    /// The digits of `asked` that link `j` of `cell` allows its other cell beside some
    /// digit of `own` (none when `own` is empty).
    pub fn allowed(&self, cell: Cell, j: usize, own: DigitSet, asked: DigitSet) -> DigitSet {
        let Some(masks) = self.allowed[cell.index()].get(j * self.size..(j + 1) * self.size) else {
            return DigitSet::EMPTY;
        };
        let (mut bits, asked) = (own.bits(), asked.bits());
        let mut allowed = 0;
        // Once every digit asked is allowed, the rest of `own` allows no more of them.
        while bits != 0 && allowed != asked {
            allowed |= masks.get(bits.trailing_zeros() as usize).copied().unwrap_or(0) & asked;
            bits &= bits - 1;
        }
        DigitSet::from_bits(allowed)
    }
}

/// For each digit of a cell (by index), the other cell's digits `relation` allows beside
/// it (`first`: the cell is the pair's first).
fn digit_masks(size: usize, relation: Relation, first: bool) -> impl Iterator<Item = u32> {
    let digits = 1..=size as u8;
    digits.clone().map(move |x| {
        digits.clone().filter(|&y| relation.allows_beside(x, y, first)).fold(0, |mask, y| mask | 1 << (y - 1))
    })
}

/// A walked rule of two cells that is all pairs (a kropki dot, an XV mark): for each digit
/// of its first cell (by index), the digits of its second its pairs allow (and, when the
/// two cells see each other, other than the first's).
#[derive(Clone, Debug)]
pub(crate) struct TwoCellTable {
    masks: Vec<u32>,
}

impl TwoCellTable {
    /// The table of the rule on `cells` with `pairs` (those of other cells are not its),
    /// on a board of `size` digits; `apart` when the cells see each other.
    pub fn new(size: usize, cells: [Cell; 2], pairs: &[Pair], apart: bool) -> TwoCellTable {
        let at = |cell: Cell| cells.iter().position(|&c| c == cell);
        let own: Vec<(usize, usize, Relation)> = pairs
            .iter()
            .filter_map(|&(a, b, relation)| Some((at(a)?, at(b)?, relation)))
            .filter(|&(i, j, _)| i != j)
            .collect();
        let digits = 1..=size as u8;
        let masks = digits
            .clone()
            .map(|x| {
                let keeps = |y: u8| {
                    let digit = |i: usize| if i == 0 { x } else { y };
                    (!apart || x != y) && own.iter().all(|&(i, j, relation)| relation.allows(digit(i), digit(j)))
                };
                digits.clone().filter(|&y| keeps(y)).fold(0, |mask, y| mask | 1 << (y - 1))
            })
            .collect();
        TwoCellTable { masks }
    }

    /// What a walk of the rule's fillings ([`crate::logic::variant::walk::rule_fillings`])
    /// answers when its cells hold `domains`: the digits each cell takes in some filling,
    /// or `None` when some filling exists and each cell takes each of its digits in one.
    pub fn fillings(&self, domains: &[DigitSet]) -> Option<Vec<DigitSet>> {
        let (first, second) = (domains[0].bits(), domains[1].bits());
        let (mut reached_first, mut reached_second) = (0, 0);
        let mut bits = first;
        while bits != 0 {
            let x = bits.trailing_zeros();
            bits &= bits - 1;
            let beside = self.masks.get(x as usize).copied().unwrap_or(0) & second;
            if beside != 0 {
                reached_first |= 1 << x;
                reached_second |= beside;
            }
        }
        let every_digit = reached_first == first && reached_second == second;
        if every_digit && reached_first != 0 {
            return None;
        }
        Some(vec![DigitSet::from_bits(reached_first), DigitSet::from_bits(reached_second)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::Digit;

    /// What a branch asked before the tables: each digit of the other cell that some digit
    /// of `own` allows.
    fn plain(size: usize, relation: Relation, first: bool, own: DigitSet) -> DigitSet {
        DigitSet::all(size)
            .iter()
            .filter(|&y| own.iter().any(|x: Digit| relation.allows_beside(x.get(), y.get(), first)))
            .collect()
    }

    #[test]
    fn a_two_cell_table_answers_as_the_walk_does() {
        use crate::logic::variant::walk::{walk, Goal, Walkable, Walked};
        let never = |_: &[u8]| false;
        let layout = crate::geometry::Layout::classic();
        // Beside each other (they see each other), and apart (they do not).
        for (cells, apart) in [([Cell::new(10), Cell::new(11)], true), ([Cell::new(10), Cell::new(24)], false)] {
            let [a, b] = cells;
            let rules: [&[Pair]; 6] = [
                &[(a, b, Relation::Difference(1))],
                &[(a, b, Relation::Ratio(2))],
                &[(b, a, Relation::Less)],
                &[(a, b, Relation::Sum(10)), (a, b, Relation::Differ)],
                &[(a, b, Relation::Equal), (a, a, Relation::Less), (a, Cell::new(40), Relation::Less)],
                &[],
            ];
            let sees = |x: Cell, y: Cell| apart && x != y;
            for pairs in rules {
                let table = TwoCellTable::new(layout.size(), cells, pairs, apart);
                // Every first cell's digits beside a spread of the second's.
                for first in 0u32..1 << 9 {
                    for second in (0u32..1 << 9).step_by(7).chain([0, 0x1ff]) {
                        let domains = [DigitSet::from_bits(first), DigitSet::from_bits(second)];
                        let mut board = vec![0u8; 81];
                        let walked = walk(
                            Walkable { breaks: &never, pairs, cells: &cells },
                            &domains,
                            &mut board,
                            &sees,
                            2_000,
                            Goal::Reached,
                        );
                        let expected = match walked {
                            Walked::Narrowed(kept, _) => Some(kept),
                            Walked::Nothing | Walked::TooMany => None,
                        };
                        assert_eq!(table.fillings(&domains), expected, "{pairs:?} {first:b} {second:b}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_tables_allow_what_the_relations_allow() {
        let relations = [
            Relation::Differ,
            Relation::Less,
            Relation::LessOrEqual,
            Relation::Equal,
            Relation::GapAtLeast(4),
            Relation::Difference(1),
            Relation::Ratio(2),
            Relation::Sum(10),
            Relation::NotDifference(1),
            Relation::NotRatio(2),
            Relation::NotSums(5, 10),
            Relation::OtherThird { width: 3 },
            Relation::OtherResidue,
            Relation::Iff { x: 1, y: 5 },
        ];
        for size in [4, 6, 9] {
            // Cell 0 is each pair's first, cell 1 its second, both ways round.
            let mut links = vec![Vec::new(); 2];
            for &relation in &relations {
                links[0].push((Cell::new(1), relation, true));
                links[1].push((Cell::new(0), relation, false));
            }
            let tables = BesideTables::new(size, &links);
            // Every set of digits of the cell: the empty one, singles, pairs, all.
            for bits in 0u32..1 << size {
                let own = DigitSet::from_bits(bits);
                for (j, &relation) in relations.iter().enumerate() {
                    for (cell, first) in [(0, true), (1, false)] {
                        let all = plain(size, relation, first, own);
                        for asked in [DigitSet::all(size), DigitSet::from_bits(bits ^ 0b1_0110), DigitSet::EMPTY] {
                            assert_eq!(
                                tables.allowed(Cell::new(cell), j, own, asked),
                                all.intersection(asked),
                                "{relation:?}, size {size}, cell {cell}, digits {bits:b}, asked {asked:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}
