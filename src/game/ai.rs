//! The AI at the table: when an AI is to move and the board has settled, a search starts with
//! the level's time budget; its move comes back as a `ChooseMove` like any player's. A hint is
//! the same search on the human's behalf, shown on the board instead of played.
//!
//! Natively the search runs on the `AsyncComputeTaskPool` and is polled each frame; on the web
//! (one thread) it runs in slices of a few milliseconds per frame. Either way the frame never
//! waits for it, and a search whose position has changed (undo, new game) is dropped.

use super::rules::{Match, Player};
use super::sowing::{Playback, Sowing};
use crate::AppSystems;
use crate::engine::ai::{Level, Thinker};
use crate::engine::{Move, Position, RuleSet, Side};
use crate::input::{ChooseMove, GameCommand, MoveSource};
use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{AsyncComputeTaskPool, Task, futures_lite::future};
#[cfg(not(target_arch = "wasm32"))]
use std::time::Duration;

/// The level whose search answers a hint.
const HINT_LEVEL: Level = Level::Hard;
/// An AI move is shown no sooner than this after its search began, so it can be followed.
const MIN_THINK_SECONDS: f32 = 0.5;

/// A search in progress.
struct Search {
    /// The rules resource's epoch when it began.
    epoch: u64,
    purpose: Purpose,
    side: Side,
    began: f32,
    job: Job,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    Play,
    Hint,
}

/// Native: a task on the compute pool that thinks in slices, yielding between them so that
/// dropping it cancels the search.
#[cfg(not(target_arch = "wasm32"))]
struct Job(Task<Move>);

#[cfg(not(target_arch = "wasm32"))]
impl Job {
    fn start(rules: RuleSet, pos: Position, level: Level, seed: u64) -> Job {
        Job(AsyncComputeTaskPool::get().spawn(async move {
            let mut thinker = Thinker::new(rules, pos, level, seed);
            loop {
                if let Some(mv) = thinker.think(Duration::from_millis(20)) {
                    return mv;
                }
                future::yield_now().await;
            }
        }))
    }

    fn poll(&mut self) -> Option<Move> {
        bevy::tasks::block_on(future::poll_once(&mut self.0))
    }
}

/// Web: the thinker itself, given a slice of each frame on the main thread.
#[cfg(target_arch = "wasm32")]
struct Job(Thinker);

#[cfg(target_arch = "wasm32")]
impl Job {
    fn start(rules: RuleSet, pos: Position, level: Level, seed: u64) -> Job {
        Job(Thinker::new(rules, pos, level, seed))
    }

    fn poll(&mut self) -> Option<Move> {
        self.0.think(std::time::Duration::from_millis(8))
    }
}

/// The searches of the table and the last hint.
#[derive(Resource, Default)]
pub struct Brain {
    search: Option<Search>,
    /// A found move waiting out `MIN_THINK_SECONDS`.
    ready: Option<Move>,
    hint: Option<(u64, Move)>,
}

impl Brain {
    /// The side an AI is thinking for, if it is.
    pub fn thinking(&self) -> Option<Side> {
        self.search
            .as_ref()
            .filter(|s| s.purpose == Purpose::Play)
            .map(|s| s.side)
    }

    /// Whether a hint is being looked for.
    pub fn hinting(&self) -> bool {
        self.search
            .as_ref()
            .is_some_and(|s| s.purpose == Purpose::Hint)
    }

    /// The hint for the current position, if one was asked for and found.
    pub fn hint(&self, m: &Match) -> Option<Move> {
        self.hint
            .filter(|(epoch, _)| *epoch == m.epoch())
            .map(|(_, mv)| mv)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Brain>().add_systems(
        Update,
        (ask_for_hint, start_thinking, collect)
            .chain()
            .in_set(AppSystems::Flow)
            .before(super::turn::TurnSystems),
    );
}

fn start_search(m: &Match, purpose: Purpose, level: Level, now: f32) -> Search {
    let pos = *m.position();
    Search {
        epoch: m.epoch(),
        purpose,
        side: pos.to_move(),
        began: now,
        job: Job::start(m.rules().clone(), pos, level, m.seed()),
    }
}

fn ask_for_hint(
    mut commands: MessageReader<GameCommand>,
    m: Res<Match>,
    time: Res<Time>,
    mut brain: ResMut<Brain>,
) {
    if !commands.read().any(|c| *c == GameCommand::Hint) {
        return;
    }
    if brain.search.is_none() && m.human_to_move() && brain.hint(&m).is_none() {
        brain.search = Some(start_search(
            &m,
            Purpose::Hint,
            HINT_LEVEL,
            time.elapsed_secs(),
        ));
    }
}

fn start_thinking(
    m: Res<Match>,
    sowing: Res<Sowing>,
    playback: Res<Playback>,
    time: Res<Time>,
    mut brain: ResMut<Brain>,
) {
    if brain.search.as_ref().is_some_and(|s| s.epoch != m.epoch()) {
        // The position changed under the search: drop it (this cancels the task).
        brain.search = None;
        brain.ready = None;
    }
    if brain.search.is_some() || !sowing.is_idle() || playback.paused {
        return;
    }
    if let Some(Player::Ai(level)) = m.mover() {
        brain.search = Some(start_search(&m, Purpose::Play, level, time.elapsed_secs()));
    }
}

fn collect(
    time: Res<Time>,
    playback: Res<Playback>,
    mut brain: ResMut<Brain>,
    mut choose: MessageWriter<ChooseMove>,
) {
    let Some(search) = brain.search.as_ref() else {
        return;
    };
    let (purpose, epoch, began) = (search.purpose, search.epoch, search.began);
    if brain.ready.is_none() {
        let found = brain.search.as_mut().and_then(|s| s.job.poll());
        brain.ready = found;
    }
    let Some(mv) = brain.ready else { return };
    match purpose {
        Purpose::Hint => {
            brain.hint = Some((epoch, mv));
        }
        Purpose::Play => {
            let waited = time.elapsed_secs() - began >= MIN_THINK_SECONDS;
            if !waited && !playback.instant || playback.paused {
                return;
            }
            choose.write(ChooseMove {
                mv,
                source: MoveSource::Ai,
            });
        }
    }
    brain.search = None;
    brain.ready = None;
}
