//! The menus with a gamepad: while the new-game dialog or the controls help is open, every
//! pad's buttons become egui key events for the primary context, so egui's own keyboard
//! navigation drives the widgets. D-pad up/down move the focus (Shift+Tab / Tab), left/right
//! change the focused value (sliders, numbers; between radio buttons they move the focus),
//! South (A) activates (Enter: buttons, check boxes, radio buttons, combo boxes and their
//! entries), East (B) goes back: it closes an open combo box, otherwise the menu. Start closes
//! the menu too (see `input::gamepad`).

use super::Overlay;
use crate::input::UiInput;
use bevy::input::InputSystems;
use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContexts, EguiInputSet, PrimaryEguiContext, egui};

/// Pad buttons and the egui keys they press in a menu.
const KEYS: [(GamepadButton, egui::Key, egui::Modifiers); 5] = [
    (
        GamepadButton::DPadUp,
        egui::Key::Tab,
        egui::Modifiers::SHIFT,
    ),
    (
        GamepadButton::DPadDown,
        egui::Key::Tab,
        egui::Modifiers::NONE,
    ),
    (
        GamepadButton::DPadLeft,
        egui::Key::ArrowLeft,
        egui::Modifiers::NONE,
    ),
    (
        GamepadButton::DPadRight,
        egui::Key::ArrowRight,
        egui::Modifiers::NONE,
    ),
    (
        GamepadButton::South,
        egui::Key::Enter,
        egui::Modifiers::NONE,
    ),
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        pads_to_egui
            .after(InputSystems)
            .in_set(EguiInputSet::ReadBevyMessages),
    );
}

/// A key going down and up again, for egui.
pub(super) fn key_press(key: egui::Key, modifiers: egui::Modifiers) -> [egui::Event; 2] {
    [true, false].map(|pressed| egui::Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers,
    })
}

fn pads_to_egui(
    gamepads: Query<&Gamepad>,
    ui: Res<UiInput>,
    context: Query<Entity, With<PrimaryEguiContext>>,
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    mut events: MessageWriter<EguiInputEvent>,
) -> Result {
    if !ui.menu_open {
        return Ok(());
    }
    let Ok(context) = context.single() else {
        return Ok(());
    };
    let mut press = |key, modifiers| {
        for event in key_press(key, modifiers) {
            events.write(EguiInputEvent { context, event });
        }
    };
    for pad in &gamepads {
        for (button, key, modifiers) in KEYS {
            if pad.just_pressed(button) {
                press(key, modifiers);
            }
        }
        if pad.just_pressed(GamepadButton::East) {
            if egui::Popup::is_any_open(contexts.ctx_mut()?) {
                press(egui::Key::Escape, egui::Modifiers::NONE);
            } else {
                overlay.close_menu();
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::MatchSettings;

    /// Shows the new-game dialog's body for a frame after each pad button (and one more),
    /// feeding egui the keys the menu mapping gives; true when Start was activated.
    fn drive(settings: &mut MatchSettings, buttons: &[GamepadButton]) -> bool {
        let ctx = egui::Context::default();
        let mut started = false;
        let frames = buttons.iter().map(Some).chain([None, None]);
        for button in frames {
            let events = button
                .and_then(|b| KEYS.iter().find(|(k, ..)| k == b))
                .map(|&(_, key, modifiers)| key_press(key, modifiers).to_vec())
                .unwrap_or_default();
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(1280.0, 800.0),
                )),
                events,
                ..default()
            };
            let mut output = ctx.run_ui(input, |ui| {
                started |= super::super::dialog::draft_ui(ui, settings);
            });
            output.textures_delta.clear();
        }
        started
    }

    /// Focus moves (`down` presses of d-pad down), then `then`.
    fn after_downs(down: usize, then: &[GamepadButton]) -> Vec<GamepadButton> {
        let mut buttons = vec![GamepadButton::DPadDown; down];
        buttons.extend_from_slice(then);
        buttons
    }

    #[test]
    fn the_pad_reaches_and_activates_start() {
        let found = (0..40).find(|&n| {
            drive(
                &mut MatchSettings::default(),
                &after_downs(n, &[GamepadButton::South]),
            )
        });
        assert!(found.is_some(), "no number of d-pad downs reaches Start");
    }

    #[test]
    fn the_pad_changes_the_pits_slider() {
        let changed = (0..40).any(|n| {
            let mut settings = MatchSettings::default();
            drive(&mut settings, &after_downs(n, &[GamepadButton::DPadRight]));
            settings.rules.pits == MatchSettings::default().rules.pits + 1
        });
        assert!(changed, "d-pad right never raised the pit count");
    }

    #[test]
    fn the_pad_picks_a_rule_set_from_the_combo_box() {
        let picked = (0..6).any(|n| {
            (1..6).any(|m| {
                let mut settings = MatchSettings::default();
                let buttons = after_downs(n, &[GamepadButton::South]);
                let buttons = [
                    buttons,
                    vec![GamepadButton::DPadDown; m],
                    vec![GamepadButton::South],
                ]
                .concat();
                drive(&mut settings, &buttons);
                settings.rules.name != MatchSettings::default().rules.name
            })
        });
        assert!(picked, "the rules combo box never took another rule set");
    }
}
