//! Turning the fuzzer's bytes into boards, puzzles and moves, for the fuzz targets in
//! `fuzz_targets/`. Every decoder yields only values the app could meet: valid layouts
//! (any size and variant), puzzles with no digit twice in a house, and moves that may
//! name cells or digits off the board (the engine must refuse those, not panic).

use arbitrary::{Result, Unstructured};
use sudoku_engine::game::{Colour, Edit, Move, Rules};
use sudoku_engine::{Cell, Digit, Geometry, Layout, Puzzle, Variant};

/// The text after the first byte, and the geometry that byte names: boxes 2 to 6 wide
/// and high (larger than 30 digits is refused by the engine), X and colour variants.
pub fn text_with_geometry(data: &[u8]) -> Option<(Geometry, String)> {
    let (&selector, text) = data.split_first()?;
    let width = 2 + usize::from(selector % 5);
    let height = 2 + usize::from(selector / 5 % 5);
    let flags = selector / 25;
    let variant = Variant { diagonals: flags & 1 == 1, colour: flags & 2 == 2, regions: None, cages: None };
    Some((Geometry::new(width, height, variant), String::from_utf8_lossy(text).into_owned()))
}

/// A valid layout of at most `max_size` (12 or more) digits: any box shape, any variant; jigsaw
/// regions are the boxes with cells swapped between them (so sizes stay right).
pub fn layout(u: &mut Unstructured, max_size: usize) -> Result<Layout> {
    let width = u.int_in_range(2..=6usize)?;
    let height = u.int_in_range(2..=(max_size / width).clamp(2, 6))?;
    let size = width * height;
    let mut variant = Variant { diagonals: u.arbitrary()?, colour: u.arbitrary()?, regions: None, cages: None };
    if u.arbitrary()? {
        let mut regions: Vec<u8> =
            (0..size * size).map(|i| ((i / size / height) * height + (i % size) / width) as u8).collect();
        for _ in 0..u.int_in_range(0..=size)? {
            let a = u.choose_index(regions.len())?;
            let b = u.choose_index(regions.len())?;
            regions.swap(a, b);
        }
        variant.regions = Some(regions);
    }
    Layout::new(Geometry::new(width, height, variant)).map_err(|_| arbitrary::Error::IncorrectFormat)
}

/// A puzzle on `layout`: givens at chosen cells, each kept only when no peer holds its digit.
pub fn puzzle(u: &mut Unstructured, layout: Layout) -> Result<Puzzle> {
    let size = layout.size();
    let mut givens: Vec<Option<Digit>> = vec![None; layout.cell_count()];
    for _ in 0..u.int_in_range(0..=layout.cell_count())? {
        let cell = Cell::new(u.choose_index(givens.len())?);
        let digit = Digit::new(u.int_in_range(1..=size as u8)?).ok_or(arbitrary::Error::IncorrectFormat)?;
        let clash = layout.peers(cell).iter().any(|p| givens[p.index()] == Some(digit));
        if givens[cell.index()].is_none() && !clash {
            givens[cell.index()] = Some(digit);
        }
    }
    Puzzle::new(layout, givens).map_err(|_| arbitrary::Error::IncorrectFormat)
}

/// A cell, now and then one just off the board.
pub fn cell(u: &mut Unstructured, cells: usize) -> Result<Cell> {
    Ok(Cell::new(usize::from(u.int_in_range(0..=cells as u16 + 1)?)))
}

/// A digit, now and then one larger than the board.
pub fn digit(u: &mut Unstructured, size: usize) -> Result<Digit> {
    Digit::new(u.int_in_range(1..=size as u8 + 1)?).ok_or(arbitrary::Error::IncorrectFormat)
}

pub fn colour(u: &mut Unstructured) -> Result<Colour> {
    Colour::new(u.int_in_range(1..=Colour::COUNT)?).ok_or(arbitrary::Error::IncorrectFormat)
}

pub fn rules(u: &mut Unstructured) -> Result<Rules> {
    Ok(Rules { refuse_duplicates: u.arbitrary()?, auto_remove_marks: u.arbitrary()? })
}

/// Any move on a board of `cells` cells and `size` digits; batches nest once.
pub fn any_move(u: &mut Unstructured, cells: usize, size: usize, nested: bool) -> Result<Move> {
    let pairs = |u: &mut Unstructured| -> Result<Vec<(Cell, Digit)>> {
        (0..u.int_in_range(0..=4)?).map(|_| Ok((cell(u, cells)?, digit(u, size)?))).collect()
    };
    Ok(match u.int_in_range(0..=9)? {
        0 => Move::Place { cell: cell(u, cells)?, digit: digit(u, size)? },
        1 => Move::Erase { cell: cell(u, cells)? },
        2 => Move::ToggleCorner { cell: cell(u, cells)?, digit: digit(u, size)? },
        3 => Move::ToggleCentre { cell: cell(u, cells)?, digit: digit(u, size)? },
        4 => Move::Paint { cell: cell(u, cells)?, colour: colour(u)? },
        5 => Move::ClearColour { cell: cell(u, cells)? },
        6 => Move::ToggleRed { cell: cell(u, cells)? },
        7 => Move::FillCandidates,
        8 if !nested => {
            Move::Batch((0..u.int_in_range(0..=4)?).map(|_| any_move(u, cells, size, true)).collect::<Result<_>>()?)
        }
        _ => Move::Deduction { placements: pairs(u)?, eliminations: pairs(u)? },
    })
}

/// An edit of the selected cells, as the toolbar and keyboard make them.
pub fn edit(u: &mut Unstructured, size: usize) -> Result<Edit> {
    Ok(match u.int_in_range(0..=6)? {
        0 => Edit::Place(digit(u, size)?),
        1 => Edit::Erase,
        2 => Edit::Corner(digit(u, size)?),
        3 => Edit::Centre(digit(u, size)?),
        4 => Edit::Paint(colour(u)?),
        5 => Edit::ClearColour,
        _ => Edit::Red,
    })
}
