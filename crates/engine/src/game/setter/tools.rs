//! What each tool of the setter's palette draws ([`Tool`], in `constraint/tool.rs`, is the
//! palette as data): a drawing of the cells chosen, a rule of the board to switch, or a
//! clue beside the grid. The app builds its palette from [`Tool::ALL`] and routes each
//! gesture by [`Tool::placement`].

use super::{BoardRule, CellMark, Drawing, OutsideKind};
pub use crate::constraint::tool::{Placement, Tool};
use crate::constraint::{Constraint, Direction};
use crate::digits::Cell;

impl Tool {
    /// The tool that draws `constraint` (its family's).
    pub fn of(constraint: &Constraint) -> Tool {
        constraint.tool()
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
    use crate::constraint::family;
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
                let (caged, rules) = with_cage(&layout, &[], &cells).expect("a cage");
                assert_eq!((caged.cages().len(), rules.len()), (1, 0));
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
