//! The last refusal and when it came, while it is answered: the status box says why
//! (`ui::hud`), the refused pit's ring turns red and shakes (with reduced motion, its colour
//! pulses; `view::refusal`), and the reason stands beside the pit (`ui::hud::refused`), each
//! for [`SHOWN_FOR`] seconds after the last refusal. The soft "no" is heard at the same time
//! (`sound`). Frames are drawn while it stands, so that it goes when its time is up even on a
//! still board.

use crate::AppSystems;
use crate::engine::Hole;
use crate::game::messages::{MoveRefused, Refusal};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// How long the answer stands, in seconds.
pub const SHOWN_FOR: f32 = 3.5;

/// The last refusal: why, the pit asked for (none for a refused swap), and when it came on the
/// app's clock.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LastRefusal {
    pub why: Refusal,
    pub hole: Option<Hole>,
    pub at: f32,
}

/// The last refusal, while or after it is answered.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct Refused(pub Option<LastRefusal>);

impl Refused {
    /// The refusal still answered at `now`.
    pub fn answered(&self, now: f32) -> Option<LastRefusal> {
        self.0.filter(|last| now - last.at < SHOWN_FOR)
    }

    /// Why the refusal answered at `now` was made.
    pub fn shown(&self, now: f32) -> Option<Refusal> {
        self.answered(now).map(|last| last.why)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Refused>().add_systems(
        Update,
        // After the turn flow has written the frame's refusals, before the marks read them.
        (note, draw_while_shown).chain().in_set(AppSystems::Phase),
    );
}

/// Keeps the last refusal of the frame.
fn note(mut refusals: MessageReader<MoveRefused>, time: Res<Time>, mut refused: ResMut<Refused>) {
    if let Some(last) = refusals.read().last() {
        refused.0 = Some(LastRefusal {
            why: last.why,
            hole: last.hole,
            at: time.elapsed_secs(),
        });
    }
}

/// Asks for the next frame while the answer stands.
fn draw_while_shown(
    refused: Res<Refused>,
    time: Res<Time>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if refused.answered(time.elapsed_secs()).is_some() {
        redraw.write(RequestRedraw);
    }
}
