//! Where each variant constraint is drawn over the board, as SudokuPad players know them:
//! grey thermometers with round bulbs, arrows with circled bulbs, dots and X/V on cell
//! edges, coloured lines through cell centres, shaded cells, quadruple circles on corners,
//! and the clues outside the grid on a frame one cell wide around it (sandwich sums, X-sums
//! and skyscrapers as numbers; little killers as a number and a small diagonal arrow), and
//! the setter's pencil marks as small digits in a row at the cell's centre, in the givens' ink.
//! Pure geometry in SVG units (one cell is [`UNIT`] wide, the board's top-left corner at
//! 0 0, the frame at -[`UNIT`]): the one description of where each rule is drawn. The app's
//! board renders it over its cells (each shape's `class` names its colour in the style
//! sheet); [`super::BoardImage`] paints it with fixed inks (`marks.rs`) into its pictures.

use crate::constraint::family;
use crate::constraint::{Constraint, Direction, Indexer, Outside};
use crate::digits::{Cell, Digit};
use crate::format::Alphabet;
use crate::geometry::Layout;

#[cfg(test)]
mod tests;

/// The SVG units of one cell.
pub const UNIT: i32 = 100;
const HALF: i32 = UNIT / 2;

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

/// The shapes of every constraint, bottom layer first.
pub fn draw(layout: &Layout, constraints: &[Constraint]) -> Vec<Shape> {
    let mut shapes: Vec<Shape> = constraints.iter().flat_map(|c| shapes_of(layout, c)).collect();
    shapes.sort_by_key(Shape::layer);
    shapes
}

/// The class of the setter's pencil marks.
const GIVEN_MARKS: &str = "given-marks";

/// The cell whose given pencil marks `shape` writes, if it writes some: the board and the
/// pictures leave them out where the cell shows a digit or the player's centre marks.
pub fn given_marks_cell(layout: &Layout, shape: &Shape) -> Option<Cell> {
    match shape {
        Shape::Text { class: GIVEN_MARKS, at: (x, y), .. } if *x >= 0 && *y >= 0 => {
            let (row, column) = ((*y / UNIT) as usize, (*x / UNIT) as usize);
            (row < layout.size() && column < layout.size()).then(|| layout.cell(row, column))
        }
        _ => None,
    }
}

/// The setter's pencil marks: their symbols in a row at the cell's centre, small, as
/// SudokuPad shows given candidates.
fn given_marks(layout: &Layout, cell: Cell, digits: &[u8]) -> Vec<Shape> {
    let alphabet = Alphabet::default_for(layout.size());
    let text: String = digits.iter().filter_map(|&d| Digit::new(d)).map(|d| alphabet.symbol(d)).collect();
    vec![Shape::Text { class: GIVEN_MARKS, at: centre(layout, cell), text }]
}

/// Whether some constraint is a clue outside the grid, so the board leaves a frame for it.
pub fn has_outside_clues(constraints: &[Constraint]) -> bool {
    constraints.iter().any(|constraint| {
        matches!(
            constraint,
            Constraint::Sandwich(_) | Constraint::LittleKiller(_) | Constraint::XSum(_) | Constraint::Skyscraper(_)
        )
    })
}

/// The line a setter is drawing, through the centres of its cells.
pub fn drawn_path(layout: &Layout, cells: &[Cell]) -> Shape {
    line(layout, "setter-path", cells)
}

/// The centre of a cell.
fn centre(layout: &Layout, cell: Cell) -> Point {
    (layout.column(cell) as i32 * UNIT + HALF, layout.row(cell) as i32 * UNIT + HALF)
}

/// The top-left corner of a cell.
fn corner(layout: &Layout, cell: Cell) -> Point {
    (layout.column(cell) as i32 * UNIT, layout.row(cell) as i32 * UNIT)
}

fn midpoint(a: Point, b: Point) -> Point {
    ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
}

/// The point `distance` from `from` towards `to`.
fn towards(from: Point, to: Point, distance: i32) -> Point {
    let (dx, dy) = (f64::from(to.0 - from.0), f64::from(to.1 - from.1));
    let length = dx.hypot(dy);
    if length == 0.0 {
        return from;
    }
    let scale = f64::from(distance) / length;
    (from.0 + (dx * scale).round() as i32, from.1 + (dy * scale).round() as i32)
}

fn line(layout: &Layout, class: &'static str, cells: &[Cell]) -> Shape {
    Shape::Line { class, points: cells.iter().map(|&c| centre(layout, c)).collect() }
}

fn shaded(layout: &Layout, class: &'static str, cells: &[Cell]) -> Shape {
    Shape::Cells { class, cells: cells.iter().map(|&c| corner(layout, c)).collect() }
}

/// A dot or letter on the edge between two cells, with its value when it is not the
/// usual one.
fn on_edge(layout: &Layout, cells: [Cell; 2], mark: Shape, text: Option<String>) -> Vec<Shape> {
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
fn outside_centre(clue: Outside) -> Point {
    (clue.column as i32 * UNIT - HALF, clue.row as i32 * UNIT - HALF)
}

/// A number outside the grid.
fn outside_number(class: &'static str, clue: Outside, value: impl ToString) -> Vec<Shape> {
    vec![Shape::Text { class, at: outside_centre(clue), text: value.to_string() }]
}

/// A little killer: its sum, and a short arrow from the corner where its diagonal starts.
fn little_killer(clue: Outside, direction: Direction, sum: u16) -> Vec<Shape> {
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
fn arrow(layout: &Layout, bulb: &[Cell], shafts: &[Vec<Cell>]) -> Vec<Shape> {
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

/// The shapes of one constraint.
fn shapes_of(layout: &Layout, constraint: &Constraint) -> Vec<Shape> {
    let size = layout.size() as i32 * UNIT;
    let shapes = match constraint {
        Constraint::Thermometer(family::Thermometer { cells })
        | Constraint::SlowThermometer(family::SlowThermometer { cells }) => {
            let Some(bulb) = cells.first().map(|&c| centre(layout, c)) else { return Vec::new() };
            let class = if matches!(constraint, Constraint::Thermometer(_)) { "thermo" } else { "thermo-slow" };
            vec![Shape::Circle { class: "thermo-bulb", centre: bulb, radius: 38 }, line(layout, class, cells)]
        }
        Constraint::Arrow(family::Arrow { bulb, shafts }) => arrow(layout, bulb, shafts),
        Constraint::Difference(family::Difference { cells, value }) => {
            let label = (*value != 1).then(|| value.to_string());
            on_edge(layout, *cells, Shape::Circle { class: "dot-white", centre: (0, 0), radius: 13 }, label)
        }
        Constraint::Ratio(family::Ratio { cells, value }) => {
            let label = (*value != 2).then(|| value.to_string());
            on_edge(layout, *cells, Shape::Circle { class: "dot-black", centre: (0, 0), radius: 13 }, label)
        }
        Constraint::Xv(family::Xv { cells, sum }) => {
            let letter = if *sum == 10 { "X" } else { "V" };
            let at = midpoint(centre(layout, cells[0]), centre(layout, cells[1]));
            vec![Shape::Text { class: "xv", at, text: letter.into() }]
        }
        Constraint::Whispers(family::Whispers { cells, .. }) => vec![line(layout, "whispers", cells)],
        Constraint::Renban(family::Renban { cells }) => vec![line(layout, "renban", cells)],
        Constraint::Palindrome(family::Palindrome { cells }) => vec![line(layout, "palindrome", cells)],
        Constraint::RegionSum(family::RegionSum { cells }) => vec![line(layout, "region-sum", cells)],
        Constraint::Entropic(family::Entropic { cells }) => vec![line(layout, "entropic", cells)],
        Constraint::Modular(family::Modular { cells }) => vec![line(layout, "modular", cells)],
        Constraint::Between(family::Between { cells }) => {
            let ends = [cells.first(), cells.last()].into_iter().flatten();
            let circles = ends.map(|&c| Shape::Circle { class: "between-end", centre: centre(layout, c), radius: 38 });
            std::iter::once(line(layout, "between", cells)).chain(circles).collect()
        }
        Constraint::ExtraRegion(family::ExtraRegion { cells }) => vec![shaded(layout, "extra-region", cells)],
        Constraint::Diagonal(family::Diagonal { rising }) => {
            let points = if *rising { vec![(0, size), (size, 0)] } else { vec![(0, 0), (size, size)] };
            vec![Shape::Line { class: "diagonal", points }]
        }
        Constraint::Negative(_)
        | Constraint::AntiKnight(family::AntiKnight)
        | Constraint::AntiKing(family::AntiKing)
        | Constraint::NonConsecutive(family::NonConsecutive) => Vec::new(),
        Constraint::Quadruple(family::Quadruple { cells, digits }) => {
            let Some(at) = cells.iter().map(|&c| corner(layout, c)).max() else { return Vec::new() };
            let text = digits.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
            vec![
                Shape::Circle { class: "quadruple", centre: at, radius: 24 },
                Shape::Text { class: "quadruple-digits", at, text },
            ]
        }
        Constraint::Even(family::Even { cell }) => {
            vec![Shape::Square { class: "parity", centre: centre(layout, *cell), half: 30 }]
        }
        Constraint::Odd(family::Odd { cell }) => {
            vec![Shape::Circle { class: "parity", centre: centre(layout, *cell), radius: 33 }]
        }
        Constraint::Minimum(family::Minimum { cell }) => vec![shaded(layout, "minimum", &[*cell])],
        Constraint::Maximum(family::Maximum { cell }) => vec![shaded(layout, "maximum", &[*cell])],
        Constraint::Indexer(family::Indexer { cell, index }) => {
            let class = match index {
                Indexer::Row => "indexer-row",
                Indexer::Column => "indexer-column",
                Indexer::Box => "indexer-box",
            };
            vec![shaded(layout, class, &[*cell])]
        }
        Constraint::Clone(family::Clone { cells, copy }) => {
            vec![shaded(layout, "clone", cells), shaded(layout, "clone", copy)]
        }
        Constraint::Sandwich(family::Sandwich { clue, sum }) => outside_number("sandwich", *clue, sum),
        Constraint::XSum(family::XSum { clue, sum }) => outside_number("x-sum", *clue, sum),
        Constraint::Skyscraper(family::Skyscraper { clue, count }) => outside_number("skyscraper", *clue, count),
        Constraint::LittleKiller(family::LittleKiller { clue, direction, sum }) => {
            little_killer(*clue, *direction, *sum)
        }
        Constraint::PencilMarks(family::PencilMarks { cell, digits }) => given_marks(layout, *cell, digits),
    };
    shapes
}
