//! The review of the game being replayed, in the background: a [`ReviewCommand::Start`] values
//! every decision of the replayed record with the engine's `Review` ([`BUDGET`] of thinking a
//! decision), and [`ReviewCommand::Cancel`] drops it, which stops it. Natively the review runs
//! on the `AsyncComputeTaskPool`, a slice at a time with a yield between slices, handing over
//! each decision as it is judged; on the web (one thread) it thinks a slice of each frame on
//! the main thread, a third of the frame before it (at least 8 ms, at most 1 s), so it takes
//! about a quarter of the page's time however fast the page draws. The frame never waits for
//! it natively. Another game on the table drops the review.

use crate::AppSystems;
use crate::engine::review::{Decision, Progress, Review};
use crate::engine::{GameRecord, Move};
use crate::game::messages::{MatchStarted, ReviewCommand};
use crate::game::table::Match;
use bevy::prelude::*;
use std::time::Duration;
use web_time::Instant;

/// Thinking for each decision: the default of `kalah-cli review`, so the game and the CLI
/// give the same review.
pub const BUDGET: Duration = Duration::from_millis(1000);
/// A slice of reviewing between two looks at the frame, on a worker.
#[cfg(not(target_arch = "wasm32"))]
const SLICE: Duration = Duration::from_millis(20);

/// On the web, the slice of a frame the review takes: a third of the frame before it (a
/// quarter of the page's time), at least 8 ms (half a frame at 60 frames a second) and at most
/// a second (a page drawn in software takes seconds a frame).
#[cfg(any(target_arch = "wasm32", test))]
fn web_slice(frame: Duration) -> Duration {
    (frame / 3).clamp(Duration::from_millis(8), Duration::from_secs(1))
}

/// Native: a task on the compute pool that reviews in slices, yielding between them (so that
/// dropping it cancels the review), and hands over the decisions judged so far.
#[cfg(not(target_arch = "wasm32"))]
struct Job {
    task: bevy::tasks::Task<()>,
    judged: std::sync::Arc<std::sync::Mutex<Vec<Decision>>>,
}

#[cfg(not(target_arch = "wasm32"))]
impl Job {
    fn start(mut review: Review) -> Job {
        use bevy::tasks::{AsyncComputeTaskPool, futures_lite::future};
        let judged = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let shared = judged.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            loop {
                let done = review.step(SLICE);
                if let Ok(mut judged) = shared.lock()
                    && judged.len() < review.decisions().len()
                {
                    *judged = review.decisions().to_vec();
                }
                if done {
                    return;
                }
                future::yield_now().await;
            }
        });
        Job { task, judged }
    }

    /// The decisions judged so far, and whether the review is done.
    fn poll(&mut self, _frame: Duration) -> (Vec<Decision>, bool) {
        // Whether the task had finished is read before the decisions it handed over last.
        let done = self.task.is_finished();
        let judged = self.judged.lock().map(|j| j.clone()).unwrap_or_default();
        (judged, done)
    }
}

/// Web: the review itself, given a slice of each frame on the main thread.
#[cfg(target_arch = "wasm32")]
struct Job(Box<Review>);

#[cfg(target_arch = "wasm32")]
impl Job {
    fn start(review: Review) -> Job {
        Job(Box::new(review))
    }

    fn poll(&mut self, frame: Duration) -> (Vec<Decision>, bool) {
        let done = self.0.step(web_slice(frame));
        (self.0.decisions().to_vec(), done)
    }
}

/// A review of the replayed record: running, or done.
struct Reviewing {
    /// The record reviewed.
    record: GameRecord,
    /// The review while it runs; `None` once it is done.
    job: Option<Job>,
    decisions: Vec<Decision>,
    total: usize,
    began: Instant,
    /// How long the whole review took, once done.
    took: Option<Duration>,
}

/// The review of the game on the table, if one was asked for.
#[derive(Resource, Default)]
pub struct GameReview(Option<Reviewing>);

impl GameReview {
    /// Whether a review is running.
    pub fn running(&self) -> bool {
        self.0.as_ref().is_some_and(|r| r.job.is_some())
    }

    /// How far the review has come, if one was asked for.
    pub fn progress(&self) -> Option<Progress> {
        self.0.as_ref().map(|r| Progress {
            done: r.decisions.len(),
            total: r.total,
        })
    }

    /// The decisions judged so far, in the order of the game.
    pub fn decisions(&self) -> &[Decision] {
        self.0.as_ref().map_or(&[], |r| &r.decisions)
    }

    /// The judged decision made from the position after `ply` decisions, if any.
    pub fn decision(&self, ply: usize) -> Option<&Decision> {
        self.decisions().get(ply)
    }

    /// The best move in the position on the table, once its decision is judged.
    pub fn best_here(&self, m: &Match) -> Option<Move> {
        m.is_replay()
            .then(|| self.decision(m.cursor()))
            .flatten()
            .map(|d| d.best)
    }

    /// How long the finished review took.
    pub fn took(&self) -> Option<Duration> {
        self.0.as_ref().and_then(|r| r.took)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameReview>().add_systems(
        Update,
        (forget_other_games, review_commands, poll)
            .chain()
            .in_set(AppSystems::Review),
    );
}

/// Another game on the table (a new one, a game taken over, another record) ends the review
/// of the last one.
fn forget_other_games(
    mut started: MessageReader<MatchStarted>,
    m: Res<Match>,
    mut review: ResMut<GameReview>,
) {
    if started.read().count() == 0 {
        return;
    }
    let same = review
        .0
        .as_ref()
        .is_some_and(|r| m.replayed() == Some(&r.record));
    if !same && review.0.is_some() {
        review.0 = None;
    }
}

fn review_commands(
    mut asked: MessageReader<ReviewCommand>,
    m: Res<Match>,
    mut review: ResMut<GameReview>,
) {
    for command in asked.read() {
        match command {
            ReviewCommand::Start => {
                let Some(record) = m.replayed() else { continue };
                if review.0.as_ref().is_some_and(|r| &r.record == record) {
                    // Running or done already.
                    continue;
                }
                match Review::new(record, BUDGET) {
                    Ok(engine) => {
                        let total = engine.progress().total;
                        info!("reviewing {total} decisions");
                        review.0 = Some(Reviewing {
                            record: record.clone(),
                            job: Some(Job::start(engine)),
                            decisions: Vec::new(),
                            total,
                            began: Instant::now(),
                            took: None,
                        });
                    }
                    Err(e) => warn!("cannot review that game: {e}"),
                }
            }
            ReviewCommand::Cancel => {
                if review.running() {
                    info!("review cancelled");
                    review.0 = None;
                }
            }
        }
    }
}

/// Takes the decisions judged so far; once all are, the review is done and says how long it
/// took.
fn poll(mut review: ResMut<GameReview>, time: Res<Time<Real>>) {
    let Some(reviewing) = review.0.as_mut() else {
        return;
    };
    let Some(job) = reviewing.job.as_mut() else {
        return;
    };
    let (judged, done) = job.poll(time.delta());
    if judged.len() > reviewing.decisions.len() {
        reviewing.decisions = judged;
    }
    if done {
        let took = reviewing.began.elapsed();
        info!(
            "reviewed {} decisions in {:.1} s",
            reviewing.decisions.len(),
            took.as_secs_f64()
        );
        reviewing.job = None;
        reviewing.took = Some(took);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_web_slice_is_a_third_of_the_frame_within_its_bounds() {
        let ms = Duration::from_millis;
        assert_eq!(web_slice(ms(16)), ms(8), "60 frames a second");
        assert_eq!(web_slice(ms(600)), ms(200));
        assert_eq!(web_slice(ms(3300)), ms(1000), "software rendering");
        assert_eq!(web_slice(Duration::ZERO), ms(8), "the first frame");
    }
}
