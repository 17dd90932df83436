//! Input: every way a player acts ends up as the same two messages. [`ChooseMove`] is a
//! decision (a pit to sow, a direction, a swap), [`GameCommand`] everything else (undo, hint,
//! new game...). The pointer writes them today; keyboard and gamepad write the same ones, and
//! the AI writes `ChooseMove` too, so the turn flow has one door for every move.
//!
//! [`PitFocus`] is the pit the player is pointing at (hover, or a pad's focus ring): the board
//! lights it and previews where its last seed lands. Keys and pads move it with [`focus`];
//! [`UiCommand`] opens the overlay's menus, [`MenuNav`] is what a pad does in an open menu, and
//! [`UiInput`] tells the keys and pads when the overlay has them.

pub mod focus;
pub mod gamepad;
pub mod keyboard;
pub mod pointer;

use crate::engine::Move;
use crate::game::rules::MatchSettings;
use bevy::prelude::*;

/// Who asks for a move: the turn flow accepts a human's choice only when a human is to move,
/// and the AI's only when the AI is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    Human,
    Ai,
}

/// A player's decision.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChooseMove {
    pub mv: Move,
    pub source: MoveSource,
}

impl ChooseMove {
    pub fn human(mv: Move) -> ChooseMove {
        ChooseMove {
            mv,
            source: MoveSource::Human,
        }
    }
}

/// Everything a player can ask for besides a move.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum GameCommand {
    /// Take back moves up to the human's previous decision.
    Undo,
    /// Play undone moves again.
    Redo,
    /// Ask the AI for the best move and show it on the board.
    Hint,
    /// Finish the running animation at once.
    Skip,
    /// Pause or resume the animation and the AI.
    TogglePause,
    /// Start a new game with these settings.
    NewGame(MatchSettings),
}

/// The mover's pit (0-based index) the player points at, if any.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitFocus(pub Option<u8>);

/// Set by the overlay each frame: the pointer is over a window, so the board must ignore it.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerOverUi(pub bool);

/// What keys and pads ask of the overlay.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum UiCommand {
    /// Open the new-game dialog, or close the open menu.
    ToggleMenu,
    /// Open or close the controls help.
    ToggleControls,
}

/// What a pad does in an open menu (the overlay turns it into egui's keyboard navigation).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuNav {
    /// The focus to the previous widget.
    Up,
    /// The focus to the next widget.
    Down,
    /// The focused value down (or the previous radio button).
    Left,
    /// The focused value up (or the next radio button).
    Right,
    /// Activate the focused widget.
    Choose,
    /// Close an open combo box, otherwise the menu.
    Back,
}

/// Set by the overlay each frame: what the keyboard and pads must leave to it.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct UiInput {
    /// A menu (the new-game dialog or the controls help) is open: keys and pads drive it, not
    /// the board.
    pub menu_open: bool,
    /// egui wants the keyboard (typing in a text field).
    pub wants_keyboard: bool,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ChooseMove>()
        .add_message::<GameCommand>()
        .add_message::<UiCommand>()
        .add_message::<MenuNav>()
        .init_resource::<PitFocus>()
        .init_resource::<PointerOverUi>()
        .init_resource::<UiInput>()
        .add_plugins(focus::plugin);
}
