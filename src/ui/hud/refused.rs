//! The short word on screen after a refused pit or move: whose turn it is, "wait for the seeds
//! to land", that the game is paused, or that the rules do not allow that pit. It stands in
//! the status box for [`SHOWN_FOR`] seconds after the last refusal (the soft "no" is heard at
//! the same time; see `game::sound`). Frames are drawn while it stands, so that it goes when
//! its time is up even on a still board.

use crate::AppSystems;
use crate::game::messages::{MoveRefused, Refusal};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// How long the word stays, in seconds.
pub const SHOWN_FOR: f32 = 3.5;

/// The last refusal and when it came (on the app's clock), while its word is shown.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct Refused(pub Option<(Refusal, f32)>);

impl Refused {
    /// The refusal whose word is to be shown at `now`.
    pub fn shown(&self, now: f32) -> Option<Refusal> {
        self.0
            .filter(|&(_, at)| now - at < SHOWN_FOR)
            .map(|(why, _)| why)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Refused>().add_systems(
        Update,
        (note, draw_while_shown).chain().in_set(AppSystems::Present),
    );
}

/// Keeps the last refusal of the frame.
fn note(mut refusals: MessageReader<MoveRefused>, time: Res<Time>, mut refused: ResMut<Refused>) {
    if let Some(last) = refusals.read().last() {
        refused.0 = Some((last.why, time.elapsed_secs()));
    }
}

/// Asks for the next frame while the word stands.
fn draw_while_shown(
    refused: Res<Refused>,
    time: Res<Time>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if refused.shown(time.elapsed_secs()).is_some() {
        redraw.write(RequestRedraw);
    }
}
