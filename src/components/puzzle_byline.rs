//! The puzzle's title and its setter's name, when the puzzle came with them (an f-puzzles
//! or SudokuPad document): "Little Thermo, by A. Setter".

use yew::prelude::*;

#[derive(Properties, PartialEq, Debug)]
pub struct PuzzleBylineProps {
    pub title: Option<String>,
    pub author: Option<String>,
}

#[function_component(PuzzleByline)]
pub fn puzzle_byline(props: &PuzzleBylineProps) -> Html {
    let title = props.title.as_deref().map(str::trim).filter(|t| !t.is_empty());
    let author = props.author.as_deref().map(str::trim).filter(|a| !a.is_empty());
    match (title, author) {
        (None, None) => html! {},
        (Some(title), None) => html! { <p class="byline"><cite>{ title }</cite></p> },
        (None, Some(author)) => html! { <p class="byline">{ format!("By {author}") }</p> },
        (Some(title), Some(author)) => {
            html! { <p class="byline"><cite>{ title }</cite>{ format!(", by {author}") }</p> }
        }
    }
}
