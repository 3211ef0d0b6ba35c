use proptest::prelude::*;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::digits::Cell;
use crate::format::parse_puzzle;
use crate::generate::seed::below;
use crate::generate::{SeedFormat, Symmetry};
use crate::geometry::Variant;
use crate::logic::Strategy as Technique;
use crate::rate::Level;

const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn classic() -> Puzzle {
    parse_puzzle(CLASSIC).expect("valid test puzzle")
}

fn jigsaw_4() -> Puzzle {
    let regions: Vec<u8> = (0..16).map(|i| (i / 4) as u8).collect();
    let layout = Layout::new(Geometry::new(2, 2, Variant { regions: Some(regions), ..Variant::default() }))
        .expect("strips are valid regions");
    let givens = "1.........3....4".chars().map(|c| c.to_digit(10).and_then(|d| Digit::new(d as u8))).collect();
    Puzzle::new(layout, givens).expect("no clash")
}

#[test]
fn a_classic_puzzle_link_is_readable_and_round_trips() {
    let link = puzzle_link(&classic());
    assert_eq!(link, format!("p=v1~box=3x3~variant=standard~givens={CLASSIC}"));
    assert_eq!(parse_link(&link), Ok(SharedLink::Puzzle(classic(), Meta::default())));
    assert_eq!(parse_link(&format!("#{link}")), Ok(SharedLink::Puzzle(classic(), Meta::default())));
    assert_eq!(
        parse_link(&format!("http://127.0.0.1:8080/sub/#{link}")),
        Ok(SharedLink::Puzzle(classic(), Meta::default()))
    );
}

#[test]
fn jigsaw_links_carry_their_shapes() {
    let link = puzzle_link(&jigsaw_4());
    assert!(link.ends_with("~shapes=1111222233334444"), "{link}");
    assert_eq!(parse_link(&link), Ok(SharedLink::Puzzle(jigsaw_4(), Meta::default())));
}

#[test]
fn seed_links_carry_every_parameter_and_the_version() {
    let params = GenerateParams {
        geometry: Geometry::new(3, 3, Variant { diagonals: true, ..Variant::default() }),
        jigsaw: true,
        symmetry: Symmetry::MirrorLeftRight,
        min_level: Level::Nightmare,
        exact: true,
        max_attempts: 77,
        attempt: Some(9),
        format: SeedFormat::V1,
        technique: None,
    };
    let phrase = SeedPhrase::new("Thé ~ 100% = vert/rouge #2").expect("valid phrase");
    let link = seed_link(&params, &phrase).expect("shareable");
    assert_eq!(
        link,
        "s=v1~box=3x3~variant=x+jigsaw~symmetry=mirror-lr~level=nightmare~exact=true~attempts=77~attempt=9\
         ~phrase=Th%C3%A9%20%7E%20100%25%20%3D%20vert%2Frouge%20%232"
    );
    assert_eq!(parse_link(&link), Ok(SharedLink::Seed { params, phrase }));
}

#[test]
fn a_seed_link_carries_its_seed_format_as_its_version() {
    // Links made before formats v2 to v6 keep making their puzzles; new links say v6.
    let phrase = SeedPhrase::new("tea").expect("valid");
    let v6 = GenerateParams::default();
    let v5 = GenerateParams { format: SeedFormat::V5, ..GenerateParams::default() };
    let v4 = GenerateParams { format: SeedFormat::V4, ..GenerateParams::default() };
    let v3 = GenerateParams { format: SeedFormat::V3, ..GenerateParams::default() };
    let v2 = GenerateParams { format: SeedFormat::V2, ..GenerateParams::default() };
    let v1 = GenerateParams { format: SeedFormat::V1, ..GenerateParams::default() };
    let trainer = GenerateParams::for_technique(Geometry::standard(3, 3), true, Technique::Jellyfish);
    let cases = [
        (v6, "s=v6~"),
        (trainer.clone(), "s=v6~"),
        (v5, "s=v5~"),
        (v4, "s=v4~"),
        (v3, "s=v3~"),
        (v2, "s=v2~"),
        (v1, "s=v1~"),
    ];
    let trainer_v3 = GenerateParams { format: SeedFormat::V3, ..trainer };
    for (params, version) in cases.into_iter().chain([(trainer_v3, "s=v3~")]) {
        let link = seed_link(&params, &phrase).expect("shareable");
        assert!(link.starts_with(version), "{link}");
        assert!(!link.contains("format="), "{link}");
        assert_eq!(parse_link(&link), Ok(SharedLink::Seed { params, phrase: phrase.clone() }));
    }
    let old = "s=v1~box=3x3~variant=standard~symmetry=rotate180~level=easy~exact=false~attempts=1000~phrase=tea";
    let Ok(SharedLink::Seed { params, .. }) = parse_link(old) else { panic!("an old link reads") };
    assert_eq!(params.format, SeedFormat::V1);
    assert_eq!(parse_link("s=v7~phrase=tea"), Err(ShareError::UnsupportedVersion { found: "v7".into() }));
}

#[test]
fn seed_links_refuse_what_they_cannot_carry() {
    let mut params = GenerateParams::standard(2, 2);
    params.geometry.variant.regions = Some(vec![0; 16]);
    let phrase = SeedPhrase::new("tea").expect("valid");
    assert_eq!(seed_link(&params, &phrase), Err(ShareError::RegionsNotShareable));
    let long = SeedPhrase::new(&"a".repeat(200)).expect("valid").nth(12);
    assert!(matches!(seed_link(&GenerateParams::default(), &long), Err(ShareError::Seed(SeedError::TooLong { .. }))));
}

fn classic_with(key_value: &str) -> String {
    format!("p=v1~box=3x3~variant=standard~{key_value}")
}

/// Malformed links, each with the error it must give.
fn malformed() -> Vec<(String, ShareError)> {
    let good = format!("givens={CLASSIC}");
    vec![
        ("".into(), ShareError::Empty),
        ("#".into(), ShareError::Empty),
        (
            format!("p=v1~{}", "x".repeat(MAX_LINK_CHARS)),
            ShareError::TooLong { length: MAX_LINK_CHARS + 5, max: MAX_LINK_CHARS },
        ),
        ("q=v1~box=3x3".into(), ShareError::UnknownKind { found: "q=v1~box=3x3".into() }),
        ("<script>alert(1)</script>".into(), ShareError::UnknownKind { found: "<script>aler".into() }),
        (format!("p=v2~box=3x3~variant=standard~{good}"), ShareError::UnsupportedVersion { found: "v2".into() }),
        (format!("p=~box=3x3~{good}"), ShareError::UnsupportedVersion { found: "".into() }),
        ("p=%3Cimg%20src=x%3E~box=3x3".into(), ShareError::UnsupportedVersion { found: "<img src=x>".into() }),
        ("p=v1~box=3x3~variant=standard~givens".into(), ShareError::NotKeyValue { field: 4, text: "givens".into() }),
        (classic_with(&format!("{good}~givens=1")), ShareError::DuplicateKey { key: "givens".into() }),
        (
            classic_with(&format!("{good}~colour=red")),
            ShareError::UnknownKey { key: "colour".into(), known: PUZZLE_KEYS.into() },
        ),
        ("p=v1~box=3x3~variant=standard".into(), ShareError::MissingKey { key: "givens".into() }),
        (format!("p=v1~variant=standard~{good}"), ShareError::MissingKey { key: "box".into() }),
        (classic_with("givens=%G1"), ShareError::BadPercent { key: "givens".into(), index: 1 }),
        (classic_with("givens=12%4"), ShareError::BadPercent { key: "givens".into(), index: 3 }),
        (classic_with("givens=%FF%FE"), ShareError::NotUtf8 { key: "givens".into() }),
        (
            classic_with(&format!("givens={}", CLASSIC.replacen('.', "x", 1))),
            ShareError::BadCell { key: "givens".into(), index: 3, row: 1, column: 3, ch: 'x' },
        ),
        (
            classic_with(&format!("givens={}", &CLASSIC[1..])),
            ShareError::WrongLength { key: "givens".into(), size: 9, expected: 81, found: 80 },
        ),
        (
            classic_with(&format!("givens=55{}", &CLASSIC[2..])),
            ShareError::Puzzle(PuzzleError::DuplicateGiven {
                digit: 5,
                house: "row 1".into(),
                first: (1, 1),
                second: (1, 2),
            }),
        ),
        (
            format!("p=v1~box=6x6~variant=standard~{good}"),
            ShareError::Geometry(GeometryError::TooLarge { width: 6, height: 6, size: 36 }),
        ),
        (
            format!("p=v1~box=99999999999999999999x2~variant=standard~{good}"),
            ShareError::Params(ParamsError::BadBox("99999999999999999999x2".into())),
        ),
        (format!("p=v1~box=3~variant=standard~{good}"), ShareError::Params(ParamsError::BadBox("3".into()))),
        (
            format!("p=v1~box=3x3~variant=sideways~{good}"),
            ShareError::Params(ParamsError::BadVariant("sideways".into())),
        ),
        (format!("p=v1~box=3x3~variant=killer~{good}"), ShareError::MissingCages),
        (format!("p=v1~box=3x3~variant=jigsaw~{good}"), ShareError::MissingShapes),
        (
            format!("p=v1~box=3x3~variant=x~{good}~shapes={}", "1".repeat(81)),
            ShareError::UnexpectedShapes { variant: "x".into() },
        ),
        (
            format!("p=v1~box=2x2~variant=jigsaw~givens={}~shapes=1111222233334443", ".".repeat(16)),
            ShareError::Geometry(GeometryError::RegionSize { region: 3, cells: 5, expected: 4 }),
        ),
        (
            format!("p=v1~box=2x2~variant=jigsaw~givens={}~shapes=111122223333444.", ".".repeat(16)),
            ShareError::BadCell { key: "shapes".into(), index: 16, row: 4, column: 4, ch: '.' },
        ),
        ("s=v1~box=3x3~variant=standard".into(), ShareError::MissingKey { key: "phrase".into() }),
        ("s=v1~box=3x3~phrase=tea".into(), ShareError::MissingKey { key: "variant".into() }),
        (
            "s=v1~box=3x3~variant=standard~symmetry=rotate180~level=easy~exact=false~attempts=10~phrase=%20".into(),
            ShareError::Seed(SeedError::Empty),
        ),
        (
            "s=v1~box=3x3~variant=standard~symmetry=spiral~level=easy~exact=false~attempts=10~phrase=tea".into(),
            ShareError::Params(ParamsError::BadValue {
                key: "symmetry".into(),
                value: "spiral".into(),
                reason: "unknown symmetry \"spiral\"; expected one of: none, rotate180, rotate90, mirror-lr, \
                         mirror-tb, diagonals, full"
                    .into(),
            }),
        ),
        (
            "s=v1~box=7x5~variant=standard~symmetry=none~level=easy~exact=false~attempts=10~phrase=tea".into(),
            ShareError::Geometry(GeometryError::TooLarge { width: 7, height: 5, size: 35 }),
        ),
    ]
}

#[test]
fn malformed_links_give_typed_errors_with_positions() {
    let cases = malformed();
    assert!(cases.len() >= 20);
    for (link, expected) in cases {
        assert_eq!(parse_link(&link), Err(expected), "link {link:?}");
    }
}

#[test]
fn error_messages_say_what_and_where() {
    let bad = classic_with(&format!("givens={}", CLASSIC.replacen('.', "x", 1)));
    let message = parse_link(&bad).expect_err("bad cell").to_string();
    assert_eq!(message, "givens: cell 3 (row 1, column 3) has the bad character 'x'");
    let message = parse_link("p=v9~box=3x3").expect_err("version").to_string();
    assert_eq!(
        message,
        "the link's format version is \"v9\"; this app reads p=v1 links, s=v1 to s=v6 links and g=variant-v1 and g=variant-v2 links"
    );
}

#[test]
fn percent_escapes_are_read_anywhere_and_lowercase_digits_too() {
    let escaped = format!("p=v1~box=3x3~variant=st%61ndard~givens=%35{}", &CLASSIC[1..]);
    assert_eq!(parse_link(&escaped), Ok(SharedLink::Puzzle(classic(), Meta::default())));
    let sixteen = format!("p=v1~box=4x4~variant=standard~givens=abcdefg{}", ".".repeat(249));
    let SharedLink::Puzzle(puzzle, _) = parse_link(&sixteen).expect("lowercase letters read as digits") else {
        panic!("a puzzle link")
    };
    assert_eq!(puzzle.given(Cell::new(6)).map(Digit::get), Some(16));
}

#[test]
fn looks_like_link_recognises_both_kinds_only() {
    assert!(looks_like_link("https://x.org/#p=v1~box=3x3"));
    assert!(looks_like_link(" s=v1~phrase=tea "));
    assert!(!looks_like_link(CLASSIC));
    assert!(!looks_like_link("# a comment\nbox: 3x3"));
}

/// Irregular regions of the right sizes: the boxes, with random cells swapped between
/// regions (the codec does not care whether regions are connected).
fn scrambled_regions(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Vec<u8> {
    let size = w * h;
    let mut regions: Vec<u8> = (0..size * size).map(|i| ((i / size / h) * h + (i % size) / w) as u8).collect();
    for _ in 0..size * 2 {
        let (a, b) = (below(rng, regions.len()), below(rng, regions.len()));
        regions.swap(a, b);
    }
    regions
}

/// A puzzle on a random geometry with random non-clashing givens.
fn arbitrary_puzzle() -> impl Strategy<Value = Puzzle> {
    let boxes = prop::sample::select(vec![(2, 2), (3, 2), (2, 3), (3, 3), (4, 3), (4, 4), (5, 5), (6, 5)]);
    (boxes, any::<bool>(), any::<bool>(), any::<bool>(), any::<u64>(), prop::collection::vec(any::<u16>(), 900))
        .prop_map(|((w, h), x, colour, jigsaw, seed, picks)| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let regions = jigsaw.then(|| scrambled_regions(w, h, &mut rng));
            let layout = Layout::new(Geometry::new(w, h, Variant { diagonals: x, colour, regions, cages: None }))
                .expect("valid random geometry");
            let size = layout.size();
            let mut givens: Vec<Option<Digit>> = vec![None; layout.cell_count()];
            for cell in layout.cells() {
                let pick = usize::from(picks[cell.index()]);
                if pick % 3 != 0 {
                    continue;
                }
                let digit = Digit::from_index(pick / 3 % size).expect("in range");
                if layout.peers(cell).iter().all(|p| givens[p.index()] != Some(digit)) {
                    givens[cell.index()] = Some(digit);
                }
            }
            Puzzle::new(layout, givens).expect("no clash by construction")
        })
}

fn arbitrary_params() -> impl Strategy<Value = GenerateParams> {
    let symmetry = prop::sample::select(vec![
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::MirrorLeftRight,
        Symmetry::MirrorTopBottom,
        Symmetry::Diagonals,
        Symmetry::Full,
    ]);
    let level = prop::sample::select(Level::ALL.to_vec());
    let attempt = prop::option::of(1..=100_000u32);
    let technique = prop::option::of(prop::sample::select(Technique::ALL.to_vec()));
    (2..=6usize, 2..=5usize, any::<[bool; 5]>(), symmetry, level, 1..=100_000u32, (attempt, technique, 0..5u8))
        .prop_map(
            |(w, h, [x, colour, jigsaw, exact, v1], symmetry, min_level, max_attempts, (attempt, technique, newer))| {
                GenerateParams {
                    geometry: Geometry::new(w, h, Variant { diagonals: x, colour, regions: None, cages: None }),
                    jigsaw,
                    symmetry,
                    min_level,
                    exact,
                    max_attempts,
                    attempt,
                    format: match (v1, newer) {
                        (true, _) => SeedFormat::V1,
                        (false, 0) => SeedFormat::V2,
                        (false, 1) => SeedFormat::V3,
                        (false, 2) => SeedFormat::V4,
                        (false, 3) => SeedFormat::V5,
                        (false, _) => SeedFormat::V6,
                    },
                    technique,
                }
            },
        )
}

#[test]
fn a_link_carries_the_setters_words_but_not_a_solution() {
    let words = Meta {
        title: Some("Thermo ~ #1: 100% \"hard\"".into()),
        author: Some("Zoë".into()),
        rules: Some("Normal sudoku rules apply.\nDigits increase from each bulb.".into()),
        solution: Some(vec![Some(1); 81]),
    };
    let link = puzzle_link_with_words(&classic(), &words).expect("short words");
    assert!(link.starts_with(&puzzle_link(&classic())), "{link}");
    assert!(
        link.contains("~title=Thermo%20%7E%20%231%3A%20100%25%20%22hard%22~author=Zo%C3%AB~ruleset=Normal"),
        "{link}"
    );
    let kept = Meta { solution: None, ..words };
    assert_eq!(parse_link(&link), Ok(SharedLink::Puzzle(classic(), kept)));
    let untitled = Meta { title: Some(String::new()), ..Meta::default() };
    assert_eq!(puzzle_link_with_words(&classic(), &untitled), Ok(puzzle_link(&classic())));
}

#[test]
fn words_too_long_for_a_link_are_an_error_not_a_cut() {
    let words = Meta { rules: Some(" ".repeat(MAX_LINK_CHARS / 3)), ..Meta::default() };
    let Err(ShareError::TooLong { length, max }) = puzzle_link_with_words(&classic(), &words) else {
        panic!("a link over the limit")
    };
    assert!(length > max && max == MAX_LINK_CHARS, "{length}");
}

proptest! {
    #[test]
    fn the_setters_words_round_trip_through_a_link(
        title in proptest::option::of("\\PC{1,80}"),
        author in proptest::option::of("\\PC{1,40}"),
        rules in proptest::option::of("(\\PC|\n){1,400}"),
    ) {
        let words = Meta { title, author, rules, solution: None };
        let link = puzzle_link_with_words(&classic(), &words).expect("within the limit");
        prop_assert_eq!(parse_link(&format!("https://example.org/#{link}")), Ok(SharedLink::Puzzle(classic(), words)));
    }

    #[test]
    fn every_puzzle_round_trips_through_its_link(puzzle in arbitrary_puzzle()) {
        let link = puzzle_link(&puzzle);
        prop_assert!(link.chars().count() <= MAX_LINK_CHARS);
        prop_assert_eq!(parse_link(&link), Ok(SharedLink::Puzzle(puzzle, Meta::default())));
    }

    #[test]
    fn every_seed_round_trips_through_its_link(params in arbitrary_params(), text in "\\PC{1,200}") {
        let Ok(phrase) = SeedPhrase::new(&text) else { return Ok(()) };
        let link = seed_link(&params, &phrase).expect("no explicit regions, phrase within the limit");
        prop_assert!(link.chars().count() <= MAX_LINK_CHARS, "{} characters", link.chars().count());
        prop_assert_eq!(parse_link(&link), Ok(SharedLink::Seed { params, phrase }));
    }

    #[test]
    fn any_text_is_answered_without_panic_and_what_reads_rewrites_the_same(
        text in "(p=|s=|g=)?(v1~|variant-v1~)?\\PC{0,200}"
    ) {
        match parse_link(&text) {
            Ok(SharedLink::Puzzle(puzzle, words)) => {
                let again = puzzle_link_with_words(&puzzle, &words).expect("what was read fits again");
                prop_assert_eq!(parse_link(&again), Ok(SharedLink::Puzzle(puzzle, words)));
            }
            Ok(SharedLink::Seed { params, phrase }) => {
                let again = seed_link(&params, &phrase).expect("readable seeds are shareable");
                prop_assert_eq!(parse_link(&again), Ok(SharedLink::Seed { params, phrase }));
            }
            Ok(SharedLink::Variant { request, phrase }) => {
                let again = crate::share::variant_seed_link(&request, &phrase);
                prop_assert_eq!(parse_link(&again), Ok(SharedLink::Variant { request, phrase }));
            }
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }
}
