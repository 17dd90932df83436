//! What the online panel's parts (the room, the table, the requests) share: their colours,
//! their buttons, and what the panel remembers between frames.

use crate::ui::panels::focus::start_here;
use bevy_egui::egui;

pub(super) const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);
pub(super) const CREAM: egui::Color32 = egui::Color32::from_rgb(245, 228, 200);
pub(super) const ROSE: egui::Color32 = egui::Color32::from_rgb(255, 160, 140);
pub(super) const GREEN: egui::Color32 = egui::Color32::from_rgb(150, 220, 140);

/// What the panel remembers between frames: Resign asked once, the link just copied.
#[derive(Default)]
pub(crate) struct PanelState {
    pub(super) resigning: bool,
    pub(super) copied: Option<String>,
}

/// A button of the panel; while the panel has the keys and pads, the first one drawn takes
/// the focus when nothing has it.
pub(super) fn key_button(ui: &mut egui::Ui, text: String, focus: bool) -> egui::Response {
    let button = ui.button(text);
    if focus {
        start_here(&button);
    }
    button
}
