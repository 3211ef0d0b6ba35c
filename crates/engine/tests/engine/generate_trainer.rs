//! The trainer on 9x9: for every technique it offers, a seeded puzzle whose rating's
//! hardest strategy is that technique, with exactly one solution, the same again from
//! the same phrase, and its seed link opening the same puzzle.

use sudoku_engine::format::{shapes_line, to_line};
use sudoku_engine::generate::{
    generate, generate_seeded, trainer_techniques, Control, GenerateError, GenerateParams, Progress, SeedFormat,
    SeedPhrase, TRAINER_ATTEMPTS,
};
use sudoku_engine::logic::Strategy;
use sudoku_engine::share::{parse_link, seed_link, SharedLink};
use sudoku_engine::{solve, Geometry, Variant};

fn trainer(technique: Strategy) -> GenerateParams {
    GenerateParams::for_technique(Geometry::standard(3, 3), false, technique)
}

/// Makes and checks the puzzle of `technique` for one phrase.
fn check(technique: Strategy) {
    let params = trainer(technique);
    let phrase = SeedPhrase::new(&format!("trainer {}", technique.slug())).expect("valid phrase");
    let made = generate(&params, &phrase).unwrap_or_else(|e| panic!("{technique}: {e}"));
    assert_eq!(made.rating.hardest, technique, "{technique}: attempt {}", made.attempt);
    assert!(made.reached_level && !made.rating.needs_guess, "{technique}");
    assert!(solve::count_solutions(&made.puzzle, 2).is_unique(), "{technique}: one solution");
    // The link pins the attempt; it opens the same puzzle.
    let pinned = GenerateParams { attempt: Some(made.attempt), ..params };
    let link = seed_link(&pinned, &phrase).expect("shareable");
    assert!(link.contains(&format!("technique={}", technique.slug().replace(' ', "%20"))), "{link}");
    let Ok(SharedLink::Seed { params: read, phrase: read_phrase }) = parse_link(&link) else { panic!("{link}") };
    assert_eq!(generate(&read, &read_phrase).expect("remade").puzzle, made.puzzle, "{technique}");
}

/// Every technique the trainer offers on 9x9, one test each.
macro_rules! trainer_tests {
    ($($name:ident: $technique:expr,)*) => {
        $(
            #[test]
            fn $name() {
                check($technique);
            }
        )*
    };
}

trainer_tests! {
    full_house: Strategy::FullHouse,
    hidden_single: Strategy::HiddenSingle,
    naked_single: Strategy::NakedSingle,
    pointing: Strategy::Pointing,
    claiming: Strategy::Claiming,
    naked_pair: Strategy::NakedPair,
    x_wing: Strategy::XWing,
    hidden_pair: Strategy::HiddenPair,
    naked_triple: Strategy::NakedTriple,
    swordfish: Strategy::Swordfish,
    hidden_triple: Strategy::HiddenTriple,
    xy_wing: Strategy::XYWing,
    xyz_wing: Strategy::XYZWing,
    unique_rectangle_1: Strategy::UniqueRectangle1,
    unique_rectangle_2: Strategy::UniqueRectangle2,
    unique_rectangle_3: Strategy::UniqueRectangle3,
    unique_rectangle_4: Strategy::UniqueRectangle4,
    naked_quad: Strategy::NakedQuad,
    simple_colouring: Strategy::SimpleColouring,
    skyscraper: Strategy::Skyscraper,
    two_string_kite: Strategy::TwoStringKite,
    multi_colouring: Strategy::MultiColouring,
    x_chain: Strategy::XChain,
    jellyfish: Strategy::Jellyfish,
    hidden_quad: Strategy::HiddenQuad,
    finned_x_wing: Strategy::FinnedXWing,
    finned_swordfish: Strategy::FinnedSwordfish,
    bug_plus_one: Strategy::Bug1,
    finned_jellyfish: Strategy::FinnedJellyfish,
    als_xz: Strategy::AlsXz,
    xy_chain: Strategy::XYChain,
    w_wing: Strategy::WWing,
    alternating_inference_chain: Strategy::Aic,
    forcing_chain: Strategy::ForcingChain,
    dynamic_forcing_chain: Strategy::DynamicForcingChain,
}

#[test]
fn every_offered_technique_has_its_test() {
    // The list above is the 9x9 offer: a technique added to the offer needs a test.
    let offered = trainer_techniques(&trainer(Strategy::XWing));
    let tested = 35;
    assert_eq!(offered.len(), tested, "{offered:?}");
}

/// Hidden Quad frames a box of the classic board only: on the colour board, which
/// offered it before, a phrase makes the puzzle it made then.
#[test]
fn off_the_classic_board_a_hidden_quad_is_the_puzzle_it_was() {
    let colour = Geometry::new(3, 3, Variant { colour: true, ..Variant::standard() });
    let params = GenerateParams::for_technique(colour, false, Strategy::HiddenQuad);
    let made = generate(&params, &SeedPhrase::new("offer").expect("valid phrase")).expect("a Hidden Quad puzzle");
    let before = ".4...63..2....7..9..........6......2..8...4.69..4.....7....8.....3.......8...42.1";
    assert_eq!(to_line(&made.puzzle), before);
    assert_eq!(made.rating.hardest, Strategy::HiddenQuad);
}

/// Off the classic board the offer is a measurement (`trainer_offer`, phrase "offer"): on
/// every measured board the hardest technique offered is made from that phrase, and a
/// technique not offered is refused up front.
#[test]
fn off_the_classic_board_the_offer_is_what_the_trainer_makes() {
    let boards = [
        "2x2",
        "2x2:x",
        "2x2:jigsaw",
        "2x2:colour",
        "3x2",
        "3x2:x",
        "3x2:jigsaw",
        "3x2:colour",
        "3x2:x+jigsaw",
        "3x2:colour+jigsaw",
        "4x2",
        "4x2:x",
        "4x2:jigsaw",
        "4x2:colour",
        "3x3:x",
        "3x3:jigsaw",
        "3x3:colour",
        "3x3:x+jigsaw",
        "3x3:x+colour",
        "3x3:colour+jigsaw",
        "3x3:x+colour+jigsaw",
    ];
    let phrase = SeedPhrase::new("offer").expect("valid phrase");
    for board in boards {
        let (shape, variant) = board.split_once(':').unwrap_or((board, "standard"));
        let text = format!("box={shape} variant={variant} symmetry=none format=v2");
        let base: GenerateParams = text.parse().expect("parameters");
        let offered = trainer_techniques(&base);
        let hardest = *offered.last().unwrap_or_else(|| panic!("{board}: nothing offered"));
        let params = GenerateParams { technique: Some(hardest), ..base.clone() };
        let made = generate(&params, &phrase).unwrap_or_else(|e| panic!("{board}, {hardest}: {e}"));
        assert_eq!(made.rating.hardest, hardest, "{board}");
        let missing = Strategy::ALL.into_iter().find(|s| !offered.contains(s)).expect("brute force is never offered");
        let refused = GenerateParams { technique: Some(missing), ..base };
        assert!(
            matches!(generate(&refused, &phrase), Err(GenerateError::TechniqueOutOfReach { .. })),
            "{board}, {missing}"
        );
    }
}

/// A phrase whose 2,000 attempts make no Jellyfish (the search used to give up there):
/// the search goes on with the phrase's later attempts, and the seed link, which pins the
/// attempt past the budget, opens the same puzzle.
#[test]
fn a_phrase_whose_budget_makes_no_jellyfish_still_delivers_and_its_link_remakes_it() {
    let params = trainer(Strategy::Jellyfish);
    let phrase = SeedPhrase::new("happy-umbrella-apple-11").expect("valid phrase");
    let made = generate(&params, &phrase).expect("a Jellyfish puzzle");
    assert!(made.attempt > TRAINER_ATTEMPTS, "made within the budget, at attempt {}", made.attempt);
    assert_eq!((made.rating.hardest, made.reached_level), (Strategy::Jellyfish, true));
    assert!(solve::count_solutions(&made.puzzle, 2).is_unique());
    let pinned = GenerateParams { attempt: Some(made.attempt), ..params };
    let link = seed_link(&pinned, &phrase).expect("shareable");
    assert!(link.contains(&format!("attempt={}", made.attempt)) && link.contains("attempts=2000"), "{link}");
    let Ok(SharedLink::Seed { params: read, phrase: read_phrase }) = parse_link(&link) else { panic!("{link}") };
    let remade = generate(&read, &read_phrase).expect("remade");
    assert_eq!((remade.puzzle, remade.attempt), (made.puzzle, made.attempt));
}

/// Past the budget the search goes on round after round of it, and reports each attempt
/// against the end of its round; with a budget of one attempt, X-Wing is found in a
/// later round and its attempt alone remakes it.
#[test]
fn past_the_budget_the_search_goes_on_and_reports_against_its_round() {
    let params = GenerateParams { max_attempts: 1, ..trainer(Strategy::XWing) };
    let phrase = SeedPhrase::new("trainer x-wing").expect("valid phrase");
    let reports = std::cell::RefCell::new(Vec::new());
    let on_attempt = |p: &Progress| reports.borrow_mut().push((p.attempt, p.max_attempts));
    let control = Control { on_attempt: Some(&on_attempt), ..Control::default() };
    let made = generate_seeded(&params, &phrase, &control).expect("an X-Wing puzzle");
    assert!(made.attempt > 1, "attempt 1 makes X-Wing: the test needs another phrase");
    assert_eq!(made.rating.hardest, Strategy::XWing);
    let expected: Vec<(u32, u32)> = (1..=made.attempt).map(|k| (k, k)).collect();
    assert_eq!(reports.into_inner(), expected);
    let pinned = GenerateParams { attempt: Some(made.attempt), ..params };
    assert_eq!(generate(&pinned, &phrase).expect("remade").puzzle, made.puzzle);
}

fn jigsaw_jellyfish(format: SeedFormat) -> GenerateParams {
    GenerateParams { format, ..GenerateParams::for_technique(Geometry::standard(3, 3), true, Strategy::Jellyfish) }
}

/// Format v4 frames a jellyfish on the jigsaw board: for every phrase the puzzle's
/// hardest step is Jellyfish, its solution is unique, the attempt is an early one, and
/// the seed link (which says v4) remakes it.
#[test]
fn a_v4_jigsaw_jellyfish_is_framed_and_its_hardest_step_is_the_jellyfish() {
    let params = jigsaw_jellyfish(SeedFormat::V4);
    for text in ["tea", "moon", "frame", "start", "room", "happy-umbrella-apple-11"] {
        let phrase = SeedPhrase::new(text).expect("valid phrase");
        let made = generate(&params, &phrase).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!((made.rating.hardest, made.reached_level), (Strategy::Jellyfish, true), "{text}");
        assert!(!made.rating.needs_guess, "{text}");
        assert!(solve::count_solutions(&made.puzzle, 2).is_unique(), "{text}");
        assert!(made.attempt <= 100, "{text}: attempt {}", made.attempt);
        let pinned = GenerateParams { attempt: Some(made.attempt), ..params.clone() };
        let link = seed_link(&pinned, &phrase).expect("shareable");
        assert!(link.starts_with("s=v4~"), "{link}");
        let Ok(SharedLink::Seed { params: read, phrase: read_phrase }) = parse_link(&link) else { panic!("{link}") };
        assert_eq!(generate(&read, &read_phrase).expect("remade").puzzle, made.puzzle, "{text}");
    }
}

fn jigsaw_dynamic_forcing_chain(format: SeedFormat) -> GenerateParams {
    let params = GenerateParams::for_technique(Geometry::standard(3, 3), true, Strategy::DynamicForcingChain);
    GenerateParams { format, ..params }
}

/// Format v4 builds jigsaw attempts at Dynamic Forcing Chain around a tridagon, with or
/// without X: for every phrase the puzzle's hardest step is Dynamic Forcing Chain, with
/// one solution.
#[test]
fn a_v4_jigsaw_dynamic_forcing_chain_has_it_as_its_hardest_step() {
    let jigsaw = jigsaw_dynamic_forcing_chain(SeedFormat::V4);
    let x_jigsaw = Geometry::new(3, 3, Variant { diagonals: true, ..Variant::standard() });
    let x_jigsaw = GenerateParams { geometry: x_jigsaw, ..jigsaw.clone() };
    let cases = [(&jigsaw, "tea"), (&jigsaw, "moon"), (&jigsaw, "room"), (&x_jigsaw, "tea")];
    for (params, text) in cases {
        let made = generate(params, &SeedPhrase::new(text).expect("valid phrase")).expect("a puzzle");
        assert_eq!((made.rating.hardest, made.reached_level), (Strategy::DynamicForcingChain, true), "{text}");
        assert!(!made.rating.needs_guess, "{text}");
        assert!(solve::count_solutions(&made.puzzle, 2).is_unique(), "{text}");
    }
}

/// Format v3 makes the jigsaw puzzles it made before v4 changed those techniques' aims
/// (`sudoku generate --variant jigsaw --technique NAME --seed PHRASE` when v3 was the
/// newest format): the puzzle line and the regions.
#[test]
fn v3_jigsaw_jellyfish_and_dynamic_forcing_chain_are_the_puzzles_they_were() {
    let cases = [
        (
            jigsaw_jellyfish(SeedFormat::V3),
            "room",
            "71.8..9......82.4.6...9...8...........874..19.8.9.6.5.84.2.9...921.....4...41....",
            "111111222131133222333334222555534666555544666544444676899997776888897777888899997",
        ),
        (
            jigsaw_dynamic_forcing_chain(SeedFormat::V3),
            "b",
            "..8...64...1......5...4...........743......9.1...5......6...............4...8....",
            "111222333111122344512226344515266334555666334755866444758886999778788889777799999",
        ),
    ];
    for (params, phrase, before, regions) in cases {
        let made = generate(&params, &SeedPhrase::new(phrase).expect("valid phrase")).expect("a puzzle");
        assert_eq!(to_line(&made.puzzle), before, "{phrase}");
        assert_eq!(shapes_line(made.puzzle.layout()).as_deref(), Some(regions), "{phrase}");
        assert_eq!(Some(made.rating.hardest), params.technique, "{phrase}");
    }
}

fn x_bug_plus_one(format: SeedFormat) -> GenerateParams {
    let x = Geometry::new(3, 3, Variant { diagonals: true, ..Variant::standard() });
    GenerateParams { format, ..GenerateParams::for_technique(x, false, Strategy::Bug1) }
}

/// From format v5 BUG+1 on the X board is given back toward a bivalue grave: for every
/// phrase the puzzle's hardest step is BUG+1, with one solution, and the seed link (which
/// says the newest format) remakes it.
#[test]
fn an_x_bug_plus_one_has_it_as_its_hardest_step() {
    let params = x_bug_plus_one(SeedFormat::LATEST);
    for text in ["tea", "moon", "bug tea"] {
        let phrase = SeedPhrase::new(text).expect("valid phrase");
        let made = generate(&params, &phrase).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!((made.rating.hardest, made.reached_level), (Strategy::Bug1, true), "{text}");
        assert!(!made.rating.needs_guess, "{text}");
        assert!(solve::count_solutions(&made.puzzle, 2).is_unique(), "{text}");
        let pinned = GenerateParams { attempt: Some(made.attempt), ..params.clone() };
        let link = seed_link(&pinned, &phrase).expect("shareable");
        assert!(link.starts_with(&format!("s={}~", SeedFormat::LATEST)), "{link}");
        let Ok(SharedLink::Seed { params: read, phrase: read_phrase }) = parse_link(&link) else { panic!("{link}") };
        assert_eq!(generate(&read, &read_phrase).expect("remade").puzzle, made.puzzle, "{text}");
    }
}

/// Format v4 makes the X BUG+1 puzzle it made before v5 changed its give-back
/// (`sudoku generate --variant x --technique BUG+1 --format v4 --seed "bug tea"`).
#[test]
fn v4_x_bug_plus_one_is_the_puzzle_it_was() {
    let made = generate(&x_bug_plus_one(SeedFormat::V4), &SeedPhrase::new("bug tea").expect("valid phrase"));
    let made = made.expect("a puzzle");
    let before = "...........4...7..27......53.8...61..2.18...9..........9.7...2....5..........81..";
    assert_eq!(to_line(&made.puzzle), before);
    assert_eq!(made.rating.hardest, Strategy::Bug1);
}
