//! [`BoardImage::drawing`]: the picture as typed SVG elements ([`Drawing`]), light, in
//! whole-number units.
//!
//! Layers, bottom to top: the white frame of outside clues (when there are some), the
//! white board, cell fills (colour groups, the player's colours, a deduction's cells),
//! cells shaded by constraints, the X diagonals, thin cell lines, thick region lines,
//! killer cage outlines, the other constraint marks (lines, bulbs, dots, outside clues),
//! then the text: one symbol per digit, mark and candidate, and the cage sums.

use super::drawing::{Drawing, Shape, Stroke, Style, CELL, FRAME_INK, GIVEN_INK, THICK};
use super::marks::paint_layers;
use super::{BoardImage, CellInk, Focus};
use crate::digits::{Digit, DigitSet};
use crate::geometry::HouseKind;

/// Room around the board for half of its thick outline.
const MARGIN: usize = 3;

const WRITTEN_INK: &str = "#1447b8";
const MARK_INK: &str = "#3a3a44";
const REMOVED_INK: &str = "#c0152f";
const PLACED_INK: &str = "#1a7f37";
const THIN_LINE: &str = "#b4b4bc";
const DIAGONAL_LINE: &str = "#9a9ab4";
const PATTERN_FILL: &str = "#d6f5d6";
const TARGET_FILL: &str = "#ffd9a8";
/// The palette's eight colours, as the app shows them in its light theme.
const PALETTE: [&str; 8] = ["#ff9a9a", "#ffc27a", "#fff07a", "#a8e6a0", "#96e6e6", "#9ec3ff", "#d3a8ff", "#c8c8c8"];

/// Where the first eight corner marks sit in a cell (centre of the mark), as the app
/// places them: the four corners, then the middles of the top, bottom, left and right.
const CORNER_SPOTS: [(usize, usize); 8] =
    [(10, 13), (50, 13), (10, 49), (50, 49), (30, 13), (30, 49), (10, 31), (50, 31)];

impl BoardImage {
    /// The picture as an SVG document (`width` and `height` in CSS pixels, one per unit).
    pub fn svg(&self) -> String {
        self.drawing().svg()
    }

    /// The picture as typed SVG elements, bottom to top.
    pub fn drawing(&self) -> Drawing {
        let n = self.layout.size();
        let side = n * CELL;
        let mut shapes = Vec::with_capacity(2 * n * n);
        let marks = self.marks();
        self.frame_fill(&mut shapes);
        shapes.push(Shape::Board { side });
        self.fills(&mut shapes);
        paint_layers(&marks, 0..=0, &mut shapes);
        let lines =
            |d: String, ink, width| Shape::Lines { d, stroke: Stroke { ink, width, square_ends: false, dashes: None } };
        if self.layout.variant().diagonals {
            shapes.push(lines(format!("M0 0L{side} {side}M{side} 0L0 {side}"), DIAGONAL_LINE, 2));
        }
        let thin: String = (1..n).map(|k| k * CELL).map(|at| format!("M{at} 0V{side}M0 {at}H{side}")).collect();
        if !thin.is_empty() {
            shapes.push(lines(thin, THIN_LINE, 1));
        }
        let stroke = Stroke { ink: FRAME_INK, width: THICK, square_ends: true, dashes: None };
        shapes.push(Shape::Lines { d: self.region_lines(), stroke });
        shapes.push(Shape::Frame { side });
        self.cage_outlines(&mut shapes);
        paint_layers(&marks, 1..=u8::MAX, &mut shapes);
        for (i, ink) in self.cells.iter().enumerate() {
            self.cell_text(&mut shapes, (i % n) * CELL, (i / n) * CELL, ink);
        }
        self.cage_sums(&mut shapes);
        // Clues outside the grid get a frame one cell wide on every side.
        let margin = if self.framed() { CELL + MARGIN } else { MARGIN };
        Drawing { side, margin, title: self.title.clone(), shapes }
    }

    /// The background of each cell that has one: a deduction's focus over the player's
    /// colour over its colour group's tint.
    fn fills(&self, shapes: &mut Vec<Shape>) {
        let n = self.layout.size();
        let mut group = vec![None; self.cells.len()];
        if self.layout.variant().colour {
            for house in self.layout.houses().iter().filter(|h| h.kind == HouseKind::Colour) {
                for cell in &house.cells {
                    if let Some(g) = group.get_mut(cell.index()) {
                        *g = Some(house.index);
                    }
                }
            }
        }
        for (i, ink) in self.cells.iter().enumerate() {
            let fill = match (ink.focus, ink.colour, group[i]) {
                (Some(Focus::Target), ..) => TARGET_FILL.to_string(),
                (Some(Focus::Pattern), ..) => PATTERN_FILL.to_string(),
                (None, Some(colour), _) => PALETTE[usize::from(colour.get() - 1) % PALETTE.len()].to_string(),
                (None, None, Some(g)) => group_tint(g),
                (None, None, None) => continue,
            };
            let (x, y) = ((i % n) * CELL, (i / n) * CELL);
            shapes.push(Shape::Cell { x, y, fill });
        }
    }

    /// The thick lines between cells of different regions, as one path of maximal runs.
    fn region_lines(&self) -> String {
        let layout = &self.layout;
        let n = layout.size();
        let mut d = String::new();
        let run = |d: &mut String, split: &dyn Fn(usize) -> bool, line: &dyn Fn(usize, usize) -> String| {
            let mut start = None;
            for k in 0..=n {
                match (start, k < n && split(k)) {
                    (None, true) => start = Some(k),
                    (Some(from), false) => {
                        d.push_str(&line(from, k));
                        start = None;
                    }
                    _ => {}
                }
            }
        };
        for boundary in 1..n {
            // Between row boundary-1 and row boundary, along the columns.
            let split =
                |c: usize| layout.region(layout.cell(boundary - 1, c)) != layout.region(layout.cell(boundary, c));
            let y = boundary * CELL;
            run(&mut d, &split, &|from, to| format!("M{} {y}H{}", from * CELL, to * CELL));
            let split =
                |r: usize| layout.region(layout.cell(r, boundary - 1)) != layout.region(layout.cell(r, boundary));
            let x = boundary * CELL;
            run(&mut d, &split, &|from, to| format!("M{x} {}V{}", from * CELL, to * CELL));
        }
        d
    }

    /// The text of one cell whose top left corner is at (`x`, `y`).
    fn cell_text(&self, s: &mut Vec<Shape>, x: usize, y: usize, ink: &CellInk) {
        if let Some(digit) = ink.value {
            let (fill, weight) = if ink.given { (GIVEN_INK, Style::Bold) } else { (WRITTEN_INK, Style::Plain) };
            self.text(s, x + CELL / 2, y + CELL / 2, 36, fill, weight, digit);
            return;
        }
        for (digit, &(dx, dy)) in ink.corner.iter().zip(&CORNER_SPOTS) {
            self.text(s, x + dx, y + dy, 13, MARK_INK, Style::Plain, digit);
        }
        self.centre_marks(s, x, y, ink.centre);
        let n = self.layout.size();
        let columns = (1..=n).find(|k| k * k >= n).unwrap_or(n);
        let rows = n.div_ceil(columns);
        let (wide, high) = (CELL / columns, CELL / rows);
        for digit in ink.candidates.iter() {
            let k = digit.index();
            let (cx, cy) = (x + (k % columns) * wide + wide / 2, y + (k / columns) * high + high / 2);
            let (fill, weight) = if ink.removed.contains(digit) {
                (REMOVED_INK, Style::Struck)
            } else if ink.placed == Some(digit) {
                (PLACED_INK, Style::Bold)
            } else {
                (MARK_INK, Style::Plain)
            };
            self.text(s, cx, cy, wide.min(high) * 3 / 4, fill, weight, digit);
        }
    }

    /// Centre marks in one to three centred lines, smaller the more there are.
    fn centre_marks(&self, s: &mut Vec<Shape>, x: usize, y: usize, marks: DigitSet) {
        let count = marks.len();
        if count == 0 {
            return;
        }
        let lines = match count {
            0..=5 => 1,
            6..=12 => 2,
            _ => 3,
        };
        let per_line = count.div_ceil(lines);
        let size = match per_line {
            0..=3 => 16,
            4..=5 => 13,
            _ => 10,
        };
        let step = size * 3 / 5 + 1;
        for (i, digit) in marks.iter().enumerate() {
            let (line, at) = (i / per_line, i % per_line);
            let in_line = per_line.min(count - line * per_line);
            // Twice the offset from the cell's centre, to stay in whole units.
            let twice_dx = (2 * at + 1) * step;
            let cx = (2 * x + CELL + twice_dx).saturating_sub(in_line * step) / 2;
            let cy = y + CELL / 2 + line * (size + 2) - (lines - 1) * (size + 2) / 2;
            self.text(s, cx, cy, size, MARK_INK, Style::Plain, digit);
        }
    }

    /// One symbol centred on (`cx`, `cy`).
    #[allow(clippy::too_many_arguments)]
    fn text(
        &self,
        s: &mut Vec<Shape>,
        cx: usize,
        cy: usize,
        size: usize,
        ink: &'static str,
        style: Style,
        digit: Digit,
    ) {
        let text = self.symbol(digit).to_string();
        s.push(Shape::Symbol { x: cx, y: cy + size * 7 / 20, size, ink, style, text });
    }
}

/// The pale tint of colour group `g`: the app's hue for it (137.5 degrees apart, rounded)
/// at saturation 70% and lightness 60%, laid at 14% over white. Whole-number arithmetic,
/// in thousandths.
fn group_tint(g: usize) -> String {
    let hue = (g * 275).div_ceil(2) % 360;
    let (chroma, lightest) = (560, 320);
    let second = chroma * (60 - (hue % 120).abs_diff(60)) / 60;
    let (r, gr, b) = match hue / 60 {
        0 => (chroma, second, 0),
        1 => (second, chroma, 0),
        2 => (0, chroma, second),
        3 => (0, second, chroma),
        4 => (second, 0, chroma),
        _ => (chroma, 0, second),
    };
    let over_white = |c: usize| (255 * 86 + (c + lightest) * 255 * 14 / 1000 + 50) / 100;
    format!("#{:02x}{:02x}{:02x}", over_white(r), over_white(gr), over_white(b))
}
