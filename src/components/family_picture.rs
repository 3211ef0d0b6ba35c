//! A small picture of each family of variant constraints for the new-game dialog, in the
//! style of [`super::variant_picture`]: a 4x4 board with one example of the family drawn.
//! Hidden from assistive technology: the family's name is beside it.

use sudoku_engine::generate::variant::VariantFamily;
use yew::prelude::*;

/// The thin lines and the boxes of a 4x4 board on a 40x40 grid.
const GRID: &str = "M10 0v40M20 0v40M30 0v40M0 10h40M0 20h40M0 30h40";
const BOXES: &str = "M20 0v40M0 20h40";

/// What the family draws on the picture's board.
fn example(family: VariantFamily) -> Html {
    match family {
        VariantFamily::Thermometer => html! { <>
            <circle class="family-fill" cx="5" cy="35" r="4" /><path class="family-thick" d="M5 35L15 25L25 25L35 15" />
        </> },
        VariantFamily::Arrow => html! { <>
            <circle class="family-line" cx="5" cy="35" r="4" /><path class="family-line" d="M8 32L25 15L35 15M31 11l4 4-4 4" />
        </> },
        VariantFamily::Kropki | VariantFamily::KropkiNegative => html! { <>
            <circle class="family-dot" cx="10" cy="15" r="2.5" /><circle class="family-fill" cx="25" cy="20" r="2.5" />
            <circle class="family-dot" cx="30" cy="35" r="2.5" />
        </> },
        VariantFamily::Xv | VariantFamily::XvNegative => html! { <>
            <text class="family-mark" x="8" y="17">{ "X" }</text><text class="family-mark" x="23" y="32">{ "V" }</text>
        </> },
        VariantFamily::Whispers => html! { <path class="family-thick whispers" d="M5 35L15 25L25 35L35 25" /> },
        VariantFamily::Renban => html! { <path class="family-thick renban" d="M5 5L15 15L25 15" /> },
        VariantFamily::Palindrome => html! { <path class="family-thick palindrome" d="M5 15L15 5L25 5L35 15" /> },
        VariantFamily::RegionSum => html! { <path class="family-thick region-sum" d="M5 25L15 25L25 15L35 15" /> },
        VariantFamily::Entropic => html! { <path class="family-thick entropic" d="M5 5L5 15L15 25L25 25L35 35" /> },
        VariantFamily::Sandwich => html! { <text class="family-mark" x="1" y="7">{ "10" }</text> },
        VariantFamily::LittleKiller => html! { <path class="family-line" d="M2 12L28 38M2 12l1-4M2 12l4 1" /> },
        VariantFamily::AntiKnight => html! { <>
            <text class="family-mark" x="3" y="17">{ "3" }</text><path class="family-line" d="M15 10h10v10" />
            <text class="family-mark" x="23" y="27">{ "3" }</text>
        </> },
        VariantFamily::AntiKing => html! { <>
            <rect class="family-shade" x="10" y="10" width="30" height="30" /><text class="family-mark" x="23" y="27">{ "5" }</text>
        </> },
        VariantFamily::NonConsecutive => html! { <>
            <text class="family-mark" x="13" y="17">{ "4" }</text><text class="family-mark" x="23" y="17">{ "7" }</text>
        </> },
        VariantFamily::EvenOdd => html! { <>
            <rect class="family-shade" x="12" y="12" width="6" height="6" /><circle class="family-shade" cx="25" cy="35" r="3.5" />
        </> },
    }
}

/// The picture of two families offered together: the first as it is drawn alone, the
/// second mirrored left to right, so that the two examples seldom cover each other.
pub fn pair_picture(first: VariantFamily, second: VariantFamily) -> Html {
    html! {
        <svg class="variant-picture" viewBox="-1 -1 42 42" aria-hidden="true" focusable="false">
            <path class="thin" d={GRID} />
            <path class="thick" d={BOXES} />
            { example(first) }
            <g transform="matrix(-1 0 0 1 40 0)">{ example(second) }</g>
            <rect class="thick" x="0" y="0" width="40" height="40" />
        </svg>
    }
}

/// The picture of `family`.
pub fn family_picture(family: VariantFamily) -> Html {
    html! {
        <svg class="variant-picture" viewBox="-1 -1 42 42" aria-hidden="true" focusable="false">
            <path class="thin" d={GRID} />
            <path class="thick" d={BOXES} />
            { example(family) }
            <rect class="thick" x="0" y="0" width="40" height="40" />
        </svg>
    }
}
