//! The keyboard, as [`KEYS`] binds it. On the board the arrows move the focus over
//! the pits the mover may sow (as they stand on screen), the digits focus a pit by its number,
//! and the sow keys write what a click on the focused pit writes; after the game they play
//! again; in a replay the arrows step it and Space plays it through. The menu, help, rules,
//! mute, view and fullscreen keys work everywhere; while a menu is
//! open the other keys belong
//! to it (egui), and none at all count while a text field is being typed in.

use super::bindings::{Action, DISPLAY_ACTIONS, KEYS, Key, PIT_DIGITS};
use super::focus::{self, Device};
use super::overlay::UiCommand;
use super::replay_commands;
use super::table::{InputMessages, InputTable};
use crate::AppSystems;
use crate::engine::Move;
use crate::game::messages::{ChooseMove, GameCommand};
use crate::game::settings::Settings;
use bevy::prelude::*;

/// Keys: the window's keyboard. Headless tests add it with their own input resource.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, keys.in_set(AppSystems::Input));
}

/// Ctrl, and ⌘ (Super) for a Mac's command key.
const COMMAND_KEYS: [KeyCode; 4] = [
    KeyCode::ControlLeft,
    KeyCode::ControlRight,
    KeyCode::SuperLeft,
    KeyCode::SuperRight,
];

/// Whether a key that does `action` went down this frame.
fn fired(keys: &ButtonInput<KeyCode>, action: Action) -> bool {
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let command = keys.any_pressed(COMMAND_KEYS);
    KEYS.inputs(action).any(|key| match *key {
        Key::Plain(code) => !command && keys.just_pressed(code),
        Key::Shifted(code) => shift && keys.just_pressed(code),
        Key::Command(code) => command && keys.just_pressed(code),
        Key::PitDigits => PIT_DIGITS.iter().any(|&pair| keys.any_just_pressed(pair)),
    })
}

/// The pits whose digit went down this frame (0-based), in order.
fn digits(keys: &ButtonInput<KeyCode>) -> impl Iterator<Item = u8> + '_ {
    (0u8..)
        .zip(PIT_DIGITS)
        .filter(|(_, pair)| keys.any_just_pressed(*pair))
        .map(|(pit, _)| pit)
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    table: InputTable,
    messages: InputMessages,
    mut settings: ResMut<Settings>,
) {
    let InputTable {
        ui,
        m,
        phase,
        mut device,
        mut focus,
        facing,
    } = table;
    let InputMessages {
        mut choose,
        mut refused,
        mut commands,
        mut ui_commands,
        mut display,
        mut replay,
    } = messages;
    if ui.wants_keyboard {
        return;
    }
    if fired(&keys, Action::Mute) {
        settings.muted = !settings.muted;
    }
    if fired(&keys, Action::Menu) {
        ui_commands.write(UiCommand::ToggleMenu);
    }
    if fired(&keys, Action::Help) {
        ui_commands.write(UiCommand::ToggleControls);
    }
    if fired(&keys, Action::Rules) {
        ui_commands.write(UiCommand::ToggleRules);
    }
    for (action, command) in DISPLAY_ACTIONS {
        if fired(&keys, action) {
            display.write(command);
        }
    }
    if ui.menu_open {
        return;
    }
    if m.is_replay() {
        for (action, command) in replay_commands() {
            if fired(&keys, action) {
                replay.write(command);
            }
        }
        for (action, command) in [
            (Action::Pause, GameCommand::TogglePause),
            (Action::Skip, GameCommand::Skip),
        ] {
            if fired(&keys, action) {
                commands.write(command);
            }
        }
        return;
    }
    let sow = fired(&keys, Action::Sow);
    if m.outcome().is_some() {
        if sow && let Some(again) = focus::play_again(&m) {
            commands.write(again);
        }
        return;
    }
    for (action, step) in [(Action::FocusLeft, -1), (Action::FocusRight, 1)] {
        if fired(&keys, action) {
            let next = focus::step(&m, facing.0, focus.0, step);
            device.set(Device::Keys, &mut focus, next);
        }
    }
    if fired(&keys, Action::FocusPit) {
        let playable = m.human_sowable_pits();
        for pit in digits(&keys).filter(|pit| playable.contains(pit)) {
            device.set(Device::Keys, &mut focus, Some(pit));
        }
    }
    let cw = fired(&keys, Action::SowCw);
    if sow || cw {
        match device.press_sow(Device::Keys, (&m, facing.0), &mut focus, cw) {
            Some(choice) => {
                choose.write(choice);
            }
            None => {
                refused.write_batch(focus::refusal(&m, *phase));
            }
        }
    }
    if fired(&keys, Action::Swap) && m.human_to_move() && m.is_legal(Move::Swap) {
        choose.write(ChooseMove::human(Move::Swap));
    }
    for (action, command) in [
        (Action::Undo, GameCommand::Undo),
        (Action::Redo, GameCommand::Redo),
        (Action::Hint, GameCommand::Hint),
        (Action::Pause, GameCommand::TogglePause),
        (Action::Skip, GameCommand::Skip),
    ] {
        if fired(&keys, action) {
            commands.write(command);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_enter_sows_clockwise_and_plain_enter_does_not() {
        let mut keys = ButtonInput::<KeyCode>::default();
        keys.press(KeyCode::ShiftLeft);
        keys.press(KeyCode::Enter);
        assert!(fired(&keys, Action::SowCw) && fired(&keys, Action::Sow));
        let mut keys = ButtonInput::<KeyCode>::default();
        keys.press(KeyCode::Enter);
        assert!(!fired(&keys, Action::SowCw) && fired(&keys, Action::Sow));
        keys.press(KeyCode::Numpad3);
        assert_eq!(digits(&keys).collect::<Vec<_>>(), [2]);
    }

    #[test]
    fn ctrl_v_pastes_and_does_not_switch_the_view() {
        let mut keys = ButtonInput::<KeyCode>::default();
        keys.press(KeyCode::ControlLeft);
        keys.press(KeyCode::KeyV);
        assert!(fired(&keys, Action::Paste) && !fired(&keys, Action::View));
        let mut keys = ButtonInput::<KeyCode>::default();
        keys.press(KeyCode::KeyV);
        assert!(!fired(&keys, Action::Paste) && fired(&keys, Action::View));
    }
}
