//! The AI at the table: when the turn phase says the AI is to move, a search starts with
//! the level's time budget; its move comes back as a `ChooseMove` like any player's. A hint is
//! the engine's analysis of the position on the human's behalf (as `kalah-cli analyse`): its
//! best move is shown on the board, with what it is worth, instead of played.
//!
//! Natively a move search and a hint's analysis run on the `AsyncComputeTaskPool`, thinking in
//! slices and yielding between them, polled each frame; on the web (one thread) they think in
//! slices of a few milliseconds per frame on the main thread. The frame never waits for them,
//! and a search whose position has changed (undo, new game) is dropped, which stops it.

use crate::AppSystems;
use crate::engine::ai::{Analysis, Level, MoveValue, Thinker};
use crate::engine::{Move, Position, RuleSet, Side};
use crate::game::messages::{ChooseMove, GameCommand, MoveSource};
use crate::game::phase::TurnPhase;
use crate::game::sowing::Playback;
use crate::game::table::{Match, Player};
use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{AsyncComputeTaskPool, Task, futures_lite::future};
use std::time::Duration;

/// How long a hint's analysis thinks: as long as the Hard level.
const HINT_TIME: Duration = Duration::from_millis(1500);
/// An AI move is shown no sooner than this after its search began, so it can be followed.
const MIN_THINK_SECONDS: f32 = 0.5;
/// A slice of thinking between two looks at the frame: on a worker natively, on the main
/// thread (each frame) on the web.
#[cfg(not(target_arch = "wasm32"))]
const SLICE: Duration = Duration::from_millis(20);
#[cfg(target_arch = "wasm32")]
const SLICE: Duration = Duration::from_millis(8);

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

/// Native: a task on the compute pool that thinks in slices, yielding between them so that
/// dropping it cancels the search.
#[cfg(not(target_arch = "wasm32"))]
enum Job {
    Play(Task<Move>),
    Hint(Task<Option<MoveValue>>),
}

#[cfg(not(target_arch = "wasm32"))]
impl Job {
    fn play(rules: RuleSet, pos: Position, past: Vec<Position>, level: Level, seed: u64) -> Job {
        Job::Play(AsyncComputeTaskPool::get().spawn(async move {
            let mut thinker = Thinker::new(rules, pos, level, seed).with_past(&past);
            loop {
                if let Some(mv) = thinker.think(SLICE) {
                    return mv;
                }
                future::yield_now().await;
            }
        }))
    }

    fn hint(rules: RuleSet, pos: Position, past: Vec<Position>) -> Job {
        Job::Hint(AsyncComputeTaskPool::get().spawn(async move {
            let mut analysis = Analysis::new(&rules, &pos, HINT_TIME).with_past(&past);
            loop {
                if let Some(values) = analysis.step(SLICE) {
                    return values.first().copied();
                }
                future::yield_now().await;
            }
        }))
    }

    fn poll(&mut self) -> Option<Found> {
        match self {
            Job::Play(task) => bevy::tasks::block_on(future::poll_once(task)).map(Found::Play),
            Job::Hint(task) => bevy::tasks::block_on(future::poll_once(task)).map(Found::Hint),
        }
    }
}

/// Web: the thinker or the analysis itself, given a slice of each frame on the main thread.
#[cfg(target_arch = "wasm32")]
enum Job {
    Play(Box<Thinker>),
    Hint(Box<Analysis>),
}

#[cfg(target_arch = "wasm32")]
impl Job {
    fn play(rules: RuleSet, pos: Position, past: Vec<Position>, level: Level, seed: u64) -> Job {
        let thinker = Thinker::new(rules, pos, level, seed).with_past(&past);
        Job::Play(Box::new(thinker))
    }

    fn hint(rules: RuleSet, pos: Position, past: Vec<Position>) -> Job {
        Job::Hint(Box::new(
            Analysis::new(&rules, &pos, HINT_TIME).with_past(&past),
        ))
    }

    fn poll(&mut self) -> Option<Found> {
        match self {
            Job::Play(thinker) => thinker.think(SLICE).map(Found::Play),
            Job::Hint(analysis) => analysis
                .step(SLICE)
                .map(|values| Found::Hint(values.first().copied())),
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
            .in_set(AppSystems::Think),
    );
}

fn start_search(m: &Match, purpose: Purpose, now: f32) -> Search {
    let pos = *m.position();
    let rules = m.rules().clone();
    // The positions that would end the game by coming back (none without that rule).
    let past = m.game().repeatable_past();
    Search {
        epoch: m.epoch(),
        purpose,
        side: pos.to_move(),
        began: now,
        job: match purpose {
            Purpose::Play(level) => Job::play(rules, pos, past, level, m.seed()),
            Purpose::Hint => Job::hint(rules, pos, past),
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
    // No hints in a game played against someone at another table; a lesson or a puzzle has
    // its own (game/learn).
    if brain.search.is_none()
        && m.human_to_move()
        && !m.has_remote()
        && !m.is_practice()
        && brain.hint(&m).is_none()
    {
        brain.search = Some(start_search(&m, Purpose::Hint, time.elapsed_secs()));
    }
}

fn start_thinking(m: Res<Match>, phase: Res<TurnPhase>, time: Res<Time>, mut brain: ResMut<Brain>) {
    if brain.search.as_ref().is_some_and(|s| s.epoch != m.epoch()) {
        // The position changed under the search: drop it, which stops it.
        brain.search = None;
        brain.ready = None;
    }
    if brain.search.is_some() || *phase != TurnPhase::AiToMove {
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
