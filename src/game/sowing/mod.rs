//! The sowing animation. It plays exactly the engine's step trace, one step at a time: the gems
//! of a lifted pit rise into the hand, each drop is one gem hopping in an arc into the next hole
//! with a short pause, captures and end sweeps slide into the store, relays lift again and
//! fours fly to their owner's store; with the settings' reduced motion every flight is a straight
//! glide, no arcs. Each step also moves the gems' [`Place`] at once, so the
//! gem entities in every hole equal the engine's counts as soon as a move's steps have run.
//! Time runs on its own clock, scaled by the speed setting (and slower for a lesson or a
//! puzzle) and stopped by pause; skip (or the
//! instant mode of screenshots) plays the rest of the queue in one frame. Each step played in
//! time is announced as it starts ([`StepStarted`]), for the sounds. A new game or a jump
//! (undo) resets the animation: what was still queued is forgotten.

mod rearrange;

use crate::AppSystems;
use crate::engine::{Hole, Step};
use crate::game::board::layout::Layout;
use crate::game::board::{Gem, Motion, Place};
use crate::game::messages::{MatchStarted, MovePlayed, PositionJumped, StepStarted};
use crate::game::settings::Settings;
use crate::game::table::Match;
use bevy::prelude::*;
use std::collections::VecDeque;
use std::ops::RangeInclusive;

/// Seconds for the gems of a pit to rise into the hand.
const LIFT: f32 = 0.34;
/// Seconds for one gem to hop into the next hole ...
const HOP: f32 = 0.24;
/// ... and the little pause after it lands, like the click of a stone.
const DROP_PAUSE: f32 = 0.08;
/// Seconds for a four to fly to its owner's store.
const FOUR: f32 = 0.55;
/// Seconds for captured gems to slide to the store.
const CAPTURE: f32 = 0.6;
/// Seconds for leftovers to be swept into a store at the end.
const SWEEP: f32 = 0.5;
/// A beat after the turn passes, so each decision reads on its own.
const TURN: f32 = 0.25;
/// Delay between gems leaving a hole together.
const STAGGER: f32 = 0.025;

/// How high (world units above the straight line) a gem's arc rises when it is lifted into
/// the hand ...
const LIFT_ARC: f32 = 0.1;
/// ... when it hops from the hand into the next hole ...
const DROP_ARC: f32 = 0.32;
/// ... while the rest of the hand moves along over that hole ...
const HAND_ARC: f32 = 0.08;
/// ... when a four flies to its owner's store ...
const FOUR_ARC: f32 = 0.9;
/// ... when captured gems slide to the store ...
const CAPTURE_ARC: f32 = 0.45;
/// ... and when leftovers are swept into a store at the end.
const SWEEP_ARC: f32 = 0.35;

/// Speeds the settings offer.
pub const SPEEDS: RangeInclusive<f32> = 0.25..=4.0;

/// Animation settings.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Playback {
    /// Multiplies the animation's pace.
    pub speed: f32,
    /// Stops the animation and the AI.
    pub paused: bool,
    /// Every move settles at once (screenshots and tests).
    pub instant: bool,
}

impl Default for Playback {
    fn default() -> Self {
        Playback {
            speed: 1.0,
            paused: false,
            instant: false,
        }
    }
}

/// The steps still to play and the sowing clock.
#[derive(Resource, Default, Debug)]
pub struct Sowing {
    queue: VecDeque<Step>,
    /// Gems in the hand, the next one to drop first.
    hand: Vec<Entity>,
    clock: f32,
    busy_until: f32,
    skip: bool,
    flying: usize,
}

impl Sowing {
    /// Nothing left to play and no gem in flight. Only the turn phase and the frames asked for
    /// (`game::redraw`) ask this: everything else reads the phase.
    pub(super) fn is_idle(&self) -> bool {
        self.queue.is_empty() && self.clock >= self.busy_until && self.flying == 0
    }

    /// Seconds on the sowing clock.
    pub(super) fn clock(&self) -> f32 {
        self.clock
    }

    /// Plays the rest of the queue at once.
    pub(super) fn skip(&mut self) {
        self.skip = true;
    }

    /// Forgets the queue (a new game or an undo rebuilds the board instead).
    fn clear(&mut self) {
        self.queue.clear();
        self.hand.clear();
        self.busy_until = self.clock;
        self.skip = false;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(rearrange::plugin);
    app.init_resource::<Sowing>()
        .init_resource::<Playback>()
        .add_systems(Update, reset.in_set(AppSystems::Rebuild))
        .add_systems(
            Update,
            (tick_clock, queue_moves, drive, fly)
                .chain()
                .in_set(AppSystems::Animate),
        );
}

/// A new board, or the gems sliding to a position the game jumped to, replaces whatever was
/// still to be played.
fn reset(
    mut started: MessageReader<MatchStarted>,
    mut jumped: MessageReader<PositionJumped>,
    mut sowing: ResMut<Sowing>,
) {
    if started.read().count() + jumped.read().count() > 0 {
        sowing.clear();
    }
}

/// A move's first step starts on the clock as it is after this frame's tick: a frame that
/// follows a long rest (the window draws nothing while the board is still) must not play the
/// first part of the sowing in one jump.
fn queue_moves(mut played: MessageReader<MovePlayed>, mut sowing: ResMut<Sowing>) {
    for moved in played.read() {
        if sowing.queue.is_empty() && sowing.busy_until < sowing.clock {
            sowing.busy_until = sowing.clock;
        }
        sowing.queue.extend(moved.steps.iter().copied());
    }
}

/// A lesson's or a puzzle's moves are sown at this share of the player's pace, so the learner
/// sees each seed land.
const PRACTICE_PACE: f32 = 0.6;

fn tick_clock(
    time: Res<Time>,
    playback: Res<Playback>,
    m: Option<Res<Match>>,
    mut sowing: ResMut<Sowing>,
) {
    if !playback.paused {
        let pace = if m.is_some_and(|m| m.is_practice()) {
            PRACTICE_PACE
        } else {
            1.0
        };
        sowing.clock += time.delta_secs() * playback.speed * pace;
    }
}

type GemQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static Gem,
        &'static mut Place,
        &'static mut Motion,
        &'static Transform,
    ),
>;

/// The gems resting in a hole, top of the pile first.
fn pile(gems: &GemQuery, hole: Hole) -> Vec<Entity> {
    let mut found: Vec<(usize, Entity)> = gems
        .iter()
        .filter_map(|(e, _, place, _, _)| match *place {
            Place::Hole { hole: h, slot } if h == hole => Some((slot, e)),
            _ => None,
        })
        .collect();
    found.sort_unstable_by(|a, b| b.cmp(a));
    found.into_iter().map(|(_, e)| e).collect()
}

/// Sends a gem on its way, starting from wherever its current flight has it at `start`.
fn send(
    gems: &mut GemQuery,
    entity: Entity,
    place: Place,
    to: Vec3,
    lift: f32,
    start: f32,
    duration: f32,
) {
    let Ok((_, gem, mut at, mut motion, transform)) = gems.get_mut(entity) else {
        return;
    };
    let from = if motion.active {
        Transform::from_translation(motion.position_at(start)).with_rotation(motion.to_rot)
    } else {
        *transform
    };
    *at = place;
    *motion = Motion::flight(&from, to, gem.rest, lift, start, duration);
}

/// Moves every gem of `holes` into `store`, one after another.
fn to_store(
    gems: &mut GemQuery,
    layout: &Layout,
    holes: &[Hole],
    store: Hole,
    lift: f32,
    start: f32,
    duration: f32,
) {
    let mut slot = pile(gems, store).len();
    let mut k = 0.0;
    for &hole in holes {
        for entity in pile(gems, hole) {
            let jitter = gems.get(entity).map_or(Vec2::ZERO, |g| g.1.jitter);
            let to = layout.rest_position(store, slot, jitter);
            send(
                gems,
                entity,
                Place::Hole { hole: store, slot },
                to,
                lift,
                start + k * STAGGER,
                duration,
            );
            slot += 1;
            k += 1.0;
        }
    }
}

/// Starts the next steps whose time has come, and tells which (unless they are played at once).
fn drive(
    m: Res<Match>,
    playback: Res<Playback>,
    settings: Res<Settings>,
    mut sowing: ResMut<Sowing>,
    mut gems: GemQuery,
    mut started: MessageWriter<StepStarted>,
) {
    let layout = Layout::new(m.rules().pits);
    let instant = playback.instant || sowing.skip;
    while let Some(&step) = sowing.queue.front() {
        if !instant && sowing.clock < sowing.busy_until {
            break;
        }
        sowing.queue.pop_front();
        let timing = Timing {
            start: if instant {
                sowing.clock
            } else {
                sowing.busy_until
            },
            scale: if instant { 0.0 } else { 1.0 },
            reduced: settings.reduced_motion,
        };
        let Some((duration, resting)) = move_gems(step, &mut sowing, &mut gems, &layout, timing)
        else {
            continue;
        };
        sowing.busy_until = timing.start + duration * timing.scale;
        if !instant {
            let lands = if matches!(step, Step::Drop { .. }) {
                HOP
            } else {
                0.0
            };
            started.write(StepStarted {
                step,
                resting,
                lands_at: timing.start + lands,
            });
        }
    }
    if sowing.queue.is_empty() {
        sowing.skip = false;
    }
}

/// When and how a step's flights go: their start on the sowing clock, the time scale (0: at
/// once) and whether motion is reduced.
#[derive(Clone, Copy)]
struct Timing {
    start: f32,
    scale: f32,
    reduced: bool,
}

impl Timing {
    /// A flight's arc: with reduced motion every flight is a straight glide.
    fn arc(self, height: f32) -> f32 {
        if self.reduced { 0.0 } else { height }
    }
}

/// Sends the gems of `step` on their way: its length (before the time scale) and, for a drop,
/// how many gems already rest where it lands; none for a drop from an empty hand, which the
/// trace never asks.
fn move_gems(
    step: Step,
    sowing: &mut Sowing,
    gems: &mut GemQuery,
    layout: &Layout,
    timing: Timing,
) -> Option<(f32, usize)> {
    let Timing { start, scale, .. } = timing;
    let sweep = |gems: &mut GemQuery, holes: &[Hole], store, arc, length: f32| {
        to_store(
            gems,
            layout,
            holes,
            store,
            timing.arc(arc),
            start,
            length * scale,
        );
        Some((length, 0))
    };
    match step {
        Step::Lift { pit, .. } | Step::Relay { pit, .. } => {
            for (k, entity) in pile(gems, pit).into_iter().enumerate() {
                let to = layout.hand_position(pit, sowing.hand.len());
                sowing.hand.push(entity);
                let at = start + k as f32 * STAGGER * scale;
                send(
                    gems,
                    entity,
                    Place::Hand,
                    to,
                    timing.arc(LIFT_ARC),
                    at,
                    LIFT * scale,
                );
            }
            Some((LIFT, 0))
        }
        Step::Drop { hole } => {
            if sowing.hand.is_empty() {
                error!("the trace drops a seed from an empty hand");
                return None;
            }
            let dropped = sowing.hand.remove(0);
            let slot = pile(gems, hole).len();
            let jitter = gems.get(dropped).map_or(Vec2::ZERO, |g| g.1.jitter);
            let to = layout.rest_position(hole, slot, jitter);
            let place = Place::Hole { hole, slot };
            send(
                gems,
                dropped,
                place,
                to,
                timing.arc(DROP_ARC),
                start,
                HOP * scale,
            );
            for (k, &entity) in sowing.hand.iter().enumerate() {
                let to = layout.hand_position(hole, k);
                send(
                    gems,
                    entity,
                    Place::Hand,
                    to,
                    timing.arc(HAND_ARC),
                    start,
                    HOP * scale,
                );
            }
            Some((HOP + DROP_PAUSE, slot))
        }
        Step::Four { pit, store } => sweep(gems, &[pit], store, FOUR_ARC, FOUR),
        Step::Capture {
            pit,
            opposite,
            store,
            ..
        } => sweep(gems, &[pit, opposite], store, CAPTURE_ARC, CAPTURE),
        Step::CountCapture { pit, store, .. } | Step::TuzdykClaim { pit, store, .. } => {
            sweep(gems, &[pit], store, CAPTURE_ARC, CAPTURE)
        }
        // The seed just dropped in a tuzdyk goes on to its owner's store.
        Step::TuzdykTake { pit, store } => sweep(gems, &[pit], store, FOUR_ARC, FOUR),
        Step::EndSweep { pit, store, .. } => sweep(gems, &[pit], store, SWEEP_ARC, SWEEP),
        Step::ExtraTurn { .. } => Some((TURN * 2.0, 0)),
        // The capture a grand slam forgoes: a pause where it would have been.
        Step::TurnPasses { .. } | Step::Swap | Step::GrandSlam { .. } => Some((TURN, 0)),
        Step::GameOver { .. } => Some((0.0, 0)),
    }
}

/// Moves every gem in flight along its arc.
fn fly(mut sowing: ResMut<Sowing>, mut gems: Query<(&mut Motion, &mut Transform)>) {
    let clock = sowing.clock;
    let mut flying = 0;
    for (mut motion, mut transform) in &mut gems {
        if !motion.active {
            continue;
        }
        let u = motion.progress(clock);
        transform.translation = motion.position_at(clock);
        transform.rotation = motion.from_rot.slerp(motion.to_rot, u);
        if u >= 1.0 {
            motion.active = false;
        } else {
            flying += 1;
        }
    }
    sowing.flying = flying;
}
