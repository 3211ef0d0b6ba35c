//! The setter's palette as data: every tool, how it is placed on the board, what it tells
//! the setter, and the tool that draws each constraint the app plays. The app builds its
//! palette from [`Tool::ALL`] and routes each gesture by [`Tool::placement`].

use super::{BoardRule, CellMark, Drawing, OutsideKind};
use crate::constraint::family;
use crate::constraint::{Constraint, Direction, Indexer, Negative};
use crate::digits::Cell;

/// How a tool is placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Placement {
    /// Cells one after another, each touching the last (a drag, or the arrow keys with
    /// Shift), then done: a line, its first cell where the line starts.
    Path,
    /// Two cells that share a side: a mark on the edge between them.
    Edge,
    /// One cell: a mark in it.
    Cell,
    /// Cells that join side by side, then their sum typed: a killer cage.
    Cage,
    /// Any cells chosen together: an extra region.
    Region,
    /// Cells, then as many cells in the same order that copy them.
    Copy,
    /// One cell, then the digits it may hold typed.
    CellDigits,
    /// The corner of four cells, then the digits they hold typed.
    Corner,
    /// A place beside a row or column, then the clue's number typed.
    Frame,
    /// A place on the frame facing a diagonal, then the sum typed.
    FrameDiagonal,
    /// Nowhere: the rule holds on the whole board, switched on and off.
    Board,
}

/// A tool of the setter's palette: one constraint family (a rule of the board for the
/// board-wide ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    Thermometer,
    SlowThermometer,
    Arrow,
    Renban,
    GermanWhispers,
    DutchWhispers,
    Palindrome,
    Between,
    RegionSum,
    Entropic,
    Modular,
    WhiteDot,
    BlackDot,
    X,
    V,
    Even,
    Odd,
    Minimum,
    Maximum,
    RowIndexer,
    ColumnIndexer,
    BoxIndexer,
    Cage,
    ExtraRegion,
    Clone,
    PencilMarks,
    Quadruple,
    Sandwich,
    XSum,
    Skyscraper,
    LittleKiller,
    AntiKnight,
    AntiKing,
    NonConsecutive,
    FallingDiagonal,
    RisingDiagonal,
    NoWhiteDot,
    NoBlackDot,
    NoXv,
}

impl Tool {
    /// Every tool, in the palette's order: lines, edge marks, cell marks, areas, clues,
    /// rules of the board.
    pub const ALL: [Tool; 39] = [
        Tool::Thermometer,
        Tool::SlowThermometer,
        Tool::Arrow,
        Tool::Renban,
        Tool::GermanWhispers,
        Tool::DutchWhispers,
        Tool::Palindrome,
        Tool::Between,
        Tool::RegionSum,
        Tool::Entropic,
        Tool::Modular,
        Tool::WhiteDot,
        Tool::BlackDot,
        Tool::X,
        Tool::V,
        Tool::Even,
        Tool::Odd,
        Tool::Minimum,
        Tool::Maximum,
        Tool::RowIndexer,
        Tool::ColumnIndexer,
        Tool::BoxIndexer,
        Tool::Cage,
        Tool::ExtraRegion,
        Tool::Clone,
        Tool::PencilMarks,
        Tool::Quadruple,
        Tool::Sandwich,
        Tool::XSum,
        Tool::Skyscraper,
        Tool::LittleKiller,
        Tool::AntiKnight,
        Tool::AntiKing,
        Tool::NonConsecutive,
        Tool::FallingDiagonal,
        Tool::RisingDiagonal,
        Tool::NoWhiteDot,
        Tool::NoBlackDot,
        Tool::NoXv,
    ];

    /// The tool's name on the palette.
    pub fn name(self) -> &'static str {
        match self {
            Tool::Thermometer => "Thermometer",
            Tool::SlowThermometer => "Slow thermometer",
            Tool::Arrow => "Arrow",
            Tool::Renban => "Renban",
            Tool::GermanWhispers => "German whispers",
            Tool::DutchWhispers => "Dutch whispers",
            Tool::Palindrome => "Palindrome",
            Tool::Between => "Between line",
            Tool::RegionSum => "Region-sum line",
            Tool::Entropic => "Entropic line",
            Tool::Modular => "Modular line",
            Tool::WhiteDot => "White dot",
            Tool::BlackDot => "Black dot",
            Tool::X => "X",
            Tool::V => "V",
            Tool::Even => "Even",
            Tool::Odd => "Odd",
            Tool::Minimum => "Minimum",
            Tool::Maximum => "Maximum",
            Tool::RowIndexer => "Row indexer",
            Tool::ColumnIndexer => "Column indexer",
            Tool::BoxIndexer => "Box indexer",
            Tool::Cage => "Killer cage",
            Tool::ExtraRegion => "Extra region",
            Tool::Clone => "Clone",
            Tool::PencilMarks => "Pencil marks",
            Tool::Quadruple => "Quadruple",
            Tool::Sandwich => "Sandwich",
            Tool::XSum => "X-sum",
            Tool::Skyscraper => "Skyscraper",
            Tool::LittleKiller => "Little killer",
            Tool::AntiKnight => "Anti-knight",
            Tool::AntiKing => "Anti-king",
            Tool::NonConsecutive => "Non-consecutive",
            Tool::FallingDiagonal => "Falling diagonal",
            Tool::RisingDiagonal => "Rising diagonal",
            Tool::NoWhiteDot => "No white dot",
            Tool::NoBlackDot => "No black dot",
            Tool::NoXv => "No X or V",
        }
    }

    /// How the tool is placed.
    pub fn placement(self) -> Placement {
        match self {
            Tool::Thermometer
            | Tool::SlowThermometer
            | Tool::Arrow
            | Tool::Renban
            | Tool::GermanWhispers
            | Tool::DutchWhispers
            | Tool::Palindrome
            | Tool::Between
            | Tool::RegionSum
            | Tool::Entropic
            | Tool::Modular => Placement::Path,
            Tool::WhiteDot | Tool::BlackDot | Tool::X | Tool::V => Placement::Edge,
            Tool::Even
            | Tool::Odd
            | Tool::Minimum
            | Tool::Maximum
            | Tool::RowIndexer
            | Tool::ColumnIndexer
            | Tool::BoxIndexer => Placement::Cell,
            Tool::Cage => Placement::Cage,
            Tool::ExtraRegion => Placement::Region,
            Tool::Clone => Placement::Copy,
            Tool::PencilMarks => Placement::CellDigits,
            Tool::Quadruple => Placement::Corner,
            Tool::Sandwich | Tool::XSum | Tool::Skyscraper => Placement::Frame,
            Tool::LittleKiller => Placement::FrameDiagonal,
            Tool::AntiKnight
            | Tool::AntiKing
            | Tool::NonConsecutive
            | Tool::FallingDiagonal
            | Tool::RisingDiagonal
            | Tool::NoWhiteDot
            | Tool::NoBlackDot
            | Tool::NoXv => Placement::Board,
        }
    }

    /// What the setter does with the tool, shown when it is chosen.
    pub fn instructions(self) -> &'static str {
        match self {
            Tool::Thermometer | Tool::SlowThermometer => {
                "Drag from the bulb along the cells, or choose them with Shift and the arrow keys from the bulb, then press Enter."
            }
            Tool::Arrow => {
                "Drag from the circle along the shaft, or choose the cells with Shift and the arrow keys from the circle, then press Enter."
            }
            Tool::Renban
            | Tool::GermanWhispers
            | Tool::DutchWhispers
            | Tool::Palindrome
            | Tool::Between
            | Tool::RegionSum
            | Tool::Entropic
            | Tool::Modular => {
                "Drag along the cells, or choose them with Shift and the arrow keys, then press Enter. End where you started for a loop."
            }
            Tool::WhiteDot | Tool::BlackDot | Tool::X | Tool::V => {
                "Press the edge between two cells, or choose two side neighbours with Shift and an arrow key, then press Enter."
            }
            Tool::Even
            | Tool::Odd
            | Tool::Minimum
            | Tool::Maximum
            | Tool::RowIndexer
            | Tool::ColumnIndexer
            | Tool::BoxIndexer => "Press a cell, or choose cells with the arrow keys, then press Enter.",
            Tool::Cage => "Drag over cells that join side by side, then type the cage's sum.",
            Tool::ExtraRegion => "Drag over the cells, or choose them with Shift and the arrow keys, then press Enter.",
            Tool::Clone => "Choose the cells, press Enter, then choose as many cells in the same order and press Enter.",
            Tool::PencilMarks => "Press a cell, then type the digits it may hold.",
            Tool::Quadruple => "Press the corner four cells share, then type the digits they hold.",
            Tool::Sandwich | Tool::XSum | Tool::Skyscraper => "Press beside a row or column, then type the number.",
            Tool::LittleKiller => "Press beside the grid where a diagonal starts, then type its sum.",
            Tool::AntiKnight
            | Tool::AntiKing
            | Tool::NonConsecutive
            | Tool::FallingDiagonal
            | Tool::RisingDiagonal
            | Tool::NoWhiteDot
            | Tool::NoBlackDot
            | Tool::NoXv => "Press the tool to switch the rule on for the whole board; press it again to take it away.",
        }
    }

    /// The tool that draws `constraint`.
    pub fn of(constraint: &Constraint) -> Tool {
        match constraint {
            Constraint::Thermometer(_) => Tool::Thermometer,
            Constraint::SlowThermometer(_) => Tool::SlowThermometer,
            Constraint::Arrow(_) => Tool::Arrow,
            Constraint::Difference(_) => Tool::WhiteDot,
            Constraint::Ratio(_) => Tool::BlackDot,
            Constraint::Xv(family::Xv { sum: 5, .. }) => Tool::V,
            Constraint::Xv(_) => Tool::X,
            Constraint::Negative(family::Negative { mark: Negative::Difference }) => Tool::NoWhiteDot,
            Constraint::Negative(family::Negative { mark: Negative::Ratio }) => Tool::NoBlackDot,
            Constraint::Negative(family::Negative { mark: Negative::Xv }) => Tool::NoXv,
            Constraint::Whispers(family::Whispers { gap: 4, .. }) => Tool::DutchWhispers,
            Constraint::Whispers(_) => Tool::GermanWhispers,
            Constraint::Renban(_) => Tool::Renban,
            Constraint::Palindrome(_) => Tool::Palindrome,
            Constraint::Between(_) => Tool::Between,
            Constraint::RegionSum(_) => Tool::RegionSum,
            Constraint::Entropic(_) => Tool::Entropic,
            Constraint::Modular(_) => Tool::Modular,
            Constraint::ExtraRegion(_) => Tool::ExtraRegion,
            Constraint::Diagonal(family::Diagonal { rising: true }) => Tool::RisingDiagonal,
            Constraint::Diagonal(family::Diagonal { rising: false }) => Tool::FallingDiagonal,
            Constraint::AntiKnight(family::AntiKnight) => Tool::AntiKnight,
            Constraint::AntiKing(family::AntiKing) => Tool::AntiKing,
            Constraint::NonConsecutive(family::NonConsecutive) => Tool::NonConsecutive,
            Constraint::Quadruple(_) => Tool::Quadruple,
            Constraint::Even(_) => Tool::Even,
            Constraint::Odd(_) => Tool::Odd,
            Constraint::Minimum(_) => Tool::Minimum,
            Constraint::Maximum(_) => Tool::Maximum,
            Constraint::Sandwich(_) => Tool::Sandwich,
            Constraint::LittleKiller(_) => Tool::LittleKiller,
            Constraint::XSum(_) => Tool::XSum,
            Constraint::Skyscraper(_) => Tool::Skyscraper,
            Constraint::Indexer(family::Indexer { index: Indexer::Row, .. }) => Tool::RowIndexer,
            Constraint::Indexer(family::Indexer { index: Indexer::Column, .. }) => Tool::ColumnIndexer,
            Constraint::Indexer(family::Indexer { index: Indexer::Box, .. }) => Tool::BoxIndexer,
            Constraint::Clone(_) => Tool::Clone,
            Constraint::PencilMarks(_) => Tool::PencilMarks,
        }
    }

    /// The drawing this tool makes of the cells chosen, in order: a line along them, a
    /// mark on the edge between two of them, a mark in each (the first here), a region.
    /// `None` for the tools placed otherwise (cages, copies, typed digits and clues, rules
    /// of the board: [`Tool::board_rule`], [`Tool::outside_kind`]).
    pub fn drawing(self, cells: &[Cell]) -> Option<Drawing> {
        let path = cells.to_vec();
        let edge = || <[Cell; 2]>::try_from(cells).ok();
        let mark = |mark: CellMark| cells.first().map(|&cell| Drawing::Mark(mark, cell));
        match self {
            Tool::Thermometer => Some(Drawing::Thermometer(path)),
            Tool::SlowThermometer => Some(Drawing::SlowThermometer(path)),
            Tool::Arrow => Some(Drawing::Arrow(path)),
            Tool::Renban => Some(Drawing::Renban(path)),
            Tool::GermanWhispers => Some(Drawing::GermanWhispers(path)),
            Tool::DutchWhispers => Some(Drawing::DutchWhispers(path)),
            Tool::Palindrome => Some(Drawing::Palindrome(path)),
            Tool::Between => Some(Drawing::Between(path)),
            Tool::RegionSum => Some(Drawing::RegionSum(path)),
            Tool::Entropic => Some(Drawing::Entropic(path)),
            Tool::Modular => Some(Drawing::Modular(path)),
            Tool::WhiteDot => edge().map(Drawing::WhiteDot),
            Tool::BlackDot => edge().map(Drawing::BlackDot),
            Tool::X => edge().map(Drawing::X),
            Tool::V => edge().map(Drawing::V),
            Tool::Even => mark(CellMark::Even),
            Tool::Odd => mark(CellMark::Odd),
            Tool::Minimum => mark(CellMark::Minimum),
            Tool::Maximum => mark(CellMark::Maximum),
            Tool::RowIndexer => mark(CellMark::RowIndexer),
            Tool::ColumnIndexer => mark(CellMark::ColumnIndexer),
            Tool::BoxIndexer => mark(CellMark::BoxIndexer),
            Tool::ExtraRegion => Some(Drawing::ExtraRegion(path)),
            Tool::AntiKnight
            | Tool::AntiKing
            | Tool::NonConsecutive
            | Tool::FallingDiagonal
            | Tool::RisingDiagonal
            | Tool::NoWhiteDot
            | Tool::NoBlackDot
            | Tool::NoXv => self.board_rule().map(Drawing::Board),
            Tool::Cage
            | Tool::Clone
            | Tool::PencilMarks
            | Tool::Quadruple
            | Tool::Sandwich
            | Tool::XSum
            | Tool::Skyscraper
            | Tool::LittleKiller => None,
        }
    }

    /// The rule of the whole board this tool switches.
    pub fn board_rule(self) -> Option<BoardRule> {
        Some(match self {
            Tool::AntiKnight => BoardRule::AntiKnight,
            Tool::AntiKing => BoardRule::AntiKing,
            Tool::NonConsecutive => BoardRule::NonConsecutive,
            Tool::FallingDiagonal => BoardRule::FallingDiagonal,
            Tool::RisingDiagonal => BoardRule::RisingDiagonal,
            Tool::NoWhiteDot => BoardRule::NoWhiteDot,
            Tool::NoBlackDot => BoardRule::NoBlackDot,
            Tool::NoXv => BoardRule::NoXv,
            Tool::Thermometer
            | Tool::SlowThermometer
            | Tool::Arrow
            | Tool::Renban
            | Tool::GermanWhispers
            | Tool::DutchWhispers
            | Tool::Palindrome
            | Tool::Between
            | Tool::RegionSum
            | Tool::Entropic
            | Tool::Modular
            | Tool::WhiteDot
            | Tool::BlackDot
            | Tool::X
            | Tool::V
            | Tool::Even
            | Tool::Odd
            | Tool::Minimum
            | Tool::Maximum
            | Tool::RowIndexer
            | Tool::ColumnIndexer
            | Tool::BoxIndexer
            | Tool::Cage
            | Tool::ExtraRegion
            | Tool::Clone
            | Tool::PencilMarks
            | Tool::Quadruple
            | Tool::Sandwich
            | Tool::XSum
            | Tool::Skyscraper
            | Tool::LittleKiller => return None,
        })
    }

    /// The clue beside the grid this tool writes; a little killer's runs `direction`.
    pub fn outside_kind(self, direction: Direction) -> Option<OutsideKind> {
        match self {
            Tool::Sandwich => Some(OutsideKind::Sandwich),
            Tool::XSum => Some(OutsideKind::XSum),
            Tool::Skyscraper => Some(OutsideKind::Skyscraper),
            Tool::LittleKiller => Some(OutsideKind::LittleKiller(direction)),
            Tool::Thermometer
            | Tool::SlowThermometer
            | Tool::Arrow
            | Tool::Renban
            | Tool::GermanWhispers
            | Tool::DutchWhispers
            | Tool::Palindrome
            | Tool::Between
            | Tool::RegionSum
            | Tool::Entropic
            | Tool::Modular
            | Tool::WhiteDot
            | Tool::BlackDot
            | Tool::X
            | Tool::V
            | Tool::Even
            | Tool::Odd
            | Tool::Minimum
            | Tool::Maximum
            | Tool::RowIndexer
            | Tool::ColumnIndexer
            | Tool::BoxIndexer
            | Tool::Cage
            | Tool::ExtraRegion
            | Tool::Clone
            | Tool::PencilMarks
            | Tool::Quadruple
            | Tool::AntiKnight
            | Tool::AntiKing
            | Tool::NonConsecutive
            | Tool::FallingDiagonal
            | Tool::RisingDiagonal
            | Tool::NoWhiteDot
            | Tool::NoBlackDot
            | Tool::NoXv => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::Outside;
    use crate::game::setter::{with_cage, with_drawing, with_outside_value, with_quadruple_digit};
    use crate::geometry::Layout;

    fn rc(r: usize, c: usize) -> Cell {
        Layout::classic().cell(r - 1, c - 1)
    }

    /// What `tool` makes when a setter places it once on an empty 9x9 board.
    fn placed(tool: Tool) -> Vec<Constraint> {
        let layout = Layout::classic();
        let cells = match tool.placement() {
            Placement::Path => vec![rc(2, 2), rc(2, 3), rc(3, 4)],
            Placement::Edge => vec![rc(1, 1), rc(1, 2)],
            Placement::Cell | Placement::CellDigits => vec![rc(5, 5)],
            Placement::Region | Placement::Cage | Placement::Copy => vec![rc(1, 1), rc(1, 2), rc(2, 1)],
            Placement::Corner | Placement::Frame | Placement::FrameDiagonal | Placement::Board => Vec::new(),
        };
        let made = match tool.placement() {
            Placement::Path | Placement::Edge | Placement::Cell | Placement::Region | Placement::Board => {
                let drawing = tool.drawing(&cells).expect("a drawing");
                with_drawing(&layout, &[], &drawing)
            }
            Placement::Copy => {
                let copy = vec![rc(9, 7), rc(9, 8), rc(8, 7)];
                with_drawing(&layout, &[], &Drawing::Clone(cells, copy))
            }
            Placement::CellDigits => with_drawing(&layout, &[], &Drawing::PencilMarks(cells[0], vec![1, 2])),
            Placement::Corner => with_quadruple_digit(&layout, &[], [rc(1, 1), rc(1, 2), rc(2, 1), rc(2, 2)], 3),
            Placement::Frame => {
                let kind = tool.outside_kind(Direction::DownRight).expect("a clue");
                let value = if tool == Tool::Skyscraper { 3 } else { 12 };
                with_outside_value(&layout, &[], kind, Outside { row: 0, column: 3 }, Some(value))
            }
            Placement::FrameDiagonal => {
                let kind = tool.outside_kind(Direction::DownRight).expect("a clue");
                with_outside_value(&layout, &[], kind, Outside { row: 0, column: 3 }, Some(20))
            }
            Placement::Cage => {
                let caged = with_cage(&layout, &cells).expect("a cage");
                assert_eq!(caged.cages().len(), 1);
                return Vec::new();
            }
        };
        made.unwrap_or_else(|error| panic!("{tool:?}: {error}"))
    }

    #[test]
    fn every_tool_is_placed_and_makes_its_own_family() {
        for tool in Tool::ALL {
            assert!(!tool.name().is_empty() && tool.instructions().ends_with('.'), "{tool:?}");
            if tool == Tool::Cage {
                placed(tool);
                continue;
            }
            let made = placed(tool);
            assert_eq!(made.len(), 1, "{tool:?}: {made:?}");
            assert_eq!(Tool::of(&made[0]), tool, "{made:?}");
        }
    }

    #[test]
    fn the_palette_lists_each_tool_once() {
        for (i, tool) in Tool::ALL.iter().enumerate() {
            assert!(!Tool::ALL[..i].contains(tool), "{tool:?} twice");
            assert!(!Tool::ALL[..i].iter().any(|t| t.name() == tool.name()), "{} twice", tool.name());
        }
    }

    #[test]
    fn a_rule_of_the_board_drawn_again_goes() {
        let layout = Layout::classic();
        let on = with_drawing(&layout, &[], &Drawing::Board(BoardRule::AntiKnight)).expect("on");
        assert_eq!(on, vec![Constraint::AntiKnight(family::AntiKnight)]);
        assert_eq!(with_drawing(&layout, &on, &Drawing::Board(BoardRule::AntiKnight)), Ok(Vec::new()));
    }

    #[test]
    fn a_renban_loop_is_drawn_and_a_thermometer_loop_is_refused() {
        let layout = Layout::classic();
        let square = vec![rc(1, 1), rc(1, 2), rc(2, 2), rc(2, 1), rc(1, 1)];
        let renban = Tool::Renban.drawing(&square).expect("a drawing");
        assert_eq!(
            with_drawing(&layout, &[], &renban),
            Ok(vec![Constraint::Renban(family::Renban { cells: square.clone() })])
        );
        let thermometer = Tool::Thermometer.drawing(&square).expect("a drawing");
        assert!(with_drawing(&layout, &[], &thermometer).is_err());
    }
}
