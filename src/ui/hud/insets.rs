//! What the overlay keeps for itself along the window's top and bottom edges, told to the
//! board's camera ([`ViewInsets`]): down to the bottom of the HUD's bar and status box, and up
//! to the top of a replay's panel or the game-over banner, in the window's logical pixels (egui's points times its
//! zoom), so the board is framed between them. The room only grows while the window keeps its
//! size (and, at the bottom, while the replay lasts): the board moves once when the status box
//! first takes another line or the panel first shows the review, never back and forth as their
//! lines come and go.

use crate::game::view::camera::ViewInsets;
use crate::ui::hud::bar::BAR;
use crate::ui::hud::{BannerRoom, STATUS};
use crate::ui::panels::replay::BottomRoom;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The most of the window's height the board leaves to a replay's panel.
const MOST_BOTTOM: f32 = 0.4;

/// The window's size (egui points) and the most room the overlay has taken at that size, at
/// the top and at the bottom.
#[derive(Default)]
pub(crate) struct MostRoom(egui::Vec2, f32, f32);

pub(crate) fn tell_camera(
    mut contexts: EguiContexts,
    bottom_room: Res<BottomRoom>,
    banner_room: Res<BannerRoom>,
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
        *most = MostRoom(size, 0.0, 0.0);
    }
    most.1 = most.1.max(bottom);
    // No panel, no room: the board takes the bottom back once the replay (or the banner) ends. In a low
    // window the panel may cover the board's near edge rather than shrink it to nothing.
    let below = bottom_room.0.max(banner_room.0);
    most.2 = if below > 0.0 {
        most.2.max(below.min(size.y * MOST_BOTTOM))
    } else {
        0.0
    };
    insets.set_if_neq(ViewInsets {
        top: most.1 * ctx.zoom_factor(),
        bottom: most.2 * ctx.zoom_factor(),
    });
    Ok(())
}
