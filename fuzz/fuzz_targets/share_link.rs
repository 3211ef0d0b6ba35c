//! The share-link decoders (`#p=`, `#s=`, `#g=`) and what reads the paste box and the address
//! bar (in the worker crate): no panic, the address bar reads a link as the decoders do, and a
//! decoded link re-encodes to a link that decodes to the same puzzle or the same seed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_app::worker::{Readout, Seed};
use sudoku_engine::game::Origin;
use sudoku_engine::share::{parse_link, puzzle_link_with_words, seed_link, variant_seed_link, ShareError, SharedLink};
use sudoku_worker::read::read;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = read(&text, false);
    let from_address_bar = read(&text, true);
    let Ok(link) = parse_link(&text) else {
        assert!(from_address_bar.is_err(), "the address bar read what the decoder refused: {text:?}");
        return;
    };
    let expected = match link.clone() {
        SharedLink::Puzzle(puzzle, words) => Readout::Puzzle(puzzle, Box::new(Origin::of_document(&words))),
        SharedLink::Seed { params, phrase } => Readout::Seed(Seed { params, phrase }),
        SharedLink::Variant { request, phrase } => Readout::Variant {
            families: request.families.to_string(),
            level: request.level,
            technique: request.technique,
            phrase: phrase.as_str().to_string(),
            format: request.format,
        },
    };
    assert_eq!(from_address_bar, Ok(expected), "{text:?}");
    let again = match &link {
        SharedLink::Puzzle(puzzle, words) => match puzzle_link_with_words(puzzle, words) {
            Ok(again) => again,
            // Words written unescaped in the link can grow past the limit once escaped.
            Err(ShareError::TooLong { .. }) => return,
            Err(error) => panic!("a puzzle link that was read cannot be written: {error}: {text:?}"),
        },
        SharedLink::Seed { params, phrase } => match seed_link(params, phrase) {
            Ok(again) => again,
            Err(error) => panic!("a seed link that was read cannot be written: {error}: {text:?}"),
        },
        SharedLink::Variant { request, phrase } => variant_seed_link(request, phrase),
    };
    assert_eq!(parse_link(&again).as_ref(), Ok(&link), "{text:?} re-encoded as {again:?}");
    assert_eq!(parse_link(&format!("https://example.org/#{again}")).as_ref(), Ok(&link));
});
