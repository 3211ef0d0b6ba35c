//! [`Drawing`]: a board's picture as typed SVG elements, bottom to top, in whole-number
//! units. [`Drawing::svg`] writes it as one SVG document (image downloads, `sudoku
//! explain --svg`); the app renders the same elements one by one (printed sheets).

use std::fmt::Write as _;

/// The width of a cell, in the picture's units.
pub const CELL: usize = 60;
/// The ink of the givens.
pub const GIVEN_INK: &str = "#111111";
/// The white of the board under everything.
pub const BOARD_FILL: &str = "#ffffff";
/// The ink of the region lines and of the board's outline.
pub const FRAME_INK: &str = "#000000";
/// The width of the region lines and of the board's outline.
pub const THICK: usize = 4;
/// A killer cage's outline and sum.
pub const CAGE_INK: &str = "#333333";
/// The size of a cage's sum.
pub const SUM_SIZE: usize = 12;
/// The white halo under a cage's sum, so that it stays readable beside corner marks.
pub const SUM_HALO: usize = 3;

/// A board's picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    /// The side of the board, in units.
    pub side: usize,
    /// Room around the board for half of its outline: the board's top left corner is at
    /// (0, 0) and the picture starts at (-margin, -margin).
    pub margin: usize,
    /// The picture's `<title>`, read by screen readers.
    pub title: String,
    pub shapes: Vec<Shape>,
}

/// One element of a picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The white board, `side` units square.
    Board { side: usize },
    /// The background of the cell whose top left corner is at (`x`, `y`), [`CELL`] square.
    Cell { x: usize, y: usize, fill: String },
    /// Lines, as the `d` of one path.
    Lines { d: String, stroke: Stroke },
    /// The board's outline.
    Frame { side: usize },
    /// One symbol: a digit, a mark or a candidate, centred on `x` with its baseline at `y`.
    Symbol { x: usize, y: usize, size: usize, ink: &'static str, style: Style, text: String },
    /// A killer cage's sum, starting at `x` with its baseline at `y`.
    Sum { x: usize, y: usize, sum: u16 },
    /// A variant constraint's line through `points` (thermometers, arrows, lines), with
    /// round ends and corners, or flat ends when dashed. Coordinates of constraint marks
    /// are negative on the frame of clues outside the grid.
    Polyline { points: Vec<(i32, i32)>, ink: &'static str, width: usize, dashes: Option<&'static str> },
    /// A constraint's circle: a bulb, a dot, a quadruple, an odd cell.
    Circle { cx: i32, cy: i32, r: usize, paint: Paint },
    /// A constraint's rectangle: a shaded cell, an even cell's square; the white under the
    /// frame of outside clues.
    Rect { x: i32, y: i32, width: usize, height: usize, paint: Paint },
    /// A constraint's text (X and V, a dot's value, quadruple digits, outside clues),
    /// centred on `x` with its baseline at `y`, over a white halo `halo` units wide when
    /// it has one.
    Label { x: i32, y: i32, size: usize, ink: &'static str, bold: bool, halo: Option<usize>, text: String },
}

/// How a constraint's circle or rectangle is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paint {
    pub fill: &'static str,
    /// The outline's ink and width, when it has one.
    pub outline: Option<(&'static str, usize)>,
}

impl Paint {
    /// The SVG `stroke` and `stroke-width`, when outlined.
    pub fn stroke(self) -> (Option<&'static str>, Option<String>) {
        (self.outline.map(|(ink, _)| ink), self.outline.map(|(_, width)| width.to_string()))
    }
}

/// The SVG `points` of a polyline.
pub fn points(points: &[(i32, i32)]) -> String {
    let pairs: Vec<String> = points.iter().map(|(x, y)| format!("{x},{y}")).collect();
    pairs.join(" ")
}

/// The SVG `stroke-linecap` and `stroke-linejoin` of a constraint's line: round, or flat
/// ends when dashed, so the dashes stay apart.
pub fn line_ends(dashes: Option<&'static str>) -> &'static str {
    if dashes.is_some() {
        "butt"
    } else {
        "round"
    }
}

/// How a path's lines are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stroke {
    pub ink: &'static str,
    pub width: usize,
    /// Square ends, so that lines meeting at a corner close it.
    pub square_ends: bool,
    /// The SVG `stroke-dasharray` of a dashed line.
    pub dashes: Option<&'static str>,
}

/// The weight or decoration of a symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Plain,
    Bold,
    /// Crossed out: a candidate a step removes.
    Struck,
}

impl Style {
    /// The SVG `font-weight`, when not the normal one.
    pub fn weight(self) -> Option<&'static str> {
        (self == Style::Bold).then_some("700")
    }

    /// The SVG `text-decoration`, when there is one.
    pub fn decoration(self) -> Option<&'static str> {
        (self == Style::Struck).then_some("line-through")
    }
}

impl Stroke {
    /// The SVG `stroke-linecap`, when not the default.
    pub fn linecap(self) -> Option<&'static str> {
        self.square_ends.then_some("square")
    }
}

impl Drawing {
    /// The picture's `width` and `height`: the board and its margin on both sides.
    pub fn outer(&self) -> usize {
        self.side + 2 * self.margin
    }

    /// The SVG `viewBox`.
    pub fn view_box(&self) -> String {
        let (margin, outer) = (self.margin, self.outer());
        format!("-{margin} -{margin} {outer} {outer}")
    }

    /// The picture as an SVG document (`width` and `height` in CSS pixels, one per unit).
    pub fn svg(&self) -> String {
        let outer = self.outer();
        let mut s = String::with_capacity(80 * self.shapes.len() + 300);
        let _ = writeln!(
            s,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{outer}\" height=\"{outer}\" \
             viewBox=\"{}\" role=\"img\" font-family=\"sans-serif\" \
             text-anchor=\"middle\"><title>{}</title>",
            self.view_box(),
            escape(&self.title)
        );
        for shape in &self.shapes {
            write_shape(&mut s, shape);
        }
        s.push_str("</svg>\n");
        s
    }
}

fn write_shape(s: &mut String, shape: &Shape) {
    let _ = match shape {
        Shape::Board { side } => writeln!(s, "<rect width=\"{side}\" height=\"{side}\" fill=\"{BOARD_FILL}\"/>"),
        Shape::Cell { x, y, fill } => {
            let cell = CELL;
            writeln!(s, "<rect x=\"{x}\" y=\"{y}\" width=\"{cell}\" height=\"{cell}\" fill=\"{fill}\"/>")
        }
        Shape::Lines { d, stroke } => {
            let _ = write!(s, "<path d=\"{d}\" stroke=\"{}\" stroke-width=\"{}\"", stroke.ink, stroke.width);
            if let Some(cap) = stroke.linecap() {
                let _ = write!(s, " stroke-linecap=\"{cap}\"");
            }
            if let Some(dashes) = stroke.dashes {
                let _ = write!(s, " stroke-dasharray=\"{dashes}\"");
            }
            writeln!(s, " fill=\"none\"/>")
        }
        Shape::Frame { side } => writeln!(
            s,
            "<rect width=\"{side}\" height=\"{side}\" fill=\"none\" stroke=\"{FRAME_INK}\" stroke-width=\"{THICK}\"/>"
        ),
        Shape::Symbol { x, y, size, ink, style, text } => {
            let _ = write!(s, "<text x=\"{x}\" y=\"{y}\" font-size=\"{size}\" fill=\"{ink}\"");
            if let Some(weight) = style.weight() {
                let _ = write!(s, " font-weight=\"{weight}\"");
            }
            if let Some(decoration) = style.decoration() {
                let _ = write!(s, " text-decoration=\"{decoration}\"");
            }
            writeln!(s, ">{}</text>", escape(text))
        }
        Shape::Sum { x, y, sum } => writeln!(
            s,
            "<text x=\"{x}\" y=\"{y}\" font-size=\"{SUM_SIZE}\" text-anchor=\"start\" fill=\"{CAGE_INK}\" \
             stroke=\"{BOARD_FILL}\" stroke-width=\"{SUM_HALO}\" paint-order=\"stroke\">{sum}</text>"
        ),
        Shape::Polyline { points: at, ink, width, dashes } => {
            let ends = line_ends(*dashes);
            let _ = write!(
                s,
                "<polyline points=\"{}\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"{width}\" \
                 stroke-linecap=\"{ends}\" stroke-linejoin=\"round\"",
                points(at)
            );
            if let Some(dashes) = dashes {
                let _ = write!(s, " stroke-dasharray=\"{dashes}\"");
            }
            writeln!(s, "/>")
        }
        Shape::Circle { cx, cy, r, paint } => {
            let _ = write!(s, "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\" fill=\"{}\"", paint.fill);
            write_outline(s, *paint);
            writeln!(s, "/>")
        }
        Shape::Rect { x, y, width, height, paint } => {
            let _ =
                write!(s, "<rect x=\"{x}\" y=\"{y}\" width=\"{width}\" height=\"{height}\" fill=\"{}\"", paint.fill);
            write_outline(s, *paint);
            writeln!(s, "/>")
        }
        Shape::Label { x, y, size, ink, bold, halo, text } => {
            let _ = write!(s, "<text x=\"{x}\" y=\"{y}\" font-size=\"{size}\" fill=\"{ink}\"");
            if *bold {
                let _ = write!(s, " font-weight=\"700\"");
            }
            if let Some(halo) = halo {
                let _ = write!(s, " stroke=\"{BOARD_FILL}\" stroke-width=\"{halo}\" paint-order=\"stroke\"");
            }
            writeln!(s, ">{}</text>", escape(text))
        }
    };
}

fn write_outline(s: &mut String, paint: Paint) {
    if let Some((ink, width)) = paint.outline {
        let _ = write!(s, " stroke=\"{ink}\" stroke-width=\"{width}\"");
    }
}

/// `text` with the five XML special characters escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(ch),
        }
    }
    out
}
