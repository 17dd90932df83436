//! The reason a pit was refused, standing beside that pit while the refusal is answered
//! (`game::refusal`): past the pit's count, on the side away from the board's middle, in a
//! rose frame. The status box says it too, and the ring of the pit shakes or pulses
//! (`game::view`).

use super::counts::label_offset;
use super::status_text;
use crate::game::board::{Pit, Store, hole_of};
use crate::game::refusal::Refused;
use crate::game::table::Match;
use crate::ui::i18n::Tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// How far past the count the reason stands, in egui points.
const PAST_THE_COUNT: f32 = 22.0;

/// Where the reason stands and which of its edges is there: `count` is the hole's count and
/// `centre` the hole's middle on screen; the reason goes on past the count, away from the
/// hole, with its near edge toward the count.
pub(crate) fn beside(centre: egui::Pos2, count: egui::Pos2) -> (egui::Pos2, egui::Align2) {
    let apart = count - centre;
    let away = match apart.length() > 0.5 {
        true => apart / apart.length(),
        false => egui::vec2(0.0, 1.0),
    };
    let pivot = if away.y.abs() >= away.x.abs() {
        match away.y > 0.0 {
            true => egui::Align2::CENTER_TOP,
            false => egui::Align2::CENTER_BOTTOM,
        }
    } else {
        match away.x > 0.0 {
            true => egui::Align2::LEFT_CENTER,
            false => egui::Align2::RIGHT_CENTER,
        }
    };
    (count + away * PAST_THE_COUNT, pivot)
}

/// Draws the reason beside the refused hole.
pub(crate) fn reason_at_pit(
    mut contexts: EguiContexts,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    holes: Query<(Option<&Pit>, Option<&Store>, &GlobalTransform)>,
    refused: Res<Refused>,
    time: Res<Time>,
    m: Res<Match>,
    tr: Res<Tr>,
) -> Result {
    let Some(last) = refused.answered(time.elapsed_secs()) else {
        return Ok(());
    };
    let (Some(hole), Some((camera, camera_at))) = (last.hole, cameras.iter().next()) else {
        return Ok(());
    };
    let Some(at) = holes
        .iter()
        .find(|&(pit, store, _)| hole_of(pit, store) == Some(hole))
        .map(|(_, _, at)| at.translation())
    else {
        return Ok(());
    };
    let (Ok(centre), Ok(count)) = (
        camera.world_to_viewport(camera_at, at),
        camera.world_to_viewport(camera_at, at + label_offset(hole)),
    ) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // The camera speaks the window's logical pixels, egui its zoomed points.
    let zoom = ctx.zoom_factor();
    let (pos, pivot) = beside(
        egui::pos2(centre.x / zoom, centre.y / zoom),
        egui::pos2(count.x / zoom, count.y / zoom),
    );
    egui::Area::new(egui::Id::new("refused reason"))
        .fixed_pos(pos)
        .pivot(pivot)
        .interactable(false)
        // With the counts: on the board, under every window, and the pointer goes through.
        .order(egui::Order::Background)
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(70, 14, 10, 225))
                .stroke(egui::Stroke::new(1.5, super::ROSE))
                .corner_radius(8)
                .inner_margin(egui::Margin::symmetric(10, 4))
                .show(ui, |ui| {
                    ui.label(
                        egui::RichText::new(status_text::refused(&tr, &m, last.why))
                            .size(16.0)
                            .strong()
                            .color(egui::Color32::from_rgb(255, 236, 225)),
                    );
                });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reason_stands_past_the_count_away_from_the_pit() {
        // A near pit: its count below it, the reason further down, hanging from its top edge.
        let (pos, pivot) = beside(egui::pos2(100.0, 300.0), egui::pos2(100.0, 340.0));
        assert_eq!(pos, egui::pos2(100.0, 340.0 + PAST_THE_COUNT));
        assert_eq!(pivot, egui::Align2::CENTER_TOP);
        // A far pit: above its count, standing on its bottom edge.
        let (pos, pivot) = beside(egui::pos2(100.0, 200.0), egui::pos2(100.0, 170.0));
        assert_eq!(pos, egui::pos2(100.0, 170.0 - PAST_THE_COUNT));
        assert_eq!(pivot, egui::Align2::CENTER_BOTTOM);
        // From above with the board turned a quarter: to the side.
        let (_, pivot) = beside(egui::pos2(100.0, 200.0), egui::pos2(60.0, 201.0));
        assert_eq!(pivot, egui::Align2::RIGHT_CENTER);
        // A count on its hole (no direction): below.
        let (_, pivot) = beside(egui::pos2(1.0, 1.0), egui::pos2(1.0, 1.0));
        assert_eq!(pivot, egui::Align2::CENTER_TOP);
    }
}
