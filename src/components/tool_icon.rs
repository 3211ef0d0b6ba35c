//! A small picture of each tool of the setter's palette on a 24x24 grid, in the style of
//! what it draws on the board: its line in the line's colour, its mark, its clue.
//! Hidden from assistive technology: the tool's name is under it.

use sudoku_engine::game::Tool as Family;
use yew::prelude::*;

use crate::components::icons::{icon, Icon};
use crate::state::Tool;

/// A line of the palette's pictures, thick, in the class's colour.
fn line(class: &'static str, d: &'static str) -> Html {
    html! { <path class={classes!("tool-thick", class)} {d} /> }
}

/// A shaded cell with a letter drawn in it (paths, not text: the button's name is its
/// only text).
fn lettered(letter: &'static str) -> Html {
    html! { <><rect class="tool-shade" x="3" y="3" width="18" height="18" /><path d={letter} /></> }
}

/// A mark struck through: a rule that no such mark is missing.
fn struck(mark: Html) -> Html {
    html! { <>{ mark }<path d="M4 20L20 4" /></> }
}

fn family_shape(family: Family) -> Html {
    match family {
        Family::Thermometer => html! { <>
            <circle class="tool-fill" cx="7" cy="17" r="4" /><path class="tool-thick" d="M7 17L18 6" />
        </> },
        Family::SlowThermometer => html! { <>
            <circle class="tool-fill" cx="7" cy="17" r="4" /><path class="tool-thick tool-dashed" d="M7 17L19 5" />
        </> },
        Family::Arrow => html! { <>
            <circle cx="6.5" cy="17.5" r="3.5" /><path d="M9 15L20 4M14 4h6v6" />
        </> },
        Family::Renban => line("renban", "M4 18l6-6h10"),
        Family::GermanWhispers => line("whispers", "M3 16l4.5-8 4.5 8 4.5-8 4.5 8"),
        Family::DutchWhispers => line("dutch", "M3 16l4.5-8 4.5 8 4.5-8 4.5 8"),
        Family::Palindrome => line("palindrome", "M4 16l4-8h8l4 8"),
        Family::Between => html! { <>
            <path class="tool-thick between" d="M7 17L17 7" /><circle cx="5" cy="19" r="3.5" /><circle cx="19" cy="5" r="3.5" />
        </> },
        Family::RegionSum => html! { <>
            <path class="tool-faint" d="M12 2v20" /><path class="tool-thick region-sum" d="M3 16h9l9-9" />
        </> },
        Family::Entropic => line("entropic", "M4 4v8l8 8h8"),
        Family::Modular => line("modular", "M4 20V10l8-6 8 6"),
        Family::WhiteDot => html! { <circle cx="12" cy="12" r="6" /> },
        Family::BlackDot => html! { <circle class="tool-fill" cx="12" cy="12" r="6" /> },
        Family::X => html! { <path d="M6 6l12 12M18 6L6 18" /> },
        Family::V => html! { <path d="M6 6l6 12 6-12" /> },
        Family::Even => html! { <rect class="tool-shade" x="5" y="5" width="14" height="14" /> },
        Family::Odd => html! { <circle class="tool-shade" cx="12" cy="12" r="8" /> },
        Family::Minimum => html! { <>
            <rect class="tool-faint" x="7" y="7" width="10" height="10" /><path d="M2 12h4M18 12h4M12 2v4M12 18v4" />
            <path d="M4 10l2 2-2 2M20 10l-2 2 2 2" />
        </> },
        Family::Maximum => html! { <>
            <rect class="tool-faint" x="7" y="7" width="10" height="10" /><path d="M2 12h4M18 12h4M12 2v4M12 18v4" />
            <path d="M6 10l-2 2 2 2M18 10l2 2-2 2" />
        </> },
        Family::RowIndexer => lettered("M9 17V7h3.5a2.5 2.5 0 0 1 0 5H9M12.5 12l3 5"),
        Family::ColumnIndexer => lettered("M16 8.5a4.5 5 0 1 0 0 7"),
        Family::BoxIndexer => lettered("M9 12h3.5a2.5 2.5 0 0 1 0 5H9V7h3a2.5 2.5 0 0 1 0 5"),
        Family::Cage => html! { <>
            <path class="tool-dashed" d="M4 4h16v9h-7v7H4z" /><path d="M6.5 6.5h2.5v3h-2.5v3h2.5" />
        </> },
        Family::ExtraRegion => html! { <path class="tool-shade" d="M3 3h12v6h6v12H9v-6H3z" /> },
        Family::Clone => html! { <>
            <path class="tool-shade" d="M2 2h8v4h-4v4H2z" /><path class="tool-shade" d="M14 14h8v4h-4v4h-4z" />
        </> },
        Family::PencilMarks => html! { <>
            <rect class="tool-faint" x="2" y="2" width="20" height="20" />
            <path class="tool-digits" d="M5 6l1.5-1v5M11 5h3l-3 5h3M17 5h2.5l-1 2a1.5 1.5 0 1 1-1.5 2.5M11 14l1.5-1v5" />
        </> },
        Family::Quadruple => html! { <>
            <path d="M12 1v4M12 19v4M1 12h4M19 12h4" /><circle cx="12" cy="12" r="7" />
            <path class="tool-digits" d="M9.5 9.5l1-1v7M13 9.5h3l-3 6h3" />
        </> },
        Family::Sandwich => html! { <>
            <path class="tool-faint" d="M8 4v16M12 4v16M16 4v16M20 4v16" /><path d="M2 9h3v3H2M2 15h3" />
        </> },
        Family::XSum => html! { <>
            <path class="tool-faint" d="M8 4v16M12 4v16M16 4v16M20 4v16" /><path d="M2 9l3 4M5 9l-3 4M2 16h3" />
        </> },
        Family::Skyscraper => html! { <>
            <path class="tool-faint" d="M8 20v-6M12 20V8M16 20v-10M20 20V4" /><path d="M2 9h2v10" />
        </> },
        Family::LittleKiller => html! { <>
            <path class="tool-faint" d="M8 8h14v14H8z" /><path d="M3 3l15 15M18 12v6h-6" />
        </> },
        Family::AntiKnight => html! { <><path class="tool-faint" d="M4 4h16v16H4z" /><path d="M6 6v12h6" /></> },
        Family::AntiKing => {
            html! { <><rect class="tool-shade" x="3" y="3" width="18" height="18" /><circle class="tool-fill" cx="12" cy="12" r="2.5" /></> }
        }
        Family::NonConsecutive => html! { <>
            <path class="tool-faint" d="M2 6h9v12H2zM13 6h9v12h-9z" /><path d="M9.5 10h5M9.5 14h5M13.5 8l-3 8" />
        </> },
        Family::FallingDiagonal => html! { <><path class="tool-faint" d="M3 3h18v18H3z" /><path d="M3 3l18 18" /></> },
        Family::RisingDiagonal => html! { <><path class="tool-faint" d="M3 3h18v18H3z" /><path d="M3 21L21 3" /></> },
        Family::NoWhiteDot => struck(html! { <circle cx="12" cy="12" r="6" /> }),
        Family::NoBlackDot => struck(html! { <circle class="tool-fill" cx="12" cy="12" r="6" /> }),
        Family::NoXv => struck(html! { <path d="M3 8l6 8M9 8l-6 8M14 8l3 8 3-8" /> }),
    }
}

/// The tool's picture.
pub fn tool_icon(tool: Tool) -> Html {
    let shape = match tool {
        Tool::Givens => html! { <path d="M4 4h16v16H4zM10 9l2.5-2v10" /> },
        Tool::Family(family) => family_shape(family),
        Tool::Erase => return icon(Icon::Erase),
    };
    html! { <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">{ shape }</svg> }
}
