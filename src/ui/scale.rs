//! The overlay's size: egui's zoom set from the settings' UI scale (75 % to 200 %), or, left
//! on Auto, from the window. egui already follows the window's scale factor (a HiDPI screen
//! gets the same logical size, sharp); Auto adds to that on a tall window, where text of the
//! usual size would look small.

use crate::game::settings::Settings;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::EguiContexts;

/// Logical height from which Auto starts to grow the overlay.
const AUTO_FROM_HEIGHT: f32 = 960.0;
/// The most Auto grows it.
const AUTO_MAX: f32 = 1.5;

/// The scale Auto chooses for a window `height` logical pixels tall: 100 % up to
/// [`AUTO_FROM_HEIGHT`], then growing with it in quarter steps, at most [`AUTO_MAX`].
pub fn auto_scale(height: f32) -> f32 {
    let grown = (height / AUTO_FROM_HEIGHT).clamp(1.0, AUTO_MAX);
    (grown * 4.0).floor() / 4.0
}

pub(super) fn apply(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = windows.single().map_or(0.0, |w| w.height());
    let zoom = settings.ui_scale.unwrap_or_else(|| auto_scale(height));
    if (ctx.zoom_factor() - zoom).abs() > 1e-4 {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_grows_the_overlay_on_tall_windows_only() {
        for (height, scale) in [(600.0, 1.0), (800.0, 1.0), (1080.0, 1.0), (1200.0, 1.25)] {
            assert_eq!(auto_scale(height), scale, "{height}");
        }
        assert_eq!(auto_scale(1440.0), 1.5);
        assert_eq!(auto_scale(2160.0), AUTO_MAX);
    }
}
