//! The controls help: every binding of the mouse, the keyboard and the gamepad in one window,
//! listed from the input's binding tables, opened from the HUD's Controls button or with the
//! help key or button.

use super::i18n::{Tr, t};
use super::menus::Menus;
use super::readout;
use crate::input::bindings::{Binding, KEYS, MOUSE, PAD, Scheme};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn panel(mut contexts: EguiContexts, tr: Res<Tr>, mut menus: ResMut<Menus>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !menus.controls {
        return Ok(());
    }
    let mut open = true;
    egui::Window::new(t!(tr, "controls-title"))
        .id(egui::Id::new("controls"))
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 20.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            // Room for the title and the Close button on a short window.
            let room = (ui.ctx().content_rect().height() - 280.0).max(120.0);
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| {
                    table(ui, &tr, &MOUSE);
                    table(ui, &tr, &KEYS);
                    table(ui, &tr, &PAD);
                });
            let close = ui.button(t!(tr, "controls-close"));
            // Keys and pads start here, not on the HUD behind the panel.
            if ui.memory(|m| m.focused().is_none()) {
                close.request_focus();
            }
            if close.clicked() {
                menus.controls = false;
            }
        });
    if !open {
        menus.controls = false;
    }
    Ok(())
}

/// One device's bindings, a row an action: what its inputs are called and what it does.
fn table<I: PartialEq>(ui: &mut egui::Ui, tr: &Tr, scheme: &Scheme<I>) {
    ui.heading(tr.text(scheme.device, &[]));
    egui::Grid::new(scheme.device)
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (i, Binding { action, .. }) in scheme.bindings.iter().enumerate() {
                if scheme.bindings[..i].iter().any(|b| b.action == *action) {
                    continue;
                }
                ui.label(egui::RichText::new(readout::labels(tr, scheme, *action)).strong());
                ui.label(tr.text(action.message(), &[]));
                ui.end_row();
            }
        });
    ui.add_space(6.0);
}
