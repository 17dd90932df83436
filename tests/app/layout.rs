//! Where the overlay's windows stand against the board: the camera frames the board in the room
//! they leave, so the game-over banner under the board leaves the final pits and counts in view
//! and gives the room back with the next game; and in every state (a notice and the offer to
//! learn at the first start, a lesson's stage, a puzzle's result, the game-over banner, a replay
//! with its review) at three window sizes in the four languages, no window meets a pit, a store
//! or a count on screen, or another window (the online panel is walked in `online.rs`).

use crate::common::{m, opened, seats};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, EguiInput, egui};
use kalah::engine::{Hole, RuleSet, Side};
use kalah::game::board::layout::{Layout, PIT_RADIUS, STORE_HALF_LENGTH, STORE_RADIUS};
use kalah::game::keep::notices::{Kept, Notice, Notices};
use kalah::game::learn::{LearnCommand, LearnProgress, Learning};
use kalah::game::messages::{ChooseMove, GameCommand, OpenRecord, ReviewCommand};
use kalah::game::phase::TurnPhase;
use kalah::game::settings::Settings;
use kalah::game::table::Player;
use kalah::game::view::camera::{self, Orbit, ViewInsets};
use kalah::input::overlay::OverlayRects;
use kalah::ui::i18n::{Language, Tr};

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

fn bottom(app: &App) -> f32 {
    app.world().resource::<ViewInsets>().bottom
}

#[test]
fn the_game_over_banner_has_its_own_room_under_the_board() {
    let table = opened(seats(
        RuleSet::kalah().with_board(Some(3), Some(1)).unwrap(),
        [Player::Human, Player::Human],
    ));
    let mut app = crate::overlay::with_overlay(table, None);
    frames(&mut app, 3);
    assert_eq!(bottom(&app), 0.0, "nothing under the board during the game");
    // Both sides play their first legal move until the game ends.
    while m(&app).outcome().is_none() {
        let mv = m(&app).game().legal_moves()[0];
        app.world_mut().write_message(ChooseMove::human(mv));
        frames(&mut app, 40);
    }
    frames(&mut app, 5);
    assert_eq!(*app.world().resource::<TurnPhase>(), TurnPhase::Over);
    assert!(
        crate::overlay::named(&mut app, "Play again").is_some(),
        "the banner is shown"
    );
    assert!(bottom(&app) > 50.0, "the banner's room: {}", bottom(&app));
    let settings = m(&app).settings().clone();
    app.world_mut()
        .write_message(GameCommand::NewGame(settings));
    frames(&mut app, 5);
    assert_eq!(bottom(&app), 0.0, "the next game takes the room back");
}

/// The window sizes the overlap test walks: a laptop, the smallest supported, full HD.
const SIZES: [(f32, f32); 3] = [(1280.0, 800.0), (800.0, 600.0), (1920.0, 1080.0)];

/// A count's box around where it floats (a two-digit count in its frame), in logical pixels.
const COUNT_HALF: Vec2 = Vec2::new(17.0, 12.5);

/// What the renderer would give egui: the window's size as its screen (without a renderer the
/// camera has no viewport, and egui lays out on a screen of its own). Each frame, once bevy_egui
/// has looked for the viewport.
pub(crate) fn egui_sees_the_window(app: &mut App) {
    app.add_systems(
        PreUpdate,
        window_as_egui_screen.after(bevy_egui::update_ui_screen_rect),
    );
}

fn window_as_egui_screen(
    windows: Query<&Window, With<PrimaryWindow>>,
    mut contexts: Query<(&mut EguiContext, &mut EguiInput)>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    for (mut context, mut input) in &mut contexts {
        let per_point = context.get_mut().pixels_per_point();
        let size = window.physical_size().as_vec2() / per_point;
        input.screen_rect = Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(size.x, size.y),
        ));
    }
}

fn resize(app: &mut App, (w, h): (f32, f32)) {
    let mut windows = app
        .world_mut()
        .query_filtered::<&mut Window, With<PrimaryWindow>>();
    windows
        .single_mut(app.world_mut())
        .unwrap()
        .resolution
        .set(w, h);
}

/// The board as the camera frames it in the room the overlay leaves: each pit's, store's and
/// count's rectangle on screen (logical pixels), named.
fn board_rects(app: &App) -> Vec<(String, Rect)> {
    let world = app.world();
    let size = {
        let mut windows = world
            .try_query_filtered::<&Window, With<PrimaryWindow>>()
            .unwrap();
        let window = windows.single(world).unwrap();
        Vec2::new(window.width(), window.height())
    };
    let pits = m(app).rules().pits;
    let view = world.resource::<Settings>().view;
    let insets = *world.resource::<ViewInsets>();
    let framing = camera::frame(pits, &Orbit::default(), view, size, insets);
    let mut projection = framing.lens.projection();
    projection.update(size.x, size.y);
    let to_screen = |p: Vec3| {
        let clip = projection.get_clip_from_view()
            * framing.transform.to_matrix().inverse()
            * p.extend(1.0);
        let ndc = clip.truncate() / clip.w;
        Vec2::new((ndc.x + 1.0) / 2.0 * size.x, (1.0 - ndc.y) / 2.0 * size.y)
    };
    let around = |points: &[Vec3]| {
        let seen: Vec<Vec2> = points.iter().map(|&p| to_screen(p)).collect();
        let min = seen.iter().copied().reduce(Vec2::min).unwrap();
        let max = seen.iter().copied().reduce(Vec2::max).unwrap();
        Rect::from_corners(min, max)
    };
    let layout = Layout::new(pits);
    let mut rects = Vec::new();
    for hole in layout.holes() {
        let centre = layout.hole_center(hole);
        let (half_x, half_z, count_z) = match hole {
            Hole::Pit { side, .. } => {
                (PIT_RADIUS, PIT_RADIUS, side_sign(side) * (PIT_RADIUS + 0.2))
            }
            Hole::Store(side) => {
                let half = STORE_HALF_LENGTH + STORE_RADIUS;
                (STORE_RADIUS, half, side_sign(side) * (half + 0.2))
            }
        };
        let edges = [
            Vec3::new(-half_x, 0.0, 0.0),
            Vec3::new(half_x, 0.0, 0.0),
            Vec3::new(0.0, 0.0, -half_z),
            Vec3::new(0.0, 0.0, half_z),
        ]
        .map(|d| centre + d);
        rects.push((format!("{hole:?}"), around(&edges)));
        let count = to_screen(centre + Vec3::Z * count_z);
        rects.push((
            format!("the count of {hole:?}"),
            Rect::from_center_half_size(count, COUNT_HALF),
        ));
    }
    rects
}

/// South's counts float towards the player (+z), North's away.
fn side_sign(side: Side) -> f32 {
    match side {
        Side::South => 1.0,
        Side::North => -1.0,
    }
}

/// Whether two rectangles share more than a pixel's edge.
fn meet(a: Rect, b: Rect) -> bool {
    let shared = a.intersect(b);
    shared.width() > 1.0 && shared.height() > 1.0
}

/// Fails when an overlay window meets a pit, a store or a count on screen, or another window.
pub(crate) fn assert_board_clear(app: &mut App, state: &str) {
    frames(app, 6);
    let windows = app.world().resource::<OverlayRects>().0.clone();
    assert!(!windows.is_empty(), "{state}: no overlay at all");
    let board = board_rects(app);
    for window in &windows {
        for (what, at) in &board {
            assert!(
                !meet(*window, *at),
                "{state}: a window at {window:?} covers {what} at {at:?}"
            );
        }
    }
    for (i, a) in windows.iter().enumerate() {
        for b in &windows[i + 1..] {
            assert!(!meet(*a, *b), "{state}: windows at {a:?} and {b:?} meet");
        }
    }
}

/// Kalah between two humans, in `language` at `size`, with a notice about the kept
/// settings and the offer to learn waiting, as at a first start after a corrupt settings file.
fn first_start(language: Language, size: (f32, f32)) -> App {
    let table = opened(seats(RuleSet::kalah(), [Player::Human, Player::Human]));
    let mut app = crate::overlay::with_overlay_in(table, None, language);
    egui_sees_the_window(&mut app);
    resize(&mut app, size);
    app.world_mut()
        .get_resource_or_insert_with(Notices::default)
        .0
        .push(Notice::SetAside {
            what: Kept::Settings,
            kept: "/home/ana/.local/share/kalah/settings.json.corrupt".into(),
        });
    app.world_mut().resource_mut::<LearnProgress>().offer = true;
    app
}

fn learn(app: &mut App, command: LearnCommand) {
    app.world_mut().write_message(command);
    frames(app, 30);
}

#[test]
fn nothing_covers_the_board_in_any_state_size_or_language() {
    for language in Language::ALL {
        for size in SIZES {
            walk(language, size, None);
        }
    }
}

#[test]
fn nothing_covers_the_board_in_a_portrait_or_large_window_or_at_other_ui_scales() {
    for (language, size) in [
        (Language::English, (720.0, 1100.0)),
        (Language::Russian, (600.0, 900.0)),
        (Language::Czech, (2560.0, 1440.0)),
    ] {
        walk(language, size, None);
    }
    for (language, scale) in [
        (Language::English, 0.75),
        (Language::Czech, 1.5),
        (Language::Spanish, 2.0),
    ] {
        walk(language, (1920.0, 1080.0), Some(scale));
    }
}

/// The states of the first test, in one table: `language` at `size`, the UI scale `scale`
/// (Auto when none).
fn walk(language: Language, size: (f32, f32), scale: Option<f32>) {
    let case = |state: &str| format!("{language:?} {}x{} at {scale:?}: {state}", size.0, size.1);
    let mut app = first_start(language, size);
    app.world_mut().resource_mut::<Settings>().ui_scale = scale;
    assert_board_clear(&mut app, &case("a notice at the first start"));
    app.world_mut().resource_mut::<Notices>().0.clear();
    assert_board_clear(&mut app, &case("the offer to learn"));
    app.world_mut().resource_mut::<LearnProgress>().offer = false;
    learn(
        &mut app,
        LearnCommand::Lesson {
            rules: "kalah".into(),
            stage: 0,
        },
    );
    assert_board_clear(&mut app, &case("a lesson's stage"));
    learn(
        &mut app,
        LearnCommand::Puzzle {
            rules: "kalah".into(),
            index: 1,
        },
    );
    let run = app.world().resource::<Learning>().puzzle().unwrap();
    let answer = run.puzzle.solution[0];
    let wrong = m(&app)
        .game()
        .legal_moves()
        .into_iter()
        .find(|&mv| mv != answer)
        .unwrap();
    app.world_mut().write_message(ChooseMove::human(wrong));
    frames(&mut app, 120);
    assert_board_clear(&mut app, &case("a puzzle's result"));
    learn(&mut app, LearnCommand::Leave);
    let small = seats(
        RuleSet::kalah().with_board(Some(3), Some(1)).unwrap(),
        [Player::Human, Player::Human],
    );
    app.world_mut().write_message(GameCommand::NewGame(small));
    frames(&mut app, 5);
    while m(&app).outcome().is_none() {
        let mv = m(&app).game().legal_moves()[0];
        app.world_mut().write_message(ChooseMove::human(mv));
        frames(&mut app, 40);
    }
    assert_board_clear(&mut app, &case("the game-over banner"));
    open_moves(&mut app);
    assert_board_clear(&mut app, &case("the game-over banner and the moves"));
    let record = m(&app).record();
    app.world_mut().write_message(OpenRecord(record));
    app.world_mut().write_message(ReviewCommand::Start);
    frames(&mut app, 60);
    assert_board_clear(&mut app, &case("a replay with its review"));
}

/// Opens the list of moves, as the bar's Moves does (in the table's language).
fn open_moves(app: &mut App) {
    let word = app.world().resource::<Tr>().text("moves-title", &[]);
    let moves = crate::overlay::button(app, &word).expect("the bar's Moves");
    crate::overlay::click(app, moves);
}

#[test]
fn a_menu_over_the_board_dims_it() {
    let table = opened(seats(RuleSet::kalah(), [Player::Human, Player::Human]));
    let mut app = crate::overlay::with_overlay(table, Some(kalah::ui::Panel::Settings));
    egui_sees_the_window(&mut app);
    frames(&mut app, 4);
    assert!(veiled(&mut app), "the veil is over the board");
}

/// Whether the board was dimmed in the last frame.
pub(crate) fn veiled(app: &mut App) -> bool {
    let mut contexts = app.world_mut().query::<&mut EguiContext>();
    let veil = egui::LayerId::new(egui::Order::Background, egui::Id::new("veil"));
    contexts
        .single_mut(app.world_mut())
        .unwrap()
        .get_mut()
        .memory(|m| m.areas().visible_last_frame(&veil))
}
