//! Players, the lobby and the requests across the table, at headless tables playing through a
//! real `kalah-server` on loopback: each table says hello with the key its settings made, a
//! rated game shows both ratings and their changes, a table that follows the lobby sees a
//! public game opened and joined (and, refused for a name another key holds, follows again
//! under another), and a take-back accepted takes both boards back (gems and
//! all) while a declined one is said; a draw agreed and an abort end the game at both tables.

#![cfg(feature = "online")]

use crate::common::m;
use crate::online::server::Server;
use crate::online::{
    create_and_seat, create_and_seat_as, create_at_south, gems_agree, human_move, moves,
    named_table, online, phase, play, room, until,
};
use bevy::prelude::*;
use kalah::engine::{Outcome, Side};
use kalah::game::messages::ChooseMove;
use kalah::game::online::lobby::{Lobby, LobbyState};
use kalah::game::online::{Declined, OnlineCommand};
use kalah::game::settings::Settings;
use kalah::online::protocol::{EndCause, ErrorCode, normalise_key};

/// Ana at South and Boris at North in a live game (`[public, rated]`).
fn ana_and_boris(server: &Server, how: [bool; 2]) -> (App, App) {
    let mut a = named_table(server, None, None, Some("Ana"));
    let (b, _) = create_and_seat_as(&mut a, how, |code| {
        named_table(server, Some(code), None, Some("Boris"))
    });
    (a, b)
}

/// The seat that made the table's last decision.
fn last_mover(app: &App) -> Side {
    let game = m(app).game();
    let before = game.position_before(game.moves().count() - 1).unwrap();
    before.seat_of(before.to_move())
}

#[test]
fn each_table_says_hello_with_its_own_key_and_a_rated_game_shows_the_ratings_and_their_changes() {
    let server = Server::start("rated", &[]);
    let (mut a, mut b) = ana_and_boris(&server, [false, true]);
    let keys: Vec<String> = [&a, &b]
        .iter()
        .map(|app| {
            app.world()
                .resource::<Settings>()
                .player_key
                .clone()
                .unwrap()
        })
        .collect();
    assert_ne!(keys[0], keys[1]);
    for (app, key) in [&a, &b].into_iter().zip(&keys) {
        assert_eq!(normalise_key(key).as_ref(), Some(key));
        assert_eq!(online(app).key.as_ref(), Some(key), "the key said hello");
        let facts = &room(app).unwrap().facts;
        assert!(facts.rated);
        let ratings = facts.ratings.map(|r| r.map(|r| r.rating));
        assert_eq!(ratings, [Some(1500.0), Some(1500.0)], "new players");
    }
    b.world_mut().write_message(OnlineCommand::Resign);
    until(&mut [&mut a, &mut b], "the rated game's end", |apps| {
        apps.iter()
            .all(|app| room(app).is_some_and(|r| r.facts.rating_changes.is_some()))
    });
    for app in [&a, &b] {
        let changes = room(app).unwrap().facts.rating_changes.clone().unwrap();
        assert!(changes[0].after.rating > 1500.0, "Ana won: {changes:?}");
        assert!(changes[1].after.rating < 1500.0, "Boris lost: {changes:?}");
    }
}

#[test]
fn a_table_that_follows_the_lobby_sees_a_public_game_opened_and_joined() {
    let server = Server::start("lobby", &[]);
    let mut c = named_table(&server, None, None, Some("Cleo"));
    c.world_mut().resource_mut::<Lobby>().want(true);
    until(&mut [&mut c], "the lobby's list", |apps| {
        apps[0].world().resource::<Lobby>().state == LobbyState::Open
    });
    assert!(c.world().resource::<Lobby>().games.is_empty());
    let mut a = named_table(&server, None, None, Some("Ana"));
    a.world_mut().write_message(create_at_south([true, true]));
    until(&mut [&mut a, &mut c], "the game in the lobby", |apps| {
        room(apps[0]).is_some() && !apps[1].world().resource::<Lobby>().games.is_empty()
    });
    let listed = c.world().resource::<Lobby>().games[0].clone();
    assert_eq!(listed.name, "Ana");
    assert!(listed.rated);
    assert_eq!(listed.rating.map(|r| r.rating), Some(1500.0));
    assert_eq!(Some(&listed.room), room(&a).map(|r| &r.facts.code));
    // Joined from the list, by its code: it leaves the list.
    c.world_mut()
        .write_message(OnlineCommand::Join(listed.room.clone()));
    until(
        &mut [&mut a, &mut c],
        "the game joined from the lobby",
        |apps| {
            apps.iter().all(|app| room(app).is_some_and(|r| r.live()))
                && apps[1].world().resource::<Lobby>().games.is_empty()
        },
    );
    assert_eq!(room(&c).unwrap().facts.seat, Some(Side::North));
    c.world_mut().resource_mut::<Lobby>().want(false);
    c.update();
    assert_eq!(c.world().resource::<Lobby>().state, LobbyState::Off);
}

/// A lobby refused for its name (another player's key holds it) says so, and follows again
/// once the player gives another name; it stood refused until the server changed.
#[test]
fn a_lobby_refused_for_its_name_follows_again_under_another() {
    let server = Server::start("lobby-name", &[]);
    let lobby = |app: &App| app.world().resource::<Lobby>().state;
    // Ana's key holds her name once it said hello with it: here, following the lobby.
    let mut a = named_table(&server, None, None, Some("Ana"));
    a.world_mut().resource_mut::<Lobby>().want(true);
    until(&mut [&mut a], "Ana's lobby", |apps| {
        lobby(apps[0]) == LobbyState::Open
    });
    let mut other = named_table(&server, None, None, Some("Ana"));
    other.world_mut().resource_mut::<Lobby>().want(true);
    until(
        &mut [&mut other],
        "the lobby refused for the name",
        |apps| lobby(apps[0]) == LobbyState::Failed(Some(ErrorCode::NameTaken)),
    );
    // Still said past the socket's keep-alive (20 s): a connection kept after the refusal
    // pinged, and the server's "say hello first" took the refusal's place.
    let until_ping = std::time::Instant::now() + std::time::Duration::from_secs(22);
    while std::time::Instant::now() < until_ping {
        other.update();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert_eq!(
        lobby(&other),
        LobbyState::Failed(Some(ErrorCode::NameTaken))
    );
    other
        .world_mut()
        .resource_mut::<kalah::game::online::Online>()
        .name = "Bea".to_string();
    until(&mut [&mut other], "the lobby under the new name", |apps| {
        lobby(apps[0]) == LobbyState::Open
    });
}

/// The seat that made the last decision asks to take it back and the other answers; the
/// tables once the answer is in.
fn take_back(a: &mut App, b: &mut App, accept: bool) {
    let asker = last_mover(a);
    let (asks, answers) = match asker {
        Side::South => (a, b),
        Side::North => (b, a),
    };
    asks.world_mut().write_message(OnlineCommand::TakeBack);
    until(&mut [&mut *asks, &mut *answers], "the request", |apps| {
        room(apps[1]).unwrap().facts.take_back_asked == Some(asker)
    });
    answers
        .world_mut()
        .write_message(OnlineCommand::AnswerTakeBack(accept));
    until(&mut [asks, answers], "the answer", |apps| {
        apps.iter()
            .all(|app| room(app).unwrap().facts.take_back_asked.is_none())
    });
}

#[test]
fn a_take_back_accepted_takes_both_boards_back_and_a_declined_one_is_said() {
    let server = Server::start("take-back", &[]);
    let (mut a, mut b) = ana_and_boris(&server, [false, false]);
    play(&mut a, &mut b, 5);
    // Declined: the asker is told, nothing moves.
    let before = moves(&a);
    let asker = last_mover(&a);
    take_back(&mut a, &mut b, false);
    let (asks, answers) = match asker {
        Side::South => (&a, &b),
        Side::North => (&b, &a),
    };
    assert_eq!(room(asks).unwrap().declined, Some(Declined::TakeBack));
    assert_eq!(room(answers).unwrap().declined, None);
    assert_eq!((moves(&a), moves(&b)), (before.clone(), before));
    // Asked again after a few moves and accepted: both boards go back to before the asker's
    // last move, the gems with them.
    play(&mut a, &mut b, 9);
    let before = moves(&a);
    take_back(&mut a, &mut b, true);
    until(&mut [&mut a, &mut b], "both boards taken back", |apps| {
        apps.iter()
            .all(|app| moves(app).len() < before.len() && phase(app).settled())
    });
    let back = moves(&a);
    assert_eq!(back, moves(&b));
    assert_eq!(back[..], before[..back.len()]);
    for app in [&mut a, &mut b] {
        gems_agree(app);
    }
    // The game plays on from there to its end, the same at both tables and on the server.
    play(&mut a, &mut b, usize::MAX);
    until(&mut [&mut a, &mut b], "the server's end", |apps| {
        apps.iter()
            .all(|app| room(app).is_some_and(|r| r.facts.record.is_some()))
    });
    let record = room(&a).unwrap().facts.record.clone().unwrap();
    let kept = kalah::engine::GameRecord::parse(&record).unwrap().0;
    assert_eq!(kept.moves, moves(&a));
    assert_eq!(kept.moves, moves(&b));
    for app in [&mut a, &mut b] {
        gems_agree(app);
    }
}

#[test]
fn a_draw_agreed_and_an_abort_end_the_game_at_both_tables() {
    let server = Server::start("draw", &[]);
    let (mut a, mut b) = ana_and_boris(&server, [false, false]);
    play(&mut a, &mut b, 3);
    a.world_mut().write_message(OnlineCommand::OfferDraw);
    until(&mut [&mut a, &mut b], "the offer", |apps| {
        room(apps[1]).unwrap().facts.draw_offered == Some(Side::South)
    });
    b.world_mut().write_message(OnlineCommand::AnswerDraw(true));
    until(&mut [&mut a, &mut b], "the draw", |apps| {
        apps.iter().all(|app| m(app).outcome().is_some())
    });
    for app in [&a, &b] {
        assert_eq!(
            room(app).unwrap().facts.ending.unwrap().cause,
            EndCause::Agreed
        );
        assert_eq!(m(app).outcome(), Some(Outcome::Draw));
    }
    // A new game, aborted before its second move.
    let mut c = named_table(&server, None, None, Some("Cleo"));
    let (mut d, _) = create_and_seat(&mut c, |code| {
        named_table(&server, Some(code), None, Some("Dan"))
    });
    let mv = human_move(&c).unwrap();
    c.world_mut().write_message(ChooseMove::human(mv));
    until(&mut [&mut c, &mut d], "the first move", |apps| {
        apps.iter().all(|app| moves(app).len() == 1)
    });
    d.world_mut().write_message(OnlineCommand::Abort);
    until(&mut [&mut c, &mut d], "the abort", |apps| {
        apps.iter().all(|app| {
            room(app).is_some_and(|r| r.facts.ending.map(|e| e.cause) == Some(EndCause::Aborted))
        })
    });
}
