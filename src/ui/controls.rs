//! The controls help: every binding of the mouse, the keyboard and the gamepad in one window,
//! opened from the HUD's Controls button, with F1 or with a pad's Select.

use super::Overlay;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// What each input does, one table a device.
const BINDINGS: [(&str, &[(&str, &str)]); 3] = [
    (
        "Mouse",
        &[
            ("Hover a pit", "preview where its last seed lands"),
            ("Left click", "sow (counter-clockwise)"),
            (
                "Right click",
                "sow clockwise, where the rules let you choose",
            ),
            ("Right drag, wheel", "turn and zoom the camera"),
        ],
    ),
    (
        "Keyboard",
        &[
            ("Left / Right", "move the focus over the pits you may sow"),
            ("1 … 9", "focus that pit (counted from the mover's left)"),
            (
                "Enter / Space",
                "sow the focused pit (counter-clockwise); play again",
            ),
            (
                "Shift+Enter or C",
                "sow it clockwise, where the rules let you choose",
            ),
            ("S", "swap sides (pie rule)"),
            ("U / R", "undo / redo"),
            ("H", "hint"),
            ("P / F", "pause / finish the animation"),
            ("Esc", "new game menu; closes a menu"),
            ("F1", "this help"),
            ("In a menu", "Tab, Shift+Tab, arrows, Enter, Space"),
        ],
    ),
    (
        "Gamepad",
        &[
            (
                "D-pad / left stick",
                "move the focus over the pits you may sow",
            ),
            (
                "A (South)",
                "sow the focused pit (counter-clockwise); play again",
            ),
            (
                "L1 / R1",
                "sow clockwise / counter-clockwise, where you choose",
            ),
            ("B (East)", "swap sides (pie rule)"),
            ("X (West) / R2", "undo / redo"),
            ("Y (North)", "hint"),
            ("L2", "pause"),
            ("Start", "new game menu; closes a menu"),
            ("Select", "this help"),
            (
                "In a menu",
                "d-pad or stick up/down: focus, left/right: change (held: repeats)",
            ),
            ("", "A: choose, B: back"),
            (
                "Two players",
                "first pad plays South, second North; one pad plays both",
            ),
        ],
    ),
];

pub(super) fn panel(mut contexts: EguiContexts, mut overlay: ResMut<Overlay>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !overlay.controls {
        return Ok(());
    }
    let mut open = true;
    egui::Window::new("Controls")
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 20.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            for (device, bindings) in BINDINGS {
                ui.heading(device);
                egui::Grid::new(device)
                    .num_columns(2)
                    .striped(true)
                    .show(ui, |ui| {
                        for (input, action) in bindings {
                            ui.label(egui::RichText::new(*input).strong());
                            ui.label(*action);
                            ui.end_row();
                        }
                    });
                ui.add_space(6.0);
            }
            let close = ui.button("Close");
            // Keys and pads start here, not on the HUD behind the panel.
            if ui.memory(|m| m.focused().is_none()) {
                close.request_focus();
            }
            if close.clicked() {
                overlay.controls = false;
            }
        });
    if !open {
        overlay.controls = false;
    }
    Ok(())
}
