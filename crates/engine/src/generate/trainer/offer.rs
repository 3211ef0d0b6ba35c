//! The trainer's offer: the techniques it makes on each board, as measured. A technique
//! is offered on a board when `trainer_offer` made it (the rating's hardest strategy is
//! the technique) within 1000 attempts on 4x4 and 6x6 boards, 600 on 8x8 and 9x9, 200
//! on 10x10 and 12x12 and 60 on 16x16, and within a few seconds of attempts
//! (BENCHMARKS.md, "Trainer", has the command and the time caps). The classic board
//! offers every technique of the times table there, and Dynamic Forcing Chain (made
//! around a tridagon, "Dynamic Forcing Chain on 9x9"). The measurement's rows are the data
//! file `offer.tsv` beside this one, read when the offer is first asked for; measure again
//! rather than edit it.
//!
//! A board not measured offers what its nearest measured size at or below it offers (the
//! smallest measured size when there is none below); a combination of variants not
//! measured offers what each of its variants offers alone at that size (a variant not
//! measured there counts as the standard board).

use std::sync::OnceLock;

use thiserror::Error;

use crate::generate::params::GenerateParams;
use crate::geometry::{BadBoxShape, BoxShape, UnknownVariant, VariantKind};
use crate::logic::{Strategy, UnknownStrategy};

/// The measured boards, one a row: `BOX[:VARIANT]`, a tab, the techniques' names joined
/// by ", " (`-` for none).
const TABLE: &str = include_str!("offer.tsv");

/// One measured board: its size, its variant and the techniques made there, easiest first.
#[derive(Debug, PartialEq, Eq)]
struct MeasuredBoard {
    size: usize,
    variant: VariantKind,
    offered: Vec<Strategy>,
}

/// A row of the table that cannot be read.
#[derive(Debug, Error)]
enum RowError {
    #[error("line {line}: expected a board and its techniques separated by a tab")]
    Columns { line: usize },
    #[error("line {line}: {source}")]
    Shape { line: usize, source: BadBoxShape },
    #[error("line {line}: {source}")]
    Variant { line: usize, source: UnknownVariant },
    #[error("line {line}: {source}")]
    Technique { line: usize, source: UnknownStrategy },
}

/// One row (`None` for a blank line or a comment), its techniques easiest first. `line`
/// counts from 1.
fn parse_row(line: usize, text: &str) -> Result<Option<MeasuredBoard>, RowError> {
    let text = text.trim();
    if text.is_empty() || text.starts_with('#') {
        return Ok(None);
    }
    let (board, techniques) = text.split_once('\t').ok_or(RowError::Columns { line })?;
    let (shape, variant) = board.split_once(':').unwrap_or((board, "standard"));
    let shape: BoxShape = shape.parse().map_err(|source| RowError::Shape { line, source })?;
    let variant: VariantKind = variant.parse().map_err(|source| RowError::Variant { line, source })?;
    let mut offered = match techniques.trim() {
        "-" => Vec::new(),
        names => names
            .split(',')
            .map(|name| name.trim().parse().map_err(|source| RowError::Technique { line, source }))
            .collect::<Result<Vec<Strategy>, RowError>>()?,
    };
    offered.sort_unstable();
    Ok(Some(MeasuredBoard { size: shape.width * shape.height, variant, offered }))
}

/// Every row of `table`, in order, each read or refused.
fn rows(table: &str) -> impl Iterator<Item = Result<Option<MeasuredBoard>, RowError>> + '_ {
    table.lines().enumerate().map(|(i, text)| parse_row(i + 1, text))
}

/// The measured boards, read once. A row that cannot be read is left out (a test reads
/// every row).
fn measured() -> &'static [MeasuredBoard] {
    static MEASURED: OnceLock<Vec<MeasuredBoard>> = OnceLock::new();
    MEASURED.get_or_init(|| rows(TABLE).filter_map(|row| row.ok().flatten()).collect())
}

const fn kind(diagonals: bool, jigsaw: bool, colour: bool) -> VariantKind {
    VariantKind { diagonals, jigsaw, colour, killer: false }
}

/// The techniques the trainer offers on the board of `params`, easiest first: those
/// measured to turn up as the hardest step of its puzzles (the module's rules for a board
/// not measured). Brute force is never offered.
pub fn trainer_techniques(params: &GenerateParams) -> Vec<Strategy> {
    let variant = params.variant_kind();
    if variant.killer {
        // The trainer draws givens, not cages: killer boards have no trainer yet.
        return Vec::new();
    }
    offer(params.geometry.size(), variant)
}

fn offer(size: usize, variant: VariantKind) -> Vec<Strategy> {
    let boards = measured();
    let sizes = || boards.iter().map(|board| board.size);
    let Some(nearest) = sizes().filter(|&s| s <= size).max().or_else(|| sizes().min()) else {
        return Vec::new();
    };
    let board = |variant: VariantKind| boards.iter().find(|b| b.size == nearest && b.variant == variant);
    if let Some(board) = board(variant) {
        return board.offered.clone();
    }
    let standard = board(VariantKind::default()).map_or(&[][..], |board| board.offered.as_slice());
    let parts: Vec<&[Strategy]> = [
        (variant.diagonals, kind(true, false, false)),
        (variant.jigsaw, kind(false, true, false)),
        (variant.colour, kind(false, false, true)),
    ]
    .into_iter()
    .filter(|&(set, _)| set)
    .map(|(_, part)| board(part).map_or(standard, |board| board.offered.as_slice()))
    .collect();
    let first = parts.first().copied().unwrap_or(standard);
    first.iter().copied().filter(|s| parts.iter().all(|part| part.contains(s))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_reads_with_real_techniques_and_each_board_once() {
        let read: Vec<MeasuredBoard> = rows(TABLE).filter_map(|row| row.unwrap_or_else(|e| panic!("{e}"))).collect();
        assert_eq!(read.len(), measured().len());
        for (i, board) in read.iter().enumerate() {
            let again = read.iter().skip(i + 1).any(|b| b.size == board.size && b.variant == board.variant);
            assert!(!again, "{} {} twice", board.size, board.variant);
            assert!(
                board.offered.windows(2).all(|w| w[0] < w[1]),
                "{} {}: a technique twice",
                board.size,
                board.variant
            );
            assert!(!board.offered.contains(&Strategy::BruteForce));
        }
        let classic = read.iter().find(|b| b.size == 9 && b.variant == VariantKind::default()).expect("9x9");
        assert!(classic.offered.contains(&Strategy::DynamicForcingChain));
    }

    #[test]
    fn a_bad_row_says_which_line_and_what_is_wrong() {
        assert!(matches!(parse_row(3, "3x3 X-Wing"), Err(RowError::Columns { line: 3 })));
        assert!(matches!(parse_row(4, "3y3\tX-Wing"), Err(RowError::Shape { line: 4, .. })));
        assert!(matches!(parse_row(5, "3x3:spiral\tX-Wing"), Err(RowError::Variant { line: 5, .. })));
        let unknown = parse_row(6, "3x3\tX-Wing, Y-Wing").expect_err("no such technique");
        assert!(unknown.to_string().starts_with("line 6: unknown technique \"Y-Wing\""), "{unknown}");
        assert!(matches!(parse_row(7, "# a comment"), Ok(None)));
        let none = parse_row(8, "3x2:x+colour\t-").expect("a row").expect("a board");
        assert_eq!((none.size, none.offered.len()), (6, 0));
        let row = parse_row(9, "3x3\tX-Wing, Full House").expect("a row").expect("a board");
        assert_eq!(row.offered, [Strategy::FullHouse, Strategy::XWing], "easiest first");
    }

    #[test]
    fn a_board_not_measured_follows_its_nearest_measured_size_and_its_variants() {
        let classic = offer(9, VariantKind::default());
        assert!(classic.contains(&Strategy::XWing) && classic.contains(&Strategy::ForcingChain));
        // 25x25 is not measured: the largest measured size below it decides.
        let largest = measured().iter().map(|b| b.size).max().unwrap_or(0);
        assert_eq!(offer(25, VariantKind::default()), offer(largest, VariantKind::default()));
        // A combination not measured offers what both of its parts offer.
        let x = kind(true, false, false);
        let colour = kind(false, false, true);
        let both = offer(largest, kind(true, false, true));
        assert!(both.iter().all(|s| offer(largest, x).contains(s) && offer(largest, colour).contains(s)));
    }
}
