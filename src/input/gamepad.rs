//! Gamepads (Bevy's gamepad entities), as [`PAD`] binds their buttons. On the board the d-pad
//! or the left stick moves the focus over the pits the mover may sow (as they stand on screen;
//! held, it repeats), and the sow buttons write what a click on the focused pit writes; after
//! the game the sow button plays again. In a replay the d-pad steps it and the sow button plays
//! it through. The menu, help, rules, view and fullscreen buttons work
//! everywhere; Select tapped opens the controls help, held it opens the Rules panel.
//!
//! In an open menu (the new-game dialog or the controls help) the d-pad or the left stick moves
//! up and down through it and changes the focused value left and right, repeating while held
//! as on the board; the choose and back buttons choose and go back. These become [`MenuNav`]
//! messages, which the overlay hands to egui.
//!
//! Seats: pads are numbered in the order they connect. In Human vs Human with two or more pads
//! the first pad plays the South seat and the second the North seat (the seats keep their pads
//! after a pie-rule swap); with a single pad, that pad plays both. In Human vs AI any pad plays
//! the human. A pad never moves for a seat it does not own. Pads may connect and disconnect at
//! any time: the order closes up and the focus stays where it was.

use super::bindings::{Action, DISPLAY_ACTIONS, PAD};
use super::focus::{self, Device};
use super::overlay::{MenuNav, UiCommand, UiInput};
use super::replay_commands;
use super::table::{InputMessages, InputTable};
use crate::AppSystems;
use crate::engine::Move;
use crate::game::messages::{ChooseMove, GameCommand, MoveRefused};
use crate::game::table::Match;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

/// The stick must lean further than this to move the focus.
const STICK_DEADZONE: f32 = 0.5;
/// A held direction moves again after this long (seconds) ...
const REPEAT_DELAY: f32 = 0.4;
/// ... and then this often.
const REPEAT_EVERY: f32 = 0.18;

/// Select held this long (seconds) opens the Rules panel; let go sooner, it was a tap for the
/// controls help.
const RULES_HOLD: f32 = 0.6;

/// The connected pads, in the order they connected: the first plays South's seat.
#[derive(Resource, Default, Debug)]
pub struct Pads(pub Vec<Entity>);

/// The direction each pad holds, for the board (along the row) or a menu: a direction fires
/// when it starts (or a d-pad button is pressed again), then after [`REPEAT_DELAY`] and every
/// [`REPEAT_EVERY`] while it is held.
struct Repeat<D>(HashMap<Entity, Held<D>>);

/// A held direction on one pad: which way, and when it moves again.
#[derive(Clone, Copy, Debug)]
struct Held<D> {
    dir: D,
    next: f32,
}

impl<D> Default for Repeat<D> {
    fn default() -> Self {
        Repeat(HashMap::default())
    }
}

impl<D: Copy + PartialEq> Repeat<D> {
    /// The direction that moves now, given where `pad` points (`None`: nowhere) and whether
    /// a d-pad button was `tapped` this frame.
    fn fires(&mut self, pad: Entity, dir: Option<D>, tapped: bool, now: f32) -> Option<D> {
        let Some(dir) = dir else {
            self.0.remove(&pad);
            return None;
        };
        match self.0.get_mut(&pad) {
            Some(held) if held.dir == dir && !tapped => {
                let due = now >= held.next;
                if due {
                    held.next = now + REPEAT_EVERY;
                }
                due.then_some(dir)
            }
            _ => {
                let next = now + REPEAT_DELAY;
                self.0.insert(pad, Held { dir, next });
                Some(dir)
            }
        }
    }

    /// Forgets what `pad` held.
    fn forget(&mut self, pad: Entity) {
        self.0.remove(&pad);
    }

    /// Forgets the pads that went away.
    fn keep(&mut self, pads: &[Entity]) {
        self.0.retain(|pad, _| pads.contains(pad));
    }
}

/// When each pad's Select went down, and whether holding it has opened the rules already.
#[derive(Default)]
struct SelectHeld(HashMap<Entity, (f32, bool)>);

impl SelectHeld {
    /// What Select asks of the overlay on `pad` this frame: the controls help when a tap ends,
    /// the rules once a hold has lasted [`RULES_HOLD`] (and nothing when that hold ends).
    fn command(&mut self, entity: Entity, pad: &Gamepad, now: f32) -> Option<UiCommand> {
        if pressed(pad, Action::Help) {
            self.0.insert(entity, (now, false));
        }
        if PAD
            .inputs(Action::Help)
            .any(|&button| pad.just_released(button))
        {
            let (_, opened_rules) = self.0.remove(&entity)?;
            return (!opened_rules).then_some(UiCommand::ToggleControls);
        }
        let (since, opened_rules) = self.0.get_mut(&entity)?;
        if !*opened_rules && now - *since >= RULES_HOLD {
            *opened_rules = true;
            return Some(UiCommand::ToggleRules);
        }
        None
    }

    /// Forgets the pads that went away.
    fn keep(&mut self, pads: &[Entity]) {
        self.0.retain(|pad, _| pads.contains(pad));
    }
}

/// Pads: the window's gamepads. Headless tests add it with gamepad entities of their own.
pub fn plugin(app: &mut App) {
    app.init_resource::<Pads>().add_systems(
        Update,
        (track_pads, menus, pads).chain().in_set(AppSystems::Input),
    );
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
    let seat = m.seat(m.position().to_move());
    pads.iter().position(|&p| p == pad) == Some(seat.index())
}

/// Whether a button that does `action` is held on `pad`.
fn holds(pad: &Gamepad, action: Action) -> bool {
    PAD.inputs(action).any(|&button| pad.pressed(button))
}

/// Whether a button that does `action` went down on `pad` this frame.
fn pressed(pad: &Gamepad, action: Action) -> bool {
    PAD.inputs(action).any(|&button| pad.just_pressed(button))
}

/// Which way a pad points along the row: d-pad first, then the stick past its deadzone.
fn along_row(pad: &Gamepad) -> Option<i32> {
    let dpad = holds(pad, Action::FocusRight) as i32 - holds(pad, Action::FocusLeft) as i32;
    let x = pad.left_stick().x;
    match dpad {
        0 if x > STICK_DEADZONE => Some(1),
        0 if x < -STICK_DEADZONE => Some(-1),
        0 => None,
        dpad => Some(dpad),
    }
}

/// Which way a pad points in a menu: d-pad first, then the stick past its deadzone, along the
/// axis it leans most.
fn menu_way(pad: &Gamepad) -> Option<MenuNav> {
    let dpad = [
        (GamepadButton::DPadUp, MenuNav::Up),
        (GamepadButton::DPadDown, MenuNav::Down),
        (GamepadButton::DPadLeft, MenuNav::Left),
        (GamepadButton::DPadRight, MenuNav::Right),
    ];
    if let Some(&(_, way)) = dpad.iter().find(|(button, _)| pad.pressed(*button)) {
        return Some(way);
    }
    let stick = pad.left_stick();
    if stick.abs().max_element() <= STICK_DEADZONE {
        None
    } else if stick.y.abs() > stick.x.abs() {
        Some(if stick.y > 0.0 {
            MenuNav::Up
        } else {
            MenuNav::Down
        })
    } else {
        Some(if stick.x > 0.0 {
            MenuNav::Right
        } else {
            MenuNav::Left
        })
    }
}

/// In an open menu: the d-pad or the stick (repeating while held), South and East become
/// [`MenuNav`] for the overlay.
fn menus(
    gamepads: Query<(Entity, &Gamepad)>,
    pads: Res<Pads>,
    ui: Res<UiInput>,
    time: Res<Time>,
    mut held: Local<Repeat<MenuNav>>,
    mut nav: MessageWriter<MenuNav>,
) {
    held.keep(&pads.0);
    let now = time.elapsed_secs();
    for (entity, pad) in &gamepads {
        if !ui.menu_open {
            held.forget(entity);
            continue;
        }
        let tapped = pressed(pad, Action::MenuMove);
        if let Some(way) = held.fires(entity, menu_way(pad), tapped, now) {
            nav.write(way);
        }
        if pressed(pad, Action::MenuChoose) {
            nav.write(MenuNav::Choose);
        }
        if pressed(pad, Action::MenuBack) {
            nav.write(MenuNav::Back);
        }
    }
}

fn pads(
    gamepads: Query<(Entity, &Gamepad)>,
    pads: Res<Pads>,
    time: Res<Time>,
    mut held: Local<Repeat<i32>>,
    mut select: Local<SelectHeld>,
    table: InputTable,
    messages: InputMessages,
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
    held.keep(&pads.0);
    select.keep(&pads.0);
    let now = time.elapsed_secs();
    for (entity, pad) in &gamepads {
        if pressed(pad, Action::Menu) {
            ui_commands.write(UiCommand::ToggleMenu);
        }
        if let Some(command) = select.command(entity, pad, now) {
            ui_commands.write(command);
        }
        for (action, command) in DISPLAY_ACTIONS {
            if pressed(pad, action) {
                display.write(command);
            }
        }
        if ui.menu_open {
            held.forget(entity);
            continue;
        }
        if m.is_replay() {
            for (action, command) in replay_commands() {
                if pressed(pad, action) {
                    replay.write(command);
                }
            }
            if pressed(pad, Action::Pause) {
                commands.write(GameCommand::TogglePause);
            }
            continue;
        }
        if m.outcome().is_some() {
            if pressed(pad, Action::Sow)
                && let Some(again) = focus::play_again(&m)
            {
                commands.write(again);
            }
            continue;
        }
        for (action, command) in [
            (Action::Undo, GameCommand::Undo),
            (Action::Redo, GameCommand::Redo),
            (Action::Pause, GameCommand::TogglePause),
        ] {
            if pressed(pad, action) {
                commands.write(command);
            }
        }
        let tapped = pressed(pad, Action::FocusLeft) || pressed(pad, Action::FocusRight);
        let fired = held.fires(entity, along_row(pad), tapped, now);
        let sow_pressed = PAD
            .inputs(Action::Sow)
            .chain(PAD.inputs(Action::SowCw))
            .any(|button| pad.just_pressed(*button));
        if !owns_turn(&m, &pads.0, entity) {
            // Another seat's pad (or the AI to move): it may not even move the focus.
            if sow_pressed && m.in_play() {
                refused.write(MoveRefused {
                    why: phase.refusal(),
                    hole: None,
                });
            }
            continue;
        }
        if let Some(dir) = fired {
            let next = focus::step(&m, facing.0, focus.0, dir);
            device.set(Device::Pad, &mut focus, next);
        }
        if pressed(pad, Action::Hint) {
            commands.write(GameCommand::Hint);
        }
        if pressed(pad, Action::Swap) && m.is_legal(Move::Swap) {
            choose.write(ChooseMove::human(Move::Swap));
        }
        for (button, cw) in PAD
            .inputs(Action::Sow)
            .map(|b| (b, false))
            .chain(PAD.inputs(Action::SowCw).map(|b| (b, true)))
        {
            if !pad.just_pressed(*button) {
                continue;
            }
            if let Some(choice) = device.press_sow(Device::Pad, (&m, facing.0), &mut focus, cw) {
                choose.write(choice);
            }
        }
    }
}
