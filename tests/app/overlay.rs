//! Headless App tests of the whole overlay (`kalah::ui`) on `MinimalPlugins` with a window and a
//! camera but no renderer.
//!
//! What a screen reader gets natively: AccessKit is switched on in egui as Bevy's AccessKit
//! adapter switches it on when a screen reader asks, and the tree egui puts out each frame is
//! read back. Every pit and store is a node named with its seeds (a playable pit also says
//! where its last seed lands), a click on a pit's node sows it, the new-game dialog's Start
//! button is a node too and a click on it starts the game.
//!
//! Every panel (the HUD, the new-game dialog with a custom rule set's switches, the rules, the
//! controls, the settings, the kept games, the statistics, a replay and its review) is walked
//! node by node: every control a player can use has a name a screen reader reads, and no two
//! pickers or sliders of one panel share it.
//!
//! Esc or a pad's Start hands the main bar the keys and pads: they reach Learn, the kept Games
//! (and from there the statistics) and the Settings (and from there the controls help). A
//! control chosen with a pad (or the keys) in a menu clicks as the mouse's does.
//!
//! On a still board the overlay asks for no frames: egui is told nothing new, so it wants none.
//!
//! Touch: once the screen is touched, the overlay's controls are 44 logical pixels tall. The UI
//! scale's Auto keeps the display's scale factor and grows the overlay on tall windows.

use crate::common;

use bevy::a11y::ActionRequest;
use bevy::ecs::message::{MessageCursor, Messages};
use bevy::prelude::*;
use bevy::window::{RequestRedraw, WindowPlugin};
use bevy_egui::egui::accesskit::{self, Action, NodeId, Role, TreeId};
use bevy_egui::{EguiContext, EguiOutput, PrimaryEguiContext};
use common::{m, opened, seats, start};
use kalah::engine::{Move, RuleSet, Side};
use kalah::game::messages::{ChooseMove, OpenRecord, ReviewCommand};
use kalah::game::sound::{Cue, SoundCue};
use kalah::game::table::Player;
use kalah::game::view::camera::ViewInsets;
use kalah::input::overlay::{MenuNav, UiCommand};
use kalah::ui::i18n::Language;
use kalah::ui::touch::{ByTouch, TOUCH_TARGET};
use kalah::ui::{Panel, UiStart};
use std::collections::HashMap;

/// Kalah 6x4 between two humans, with the overlay in English and a screen reader listening.
fn app() -> App {
    app_with(RuleSet::kalah(), None)
}

/// `rules` between two humans, with `panel` open from the start, the overlay in English and a
/// screen reader listening.
pub(crate) fn app_with(rules: RuleSet, panel: Option<Panel>) -> App {
    with_overlay(opened(seats(rules, [Player::Human, Player::Human])), panel)
}

/// An opened table with the logic and the whole overlay (`panel` open from the start), in
/// English with a screen reader listening, started.
pub(crate) fn with_overlay(app: App, panel: Option<Panel>) -> App {
    with_overlay_in(app, panel, Language::English)
}

/// As [`with_overlay`], the overlay in `language`.
pub(crate) fn with_overlay_in(mut app: App, panel: Option<Panel>, language: Language) -> App {
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
        language: Some(language),
        panel,
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
pub(crate) fn tree(app: &mut App) -> Vec<(NodeId, accesskit::Node)> {
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
pub(crate) fn named(app: &mut App, label: &str) -> Option<(NodeId, accesskit::Node)> {
    tree(app)
        .into_iter()
        .find(|(_, node)| node.label() == Some(label))
}

/// The role and name of the node that has the keys and pads, if one has.
fn focused(app: &mut App) -> Option<(Role, String)> {
    let mut outputs = app.world_mut().query::<&EguiOutput>();
    let output = outputs.single(app.world()).expect("one egui context");
    let update = output.platform_output.accesskit_update.as_ref()?;
    let nodes: HashMap<_, _> = update.nodes.iter().cloned().collect();
    let node = nodes
        .get(&update.focus)
        .filter(|n| n.role() != Role::Window)?;
    Some((node.role(), name_of(&nodes, node)?))
}

/// The button named `label`.
pub(crate) fn button(app: &mut App, label: &str) -> Option<NodeId> {
    tree(app)
        .into_iter()
        .find(|(_, node)| node.label() == Some(label) && node.role() == Role::Button)
        .map(|(id, _)| id)
}

/// What a screen reader's click on the node `id` sends.
pub(crate) fn click(app: &mut App, id: NodeId) {
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
    let (new_game, _) = named(&mut app, "New game…").expect("the bar's New game");
    click(&mut app, new_game);
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

/// The primary egui context's zoom and its pixels per point (headless, without a renderer,
/// egui is not told the display's scale factor: that part is seen in the rendered game).
fn zoom_and_pixels(app: &mut App) -> (f32, f32) {
    let mut contexts = app
        .world_mut()
        .query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    let mut context = contexts.single_mut(app.world_mut()).unwrap();
    let ctx = context.get_mut();
    (ctx.zoom_factor(), ctx.pixels_per_point())
}

#[test]
fn auto_ui_scale_keeps_the_displays_scale_and_grows_on_tall_windows() {
    let mut app = app();
    let resize = |app: &mut App, width: u32, height: u32, factor: f32| {
        let mut windows = app
            .world_mut()
            .query_filtered::<&mut Window, With<bevy::window::PrimaryWindow>>();
        let mut window = windows.single_mut(app.world_mut()).unwrap();
        window.resolution =
            bevy::window::WindowResolution::new(width, height).with_scale_factor_override(factor);
        app.update();
        app.update();
        zoom_and_pixels(app)
    };
    // Auto goes by the window's height in logical pixels, so the display's scale factor (which
    // egui applies itself, drawing each point with that many pixels) is not counted twice: a
    // HiDPI display at 200 % with 800 logical pixels gets no more than a plain one.
    assert_eq!(resize(&mut app, 2560, 1600, 2.0).0, 1.0);
    assert_eq!(resize(&mut app, 1280, 800, 1.0).0, 1.0);
    // A tall window grows the overlay: 1440 logical pixels, on a plain display and at 150 %.
    assert_eq!(resize(&mut app, 2560, 1440, 1.0).0, 1.5);
    assert_eq!(resize(&mut app, 3840, 2160, 1.5).0, 1.5);
    assert_eq!(resize(&mut app, 1920, 1200, 1.0).0, 1.25);
    // A chosen scale is kept whatever the window.
    app.world_mut()
        .resource_mut::<kalah::game::settings::Settings>()
        .ui_scale = Some(0.75);
    assert_eq!(resize(&mut app, 1280, 800, 2.0).0, 0.75);
}

/// The name a screen reader reads for `node`: the words of the nodes that label it, else its
/// own label.
fn name_of(nodes: &HashMap<NodeId, accesskit::Node>, node: &accesskit::Node) -> Option<String> {
    let by: Vec<&str> = node
        .labelled_by()
        .iter()
        .filter_map(|id| nodes.get(id))
        .filter_map(|n| n.label().or(n.value()))
        .collect();
    let name = match by.is_empty() {
        false => by.join(" "),
        true => node.label()?.to_string(),
    };
    (!name.trim().is_empty()).then_some(name)
}

/// What is wrong with the tree in the last frame: the controls without a name, and the
/// pickers, sliders and number fields that share one.
pub(crate) fn unnamed_controls(app: &mut App) -> Vec<String> {
    let nodes: HashMap<NodeId, accesskit::Node> = tree(app).into_iter().collect();
    let mut wrong = Vec::new();
    let mut seen: HashMap<String, (Role, Option<String>)> = HashMap::new();
    for (id, node) in &nodes {
        let role = node.role();
        let valued = matches!(
            role,
            Role::ComboBox | Role::Slider | Role::SpinButton | Role::TextInput
        );
        // A label's words are its name (its value, by AccessKit's rule for labels); egui lets
        // a label be clicked to select its text. A window's title bar, which egui lets be
        // dragged and double-clicked, has no role: screen readers pass over it. A scroll bar
        // needs no name (ARIA's scrollbar role: "accessible name required: no").
        let clicked = node.supports_action(Action::Click)
            && !matches!(role, Role::Label | Role::Unknown | Role::ScrollBar);
        if node.is_hidden() || !(valued || clicked) {
            continue;
        }
        match name_of(&nodes, node) {
            None => {
                let inside = nodes.iter().find(|(_, n)| n.children().contains(id));
                wrong.push(format!(
                    "{role:?} {id:?} has no name (value {:?}, at {:?}, inside a {:?})",
                    node.value(),
                    node.bounds(),
                    inside.map(|(_, n)| n.role()),
                ));
            }
            // The same setting in two places (the language in the bar and in the settings)
            // shows the same value under the same name.
            Some(name) if valued => {
                let value = node.value().map(str::to_owned);
                if let Some((other, was)) = seen.insert(name.clone(), (role, value.clone()))
                    && (was != value || value.is_none())
                {
                    wrong.push(format!(
                        "a {role:?} and a {other:?} are both named {name:?}"
                    ));
                }
            }
            Some(_) => {}
        }
    }
    wrong
}

#[test]
fn every_control_of_every_panel_has_a_name_of_its_own() {
    // A custom rule set, so the dialog shows every switch; two pits of two seeds, so a whole
    // game is quickly played and kept, for the games, the statistics and the replay.
    let mut rules = RuleSet::kalah().with_board(Some(2), Some(2)).unwrap();
    rules.name = "custom".into();
    let panels = [
        None,
        Some(Panel::NewGame),
        Some(Panel::Rules),
        Some(Panel::Controls),
        Some(Panel::Settings),
        Some(Panel::Games),
        Some(Panel::Stats),
    ];
    for panel in panels {
        let mut app = app_with(rules.clone(), panel);
        if matches!(panel, Some(Panel::Games | Panel::Stats) | None) {
            // South wins 5-3 (pit numbers from each mover's left).
            for pit in [1, 1, 0, 0, 0, 1] {
                app.world_mut()
                    .write_message(ChooseMove::human(Move::ccw(pit)));
                for _ in 0..200 {
                    app.update();
                }
            }
            assert!(m(&app).outcome().is_some(), "the game is over");
            app.update();
        }
        let wrong = unnamed_controls(&mut app);
        assert!(wrong.is_empty(), "{panel:?}: {wrong:#?}");
        if panel.is_none() {
            // The finished game in a replay, then its review.
            let record = m(&app).record();
            app.world_mut().write_message(OpenRecord(record));
            for _ in 0..20 {
                app.update();
            }
            assert!(m(&app).is_replay());
            let wrong = unnamed_controls(&mut app);
            assert!(wrong.is_empty(), "replay: {wrong:#?}");
            app.world_mut().write_message(ReviewCommand::Start);
            for _ in 0..50 {
                app.update();
            }
            let wrong = unnamed_controls(&mut app);
            assert!(wrong.is_empty(), "review: {wrong:#?}");
        }
    }
}

#[test]
fn a_menu_control_chosen_with_a_pad_clicks_as_with_the_mouse() {
    let mut app = app();
    let mut heard = MessageCursor::<SoundCue>::default();
    let mut clicks = |app: &App| {
        heard
            .read(app.world().resource::<Messages<SoundCue>>())
            .filter(|cue| **cue == SoundCue::centre(Cue::Click))
            .count()
    };
    app.world_mut().write_message(UiCommand::ToggleMenu);
    app.update();
    app.update();
    clicks(&app);
    // Start gives the main bar the pad, on New game; the pad's Choose opens the dialog.
    // (Read after every frame: a message lasts two.)
    app.world_mut().write_message(MenuNav::Choose);
    let mut chosen = 0;
    for _ in 0..3 {
        app.update();
        chosen += clicks(&app);
    }
    assert_eq!(chosen, 1, "Choose on a pad clicks once");
    assert_eq!(
        focused(&mut app),
        Some((Role::ComboBox, "Rules".into())),
        "the dialog opens with its rule-set picker focused"
    );
    // Moving the focus is not choosing: no click.
    app.world_mut().write_message(MenuNav::Down);
    let mut moved = 0;
    for _ in 0..3 {
        app.update();
        moved += clicks(&app);
    }
    assert_eq!(moved, 0);
}

#[test]
fn the_overlay_on_a_still_board_asks_for_no_frames() {
    let mut app = app();
    let mut cursor = app
        .world()
        .resource::<Messages<RequestRedraw>>()
        .get_cursor();
    // The first frames lay the overlay out (egui measures, then draws).
    for _ in 0..5 {
        app.update();
    }
    cursor.clear(app.world().resource::<Messages<RequestRedraw>>());
    let asking = (0..60)
        .filter(|_| {
            app.update();
            let asked = app.world().resource::<Messages<RequestRedraw>>();
            cursor.read(asked).count() > 0
        })
        .count();
    assert_eq!(asking, 0, "frames asked for on a still board");
}

#[test]
fn esc_or_start_hands_the_main_bar_the_keys_and_pads_which_reach_every_menu() {
    let mut app = app();
    // A pad's steps, a frame each (a message lasts two, so two frames after the last).
    let step = |app: &mut App, steps: &[MenuNav]| {
        for &nav in steps {
            app.world_mut().write_message(nav);
            app.update();
        }
        app.update();
        app.update();
    };
    let open = |app: &mut App, downs: usize| {
        app.world_mut().write_message(UiCommand::ToggleMenu);
        app.update();
        app.update();
        assert_eq!(
            focused(app),
            Some((Role::Button, "New game…".into())),
            "the bar starts on New game"
        );
        let mut steps = vec![MenuNav::Down; downs];
        steps.push(MenuNav::Choose);
        step(app, &steps);
    };
    assert_eq!(focused(&mut app), None, "the keys are the board's");
    open(&mut app, 1);
    assert!(
        named(&mut app, "Start · The lesson of Kalah").is_some(),
        "Learn opened"
    );
    step(&mut app, &[MenuNav::Back]);
    assert!(named(&mut app, "Start · The lesson of Kalah").is_none());
    // The kept games, and from them the statistics.
    open(&mut app, 2);
    let stats = button(&mut app, "Statistics").expect("the Games panel leads to Statistics");
    click(&mut app, stats);
    for _ in 0..4 {
        app.update();
    }
    assert!(
        button(&mut app, "Statistics").is_none(),
        "the Games panel gave way"
    );
    assert!(
        button(&mut app, "Reset…").is_some(),
        "the statistics opened"
    );
    assert!(
        button(&mut app, "Games").is_some(),
        "the statistics lead back to the Games"
    );
    step(&mut app, &[MenuNav::Back]);
    // The settings, and from them the controls help.
    open(&mut app, 3);
    assert!(named(&mut app, "Fullscreen").is_some(), "Settings opened");
    let controls = button(&mut app, "Controls").expect("Settings lead to the controls help");
    click(&mut app, controls);
    // A window's first frame only measures it.
    for _ in 0..4 {
        app.update();
    }
    assert!(named(&mut app, "Fullscreen").is_none(), "Settings gave way");
    assert!(
        tree(&mut app)
            .iter()
            .any(|(_, node)| node.role() == Role::Window && node.label() == Some("Controls")),
        "the controls help opened"
    );
    step(&mut app, &[MenuNav::Back]);
    assert_eq!(
        focused(&mut app),
        None,
        "Back gave the board its keys again"
    );
}
