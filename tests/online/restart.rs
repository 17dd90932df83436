//! A server killed (SIGKILL) and started again over the same store: no acknowledged move
//! lost, a quick-match seeker still found, a game that had ended still answering its code.

use crate::players::*;
use crate::server::Server;
use kalah::engine::{Game, RuleSet, Side};
use kalah::online::protocol::{ClientMessage, EndCause, ServerMessage};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

#[tokio::test]
async fn a_killed_server_restarted_over_its_store_loses_no_acknowledged_move() {
    let server = Server::start("restart", &[]);
    let mut rng = StdRng::seed_from_u64(11);
    let mut rooms = Vec::new();
    for _ in 0..5 {
        let mut players = two_players(&server, RuleSet::kalah(), None).await;
        let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
        for _ in 0..rng.random_range(3..12) {
            if game.position().is_over() {
                break;
            }
            let legal = game.legal_moves();
            let mv = legal[rng.random_range(0..legal.len())];
            play(&mut players, &mut [], &mut game, mv).await;
        }
        let tokens = players
            .iter()
            .map(|p| (p.room.clone(), p.token.clone()))
            .collect::<Vec<_>>();
        rooms.push((tokens, game));
    }
    let data = server.kill();
    let server = Server::start_in(data, &[]);
    for (tokens, mut game) in rooms {
        let mut players = Vec::new();
        for (name, (room, token)) in ["Ana", "Boris"].into_iter().zip(tokens) {
            let mut client = hello(&server, name).await;
            client
                .send(&ClientMessage::Resume { room, token })
                .await
                .unwrap();
            let (player, state) = seated(client).await;
            assert_eq!(state.moves, game.moves().collect::<Vec<_>>());
            players.push(player);
        }
        let [mut south, north] = <[Player; 2]>::try_from(players).ok().unwrap();
        // Both were away since the restart; South came back first and hears North return.
        assert!(matches!(
            recv(&mut south.client).await,
            ServerMessage::Back { seat: Side::North }
        ));
        let mut players = [south, north];
        if !game.position().is_over() {
            let mv = game.legal_moves()[0];
            play(&mut players, &mut [], &mut game, mv).await;
        }
    }
}

#[tokio::test]
async fn a_quick_match_seeker_who_waited_through_a_restart_is_found_by_the_next() {
    let server = Server::start("quick-restart", &[]);
    let ask = || ClientMessage::Quick {
        rules: RuleSet::kalah(),
        clock: None,
        rated: false,
    };
    let mut a = hello(&server, "A").await;
    a.send(&ask()).await.unwrap();
    let (a, _) = seated(a).await;
    let server = Server::start_in(server.kill(), &[]);
    let mut back = hello(&server, "A").await;
    back.send(&ClientMessage::Resume {
        room: a.room.clone(),
        token: a.token.clone(),
    })
    .await
    .unwrap();
    let (mut a, _) = seated(back).await;
    let mut b = hello(&server, "B").await;
    b.send(&ask()).await.unwrap();
    let (mut b, _) = seated(b).await;
    assert_eq!(b.room, a.room, "the seeker's room was the one waiting");
    assert_ne!(b.seat, a.seat);
    started(&mut a.client).await;
    started(&mut b.client).await;
}

/// After a restart, the game that ended just before it answers its code: the result and the
/// record to a player taking its seat back, and to anyone watching or joining.
#[tokio::test]
async fn a_game_that_ended_before_a_restart_still_answers_its_code() {
    let server = Server::start("over-restart", &[]);
    let mut players = two_players(&server, RuleSet::kalah(), None).await;
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    let mv = quiet_move(&game);
    play(&mut players, &mut [], &mut game, mv).await;
    players[1]
        .client
        .send(&ClientMessage::Resign {})
        .await
        .unwrap();
    let (ending, record) = over(&mut players[0].client).await;
    assert_eq!(
        (ending.cause, ending.winner),
        (EndCause::Resigned, Some(Side::South))
    );
    let server = Server::start_in(server.kill(), &[]);

    // North missed the end: it takes its seat back and hears how the game ended.
    let mut north = hello(&server, "Boris").await;
    north
        .send(&ClientMessage::Resume {
            room: players[1].room.clone(),
            token: players[1].token.clone(),
        })
        .await
        .unwrap();
    let (mut north, state) = seated(north).await;
    assert_eq!((north.seat, state.ending), (Side::North, Some(ending)));
    assert_eq!(state.moves, game.moves().collect::<Vec<_>>());
    assert_eq!(over(&mut north.client).await, (ending, record.clone()));

    // Anyone else with the code watches the finished game.
    for message in [
        ClientMessage::Watch {
            room: players[0].room.clone(),
        },
        ClientMessage::Join {
            room: players[0].room.clone(),
        },
    ] {
        let mut other = hello(&server, "Eve").await;
        other.send(&message).await.unwrap();
        match recv(&mut other).await {
            ServerMessage::Watching { game: state, .. } => {
                assert_eq!(state.ending, Some(ending))
            }
            other => panic!("{message:?}: expected the finished game, got {other:?}"),
        }
        assert_eq!(over(&mut other).await, (ending, record.clone()));
    }
}
