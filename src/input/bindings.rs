//! Every binding of the mouse, the keyboard and the gamepad, as data in one place: the input
//! systems look up which inputs do an [`Action`] here, the controls help lists these tables,
//! and the HUD's prompts name the inputs by their labels here.

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
    /// In a menu: move the focus (up, down) or change the focused value (left, right).
    MenuMove,
    /// In a menu: activate the focused widget.
    MenuChoose,
    /// In a menu: close an open list, otherwise the menu.
    MenuBack,
    /// With two players and two pads, which pad plays which seat.
    Seats,
}

impl Action {
    /// What the action does, in the controls help.
    pub fn describe(self) -> &'static str {
        match self {
            Action::Preview => "preview where its last seed lands",
            Action::FocusLeft => "move the focus left over the pits you may sow",
            Action::FocusRight => "move the focus right over the pits you may sow",
            Action::FocusPit => "focus that pit (counted from the mover's left)",
            Action::Sow => "sow the focused pit (counter-clockwise); play again",
            Action::SowCw => "sow it clockwise, where the rules let you choose",
            Action::Swap => "swap sides (pie rule)",
            Action::Undo => "undo",
            Action::Redo => "redo",
            Action::Hint => "hint",
            Action::Pause => "pause / resume",
            Action::Skip => "finish the animation",
            Action::Orbit => "turn and zoom the camera",
            Action::View => "3D or top-down view",
            Action::Fullscreen => "fullscreen on / off",
            Action::Menu => "new game menu; closes a menu",
            Action::Help => "this help",
            Action::MenuMove => {
                "in a menu: up/down moves the focus, left/right changes (held: repeats)"
            }
            Action::MenuChoose => "in a menu: choose",
            Action::MenuBack => "in a menu: back",
            Action::Seats => "two players: first pad plays South, second North; one pad plays both",
        }
    }
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
    pub label: &'static str,
}

/// One device's bindings, in the order the controls help lists them.
pub struct Scheme<I: 'static> {
    /// The device's name, heading its part of the help.
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
    pub fn label(&self, action: Action) -> &'static str {
        self.bindings
            .iter()
            .find(|b| b.action == action)
            .map_or("", |b| b.label)
    }

    /// The labels of every binding of `action`, joined with "or".
    pub fn labels(&self, action: Action) -> String {
        let labels: Vec<&str> = self
            .bindings
            .iter()
            .filter(|b| b.action == action)
            .map(|b| b.label)
            .collect();
        labels.join(" or ")
    }
}

/// A key, alone or with Shift held, or the digit keys that number the pits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// This key (whether or not Shift is held).
    Plain(KeyCode),
    /// This key with Shift held.
    Shifted(KeyCode),
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

/// The mouse: buttons on the board (the pointer's hover needs no button).
pub const MOUSE: Scheme<MouseButton> = Scheme {
    device: "Mouse",
    bindings: &[
        Binding {
            action: Action::Preview,
            inputs: &[],
            label: "Hover a pit",
        },
        Binding {
            action: Action::Sow,
            inputs: &[MouseButton::Left],
            label: "Left click",
        },
        Binding {
            action: Action::SowCw,
            inputs: &[MouseButton::Right],
            label: "Right click",
        },
        Binding {
            action: Action::Orbit,
            inputs: &[MouseButton::Right, MouseButton::Middle],
            label: "Right drag, wheel",
        },
    ],
};

/// The keyboard. In a menu egui's own keys drive it (Tab, Shift+Tab, arrows, Enter, Space).
pub const KEYS: Scheme<Key> = Scheme {
    device: "Keyboard",
    bindings: &[
        Binding {
            action: Action::FocusLeft,
            inputs: &[Key::Plain(KeyCode::ArrowLeft)],
            label: "Left",
        },
        Binding {
            action: Action::FocusRight,
            inputs: &[Key::Plain(KeyCode::ArrowRight)],
            label: "Right",
        },
        Binding {
            action: Action::FocusPit,
            inputs: &[Key::PitDigits],
            label: "1 … 9",
        },
        Binding {
            action: Action::Sow,
            inputs: &[Key::Plain(KeyCode::Enter), Key::Plain(KeyCode::NumpadEnter)],
            label: "Enter",
        },
        Binding {
            action: Action::Sow,
            inputs: &[Key::Plain(KeyCode::Space)],
            label: "Space",
        },
        Binding {
            action: Action::SowCw,
            inputs: &[
                Key::Shifted(KeyCode::Enter),
                Key::Shifted(KeyCode::NumpadEnter),
                Key::Shifted(KeyCode::Space),
            ],
            label: "Shift+Enter",
        },
        Binding {
            action: Action::SowCw,
            inputs: &[Key::Plain(KeyCode::KeyC)],
            label: "C",
        },
        Binding {
            action: Action::Swap,
            inputs: &[Key::Plain(KeyCode::KeyS)],
            label: "S",
        },
        Binding {
            action: Action::Undo,
            inputs: &[Key::Plain(KeyCode::KeyU)],
            label: "U",
        },
        Binding {
            action: Action::Redo,
            inputs: &[Key::Plain(KeyCode::KeyR)],
            label: "R",
        },
        Binding {
            action: Action::Hint,
            inputs: &[Key::Plain(KeyCode::KeyH)],
            label: "H",
        },
        Binding {
            action: Action::Pause,
            inputs: &[Key::Plain(KeyCode::KeyP)],
            label: "P",
        },
        Binding {
            action: Action::Skip,
            inputs: &[Key::Plain(KeyCode::KeyF)],
            label: "F",
        },
        Binding {
            action: Action::View,
            inputs: &[Key::Plain(KeyCode::KeyV)],
            label: "V",
        },
        Binding {
            action: Action::Fullscreen,
            inputs: &[Key::Plain(KeyCode::F11)],
            label: "F11",
        },
        Binding {
            action: Action::Menu,
            inputs: &[Key::Plain(KeyCode::Escape)],
            label: "Esc",
        },
        Binding {
            action: Action::Help,
            inputs: &[Key::Plain(KeyCode::F1)],
            label: "F1",
        },
        Binding {
            action: Action::MenuMove,
            inputs: &[
                Key::Plain(KeyCode::Tab),
                Key::Shifted(KeyCode::Tab),
                Key::Plain(KeyCode::ArrowUp),
                Key::Plain(KeyCode::ArrowDown),
            ],
            label: "Tab, Shift+Tab, arrows",
        },
        Binding {
            action: Action::MenuChoose,
            inputs: &[Key::Plain(KeyCode::Enter), Key::Plain(KeyCode::Space)],
            label: "Enter, Space",
        },
    ],
};

/// The gamepad, by the buttons' places (South is A on an Xbox pad, Cross on a PlayStation
/// pad). The left stick moves the focus and the menus like the d-pad.
pub const PAD: Scheme<GamepadButton> = Scheme {
    device: "Gamepad",
    bindings: &[
        Binding {
            action: Action::FocusLeft,
            inputs: &[GamepadButton::DPadLeft],
            label: "D-pad / stick left",
        },
        Binding {
            action: Action::FocusRight,
            inputs: &[GamepadButton::DPadRight],
            label: "D-pad / stick right",
        },
        Binding {
            action: Action::Sow,
            inputs: &[GamepadButton::South],
            label: "A",
        },
        Binding {
            action: Action::Sow,
            inputs: &[GamepadButton::RightTrigger],
            label: "R1",
        },
        Binding {
            action: Action::SowCw,
            inputs: &[GamepadButton::LeftTrigger],
            label: "L1",
        },
        Binding {
            action: Action::Swap,
            inputs: &[GamepadButton::East],
            label: "B",
        },
        Binding {
            action: Action::Undo,
            inputs: &[GamepadButton::West],
            label: "X",
        },
        Binding {
            action: Action::Redo,
            inputs: &[GamepadButton::RightTrigger2],
            label: "R2",
        },
        Binding {
            action: Action::Hint,
            inputs: &[GamepadButton::North],
            label: "Y",
        },
        Binding {
            action: Action::Pause,
            inputs: &[GamepadButton::LeftTrigger2],
            label: "L2",
        },
        Binding {
            action: Action::View,
            inputs: &[GamepadButton::RightThumb],
            label: "R3",
        },
        Binding {
            action: Action::Fullscreen,
            inputs: &[GamepadButton::LeftThumb],
            label: "L3",
        },
        Binding {
            action: Action::Menu,
            inputs: &[GamepadButton::Start],
            label: "Start",
        },
        Binding {
            action: Action::Help,
            inputs: &[GamepadButton::Select],
            label: "Select",
        },
        Binding {
            action: Action::MenuMove,
            inputs: &[
                GamepadButton::DPadUp,
                GamepadButton::DPadDown,
                GamepadButton::DPadLeft,
                GamepadButton::DPadRight,
            ],
            label: "D-pad / stick",
        },
        Binding {
            action: Action::MenuChoose,
            inputs: &[GamepadButton::South],
            label: "A",
        },
        Binding {
            action: Action::MenuBack,
            inputs: &[GamepadButton::East],
            label: "B",
        },
        Binding {
            action: Action::Seats,
            inputs: &[],
            label: "Two players",
        },
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    /// No key or pad button is listed under two board actions (menu bindings share buttons,
    /// but the board and a menu never listen at once; Shift+Enter is its own input, which the
    /// keyboard lets win over plain Enter).
    /// The inputs listed under two board actions of `scheme` (menu bindings share buttons,
    /// but the board and a menu never listen at once).
    fn doubly_bound<I: PartialEq + Copy>(scheme: &Scheme<I>) -> Vec<I> {
        let menu = [Action::MenuMove, Action::MenuChoose, Action::MenuBack];
        let board: Vec<_> = scheme
            .bindings
            .iter()
            .filter(|b| !menu.contains(&b.action))
            .collect();
        let mut doubled = Vec::new();
        for (i, a) in board.iter().enumerate() {
            for b in &board[i + 1..] {
                doubled.extend(a.inputs.iter().filter(|input| b.inputs.contains(input)));
            }
        }
        doubled
    }

    /// No key or pad button does two things on the board (Shift+Enter is its own input, which
    /// the keyboard lets win over plain Enter).
    #[test]
    fn no_input_does_two_board_actions() {
        assert_eq!(doubly_bound(&KEYS), []);
        assert_eq!(doubly_bound(&PAD), []);
    }

    #[test]
    fn labels_join_every_binding_of_an_action() {
        assert_eq!(KEYS.labels(Action::SowCw), "Shift+Enter or C");
        assert_eq!(KEYS.label(Action::SowCw), "Shift+Enter");
        assert_eq!(PAD.labels(Action::Sow), "A or R1");
        assert_eq!(KEYS.labels(Action::Sow), "Enter or Space");
        assert_eq!(PAD.action_of(&GamepadButton::West), Some(Action::Undo));
        assert_eq!(
            KEYS.inputs(Action::Undo).collect::<Vec<_>>(),
            [&Key::Plain(KeyCode::KeyU)]
        );
    }
}
