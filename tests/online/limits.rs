//! What one connection or address may do: a flood slowed then closed with a reason, ping frames
//! counted as messages, strict fields, waiting rooms limited per address and per connection, a
//! silent connection closed, junk frames of every shape answered with errors.

use crate::players::*;
use crate::server::Server;
use kalah::engine::{Game, Move, RuleSet, Side};
use kalah::online::client::ClientError;
use kalah::online::protocol::{ClientMessage, ErrorCode, ServerMessage};
use std::time::Duration;

#[tokio::test]
async fn a_connection_that_floods_is_slowed_then_closed() {
    let server = Server::start("flood", &[]);
    let mut client = hello(&server, "Flood").await;
    for _ in 0..60 {
        client.send(&ClientMessage::Ping {}).await.unwrap();
    }
    let mut pongs = 0;
    let mut limited = 0;
    for _ in 0..60 {
        match recv(&mut client).await {
            ServerMessage::Pong {} => pongs += 1,
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            } => limited += 1,
            other => panic!("{other:?}"),
        }
    }
    // The burst (20, less the hello) and what refilled meanwhile.
    assert!(
        (19..40).contains(&pongs) && limited > 0,
        "{pongs} pongs, {limited} refused"
    );
    for _ in 0..200 {
        if client.send(&ClientMessage::Ping {}).await.is_err() {
            break;
        }
    }
    let mut closed = None;
    for _ in 0..300 {
        if let Err(e) = client.recv_within(WAIT).await {
            closed = Some(e);
            break;
        }
    }
    // Closed with a close frame that says why, not dropped.
    match closed {
        Some(ClientError::ClosedBecause(why)) => assert!(why.contains("too many"), "{why}"),
        other => panic!("a connection that never stops is closed with a reason: {other:?}"),
    }
}

#[tokio::test]
async fn ping_frames_count_against_the_connections_rate() {
    let server = Server::start("ping-frames", &[]);
    let mut client = hello(&server, "Pinger").await;
    let mut sent = 0;
    for _ in 0..2_000 {
        if client.send_ping().await.is_err() {
            break;
        }
        sent += 1;
    }
    let end = client.recv_within(Duration::from_secs(5)).await;
    assert!(
        matches!(&end, Err(ClientError::ClosedBecause(why)) if why.contains("too many")),
        "{sent} ping frames: {end:?}"
    );
}

#[tokio::test]
async fn messages_without_a_body_take_no_fields_and_a_move_is_read_as_written() {
    let server = Server::start("strict", &[]);
    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    let south = &mut players[0].client;
    for text in [
        r#"{"type":"ping","evil":1}"#,
        r#"{"type":"resign","now":true}"#,
        r#"{"type":"move","ply":0,"seat":"south","mv":" 1"}"#,
        r#"{"type":"move","ply":0,"seat":"south","mv":"01"}"#,
    ] {
        south.send_text(text).await.unwrap();
        refused(south, ErrorCode::Malformed).await;
    }
    first_move_plays(players).await;
}

/// Rooms waiting for their second player, opened from one address (each of its connections
/// opening one and dropping away): past the limit, the next is refused until one of them
/// begins.
#[tokio::test]
async fn waiting_rooms_are_limited_per_address() {
    let server = Server::start("rooms", &[]);
    let mut rooms = Vec::new();
    for _ in 0..ROOMS_PER_ADDRESS {
        let mut client = hello(&server, "Opener").await;
        client.send(&create_private()).await.unwrap();
        let (player, _) = seated(client).await;
        rooms.push(player.room.clone());
        player.client.close().await;
    }
    let mut one_more = hello(&server, "Opener").await;
    let words = refusal(&mut one_more, create_private(), ErrorCode::RateLimited).await;
    assert!(words.contains("waiting"), "{words}");
    // A quick match opens a waiting room too.
    let quick = ClientMessage::Quick {
        rules: RuleSet::kalah(),
        clock: None,
        rated: false,
    };
    refusal(&mut one_more, quick, ErrorCode::RateLimited).await;
    let mut joiner = hello(&server, "Joiner").await;
    joiner
        .send(&ClientMessage::Join {
            room: rooms[0].clone(),
        })
        .await
        .unwrap();
    seated(joiner).await;
    one_more.send(&create_private()).await.unwrap();
    seated(one_more).await;
}

#[tokio::test]
async fn rooms_opened_at_the_same_moment_keep_the_limit_per_address() {
    let server = Server::start("rooms-race", &["--rooms-per-address", "2"]);
    let mut clients = Vec::new();
    for _ in 0..8 {
        clients.push(hello(&server, "Racer").await);
    }
    // Every create is sent before any answer is read.
    for client in &mut clients {
        client.send(&create_private()).await.unwrap();
    }
    let mut opened = 0;
    for client in &mut clients {
        match recv(client).await {
            ServerMessage::Seated { .. } => opened += 1,
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            } => {}
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(opened, 2, "at most the limit's rooms open");
}

#[tokio::test]
async fn a_guests_rated_game_is_refused_before_a_room_is_opened() {
    let server = Server::start("guest-rated", &[]);
    let rated = crate::lobby::create(false, true);
    // As many as the address may keep waiting, each from a connection of its own.
    for _ in 0..ROOMS_PER_ADDRESS {
        let mut guest = hello(&server, "Guest").await;
        refusal(&mut guest, rated.clone(), ErrorCode::Rated).await;
    }
    // No empty room counts against the address: a casual game opens.
    let mut guest = hello(&server, "Guest").await;
    guest.send(&create_private()).await.unwrap();
    seated(guest).await;
}

#[tokio::test]
async fn one_connection_opening_and_leaving_rooms_is_slowed() {
    let server = Server::start("rooms-conn", &["--messages-per-second", "1000"]);
    let mut client = hello(&server, "Opener").await;
    let mut opened = 0;
    loop {
        client.send(&create_private()).await.unwrap();
        match recv(&mut client).await {
            ServerMessage::Seated { .. } => opened += 1,
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                message,
            } => {
                assert!(message.contains("rooms"), "{message}");
                break;
            }
            other => panic!("{other:?}"),
        }
        assert!(
            opened <= 20,
            "{opened} rooms opened and left without a pause"
        );
        client.send(&ClientMessage::Leave {}).await.unwrap();
    }
    assert!(opened >= 3, "a few rooms in a row are fine: {opened}");
}

/// The waiting rooms one address may hold (the server's default).
const ROOMS_PER_ADDRESS: usize = 8;

#[tokio::test]
async fn a_silent_connection_is_closed_after_the_idle_time_and_a_pinging_one_is_not() {
    let server = Server::start("idle", &["--idle-s", "1"]);
    let mut quiet = hello(&server, "Quiet").await;
    let mut pinging = hello(&server, "Pinging").await;
    for _ in 0..4 {
        tokio::time::sleep(Duration::from_millis(500)).await;
        pinging.send(&ClientMessage::Ping {}).await.unwrap();
        assert_eq!(recv(&mut pinging).await, ServerMessage::Pong {});
    }
    assert!(quiet.recv_within(WAIT).await.is_err(), "closed");
}

/// Junk frames of every shape, each answered with an error while the game is live; the
/// connection still plays afterwards.
#[test]
fn junk_frames_get_errors_and_never_stop_the_server() {
    use proptest::prelude::*;
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let server = Server::start("junk", &["--messages-per-second", "1000"]);
    let (players, game) = runtime.block_on(async {
        let players = two_players(&server, RuleSet::kalah(), None).await;
        (players, Game::new(RuleSet::kalah(), Side::South).unwrap())
    });
    let junk = prop_oneof![
        ".{0,200}",
        r#"\{"type":"(move|join|watch|resume|create|quick|hello)"(,"[a-z]{1,6}":("[^"]{0,12}"|-?[0-9]{1,12}|null|\[\]))*\}"#,
        r#"\{"type":"move","ply":[0-9]{1,3},"seat":"(south|north|east)","mv":"[0-9a-z]{0,4}"\}"#,
    ];
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 96,
        ..ProptestConfig::default()
    });
    let players = tokio::sync::Mutex::new(players);
    runner
        .run(&junk, |text| {
            runtime.block_on(async {
                let mut players = players.lock().await;
                let client = &mut players[1].client;
                client.send_text(&text).await.unwrap();
                // North is not to move: whatever this is, it is refused.
                let answer = client.recv_within(WAIT).await.unwrap();
                prop_assert!(
                    matches!(answer, ServerMessage::Error { .. }),
                    "{text:?} got {answer:?}"
                );
                Ok(())
            })
        })
        .unwrap();
    let mut players = players.into_inner();
    runtime.block_on(async {
        let mut game = game;
        play(&mut players, &mut [], &mut game, Move::ccw(0)).await;
    });
}
