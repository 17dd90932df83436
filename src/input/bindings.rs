//! Every binding of the mouse, the keyboard and the gamepad, as data in one place: the input
//! systems look up which inputs do an [`Action`] here, the controls help lists these tables,
//! and the HUD's prompts name the inputs by their labels here. Words meant for the player are
//! message ids, which the overlay puts into the player's language.

use crate::game::settings::DisplayCommand;
use bevy::prelude::*;

/// What a player does with an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Show where the pit's last seed lands (the mouse hovers it).
    Preview,
    /// Move the focus to the next pit to the left that may be sown.
    FocusLeft,
    /// Move the focus to the next pit to the right that may be sown.
    FocusRight,
    /// Focus the pit with that number.
    FocusPit,
    /// Sow the focused pit counter-clockwise; after the game, play again.
    Sow,
    /// Sow the focused pit clockwise, where the rules let the mover choose.
    SowCw,
    /// Swap sides (pie rule).
    Swap,
    Undo,
    Redo,
    Hint,
    /// Pause or resume the animation and the AI.
    Pause,
    /// Finish the running animation at once.
    Skip,
    /// Turn the sound off or on.
    Mute,
    /// Turn and zoom the camera.
    Orbit,
    /// Switch between the 3D and the top-down view.
    View,
    /// Switch the window to fullscreen and back.
    Fullscreen,
    /// Open the new-game dialog; close an open menu.
    Menu,
    /// Open or close the controls help.
    Help,
    /// Open or close the rules of the game being played.
    Rules,
    /// In a menu: move the focus (up, down) or change the focused value (left, right).
    MenuMove,
    /// In a menu: activate the focused widget.
    MenuChoose,
    /// In a menu: close an open list, otherwise the menu.
    MenuBack,
    /// With two players and two pads, which pad plays which seat.
    Seats,
    /// In a replay: one decision back.
    ReplayBack,
    /// In a replay: one decision forward.
    ReplayForward,
    /// In a replay: play the decisions one after another, or stop.
    ReplayPlay,
    /// Copy the selected text (a record in the Games panel, a text field's words).
    Copy,
    /// Cut the selected text of a text field.
    Cut,
    /// Paste into a text field (a record into the Games panel's import box).
    Paste,
}

/// The actions of a replay. Nobody sows in a replay, so they take inputs that focus and sow
/// pits in play: the board listens to one set or the other, never both.
pub const REPLAY_ACTIONS: [Action; 3] = [
    Action::ReplayBack,
    Action::ReplayForward,
    Action::ReplayPlay,
];

/// The board's actions in play that a replay has no use for, and whose inputs the replay's
/// actions take.
pub const PLAY_ACTIONS: [Action; 9] = [
    Action::FocusLeft,
    Action::FocusRight,
    Action::FocusPit,
    Action::Sow,
    Action::SowCw,
    Action::Swap,
    Action::Undo,
    Action::Redo,
    Action::Hint,
];

impl Action {
    /// The message id of what the action does, in the controls help.
    pub fn message(self) -> &'static str {
        match self {
            Action::Preview => "action-preview",
            Action::FocusLeft => "action-focus-left",
            Action::FocusRight => "action-focus-right",
            Action::FocusPit => "action-focus-pit",
            Action::Sow => "action-sow",
            Action::SowCw => "action-sow-cw",
            Action::Swap => "action-swap",
            Action::Undo => "action-undo",
            Action::Redo => "action-redo",
            Action::Hint => "action-hint",
            Action::Pause => "action-pause",
            Action::Skip => "action-skip",
            Action::Mute => "action-mute",
            Action::Orbit => "action-orbit",
            Action::View => "action-view",
            Action::Fullscreen => "action-fullscreen",
            Action::Menu => "action-menu",
            Action::Help => "action-help",
            Action::Rules => "action-rules",
            Action::MenuMove => "action-menu-move",
            Action::MenuChoose => "action-menu-choose",
            Action::MenuBack => "action-menu-back",
            Action::Seats => "action-seats",
            Action::ReplayBack => "action-replay-back",
            Action::ReplayForward => "action-replay-forward",
            Action::ReplayPlay => "action-replay-play",
            Action::Copy => "action-copy",
            Action::Cut => "action-cut",
            Action::Paste => "action-paste",
        }
    }
}

/// What the help and the prompts call some inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The name printed on the key or button, the same in every language ("F1", "R2").
    Key(&'static str),
    /// Words, as a message id ("key-space": Space, Espacio, Пробел, Mezerník).
    Words(&'static str),
}

/// The actions that change how the game is shown, and what each asks of the settings.
pub const DISPLAY_ACTIONS: [(Action, DisplayCommand); 2] = [
    (Action::View, DisplayCommand::ToggleView),
    (Action::Fullscreen, DisplayCommand::ToggleFullscreen),
];

/// Some inputs that do one action, and what the help and the prompts call them.
pub struct Binding<I: 'static> {
    pub action: Action,
    pub inputs: &'static [I],
    pub label: Label,
}

/// One device's bindings, in the order the controls help lists them.
pub struct Scheme<I: 'static> {
    /// The message id of the device's name, heading its part of the help.
    pub device: &'static str,
    pub bindings: &'static [Binding<I>],
}

impl<I: PartialEq> Scheme<I> {
    /// The inputs that do `action`.
    pub fn inputs(&self, action: Action) -> impl Iterator<Item = &'static I> + '_ {
        self.bindings
            .iter()
            .filter(move |b| b.action == action)
            .flat_map(|b| b.inputs)
    }

    /// The action `input` does on the board, if any (the first binding that lists it).
    pub fn action_of(&self, input: &I) -> Option<Action> {
        self.bindings
            .iter()
            .find(|b| b.inputs.contains(input))
            .map(|b| b.action)
    }

    /// The label of the first binding of `action` (its main inputs).
    pub fn label(&self, action: Action) -> Option<Label> {
        self.bindings
            .iter()
            .find(|b| b.action == action)
            .map(|b| b.label)
    }

    /// The labels of every binding of `action`.
    pub fn labels(&self, action: Action) -> Vec<Label> {
        self.bindings
            .iter()
            .filter(|b| b.action == action)
            .map(|b| b.label)
            .collect()
    }
}

/// A key, alone, with Shift or with the command key held, or the digit keys that number the
/// pits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// This key (whether or not Shift is held), without the command key.
    Plain(KeyCode),
    /// This key with Shift held.
    Shifted(KeyCode),
    /// This key with the command key held: Ctrl, or ⌘ on a Mac.
    Command(KeyCode),
    /// 1 to 9 on the top row or the number pad: that pit, counted from the mover's left.
    PitDigits,
}

/// The digit keys, pit 1 first: the top row's and the number pad's.
pub const PIT_DIGITS: [[KeyCode; 2]; 9] = [
    [KeyCode::Digit1, KeyCode::Numpad1],
    [KeyCode::Digit2, KeyCode::Numpad2],
    [KeyCode::Digit3, KeyCode::Numpad3],
    [KeyCode::Digit4, KeyCode::Numpad4],
    [KeyCode::Digit5, KeyCode::Numpad5],
    [KeyCode::Digit6, KeyCode::Numpad6],
    [KeyCode::Digit7, KeyCode::Numpad7],
    [KeyCode::Digit8, KeyCode::Numpad8],
    [KeyCode::Digit9, KeyCode::Numpad9],
];

/// What the help calls the command key's copy, cut and paste on this platform.
#[cfg(target_os = "macos")]
const CLIPBOARD_LABELS: [&str; 3] = ["⌘C", "⌘X", "⌘V"];
#[cfg(not(target_os = "macos"))]
const CLIPBOARD_LABELS: [&str; 3] = ["Ctrl+C", "Ctrl+X", "Ctrl+V"];

/// The mouse: buttons on the board (the pointer's hover needs no button).
pub const MOUSE: Scheme<MouseButton> = Scheme {
    device: "device-mouse",
    bindings: &[
        Binding {
            action: Action::Preview,
            inputs: &[],
            label: Label::Words("label-hover"),
        },
        Binding {
            action: Action::Sow,
            inputs: &[MouseButton::Left],
            label: Label::Words("label-left-click"),
        },
        Binding {
            action: Action::SowCw,
            inputs: &[MouseButton::Right],
            label: Label::Words("label-right-click"),
        },
        Binding {
            action: Action::Orbit,
            inputs: &[MouseButton::Right, MouseButton::Middle],
            label: Label::Words("label-right-drag"),
        },
    ],
};

/// The keyboard. In a menu egui's own keys drive it (Tab, Shift+Tab, arrows, Enter, Space).
pub const KEYS: Scheme<Key> = Scheme {
    device: "device-keyboard",
    bindings: &[
        Binding {
            action: Action::FocusLeft,
            inputs: &[Key::Plain(KeyCode::ArrowLeft)],
            label: Label::Words("key-left"),
        },
        Binding {
            action: Action::FocusRight,
            inputs: &[Key::Plain(KeyCode::ArrowRight)],
            label: Label::Words("key-right"),
        },
        Binding {
            action: Action::FocusPit,
            inputs: &[Key::PitDigits],
            label: Label::Key("1 … 9"),
        },
        Binding {
            action: Action::Sow,
            inputs: &[Key::Plain(KeyCode::Enter), Key::Plain(KeyCode::NumpadEnter)],
            label: Label::Words("key-enter"),
        },
        Binding {
            action: Action::Sow,
            inputs: &[Key::Plain(KeyCode::Space)],
            label: Label::Words("key-space"),
        },
        Binding {
            action: Action::SowCw,
            inputs: &[
                Key::Shifted(KeyCode::Enter),
                Key::Shifted(KeyCode::NumpadEnter),
                Key::Shifted(KeyCode::Space),
            ],
            label: Label::Words("key-shift-enter"),
        },
        Binding {
            action: Action::SowCw,
            inputs: &[Key::Plain(KeyCode::KeyC)],
            label: Label::Key("C"),
        },
        Binding {
            action: Action::Swap,
            inputs: &[Key::Plain(KeyCode::KeyS)],
            label: Label::Key("S"),
        },
        Binding {
            action: Action::Undo,
            inputs: &[Key::Plain(KeyCode::KeyU)],
            label: Label::Key("U"),
        },
        Binding {
            action: Action::Redo,
            inputs: &[Key::Plain(KeyCode::KeyR)],
            label: Label::Key("R"),
        },
        Binding {
            action: Action::Hint,
            inputs: &[Key::Plain(KeyCode::KeyH)],
            label: Label::Key("H"),
        },
        Binding {
            action: Action::Pause,
            inputs: &[Key::Plain(KeyCode::KeyP)],
            label: Label::Key("P"),
        },
        Binding {
            action: Action::Skip,
            inputs: &[Key::Plain(KeyCode::KeyF)],
            label: Label::Key("F"),
        },
        Binding {
            action: Action::Mute,
            inputs: &[Key::Plain(KeyCode::KeyM)],
            label: Label::Key("M"),
        },
        Binding {
            action: Action::View,
            inputs: &[Key::Plain(KeyCode::KeyV)],
            label: Label::Key("V"),
        },
        Binding {
            action: Action::Fullscreen,
            inputs: &[Key::Plain(KeyCode::F11)],
            label: Label::Key("F11"),
        },
        Binding {
            action: Action::Menu,
            inputs: &[Key::Plain(KeyCode::Escape)],
            label: Label::Key("Esc"),
        },
        Binding {
            action: Action::Help,
            inputs: &[Key::Plain(KeyCode::F1)],
            label: Label::Key("F1"),
        },
        Binding {
            action: Action::Rules,
            inputs: &[Key::Plain(KeyCode::F2)],
            label: Label::Key("F2"),
        },
        Binding {
            action: Action::ReplayBack,
            inputs: &[Key::Plain(KeyCode::ArrowLeft)],
            label: Label::Words("key-left"),
        },
        Binding {
            action: Action::ReplayForward,
            inputs: &[Key::Plain(KeyCode::ArrowRight)],
            label: Label::Words("key-right"),
        },
        Binding {
            action: Action::ReplayPlay,
            inputs: &[Key::Plain(KeyCode::Space)],
            label: Label::Words("key-space"),
        },
        Binding {
            action: Action::MenuMove,
            inputs: &[
                Key::Plain(KeyCode::Tab),
                Key::Shifted(KeyCode::Tab),
                Key::Plain(KeyCode::ArrowUp),
                Key::Plain(KeyCode::ArrowDown),
            ],
            label: Label::Words("key-menu-move"),
        },
        Binding {
            action: Action::MenuChoose,
            inputs: &[Key::Plain(KeyCode::Enter), Key::Plain(KeyCode::Space)],
            label: Label::Words("key-menu-choose"),
        },
        Binding {
            action: Action::Copy,
            inputs: &[Key::Command(KeyCode::KeyC)],
            label: Label::Key(CLIPBOARD_LABELS[0]),
        },
        Binding {
            action: Action::Cut,
            inputs: &[Key::Command(KeyCode::KeyX)],
            label: Label::Key(CLIPBOARD_LABELS[1]),
        },
        Binding {
            action: Action::Paste,
            inputs: &[Key::Command(KeyCode::KeyV)],
            label: Label::Key(CLIPBOARD_LABELS[2]),
        },
    ],
};

/// The gamepad, by the buttons' places (South is A on an Xbox pad, Cross on a PlayStation
/// pad). The left stick moves the focus and the menus like the d-pad.
pub const PAD: Scheme<GamepadButton> = Scheme {
    device: "device-gamepad",
    bindings: &[
        Binding {
            action: Action::FocusLeft,
            inputs: &[GamepadButton::DPadLeft],
            label: Label::Words("pad-left"),
        },
        Binding {
            action: Action::FocusRight,
            inputs: &[GamepadButton::DPadRight],
            label: Label::Words("pad-right"),
        },
        Binding {
            action: Action::Sow,
            inputs: &[GamepadButton::South],
            label: Label::Key("A"),
        },
        Binding {
            action: Action::Sow,
            inputs: &[GamepadButton::RightTrigger],
            label: Label::Key("R1"),
        },
        Binding {
            action: Action::SowCw,
            inputs: &[GamepadButton::LeftTrigger],
            label: Label::Key("L1"),
        },
        Binding {
            action: Action::Swap,
            inputs: &[GamepadButton::East],
            label: Label::Key("B"),
        },
        Binding {
            action: Action::Undo,
            inputs: &[GamepadButton::West],
            label: Label::Key("X"),
        },
        Binding {
            action: Action::Redo,
            inputs: &[GamepadButton::RightTrigger2],
            label: Label::Key("R2"),
        },
        Binding {
            action: Action::Hint,
            inputs: &[GamepadButton::North],
            label: Label::Key("Y"),
        },
        Binding {
            action: Action::Pause,
            inputs: &[GamepadButton::LeftTrigger2],
            label: Label::Key("L2"),
        },
        Binding {
            action: Action::View,
            inputs: &[GamepadButton::RightThumb],
            label: Label::Key("R3"),
        },
        Binding {
            action: Action::Fullscreen,
            inputs: &[GamepadButton::LeftThumb],
            label: Label::Key("L3"),
        },
        Binding {
            action: Action::Menu,
            inputs: &[GamepadButton::Start],
            label: Label::Key("Start"),
        },
        Binding {
            action: Action::Help,
            inputs: &[GamepadButton::Select],
            label: Label::Key("Select"),
        },
        Binding {
            action: Action::Rules,
            inputs: &[GamepadButton::Select],
            label: Label::Words("pad-select-hold"),
        },
        Binding {
            action: Action::ReplayBack,
            inputs: &[GamepadButton::DPadLeft],
            label: Label::Words("pad-left"),
        },
        Binding {
            action: Action::ReplayForward,
            inputs: &[GamepadButton::DPadRight],
            label: Label::Words("pad-right"),
        },
        Binding {
            action: Action::ReplayPlay,
            inputs: &[GamepadButton::South],
            label: Label::Key("A"),
        },
        Binding {
            action: Action::MenuMove,
            inputs: &[
                GamepadButton::DPadUp,
                GamepadButton::DPadDown,
                GamepadButton::DPadLeft,
                GamepadButton::DPadRight,
            ],
            label: Label::Words("pad-stick"),
        },
        Binding {
            action: Action::MenuChoose,
            inputs: &[GamepadButton::South],
            label: Label::Key("A"),
        },
        Binding {
            action: Action::MenuBack,
            inputs: &[GamepadButton::East],
            label: Label::Key("B"),
        },
        Binding {
            action: Action::Seats,
            inputs: &[],
            label: Label::Words("pad-two-players"),
        },
    ],
};

#[cfg(test)]
mod tests;
