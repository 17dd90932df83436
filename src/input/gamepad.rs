//! Gamepads (Bevy's gamepad entities). On the board: the d-pad or the left stick moves the
//! focus over the pits the mover may sow (as they stand on screen; held, it repeats), South
//! (A / Cross) sows the focused pit counter-clockwise; where the rules let the mover choose,
//! the left shoulder (L1 / LB) sows it clockwise and the right shoulder (R1 / RB)
//! counter-clockwise. East (B / Circle) swaps sides when the pie rule offers it, West (X /
//! Square) undoes, North (Y / Triangle) asks for a hint, R2 redoes, L2 pauses; after the game
//! South plays again. Start opens the new-game dialog (and closes any open menu), Select the
//! controls help; while a menu is open the pads drive it (see `ui::pad_menu`).
//!
//! Seats: pads are numbered in the order they connect. In Human vs Human with two or more pads
//! the first pad plays the South seat and the second the North seat (the seats keep their pads
//! after a pie-rule swap); with a single pad, that pad plays both. In Human vs AI any pad plays
//! the human. A pad never moves for a seat it does not own. Pads may connect and disconnect at
//! any time: the order closes up and the focus stays where it was.

use super::focus::{self, DeviceFocus};
use super::{ChooseMove, GameCommand, PitFocus, UiCommand, UiInput};
use crate::AppSystems;
use crate::engine::Move;
use crate::game::rules::Match;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

/// The stick must lean further than this to move the focus.
const STICK_DEADZONE: f32 = 0.5;
/// A held direction moves again after this long (seconds) ...
const REPEAT_DELAY: f32 = 0.4;
/// ... and then this often.
const REPEAT_EVERY: f32 = 0.18;

/// The connected pads, in the order they connected: the first plays South's seat.
#[derive(Resource, Default, Debug)]
pub struct Pads(pub Vec<Entity>);

/// A held direction on one pad: which way, and when it moves again.
#[derive(Clone, Copy, Debug)]
struct Held {
    dir: i32,
    next: f32,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Pads>()
        .add_systems(Update, (track_pads, pads).chain().in_set(AppSystems::Input));
}

/// Keeps [`Pads`] in connection order: drops pads that went away, appends new ones.
fn track_pads(gamepads: Query<Entity, With<Gamepad>>, mut pads: ResMut<Pads>) {
    let connected: Vec<Entity> = gamepads.iter().collect();
    pads.0.retain(|pad| connected.contains(pad));
    let mut new: Vec<Entity> = connected
        .into_iter()
        .filter(|pad| !pads.0.contains(pad))
        .collect();
    // Entities made in one frame: the lower index connected first.
    new.sort();
    pads.0.extend(new);
}

/// Whether `pad` may play for the human to move now.
fn owns_turn(m: &Match, pads: &[Entity], pad: Entity) -> bool {
    if !m.human_to_move() {
        return false;
    }
    let humans = m.settings().players.iter().filter(|p| p.is_human()).count();
    if humans < 2 || pads.len() < 2 {
        return true;
    }
    let pos = m.position();
    let seat = if pos.swapped() {
        pos.to_move().other()
    } else {
        pos.to_move()
    };
    pads.iter().position(|&p| p == pad) == Some(seat.index())
}

/// Which way a pad points along the row: d-pad first, then the stick past its deadzone.
fn direction(pad: &Gamepad) -> i32 {
    let dpad =
        pad.pressed(GamepadButton::DPadRight) as i32 - pad.pressed(GamepadButton::DPadLeft) as i32;
    if dpad != 0 {
        return dpad;
    }
    let x = pad.left_stick().x;
    if x > STICK_DEADZONE {
        1
    } else if x < -STICK_DEADZONE {
        -1
    } else {
        0
    }
}

/// Whether the direction `dir` moves the focus now: at once when it starts (or the d-pad is
/// tapped again), then with repeat while held.
fn fires(held: &mut HashMap<Entity, Held>, pad: (Entity, &Gamepad), dir: i32, now: f32) -> bool {
    let (pad, gamepad) = pad;
    if dir == 0 {
        held.remove(&pad);
        return false;
    }
    let tapped = gamepad.any_just_pressed([GamepadButton::DPadLeft, GamepadButton::DPadRight]);
    match held.get_mut(&pad) {
        Some(h) if h.dir == dir && !tapped => {
            if now >= h.next {
                h.next = now + REPEAT_EVERY;
                true
            } else {
                false
            }
        }
        _ => {
            held.insert(
                pad,
                Held {
                    dir,
                    next: now + REPEAT_DELAY,
                },
            );
            true
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn pads(
    gamepads: Query<(Entity, &Gamepad)>,
    pads: Res<Pads>,
    ui: Res<UiInput>,
    m: Res<Match>,
    time: Res<Time>,
    mut held: Local<HashMap<Entity, Held>>,
    mut device: ResMut<DeviceFocus>,
    mut focus: ResMut<PitFocus>,
    mut choose: MessageWriter<ChooseMove>,
    mut commands: MessageWriter<GameCommand>,
    mut ui_commands: MessageWriter<UiCommand>,
) {
    held.retain(|pad, _| pads.0.contains(pad));
    let now = time.elapsed_secs();
    for (entity, pad) in &gamepads {
        if pad.just_pressed(GamepadButton::Start) {
            ui_commands.write(UiCommand::ToggleMenu);
        }
        if pad.just_pressed(GamepadButton::Select) {
            ui_commands.write(UiCommand::ToggleControls);
        }
        if ui.menu_open {
            held.remove(&entity);
            continue;
        }
        if m.outcome().is_some() {
            if pad.just_pressed(GamepadButton::South)
                && let Some(again) = focus::play_again(&m)
            {
                commands.write(again);
            }
            continue;
        }
        for (button, command) in [
            (GamepadButton::West, GameCommand::Undo),
            (GamepadButton::RightTrigger2, GameCommand::Redo),
            (GamepadButton::LeftTrigger2, GameCommand::TogglePause),
        ] {
            if pad.just_pressed(button) {
                commands.write(command);
            }
        }
        let dir = direction(pad);
        if !owns_turn(&m, &pads.0, entity) {
            // Another seat's pad: it may not even move the focus, and a direction it holds
            // starts afresh on its own turn.
            fires(&mut held, (entity, pad), dir, now);
            continue;
        }
        if fires(&mut held, (entity, pad), dir, now) {
            let next = focus::step(&m, focus.0, dir);
            device.set(&mut focus, next);
        }
        if pad.just_pressed(GamepadButton::North) {
            commands.write(GameCommand::Hint);
        }
        if pad.just_pressed(GamepadButton::East) && m.is_legal(Move::Swap) {
            choose.write(ChooseMove::human(Move::Swap));
        }
        for (button, cw) in [
            (GamepadButton::South, false),
            (GamepadButton::RightTrigger, false),
            (GamepadButton::LeftTrigger, true),
        ] {
            if !pad.just_pressed(button) {
                continue;
            }
            if let Some(choice) = device.press_sow(&m, &mut focus, cw) {
                choose.write(choice);
            }
        }
    }
}
