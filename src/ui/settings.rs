//! The settings window: the player's preferences that outlive a match (the sound's master and
//! effects volume and mute; the display's view, UI scale, gem colours, contrast and reduced motion) and the fullscreen switch, opened from the HUD's Settings button. Every change goes straight
//! into the game's `Settings` resource, which keeps itself.

use super::menus::Menus;
use crate::game::palette::GemPalette;
use crate::game::settings::{BoardView, DisplayCommand, Settings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The UI scales offered, 75 % to 200 % (the settings' whole range).
const UI_SCALE_STEPS: [f32; 6] = [0.75, 1.0, 1.25, 1.5, 1.75, 2.0];

pub(super) fn panel(
    mut contexts: EguiContexts,
    mut menus: ResMut<Menus>,
    mut settings: ResMut<Settings>,
    mut display: MessageWriter<DisplayCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !menus.settings {
        return Ok(());
    }
    // Edit a copy, so the resource only counts as changed (and is written) when it is.
    let mut draft = settings.clone();
    let mut open = true;
    egui::Window::new("Settings")
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 20.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading("Sound");
            egui::Grid::new("sound settings")
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label("Master volume");
                    ui.add(
                        egui::Slider::new(&mut draft.master_volume, 0.0..=1.0).show_value(false),
                    );
                    ui.end_row();
                    ui.label("Effects volume");
                    ui.add(
                        egui::Slider::new(&mut draft.effects_volume, 0.0..=1.0).show_value(false),
                    );
                    ui.end_row();
                    ui.label("Mute");
                    ui.checkbox(&mut draft.muted, "");
                    ui.end_row();
                });
            ui.add_space(6.0);
            ui.heading("Display");
            egui::Grid::new("display settings")
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label("View");
                    ui.horizontal(|ui| {
                        ui.radio_value(&mut draft.view, BoardView::Perspective, "3D");
                        ui.radio_value(&mut draft.view, BoardView::TopDown, "Top-down");
                    });
                    ui.end_row();
                    ui.label("UI scale");
                    let name = |scale: Option<f32>| match scale {
                        None => "Auto".to_string(),
                        Some(scale) => format!("{:.0} %", scale * 100.0),
                    };
                    egui::ComboBox::from_id_salt("ui scale")
                        .selected_text(name(draft.ui_scale))
                        .show_ui(ui, |ui| {
                            let steps = UI_SCALE_STEPS.iter().map(|&s| Some(s));
                            for choice in std::iter::once(None).chain(steps) {
                                ui.selectable_value(&mut draft.ui_scale, choice, name(choice));
                            }
                        });
                    ui.end_row();
                    ui.label("Gem colours");
                    ui.horizontal(|ui| {
                        let palette = &mut draft.gem_palette;
                        ui.radio_value(palette, GemPalette::Classic, "Classic");
                        ui.radio_value(palette, GemPalette::ColourSafe, "Colour-blind safe");
                    });
                    ui.end_row();
                    ui.label("Contrast");
                    ui.checkbox(&mut draft.high_contrast, "High");
                    ui.end_row();
                    ui.label("Motion");
                    ui.checkbox(&mut draft.reduced_motion, "Reduced (no arcs)");
                    ui.end_row();
                    ui.label("Window");
                    if ui.button("Fullscreen").clicked() {
                        display.write(DisplayCommand::ToggleFullscreen);
                    }
                    ui.end_row();
                });
            ui.add_space(6.0);
            let close = ui.button("Close");
            // Keys and pads start here, not on the HUD behind the window.
            if ui.memory(|m| m.focused().is_none()) {
                close.request_focus();
            }
            if close.clicked() {
                menus.settings = false;
            }
        });
    if !open {
        menus.settings = false;
    }
    settings.set_if_neq(draft);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::settings::UI_SCALES;

    #[test]
    fn the_offered_scales_span_the_settings_range() {
        assert_eq!(UI_SCALE_STEPS.first(), Some(UI_SCALES.start()));
        assert_eq!(UI_SCALE_STEPS.last(), Some(UI_SCALES.end()));
    }
}
