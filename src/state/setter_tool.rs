//! The tool in the setter's hand: the givens, one of the engine's palette of constraint
//! families ([`sudoku_engine::game::Tool`], with its name, placement and instructions), or
//! the eraser. The palette is the engine's list, grouped by how each tool is placed.

use sudoku_engine::constraint::Direction;
use sudoku_engine::game::{Drawing, OutsideKind, Placement, Tool as Family};

/// What a press on the board does in setup.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    /// Select cells and type the givens.
    #[default]
    Givens,
    /// Draw a constraint of the engine's palette.
    Family(Family),
    /// Take away the dot on the edge pressed, or the constraints through the cell.
    Erase,
}

/// A group of the palette: its heading and the placements of its tools.
#[derive(Debug)]
pub struct ToolGroup {
    pub heading: &'static str,
    pub placements: &'static [Placement],
}

impl Tool {
    /// The palette's groups of the engine's tools, each under its heading, by placement;
    /// the givens come first and the eraser last.
    pub const GROUPS: [ToolGroup; 5] = [
        ToolGroup { heading: "Lines", placements: &[Placement::Path] },
        ToolGroup { heading: "Dots & marks", placements: &[Placement::Edge, Placement::Cell, Placement::Corner] },
        ToolGroup {
            heading: "Areas",
            placements: &[Placement::Cage, Placement::Region, Placement::Copy, Placement::CellDigits],
        },
        ToolGroup { heading: "Outside", placements: &[Placement::Frame, Placement::FrameDiagonal] },
        ToolGroup { heading: "Rules of the board", placements: &[Placement::Board] },
    ];

    /// The engine's tools of a group, in the engine's order.
    pub fn of_group(group: &ToolGroup) -> impl Iterator<Item = Family> + '_ {
        Family::ALL.into_iter().filter(|tool| group.placements.contains(&tool.placement()))
    }

    /// The engine's tool for the family this tool draws (none for the givens and the
    /// eraser): what a gesture makes is the engine's.
    pub fn family(self) -> Option<Family> {
        match self {
            Tool::Family(family) => Some(family),
            Tool::Givens | Tool::Erase => None,
        }
    }

    /// How the tool is placed (none for the givens and the eraser).
    pub fn placement(self) -> Option<Placement> {
        self.family().map(Family::placement)
    }

    /// True when this tool is placed by `placement`.
    pub fn placed_by(self, placement: Placement) -> bool {
        self.placement() == Some(placement)
    }

    /// The clue beside the grid this tool writes, if it writes one; a little killer's runs
    /// `direction`.
    pub fn outside_kind(self, direction: Direction) -> Option<OutsideKind> {
        self.family()?.outside_kind(direction)
    }

    /// What this tool draws on `cells`: a line along them, a mark on an edge or in a cell, a
    /// region, a rule of the board.
    pub fn drawing(self, cells: &[sudoku_engine::Cell]) -> Option<Drawing> {
        self.family()?.drawing(cells)
    }

    pub fn name(self) -> &'static str {
        match self {
            Tool::Givens => "Givens",
            Tool::Family(family) => family.name(),
            Tool::Erase => "Erase constraint",
        }
    }

    /// What the setter does with the tool, shown while it is in hand.
    pub fn instructions(self) -> &'static str {
        match self {
            Tool::Givens => "Select cells and type the givens.",
            Tool::Family(family) => family.instructions(),
            Tool::Erase => {
                "Press a constraint's or a cage's cell, or near a dot's edge; or select the cell, or a dot's two cells, and press Enter."
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tool_of_the_engine_is_in_one_group() {
        for family in Family::ALL {
            let groups = Tool::GROUPS.iter().filter(|g| Tool::of_group(g).any(|t| t == family)).count();
            assert_eq!(groups, 1, "{family:?}");
        }
        assert!(Tool::GROUPS.iter().all(|g| Tool::of_group(g).next().is_some()), "no heading over an empty group");
    }
}
