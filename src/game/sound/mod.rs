//! The game's sounds. What is heard hangs off the animation's steps and the game's messages:
//! each step that starts on the board ([`StepStarted`]) gives its [`Cue`] ([`cue::of_step`])
//! when its gem lands, on the animation's own clock (so pause holds back a gem's click while
//! the gem hangs in the air, and nothing that already rings is cut); a human's move the rules
//! refuse gives a soft "no"; the overlay adds its clicks. Every cue to play now is a
//! [`SoundCue`] message, which headless tests read. With a window, [`output`] plays them
//! through Bevy's audio.

#[cfg(target_os = "linux")]
pub(crate) mod alsa_errors;
pub mod cue;
mod ogg;
mod output;

pub use cue::{Cue, SoundCue};
pub(crate) use output::plugin as output;

use super::messages::{MatchStarted, MoveRefused, PositionJumped, StepStarted};
use super::sowing::Sowing;
use crate::AppSystems;
use crate::game::table::Match;
use bevy::prelude::*;

/// Cues waiting for their gem to land: (when, on the animation's clock; the cue).
#[derive(Resource, Default, Debug)]
struct Waiting(Vec<(f32, SoundCue)>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .init_resource::<Waiting>()
        .add_systems(
            Update,
            (forget_on_reset, hear_steps, hear_refusals, land)
                .chain()
                .in_set(AppSystems::Present),
        );
}

/// A new board or an undo forgets the cues of steps that will never land.
fn forget_on_reset(
    mut started: MessageReader<MatchStarted>,
    mut jumped: MessageReader<PositionJumped>,
    mut waiting: ResMut<Waiting>,
) {
    if started.read().count() + jumped.read().count() > 0 {
        waiting.0.clear();
    }
}

fn hear_steps(mut steps: MessageReader<StepStarted>, m: Res<Match>, mut waiting: ResMut<Waiting>) {
    for started in steps.read() {
        let ending = m
            .outcome()
            .map_or(Cue::Drawn, |outcome| cue::ending(outcome, m.lone_human()));
        if let Some(cue) = cue::of_step(&started.step, started.resting, ending) {
            waiting.0.push((started.lands_at, cue));
        }
    }
}

/// A refused pit says "no" where it is (a pit the board does not have, in the middle).
fn hear_refusals(mut refused: MessageReader<MoveRefused>, mut cues: MessageWriter<SoundCue>) {
    for &MoveRefused { hole, .. } in refused.read() {
        cues.write(SoundCue {
            cue: Cue::Refused,
            hole,
        });
    }
}

/// Plays the cues whose gems have landed, in order.
fn land(sowing: Res<Sowing>, mut waiting: ResMut<Waiting>, mut cues: MessageWriter<SoundCue>) {
    let now = sowing.clock();
    waiting.0.retain(|&(at, cue)| {
        if at <= now {
            cues.write(cue);
            false
        } else {
            true
        }
    });
}
