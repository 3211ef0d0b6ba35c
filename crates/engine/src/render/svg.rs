//! [`BoardImage::svg`]: the picture as one SVG document, light, in whole-number units.
//!
//! Layers, bottom to top: the white board, cell fills (colour groups, the player's
//! colours, a deduction's cells), the X diagonals, thin cell lines, thick region lines,
//! killer cage outlines, then the text: one `<text>` element per digit, mark and
//! candidate, and the cage sums.

use std::fmt::Write as _;

use super::{BoardImage, CellInk, Focus};
use crate::digits::{Digit, DigitSet};
use crate::geometry::HouseKind;

/// The width of a cell, in the picture's units.
pub const CELL: usize = 60;
/// Room around the board for half of its thick outline.
const MARGIN: usize = 3;
const THICK: usize = 4;

const GIVEN_INK: &str = "#111111";
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
        let n = self.layout.size();
        let side = n * CELL;
        let outer = side + 2 * MARGIN;
        let mut s = String::with_capacity(200 * n * n);
        let _ = writeln!(
            s,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{outer}\" height=\"{outer}\" \
             viewBox=\"-{MARGIN} -{MARGIN} {outer} {outer}\" role=\"img\" font-family=\"sans-serif\" \
             text-anchor=\"middle\"><title>{}</title>",
            escape(&self.title)
        );
        let _ = writeln!(s, "<rect width=\"{side}\" height=\"{side}\" fill=\"#ffffff\"/>");
        self.fills(&mut s);
        if self.layout.variant().diagonals {
            let _ = writeln!(
                s,
                "<path d=\"M0 0L{side} {side}M{side} 0L0 {side}\" stroke=\"{DIAGONAL_LINE}\" stroke-width=\"2\" fill=\"none\"/>"
            );
        }
        let mut thin = String::new();
        for k in 1..n {
            let at = k * CELL;
            let _ = write!(thin, "M{at} 0V{side}M0 {at}H{side}");
        }
        if !thin.is_empty() {
            let _ = writeln!(s, "<path d=\"{thin}\" stroke=\"{THIN_LINE}\" stroke-width=\"1\" fill=\"none\"/>");
        }
        let _ = writeln!(
            s,
            "<path d=\"{}\" stroke=\"#000000\" stroke-width=\"{THICK}\" stroke-linecap=\"square\" fill=\"none\"/>",
            self.region_lines()
        );
        let _ = writeln!(
            s,
            "<rect width=\"{side}\" height=\"{side}\" fill=\"none\" stroke=\"#000000\" stroke-width=\"{THICK}\"/>"
        );
        self.cage_outlines(&mut s);
        for (i, ink) in self.cells.iter().enumerate() {
            self.cell_text(&mut s, (i % n) * CELL, (i / n) * CELL, ink);
        }
        self.cage_sums(&mut s);
        s.push_str("</svg>\n");
        s
    }

    /// The background of each cell that has one: a deduction's focus over the player's
    /// colour over its colour group's tint.
    fn fills(&self, s: &mut String) {
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
            let _ = writeln!(s, "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\"/>");
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
    fn cell_text(&self, s: &mut String, x: usize, y: usize, ink: &CellInk) {
        if let Some(digit) = ink.value {
            let (fill, weight) = if ink.given { (GIVEN_INK, " font-weight=\"700\"") } else { (WRITTEN_INK, "") };
            self.text(s, x + CELL / 2, y + CELL / 2, 36, fill, weight, digit);
            return;
        }
        for (digit, &(dx, dy)) in ink.corner.iter().zip(&CORNER_SPOTS) {
            self.text(s, x + dx, y + dy, 13, MARK_INK, "", digit);
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
                (REMOVED_INK, " text-decoration=\"line-through\"")
            } else if ink.placed == Some(digit) {
                (PLACED_INK, " font-weight=\"700\"")
            } else {
                (MARK_INK, "")
            };
            self.text(s, cx, cy, wide.min(high) * 3 / 4, fill, weight, digit);
        }
    }

    /// Centre marks in one to three centred lines, smaller the more there are.
    fn centre_marks(&self, s: &mut String, x: usize, y: usize, marks: DigitSet) {
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
            self.text(s, cx, cy, size, MARK_INK, "", digit);
        }
    }

    /// One symbol centred on (`cx`, `cy`).
    #[allow(clippy::too_many_arguments)]
    fn text(&self, s: &mut String, cx: usize, cy: usize, size: usize, fill: &str, extra: &str, digit: Digit) {
        let _ = writeln!(
            s,
            "<text x=\"{cx}\" y=\"{}\" font-size=\"{size}\" fill=\"{fill}\"{extra}>{}</text>",
            cy + size * 7 / 20,
            escape(&self.symbol(digit).to_string())
        );
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
