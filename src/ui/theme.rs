//! The overlay's look, given to every egui context as it is created (so it holds from the very
//! first pass): a warm dark theme, and one typeface, Ubuntu Light (egui's own default face), for
//! all text, proportional and monospace alike. egui's other default faces (a code face and two
//! emoji faces, about 1 MB) are left out of the build; the overlay uses no glyph outside Ubuntu
//! Light. The HUD's boxes share one frame. A press and release on one button is a click
//! however long the button was held ([`input_options`]).

use bevy::prelude::*;
use bevy_egui::{EguiContext, egui};

/// The face's name in egui's font definitions.
const FACE: &str = "Ubuntu-Light";

pub(super) fn plugin(app: &mut App) {
    app.add_observer(dress);
}

/// The warm dark theme: dark egui, wood-brown windows (opaque: egui blends in linear light,
/// where even 2 % of a white count behind a dark window shows through a menu's text), amber
/// selection.
fn visuals() -> egui::Visuals {
    let mut visuals = egui::Visuals::dark();
    visuals.window_fill = egui::Color32::from_rgb(28, 20, 14);
    visuals.panel_fill = visuals.window_fill;
    visuals.selection.bg_fill = egui::Color32::from_rgb(150, 95, 35);
    visuals
}

/// The overlay's font definitions: one face for both families.
fn definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        FACE.to_owned(),
        egui::FontData::from_static(epaint_default_fonts::UBUNTU_LIGHT).into(),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec![FACE.to_owned()]);
    }
    fonts
}

/// The translucent frame of the HUD's floating boxes.
pub(super) fn hud_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(egui::Color32::from_rgba_unmultiplied(24, 16, 10, 215))
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(12, 8))
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_rgb(110, 75, 40)))
}

/// egui's input options, but a press and release on one button is a click however long it was
/// held (as on every desktop): egui counts only presses shorter than 0.8 s of real time, and on
/// a slow software renderer (llvmpipe, SwiftShader in a headless browser) one frame alone can
/// take longer, so a press and its release in two frames would never be a click.
fn input_options() -> egui::InputOptions {
    egui::InputOptions {
        max_click_duration: f64::INFINITY,
        ..Default::default()
    }
}

fn dress(add: On<Add, EguiContext>, mut contexts: Query<&mut EguiContext>) {
    if let Ok(mut context) = contexts.get_mut(add.entity) {
        let ctx = context.get_mut();
        ctx.set_visuals(visuals());
        ctx.set_fonts(definitions());
        ctx.options_mut(|options| options.input_options = input_options());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Language;
    use skrifa::{FontRef, MetadataProvider};

    /// Every character the overlay writes has a glyph in the face, where egui would otherwise
    /// draw a box: printable ASCII, the few others in the game's own text (ellipsis, dashes,
    /// middle dot, times, plus-minus) and every character of every language's messages
    /// (Cyrillic, Czech háčky and čárky, Spanish ñ ¿ ¡). Both families use the face.
    #[test]
    fn the_face_has_every_glyph_the_overlay_writes() {
        let fonts = definitions();
        let face = FontRef::new(&fonts.font_data[FACE].font).expect("a TrueType face");
        let charmap = face.charmap();
        for c in (' '..='~').chain("…–—·×±".chars()) {
            assert!(charmap.map(c).is_some(), "no glyph for {c:?}");
        }
        for language in Language::ALL {
            for c in language.source().chars().filter(|c| !c.is_control()) {
                assert!(
                    charmap.map(c).is_some(),
                    "no glyph for {c:?} of {}.ftl",
                    language.code()
                );
            }
        }
        assert!(charmap.map('🎲').is_none(), "the face has no emoji");
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            assert_eq!(fonts.families[&family], [FACE]);
        }
    }
}
