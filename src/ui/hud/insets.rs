//! What the overlay keeps for itself along the window's edges, told to the board's camera
//! ([`ViewInsets`]): down to the bottom of the HUD's bar and status box, and the room the
//! panels beside the board claim (`panels::room`: a replay's panel, the game-over banner or the
//! learn card below it, the online panel at its left, the open list of moves at its right), in the window's logical pixels (egui's
//! points times its zoom), so the board is framed in the rest. The room only grows while the
//! window keeps its size (and, at the bottom and the side, while a panel claims it): the board
//! moves once when the status box first takes another line or the panel first shows the
//! review, never back and forth as their lines come and go.

use crate::game::view::camera::ViewInsets;
use crate::ui::hud::STATUS;
use crate::ui::hud::bar::BAR;
use crate::ui::panels::room::{Claims, Edge};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The most of the window's height the board leaves to the panels below it, and of its width
/// to the panel at its side.
const MOST_BOTTOM: f32 = 0.5;
const MOST_SIDE: f32 = 0.4;

/// The window's size (egui points) and the most room the overlay has taken at that size, at
/// the top, the bottom and each side.
#[derive(Default)]
pub(crate) struct MostRoom {
    size: egui::Vec2,
    top: f32,
    bottom: f32,
    left: f32,
    right: f32,
}

/// The room a panel claims, grown to the most it claimed while it stays (capped at `most` of
/// the window), or none once no panel claims it.
fn grown(kept: f32, claimed: f32, most: f32) -> f32 {
    match claimed > 0.0 {
        true => kept.max(claimed.min(most)),
        false => 0.0,
    }
}

pub(crate) fn tell_camera(
    mut contexts: EguiContexts,
    claims: Res<Claims>,
    mut most: Local<MostRoom>,
    mut insets: ResMut<ViewInsets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let top = ctx.memory(|m| {
        [BAR, STATUS]
            .into_iter()
            .filter_map(|id| m.area_rect(egui::Id::new(id)))
            .map(|r| r.max.y)
            .fold(0.0, f32::max)
    });
    let size = ctx.content_rect().size();
    if most.size != size {
        *most = MostRoom {
            size,
            ..MostRoom::default()
        };
    }
    most.top = most.top.max(top);
    // No panel, no room: the board takes an edge back once the replay, the banner, the card or
    // the online panel goes. In a low window a panel may cover the board's near edge rather
    // than shrink it to nothing.
    most.bottom = grown(
        most.bottom,
        claims.reach(Edge::Bottom),
        size.y * MOST_BOTTOM,
    );
    most.left = grown(most.left, claims.reach(Edge::Left), size.x * MOST_SIDE);
    most.right = grown(most.right, claims.reach(Edge::Right), size.x * MOST_SIDE);
    let zoom = ctx.zoom_factor();
    insets.set_if_neq(ViewInsets {
        top: most.top * zoom,
        bottom: most.bottom * zoom,
        left: most.left * zoom,
        right: most.right * zoom,
    });
    Ok(())
}
