//! Touch targets: on a touch screen every button, checkbox, radio button, slider and list of
//! the overlay is at least [`TOUCH_TARGET`] logical pixels tall, whatever the UI scale, so a
//! finger can hit it. The overlay takes the touch size once the screen is touched, and from the
//! start in a browser whose main pointer is coarse (phones and tablets: CSS
//! `(pointer: coarse)`).

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy_egui::EguiContexts;

/// The least height of a control under a finger, in logical pixels (the 44 points of Apple's
/// guidelines and of WCAG's target size).
pub const TOUCH_TARGET: f32 = 44.0;

/// Whether the player plays by touch.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct ByTouch(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ByTouch(coarse_pointer()))
        .add_systems(PreUpdate, notice_touch);
}

/// Whether the browser's main pointer is a finger; natively there is no such question before
/// the first touch.
fn coarse_pointer() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
            .is_some_and(|query| query.matches())
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}

fn notice_touch(touches: Option<Res<Touches>>, mut by_touch: ResMut<ByTouch>) {
    if touches.is_some_and(|t| t.any_just_pressed()) {
        by_touch.set_if_neq(ByTouch(true));
    }
}

/// The least height of a control, in egui points at `zoom` (the theme's own where `None`).
pub fn control_height(by_touch: bool, zoom: f32) -> Option<f32> {
    by_touch.then(|| TOUCH_TARGET / zoom)
}

/// Gives the overlay's controls their touch height, or the theme's own.
pub(super) fn apply(mut contexts: EguiContexts, by_touch: Res<ByTouch>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height =
        control_height(by_touch.0, ctx.zoom_factor()).unwrap_or(super::theme::CONTROL_HEIGHT);
    if (ctx.global_style().spacing.interact_size.y - height).abs() > 1e-3 {
        ctx.all_styles_mut(|style| style.spacing.interact_size.y = height);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn under_a_finger_controls_are_44_pixels_tall_at_any_scale() {
        assert_eq!(control_height(false, 1.0), None);
        for zoom in [0.75, 1.0, 1.5, 2.0] {
            let points = control_height(true, zoom).unwrap();
            assert!((points * zoom - TOUCH_TARGET).abs() < 1e-4, "{zoom}");
        }
    }
}
