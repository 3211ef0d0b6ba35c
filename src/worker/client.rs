//! The page's side of the worker: [`run_job`] sends a job and awaits its result;
//! [`latest_progress`] is the last progress report of the jobs in flight (a generation's
//! attempts), and [`watch`] hears when it changes; [`cancel_all`] stops every job at once
//! by terminating the workers, since a worker busy in a computation reads no message until
//! it is done. The next job spawns a fresh worker.
//!
//! Jobs run in two workers, one for each [`Lane`]: what runs unasked (analysing a puzzle
//! just loaded, rating it for the New game dialog) never makes a paste, a hint or a
//! generation wait. A new analysis stops the one still running: it was for a puzzle the
//! player has left (the state drops its result anyway).
//!
//! gloo-worker 0.6 does not expose the `Worker` it creates, so [`spawn`] catches it: for
//! the duration of the (synchronous) spawn, the global `Worker` constructor is a
//! `Proxy` whose `construct` trap keeps the instance. No script text is evaluated.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::worker::{Spawnable, WorkerBridge};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::platform::pinned::oneshot;

use sudoku_worker::{EngineWorker, Json};

use super::{Envelope, Job, JobError, JobProgress, JobResult, Reply};

/// The worker's loader (static/worker_loader.js), relative to the page: it starts the SIMD
/// or the scalar build of the worker bin, whichever this browser runs.
const WORKER_URL: &str = "./worker_loader.js";

/// Which worker runs a job.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lane {
    /// What the player asked for and waits on.
    Asked,
    /// What runs unasked, about the puzzle on the board.
    Unasked,
}

impl Lane {
    const ALL: [Lane; 2] = [Lane::Asked, Lane::Unasked];

    fn of(job: &Job) -> Lane {
        if job.is_foreground() {
            Lane::Asked
        } else {
            Lane::Unasked
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

struct Waiting {
    lane: Lane,
    progress: Option<JobProgress>,
    done: oneshot::Sender<Result<JobResult, JobError>>,
}

struct Live {
    bridge: WorkerBridge<EngineWorker>,
    native: Option<web_sys::Worker>,
    _on_error: Option<EventListener>,
}

#[derive(Default)]
struct Client {
    live: [Option<Live>; 2],
    next_id: u32,
    jobs: BTreeMap<u32, Waiting>,
    /// Called whenever the progress of the running jobs changes.
    watchers: Vec<(u32, Rc<dyn Fn()>)>,
    next_watcher: u32,
    /// How many times every job was cancelled: a job still waiting to be sent when it
    /// changes was cancelled too.
    cancellations: u32,
}

thread_local! {
    static CLIENT: RefCell<Client> = RefCell::new(Client::default());
}

fn notify_watchers() {
    let watchers: Vec<Rc<dyn Fn()>> = CLIENT.with(|c| c.borrow().watchers.iter().map(|(_, w)| w.clone()).collect());
    for watcher in watchers {
        watcher();
    }
}

/// Runs `job` in the worker; its result is of the job's own kind ([`JobResult::answers`]).
pub async fn run_job(job: Job) -> Result<JobResult, JobError> {
    let cancellations = CLIENT.with(|c| c.borrow().cancellations);
    rest_of_the_page_loaded().await;
    if CLIENT.with(|c| c.borrow().cancellations) != cancellations {
        return Err(JobError::Cancelled);
    }
    let result = send(job.clone()).await?;
    if result.answers(&job) {
        Ok(result)
    } else {
        Err(JobError::WrongAnswer)
    }
}

/// The page's wasm comes in two modules (static/page_split.js), and a worker's reply is read
/// by code of the second: a job waits until it is in (or could not be had). On a first visit
/// it arrives before the worker's own wasm would, and it then has the line to itself. A build
/// in one module has nothing to wait for.
async fn rest_of_the_page_loaded() {
    let loaded = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("__laterWasm"))
        .ok()
        .filter(|later| later.is_object())
        .and_then(|later| js_sys::Reflect::get(&later, &JsValue::from_str("loaded")).ok())
        .and_then(|loaded| loaded.dyn_into::<js_sys::Promise>().ok());
    if let Some(loaded) = loaded {
        let _ = wasm_bindgen_futures::JsFuture::from(loaded).await;
    }
}

async fn send(job: Job) -> Result<JobResult, JobError> {
    let lane = Lane::of(&job);
    if matches!(job, Job::Analyse { .. }) {
        stop_lane(lane, JobError::Cancelled);
    }
    let (sender, receiver) = oneshot::channel();
    let started = CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        if client.live[lane.index()].is_none() {
            client.live[lane.index()] = Some(spawn(lane)?);
        }
        client.next_id += 1;
        let id = client.next_id;
        client.jobs.insert(id, Waiting { lane, progress: None, done: sender });
        if let Some(live) = &client.live[lane.index()] {
            live.bridge.send(Envelope { id, job });
        }
        Ok(())
    });
    if let Err(why) = started {
        return Err(JobError::Failed(why));
    }
    receiver.await.unwrap_or(Err(JobError::Cancelled))
}

/// Stops every running job now: the workers are terminated and each job answers `Cancelled`,
/// as does each one still waiting to be sent.
pub fn cancel_all() {
    CLIENT.with(|c| c.borrow_mut().cancellations += 1);
    for lane in Lane::ALL {
        stop_lane(lane, JobError::Cancelled);
    }
}

/// Terminates `lane`'s worker, if it runs, and answers each of its jobs with `why`.
fn stop_lane(lane: Lane, why: JobError) {
    let (live, jobs) = CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        let live = client.live[lane.index()].take();
        let (stopped, kept): (BTreeMap<u32, Waiting>, _) =
            std::mem::take(&mut client.jobs).into_iter().partition(|(_, w)| w.lane == lane);
        client.jobs = kept;
        (live, stopped)
    });
    if let Some(live) = live {
        if let Some(native) = &live.native {
            native.terminate();
        }
        drop(live);
    }
    for (_, waiting) in jobs {
        let _ = waiting.done.send(Err(why.clone()));
    }
    notify_watchers();
}

/// The newest progress report of the jobs in flight, oldest job first.
pub fn latest_progress() -> Option<JobProgress> {
    CLIENT.with(|c| c.borrow().jobs.values().find_map(|w| w.progress))
}

/// Calls `watcher` whenever [`latest_progress`] changes, until the returned guard is dropped.
pub fn watch(watcher: impl Fn() + 'static) -> WatchGuard {
    CLIENT.with(|c| {
        let mut client = c.borrow_mut();
        client.next_watcher += 1;
        let id = client.next_watcher;
        client.watchers.push((id, Rc::new(watcher)));
        WatchGuard(id)
    })
}

#[derive(Debug)]
pub struct WatchGuard(u32);

impl Drop for WatchGuard {
    fn drop(&mut self) {
        let id = self.0;
        CLIENT.with(|c| c.borrow_mut().watchers.retain(|(w, _)| *w != id));
    }
}

fn on_reply(reply: Reply) {
    match reply {
        Reply::Progress { id, progress } => {
            let known = CLIENT.with(|c| {
                let mut client = c.borrow_mut();
                client.jobs.get_mut(&id).map(|waiting| waiting.progress = Some(progress)).is_some()
            });
            if known {
                notify_watchers();
            }
        }
        Reply::Done { id, result } => {
            // A mark for the long-task benchmark: when the result reached the page.
            if let Some(performance) = gloo::utils::window().performance() {
                let _ = performance.mark("sudoku:job-done");
            }
            let waiting = CLIENT.with(|c| c.borrow_mut().jobs.remove(&id));
            if let Some(waiting) = waiting {
                let _ = waiting.done.send(Ok(*result));
                notify_watchers();
            }
        }
    }
}

/// A fresh worker for `lane`, with its native handle when it could be caught.
fn spawn(lane: Lane) -> Result<Live, String> {
    let (bridge, native) = catch_worker(|| {
        let mut spawner = EngineWorker::spawner();
        spawner.callback(on_reply);
        let mut spawner = spawner.encoding::<Json>();
        spawner.with_loader(true).as_module(false);
        spawner.spawn(WORKER_URL)
    })?;
    let on_error = native.as_ref().map(|native| {
        EventListener::new(native, "error", move |event| {
            let message =
                event.dyn_ref::<web_sys::ErrorEvent>().map_or_else(|| "it did not load".to_string(), |e| e.message());
            stop_lane(lane, JobError::Failed(message));
        })
    });
    Ok(Live { bridge, native, _on_error: on_error })
}

/// Runs `spawn` with the global `Worker` constructor wrapped so as to keep what it builds.
fn catch_worker<T>(spawn: impl FnOnce() -> T) -> Result<(T, Option<web_sys::Worker>), String> {
    let global = js_sys::global();
    let key = JsValue::from_str("Worker");
    let original = js_sys::Reflect::get(&global, &key).map_err(|_| "no Worker constructor".to_string())?;
    if original.is_undefined() {
        return Err("this browser has no web workers".into());
    }
    let caught: Rc<RefCell<Option<JsValue>>> = Rc::default();
    let keep = caught.clone();
    let trap = Closure::<dyn FnMut(JsValue, JsValue) -> Result<JsValue, JsValue>>::new(
        move |target: JsValue, args: JsValue| {
            let target: &js_sys::Function = target.unchecked_ref();
            let worker = js_sys::Reflect::construct(target, args.unchecked_ref())?;
            *keep.borrow_mut() = Some(worker.clone());
            Ok(worker)
        },
    );
    let handler = js_sys::Object::new();
    let wrapped = js_sys::Reflect::set(&handler, &"construct".into(), trap.as_ref().unchecked_ref())
        .ok()
        .map(|_| js_sys::Proxy::new(&original, &handler))
        .filter(|proxy| js_sys::Reflect::set(&global, &key, proxy).is_ok());
    let result = spawn();
    if wrapped.is_some() {
        let _ = js_sys::Reflect::set(&global, &key, &original);
    }
    let native = caught.borrow_mut().take().and_then(|w| w.dyn_into::<web_sys::Worker>().ok());
    Ok((result, native))
}
