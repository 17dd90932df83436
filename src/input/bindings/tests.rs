//! Tests of `bindings`.

use super::*;

/// The inputs listed under two board actions of `scheme`, leaving out the `shared` actions
/// (menu bindings share buttons, but the board and a menu never listen at once).
fn doubly_bound<I: PartialEq + Copy>(scheme: &Scheme<I>, shared: &[Action]) -> Vec<I> {
    let menu = [Action::MenuMove, Action::MenuChoose, Action::MenuBack];
    let board: Vec<_> = scheme
        .bindings
        .iter()
        .filter(|b| !menu.contains(&b.action) && !shared.contains(&b.action))
        .collect();
    let mut doubled = Vec::new();
    for (i, a) in board.iter().enumerate() {
        for b in &board[i + 1..] {
            doubled.extend(a.inputs.iter().filter(|input| b.inputs.contains(input)));
        }
    }
    doubled
}

/// No key or pad button does two things on the board, in play or in a replay (Shift+Enter
/// is its own input, which the keyboard lets win over plain Enter; the pad's Select is
/// tapped for the help and held for the rules, which the gamepad tells apart by time).
#[test]
fn no_input_does_two_board_actions() {
    assert_eq!(doubly_bound(&KEYS, &REPLAY_ACTIONS), []);
    assert_eq!(
        doubly_bound(&PAD, &[&[Action::Rules][..], &REPLAY_ACTIONS].concat()),
        []
    );
    assert_eq!(doubly_bound(&KEYS, &PLAY_ACTIONS), []);
    assert_eq!(
        doubly_bound(&PAD, &[&[Action::Rules][..], &PLAY_ACTIONS].concat()),
        []
    );
    // The replay's actions do take inputs of play.
    assert_ne!(doubly_bound(&KEYS, &[]), []);
    assert_eq!(
        PAD.inputs(Action::Rules).collect::<Vec<_>>(),
        [&GamepadButton::Select]
    );
    assert_eq!(PAD.labels(Action::Rules), [Label::Words("pad-select-hold")]);
}

#[test]
fn labels_list_every_binding_of_an_action() {
    let words = Label::Words;
    assert_eq!(
        KEYS.labels(Action::SowCw),
        [words("key-shift-enter"), Label::Key("C")]
    );
    assert_eq!(KEYS.label(Action::SowCw), Some(words("key-shift-enter")));
    assert_eq!(PAD.labels(Action::Sow), [Label::Key("A"), Label::Key("R1")]);
    assert_eq!(
        KEYS.labels(Action::Sow),
        [words("key-enter"), words("key-space")]
    );
    assert_eq!(PAD.action_of(&GamepadButton::West), Some(Action::Undo));
    assert_eq!(
        KEYS.inputs(Action::Undo).collect::<Vec<_>>(),
        [&Key::Plain(KeyCode::KeyU)]
    );
}

#[test]
fn copy_cut_and_paste_are_the_command_key_with_c_x_and_v() {
    for (key, action) in [
        (KeyCode::KeyC, Action::Copy),
        (KeyCode::KeyX, Action::Cut),
        (KeyCode::KeyV, Action::Paste),
    ] {
        assert_eq!(KEYS.action_of(&Key::Command(key)), Some(action));
    }
    // Plain C and V stay the board's.
    assert_eq!(
        KEYS.action_of(&Key::Plain(KeyCode::KeyC)),
        Some(Action::SowCw)
    );
    assert_eq!(
        KEYS.action_of(&Key::Plain(KeyCode::KeyV)),
        Some(Action::View)
    );
}
