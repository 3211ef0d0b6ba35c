//! The setter's palette as data: every tool, how it is placed on the board and what it
//! tells the setter. Each family names the tool that draws it
//! ([`super::family::Rule::tool`]); what a tool draws is the setter's
//! (`crate::game::setter::tools`).

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
}
