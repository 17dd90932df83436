//! Whole games as their players and spectators see them: every preset to its end and its
//! record, every kind of bad message answered to its sender alone, a seat taken back with its
//! token, the clock, the grace period (a game begun without its creator too), resign and
//! rematch, quick match.

use crate::players::*;
use crate::server::Server;
use kalah::engine::{Game, GameRecord, Move, RuleSet, Side};
use kalah::online::client::{Client, http_get};
use kalah::online::protocol::{
    ClientMessage, ClockSpec, EndCause, ErrorCode, SeatChoice, ServerMessage,
};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

#[tokio::test]
async fn every_preset_is_played_to_the_end_with_a_spectator_and_kept_as_a_record() {
    // The bots move at once, faster than a person: the rate limit is raised for them.
    let server = Server::start("presets", &["--messages-per-second", "1000"]);
    let mut rng = StdRng::seed_from_u64(7);
    for rules in RuleSet::presets() {
        let mut players = two_players(&server, rules.clone(), None).await;
        let mut watcher = watching(&server, &players[0].room).await;
        let mut game = Game::new(rules.clone(), Side::South).unwrap();
        while !game.position().is_over() {
            let legal = game.legal_moves();
            let mv = legal[rng.random_range(0..legal.len())];
            play(&mut players, &mut [&mut watcher], &mut game, mv).await;
        }
        let mut records = Vec::new();
        let [south, north] = &mut players;
        for client in [&mut south.client, &mut north.client, &mut watcher] {
            let (ending, record) = over(client).await;
            assert_eq!(ending.cause, EndCause::Rules);
            records.push(record);
        }
        assert!(records.windows(2).all(|w| w[0] == w[1]));
        let (status, text) = http_get(&server.url, &format!("/games/{}.txt", players[0].room))
            .await
            .unwrap();
        assert_eq!(status, 200, "{text}");
        let record = GameRecord::from_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(
            record.moves,
            game.moves().collect::<Vec<_>>(),
            "{}",
            rules.name
        );
        assert_eq!(record.tags.south.as_deref(), Some("Ana"));
        assert_eq!(record.tags.north.as_deref(), Some("Boris"));
        assert!(record.tags.result.is_some());
    }
}

#[tokio::test]
async fn bad_messages_each_get_their_error_to_their_sender_and_the_game_goes_on() {
    let server = Server::start("bad", &[]);

    // Before hello, and with another protocol version (told in words, then closed).
    let mut early = Client::connect(&server.url).await.unwrap();
    early.send(&ClientMessage::Ping {}).await.unwrap();
    refused(&mut early, ErrorCode::Hello).await;
    let mut old = Client::connect(&server.url).await.unwrap();
    old.send_text(r#"{"type":"hello","version":99,"name":"Old"}"#)
        .await
        .unwrap();
    let words = refused(&mut old, ErrorCode::Version).await;
    assert!(
        words.contains("version 3") && words.contains("99"),
        "{words}"
    );
    assert!(old.recv_within(WAIT).await.is_err(), "closed after");

    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    let mut watcher = watching(&server, &players[0].room).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    // South sows pit 3: its last seed in the store, an extra turn.
    play(&mut players, &mut [&mut watcher], &mut game, Move::ccw(2)).await;

    let south = &mut players[0].client;
    for junk in [
        "not json",
        "{}",
        r#"{"type":"teleport"}"#,
        r#"{"type":"move","ply":"one","seat":"south","mv":"1"}"#,
        r#"{"type":"move","ply":1,"seat":"south","mv":"12"}"#,
    ] {
        south.send_text(junk).await.unwrap();
        refused(south, ErrorCode::Malformed).await;
    }
    south.send_binary(vec![1, 2, 3]).await.unwrap();
    refused(south, ErrorCode::Malformed).await;
    south.send_text(&" ".repeat(5000)).await.unwrap();
    refused(south, ErrorCode::TooLarge).await;
    for (ply, seat, mv, code) in [
        (1, Side::North, Move::ccw(0), ErrorCode::WrongSeat),
        (0, Side::South, Move::ccw(0), ErrorCode::Stale),
        (1, Side::South, Move::ccw(2), ErrorCode::Illegal),
        (1, Side::South, Move::ccw(8), ErrorCode::Illegal),
        (1, Side::South, Move::cw(0), ErrorCode::Illegal),
    ] {
        south
            .send(&ClientMessage::Move { ply, seat, mv })
            .await
            .unwrap();
        let why = refused(south, code).await;
        if mv == Move::ccw(2) {
            assert!(why.contains("0 seed"), "{why}");
        }
    }
    south.send(&ClientMessage::Claim {}).await.unwrap();
    refused(south, ErrorCode::TooEarly).await;
    south
        .send(&ClientMessage::Join {
            room: "AAAAAAAA".into(),
        })
        .await
        .unwrap();
    refused(south, ErrorCode::InRoom).await;
    south.send(&ClientMessage::Rematch {}).await.unwrap();
    refused(south, ErrorCode::NotStarted).await;

    let first = |seat| ClientMessage::Move {
        ply: 1,
        seat,
        mv: Move::ccw(0),
    };
    let north = &mut players[1].client;
    refusal(north, first(Side::North), ErrorCode::NotYourTurn).await;
    refusal(&mut watcher, first(Side::South), ErrorCode::NotSeated).await;
    refusal(&mut watcher, ClientMessage::Resign {}, ErrorCode::NotSeated).await;

    // Codes and tokens that hold nothing; rule sets and clocks the server cannot play.
    let mut stranger = hello(&server, "Mallory").await;
    for room in ["ZZZZZZZZ", "nonsense", ""] {
        stranger
            .send(&ClientMessage::Join { room: room.into() })
            .await
            .unwrap();
        refused(&mut stranger, ErrorCode::NoRoom).await;
    }
    stranger
        .send(&ClientMessage::Resume {
            room: players[0].room.clone(),
            token: "0".repeat(32),
        })
        .await
        .unwrap();
    refused(&mut stranger, ErrorCode::BadToken).await;
    stranger.send(&ClientMessage::Resign {}).await.unwrap();
    refused(&mut stranger, ErrorCode::NoGame).await;
    let mut impossible = RuleSet::kalah();
    impossible.pits = 0;
    stranger
        .send(&ClientMessage::Create {
            rules: impossible,
            first: Side::South,
            seat: SeatChoice::Random,
            clock: None,
            public: false,
            rated: false,
        })
        .await
        .unwrap();
    refused(&mut stranger, ErrorCode::BadGame).await;
    stranger
        .send(&ClientMessage::Create {
            rules: RuleSet::kalah(),
            first: Side::South,
            seat: SeatChoice::Random,
            clock: Some(ClockSpec {
                initial_s: 0,
                increment_s: 0,
            }),
            public: false,
            rated: false,
        })
        .await
        .unwrap();
    refused(&mut stranger, ErrorCode::BadGame).await;

    // None of it reached anyone else, and the game goes on.
    play(&mut players, &mut [&mut watcher], &mut game, Move::ccw(5)).await;
    let next = game.legal_moves()[0];
    play(&mut players, &mut [&mut watcher], &mut game, next).await;
}

#[tokio::test]
async fn a_seat_is_taken_back_with_its_token_and_not_without() {
    let server = Server::start("resume", &[]);
    let [south, mut north] = two_players(&server, RuleSet::kalah(), None).await;
    let (room, token) = (south.room.clone(), south.token.clone());
    south.client.close().await;
    match recv(&mut north.client).await {
        ServerMessage::Away { seat, claim_in_s } => {
            assert_eq!(seat, Side::South);
            assert_eq!(claim_in_s, 120);
        }
        other => panic!("{other:?}"),
    }
    let mut thief = hello(&server, "Mallory").await;
    // The token with its last digit changed (a token ending in 0 would stay the same with 0).
    let last = if token.ends_with('0') { '1' } else { '0' };
    thief
        .send(&ClientMessage::Resume {
            room: room.clone(),
            token: format!("{}{last}", &token[..token.len() - 1]),
        })
        .await
        .unwrap();
    refused(&mut thief, ErrorCode::BadToken).await;

    let mut back = hello(&server, "Ana").await;
    back.send(&ClientMessage::Resume {
        room: room.clone(),
        token: token.clone(),
    })
    .await
    .unwrap();
    let (south, game) = seated(back).await;
    assert_eq!(
        (south.seat, south.token.as_str()),
        (Side::South, token.as_str())
    );
    assert_eq!(game.present, [true, true]);
    assert!(matches!(
        recv(&mut north.client).await,
        ServerMessage::Back { seat: Side::South }
    ));
    first_move_plays([south, north]).await;
}

#[tokio::test]
async fn the_clock_is_the_servers_and_a_flag_ends_the_game() {
    let server = Server::start("clock", &[]);
    let clock = ClockSpec {
        initial_s: 2,
        increment_s: 1,
    };
    let mut players = two_players(&server, RuleSet::kalah(), Some(clock)).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    // South sows pit 1 (no extra turn): its clock gets the increment, North's runs.
    play(&mut players, &mut [], &mut game, Move::ccw(0)).await;
    for player in &mut players {
        let (ending, record) = over(&mut player.client).await;
        assert_eq!(ending.cause, EndCause::Flag);
        assert_eq!(ending.winner, Some(Side::South));
        assert!(record.contains("north ran out of time"), "{record}");
    }
}

#[tokio::test]
async fn an_empty_seat_can_be_claimed_after_the_grace_period() {
    let server = Server::start("grace", &["--grace-s", "1"]);
    let [mut south, north] = two_players(&server, RuleSet::kalah(), None).await;
    north.client.close().await;
    assert!(matches!(
        recv(&mut south.client).await,
        ServerMessage::Away {
            seat: Side::North,
            claim_in_s: 1
        }
    ));
    let ending = claimed_after_a_second(&mut south.client).await;
    assert_eq!(ending.cause, EndCause::Abandoned);
    assert_eq!(ending.winner, Some(Side::South));
}

/// A friend who joins by its code a room whose creator's connection has gone starts a game
/// with an empty seat: it is away from the start, so it can be claimed after the grace period
/// (it could not: the game waited for ever for a player who was never marked away).
#[tokio::test]
async fn a_game_begun_without_its_creator_can_be_claimed_after_the_grace_period() {
    let server = Server::start("grace-begun", &["--grace-s", "1"]);
    let mut ana = hello(&server, "Ana").await;
    ana.send(&create_private()).await.unwrap();
    let (ana, _) = seated(ana).await;
    ana.client.close().await;
    let mut boris = hello(&server, "Boris").await;
    boris
        .send(&ClientMessage::Join { room: ana.room })
        .await
        .unwrap();
    let (mut boris, _) = seated(boris).await;
    let game = started(&mut boris.client).await;
    assert_eq!(game.present, [false, true]);
    assert!(matches!(
        recv(&mut boris.client).await,
        ServerMessage::Away {
            seat: Side::South,
            claim_in_s: 1
        }
    ));
    let ending = claimed_after_a_second(&mut boris.client).await;
    assert_eq!(
        (ending.cause, ending.winner),
        (EndCause::Abandoned, Some(Side::North))
    );
}

#[tokio::test]
async fn resign_then_rematch_with_seats_swapped() {
    let server = Server::start("rematch", &[]);
    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    players[1]
        .client
        .send(&ClientMessage::Resign {})
        .await
        .unwrap();
    for player in &mut players {
        let (ending, _) = over(&mut player.client).await;
        assert_eq!(
            (ending.cause, ending.winner),
            (EndCause::Resigned, Some(Side::South))
        );
    }
    players[0]
        .client
        .send(&ClientMessage::Rematch {})
        .await
        .unwrap();
    assert!(matches!(
        recv(&mut players[1].client).await,
        ServerMessage::RematchAsked { seat: Side::South }
    ));
    players[1]
        .client
        .send(&ClientMessage::Rematch {})
        .await
        .unwrap();
    let old_room = players[0].room.clone();
    let [ana, boris] = players;
    let (ana, _) = seated(ana.client).await;
    let (boris, _) = seated(boris.client).await;
    assert_ne!(ana.room, old_room);
    assert_eq!((ana.seat, boris.seat), (Side::North, Side::South));
    let (mut ana, mut boris) = (ana, boris);
    let game = started(&mut ana.client).await;
    started(&mut boris.client).await;
    assert_eq!(game.names, [Some("Boris".into()), Some("Ana".into())]);
    // Boris now sits South and makes the first move in the new room.
    first_move_plays([boris, ana]).await;
}

#[tokio::test]
async fn quick_match_pairs_players_asking_for_the_same_rules() {
    let server = Server::start("quick", &[]);
    let ask = |rules: RuleSet| ClientMessage::Quick {
        rules,
        clock: None,
        rated: false,
    };
    let mut a = hello(&server, "A").await;
    a.send(&ask(RuleSet::preset("nigerian").unwrap()))
        .await
        .unwrap();
    let (mut a, _) = seated(a).await;
    let mut b = hello(&server, "B").await;
    b.send(&ask(RuleSet::kalah())).await.unwrap();
    let (b, _) = seated(b).await;
    assert_ne!(a.room, b.room, "another rule set waits apart");
    let mut c = hello(&server, "C").await;
    c.send(&ask(RuleSet::preset("nigerian").unwrap()))
        .await
        .unwrap();
    let (mut c, _) = seated(c).await;
    assert_eq!(c.room, a.room);
    assert_ne!(c.seat, a.seat);
    started(&mut a.client).await;
    started(&mut c.client).await;
    drop(b);
}

/// A client that missed a move (its move refused as stale) fetches the whole game again on the
/// same connection and plays on.
#[tokio::test]
async fn a_stale_move_is_recovered_by_fetching_the_game_on_the_same_connection() {
    let server = Server::start("sync", &[]);
    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    let mut watcher = watching(&server, &players[0].room).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    let mv = quiet_move(&game);
    play(&mut players, &mut [&mut watcher], &mut game, mv).await;
    // North answers as if South's move had not been played.
    let north = &mut players[1].client;
    let stale = ClientMessage::Move {
        ply: 0,
        seat: Side::North,
        mv: Move::ccw(0),
    };
    refusal(north, stale, ErrorCode::Stale).await;
    north.send(&ClientMessage::Sync {}).await.unwrap();
    match recv(north).await {
        ServerMessage::Seated {
            room,
            seat,
            token,
            game: state,
        } => {
            assert_eq!((room, seat), (players[0].room.clone(), Side::North));
            assert_eq!(token, players[1].token);
            assert_eq!(state.moves, game.moves().collect::<Vec<_>>());
        }
        other => panic!("expected the seat and the whole game, got {other:?}"),
    }
    watcher.send(&ClientMessage::Sync {}).await.unwrap();
    match recv(&mut watcher).await {
        ServerMessage::Watching { game: state, .. } => assert_eq!(state.moves.len(), 1),
        other => panic!("{other:?}"),
    }
    let next = quiet_move(&game);
    play(&mut players, &mut [&mut watcher], &mut game, next).await;
}
