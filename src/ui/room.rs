//! What the overlay keeps for itself along the window's top edge, told to the board's camera
//! ([`ViewInsets`]): down to the bottom of the HUD's bar and status box, in the window's
//! logical pixels (egui's points times its zoom), so the board is framed below them. The room
//! only grows while the window keeps its size: the board moves once when the status box first
//! takes another line, never back and forth as its lines come and go.

use super::hud::{BAR, STATUS};
use crate::game::view::camera::ViewInsets;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The window's size (egui points) and the most room the overlay has taken at that size.
#[derive(Default)]
pub(super) struct MostRoom(egui::Vec2, f32);

pub(super) fn tell_camera(
    mut contexts: EguiContexts,
    mut most: Local<MostRoom>,
    mut insets: ResMut<ViewInsets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let bottom = ctx.memory(|m| {
        [BAR, STATUS]
            .into_iter()
            .filter_map(|id| m.area_rect(egui::Id::new(id)))
            .map(|r| r.max.y)
            .fold(0.0, f32::max)
    });
    let size = ctx.content_rect().size();
    if most.0 != size {
        *most = MostRoom(size, 0.0);
    }
    most.1 = most.1.max(bottom);
    insets.set_if_neq(ViewInsets {
        top: most.1 * ctx.zoom_factor(),
    });
    Ok(())
}
