//! Headless App tests of the pads and keys in an open menu: a held d-pad repeats its steps, the
//! stick works like the d-pad, A and B choose and go back only there; and the HUD's prompt
//! speaks the input last used.

use crate::common;

use crate::input::*;
use bevy::prelude::*;
use common::m;
use kalah::engine::RuleSet;
use kalah::game::messages::{ChooseMove, PitFocus};
use kalah::game::table::Player;
use kalah::input::focus::{Device, DeviceFocus};
use kalah::input::overlay::{MenuNav, UiInput};

#[test]
fn a_held_d_pad_repeats_in_a_menu() {
    let mut app = human_vs_human();
    let pad = connect(&mut app);
    open_menu(&mut app);
    app.world_mut()
        .get_mut::<Gamepad>(pad)
        .unwrap()
        .digital_mut()
        .press(GamepadButton::DPadDown);
    let steps = menu_steps(&mut app, pad, 10);
    assert_eq!(steps[0], [MenuNav::Down], "at once");
    assert!(
        steps[1..4].iter().all(Vec::is_empty),
        "held: waits before repeating: {steps:?}"
    );
    let repeats = steps[4..].iter().flatten().count();
    assert!(
        (2..=4).contains(&repeats),
        "held: repeats ({repeats}): {steps:?}"
    );
    assert!(steps.iter().flatten().all(|&s| s == MenuNav::Down));
    // Released and pressed again: at once.
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.digital_mut().release_all();
    gamepad.digital_mut().clear();
    app.update();
    button(&mut app, pad, GamepadButton::DPadUp);
    assert_eq!(sent::<MenuNav>(&app), [MenuNav::Up]);
    assert_eq!(focus(&app), None, "the board's focus stays put");
}

#[test]
fn the_stick_works_like_the_d_pad_in_a_menu() {
    let mut app = human_vs_human();
    let pad = connect(&mut app);
    open_menu(&mut app);
    for (x, y, way) in [
        (0.0, 0.9, Some(MenuNav::Up)),
        (0.0, -0.9, Some(MenuNav::Down)),
        (-0.9, 0.0, Some(MenuNav::Left)),
        (0.9, 0.0, Some(MenuNav::Right)),
        // Along the axis it leans most ...
        (0.6, 0.8, Some(MenuNav::Up)),
        (0.8, -0.6, Some(MenuNav::Right)),
        // ... and not inside the deadzone.
        (0.3, -0.3, None),
    ] {
        lean(&mut app, pad, x, y);
        app.update();
        assert_eq!(sent::<MenuNav>(&app), Vec::from_iter(way), "({x}, {y})");
        lean(&mut app, pad, 0.0, 0.0);
        app.update();
    }
    // Held, it repeats like the d-pad.
    lean(&mut app, pad, 0.0, -1.0);
    let steps = menu_steps(&mut app, pad, 8);
    assert_eq!(steps[0], [MenuNav::Down]);
    assert!(steps[1..4].iter().all(Vec::is_empty), "{steps:?}");
    assert!(steps[4..].iter().flatten().count() >= 2, "{steps:?}");
    assert_eq!(focus(&app), None, "the stick leaves the board alone");
}

#[test]
fn a_and_b_choose_and_go_back_in_a_menu_only() {
    let mut app = human_vs_human();
    let pad = connect(&mut app);
    open_menu(&mut app);
    button(&mut app, pad, GamepadButton::South);
    assert_eq!(sent::<MenuNav>(&app), [MenuNav::Choose]);
    button(&mut app, pad, GamepadButton::East);
    assert_eq!(sent::<MenuNav>(&app), [MenuNav::Back]);
    assert_eq!(m(&app).game().moves().len(), 0);
    // Closed: the pad plays the board again and the menu hears nothing.
    app.world_mut().resource_mut::<UiInput>().menu_open = false;
    button(&mut app, pad, GamepadButton::DPadDown);
    button(&mut app, pad, GamepadButton::DPadRight);
    assert!(sent::<MenuNav>(&app).is_empty());
    assert_eq!(focus(&app), Some(0));
    button(&mut app, pad, GamepadButton::South);
    assert!(sent::<MenuNav>(&app).is_empty());
    assert_eq!(sent::<ChooseMove>(&app), [click(0)]);
}

#[test]
fn the_prompt_speaks_the_input_last_used() {
    let mut app = human_vs_human();
    let mouse = "click a pit";
    let keys = "arrows or 1–6 pick a pit, Enter or Space sows it";
    let pads = "d-pad or stick picks a pit, A sows it";
    assert!(prompt(&app).contains(mouse), "{}", prompt(&app));
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(
        app.world().resource::<DeviceFocus>().driver(),
        Some(Device::Keys)
    );
    assert_eq!(prompt(&app), keys);
    let pad = connect(&mut app);
    button(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(prompt(&app), pads);
    // The mouse hovers another pit (as the pointer sets the focus).
    app.world_mut().insert_resource(PitFocus(Some(4)));
    app.update();
    assert_eq!(prompt(&app), mouse);
    // Sowing the hovered pit with a key hands the focus, and the words, to the keys.
    key(&mut app, KeyCode::Enter);
    assert_eq!(sent::<ChooseMove>(&app), [click(4)]);
    assert_eq!(prompt(&app), keys);
    settle(&mut app);
    button(&mut app, pad, GamepadButton::South);
    assert_eq!(m(&app).game().moves().len(), 2);
    assert_eq!(prompt(&app), pads);
    // Where the mover chooses the direction, each input says how to choose it.
    let mut app = self::app(
        RuleSet::preset("ethiopian").unwrap(),
        [Player::Human, Player::Human],
    );
    assert!(prompt(&app).contains("right click clockwise"));
    key(&mut app, KeyCode::ArrowRight);
    assert!(prompt(&app).contains("Shift+Enter clockwise"));
    let pad = connect(&mut app);
    button(&mut app, pad, GamepadButton::DPadLeft);
    assert!(prompt(&app).contains("L1 clockwise"));
}
