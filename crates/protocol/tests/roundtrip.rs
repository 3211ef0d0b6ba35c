//! Every job and every result crosses the seam unchanged: written as JSON (the codec of
//! `postMessage`) and read back, each is equal to what was sent; each result answers its
//! own job and no other; seeds keep their parameters and phrase whatever they are.

use proptest::prelude::*;
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::format::{parse_fpuzzles, to_fpuzzles_json, FpuzzlesError};
use sudoku_engine::game::{Game, HintKind, Move, Rules};
use sudoku_engine::generate::{
    generate, GenerateError, GenerateParams, OutOfReach, SeedPhrase, StartPosition, Symmetry,
};
use sudoku_engine::logic::{solve_logically, HintQuery, Strategy as Technique};
use sudoku_engine::render::BoardImage;
use sudoku_engine::share::{parse_link, ShareError};
use sudoku_engine::ParseError;
use sudoku_engine::{rate, Digit, Geometry, Level, LogicalSolution, Puzzle};
use sudoku_protocol::*;

const CLASSIC: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn roundtrip<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) {
    let text = serde_json::to_string(value).expect("serializes");
    let back: T = serde_json::from_str(&text).unwrap_or_else(|e| panic!("reads back ({e}): {text}"));
    assert_eq!(&back, value, "{text}");
}

fn seed(phrase: &str) -> Seed {
    Seed { params: GenerateParams::standard(2, 2), phrase: SeedPhrase::new(phrase).expect("a phrase") }
}

fn digits_of(solution: &LogicalSolution) -> Vec<Digit> {
    solution.values.iter().map(|v| v.expect("solved")).collect()
}

/// A page of answers with the answer to `puzzle`, and a page of puzzles with it.
fn sheet(puzzle: &Puzzle, solution: &[Digit]) -> Sheet {
    let answer = BoardImage::of_solution(puzzle, solution).titled("Answer to puzzle 1");
    let board = BoardImage::of_puzzle(puzzle).titled("Puzzle 1, Easy");
    let phrase = SeedPhrase::new("paper").expect("a phrase");
    Sheet {
        paper: Paper::A4,
        per_page: PerPage::Two,
        answers: false,
        figures: vec![
            Figure::of(board, Caption::Puzzle { number: 1, level: Level::Easy, phrase }),
            Figure::of(answer, Caption::Answer { number: 1 }),
        ],
    }
}

/// One job of every kind, and the result of the same kind beside it.
fn jobs_and_results() -> Vec<(Job, JobResult)> {
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let mut game = Game::new(puzzle.clone());
    let cell = puzzle.layout().cells().find(|&c| puzzle.given(c).is_none()).expect("an empty cell");
    game.play(&Move::Place { cell, digit: Digit::new(4).expect("a digit") }, &Rules::default()).expect("legal");
    let query = HintQuery::of(&game);
    let solution = solve_logically(&puzzle);
    let digits = digits_of(&solution);
    let generated = generate(&GenerateParams::standard(2, 2), &SeedPhrase::new("wire").expect("valid")).expect("made");
    let start = StartPosition::of(&puzzle, &solution.position_before(&puzzle, 3));
    let hints = [(HintKind::Step(Technique::HiddenSingle), 2)];
    let review = GameReview {
        lines: GameReview::lines_of(1, 0, Some(1), &hints, &[(Technique::NakedSingle, 3)]),
        your_path: vec![
            PathLine::Move { number: 1, sentence: "r1c3 = 4".into(), mistake: true }.label(),
            PathLine::Hint { kind: HintKind::Step(Technique::XWing), applied: true }.label(),
        ],
        computer_path: vec!["Naked Single: r1c3 = 4".into()],
    };
    let batch =
        PrintBatch { seed: seed("paper"), per_page: PerPage::Six, pages: 2, paper: Paper::Letter, answers: true };
    let board = Picture::Board { game: game.clone(), marks: true, colours: false };
    vec![
        (
            Job::Analyse { puzzle: puzzle.clone() },
            JobResult::Analysed { solution: Some(digits.clone()), rating: Some(rate::rate(&puzzle)) },
        ),
        (Job::Hint(query.clone()), JobResult::Hint(ShownHint::of(&query.answer(), &query.puzzle))),
        (
            Job::Solutions { puzzle: puzzle.clone() },
            JobResult::Solutions { solutions: vec![digits.clone()], complete: true },
        ),
        (Job::Count { puzzle: puzzle.clone() }, JobResult::Counted { solutions: vec![digits], complete: true }),
        (Job::LogicalSolution { puzzle: puzzle.clone() }, JobResult::LogicalSolution(ShownSolution::from(&solution))),
        (Job::Rate { puzzle: puzzle.clone() }, JobResult::Rated(rate::rate(&puzzle))),
        (Job::Generate(seed("wire")), JobResult::Generated(Ok(generated.clone()))),
        (Job::Read { text: CLASSIC.into(), link: false }, JobResult::Read(Ok(Readout::Seed(seed("read"))))),
        (Job::Steps(query.clone()), JobResult::Steps(Ok(StepList::grouped(&solution.steps)))),
        (Job::Review(Box::new(game)), JobResult::Reviewed(Box::new(review))),
        (
            Job::Train { seed: seed("train"), start_before: true },
            JobResult::Trained(Ok(Trained { generated, start: Some(start) })),
        ),
        (Job::Picture(Box::new(board)), JobResult::Pictured(Ok("<svg></svg>".into()))),
        (Job::Print(Box::new(batch)), JobResult::Printed(Ok(vec![sheet(&puzzle, &digits_of(&solution))]))),
    ]
}

#[test]
fn every_job_and_its_result_cross_unchanged_and_a_result_answers_its_own_job_only() {
    let pairs = jobs_and_results();
    for (id, (job, result)) in pairs.iter().enumerate() {
        roundtrip(&Envelope { id: id as u32, job: job.clone() });
        roundtrip(&Reply::Done { id: id as u32, result: Box::new(result.clone()) });
        for (other, (other_job, _)) in pairs.iter().enumerate() {
            assert_eq!(result.answers(other_job), id == other, "{result:?} for {other_job:?}");
        }
    }
    roundtrip(&Reply::Progress {
        id: 3,
        progress: JobProgress { attempt: 2, max_attempts: 9, best: Some(Level::Easy) },
    });
}

#[test]
fn every_error_crosses_unchanged_and_says_the_same() {
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let blocked = HintQuery::of(&Game::new(puzzle.clone())).answer();
    let errors = vec![
        JobResult::Generated(Err(GenerateError::TechniqueNotMade { technique: Technique::XWing, attempts: 7 }.into())),
        JobResult::Generated(Err(GenerateError::LevelOutOfReach {
            board: "4x4 standard".parse().expect("a board name"),
            level: Level::Nightmare,
            why: Some(OutOfReach::TooSmall),
            offered: vec![Level::Easy],
        }
        .into())),
        JobResult::Read(Err(ReadError::Empty)),
        JobResult::Read(Err(ReadError::Puzzle(ParseError::BadChar { line: 3, column: 4, ch: 'x' }.to_string()))),
        JobResult::Steps(Err(NoStep::none_applies())),
        JobResult::Steps(Err(NoStep::blocked(&blocked, puzzle.layout()))),
        JobResult::Trained(Err(GenerateError::NoTechnique.into())),
        JobResult::Pictured(Err(PictureError::NoStep(12))),
        JobResult::Printed(Err(PrintError::Pages(9).into())),
        JobResult::Printed(Err(PrintError::OutOfReach { level: Level::Obscene, why: OutOfReach::TooSlow }.into())),
        JobResult::Printed(Err(PrintError::Generate { number: 3, why: GenerateError::OutOfTime.into() }.into())),
    ];
    for error in &errors {
        roundtrip(error);
    }
    let said = PrintError::Generate { number: 3, why: GenerateError::OutOfTime.into() }.to_string();
    assert_eq!(said, "puzzle 3 could not be made: the time ran out before any puzzle was made");
}

#[test]
fn a_seed_that_does_not_read_back_is_refused_with_its_reason() {
    let bad_params = r#"{"params":"box=three","phrase":"tea"}"#;
    assert!(serde_json::from_str::<Seed>(bad_params).is_err());
    let empty_phrase = r#"{"params":"box=2x2","phrase":"   "}"#;
    let error = serde_json::from_str::<Seed>(empty_phrase).expect_err("an empty phrase");
    assert!(error.to_string().contains("empty"), "{error}");
}

#[test]
fn a_seeds_origin_pins_the_attempt_that_made_it() {
    let origin = seed("tea").origin(17);
    assert_eq!(origin.phrase.as_deref(), Some("tea"));
    let params: GenerateParams = origin.params.as_deref().expect("params").parse().expect("reads");
    assert_eq!(params, GenerateParams { attempt: Some(17), ..GenerateParams::standard(2, 2) });
}

fn params() -> impl Strategy<Value = GenerateParams> {
    let boxes = prop::sample::select(vec![(2, 2), (3, 2), (2, 3), (4, 2), (3, 3), (4, 3), (4, 4), (5, 5)]);
    let kinds = prop::sample::select(vec!["standard", "x", "jigsaw", "colour", "x+jigsaw"]);
    let technique = prop::option::of(prop::sample::select(Technique::ALL.to_vec()));
    (
        boxes,
        kinds,
        prop::sample::select(Level::ALL.to_vec()),
        any::<bool>(),
        prop::sample::select(Symmetry::ALL.to_vec()),
    )
        .prop_flat_map(move |(shape, kind, level, exact, symmetry)| {
            (Just((shape, kind, level, exact, symmetry)), 1..5000u32, prop::option::of(1..500u32), technique.clone())
        })
        .prop_map(|(((w, h), kind, level, exact, symmetry), attempts, attempt, technique)| {
            let kind: sudoku_engine::geometry::VariantKind = kind.parse().expect("a variant");
            let geometry = Geometry::new(w, h, kind.with_regions(None));
            let base = match technique {
                Some(technique) => GenerateParams::for_technique(geometry, kind.jigsaw, technique),
                None => GenerateParams::new(geometry, kind.jigsaw, level, exact),
            };
            GenerateParams { symmetry, max_attempts: attempts, attempt, ..base }
        })
}

proptest! {
    #[test]
    fn seeds_cross_unchanged(params in params(), phrase in "[a-z0-9 #-]{0,12}[a-z0-9]") {
        let seed = Seed { params, phrase: SeedPhrase::new(&phrase).expect("a phrase") };
        let text = serde_json::to_string(&Job::Generate(seed.clone())).expect("serializes");
        let back: Job = serde_json::from_str(&text).expect("reads back");
        prop_assert_eq!(back, Job::Generate(seed));
    }

    #[test]
    fn print_batches_cross_unchanged(params in params(), pages in 0..9u32, per_page in 0..4usize, answers: bool) {
        let batch = PrintBatch {
            seed: Seed { params, phrase: SeedPhrase::new("batch").expect("a phrase") },
            per_page: PerPage::ALL[per_page],
            pages,
            paper: if answers { Paper::A4 } else { Paper::Letter },
            answers,
        };
        let text = serde_json::to_string(&batch).expect("serializes");
        prop_assert_eq!(serde_json::from_str::<PrintBatch>(&text).expect("reads back"), batch);
    }

    /// Whatever a paste or a link holds, each reader's error crosses in the engine's own
    /// words and says the same on the page as in the worker.
    #[test]
    fn read_errors_cross_unchanged_and_say_the_same(text in read_inputs()) {
        let errors = [
            parse_puzzle(&text).err().map(|e| ReadError::Puzzle(e.to_string())),
            parse_link(&text).err().map(|e| ReadError::Link(e.to_string())),
            parse_fpuzzles(&text).err().map(|e| ReadError::Fpuzzles(e.to_string())),
        ];
        for error in errors.into_iter().flatten() {
            let said = error.to_string();
            let text = serde_json::to_string(&JobResult::Read(Err(error.clone()))).expect("serializes");
            let JobResult::Read(Err(back)) = serde_json::from_str::<JobResult>(&text).expect("reads back") else {
                panic!("a read error: {text}")
            };
            prop_assert_eq!(back.to_string(), said);
            prop_assert_eq!(back, error);
        }
    }

    /// Sheets of any layout, boards and captions cross as they are and caption the same.
    #[test]
    fn sheets_cross_unchanged(
        paper in prop::sample::select(Paper::ALL.to_vec()),
        per_page in prop::sample::select(PerPage::ALL.to_vec()),
        answers: bool,
        captions in prop::collection::vec((1..25u32, prop::sample::select(Level::ALL.to_vec()), "[a-z0-9 <>&\"'#-]{0,12}[a-z]", any::<bool>()), 0..6),
    ) {
        let boards = boards();
        let figures = captions.into_iter().enumerate().map(|(i, (number, level, phrase, answer))| {
            let phrase = SeedPhrase::new(&phrase).expect("a phrase");
            let caption = if answer { Caption::Answer { number } } else { Caption::Puzzle { number, level, phrase } };
            Figure::of(boards[i % boards.len()].clone().titled(format!("{caption}")), caption)
        });
        let sheet = Sheet { paper, per_page, answers, figures: figures.collect() };
        let text = serde_json::to_string(&sheet).expect("serializes");
        let back: Sheet = serde_json::from_str(&text).expect("reads back");
        let said = |sheet: &Sheet| sheet.figures.iter().map(|f| (f.caption.clone(), f.board.svg())).collect::<Vec<_>>();
        prop_assert_eq!(said(&back), said(&sheet));
        prop_assert_eq!(back, sheet);
    }
}

/// Texts that reach every reader's errors: any text, lines of cells, share links with
/// known and unknown keys, f-puzzles documents short of something.
fn read_inputs() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,60}",
        "[0-9.xA \n]{10,90}",
        "#(p|s|q)=v[0-3](~(box|variant|givens|shapes|cages|sums|phrase|level|colour)=[0-9a-z.%x+]{0,12}){0,6}",
        "\\{\"size\":[0-9]{1,2},\"grid\":\\[(\\[(\\{\\},?){0,4}\\],?){0,4}\\](,\"killercage\":[0-9a-z\"]{0,5})?\\}",
    ]
}

/// Boards of several kinds: a classic puzzle and its answer, a killer and a jigsaw board
/// with marks and colours.
fn boards() -> Vec<BoardImage> {
    use sudoku_engine::game::Colour;
    use sudoku_engine::render::Show;
    let classic = parse_puzzle(CLASSIC).expect("valid");
    let solution = digits_of(&solve_logically(&classic));
    let killer = parse_puzzle(
        "type: killer\nbox: 2x2\ncages:\nAABB\nACCB\nDCEE\nDDEE\nsums: A=7 B=9 C=8 D=6 E=10\n....\n....\n....\n....\n",
    );
    let jigsaw = parse_puzzle("type: jigsaw\nbox: 2x2\nshapes:\n1122\n1122\n3344\n3344\n1...\n....\n....\n...4\n");
    let mut boards = vec![BoardImage::of_puzzle(&classic), BoardImage::of_solution(&classic, &solution)];
    for puzzle in [killer, jigsaw].into_iter().flatten() {
        let mut game = Game::new(puzzle.clone());
        let cell = puzzle.layout().cells().find(|&c| puzzle.given(c).is_none()).expect("an empty cell");
        let digit = Digit::new(2).expect("a digit");
        for mv in [Move::ToggleCorner { cell, digit }, Move::Paint { cell, colour: Colour::new(4).expect("a colour") }]
        {
            game.play(&mv, &Rules::default()).expect("a legal move");
        }
        boards.push(BoardImage::of_board(&puzzle, game.board(), Show { marks: true, colours: true }));
    }
    assert_eq!(boards.len(), 4, "the killer and jigsaw boards read");
    boards
}

#[test]
fn every_readers_error_keeps_its_words() {
    let tall = parse_puzzle("box: 2x3\n......\n......\n......\n......\n......\n......\n").expect("a 6x6 board");
    let errors = [
        (ReadError::Link(ShareError::MissingKey { key: "givens".into() }.to_string()), "the link lacks the field \"givens\""),
        (
            ReadError::Link(parse_link("#p=v1~box=2x2~variant=standard~givens=1x..............").expect_err("bad").to_string()),
            "givens: cell 2 (row 1, column 2) has the bad character 'x'",
        ),
        (
            ReadError::Link(parse_link("#p=v1~box=2x2~colour=1").expect_err("unknown").to_string()),
            "the link has an unknown field \"colour\" (known: box, variant, givens, shapes, cages, sums, rules, title, author, ruleset)",
        ),
        (
            ReadError::Link(
                parse_link("#p=v1~box=2x2~variant=standard~givens=................~rules=arrow.r1c1")
                    .expect_err("bad")
                    .to_string(),
            ),
            "rules: \"arrow.r1c1\": write arrow as arrow.BULB.SHAFT, one or more shafts, such as arrow.r1c1.r1c2r1c3",
        ),
        (
            ReadError::Link(parse_link("#p=v1~box=2x2~variant=standard~givens=1").expect_err("short").to_string()),
            "givens: 1 cells for a 4x4 board, which has 16",
        ),
        (
            ReadError::Fpuzzles(parse_fpuzzles(r#"{"size":4}"#).expect_err("no grid").to_string()),
            "not an f-puzzles document: no grid",
        ),
        (
            ReadError::Fpuzzles(to_fpuzzles_json(&tall).expect_err("boxes f-puzzles does not draw").to_string()),
            "boxes 2x3 is not a board this app can write as f-puzzles: f-puzzles draws other boxes for this size",
        ),
        (
            ReadError::Puzzle(parse_puzzle("12..\n..1.\n.1.x\n....").expect_err("bad").to_string()),
            "line 3, column 4: bad character 'x'",
        ),
    ];
    for (error, why) in errors {
        assert_eq!(error.why(), why);
        let text = serde_json::to_string(&error).expect("serializes");
        assert_eq!(serde_json::from_str::<ReadError>(&text).expect("reads back"), error, "{text}");
    }
    assert!(matches!(
        parse_fpuzzles(r#"{"size":4}"#),
        Err(FpuzzlesError::NotFpuzzles(why)) if why == "no grid"
    ));
}

#[test]
fn a_variant_seed_read_crosses_unchanged() {
    let read = JobResult::Read(Ok(Readout::Variant {
        families: "thermometer+kropki".into(),
        level: sudoku_engine::Level::Obscene,
        technique: None,
        phrase: "wire".into(),
        format: sudoku_engine::generate::variant::VariantFormat::V1,
    }));
    let text = serde_json::to_string(&read).expect("written");
    assert_eq!(serde_json::from_str::<JobResult>(&text).expect("read back"), read);
    let practice = JobResult::Read(Ok(Readout::Variant {
        families: "arrow".into(),
        level: sudoku_engine::Level::Moderate,
        technique: Some(sudoku_engine::logic::Strategy::ConstraintCombination),
        phrase: "wire".into(),
        format: sudoku_engine::generate::variant::VariantFormat::V2,
    }));
    let text = serde_json::to_string(&practice).expect("written");
    assert_eq!(serde_json::from_str::<JobResult>(&text).expect("read back"), practice);
    let read = practice;
    let text = serde_json::to_string(&read).expect("written");
    assert_eq!(serde_json::from_str::<JobResult>(&text).expect("read back"), read);
}
