//! The settings window: the player's preferences that outlive a match (the overlay's language,
//! the sound's master and effects volume and mute), opened from the HUD's Settings button.
//! Every change goes straight into the game's `Settings` resource, which keeps itself.

use super::i18n::{Tr, t};
use super::language;
use super::menus::Menus;
use crate::game::settings::Settings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn panel(
    mut contexts: EguiContexts,
    tr: Res<Tr>,
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
    egui::Window::new(t!(tr, "settings-title"))
        .id(egui::Id::new("settings"))
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 20.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("language settings")
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label(t!(tr, "language"));
                    language::menu(ui, &tr, &mut draft);
                    ui.end_row();
                });
            ui.heading(t!(tr, "settings-sound"));
            egui::Grid::new("sound settings")
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label(t!(tr, "settings-master-volume"));
                    ui.add(
                        egui::Slider::new(&mut draft.master_volume, 0.0..=1.0).show_value(false),
                    );
                    ui.end_row();
                    ui.label(t!(tr, "settings-effects-volume"));
                    ui.add(
                        egui::Slider::new(&mut draft.effects_volume, 0.0..=1.0).show_value(false),
                    );
                    ui.end_row();
                    ui.label(t!(tr, "settings-mute"));
                    ui.checkbox(&mut draft.muted, "");
                    ui.end_row();
                });
            ui.add_space(6.0);
            let close = ui.button(t!(tr, "settings-close"));
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
