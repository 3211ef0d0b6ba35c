//! The page's icons, drawn inline as SVG (nothing is fetched): each is hidden from
//! assistive technology, since the button next to it carries the words.

use yew::prelude::*;

/// Every icon the page draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    New,
    Game,
    Tools,
    Settings,
    Help,
    Undo,
    Redo,
    Hint,
    Check,
    Erase,
    Pause,
    Resume,
    Done,
    Daily,
}

impl Icon {
    /// The path data on a 24x24 grid, stroked with the text colour.
    fn path(self) -> &'static str {
        match self {
            Icon::New => "M12 5v14M5 12h14",
            Icon::Game => "M4 6h16M4 12h16M4 18h16",
            Icon::Tools => "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z",
            Icon::Settings => "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1",
            Icon::Help => "M9 9a3 3 0 1 1 4.5 2.6c-1 .6-1.5 1.3-1.5 2.4M12 18h.01M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z",
            Icon::Undo => "M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3",
            Icon::Redo => "M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3",
            Icon::Hint => "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z",
            Icon::Check => "M4 12l5 5L20 6",
            Icon::Erase => "M20 20H9L4 15l10-10 7 7-8 8M7 12l6 6",
            Icon::Pause => "M8 5v14M16 5v14",
            Icon::Resume => "M7 4l13 8-13 8z",
            Icon::Done => "M20 6L9 17l-5-5M2 21h20",
            Icon::Daily => "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4",
        }
    }
}

/// The icon as an inline SVG, sized by the surrounding text.
pub fn icon(which: Icon) -> Html {
    html! {
        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={which.path()} />
        </svg>
    }
}
