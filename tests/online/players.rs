//! What the tests' clients do: say hello, create a game, read the next message or refusal,
//! sit, start, play a move that every client hears, watch, claim an empty seat.

use crate::server::Server;
use kalah::engine::{Game, Move, RuleSet, Side};
use kalah::online::client::Client;
use kalah::online::protocol::{
    ClientMessage, ClockSpec, Clocks, ErrorCode, GameState, SeatChoice, ServerMessage,
};
use std::time::Duration;

pub const WAIT: Duration = Duration::from_secs(20);

/// A private, casual Kalah game without a clock, the creator at South.
pub fn create_private() -> ClientMessage {
    ClientMessage::Create {
        rules: RuleSet::kalah(),
        first: Side::South,
        seat: SeatChoice::South,
        clock: None,
        public: false,
        rated: false,
    }
}

pub async fn hello(server: &Server, name: &str) -> Client {
    Client::hello(&server.url, name).await.expect("hello")
}

/// The next message, the count of spectators skipped (`recv_any` reads it).
pub async fn recv(client: &mut Client) -> ServerMessage {
    loop {
        match recv_any(client).await {
            ServerMessage::Spectators { .. } => continue,
            other => return other,
        }
    }
}

/// The next message, whatever it is.
pub async fn recv_any(client: &mut Client) -> ServerMessage {
    client.recv_within(WAIT).await.expect("a message")
}

/// The next message, which must be an error of `code`.
pub async fn refused(client: &mut Client, code: ErrorCode) -> String {
    match recv(client).await {
        ServerMessage::Error { code: got, message } => {
            assert_eq!(got, code, "{message}");
            message
        }
        other => panic!("expected a {code:?} error, got {other:?}"),
    }
}

/// Sends `message`, which must be refused with `code`; the refusal's words.
pub async fn refusal(client: &mut Client, message: ClientMessage, code: ErrorCode) -> String {
    client.send(&message).await.unwrap();
    refused(client, code).await
}

/// A seated player: the connection, room, seat and token.
pub struct Player {
    pub client: Client,
    pub room: String,
    pub seat: Side,
    pub token: String,
}

pub async fn seated(mut client: Client) -> (Player, GameState) {
    match recv(&mut client).await {
        ServerMessage::Seated {
            room,
            seat,
            token,
            game,
        } => (
            Player {
                client,
                room,
                seat,
                token,
            },
            game,
        ),
        other => panic!("expected a seat, got {other:?}"),
    }
}

pub async fn started(client: &mut Client) -> GameState {
    match recv(client).await {
        ServerMessage::Started { game } => game,
        other => panic!("expected the start, got {other:?}"),
    }
}

/// A game of `rules` between two new players (the creator on South, South first), started.
pub async fn two_players(server: &Server, rules: RuleSet, clock: Option<ClockSpec>) -> [Player; 2] {
    let mut a = hello(server, "Ana").await;
    a.send(&ClientMessage::Create {
        rules,
        first: Side::South,
        seat: SeatChoice::South,
        clock,
        public: false,
        rated: false,
    })
    .await
    .unwrap();
    let (mut south, _) = seated(a).await;
    let mut b = hello(server, "Boris").await;
    b.send(&ClientMessage::Join {
        room: south.room.clone(),
    })
    .await
    .unwrap();
    let (mut north, game) = seated(b).await;
    assert_eq!(north.seat, Side::North);
    assert_eq!(game.names, [Some("Ana".into()), Some("Boris".into())]);
    started(&mut south.client).await;
    started(&mut north.client).await;
    [south, north]
}

/// The seat to move in `game`.
pub fn seat_to_move(game: &Game) -> Side {
    let pos = game.position();
    pos.seat_of(pos.to_move())
}

/// `mover` plays `mv`; every client in `all` (the mover among them) hears it.
pub async fn play(
    players: &mut [Player; 2],
    watchers: &mut [&mut Client],
    game: &mut Game,
    mv: Move,
) {
    let seat = seat_to_move(game);
    let ply = game.moves().len() as u32;
    players[seat.index()]
        .client
        .send(&ClientMessage::Move { ply, seat, mv })
        .await
        .unwrap();
    game.play(mv).unwrap();
    for client in players
        .iter_mut()
        .map(|p| &mut p.client)
        .chain(watchers.iter_mut().map(|c| &mut **c))
    {
        match recv(client).await {
            ServerMessage::Moved {
                ply: got,
                seat: by,
                mv: heard,
                ..
            } => assert_eq!((got, by, heard), (ply, seat, mv)),
            other => panic!("expected move {ply}, got {other:?}"),
        }
    }
}

/// A spectator of `room`, which has just begun.
pub async fn watching(server: &Server, room: &str) -> Client {
    let mut watcher = hello(server, "Eve").await;
    watcher
        .send(&ClientMessage::Watch { room: room.into() })
        .await
        .unwrap();
    match recv(&mut watcher).await {
        ServerMessage::Watching { game, .. } => assert!(game.moves.is_empty()),
        other => panic!("{other:?}"),
    }
    watcher
}

/// South's first move of a new Kalah game is heard by both players.
pub async fn first_move_plays(mut players: [Player; 2]) {
    let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
    play(&mut players, &mut [], &mut game, Move::ccw(0)).await;
}

/// Reads the `Over` message and returns its record.
pub async fn over(client: &mut Client) -> (kalah::online::protocol::Ending, String) {
    match recv(client).await {
        ServerMessage::Over { ending, record, .. } => (ending, record),
        other => panic!("expected the end, got {other:?}"),
    }
}

/// The first legal move after which the other seat is to move and the game goes on (no extra
/// turn, no end), so each side's clock runs in turn.
pub fn quiet_move(game: &Game) -> Move {
    let seat = seat_to_move(game);
    game.legal_moves()
        .into_iter()
        .find(|&mv| {
            let mut after = game.clone();
            after.play(mv).unwrap();
            !after.position().is_over() && seat_to_move(&after) != seat
        })
        .expect("a move that hands the turn over")
}

/// The clocks `client` hears with move `ply`.
pub async fn clocks_after(client: &mut Client, ply: u32) -> Clocks {
    match recv(client).await {
        ServerMessage::Moved {
            ply: got,
            clocks: Some(clocks),
            ..
        } if got == ply => clocks,
        other => panic!("expected move {ply} with the clocks, got {other:?}"),
    }
}

/// Claims the game once a grace period of 1 s has passed; its ending.
pub async fn claimed_after_a_second(client: &mut Client) -> kalah::online::protocol::Ending {
    tokio::time::sleep(Duration::from_millis(1200)).await;
    client.send(&ClientMessage::Claim {}).await.unwrap();
    over(client).await.0
}
