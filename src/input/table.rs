//! What the keys and the pads share: the table as the input sees it (the match, the turn
//! phase, whether the overlay has the keys, which device was used last, the pit in focus and
//! the side the screen faces)
//! and the messages they write (moves, refusals, the game's, the overlay's, the display's and
//! the replay's commands). Systems take them as two parameters and destructure them on their
//! first line.

use super::focus::DeviceFocus;
use super::overlay::{UiCommand, UiInput};
use crate::game::facing::ScreenFacing;
use crate::game::messages::{ChooseMove, GameCommand, MoveRefused, PitFocus, ReplayCommand};
use crate::game::phase::TurnPhase;
use crate::game::settings::DisplayCommand;
use crate::game::table::Match;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The table as an input sees it.
#[derive(SystemParam)]
pub(crate) struct InputTable<'w> {
    pub ui: Res<'w, UiInput>,
    pub m: Res<'w, Match>,
    pub phase: Res<'w, TurnPhase>,
    pub device: ResMut<'w, DeviceFocus>,
    pub focus: ResMut<'w, PitFocus>,
    pub facing: Res<'w, ScreenFacing>,
}

/// The messages the keys and pads write.
#[derive(SystemParam)]
pub(crate) struct InputMessages<'w> {
    pub choose: MessageWriter<'w, ChooseMove>,
    pub refused: MessageWriter<'w, MoveRefused>,
    pub commands: MessageWriter<'w, GameCommand>,
    pub ui_commands: MessageWriter<'w, UiCommand>,
    pub display: MessageWriter<'w, DisplayCommand>,
    pub replay: MessageWriter<'w, ReplayCommand>,
}
