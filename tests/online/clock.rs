//! The server's clock charges the side that thought: a move takes its mover's thinking time
//! and gives it the increment, a side that thinks too long flags, a restart charges the
//! time the mover had thought before the crash, and the record keeps every move's reading.

use crate::players::*;
use crate::server::Server;
use kalah::engine::{Game, GameRecord, RuleSet, Side};
use kalah::online::protocol::{ClientMessage, ClockSpec, Clocks, EndCause, ServerMessage};
use std::time::Duration;

/// Plays the quiet move of the seat to move after it thought for `think`; the clocks its mover
/// hears with it (the other player hears the same).
async fn think_and_move(players: &mut [Player; 2], game: &mut Game, think: Duration) -> Clocks {
    tokio::time::sleep(think).await;
    let seat = seat_to_move(game);
    let ply = game.moves().len() as u32;
    let mv = quiet_move(game);
    players[seat.index()]
        .client
        .send(&ClientMessage::Move { ply, seat, mv })
        .await
        .unwrap();
    game.play(mv).unwrap();
    let clocks = clocks_after(&mut players[seat.index()].client, ply).await;
    assert_eq!(
        clocks_after(&mut players[seat.other().index()].client, ply).await,
        clocks
    );
    clocks
}

#[tokio::test]
async fn a_move_charges_its_mover_for_the_thinking_and_adds_the_increment() {
    let server = Server::start("charge", &[]);
    let clock = ClockSpec {
        initial_s: 3,
        increment_s: 1,
    };
    let mut players = two_players(&server, RuleSet::kalah(), Some(clock)).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    let clocks = think_and_move(&mut players, &mut game, Duration::from_secs(1)).await;
    let [south, north] = clocks.left_ms;
    // 3 s, less the second South thought (and the way to the server), plus 1 s.
    assert!(
        (2_500..=3_050).contains(&south),
        "South thought 1 s of its 3 s and got 1 s back: {south} ms left"
    );
    // North's clock, running from South's move, is read a moment after it.
    assert!(
        (2_950..=3_000).contains(&north),
        "North has not moved yet: {north} ms left"
    );
    assert_eq!(clocks.running, Some(Side::North));
}

#[tokio::test]
async fn sides_that_think_before_every_move_flag_when_their_time_is_spent() {
    let server = Server::start("think", &[]);
    let clock = ClockSpec {
        initial_s: 2,
        increment_s: 0,
    };
    let mut players = two_players(&server, RuleSet::kalah(), Some(clock)).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    // Each side thinks half a second before each of its three moves: 1.5 s of its 2 s.
    let mut clocks = None;
    for _ in 0..6 {
        clocks = Some(think_and_move(&mut players, &mut game, Duration::from_millis(500)).await);
    }
    let left = clocks.unwrap().left_ms;
    for (seat, ms) in [Side::South, Side::North].into_iter().zip(left) {
        assert!(
            ms <= 500,
            "{seat} thought 1.5 s of 2 s and has {ms} ms left"
        );
    }
    // South, to move with at most half a second, flags.
    for player in &mut players {
        let (ending, record) = over(&mut player.client).await;
        assert_eq!(
            (ending.cause, ending.winner),
            (EndCause::Flag, Some(Side::North))
        );
        assert!(record.contains("south ran out of time"), "{record}");
    }
}

#[tokio::test]
async fn a_restart_charges_the_mover_for_the_time_thought_before_the_crash() {
    let server = Server::start("restart-clock", &[]);
    let clock = ClockSpec {
        initial_s: 60,
        increment_s: 0,
    };
    let mut players = two_players(&server, RuleSet::kalah(), Some(clock)).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    think_and_move(&mut players, &mut game, Duration::ZERO).await;
    // North thinks three seconds, and the server is killed.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let keys = players.map(|p| (p.room, p.token));
    let server = Server::start_in(server.kill(), &[]);
    let mut north = hello(&server, "Boris").await;
    let (room, token) = keys[1].clone();
    north
        .send(&ClientMessage::Resume { room, token })
        .await
        .unwrap();
    let (_, state) = seated(north).await;
    let clocks = state.clocks.expect("a clocked game");
    assert_eq!(clocks.running, Some(Side::North));
    let north_left = clocks.left_ms[1];
    assert!(
        (50_000..=58_500).contains(&north_left),
        "North thought about 3 s before the crash: {north_left} ms left"
    );
    assert_eq!(state.ending, None);
}

#[tokio::test]
async fn the_record_of_a_clocked_game_keeps_each_moves_clock_reading_through_a_restart() {
    let server = Server::start("clock-record", &[]);
    let clock = ClockSpec {
        initial_s: 60,
        increment_s: 2,
    };
    let mut players = two_players(&server, RuleSet::kalah(), Some(clock)).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    let mut heard = Vec::new();
    for _ in 0..2 {
        let seat = seat_to_move(&game);
        let clocks = think_and_move(&mut players, &mut game, Duration::from_millis(200)).await;
        heard.push(clocks.left_ms[seat.index()]);
    }
    // The server is killed and started again; both players take their seats back.
    let keys = players.map(|p| (p.room, p.token));
    let server = Server::start_in(server.kill(), &[]);
    let mut back = Vec::new();
    for (name, (room, token)) in ["Ana", "Boris"].into_iter().zip(keys) {
        let mut client = hello(&server, name).await;
        client
            .send(&ClientMessage::Resume { room, token })
            .await
            .unwrap();
        back.push(seated(client).await.0);
    }
    let mut players: [Player; 2] = back.try_into().ok().unwrap();
    // South, back first, hears that North is back too.
    assert!(matches!(
        recv(&mut players[0].client).await,
        ServerMessage::Back { seat: Side::North }
    ));
    let seat = seat_to_move(&game);
    let clocks = think_and_move(&mut players, &mut game, Duration::ZERO).await;
    heard.push(clocks.left_ms[seat.index()]);
    players[0]
        .client
        .send(&ClientMessage::Resign {})
        .await
        .unwrap();
    let (_, text) = over(&mut players[1].client).await;
    let record = GameRecord::from_text(&text).unwrap();
    assert_eq!(record.time_control(), Some((60, 2)), "{text}");
    let readings = record.clock_readings().expect("a Clock tag");
    assert_eq!(readings.len(), record.moves.len(), "{text}");
    // Each reading is what the mover heard, to the tenth of a second the record keeps.
    let tenths: Vec<u64> = heard.iter().map(|ms| ms / 100 * 100).collect();
    assert_eq!(readings, tenths, "{text}");
    // The first move thought about 0.2 s of 60 s and got 2 s back.
    assert!((61_500..=62_000).contains(&readings[0]), "{readings:?}");
}
