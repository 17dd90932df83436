#![cfg(feature = "game")]
//! Headless App tests of the whole overlay (`kalah::ui`) on `MinimalPlugins` with a window and a
//! camera but no renderer.
//!
//! What a screen reader gets natively: AccessKit is switched on in egui as Bevy's AccessKit
//! adapter switches it on when a screen reader asks, and the tree egui puts out each frame is
//! read back. Every pit and store is a node named with its seeds (a playable pit also says
//! where its last seed lands), a click on a pit's node sows it, the new-game dialog's Start
//! button is a node too and a click on it starts the game.
//!
//! Touch: once the screen is touched, the overlay's controls are 44 logical pixels tall.

mod common;

use bevy::a11y::ActionRequest;
use bevy::prelude::*;
use bevy::window::WindowPlugin;
use bevy_egui::egui::accesskit::{self, Action, NodeId, Role, TreeId};
use bevy_egui::{EguiContext, EguiOutput, PrimaryEguiContext};
use common::{m, opened, seats, start};
use kalah::engine::{Move, RuleSet, Side};
use kalah::game::table::Player;
use kalah::game::view::camera::ViewInsets;
use kalah::input::overlay::UiCommand;
use kalah::ui::UiStart;
use kalah::ui::i18n::Language;
use kalah::ui::touch::{ByTouch, TOUCH_TARGET};

/// Kalah 6x4 between two humans, with the overlay in English and a screen reader listening.
fn app() -> App {
    let mut app = opened(seats(RuleSet::kalah(), [Player::Human, Player::Human]));
    // What the overlay's egui needs without a renderer: the window, input, accessibility's
    // resources, the image and shader assets its render plugin looks for, and the assistive
    // technology's requests (Bevy's AccessKit adapter writes them); and the room the overlay
    // leaves the camera. Without a renderer the camera has no viewport, so the nodes have no
    // bounds here (tests/screen_reader.py reads them where the game runs).
    app.add_plugins((
        WindowPlugin::default(),
        bevy::input::InputPlugin,
        bevy::a11y::AccessibilityPlugin,
    ))
    .init_resource::<Assets<Image>>()
    .init_resource::<Assets<bevy::shader::Shader>>()
    .add_message::<AssetEvent<Image>>()
    .add_message::<ActionRequest>()
    .init_resource::<ViewInsets>()
    .insert_resource(UiStart {
        language: Some(Language::English),
        panel: None,
    })
    .add_plugins((kalah::LogicPlugin, kalah::ui::plugin));
    app.world_mut().spawn((
        Camera3d::default(),
        Transform::from_xyz(0.0, 9.0, 7.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    start(&mut app);
    let mut contexts = app
        .world_mut()
        .query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    for mut context in contexts.iter_mut(app.world_mut()) {
        context.get_mut().enable_accesskit();
    }
    app.update();
    app
}

/// The nodes of the tree egui put out in the last frame.
fn tree(app: &mut App) -> Vec<(NodeId, accesskit::Node)> {
    let mut outputs = app.world_mut().query::<&EguiOutput>();
    let output = outputs.single(app.world()).expect("one egui context");
    let update = output
        .platform_output
        .accesskit_update
        .clone()
        .expect("egui put out an AccessKit tree");
    update.nodes
}

/// The node named `label`.
fn named(app: &mut App, label: &str) -> Option<(NodeId, accesskit::Node)> {
    tree(app)
        .into_iter()
        .find(|(_, node)| node.label() == Some(label))
}

/// What a screen reader's click on the node `id` sends.
fn click(app: &mut App, id: NodeId) {
    app.world_mut()
        .write_message(ActionRequest(accesskit::ActionRequest {
            action: Action::Click,
            target_tree: TreeId::ROOT,
            target_node: id,
            data: None,
        }));
}

#[test]
fn every_pit_and_store_is_a_named_node_and_a_click_sows() {
    let mut app = app();
    let nodes = tree(&mut app);
    let labels: Vec<_> = nodes.iter().filter_map(|(_, n)| n.label()).collect();
    for side in ["South", "North"] {
        for pit in 1..=6 {
            let name = format!("{side} pit {pit}, 4 seeds");
            assert!(
                labels.iter().any(|l| l.starts_with(&name)),
                "no node for {name}: {labels:?}"
            );
        }
        let store = format!("{side} store, 0 seeds");
        assert!(labels.contains(&store.as_str()), "{labels:?}");
    }
    let (id, pit) = named(&mut app, "South pit 3, 4 seeds, lands in your store")
        .expect("South's pit 3 says where its last seed lands");
    assert_eq!(pit.role(), Role::Button);
    assert!(pit.supports_action(Action::Click));
    assert!(!pit.is_disabled());
    let (_, store) = named(&mut app, "South store, 0 seeds").unwrap();
    assert_eq!(store.role(), Role::Label);
    // Screen readers read a label's words from its value (AccessKit's rule for labels).
    assert_eq!(store.value(), Some("South store, 0 seeds"));
    let (_, north) = named(&mut app, "North pit 1, 4 seeds").unwrap();
    assert!(
        north.is_disabled(),
        "North's pits cannot be sown on South's turn"
    );

    click(&mut app, id);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(m(&app).game().moves().collect::<Vec<_>>(), [Move::ccw(2)]);
    assert_eq!(m(&app).position().to_move(), Side::South);
    // The move's summary waits in a polite live region, which screen readers announce.
    let summary = tree(&mut app)
        .into_iter()
        .find(|(_, node)| node.live() == Some(accesskit::Live::Polite))
        .map(|(_, node)| node.value().map(str::to_owned));
    assert_eq!(
        summary,
        Some(Some(
            "South (Human) sowed pit 3: 4 seeds. South (Human) moves again.".into()
        ))
    );
}

#[test]
fn the_new_game_dialogs_start_button_is_a_node_and_a_click_starts() {
    let mut app = app();
    // The Moves window has a "Start" of its own (the position before the first move).
    let starts = |app: &mut App| -> Vec<NodeId> {
        tree(app)
            .into_iter()
            .filter(|(_, node)| node.label() == Some("Start") && node.role() == Role::Button)
            .map(|(id, _)| id)
            .collect()
    };
    let before = starts(&mut app);
    app.world_mut().write_message(UiCommand::ToggleMenu);
    app.update();
    app.update();
    let opened: Vec<_> = starts(&mut app)
        .into_iter()
        .filter(|id| !before.contains(id))
        .collect();
    let [start] = opened[..] else {
        panic!("the dialog has one Start button: {opened:?}");
    };
    assert!(
        named(&mut app, "South pit 3, 4 seeds, lands in your store").is_none(),
        "the board's nodes stand aside while a menu is open"
    );
    let epoch = m(&app).epoch();
    click(&mut app, start);
    for _ in 0..3 {
        app.update();
    }
    assert!(m(&app).epoch() > epoch, "Start began a new game");
    assert!(
        starts(&mut app).iter().all(|id| before.contains(id)),
        "the dialog closed"
    );
}

#[test]
fn after_a_touch_the_controls_are_44_pixels_tall() {
    let mut app = app();
    let height = |app: &mut App| {
        let mut contexts = app
            .world_mut()
            .query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
        let mut context = contexts.single_mut(app.world_mut()).unwrap();
        let ctx = context.get_mut();
        ctx.global_style().spacing.interact_size.y * ctx.zoom_factor()
    };
    assert!(height(&mut app) < TOUCH_TARGET);
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<bevy::window::PrimaryWindow>>()
        .single(app.world())
        .unwrap();
    app.world_mut()
        .write_message(bevy::input::touch::TouchInput {
            phase: bevy::input::touch::TouchPhase::Started,
            position: Vec2::new(20.0, 700.0),
            window,
            force: None,
            id: 1,
        });
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<ByTouch>(), ByTouch(true));
    assert!((height(&mut app) - TOUCH_TARGET).abs() < 1e-3);
}
