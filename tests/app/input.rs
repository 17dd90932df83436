//! Headless App tests of the keyboard and gamepads: the logic plugin and the key and pad
//! plugins on `MinimalPlugins` with manual time, keys pressed on `ButtonInput<KeyCode>` and
//! buttons on `Gamepad` entities. They write the same `ChooseMove` a click on the pit writes
//! (`ChooseMove::human(Move::Sow { pit, cw })`, primary button counter-clockwise), skip pits that
//! cannot be sown, let two pads each play their own seat, survive pads coming and going, and
//! play whole games to the end. The pointer and refusals are in `pointer.rs`, the pads and keys
//! in an open menu and the HUD's prompt in `menus.rs`.

use crate::common;

use bevy::ecs::message::Messages;
use bevy::prelude::*;
use common::{m, opened, seats, start};
use kalah::engine::ai::Level;
use kalah::engine::{Move, RuleSet, Side};
use kalah::game::board::check_world;
use kalah::game::facing::ScreenFacing;
use kalah::game::messages::{ChooseMove, GameCommand, OpenRecord, PitFocus, ReplayCommand};
use kalah::game::phase::TurnPhase;
use kalah::game::settings::Settings;
use kalah::game::table::{Match, MatchSettings, Player};
use kalah::input::focus::DeviceFocus;
use kalah::input::gamepad::Pads;
use kalah::input::overlay::{MenuNav, UiCommand, UiInput};
use kalah::ui::hud::status_text;
use kalah::ui::i18n::{Language, Tr};
use std::time::{Duration, Instant};

pub(crate) fn app(rules: RuleSet, players: [Player; 2]) -> App {
    let mut app = opened(seats(rules, players));
    app.init_resource::<ButtonInput<KeyCode>>().add_plugins((
        kalah::LogicPlugin,
        kalah::input::keyboard::plugin,
        kalah::input::gamepad::plugin,
    ));
    start(&mut app);
    app
}

pub(crate) fn human_vs_human() -> App {
    app(RuleSet::kalah(), [Player::Human, Player::Human])
}

pub(crate) fn focus(app: &App) -> Option<u8> {
    app.world().resource::<PitFocus>().0
}

/// Runs frames until the animation has settled.
pub(crate) fn settle(app: &mut App) {
    for _ in 0..3000 {
        app.update();
        if app.world().resource::<TurnPhase>().settled() {
            return;
        }
    }
    panic!("the animation did not settle");
}

/// The messages of type `M` written in the last frame.
pub(crate) fn sent<M: Message + Clone>(app: &App) -> Vec<M> {
    app.world()
        .resource::<Messages<M>>()
        .iter_current_update_messages()
        .cloned()
        .collect()
}

/// Presses `keys` together for one frame and lets them go.
pub(crate) fn keys(app: &mut App, keys: &[KeyCode]) {
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for &key in keys {
        input.press(key);
    }
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release_all();
    input.clear();
}

pub(crate) fn key(app: &mut App, key: KeyCode) {
    keys(app, &[key]);
}

/// A pad, connected.
pub(crate) fn connect(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    app.update();
    pad
}

/// Presses `button` on `pad` for one frame and lets it go.
pub(crate) fn button(app: &mut App, pad: Entity, button: GamepadButton) {
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
pub(crate) fn select(app: &mut App, pad: Entity, frames: usize) -> Vec<UiCommand> {
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
pub(crate) fn lean(app: &mut App, pad: Entity, x: f32, y: f32) {
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.analog_mut().set(GamepadAxis::LeftStickX, x);
    gamepad.analog_mut().set(GamepadAxis::LeftStickY, y);
}

/// Opens a menu, as the overlay reports it.
pub(crate) fn open_menu(app: &mut App) {
    app.world_mut().resource_mut::<UiInput>().menu_open = true;
}

/// The menu steps written in each of `frames` frames while `pad` holds what it holds (its
/// buttons stop being "just pressed" after the first, as Bevy's input systems do).
pub(crate) fn menu_steps(app: &mut App, pad: Entity, frames: usize) -> Vec<Vec<MenuNav>> {
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
pub(crate) fn prompt(app: &App) -> String {
    let driver = app.world().resource::<DeviceFocus>().driver();
    status_text::how_to_move(&Tr::new(Language::English), m(app), driver)
}

/// A click on the mover's pit `pit` with the primary button writes this.
pub(crate) fn click(pit: u8) -> ChooseMove {
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
pub(crate) fn play_to_the_end(app: &mut App, mut act: impl FnMut(&mut App, usize)) -> usize {
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
fn two_at_one_screen_may_turn_the_board_to_the_mover_and_the_keys_follow() {
    let mut app = human_vs_human();
    let facing = |app: &App| app.world().resource::<ScreenFacing>().0;
    app.world_mut().resource_mut::<Settings>().turn_to_mover = true;
    app.update();
    assert_eq!(facing(&app), Side::South);
    // South's pit 1 hands the turn to North; once it has settled the screen faces North.
    app.world_mut().write_message(click(0));
    app.update();
    assert_eq!(facing(&app), Side::South, "not in the middle of the sowing");
    settle(&mut app);
    app.update();
    assert_eq!(facing(&app), Side::North);
    // Right on screen is North's pit 1 side now: the first Right focuses North's pit 1.
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(focus(&app), Some(0));
    // Off (the default), the screen stays with South.
    app.world_mut().resource_mut::<Settings>().turn_to_mover = false;
    app.update();
    assert_eq!(facing(&app), Side::South);
}
