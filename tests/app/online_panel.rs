//! The online panel with the whole overlay, against a real `kalah-server` on loopback: a pad
//! resigns through it and it then offers rematch, a room the server no longer has shows as gone
//! (Leave hands the board to the table), a room waiting for the friend says so, and the panel
//! stands beside the board, which is framed in the rest.

#![cfg(feature = "online")]

use crate::common::{m, opened, seats};
use crate::online::server::Server;
use crate::online::{
    create_and_join, create_and_seat, human_move, moves, online, open_a_room, phase, play, room,
    until,
};
use bevy::prelude::*;
use kalah::engine::{RuleSet, Side};
use kalah::game::messages::ChooseMove;
use kalah::game::online::{Connection, Online};
use kalah::game::phase::TurnPhase;
use kalah::game::settings::Settings;
use kalah::game::table::Player;
use kalah::input::overlay::{MenuNav, UiCommand, UiInput};
use kalah::online::protocol::EndCause;
use kalah::ui::i18n::{Language, Tr, names};

/// A table with the whole overlay (the keys and pads reach the online panel), its player
/// named "Player" and a number of its own (each table's key holds its name on the server),
/// joining the game `join` when one is named.
fn table_with_overlay(server: &Server, join: Option<&str>) -> App {
    static TABLES: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = TABLES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    overlay_table(server, join, Some(&format!("Player {n}")))
}

/// A table with the whole overlay whose player's name is kept in its settings (none: never
/// named), joining the game `join` when one is named.
fn overlay_table(server: &Server, join: Option<&str>, name: Option<&str>) -> App {
    let mut app = opened(seats(RuleSet::kalah(), [Player::Human, Player::Human]));
    app.insert_resource(Settings {
        online_name: name.map(str::to_string),
        ..Settings::default()
    });
    {
        let mut opening = app
            .world_mut()
            .resource_mut::<kalah::game::opening::Opening>();
        opening.server = Some(server.url.clone());
        opening.join = join.map(str::to_string);
    }
    let mut app = crate::overlay::with_overlay(app, None);
    crate::layout::egui_sees_the_window(&mut app);
    app
}

fn menu_open(app: &App) -> bool {
    app.world().resource::<UiInput>().menu_open
}

#[test]
fn a_pad_resigns_through_the_online_panel_and_then_it_offers_rematch() {
    let server = Server::start("pad-resign", &[]);
    let mut ana = table_with_overlay(&server, None);
    let (mut boris, _) = create_and_join(&mut ana, &server, None);
    // Ana to move: the keys and pads play her pits, not the panel.
    until(&mut [&mut ana, &mut boris], "Ana's turn", |apps| {
        phase(apps[0]) == TurnPhase::HumanToMove
    });
    ana.update();
    assert!(!menu_open(&ana));
    // Every control of the live game's panel has a name; the presence dots say who is here.
    let wrong = crate::overlay::unnamed_controls(&mut ana);
    assert!(wrong.is_empty(), "live: {wrong:#?}");
    let said: Vec<String> = crate::overlay::tree(&mut ana)
        .into_iter()
        .filter_map(|(_, node)| node.label().or(node.value()).map(str::to_owned))
        .filter(|words| words.ends_with(" is here"))
        .collect();
    assert_eq!(said.len(), 2, "a presence dot a seat, said: {said:?}");
    assert!(crate::overlay::named(&mut ana, "Resign").is_some());
    // The panel stands beside the board, which is framed in the rest.
    crate::layout::assert_board_clear(&mut ana, "the online panel, live");
    // A pad's Start (Esc) gives the panel the pad; Choose presses its Resign, then its Yes.
    ana.world_mut().write_message(UiCommand::ToggleMenu);
    for _ in 0..3 {
        ana.update();
    }
    assert!(menu_open(&ana), "the online panel has the keys and pads");
    assert!(
        !crate::layout::veiled(&mut ana),
        "the live game is not dimmed"
    );
    for asked in [true, false] {
        ana.world_mut().write_message(MenuNav::Choose);
        for _ in 0..3 {
            ana.update();
        }
        if asked {
            assert!(
                crate::layout::veiled(&mut ana),
                "the resign question dims the board"
            );
        }
    }
    until(
        &mut [&mut ana, &mut boris],
        "the resignation at both tables",
        |apps| {
            apps.iter()
                .all(|app| room(app).is_some_and(|r| r.facts.ending.is_some()))
        },
    );
    for app in [&ana, &boris] {
        let ending = room(app).unwrap().facts.ending.unwrap();
        assert_eq!(ending.cause, EndCause::Resigned);
        assert_eq!(ending.winner, Some(Side::North));
    }
    // Over: the panel waits for Rematch or Leave, and has the keys and pads by itself.
    ana.update();
    assert!(menu_open(&ana));
    let wrong = crate::overlay::unnamed_controls(&mut ana);
    assert!(wrong.is_empty(), "over: {wrong:#?}");
    for button in ["Rematch", "Leave", "Review"] {
        assert!(
            crate::overlay::named(&mut ana, button).is_some(),
            "{button}"
        );
    }
    crate::layout::assert_board_clear(&mut ana, "the online panel, over");
}

/// How many of the table's on-screen texts read `words` (its panels' and its status's).
fn shown(app: &mut App, words: &str) -> usize {
    crate::overlay::tree(app)
        .into_iter()
        .filter(|(_, node)| node.label().or(node.value()) == Some(words))
        .count()
}

/// Whether a text on screen starts with `words`.
fn shows_start(app: &mut App, words: &str) -> bool {
    crate::overlay::tree(app).into_iter().any(|(_, node)| {
        node.label()
            .or(node.value())
            .is_some_and(|w| w.starts_with(words))
    })
}

/// A screen reader's click on the button named `label`; false when there is none.
fn click(app: &mut App, label: &str) -> bool {
    let Some(id) = crate::overlay::button(app, label) else {
        return false;
    };
    crate::overlay::click(app, id);
    true
}

/// The line that says a table's room is gone from the server, in the panel and the status.
const GONE: &str = "This game is no longer on the server.";

/// Whether the table shows its room as gone: the line in the online panel and in the status,
/// Leave, nothing to resign or claim, and nobody to move at this table.
fn shows_gone(app: &mut App) -> bool {
    shown(app, GONE) >= 2
        && crate::overlay::named(app, "Leave").is_some()
        && crate::overlay::named(app, "Resign").is_none()
        && crate::overlay::named(app, "Claim the win").is_none()
        && !shows_start(app, "Waiting for")
        && !m(app).human_to_move()
}

#[test]
fn a_room_gone_from_a_restarted_server_shows_as_gone_and_leave_returns_to_a_local_table() {
    let server = Server::start("gone", &[]);
    let port = server.url.rsplit_once(':').unwrap().1.to_string();
    let mut ana = table_with_overlay(&server, None);
    let (mut boris, _) = create_and_seat(&mut ana, |code| table_with_overlay(&server, Some(code)));
    play(&mut ana, &mut boris, 3);
    // The server goes, and comes back at the same address over an empty data folder: each
    // table reconnects and asks for its seat back in a room the server has never heard of.
    let _ = std::fs::remove_dir_all(server.kill());
    let data = std::env::temp_dir().join(format!(
        "kalah-online-gone-again-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let _server = Server::start_in(data, &["--listen", &format!("127.0.0.1:{port}")]);
    until(
        &mut [&mut ana, &mut boris],
        "the room shown as gone at both tables",
        |apps| apps.iter_mut().all(|app| shows_gone(app)),
    );
    for app in [&ana, &boris] {
        assert_eq!(
            online(app).connection,
            Connection::Off,
            "nothing more to ask the server"
        );
    }
    // Leave: a table of its own again, the game as it stood, both seats played here.
    let before = moves(&ana);
    assert!(click(&mut ana, "Leave"));
    until(&mut [&mut ana], "Ana's table on its own", |apps| {
        room(apps[0]).is_none() && phase(apps[0]) == TurnPhase::HumanToMove
    });
    assert_eq!(m(&ana).settings().players, [Player::Human, Player::Human]);
    assert_eq!(moves(&ana), before);
    assert_eq!(online(&ana).connection, Connection::Off);
    let mv = human_move(&ana).unwrap();
    ana.world_mut().write_message(ChooseMove::human(mv));
    until(&mut [&mut ana], "a move played at Ana's table", |apps| {
        moves(apps[0]).len() == before.len() + 1
    });
    assert_eq!(shown(&mut ana, GONE), 0);
    assert!(
        shows_gone(&mut boris),
        "Boris's table still shows the gone room"
    );
}

#[test]
fn a_room_waiting_for_the_friend_says_so_in_the_status_and_stands_beside_the_board() {
    let server = Server::start("waiting-words", &[]);
    let mut ana = table_with_overlay(&server, None);
    open_a_room(&mut ana, [false, false]);
    for _ in 0..5 {
        ana.update();
    }
    // The panel and the status both say who is awaited (each text is read twice: its label's
    // node and its text run; the panel alone gave 2); nobody is "to move" yet.
    assert_eq!(shown(&mut ana, "Waiting for your friend to join."), 4);
    assert!(!shows_start(&mut ana, "Waiting for South"));
    crate::layout::assert_board_clear(&mut ana, "the waiting room");
}

#[test]
fn a_link_followed_without_a_name_asks_it_once_then_joins() {
    let server = Server::start("name-once", &[]);
    let mut ana = table_with_overlay(&server, None);
    let code = open_a_room(&mut ana, [false, false]);
    // Boris follows the link, never named: the panel asks his name, nothing is sent.
    let mut boris = overlay_table(&server, Some(&code), None);
    for _ in 0..5 {
        boris.update();
    }
    assert_eq!(
        online(&boris).join_asks_name.as_deref(),
        Some(code.as_str())
    );
    assert!(room(&boris).is_none(), "not joined before the name");
    crate::layout::assert_board_clear(&mut boris, "the name asked");
    // He types his name (the field edits the online name) and presses Join.
    boris.world_mut().resource_mut::<Online>().name = "Boris".into();
    boris.update();
    assert!(click(&mut boris, "Join"), "a Join button");
    until(&mut [&mut ana, &mut boris], "both seated", |apps| {
        apps.iter().all(|app| room(app).is_some_and(|r| r.live()))
    });
    // Kept in his settings, so the next link joins at once; Ana sees him by name.
    let kept = boris.world().resource::<Settings>().online_name.clone();
    assert_eq!(kept.as_deref(), Some("Boris"));
    assert_eq!(online(&boris).join_asks_name, None);
    let tr = Tr::new(Language::English);
    assert_eq!(names::seat(&tr, m(&ana), Side::North), "North (Boris)");
}
