//! The AI at the table: when an AI is to move and the board has settled, a search starts with
//! the level's time budget; its move comes back as a `ChooseMove` like any player's. A hint is
//! the engine's analysis of the position on the human's behalf (as `kalah-cli analyse`): its
//! best move is shown on the board, with what it is worth, instead of played.
//!
//! Natively a move search runs on the `AsyncComputeTaskPool` and a hint's analysis on a thread
//! of its own, both polled each frame; on the web (one thread) a move search runs in slices of
//! a few milliseconds per frame, and the analysis of a hint, which cannot be sliced, in one
//! shorter run. Otherwise the frame never waits for them, and a search whose position has
//! changed (undo, new game) is dropped.

use super::rules::{Match, Player};
use super::sowing::{Playback, Sowing};
use crate::AppSystems;
use crate::engine::ai::{Level, MoveValue, Thinker, analyse};
use crate::engine::{Move, Position, RuleSet, Side};
use crate::input::{ChooseMove, GameCommand, MoveSource};
use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{AsyncComputeTaskPool, Task, futures_lite::future};
#[cfg(not(target_arch = "wasm32"))]
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a hint's analysis thinks: as long as the Hard level ...
#[cfg(not(target_arch = "wasm32"))]
const HINT_TIME: Duration = Duration::from_millis(1500);
/// ... but on the web, where it holds up the one thread, a short look.
#[cfg(target_arch = "wasm32")]
const HINT_TIME: Duration = Duration::from_millis(250);
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
    /// A move for the AI to play, at its level.
    Play(Level),
    Hint,
}

/// What a search comes back with.
#[derive(Clone, Copy, Debug)]
enum Found {
    /// The move to play.
    Play(Move),
    /// The best move with its value (`None` only for a game that is over).
    Hint(Option<MoveValue>),
}

/// The best move of the analysis of `pos`, with its value.
fn best_move(rules: &RuleSet, pos: &Position) -> Option<MoveValue> {
    analyse(rules, pos, HINT_TIME).first().copied()
}

/// Native: a move search is a task on the compute pool that thinks in slices, yielding between
/// them so that dropping it cancels the search. A hint's analysis cannot yield, so it gets a
/// thread of its own: dropped, it runs out its short time without holding up the pool the AI
/// thinks on.
#[cfg(not(target_arch = "wasm32"))]
enum Job {
    Play(Task<Move>),
    /// Taken when the analysis is collected.
    Hint(Option<JoinHandle<Option<MoveValue>>>),
}

#[cfg(not(target_arch = "wasm32"))]
impl Job {
    fn play(rules: RuleSet, pos: Position, level: Level, seed: u64) -> Job {
        Job::Play(AsyncComputeTaskPool::get().spawn(async move {
            let mut thinker = Thinker::new(rules, pos, level, seed);
            loop {
                if let Some(mv) = thinker.think(Duration::from_millis(20)) {
                    return mv;
                }
                future::yield_now().await;
            }
        }))
    }

    fn hint(rules: RuleSet, pos: Position) -> Job {
        Job::Hint(Some(std::thread::spawn(move || best_move(&rules, &pos))))
    }

    fn poll(&mut self) -> Option<Found> {
        match self {
            Job::Play(task) => bevy::tasks::block_on(future::poll_once(task)).map(Found::Play),
            Job::Hint(thread) => {
                let done = thread.take_if(|t| t.is_finished())?;
                // A panicked analysis leaves no hint.
                Some(Found::Hint(done.join().ok().flatten()))
            }
        }
    }
}

/// Web: the thinker itself, given a slice of each frame on the main thread; a hint is analysed
/// at its first poll (a frame after it was asked for, so the HUD shows that it is coming).
#[cfg(target_arch = "wasm32")]
enum Job {
    Play(Box<Thinker>),
    Hint(RuleSet, Position),
}

#[cfg(target_arch = "wasm32")]
impl Job {
    fn play(rules: RuleSet, pos: Position, level: Level, seed: u64) -> Job {
        Job::Play(Box::new(Thinker::new(rules, pos, level, seed)))
    }

    fn hint(rules: RuleSet, pos: Position) -> Job {
        Job::Hint(rules, pos)
    }

    fn poll(&mut self) -> Option<Found> {
        match self {
            Job::Play(thinker) => thinker.think(Duration::from_millis(8)).map(Found::Play),
            Job::Hint(rules, pos) => Some(Found::Hint(best_move(rules, pos))),
        }
    }
}

/// The searches of the table and the last hint.
#[derive(Resource, Default)]
pub struct Brain {
    search: Option<Search>,
    /// A found move waiting out `MIN_THINK_SECONDS`.
    ready: Option<Found>,
    hint: Option<(u64, MoveValue)>,
}

impl Brain {
    /// The side an AI is thinking for, if it is.
    pub fn thinking(&self) -> Option<Side> {
        self.search
            .as_ref()
            .filter(|s| matches!(s.purpose, Purpose::Play(_)))
            .map(|s| s.side)
    }

    /// Whether a hint is being looked for.
    pub fn hinting(&self) -> bool {
        self.search
            .as_ref()
            .is_some_and(|s| s.purpose == Purpose::Hint)
    }

    /// The hint for the current position, if one was asked for and found: the best move and
    /// what it is worth to the human to move.
    pub fn hint(&self, m: &Match) -> Option<MoveValue> {
        self.hint
            .filter(|(epoch, _)| *epoch == m.epoch())
            .map(|(_, hint)| hint)
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

fn start_search(m: &Match, purpose: Purpose, now: f32) -> Search {
    let pos = *m.position();
    let rules = m.rules().clone();
    Search {
        epoch: m.epoch(),
        purpose,
        side: pos.to_move(),
        began: now,
        job: match purpose {
            Purpose::Play(level) => Job::play(rules, pos, level, m.seed()),
            Purpose::Hint => Job::hint(rules, pos),
        },
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
        brain.search = Some(start_search(&m, Purpose::Hint, time.elapsed_secs()));
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
        // The position changed under the search: drop it (this cancels a move search; a
        // hint's analysis runs out its short time unseen).
        brain.search = None;
        brain.ready = None;
    }
    if brain.search.is_some() || !sowing.is_idle() || playback.paused {
        return;
    }
    if let Some(Player::Ai(level)) = m.mover() {
        brain.search = Some(start_search(&m, Purpose::Play(level), time.elapsed_secs()));
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
    let (epoch, began) = (search.epoch, search.began);
    if brain.ready.is_none() {
        let found = brain.search.as_mut().and_then(|s| s.job.poll());
        brain.ready = found;
    }
    let Some(found) = brain.ready else { return };
    match found {
        Found::Hint(hint) => {
            brain.hint = hint.map(|hint| (epoch, hint));
        }
        Found::Play(mv) => {
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
