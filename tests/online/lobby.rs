//! The lobby as a third client sees it: public games appear as they are created and go when
//! they are joined or cancelled; a private game never shows; a public game leaves the list
//! while its creator's connection is gone and comes back with them, after a restart too.

use crate::players::*;
use crate::server::Server;
use kalah::engine::{RuleSet, Side};
use kalah::online::client::Client;
use kalah::online::protocol::{ClientMessage, ClockSpec, LobbyGame, SeatChoice, ServerMessage};

pub const ANA_KEY: &str = "0123456789abcdef0123456789abcdef";

pub fn create(public: bool, rated: bool) -> ClientMessage {
    ClientMessage::Create {
        rules: RuleSet::kalah(),
        first: Side::South,
        seat: SeatChoice::South,
        clock: Some(ClockSpec {
            initial_s: 180,
            increment_s: 2,
        }),
        public,
        rated,
    }
}

async fn following(server: &Server) -> (Client, Vec<LobbyGame>) {
    let mut eve = hello(server, "Eve").await;
    eve.send(&ClientMessage::Lobby {}).await.unwrap();
    match recv(&mut eve).await {
        ServerMessage::Lobby { games } => (eve, games),
        other => panic!("expected the lobby, got {other:?}"),
    }
}

async fn opened(eve: &mut Client) -> LobbyGame {
    match recv(eve).await {
        ServerMessage::LobbyOpen { game } => game,
        other => panic!("expected a game opened, got {other:?}"),
    }
}

async fn gone(eve: &mut Client) -> String {
    match recv(eve).await {
        ServerMessage::LobbyGone { room } => room,
        other => panic!("expected a game gone, got {other:?}"),
    }
}

#[tokio::test]
async fn a_third_client_sees_games_created_joined_and_cancelled() {
    let server = Server::start("lobby", &[]);
    let (mut eve, games) = following(&server).await;
    assert!(games.is_empty());

    let (mut ana, card) = Client::hello_as(&server.url, "Ana", Some(ANA_KEY))
        .await
        .unwrap();
    assert_eq!(card.map(|c| c.name), Some("Ana".to_string()));
    ana.send(&create(true, true)).await.unwrap();
    let (ana, _) = seated(ana).await;
    let game = opened(&mut eve).await;
    assert_eq!(
        (
            game.room.as_str(),
            game.name.as_str(),
            game.seat,
            game.rated
        ),
        (ana.room.as_str(), "Ana", Side::North, true)
    );
    let rating = game.rating.expect("a player with a key has a rating");
    assert_eq!((rating.rating, rating.deviation), (1500.0, 350.0));

    // A private game is not listed: the next news is Boris's public one.
    let mut cleo = hello(&server, "Cleo").await;
    cleo.send(&create(false, false)).await.unwrap();
    seated(cleo).await;
    let mut boris = hello(&server, "Boris").await;
    boris.send(&create(true, false)).await.unwrap();
    let (mut boris, _) = seated(boris).await;
    let casual = opened(&mut eve).await;
    assert_eq!(
        (casual.room.as_str(), casual.name.as_str(), casual.rating),
        (boris.room.as_str(), "Boris", None)
    );

    // A late follower sees both.
    let (_, now) = following(&server).await;
    let rooms: Vec<&str> = now.iter().map(|g| g.room.as_str()).collect();
    assert_eq!(rooms, [ana.room.as_str(), boris.room.as_str()]);

    // Boris cancels; Dan joins Ana's game from the lobby by its code.
    boris.client.send(&ClientMessage::Leave {}).await.unwrap();
    assert_eq!(gone(&mut eve).await, boris.room);
    let (mut dan, _) = Client::hello_as(&server.url, "Dan", Some(&"d".repeat(32)))
        .await
        .unwrap();
    dan.send(&ClientMessage::Join { room: game.room })
        .await
        .unwrap();
    let (dan, state) = seated(dan).await;
    assert_eq!(dan.seat, Side::North);
    assert!(state.rated);
    assert_eq!(gone(&mut eve).await, ana.room);
    let (_, now) = following(&server).await;
    assert!(now.is_empty());
}

/// Ana takes her seat back in `room` with `token` on a new connection.
async fn resumed(server: &Server, room: &str, token: &str) -> Player {
    let mut back = hello(server, "Ana").await;
    back.send(&ClientMessage::Resume {
        room: room.to_string(),
        token: token.to_string(),
    })
    .await
    .unwrap();
    seated(back).await.0
}

/// Whoever joined a public game whose creator's connection had gone would sit down to a game
/// nobody plays in: it is listed only while its creator is there.
#[tokio::test]
async fn a_public_game_leaves_the_lobby_while_its_creator_is_away() {
    let server = Server::start("lobby-away", &[]);
    let (mut eve, _) = following(&server).await;
    let mut ana = hello(&server, "Ana").await;
    ana.send(&create(true, false)).await.unwrap();
    let (ana, _) = seated(ana).await;
    assert_eq!(opened(&mut eve).await.room, ana.room);
    // Her connection drops (the room waits for her: she may come back with her token).
    let Player {
        client,
        room,
        token,
        ..
    } = ana;
    drop(client);
    assert_eq!(gone(&mut eve).await, room);
    let (_, games) = following(&server).await;
    assert!(
        games.is_empty(),
        "listed while its creator is away: {games:?}"
    );
    let _ana = resumed(&server, &room, &token).await;
    assert_eq!(opened(&mut eve).await.room, room);
}

#[tokio::test]
async fn a_public_game_waiting_through_a_restart_is_listed_again_once_its_creator_is_back() {
    let server = Server::start("lobby-restart", &[]);
    let mut ana = hello(&server, "Ana").await;
    ana.send(&create(true, false)).await.unwrap();
    let (ana, _) = seated(ana).await;
    let Player { room, token, .. } = ana;
    let server = Server::start_in(server.kill(), &[]);
    let (mut eve, games) = following(&server).await;
    assert!(
        games.is_empty(),
        "listed before its creator is back: {games:?}"
    );
    let _ana = resumed(&server, &room, &token).await;
    assert_eq!(opened(&mut eve).await.room, room);
}
