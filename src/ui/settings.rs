//! The settings window: the player's preferences that outlive a match (the sound's master and
//! effects volume and mute), opened from the HUD's Settings button. Every change goes straight
//! into the game's `Settings` resource, which keeps itself.

use super::menus::Menus;
use crate::game::settings::Settings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn panel(
    mut contexts: EguiContexts,
    mut menus: ResMut<Menus>,
    mut settings: ResMut<Settings>,
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
