//! Input: every way a player acts becomes the game's own messages (`ChooseMove`,
//! `GameCommand`, the `PitFocus`): the pointer ([`pointer`], and the camera's orbit in
//! [`orbit`]), the keyboard and the gamepads, all bound in one table ([`bindings`]). Keys and
//! pads move a focus over the pits ([`focus`]), or in a replay step it; what they ask of the
//! overlay's menus, and what the overlay tells them, is in [`overlay`].

pub mod bindings;
pub mod focus;
pub mod gamepad;
pub mod keyboard;
mod orbit;
pub mod overlay;
pub mod pointer;
mod table;

use crate::game::messages::ReplayCommand;
use bevy::prelude::*;
use bindings::Action;

/// What each of a replay's actions asks of it, for the keys and the pads alike.
fn replay_commands() -> [(Action, ReplayCommand); 3] {
    [
        (Action::ReplayBack, ReplayCommand::Back),
        (Action::ReplayForward, ReplayCommand::Forward),
        (Action::ReplayPlay, ReplayCommand::TogglePlay),
    ]
}

/// What every input shares, headless too: the focus that keys and pads move, and the
/// overlay's messages and state.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((overlay::plugin, focus::plugin));
}

/// The window's devices: mouse (picking and orbit), keyboard and gamepads.
pub(crate) fn devices(app: &mut App) {
    app.add_plugins((
        pointer::plugin,
        orbit::plugin,
        keyboard::plugin,
        gamepad::plugin,
    ));
}
