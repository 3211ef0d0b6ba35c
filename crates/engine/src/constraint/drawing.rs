//! Where each variant constraint is drawn over the board, as SudokuPad players know them
//! (each family says its own shapes, [`super::family::Rule::shapes`]; the board and the
//! pictures draw them, `crate::render::constraints`): pure geometry in SVG units (one cell
//! is [`UNIT`] wide, the board's top-left corner at 0 0, the frame at -[`UNIT`]). Each
//! shape's `class` names its colour in the style sheet.

use super::outside::{Direction, Outside};
use crate::digits::{Cell, Digit, DEFAULT_SYMBOLS};
use crate::geometry::Layout;

/// The SVG units of one cell.
pub const UNIT: i32 = 100;
pub(crate) const HALF: i32 = UNIT / 2;

/// A point in SVG units.
pub type Point = (i32, i32);

/// One mark of the drawing; `class` names its colour and width in the style sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Whole cells shaded (extra regions, parity, indexers, clones).
    Cells {
        class: &'static str,
        cells: Vec<Point>,
    },
    /// An open line through the points.
    Line {
        class: &'static str,
        points: Vec<Point>,
    },
    Circle {
        class: &'static str,
        centre: Point,
        radius: i32,
    },
    Square {
        class: &'static str,
        centre: Point,
        half: i32,
    },
    /// Text centred on a point.
    Text {
        class: &'static str,
        at: Point,
        text: String,
    },
}

impl Shape {
    /// The drawing layer, bottom first: shading (0), lines (1), then the marks on edges
    /// and corners (2).
    pub fn layer(&self) -> u8 {
        match self {
            Shape::Cells { .. } => 0,
            Shape::Line { .. } | Shape::Square { .. } => 1,
            Shape::Circle { class, .. } if class.starts_with("thermo") || class.starts_with("arrow") => 1,
            Shape::Circle { .. } | Shape::Text { .. } => 2,
        }
    }
}

/// The class of the setter's pencil marks.
pub(crate) const GIVEN_MARKS: &str = "given-marks";

/// The setter's pencil marks: their symbols in a row at the cell's centre, small, as
/// SudokuPad shows given candidates.
pub(crate) fn given_marks(layout: &Layout, cell: Cell, digits: &[u8]) -> Vec<Shape> {
    let symbols: Vec<char> = DEFAULT_SYMBOLS.chars().collect();
    let text: String = digits.iter().filter_map(|&d| Digit::new(d)).filter_map(|d| symbols.get(d.index())).collect();
    vec![Shape::Text { class: GIVEN_MARKS, at: centre(layout, cell), text }]
}

/// The centre of a cell.
pub(crate) fn centre(layout: &Layout, cell: Cell) -> Point {
    (layout.column(cell) as i32 * UNIT + HALF, layout.row(cell) as i32 * UNIT + HALF)
}

/// The top-left corner of a cell.
pub(crate) fn corner(layout: &Layout, cell: Cell) -> Point {
    (layout.column(cell) as i32 * UNIT, layout.row(cell) as i32 * UNIT)
}

pub(crate) fn midpoint(a: Point, b: Point) -> Point {
    ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
}

/// The point `distance` from `from` towards `to`.
pub(crate) fn towards(from: Point, to: Point, distance: i32) -> Point {
    let (dx, dy) = (f64::from(to.0 - from.0), f64::from(to.1 - from.1));
    let length = dx.hypot(dy);
    if length == 0.0 {
        return from;
    }
    let scale = f64::from(distance) / length;
    (from.0 + (dx * scale).round() as i32, from.1 + (dy * scale).round() as i32)
}

pub(crate) fn line(layout: &Layout, class: &'static str, cells: &[Cell]) -> Shape {
    Shape::Line { class, points: cells.iter().map(|&c| centre(layout, c)).collect() }
}

pub(crate) fn shaded(layout: &Layout, class: &'static str, cells: &[Cell]) -> Shape {
    Shape::Cells { class, cells: cells.iter().map(|&c| corner(layout, c)).collect() }
}

/// A dot or letter on the edge between two cells, with its value when it is not the
/// usual one.
pub(crate) fn on_edge(layout: &Layout, cells: [Cell; 2], mark: Shape, text: Option<String>) -> Vec<Shape> {
    let at = midpoint(centre(layout, cells[0]), centre(layout, cells[1]));
    // The value is written in the colour the dot is not.
    let mut label_class = "edge-value";
    let mark = match mark {
        Shape::Circle { class, radius, .. } => {
            if class == "dot-white" {
                label_class = "edge-value on-white";
            }
            Shape::Circle { class, centre: at, radius }
        }
        other => other,
    };
    let label = text.map(|text| Shape::Text { class: label_class, at, text });
    std::iter::once(mark).chain(label).collect()
}

/// The centre of a clue's place on the frame (row or column 0 above or left of the grid,
/// `size + 1` below or right of it).
pub(crate) fn outside_centre(clue: Outside) -> Point {
    (clue.column as i32 * UNIT - HALF, clue.row as i32 * UNIT - HALF)
}

/// A number outside the grid.
pub(crate) fn outside_number(class: &'static str, clue: Outside, value: impl ToString) -> Vec<Shape> {
    vec![Shape::Text { class, at: outside_centre(clue), text: value.to_string() }]
}

/// A little killer: its sum, and a short arrow from the corner where its diagonal starts.
pub(crate) fn little_killer(clue: Outside, direction: Direction, sum: u16) -> Vec<Shape> {
    let (dy, dx) = direction.step();
    let (dx, dy) = (dx as i32, dy as i32);
    let (x, y) = outside_centre(clue);
    let tip = (x + dx * 44, y + dy * 44);
    let tail = (x + dx * 22, y + dy * 22);
    let head = [(tip.0 - dx * 12, tip.1), tip, (tip.0, tip.1 - dy * 12)];
    vec![
        Shape::Text { class: "little-killer", at: (x - dx * 8, y - dy * 8), text: sum.to_string() },
        Shape::Line { class: "little-killer-arrow", points: vec![tail, tip] },
        Shape::Line { class: "little-killer-arrow", points: head.to_vec() },
    ]
}

/// An arrow: a circle on each bulb cell joined into a pill, and each shaft from the bulb's
/// edge through its cells, with a head at its last cell.
pub(crate) fn arrow(layout: &Layout, bulb: &[Cell], shafts: &[Vec<Cell>]) -> Vec<Shape> {
    const RADIUS: i32 = 38;
    let mut shapes: Vec<Shape> = bulb
        .iter()
        .map(|&c| Shape::Circle { class: "arrow-bulb", centre: centre(layout, c), radius: RADIUS })
        .collect();
    if bulb.len() > 1 {
        shapes.push(line(layout, "arrow-pill", bulb));
    }
    for shaft in shafts.iter().filter(|s| !s.is_empty()) {
        let first = centre(layout, shaft[0]);
        let nearest =
            bulb.iter().map(|&c| centre(layout, c)).min_by_key(|p| (p.0 - first.0).pow(2) + (p.1 - first.1).pow(2));
        let Some(from) = nearest else { continue };
        let mut points = vec![towards(from, first, RADIUS)];
        points.extend(shaft.iter().map(|&c| centre(layout, c)));
        let tip = points[points.len() - 1];
        let back = points[points.len() - 2];
        shapes.push(Shape::Line { class: "arrow-shaft", points });
        // The head: two strokes back from the tip, at 45 degrees either side of the shaft.
        let (dx, dy) = (f64::from(tip.0 - back.0), f64::from(tip.1 - back.1));
        let length = dx.hypot(dy).max(1.0);
        let (ux, uy) = (dx / length, dy / length);
        let side = |sign: f64| {
            let h = std::f64::consts::FRAC_1_SQRT_2;
            let (x, y) = (-ux * h - sign * uy * h, -uy * h + sign * ux * h);
            (tip.0 + (x * 25.0).round() as i32, tip.1 + (y * 25.0).round() as i32)
        };
        shapes.push(Shape::Line { class: "arrow-shaft", points: vec![side(1.0), tip, side(-1.0)] });
    }
    shapes
}
