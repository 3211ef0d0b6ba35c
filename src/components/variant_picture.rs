//! A small picture of each variant for the new-game dialog, as inline SVG: a 4x4 board
//! with its boxes, plus diagonals (X), irregular regions (jigsaw) or tinted cell groups
//! (colour), dashed cages with a sum (killer). Hidden from assistive technology: the variant's name is beside it.

use yew::prelude::*;

/// The thin lines of a 4x4 board on a 40x40 grid.
const GRID: &str = "M10 0v40M20 0v40M30 0v40M0 10h40M0 20h40M0 30h40";
/// The boxes of a standard 4x4 board.
const BOXES: &str = "M20 0v40M0 20h40";
/// Irregular regions.
const JIGSAW: &str = "M0 10h20v10h10v-20M0 30h10v-10h20v10h10M20 20v20M10 30v10";
const DIAGONALS: &str = "M2 2L38 38M38 2L2 38";
/// Killer cages, inset into their cells.
const CAGES: &str = "M1.5 1.5h17v7h-17zM1.5 11.5h7v10h10v7h-17zM21.5 1.5h7v10h10v7h-17z";

/// The picture for the variant key of the text form (`standard`, `x`, `jigsaw`, ...).
pub fn variant_picture(key: &str) -> Html {
    let diagonals = key.contains('x');
    let jigsaw = key.contains("jigsaw");
    let colour = key == "colour";
    let killer = key.contains("killer");
    html! {
        <svg class="variant-picture" viewBox="-1 -1 42 42" aria-hidden="true" focusable="false">
            if colour {
                <rect class="tint-a" x="0" y="0" width="10" height="10" />
                <rect class="tint-b" x="30" y="10" width="10" height="10" />
                <rect class="tint-a" x="20" y="20" width="10" height="10" />
                <rect class="tint-b" x="10" y="30" width="10" height="10" />
            }
            <path class="thin" d={GRID} />
            if diagonals {
                <path class="diagonal" d={DIAGONALS} />
            }
            <path class="thick" d={if jigsaw { JIGSAW } else { BOXES }} />
            if killer {
                <path class="cage" d={CAGES} />
                <text class="picture-sum" x="2.5" y="7.5">{ "3" }</text>
            }
            <rect class="thick" x="0" y="0" width="40" height="40" />
        </svg>
    }
}
