//! The keyboard. On the board: Left/Right move the focus over the pits the mover may sow (as
//! they stand on screen), 1..9 focus that pit (numbered from the mover's left, as in the move
//! notation), Enter or Space sows the focused pit counter-clockwise, and where the rules let
//! the mover choose, Shift+Enter or C sows it clockwise. S swaps sides (pie rule), U undoes,
//! R redoes, H asks for a hint, P pauses, F finishes the animation; after the game, Enter or
//! Space plays again. Esc opens the new-game dialog (and closes any open menu), F1 the
//! controls help. While a menu is open the keys belong to it (egui: Tab, arrows, Enter, Space),
//! and none at all count while a text field is being typed in.

use super::focus::{self, Device, DeviceFocus};
use super::{ChooseMove, GameCommand, PitFocus, UiCommand, UiInput};
use crate::AppSystems;
use crate::engine::Move;
use crate::game::rules::Match;
use bevy::prelude::*;

/// The digit keys, pit 1 first.
const DIGITS: [(KeyCode, KeyCode); 9] = [
    (KeyCode::Digit1, KeyCode::Numpad1),
    (KeyCode::Digit2, KeyCode::Numpad2),
    (KeyCode::Digit3, KeyCode::Numpad3),
    (KeyCode::Digit4, KeyCode::Numpad4),
    (KeyCode::Digit5, KeyCode::Numpad5),
    (KeyCode::Digit6, KeyCode::Numpad6),
    (KeyCode::Digit7, KeyCode::Numpad7),
    (KeyCode::Digit8, KeyCode::Numpad8),
    (KeyCode::Digit9, KeyCode::Numpad9),
];

/// Keys and pads: the window's input. Headless tests add it with their own input resources.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, keys.in_set(AppSystems::Input));
}

#[allow(clippy::too_many_arguments)]
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    ui: Res<UiInput>,
    m: Res<Match>,
    mut device: ResMut<DeviceFocus>,
    mut focus: ResMut<PitFocus>,
    mut choose: MessageWriter<ChooseMove>,
    mut commands: MessageWriter<GameCommand>,
    mut ui_commands: MessageWriter<UiCommand>,
) {
    if ui.wants_keyboard {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        ui_commands.write(UiCommand::ToggleMenu);
    }
    if keys.just_pressed(KeyCode::F1) {
        ui_commands.write(UiCommand::ToggleControls);
    }
    if ui.menu_open {
        return;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]);
    if m.outcome().is_some() {
        if enter && let Some(again) = focus::play_again(&m) {
            commands.write(again);
        }
        return;
    }
    for (key, step) in [(KeyCode::ArrowLeft, -1), (KeyCode::ArrowRight, 1)] {
        if keys.just_pressed(key) {
            let next = focus::step(&m, focus.0, step);
            device.set(Device::Keys, &mut focus, next);
        }
    }
    for (pit, (digit, numpad)) in (0u8..).zip(DIGITS) {
        if keys.any_just_pressed([digit, numpad]) && focus::playable_pits(&m).contains(&pit) {
            device.set(Device::Keys, &mut focus, Some(pit));
        }
    }
    let cw = keys.just_pressed(KeyCode::KeyC) || (enter && shift);
    if (enter || cw)
        && let Some(choice) = device.press_sow(Device::Keys, &m, &mut focus, cw)
    {
        choose.write(choice);
    }
    if keys.just_pressed(KeyCode::KeyS) && m.human_to_move() && m.is_legal(Move::Swap) {
        choose.write(ChooseMove::human(Move::Swap));
    }
    for (key, command) in [
        (KeyCode::KeyU, GameCommand::Undo),
        (KeyCode::KeyR, GameCommand::Redo),
        (KeyCode::KeyH, GameCommand::Hint),
        (KeyCode::KeyP, GameCommand::TogglePause),
        (KeyCode::KeyF, GameCommand::Skip),
    ] {
        if keys.just_pressed(key) {
            commands.write(command);
        }
    }
}
