//! Every job and every result crosses the seam unchanged: written as JSON (the codec of
//! `postMessage`) and read back, each is equal to what was sent; each result answers its
//! own job and no other; seeds keep their parameters and phrase whatever they are.

use proptest::prelude::*;
use sudoku_engine::format::parse_puzzle;
use sudoku_engine::game::{Game, HintKind, Move, Rules};
use sudoku_engine::generate::{generate, GenerateError, GenerateParams, SeedPhrase, StartPosition, Symmetry};
use sudoku_engine::logic::{solve_logically, HintQuery, Strategy as Technique};
use sudoku_engine::{rate, Digit, Geometry, Level};
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

/// One job of every kind, and the result of the same kind beside it.
fn jobs_and_results() -> Vec<(Job, JobResult)> {
    let puzzle = parse_puzzle(CLASSIC).expect("valid");
    let mut game = Game::new(puzzle.clone());
    let cell = puzzle.layout().cells().find(|&c| puzzle.given(c).is_none()).expect("an empty cell");
    game.play(&Move::Place { cell, digit: Digit::new(4).expect("a digit") }, &Rules::default()).expect("legal");
    let query = HintQuery::of(&game);
    let solution = solve_logically(&puzzle);
    let digits: Vec<Digit> = solution.values.iter().map(|v| v.expect("solved")).collect();
    let generated = generate(&GenerateParams::standard(2, 2), &SeedPhrase::new("wire").expect("valid")).expect("made");
    let start = StartPosition::of(&puzzle, &solution.position_before(&puzzle, 3));
    let review = GameReview {
        moves: 1,
        red_marks: 0,
        mistaken_moves: Some(1),
        hints: vec![(HintKind::Step(Technique::HiddenSingle), 2)],
        computer_used: vec![(Technique::NakedSingle, 3)],
        your_path: vec![
            PathLine::Move { number: 1, sentence: "r1c3 = 4".into(), mistake: true },
            PathLine::Hint { kind: HintKind::Step(Technique::XWing), applied: true },
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
        (Job::Hint(query.clone()), JobResult::Hint(query.answer())),
        (Job::Solutions { puzzle: puzzle.clone() }, JobResult::Solutions { solutions: vec![digits], complete: true }),
        (Job::Count { puzzle: puzzle.clone() }, JobResult::Counted { count: 1, complete: true }),
        (Job::LogicalSolution { puzzle: puzzle.clone() }, JobResult::LogicalSolution(solution.clone())),
        (Job::Rate { puzzle: puzzle.clone() }, JobResult::Rated(rate::rate(&puzzle))),
        (Job::Generate(seed("wire")), JobResult::Generated(Ok(generated.clone()))),
        (Job::Read { text: CLASSIC.into(), link: false }, JobResult::Read(Ok(Readout::Seed(seed("read"))))),
        (Job::Steps(query.clone()), JobResult::Steps(Ok(StepList::grouped(solution.steps.clone())))),
        (Job::Review(Box::new(game)), JobResult::Reviewed(Box::new(review))),
        (
            Job::Train { seed: seed("train"), start_before: true },
            JobResult::Trained(Ok(Trained { generated, start: Some(start) })),
        ),
        (Job::Picture(Box::new(board)), JobResult::Pictured(Ok("<svg></svg>".into()))),
        (Job::Print(Box::new(batch)), JobResult::Printed(Ok("<div class=\"sheets\"></div>".into()))),
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
    let blocked = HintQuery::of(&Game::new(puzzle)).answer();
    let errors = vec![
        JobResult::Generated(Err(GenerateError::TechniqueNotMade { technique: Technique::XWing, attempts: 7 })),
        JobResult::Generated(Err(GenerateError::LevelOutOfReach {
            board: "4x4 standard".parse().expect("a board name"),
            level: Level::Nightmare,
            why: "too small".into(),
            offered: "Easy".into(),
        })),
        JobResult::Read(Err(ReadError::Empty)),
        JobResult::Read(Err(ReadError::Puzzle("line 3, column 4: bad character 'x'".into()))),
        JobResult::Steps(Err(NoStep::NoneApplies)),
        JobResult::Steps(Err(NoStep::Blocked(Box::new(blocked)))),
        JobResult::Trained(Err(GenerateError::NoTechnique)),
        JobResult::Pictured(Err(PictureError::NoStep(12))),
        JobResult::Printed(Err(PrintError::Pages(9))),
        JobResult::Printed(Err(PrintError::OutOfReach { level: Level::Obscene, why: "too small".into() })),
        JobResult::Printed(Err(PrintError::Generate { number: 3, why: GenerateError::OutOfTime })),
    ];
    for error in &errors {
        roundtrip(error);
    }
    let said = PrintError::Generate { number: 3, why: GenerateError::OutOfTime }.to_string();
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

    #[test]
    fn read_errors_cross_unchanged(why in ".{0,40}", kind in 0..4usize) {
        let error = [ReadError::Empty, ReadError::Link(why.clone()), ReadError::Puzzle(why.clone()), ReadError::Fpuzzles(why)]
            [kind].clone();
        let text = serde_json::to_string(&JobResult::Read(Err(error.clone()))).expect("serializes");
        prop_assert_eq!(serde_json::from_str::<JobResult>(&text).expect("reads back"), JobResult::Read(Err(error)));
    }
}
