//! Where the keys and pads are in the overlay: a menu's first control takes them when nothing
//! has them, and they are dropped when a menu closes. Every window uses these, so they stand
//! alone, below the menus and the dialogs.

use bevy_egui::egui;

/// Keys and pads start on `control` (a menu's first control, not the HUD behind it) when nothing
/// has the focus yet.
pub(crate) fn start_here(control: &egui::Response) {
    if control.ctx.memory(|m| m.focused().is_none()) {
        control.request_focus();
    }
}

/// No control has the keys and pads any more.
pub(crate) fn drop_focus(ctx: &egui::Context) {
    ctx.memory_mut(|m| {
        if let Some(id) = m.focused() {
            m.surrender_focus(id);
        }
    });
}
