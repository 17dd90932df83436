//! The overlay's look, given to every egui context as it is created (so it holds from the very
//! first pass): a warm dark theme of wood and amber, the game's two typefaces and type scale
//! ([`fonts`]), controls with room and rounded corners, a primary button for the one obvious
//! action of a panel ([`primary`]), the game's own [`icons`], and one frame for the HUD's
//! boxes. A press and release on one button is a click however long the button was held
//! ([`input_options`]).

pub(crate) mod fonts;
pub(crate) mod icons;

use bevy::prelude::*;
use bevy_egui::{EguiContext, egui};

/// The least height of a control with a mouse (the touch size is larger: `ui::touch`).
pub(crate) const CONTROL_HEIGHT: f32 = 24.0;

/// Amber: the selection, the focus and the primary button.
const AMBER: egui::Color32 = egui::Color32::from_rgb(214, 150, 60);
/// The text on amber.
const ON_AMBER: egui::Color32 = egui::Color32::from_rgb(34, 20, 8);
/// The text's cream.
const CREAM: egui::Color32 = egui::Color32::from_rgb(240, 226, 204);

pub(super) fn plugin(app: &mut App) {
    app.add_observer(dress);
}

/// The warm dark theme: wood-brown windows (opaque: egui blends in linear light, where even 2 %
/// of a white count behind a dark window shows through a menu's text) with a thin lit edge,
/// controls in three browns that lighten under the pointer and when pressed, cream text, amber
/// selection, rounded corners.
fn visuals() -> egui::Visuals {
    let mut visuals = egui::Visuals::dark();
    visuals.window_fill = egui::Color32::from_rgb(28, 20, 14);
    visuals.panel_fill = visuals.window_fill;
    visuals.window_stroke = egui::Stroke::new(1.0, egui::Color32::from_rgb(110, 75, 40));
    visuals.window_corner_radius = egui::CornerRadius::same(12);
    visuals.menu_corner_radius = egui::CornerRadius::same(8);
    visuals.extreme_bg_color = egui::Color32::from_rgb(18, 12, 8);
    visuals.faint_bg_color = egui::Color32::from_rgb(38, 28, 19);
    visuals.selection.bg_fill = egui::Color32::from_rgb(150, 95, 35);
    visuals.selection.stroke = egui::Stroke::new(1.0, CREAM);
    visuals.hyperlink_color = AMBER;
    let widgets = &mut visuals.widgets;
    let browns = [
        (&mut widgets.noninteractive, (28, 20, 14), (72, 52, 34)),
        (&mut widgets.inactive, (62, 44, 28), (92, 66, 42)),
        (&mut widgets.hovered, (88, 62, 38), (170, 120, 62)),
        (&mut widgets.active, (112, 78, 44), (214, 150, 60)),
        (&mut widgets.open, (70, 50, 32), (120, 84, 48)),
    ];
    for (widget, (r, g, b), (er, eg, eb)) in browns {
        widget.bg_fill = egui::Color32::from_rgb(r, g, b);
        widget.weak_bg_fill = widget.bg_fill;
        widget.bg_stroke = egui::Stroke::new(1.0, egui::Color32::from_rgb(er, eg, eb));
        widget.corner_radius = egui::CornerRadius::same(6);
        widget.expansion = 0.0;
    }
    widgets.noninteractive.fg_stroke.color = egui::Color32::from_rgb(222, 206, 184);
    widgets.inactive.fg_stroke.color = CREAM;
    widgets.hovered.fg_stroke.color = egui::Color32::WHITE;
    widgets.active.fg_stroke.color = egui::Color32::WHITE;
    visuals
}

/// The style around the visuals: the type scale, and controls with room (padding inside a
/// button, space between controls, a comfortable least height).
fn style(style: &mut egui::Style) {
    style.text_styles = fonts::scale();
    let spacing = &mut style.spacing;
    spacing.button_padding = egui::vec2(9.0, 3.0);
    spacing.item_spacing = egui::vec2(8.0, 5.0);
    spacing.interact_size.y = CONTROL_HEIGHT;
    spacing.window_margin = egui::Margin::same(10);
    spacing.menu_margin = egui::Margin::same(8);
}

/// The primary button of a panel, its one obvious action (Start, Play again, Join): amber
/// with dark text.
pub(crate) fn primary<'a>(text: impl Into<String>) -> egui::Button<'a> {
    egui::Button::new(egui::RichText::new(text).color(ON_AMBER).strong())
        .fill(AMBER)
        .stroke(egui::Stroke::new(
            1.0,
            egui::Color32::from_rgb(250, 200, 120),
        ))
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
        ctx.all_styles_mut(style);
        ctx.set_fonts(fonts::definitions());
        ctx.options_mut(|options| options.input_options = input_options());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The primary button's text reads on its amber (a contrast of at least 4.5:1, WCAG's AA
    /// for text), and a control's text on each of its browns.
    #[test]
    fn text_reads_on_the_primary_button_and_on_every_control() {
        assert!(
            contrast(ON_AMBER, AMBER) >= 4.5,
            "{}",
            contrast(ON_AMBER, AMBER)
        );
        let visuals = visuals();
        let w = &visuals.widgets;
        for (name, widget) in [
            ("inactive", &w.inactive),
            ("hovered", &w.hovered),
            ("active", &w.active),
        ] {
            let ratio = contrast(widget.fg_stroke.color, widget.bg_fill);
            assert!(ratio >= 4.5, "{name}: {ratio}");
        }
    }

    /// WCAG's contrast ratio of two colours.
    fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
        let luminance = |c: egui::Color32| {
            let linear = |v: u8| egui::ecolor::linear_f32_from_gamma_u8(v);
            0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b())
        };
        let (hi, lo) = {
            let (x, y) = (luminance(a), luminance(b));
            (x.max(y), x.min(y))
        };
        (hi + 0.05) / (lo + 0.05)
    }
}
