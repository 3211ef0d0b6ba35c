//! Variant constraints in the picture: the shapes of [`super::constraints`] (the places the
//! app's board uses) painted with fixed inks that read on screen and print in black and
//! white: grey thermometers and arrows, white and black dots, lines in distinct colours of
//! distinct greys, pale grey shading, black clues on a white frame one cell wide.

use super::constraints::{self, Shape as Mark, UNIT};
use super::drawing::{Paint, Shape, BOARD_FILL, CAGE_INK, CELL, FRAME_INK, GIVEN_INK};
use super::BoardImage;

/// The grey of thermometers.
const THERMO: &str = "#c8c8c8";
/// The grey of arrows.
const ARROW: &str = "#8a8a92";
/// A pale grey under the digits of shaded cells and parity marks.
const SHADE: &str = "#e0e0e3";
/// The ink of each line class the families draw, its width in the geometry's units, and
/// its dash pattern (none: a solid line). A test walks every family's drawing
/// (`every_line_a_family_draws_has_its_ink`) and fails on a class missing here.
pub(super) const LINE_STYLES: &[(&str, &str, i32, Option<&str>)] = &[
    ("thermo", THERMO, 26, None),
    ("thermo-slow", THERMO, 26, Some("18 7")),
    ("arrow-pill", "#e4e4e8", 76, None),
    ("arrow-shaft", ARROW, 5, None),
    ("whispers", "#5fd35f", 14, None),
    ("renban", "#e060e0", 14, None),
    ("palindrome", "#b0b0b0", 14, None),
    ("between", "#8fb8e8", 8, None),
    ("region-sum", "#3f7fe0", 8, None),
    ("entropic", "#f59a45", 14, None),
    ("modular", "#3cbab4", 14, None),
    ("diagonal", "#9a9ab4", 3, None),
    ("little-killer-arrow", FRAME_INK, 4, None),
    ("killer-cage", CAGE_INK, 3, Some("8 6")),
];

/// The style of a line's class ([`LINE_STYLES`]); a class not listed there, which the
/// test above refuses, still draws, in a neutral grey, so that nothing drawn is lost.
fn line_ink(class: &str) -> (&'static str, i32, Option<&'static str>) {
    LINE_STYLES
        .iter()
        .find(|(listed, ..)| *listed == class)
        .map_or(("#a0a0a8", 14, None), |&(_, ink, width, dashes)| (ink, width, dashes))
}

/// The paint of a circle's or a square's class; outline widths in the geometry's units.
fn area_paint(class: &str) -> (&'static str, Option<(&'static str, i32)>) {
    match class {
        "thermo-bulb" => (THERMO, None),
        "arrow-bulb" => ("none", Some((ARROW, 5))),
        "between-end" => (BOARD_FILL, Some(("#8fb8e8", 5))),
        "dot-white" | "quadruple" => (BOARD_FILL, Some((FRAME_INK, 3))),
        "dot-black" => (FRAME_INK, None),
        _ => (SHADE, None),
    }
}

/// A text class's size, ink, weight and halo, sizes in the geometry's units.
fn text_style(class: &str) -> (i32, &'static str, bool, Option<i32>) {
    match class {
        "xv" => (34, FRAME_INK, true, Some(8)),
        "edge-value" => (18, BOARD_FILL, true, None),
        "edge-value on-white" => (18, FRAME_INK, true, None),
        "quadruple-digits" => (15, FRAME_INK, false, None),
        "little-killer" => (34, FRAME_INK, true, None),
        "killer-cage-sum" => (18, CAGE_INK, true, Some(5)),
        "given-marks" => (20, GIVEN_INK, false, None),
        _ => (46, FRAME_INK, true, None),
    }
}

/// A length of the geometry in the picture's units, rounded.
fn scaled(length: i32) -> i32 {
    (f64::from(length) * CELL as f64 / f64::from(UNIT)).round() as i32
}

/// A width or size of the geometry in the picture's units, at least one.
fn thickness(length: i32) -> usize {
    scaled(length).max(1).unsigned_abs() as usize
}

fn at((x, y): (i32, i32)) -> (i32, i32) {
    (scaled(x), scaled(y))
}

fn paint(class: &str) -> Paint {
    let (fill, outline) = area_paint(class);
    Paint { fill, outline: outline.map(|(ink, width)| (ink, thickness(width))) }
}

/// One constraint's mark as picture elements.
fn painted(mark: &Mark, shapes: &mut Vec<Shape>) {
    match mark {
        Mark::Cells { class, cells } => shapes.extend(cells.iter().map(|&corner| {
            let (x, y) = at(corner);
            Shape::Rect { x, y, width: CELL, height: CELL, paint: paint(class) }
        })),
        Mark::Line { class, points } => {
            let (ink, width, dashes) = line_ink(class);
            let points = points.iter().map(|&p| at(p)).collect();
            shapes.push(Shape::Polyline { points, ink, width: thickness(width), dashes });
        }
        Mark::Circle { class, centre, radius } => {
            let (cx, cy) = at(*centre);
            shapes.push(Shape::Circle { cx, cy, r: thickness(*radius), paint: paint(class) });
        }
        Mark::Square { class, centre, half } => {
            let ((x, y), side) = (at(*centre), thickness(2 * half));
            let corner = side as i32 / 2;
            shapes.push(Shape::Rect { x: x - corner, y: y - corner, width: side, height: side, paint: paint(class) });
        }
        Mark::Text { class, at: centre, text } => {
            let (size, ink, bold, halo) = text_style(class);
            let ((x, y), size) = (at(*centre), thickness(size));
            let baseline = y + size as i32 * 7 / 20;
            let halo = halo.map(thickness);
            shapes.push(Shape::Label { x, y: baseline, size, ink, bold, halo, text: text.clone() });
        }
    }
}

/// The marks of the layers `layers` (shading is layer 0, under the grid lines; lines and
/// the marks on edges and corners over them) as picture elements, bottom first.
pub(super) fn paint_layers(marks: &[Mark], layers: std::ops::RangeInclusive<u8>, shapes: &mut Vec<Shape>) {
    for mark in marks.iter().filter(|mark| layers.contains(&mark.layer())) {
        painted(mark, shapes);
    }
}

impl BoardImage {
    /// Whether the picture has clues outside the grid, and so a frame one cell wide for them.
    pub(super) fn framed(&self) -> bool {
        constraints::has_outside_clues(&self.constraints)
    }

    /// The white under the frame of outside clues, when there is one.
    pub(super) fn frame_fill(&self, shapes: &mut Vec<Shape>) {
        if self.framed() {
            let (from, side) = (-(CELL as i32), self.layout.size() * CELL + 2 * CELL);
            let paint = Paint { fill: BOARD_FILL, outline: None };
            shapes.push(Shape::Rect { x: from, y: from, width: side, height: side, paint });
        }
    }

    /// Where the constraints are drawn, bottom layer first; a cell's given pencil marks
    /// are left out where it shows a digit, centre marks or candidates.
    pub(super) fn marks(&self) -> Vec<Mark> {
        let mut marks = constraints::draw(&self.layout, &self.constraints);
        marks.retain(|mark| {
            let ink = constraints::given_marks_cell(&self.layout, mark).and_then(|cell| self.cells.get(cell.index()));
            ink.is_none_or(|ink| {
                ink.value.is_none() && ink.placed.is_none() && ink.centre.is_empty() && ink.candidates.is_empty()
            })
        });
        marks
    }
}
