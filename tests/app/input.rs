//! Headless App tests of the keyboard and gamepads: the logic plugin and the key and pad
//! plugins on `MinimalPlugins` with manual time, keys pressed on `ButtonInput<KeyCode>` and
//! buttons on `Gamepad` entities. They write the same `ChooseMove` a click on the pit writes
//! (`ChooseMove::human(Move::Sow { pit, cw })`, primary button counter-clockwise), skip pits that
//! cannot be sown, let two pads each play their own seat, survive pads coming and going, and
//! play whole games to the end. The pointer picks each press and release where it happened:
//! a click that arrives in the same frame as the move onto a pit sows it. In an open menu the pads' d-pad and stick (repeating while
//! held) become `MenuNav`, and the HUD's prompt speaks the input last used. A pit or key that
//! cannot sow now is refused with the reason the HUD shows.

use crate::common;

use bevy::camera::NormalizedRenderTarget;
use bevy::ecs::message::Messages;
use bevy::picking::pointer::{Location, PointerAction, PointerButton, PointerId, PointerInput};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowRef};
use common::{m, opened, seats, start};
use kalah::engine::ai::Level;
use kalah::engine::{Hole, Move, RuleSet, Side};
use kalah::game::board::check_world;
use kalah::game::board::layout::Layout;
use kalah::game::messages::{
    ChooseMove, GameCommand, MoveRefused, OpenRecord, PitFocus, Refusal, ReplayCommand,
};
use kalah::game::phase::TurnPhase;
use kalah::game::settings::{BoardView, DisplayCommand, Settings};
use kalah::game::table::{Match, MatchSettings, Player};
use kalah::game::view::camera::{self, Orbit};
use kalah::input::focus::{Device, DeviceFocus};
use kalah::input::gamepad::Pads;
use kalah::input::overlay::{MenuNav, OverlayRects, UiCommand, UiInput};
use kalah::ui::hud::refused::Refused;
use kalah::ui::hud::status_text;
use kalah::ui::i18n::{Language, Tr};
use std::time::{Duration, Instant};

fn app(rules: RuleSet, players: [Player; 2]) -> App {
    let mut app = opened(seats(rules, players));
    app.init_resource::<ButtonInput<KeyCode>>().add_plugins((
        kalah::LogicPlugin,
        kalah::input::keyboard::plugin,
        kalah::input::gamepad::plugin,
    ));
    start(&mut app);
    app
}

fn human_vs_human() -> App {
    app(RuleSet::kalah(), [Player::Human, Player::Human])
}

fn focus(app: &App) -> Option<u8> {
    app.world().resource::<PitFocus>().0
}

/// Runs frames until the animation has settled.
fn settle(app: &mut App) {
    for _ in 0..3000 {
        app.update();
        if app.world().resource::<TurnPhase>().settled() {
            return;
        }
    }
    panic!("the animation did not settle");
}

/// The messages of type `M` written in the last frame.
fn sent<M: Message + Clone>(app: &App) -> Vec<M> {
    app.world()
        .resource::<Messages<M>>()
        .iter_current_update_messages()
        .cloned()
        .collect()
}

/// Presses `keys` together for one frame and lets them go.
fn keys(app: &mut App, keys: &[KeyCode]) {
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for &key in keys {
        input.press(key);
    }
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
}

fn key(app: &mut App, key: KeyCode) {
    keys(app, &[key]);
}

/// A pad, connected.
fn connect(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    app.update();
    pad
}

/// Presses `button` on `pad` for one frame and lets it go.
fn button(app: &mut App, pad: Entity, button: GamepadButton) {
    app.world_mut()
        .get_mut::<Gamepad>(pad)
        .unwrap()
        .digital_mut()
        .press(button);
    app.update();
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.digital_mut().release_all();
    gamepad.digital_mut().clear();
}

/// Holds Select on `pad` for `frames` frames and lets it go; what the overlay was asked meanwhile.
fn select(app: &mut App, pad: Entity, frames: usize) -> Vec<UiCommand> {
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.digital_mut().press(GamepadButton::Select);
    let mut asked = Vec::new();
    for frame in 0..=frames {
        let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
        if frame == frames {
            gamepad.digital_mut().release(GamepadButton::Select);
        }
        app.update();
        asked.extend(sent::<UiCommand>(app));
        let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
        gamepad.digital_mut().clear();
    }
    asked
}

/// Leans `pad`'s left stick to (`x`, `y`), up positive.
fn lean(app: &mut App, pad: Entity, x: f32, y: f32) {
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.analog_mut().set(GamepadAxis::LeftStickX, x);
    gamepad.analog_mut().set(GamepadAxis::LeftStickY, y);
}

/// Opens a menu, as the overlay reports it.
fn open_menu(app: &mut App) {
    app.world_mut().resource_mut::<UiInput>().menu_open = true;
}

/// The menu steps written in each of `frames` frames while `pad` holds what it holds (its
/// buttons stop being "just pressed" after the first, as Bevy's input systems do).
fn menu_steps(app: &mut App, pad: Entity, frames: usize) -> Vec<Vec<MenuNav>> {
    (0..frames)
        .map(|_| {
            app.update();
            let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
            gamepad.digital_mut().clear();
            sent::<MenuNav>(app)
        })
        .collect()
}

/// What the HUD tells the human to move.
fn prompt(app: &App) -> String {
    let driver = app.world().resource::<DeviceFocus>().driver();
    status_text::how_to_move(&Tr::new(Language::English), m(app), driver)
}

/// A click on the mover's pit `pit` with the primary button writes this.
fn click(pit: u8) -> ChooseMove {
    ChooseMove::human(Move::Sow { pit, cw: false })
}

#[test]
fn arrows_and_enter_write_what_a_click_writes() {
    let mut app = human_vs_human();
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(
        focus(&app),
        Some(0),
        "from no focus, Right starts at the left"
    );
    key(&mut app, KeyCode::ArrowRight);
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(focus(&app), Some(2));
    key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(focus(&app), Some(1));
    key(&mut app, KeyCode::Digit3);
    assert_eq!(focus(&app), Some(2));
    key(&mut app, KeyCode::Enter);
    assert_eq!(sent::<ChooseMove>(&app), [click(2)]);
    assert_eq!(m(&app).game().moves().collect::<Vec<_>>(), [Move::ccw(2)]);
}

#[test]
fn keys_write_the_commands_of_the_buttons() {
    let mut app = human_vs_human();
    for (k, command) in [
        (KeyCode::KeyU, GameCommand::Undo),
        (KeyCode::KeyR, GameCommand::Redo),
        (KeyCode::KeyH, GameCommand::Hint),
        (KeyCode::KeyP, GameCommand::TogglePause),
        (KeyCode::KeyF, GameCommand::Skip),
    ] {
        key(&mut app, k);
        assert_eq!(sent::<GameCommand>(&app), [command]);
    }
    key(&mut app, KeyCode::KeyP);
    key(&mut app, KeyCode::Escape);
    assert_eq!(sent::<UiCommand>(&app), [UiCommand::ToggleMenu]);
    key(&mut app, KeyCode::F1);
    assert_eq!(sent::<UiCommand>(&app), [UiCommand::ToggleControls]);
    key(&mut app, KeyCode::F2);
    assert_eq!(sent::<UiCommand>(&app), [UiCommand::ToggleRules]);
}

#[test]
fn in_a_replay_the_arrows_and_the_d_pad_step_it_and_nothing_sows() {
    let mut app = human_vs_human();
    let mut played = Match::new(MatchSettings::default(), None).unwrap();
    for mv in [Move::ccw(2), Move::ccw(5), Move::ccw(0)] {
        played.play(mv).unwrap();
    }
    app.world_mut()
        .write_message(OpenRecord(played.game().record()));
    settle(&mut app);
    let pad = connect(&mut app);
    for (k, command) in [
        (KeyCode::ArrowRight, ReplayCommand::Forward),
        (KeyCode::ArrowLeft, ReplayCommand::Back),
        (KeyCode::Space, ReplayCommand::TogglePlay),
    ] {
        key(&mut app, k);
        assert_eq!(sent::<ReplayCommand>(&app), [command], "{k:?}");
        assert!(sent::<ChooseMove>(&app).is_empty(), "{k:?}");
    }
    for (b, command) in [
        (GamepadButton::DPadRight, ReplayCommand::Forward),
        (GamepadButton::DPadLeft, ReplayCommand::Back),
        (GamepadButton::South, ReplayCommand::TogglePlay),
    ] {
        button(&mut app, pad, b);
        assert_eq!(sent::<ReplayCommand>(&app), [command], "{b:?}");
        assert!(sent::<ChooseMove>(&app).is_empty(), "{b:?}");
    }
    // Neither keys nor pads focus or sow a pit, undo or ask for a hint.
    for k in [
        KeyCode::Digit1,
        KeyCode::Enter,
        KeyCode::KeyU,
        KeyCode::KeyH,
    ] {
        key(&mut app, k);
        assert!(sent::<ChooseMove>(&app).is_empty() && sent::<GameCommand>(&app).is_empty());
    }
    assert_eq!(focus(&app), None);
    key(&mut app, KeyCode::KeyP);
    assert_eq!(sent::<GameCommand>(&app), [GameCommand::TogglePause]);
}

#[test]
fn keys_leave_an_open_menu_and_a_text_field_alone() {
    let mut app = human_vs_human();
    app.world_mut().resource_mut::<UiInput>().menu_open = true;
    key(&mut app, KeyCode::ArrowRight);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::KeyU);
    assert_eq!(focus(&app), None);
    assert!(sent::<GameCommand>(&app).is_empty());
    key(&mut app, KeyCode::Escape);
    assert_eq!(sent::<UiCommand>(&app), [UiCommand::ToggleMenu]);
    *app.world_mut().resource_mut::<UiInput>() = UiInput {
        menu_open: true,
        wants_keyboard: true,
    };
    key(&mut app, KeyCode::Escape);
    assert!(sent::<UiCommand>(&app).is_empty());
    assert_eq!(m(&app).game().moves().len(), 0);
}

#[test]
fn shift_enter_and_c_sow_clockwise_where_the_mover_chooses() {
    let mut app = app(
        RuleSet::preset("ethiopian").unwrap(),
        [Player::Human, Player::Human],
    );
    key(&mut app, KeyCode::Digit2);
    keys(&mut app, &[KeyCode::ShiftLeft, KeyCode::Enter]);
    assert_eq!(
        sent::<ChooseMove>(&app),
        [ChooseMove::human(Move::Sow { pit: 1, cw: true })]
    );
    settle(&mut app);
    let mut app2 = self::app(
        RuleSet::preset("ethiopian").unwrap(),
        [Player::Human, Player::Human],
    );
    key(&mut app2, KeyCode::Digit2);
    key(&mut app2, KeyCode::KeyC);
    assert_eq!(
        sent::<ChooseMove>(&app2),
        [ChooseMove::human(Move::Sow { pit: 1, cw: true })]
    );
}

#[test]
fn the_focus_skips_pits_that_cannot_be_sown() {
    // Pit 3 ends in South's store: South moves again with pit 3 empty.
    let mut app = human_vs_human();
    key(&mut app, KeyCode::Digit3);
    key(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(m(&app).position().to_move(), Side::South);
    let mut seen = Vec::new();
    for k in [KeyCode::ArrowLeft, KeyCode::ArrowLeft, KeyCode::ArrowRight] {
        key(&mut app, k);
        seen.push(focus(&app).unwrap());
    }
    // The focus was on pit 3: Left goes to pit 2.
    assert_eq!(seen, [1, 0, 1]);
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(focus(&app), Some(3), "pit 3 is skipped");
    // A digit of an empty pit does not move the focus.
    key(&mut app, KeyCode::Digit3);
    assert_eq!(focus(&app), Some(3));
    let pad = connect(&mut app);
    button(&mut app, pad, GamepadButton::DPadLeft);
    assert_eq!(focus(&app), Some(1));
    button(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(focus(&app), Some(3));
}

#[test]
fn north_moves_right_to_left_on_screen() {
    let mut app = human_vs_human();
    key(&mut app, KeyCode::Digit1);
    key(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(m(&app).position().to_move(), Side::North);
    // The focus stays on pit 1, North's now, at the screen's right: Right stays there,
    // Left goes to North's pit 2.
    assert_eq!(focus(&app), Some(0));
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(focus(&app), Some(0));
    key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(focus(&app), Some(1));
}

#[test]
fn a_pad_writes_what_a_click_writes() {
    let mut app = human_vs_human();
    let pad = connect(&mut app);
    button(&mut app, pad, GamepadButton::DPadRight);
    button(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(focus(&app), Some(1));
    button(&mut app, pad, GamepadButton::South);
    assert_eq!(sent::<ChooseMove>(&app), [click(1)]);
    settle(&mut app);
    for (b, command) in [
        (GamepadButton::West, GameCommand::Undo),
        (GamepadButton::RightTrigger2, GameCommand::Redo),
        (GamepadButton::North, GameCommand::Hint),
        (GamepadButton::LeftTrigger2, GameCommand::TogglePause),
    ] {
        button(&mut app, pad, b);
        assert_eq!(sent::<GameCommand>(&app), [command], "{b:?}");
    }
    button(&mut app, pad, GamepadButton::Start);
    assert_eq!(sent::<UiCommand>(&app), [UiCommand::ToggleMenu]);
    assert_eq!(select(&mut app, pad, 1), [UiCommand::ToggleControls]);
}

/// Select tapped opens the controls help when it comes up; held, it opens the Rules panel once
/// the hold is long enough, and letting go then asks nothing more.
#[test]
fn select_tapped_is_help_and_held_is_rules() {
    let mut app = human_vs_human();
    let pad = connect(&mut app);
    assert_eq!(select(&mut app, pad, 2), [UiCommand::ToggleControls]);
    assert_eq!(select(&mut app, pad, 12), [UiCommand::ToggleRules]);
}

#[test]
fn the_stick_moves_the_focus_with_a_deadzone_and_repeat() {
    let mut app = human_vs_human();
    let pad = connect(&mut app);
    lean(&mut app, pad, 0.3, 0.0);
    app.update();
    assert_eq!(focus(&app), None, "inside the deadzone");
    lean(&mut app, pad, 0.9, 0.0);
    app.update();
    assert_eq!(focus(&app), Some(0));
    app.update();
    app.update();
    assert_eq!(focus(&app), Some(0), "held: waits before repeating");
    for _ in 0..4 {
        app.update();
    }
    assert!(focus(&app).unwrap() >= 1, "held: repeats");
    lean(&mut app, pad, 0.0, 0.0);
    app.update();
    let at = focus(&app);
    app.update();
    assert_eq!(focus(&app), at);
}

#[test]
fn shoulders_pick_the_direction_in_ethiopian() {
    let ethiopian = RuleSet::preset("ethiopian").unwrap();
    for (b, cw) in [
        (GamepadButton::LeftTrigger, true),
        (GamepadButton::RightTrigger, false),
        (GamepadButton::South, false),
    ] {
        let mut app = app(ethiopian.clone(), [Player::Human, Player::Human]);
        let pad = connect(&mut app);
        button(&mut app, pad, GamepadButton::DPadRight);
        button(&mut app, pad, b);
        assert_eq!(
            sent::<ChooseMove>(&app),
            [ChooseMove::human(Move::Sow { pit: 0, cw })],
            "{b:?}"
        );
    }
}

#[test]
fn two_pads_each_play_their_own_seat() {
    let mut app = human_vs_human();
    let south = connect(&mut app);
    let north = connect(&mut app);
    assert_eq!(app.world().resource::<Pads>().0, [south, north]);
    // North's pad cannot move for South, nor even move the focus.
    button(&mut app, north, GamepadButton::DPadRight);
    button(&mut app, north, GamepadButton::South);
    assert_eq!(focus(&app), None);
    assert!(sent::<ChooseMove>(&app).is_empty());
    assert_eq!(m(&app).game().moves().len(), 0);
    button(&mut app, south, GamepadButton::DPadRight);
    button(&mut app, south, GamepadButton::South);
    assert_eq!(m(&app).game().moves().collect::<Vec<_>>(), [Move::ccw(0)]);
    settle(&mut app);
    assert_eq!(m(&app).position().to_move(), Side::North);
    // Now South's pad is the one refused.
    button(&mut app, south, GamepadButton::South);
    assert!(sent::<ChooseMove>(&app).is_empty());
    button(&mut app, north, GamepadButton::South);
    assert_eq!(m(&app).game().moves().len(), 2);
}

#[test]
fn any_pad_plays_the_human_against_the_ai() {
    let mut app = app(
        RuleSet::kalah(),
        [Player::Human, Player::Ai(Level::Beginner)],
    );
    let _first = connect(&mut app);
    let second = connect(&mut app);
    button(&mut app, second, GamepadButton::DPadRight);
    button(&mut app, second, GamepadButton::South);
    assert_eq!(m(&app).game().moves().collect::<Vec<_>>(), [Move::ccw(0)]);
}

#[test]
fn pads_may_come_and_go_mid_game() {
    let mut app = human_vs_human();
    let south = connect(&mut app);
    let north = connect(&mut app);
    button(&mut app, south, GamepadButton::DPadRight);
    button(&mut app, south, GamepadButton::DPadRight);
    assert_eq!(focus(&app), Some(1));
    // South's pad goes away, held buttons and all: no panic, the focus stays.
    app.world_mut()
        .get_mut::<Gamepad>(south)
        .unwrap()
        .digital_mut()
        .press(GamepadButton::DPadRight);
    app.world_mut().entity_mut(south).remove::<Gamepad>();
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Pads>().0, [north]);
    assert_eq!(focus(&app), Some(1));
    // The one pad left plays both seats.
    button(&mut app, north, GamepadButton::South);
    assert_eq!(sent::<ChooseMove>(&app), [click(1)]);
    settle(&mut app);
    // A new pad takes the second seat again; a despawned pad is dropped too.
    let again = connect(&mut app);
    assert_eq!(app.world().resource::<Pads>().0, [north, again]);
    app.world_mut().entity_mut(north).despawn();
    app.update();
    assert_eq!(app.world().resource::<Pads>().0, [again]);
    check_world(app.world_mut()).unwrap();
}

/// Plays a whole game by pressing `act` (which moves the focus `steps` times and then sows)
/// until the game is over; returns the number of moves.
fn play_to_the_end(app: &mut App, mut act: impl FnMut(&mut App, usize)) -> usize {
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut turn = 0;
    while m(app).outcome().is_none() {
        assert!(Instant::now() < deadline, "the game did not end in time");
        let before = m(app).game().moves().len();
        if m(app).human_to_move() {
            act(app, turn);
            turn += 1;
            assert_eq!(
                m(app).game().moves().len(),
                before + 1,
                "turn {turn}: the input did not make a move"
            );
        } else {
            app.update();
            std::thread::sleep(Duration::from_millis(1));
        }
        settle(app);
        check_world(app.world_mut()).unwrap();
    }
    m(app).game().moves().len()
}

#[test]
fn a_whole_game_is_played_with_the_keyboard() {
    let mut app = app(
        RuleSet::kalah(),
        [Player::Human, Player::Ai(Level::Beginner)],
    );
    let moves = play_to_the_end(&mut app, |app, turn| {
        for _ in 0..=turn % 4 {
            key(app, KeyCode::ArrowRight);
        }
        key(
            app,
            if turn % 2 == 0 {
                KeyCode::Enter
            } else {
                KeyCode::Space
            },
        );
    });
    assert!(moves > 5);
    // Enter after the game plays again.
    key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(m(&app).game().moves().len(), 0);
    assert!(m(&app).outcome().is_none());
}

#[test]
fn a_whole_game_is_played_with_two_pads() {
    let mut app = human_vs_human();
    let pads = [connect(&mut app), connect(&mut app)];
    let moves = play_to_the_end(&mut app, |app, turn| {
        let pos = m(app).position();
        let pad = pads[pos.to_move().index() ^ pos.swapped() as usize];
        let way = if turn % 3 == 0 {
            GamepadButton::DPadLeft
        } else {
            GamepadButton::DPadRight
        };
        for _ in 0..=turn % 5 {
            button(app, pad, way);
        }
        button(app, pad, GamepadButton::South);
    });
    assert!(moves > 5);
    button(&mut app, pads[1], GamepadButton::South);
    app.update();
    assert_eq!(m(&app).game().moves().len(), 0);
}

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

/// The pointer's plugin on a 1280×800 window with the game's camera placed as the view places
/// it, Human against Human.
fn pointer_app() -> App {
    let mut app = human_vs_human();
    app.add_plugins(kalah::input::pointer::plugin);
    app.world_mut().spawn((
        Window {
            resolution: (1280, 800).into(),
            ..default()
        },
        PrimaryWindow,
    ));
    let insets = camera::ViewInsets {
        top: 120.0,
        bottom: 0.0,
    };
    let framing = camera::frame(6, &Orbit::default(), BoardView::Perspective, SCREEN, insets);
    app.world_mut().spawn((
        Camera3d::default(),
        framing.lens.projection(),
        framing.transform,
        GlobalTransform::from(framing.transform),
    ));
    app.update();
    app
}

const SCREEN: Vec2 = Vec2::new(1280.0, 800.0);

/// Where the centre of a hole shows in the window (logical pixels), projected through the
/// camera's matrices.
fn on_screen(app: &mut App, hole: Hole) -> Vec2 {
    let (projection, transform) = app
        .world_mut()
        .query::<(&Projection, &GlobalTransform)>()
        .single(app.world())
        .unwrap();
    let mut projection = projection.clone();
    projection.update(SCREEN.x, SCREEN.y);
    let clip = projection.get_clip_from_view()
        * transform.to_matrix().inverse()
        * Layout::new(6).hole_center(hole).extend(1.0);
    let ndc = clip.truncate() / clip.w;
    Vec2::new(
        (ndc.x + 1.0) / 2.0 * SCREEN.x,
        (1.0 - ndc.y) / 2.0 * SCREEN.y,
    )
}

fn south(index: u8) -> Hole {
    Hole::Pit {
        side: Side::South,
        index,
    }
}

/// Feeds the pointer's inputs, all in one frame, and runs that frame.
fn pointer_frame(app: &mut App, pointer: PointerId, actions: &[(PointerAction, Vec2)]) {
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    let target =
        NormalizedRenderTarget::Window(WindowRef::Primary.normalize(Some(window)).unwrap());
    for &(action, position) in actions {
        let location = Location {
            target: target.clone(),
            position,
        };
        app.world_mut()
            .write_message(PointerInput::new(pointer, location, action));
    }
    app.update();
}

const PRESS: PointerAction = PointerAction::Press(PointerButton::Primary);
const RELEASE: PointerAction = PointerAction::Release(PointerButton::Primary);

fn moved(delta: Vec2) -> PointerAction {
    PointerAction::Move { delta }
}

#[test]
fn a_click_in_the_same_frame_as_the_move_onto_the_pit_sows_it() {
    let mut app = pointer_app();
    let pit = on_screen(&mut app, south(0));
    let far = Vec2::new(5.0, 790.0);
    pointer_frame(
        &mut app,
        PointerId::Mouse,
        &[(moved(pit - far), pit), (PRESS, pit), (RELEASE, pit)],
    );
    assert_eq!(sent::<ChooseMove>(&app), vec![click(0)]);
    // A tap on a touch screen: press and release in one frame, no move before.
    settle(&mut app);
    let north_pit = on_screen(
        &mut app,
        Hole::Pit {
            side: Side::North,
            index: 4,
        },
    );
    pointer_frame(
        &mut app,
        PointerId::Touch(1),
        &[(PRESS, north_pit), (RELEASE, north_pit)],
    );
    assert_eq!(sent::<ChooseMove>(&app), vec![click(4)]);
}

#[test]
fn a_press_and_release_on_different_pits_or_a_drag_sow_nothing() {
    let mut app = pointer_app();
    let (a, b) = (on_screen(&mut app, south(1)), on_screen(&mut app, south(2)));
    let nothing = |app: &mut App, actions: &[(PointerAction, Vec2)]| {
        pointer_frame(app, PointerId::Mouse, actions);
        assert_eq!(sent::<ChooseMove>(app), vec![], "{actions:?}");
    };
    // Down on one pit, up on the next.
    nothing(&mut app, &[(PRESS, a), (moved(b - a), b), (RELEASE, b)]);
    // A camera drag that came back to where it started.
    let away = a + Vec2::new(0.0, 40.0);
    nothing(
        &mut app,
        &[
            (PRESS, a),
            (moved(away - a), away),
            (moved(a - away), a),
            (RELEASE, a),
        ],
    );
    // The other side's pit, and the store.
    let north = on_screen(
        &mut app,
        Hole::Pit {
            side: Side::North,
            index: 1,
        },
    );
    nothing(&mut app, &[(PRESS, north), (RELEASE, north)]);
    let store = on_screen(&mut app, Hole::Store(Side::South));
    nothing(&mut app, &[(PRESS, store), (RELEASE, store)]);
    // An overlay window over the pit takes the click.
    app.world_mut().resource_mut::<OverlayRects>().0 =
        vec![Rect::from_center_size(a, Vec2::splat(80.0))];
    nothing(&mut app, &[(PRESS, a), (RELEASE, a)]);
    // Without it, the same click sows; the press and release may come in different frames.
    app.world_mut().resource_mut::<OverlayRects>().0.clear();
    pointer_frame(&mut app, PointerId::Mouse, &[(PRESS, a)]);
    pointer_frame(&mut app, PointerId::Mouse, &[(RELEASE, a)]);
    assert_eq!(sent::<ChooseMove>(&app), vec![click(1)]);
}

#[test]
fn the_mouse_over_a_pit_focuses_it() {
    let mut app = pointer_app();
    for index in [0, 3, 5] {
        let at = on_screen(&mut app, south(index));
        let mut window = app
            .world_mut()
            .query::<&mut Window>()
            .single_mut(app.world_mut())
            .unwrap();
        window.set_cursor_position(Some(at));
        app.update();
        assert_eq!(focus(&app), Some(index));
    }
}

#[test]
fn v_and_r3_switch_the_view_even_in_a_menu() {
    let mut app = human_vs_human();
    let view = |app: &App| app.world().resource::<Settings>().view;
    assert_eq!(view(&app), BoardView::Perspective);
    key(&mut app, KeyCode::KeyV);
    assert_eq!(view(&app), BoardView::TopDown);
    open_menu(&mut app);
    let pad = connect(&mut app);
    button(&mut app, pad, GamepadButton::RightThumb);
    assert_eq!(view(&app), BoardView::Perspective);
    // F11 and L3 ask the window for fullscreen (the window is not here).
    key(&mut app, KeyCode::F11);
    assert_eq!(
        sent::<DisplayCommand>(&app),
        [DisplayCommand::ToggleFullscreen]
    );
    button(&mut app, pad, GamepadButton::LeftThumb);
    assert_eq!(
        sent::<DisplayCommand>(&app),
        [DisplayCommand::ToggleFullscreen]
    );
    assert_eq!(view(&app), BoardView::Perspective);
}

/// The refusals written in the last frame, with the word the HUD shows for each (English).
fn refusals(app: &App) -> Vec<(Refusal, Option<Hole>, String)> {
    let tr = Tr::new(Language::English);
    sent::<MoveRefused>(app)
        .into_iter()
        .map(|r| (r.why, r.hole, status_text::refused(&tr, m(app), r.why)))
        .collect()
}

#[test]
fn a_refused_pit_or_key_says_why() {
    let mut app = pointer_app();
    app.add_plugins(kalah::ui::hud::refused::plugin);
    let north = |index| Hole::Pit {
        side: Side::North,
        index,
    };
    // South to move: North's pit is not South's to sow.
    let at = on_screen(&mut app, north(1));
    pointer_frame(&mut app, PointerId::Mouse, &[(PRESS, at), (RELEASE, at)]);
    assert_eq!(
        refusals(&app),
        [(
            Refusal::NotYourTurn,
            Some(north(1)),
            "Not now: South (Human) to move".into()
        )]
    );
    // The word stands in the status box for a while, then goes.
    let shown = |app: &App| {
        let now = app.world().resource::<Time>().elapsed_secs();
        app.world().resource::<Refused>().shown(now)
    };
    assert_eq!(shown(&app), Some(Refusal::NotYourTurn));
    // South sows pit 3: its last seed lands in the store, so South moves again, but only once
    // the seeds have landed.
    let (three, four) = (on_screen(&mut app, south(2)), on_screen(&mut app, south(3)));
    pointer_frame(
        &mut app,
        PointerId::Mouse,
        &[(PRESS, three), (RELEASE, three)],
    );
    assert_eq!(sent::<ChooseMove>(&app), vec![click(2)]);
    pointer_frame(
        &mut app,
        PointerId::Mouse,
        &[(PRESS, four), (RELEASE, four)],
    );
    assert_eq!(
        refusals(&app),
        [(
            Refusal::StillSowing,
            Some(south(3)),
            "Wait for the seeds to land".into()
        )]
    );
    settle(&mut app);
    // Pit 3 is empty now: the rules refuse it.
    pointer_frame(
        &mut app,
        PointerId::Mouse,
        &[(PRESS, three), (RELEASE, three)],
    );
    assert_eq!(
        refusals(&app),
        [(
            Refusal::Illegal,
            Some(south(2)),
            "That pit cannot be sown now".into()
        )]
    );
    // The word stands at least 3 s (SHOWN_FOR), then goes.
    let frames = (kalah::ui::hud::refused::SHOWN_FOR / common::FRAME.as_secs_f32()).ceil() as usize;
    for _ in 0..frames - 1 {
        app.update();
    }
    assert_eq!(
        shown(&app),
        Some(Refusal::Illegal),
        "the word stands a while"
    );
    const _: () = assert!(kalah::ui::hud::refused::SHOWN_FOR >= 3.0);
    for _ in 0..2 {
        app.update();
    }
    assert_eq!(shown(&app), None, "the word goes after a while");
    // Paused: nothing may be sown, and the word says so.
    app.world_mut().write_message(GameCommand::TogglePause);
    app.update();
    pointer_frame(
        &mut app,
        PointerId::Mouse,
        &[(PRESS, four), (RELEASE, four)],
    );
    assert_eq!(refusals(&app)[0].0, Refusal::Paused);
    assert_eq!(refusals(&app)[0].2, "The game is paused");
    assert_eq!(m(&app).game().moves().count(), 1);
}

#[test]
fn keys_and_pads_are_refused_while_the_ai_moves() {
    let mut app = app(
        RuleSet::kalah(),
        [Player::Human, Player::Ai(Level::Beginner)],
    );
    // South's pit 1 ends in North's row: the AI is to move at once.
    key(&mut app, KeyCode::Digit1);
    key(&mut app, KeyCode::Enter);
    assert_eq!(m(&app).game().moves().collect::<Vec<_>>(), [Move::ccw(0)]);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        refusals(&app).into_iter().map(|r| r.0).collect::<Vec<_>>(),
        [Refusal::StillSowing]
    );
    let pad = connect(&mut app);
    button(&mut app, pad, GamepadButton::South);
    assert_eq!(
        refusals(&app).into_iter().map(|r| r.0).collect::<Vec<_>>(),
        [Refusal::StillSowing]
    );
}
