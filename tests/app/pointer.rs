//! Headless App tests of the pointer and of refusals: the pointer picks each press and release
//! where it happened on a 1280×800 window (a click in the same frame as the move onto a pit sows
//! it; a press and release on different pits or a drag sow nothing), the mouse over a pit
//! focuses it, V and R3 switch the view even in a menu, and a pit, key or pad press that cannot
//! sow now is refused with the reason the HUD shows, for at least 3 s.

use crate::common;

use crate::input::{
    app, button, click, connect, focus, human_vs_human, key, open_menu, sent, settle,
};
use bevy::camera::NormalizedRenderTarget;
use bevy::picking::pointer::{Location, PointerAction, PointerButton, PointerId, PointerInput};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowRef};
use common::m;
use kalah::engine::ai::Level;
use kalah::engine::{Hole, Move, RuleSet, Side};
use kalah::game::board::layout::Layout;
use kalah::game::marks::Marks;
use kalah::game::messages::{ChooseMove, GameCommand, MoveRefused, Refusal};
use kalah::game::refusal::{Refused, SHOWN_FOR};
use kalah::game::settings::{BoardView, DisplayCommand, Settings};
use kalah::game::table::Player;
use kalah::game::view::camera::{self, Orbit};
use kalah::input::overlay::OverlayRects;
use kalah::ui::hud::status_text;
use kalah::ui::i18n::{Language, Tr};

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
        left: 0.0,
        right: 0.0,
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

/// The holes marked as refused.
fn refused_holes(app: &mut App) -> Vec<Hole> {
    app.world_mut()
        .query::<(&kalah::game::board::Pit, &Marks)>()
        .iter(app.world())
        .filter(|(_, marks)| marks.refused)
        .map(|(pit, _)| pit.hole())
        .collect()
}

#[test]
fn a_refused_pit_or_key_says_why() {
    let mut app = pointer_app();
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
    // The refused pit is marked (its ring turns red and shakes), and no other hole.
    assert_eq!(refused_holes(&mut app), [north(1)]);
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
    assert_eq!(
        refused_holes(&mut app),
        [south(2)],
        "the mark moves to the pit last refused"
    );
    // The word stands at least 3 s (SHOWN_FOR), then goes.
    let frames = (SHOWN_FOR / common::FRAME.as_secs_f32()).ceil() as usize;
    for _ in 0..frames - 1 {
        app.update();
    }
    assert_eq!(
        shown(&app),
        Some(Refusal::Illegal),
        "the word stands a while"
    );
    const _: () = assert!(SHOWN_FOR >= 3.0);
    for _ in 0..2 {
        app.update();
    }
    assert_eq!(shown(&app), None, "the word goes after a while");
    assert_eq!(refused_holes(&mut app), [], "and the pit's mark with it");
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
