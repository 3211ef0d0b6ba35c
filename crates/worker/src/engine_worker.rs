//! The worker: runs each job with the engine, one at a time, and reports a generation's
//! progress after every attempt.

use gloo::worker::{HandlerId, Worker, WorkerScope};
use sudoku_engine::generate::{generate_seeded, Control, GenerateError, Generated};
use sudoku_engine::{logic, rate, solve};
use sudoku_protocol::{
    Envelope, Job, JobProgress, JobResult, NotMade, NotPrinted, Reply, Seed, ShownHint, ShownSolution, Trained,
    SOLUTION_LIMIT,
};

use crate::learn;

#[derive(Debug)]
pub struct EngineWorker;

impl Worker for EngineWorker {
    type Message = ();
    type Input = Envelope;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        expose_memory();
        EngineWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    fn received(&mut self, scope: &WorkerScope<Self>, envelope: Envelope, who: HandlerId) {
        let id = envelope.id;
        let report = |progress: JobProgress| scope.respond(who, Reply::Progress { id, progress });
        let result = run(&envelope.job, &report);
        scope.respond(who, Reply::Done { id, result: Box::new(result) });
    }
}

/// Puts the worker's wasm memory on its global scope as `__sudokuMemory`, so a test can
/// read its size (`__sudokuMemory.buffer.byteLength`).
fn expose_memory() {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = js_sys::Reflect::set(&js_sys::global(), &"__sudokuMemory".into(), &wasm_bindgen::memory());
    }
}

/// Runs one job (natively too, for tests); the result is always the job's own kind
/// ([`JobResult::answers`]).
pub fn run(job: &Job, report: &dyn Fn(JobProgress)) -> JobResult {
    match job {
        Job::Analyse { puzzle } => {
            let found = solve::count_solutions(puzzle, 2);
            let unique = found.is_unique();
            let solution = found.solutions.into_iter().next().filter(|_| unique);
            let rating = unique.then(|| rate::rate(puzzle));
            JobResult::Analysed { solution, rating }
        }
        Job::Hint(query) => JobResult::Hint(ShownHint::of(&query.answer(), &query.puzzle)),
        Job::Solutions { puzzle } => {
            let found = solve::count_solutions(puzzle, SOLUTION_LIMIT);
            JobResult::Solutions { complete: found.complete, solutions: found.solutions }
        }
        Job::Count { puzzle } => {
            let found = solve::count_solutions(puzzle, 2);
            JobResult::Counted { solutions: found.solutions, complete: found.complete }
        }
        Job::LogicalSolution { puzzle } => {
            JobResult::LogicalSolution(ShownSolution::from(&logic::solve_logically(puzzle)))
        }
        Job::Rate { puzzle } => JobResult::Rated(rate::rate(puzzle)),
        Job::Generate(seed) => JobResult::Generated(generate(seed, report).map_err(NotMade::from)),
        Job::GenerateVariant { families, level, technique, phrase, format } => {
            JobResult::VariantGenerated(crate::variant::generate(families, *level, *technique, phrase, *format))
        }
        Job::Read { text, link } => JobResult::Read(crate::read::read(text, *link)),
        Job::Steps(query) => JobResult::Steps(learn::steps(query)),
        Job::Review(game) => JobResult::Reviewed(Box::new(learn::review(game))),
        Job::Train { seed, start_before } => JobResult::Trained(
            generate(seed, report)
                .map(|generated| {
                    let start = start_before.then(|| learn::start_before(&generated)).flatten();
                    Trained { generated, start }
                })
                .map_err(NotMade::from),
        ),
        Job::Picture(picture) => JobResult::Pictured(crate::pictures::draw(picture)),
        Job::Print(batch) => JobResult::Printed(crate::print::print(batch).map_err(NotPrinted::from)),
    }
}

fn generate(seed: &Seed, report: &dyn Fn(JobProgress)) -> Result<Generated, GenerateError> {
    let on_attempt = |p: &sudoku_engine::generate::Progress| {
        report(JobProgress { attempt: p.attempt, max_attempts: p.max_attempts, best: p.best });
    };
    let control = Control { on_attempt: Some(&on_attempt), ..Control::default() };
    generate_seeded(&seed.params, &seed.phrase, &control)
}
