//! What the input and the overlay tell each other: the overlay publishes whether the pointer
//! is over one of its windows ([`PointerOverUi`]: the board must ignore it), where its windows
//! are ([`OverlayRects`]: a press there is not the board's) and whether a menu
//! has the keys and pads ([`UiInput`]); keys and pads ask it to open menus ([`UiCommand`]) and,
//! in an open menu, step through it ([`MenuNav`]).

use bevy::prelude::*;

/// Set by the overlay each frame: the pointer is over a window, so the board must ignore it.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerOverUi(pub bool);

/// Set by the overlay each frame: where its windows and bars are (logical pixels of the
/// window), so a press on one is the overlay's even when it arrives in the same frame as the
/// pointer's move onto it.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct OverlayRects(pub Vec<Rect>);

impl OverlayRects {
    /// Whether a window or bar of the overlay covers `position`.
    pub fn covers(&self, position: Vec2) -> bool {
        self.0.iter().any(|r| r.contains(position))
    }
}

/// What keys and pads ask of the overlay.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum UiCommand {
    /// Open the new-game dialog, or close the open menu.
    ToggleMenu,
    /// Open or close the controls help.
    ToggleControls,
    /// Open or close the rules of the game being played.
    ToggleRules,
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
    /// A menu (the new-game dialog, the controls help or the rules) is open: keys and pads drive it, not
    /// the board.
    pub menu_open: bool,
    /// egui wants the keyboard (typing in a text field).
    pub wants_keyboard: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<UiCommand>()
        .add_message::<MenuNav>()
        .init_resource::<PointerOverUi>()
        .init_resource::<OverlayRects>()
        .init_resource::<UiInput>();
}
