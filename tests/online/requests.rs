//! The requests across the table, each accepted, declined and refused where it does not apply,
//! and each with a restart in the middle: abort in the first two moves, a draw offer, a
//! take-back; and the count of spectators.

use crate::players::*;
use crate::server::Server;
use kalah::engine::{Game, RuleSet, Side};
use kalah::online::protocol::{ClientMessage, EndCause, ErrorCode, ServerMessage};

/// Both players hear `expected`.
async fn both_hear(players: &mut [Player; 2], expected: ServerMessage) {
    for p in players.iter_mut() {
        assert_eq!(recv(&mut p.client).await, expected);
    }
}

/// Both players take their seats back after a restart.
async fn back_after_restart(server: &Server, players: &[Player; 2]) -> [Player; 2] {
    let mut back = Vec::new();
    for (name, p) in ["Ana", "Boris"].into_iter().zip(players) {
        let mut client = hello(server, name).await;
        let resume = ClientMessage::Resume {
            room: p.room.clone(),
            token: p.token.clone(),
        };
        client.send(&resume).await.unwrap();
        back.push(seated(client).await.0);
    }
    let [mut south, north] = <[Player; 2]>::try_from(back).ok().unwrap();
    assert_eq!(
        recv(&mut south.client).await,
        ServerMessage::Back { seat: Side::North }
    );
    [south, north]
}

/// The ending both players hear.
async fn both_over(players: &mut [Player; 2]) -> (EndCause, Option<Side>, String) {
    let mut heard = Vec::new();
    for p in players.iter_mut() {
        let (ending, record) = over(&mut p.client).await;
        heard.push((ending.cause, ending.winner, record));
    }
    assert_eq!(heard[0], heard[1]);
    heard.remove(0)
}

#[tokio::test]
async fn abort_in_the_first_two_moves_through_a_restart_and_not_after() {
    let server = Server::start("abort", &[]);
    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    let mv = quiet_move(&game);
    play(&mut players, &mut [], &mut game, mv).await;
    let server = Server::start_in(server.kill(), &[]);
    let mut players = back_after_restart(&server, &players).await;
    players[1]
        .client
        .send(&ClientMessage::Abort {})
        .await
        .unwrap();
    let (cause, winner, record) = both_over(&mut players).await;
    assert_eq!((cause, winner), (EndCause::Aborted, None));
    assert!(record.contains("[Termination \"aborted\"]"), "{record}");
    refusal(
        &mut players[0].client,
        ClientMessage::Resign {},
        ErrorCode::GameOver,
    )
    .await;

    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    for _ in 0..2 {
        let mv = quiet_move(&game);
        play(&mut players, &mut [], &mut game, mv).await;
    }
    refusal(
        &mut players[0].client,
        ClientMessage::Abort {},
        ErrorCode::TooLate,
    )
    .await;
}

#[tokio::test]
async fn a_draw_offer_declined_refused_too_soon_forgotten_by_a_restart_then_accepted() {
    let server = Server::start("draw", &[]);
    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    let answer = |accept| ClientMessage::AnswerDraw { accept };
    refusal(&mut players[1].client, answer(true), ErrorCode::NoRequest).await;
    players[0]
        .client
        .send(&ClientMessage::OfferDraw {})
        .await
        .unwrap();
    both_hear(
        &mut players,
        ServerMessage::DrawOffered { seat: Side::South },
    )
    .await;
    players[1].client.send(&answer(false)).await.unwrap();
    both_hear(
        &mut players,
        ServerMessage::DrawDeclined { seat: Side::North },
    )
    .await;
    refusal(
        &mut players[0].client,
        ClientMessage::OfferDraw {},
        ErrorCode::TooSoon,
    )
    .await;

    players[1]
        .client
        .send(&ClientMessage::OfferDraw {})
        .await
        .unwrap();
    both_hear(
        &mut players,
        ServerMessage::DrawOffered { seat: Side::North },
    )
    .await;
    let server = Server::start_in(server.kill(), &[]);
    let mut players = back_after_restart(&server, &players).await;
    // An offer not answered before the restart is forgotten.
    refusal(&mut players[0].client, answer(true), ErrorCode::NoRequest).await;
    players[1]
        .client
        .send(&ClientMessage::OfferDraw {})
        .await
        .unwrap();
    both_hear(
        &mut players,
        ServerMessage::DrawOffered { seat: Side::North },
    )
    .await;
    players[0].client.send(&answer(true)).await.unwrap();
    let (cause, winner, record) = both_over(&mut players).await;
    assert_eq!((cause, winner), (EndCause::Agreed, None));
    assert!(record.contains("[Termination \"draw agreed\"]"), "{record}");
}

#[tokio::test]
async fn a_take_back_declined_then_accepted_and_kept_through_a_restart() {
    let server = Server::start("take-back", &[]);
    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    refusal(
        &mut players[0].client,
        ClientMessage::TakeBack {},
        ErrorCode::NoRequest,
    )
    .await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    let mv = quiet_move(&game);
    play(&mut players, &mut [], &mut game, mv).await;
    let answer = |accept| ClientMessage::AnswerTakeBack { accept };
    players[0]
        .client
        .send(&ClientMessage::TakeBack {})
        .await
        .unwrap();
    both_hear(
        &mut players,
        ServerMessage::TakeBackAsked { seat: Side::South },
    )
    .await;
    players[1].client.send(&answer(false)).await.unwrap();
    both_hear(
        &mut players,
        ServerMessage::TakeBackDeclined { seat: Side::North },
    )
    .await;
    refusal(
        &mut players[0].client,
        ClientMessage::TakeBack {},
        ErrorCode::TooSoon,
    )
    .await;

    // North moves and asks; South accepts: the game is back to its first decision.
    let mv = quiet_move(&game);
    play(&mut players, &mut [], &mut game, mv).await;
    players[1]
        .client
        .send(&ClientMessage::TakeBack {})
        .await
        .unwrap();
    both_hear(
        &mut players,
        ServerMessage::TakeBackAsked { seat: Side::North },
    )
    .await;
    players[0].client.send(&answer(true)).await.unwrap();
    both_hear(
        &mut players,
        ServerMessage::TakenBack {
            ply: 1,
            clocks: None,
        },
    )
    .await;
    game.undo();
    refusal(&mut players[1].client, answer(true), ErrorCode::NoRequest).await;

    let server = Server::start_in(server.kill(), &[]);
    let mut players = back_after_restart(&server, &players).await;
    players[0]
        .client
        .send(&ClientMessage::Sync {})
        .await
        .unwrap();
    match recv(&mut players[0].client).await {
        ServerMessage::Seated { game: state, .. } => {
            assert_eq!(state.moves, game.moves().collect::<Vec<_>>())
        }
        other => panic!("{other:?}"),
    }
    let mv = quiet_move(&game);
    play(&mut players, &mut [], &mut game, mv).await;
}

#[tokio::test]
async fn the_players_hear_how_many_watch() {
    let server = Server::start("spectators", &[]);
    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    let watcher = watching(&server, &players[0].room).await;
    for p in players.iter_mut() {
        assert_eq!(
            recv_any(&mut p.client).await,
            ServerMessage::Spectators { count: 1 }
        );
    }
    let mut second = watching(&server, &players[0].room).await;
    for p in players.iter_mut() {
        assert_eq!(
            recv_any(&mut p.client).await,
            ServerMessage::Spectators { count: 2 }
        );
    }
    watcher.close().await;
    for client in players
        .iter_mut()
        .map(|p| &mut p.client)
        .chain([&mut second])
    {
        assert_eq!(
            recv_any(client).await,
            ServerMessage::Spectators { count: 1 }
        );
    }
}
