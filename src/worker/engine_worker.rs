//! The worker: runs each job with the engine, one at a time, and reports a generation's
//! progress after every attempt.

use gloo::worker::{HandlerId, Worker, WorkerScope};
use sudoku_engine::generate::{generate_seeded, Control, GenerateParams, SeedPhrase};
use sudoku_engine::{logic, rate, solve};

use super::learn;
use super::protocol::{Envelope, Job, JobProgress, JobResult, Reply, SOLUTION_LIMIT};

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

/// Runs one job (natively too, for tests).
pub fn run(job: &Job, report: &dyn Fn(JobProgress)) -> JobResult {
    match job {
        Job::Analyse { puzzle } => {
            let found = solve::count_solutions(puzzle, 2);
            let unique = found.is_unique();
            let solution = found.solutions.into_iter().next().filter(|_| unique);
            let rating = unique.then(|| rate::rate(puzzle));
            JobResult::Analysed { solution, rating }
        }
        Job::Hint(query) => JobResult::Hint(query.answer()),
        Job::Solutions { puzzle } => {
            let found = solve::count_solutions(puzzle, SOLUTION_LIMIT);
            JobResult::Solutions { complete: found.complete, solutions: found.solutions }
        }
        Job::Count { puzzle } => {
            let found = solve::count_solutions(puzzle, 2);
            JobResult::Counted { count: found.solutions.len(), complete: found.complete }
        }
        Job::LogicalSolution { puzzle } => JobResult::LogicalSolution(logic::solve_logically(puzzle)),
        Job::Rate { puzzle } => JobResult::Rated(rate::rate(puzzle)),
        Job::Generate { params, phrase } => JobResult::Generated(generate(params, phrase, report)),
        Job::Read { text, link } => JobResult::Read(super::read::read(text, *link)),
        Job::Steps(query) => {
            let (listing, steps) = learn::steps(query);
            JobResult::Listed(listing, steps)
        }
        Job::Review(game) => JobResult::Listed(learn::review(game), Vec::new()),
        Job::Train { params, phrase, start_before } => {
            let generated = generate(params, phrase, report);
            let start = generated.as_ref().ok().filter(|_| *start_before).and_then(learn::start_before);
            JobResult::Trained(generated, start)
        }
        Job::Picture(picture) => drawn(super::pictures::draw(picture)),
        Job::PrintBatch { form } => drawn(form.parse().and_then(|batch| super::print::print(&batch))),
        Job::PrintForm => JobResult::Drawn(super::print::form()),
    }
}

fn generate(
    params: &str,
    phrase: &str,
    report: &dyn Fn(JobProgress),
) -> Result<sudoku_engine::generate::Generated, String> {
    let params: GenerateParams = params.parse().map_err(|e| format!("{e}"))?;
    let phrase = SeedPhrase::new(phrase).map_err(|e| e.to_string())?;
    let on_attempt = |p: &sudoku_engine::generate::Progress| {
        report(JobProgress { attempt: p.attempt, max_attempts: p.max_attempts, best: p.best });
    };
    let control = Control { on_attempt: Some(&on_attempt), ..Control::default() };
    generate_seeded(&params, &phrase, &control).map_err(|e| e.to_string())
}

/// A drawing's text, or the sentence that says why there is none.
fn drawn<E: std::fmt::Display>(result: Result<String, E>) -> JobResult {
    match result {
        Ok(text) => JobResult::Drawn(text),
        Err(why) => JobResult::NotDrawn(why.to_string()),
    }
}
