//! The number of gems in every hole, floating beside it: below South's pits, above North's and
//! over each store, larger in the top-down view, white on black in high contrast. The counts follow the animation (they count gem entities, not the engine).

use crate::engine::{Hole, Side};
use crate::game::board::layout::{PIT_RADIUS, STORE_HALF_LENGTH, STORE_RADIUS};
use crate::game::board::palette::Srgb;
use crate::game::board::palette::high_contrast::{COUNT_BACKGROUND, COUNT_TEXT};
use crate::game::board::{Gem, Pit, Place, Store, gem_counts, hole_of};
use crate::game::settings::{BoardView, Settings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Where a hole's count floats, relative to the hole's centre.
pub(crate) fn label_offset(hole: Hole) -> Vec3 {
    match hole {
        Hole::Pit {
            side: Side::South, ..
        } => Vec3::new(0.0, 0.0, PIT_RADIUS + 0.2),
        Hole::Pit {
            side: Side::North, ..
        } => Vec3::new(0.0, 0.0, -PIT_RADIUS - 0.2),
        // Each store's count on its owner's side of the board.
        Hole::Store(Side::South) => Vec3::new(0.0, 0.0, STORE_HALF_LENGTH + STORE_RADIUS + 0.2),
        Hole::Store(Side::North) => Vec3::new(0.0, 0.0, -STORE_HALF_LENGTH - STORE_RADIUS - 0.2),
    }
}

fn colour([r, g, b]: Srgb) -> egui::Color32 {
    let byte = |c: f32| (c * 255.0).round() as u8;
    egui::Color32::from_rgb(byte(r), byte(g), byte(b))
}

pub(crate) fn hole_counts(
    mut contexts: EguiContexts,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    holes: Query<(Option<&Pit>, Option<&Store>, &GlobalTransform)>,
    places: Query<&Place, With<Gem>>,
    settings: Res<Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some((camera, camera_at)) = cameras.iter().next() else {
        return Ok(());
    };
    let counts = gem_counts(places);
    let (fill, text) = if settings.high_contrast {
        (colour(COUNT_BACKGROUND), colour(COUNT_TEXT))
    } else {
        (
            egui::Color32::from_rgba_unmultiplied(20, 12, 6, 190),
            egui::Color32::from_rgb(255, 236, 200),
        )
    };
    for (pit, store, at) in &holes {
        let Some(hole) = hole_of(pit, store) else {
            continue;
        };
        let Ok(screen) = camera.world_to_viewport(camera_at, at.translation() + label_offset(hole))
        else {
            continue;
        };
        let count = counts.get(&hole).copied().unwrap_or(0);
        let size = match (settings.view, hole) {
            (BoardView::Perspective, Hole::Store(_)) => 22.0,
            (BoardView::Perspective, Hole::Pit { .. }) => 17.0,
            // From above the counts are the board's main text.
            (BoardView::TopDown, Hole::Store(_)) => 32.0,
            (BoardView::TopDown, Hole::Pit { .. }) => 26.0,
        };
        // The camera speaks the window's logical pixels, egui its zoomed points.
        let at = screen / ctx.zoom_factor();
        egui::Area::new(egui::Id::new(("count", hole)))
            .fixed_pos(egui::pos2(at.x, at.y))
            .pivot(egui::Align2::CENTER_CENTER)
            .interactable(false)
            .order(egui::Order::Background)
            .show(ctx, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                egui::Frame::new()
                    .fill(fill)
                    .corner_radius(10)
                    .inner_margin(egui::Margin::symmetric(7, 2))
                    .show(ui, |ui| {
                        ui.label(
                            egui::RichText::new(count.to_string())
                                .size(size)
                                .strong()
                                .color(text),
                        );
                    });
            });
    }
    Ok(())
}
