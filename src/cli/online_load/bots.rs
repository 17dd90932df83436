//! One game of the load generator: two bots take the seats of a new room and play it to its
//! end, each move acknowledged to its mover before the other bot hears it, both seats taken back
//! with their tokens when the server goes away.

use super::{Counts, Plan};
use crate::engine::{Game, Move, Side};
use crate::online::client::{Client, ClientError};
use crate::online::protocol::{ClientMessage, ErrorCode, GameState, SeatChoice, ServerMessage};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::time::Instant;

/// How long a bot waits before sending again a move (or a new room) the server refused as too
/// fast.
const SLOW_DOWN: Duration = Duration::from_millis(100);

/// How long a bot waits between tries at taking its seat back.
const RETRY: Duration = Duration::from_millis(200);

/// What one game came to: what the report counts and the store check looks up. It is filled in
/// as the game goes, so that a game cut by the deadline still says how far it got.
#[derive(Default)]
pub(super) struct Played {
    /// The room's code, once the server gave one.
    pub room: Option<String>,
    /// Both seats were taken and the game began.
    pub started: bool,
    /// The game as replayed here, once both bots heard its end.
    pub finished: Option<Vec<Move>>,
    /// The game's moves up to the last one acknowledged to its mover: all of them must be in
    /// what the server kept.
    pub acknowledged: Vec<Move>,
    /// Acknowledged moves the server did not give back when the bots took their seats back.
    pub lost_on_resume: u64,
    /// Why the game stopped before its end, when an error did it (the deadline is no error).
    pub error: Option<ClientError>,
}

impl Played {
    /// Notes how the game's task ended: an error unless it is the deadline's timeout.
    pub fn ended(&mut self, result: Result<(), ClientError>, deadline: Instant) {
        match result {
            Ok(()) => {}
            Err(ClientError::Timeout(_)) if Instant::now() >= deadline => {}
            Err(e) => self.error = Some(e),
        }
    }
}

/// A bot: its connection, its room, its seat and the token to take it back.
struct Bot {
    client: Client,
    room: String,
    token: String,
    seat: Side,
    name: &'static str,
}

/// Plays game number `i` (its random moves seeded by `i`), noting in `played` how far it got.
pub(super) async fn one_game(
    i: u64,
    plan: &Plan,
    counts: &Counts,
    played: &mut Played,
) -> Result<(), ClientError> {
    let mut bots = seat_both(plan, counts, played).await?;
    played.started = true;
    counts.one_more_live();
    let mut rng = StdRng::seed_from_u64(i);
    let ended = play_out(&mut bots, &mut rng, plan, counts, played).await;
    counts.live.fetch_sub(1, Ordering::Relaxed);
    played.finished = Some(ended?.moves().collect());
    Ok(())
}

/// The first bot creates a room (again a little later while the server refuses it for the
/// rooms this address has waiting, `--rooms-per-address`), the second joins it, and both hear
/// the start.
async fn seat_both(
    plan: &Plan,
    counts: &Counts,
    played: &mut Played,
) -> Result<[Bot; 2], ClientError> {
    let mut a = Client::hello(&plan.server, "load-a").await?;
    let (room, token_a) = loop {
        a.send(&ClientMessage::Create {
            rules: plan.rules.clone(),
            first: Side::South,
            seat: SeatChoice::South,
            clock: None,
            public: false,
            rated: false,
        })
        .await?;
        match next(&mut a, plan.deadline).await? {
            ServerMessage::Seated { room, token, .. } => break (room, token),
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            } => {
                counts.slowed.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(SLOW_DOWN).await;
            }
            other => return Err(unexpected("a seat", other)),
        }
    };
    played.room = Some(room.clone());
    let mut b = Client::hello(&plan.server, "load-b").await?;
    b.send(&ClientMessage::Join { room: room.clone() }).await?;
    let (_, token_b, _, _) = seat_of(&mut b, plan.deadline).await?;
    for client in [&mut a, &mut b] {
        match next(client, plan.deadline).await? {
            ServerMessage::Started { .. } => {}
            other => return Err(unexpected("the start", other)),
        }
    }
    let bot = |client, token, seat, name| Bot {
        client,
        room: room.clone(),
        token,
        seat,
        name,
    };
    Ok([
        bot(a, token_a, Side::South, "load-a"),
        bot(b, token_b, Side::North, "load-b"),
    ])
}

/// The next message that matters to a bot (presence news, spectators and pongs are skipped).
async fn next(client: &mut Client, deadline: Instant) -> Result<ServerMessage, ClientError> {
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match client
            .recv_within(left.max(Duration::from_millis(1)))
            .await?
        {
            ServerMessage::Away { .. }
            | ServerMessage::Back { .. }
            | ServerMessage::Pong {}
            | ServerMessage::RematchAsked { .. }
            | ServerMessage::Spectators { .. } => continue,
            other => return Ok(other),
        }
    }
}

/// An answer that was not the one waited for, as an error.
fn unexpected(waited_for: &str, heard: ServerMessage) -> ClientError {
    match heard {
        ServerMessage::Error { message, .. } => ClientError::Refused(message),
        other => ClientError::Unreadable(format!("expected {waited_for}: {other:?}")),
    }
}

/// The seat the server gave: the room, the token, the seat and the game.
async fn seat_of(
    client: &mut Client,
    deadline: Instant,
) -> Result<(String, String, Side, GameState), ClientError> {
    match next(client, deadline).await? {
        ServerMessage::Seated {
            room,
            token,
            seat,
            game,
        } => Ok((room, token, seat, game)),
        other => Err(unexpected("a seat", other)),
    }
}

/// What a bot heard where it waited for a move.
enum Heard {
    /// The move, kept by the server.
    Moved,
    /// The server refused the mover's message as one too many for its rate: send it again
    /// later.
    TooFast,
}

/// Plays the game to its end; both bots hear every move and the end.
async fn play_out(
    bots: &mut [Bot; 2],
    rng: &mut StdRng,
    plan: &Plan,
    counts: &Counts,
    played: &mut Played,
) -> Result<Game, ClientError> {
    let mut game = Game::new(plan.rules.clone(), Side::South)
        .map_err(|e| ClientError::Refused(e.to_string()))?;
    while !game.position().is_over() {
        let jitter = rng.random_range(0.5..1.5);
        tokio::time::sleep(plan.think.mul_f64(jitter)).await;
        let legal = game.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        match move_heard(bots, &mut game, mv, plan, counts, played).await {
            Ok(()) => {}
            Err(e) if went_away(&e) => {
                // Take both seats back and go on from what the server kept.
                counts.reconnects.fetch_add(1, Ordering::Relaxed);
                let state = rejoin(bots, plan).await?;
                played.lost_on_resume += lost(&played.acknowledged, &state.moves);
                played
                    .acknowledged
                    .truncate(common(&played.acknowledged, &state.moves));
                game = state
                    .game()
                    .map_err(|e| ClientError::Refused(e.to_string()))?;
            }
            Err(e) => return Err(e),
        }
    }
    for bot in bots.iter_mut() {
        match next(&mut bot.client, plan.deadline).await? {
            ServerMessage::Over { .. } => {}
            other => return Err(unexpected("the end", other)),
        }
    }
    Ok(game)
}

/// Whether `error` is the server going away (its connection dropped or closed without a
/// word), after which the bots take their seats back; anything else the server said or did
/// stops the game.
fn went_away(error: &ClientError) -> bool {
    matches!(error, ClientError::Closed | ClientError::Socket(_))
}

/// The mover sends `mv` until the server keeps it (it waits out refusals for its rate); the
/// move counts as acknowledged, and is played here, when the mover hears it back; then the
/// other bot hears it too.
async fn move_heard(
    bots: &mut [Bot; 2],
    game: &mut Game,
    mv: Move,
    plan: &Plan,
    counts: &Counts,
    played: &mut Played,
) -> Result<(), ClientError> {
    let pos = game.position();
    let seat = pos.seat_of(pos.to_move());
    let ply = game.moves().len() as u32;
    let mover = &mut bots[seat.index()].client;
    loop {
        let sent_at = Instant::now();
        mover.send(&ClientMessage::Move { ply, seat, mv }).await?;
        match expect_move(mover, ply, mv, plan.deadline).await? {
            Heard::Moved => {
                counts.round_trip(sent_at.elapsed());
                break;
            }
            Heard::TooFast => {
                counts.slowed.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(SLOW_DOWN).await;
            }
        }
    }
    game.play(mv)
        .map_err(|e| ClientError::Refused(e.to_string()))?;
    played.acknowledged.clear();
    played.acknowledged.extend(game.moves());
    let other = &mut bots[seat.other().index()].client;
    match expect_move(other, ply, mv, plan.deadline).await? {
        Heard::Moved => Ok(()),
        Heard::TooFast => Err(ClientError::Refused(
            "a bot that sent nothing was refused as too fast".into(),
        )),
    }
}

/// Reads until the move `ply` is heard; a different move, or a refusal other than the rate
/// limit's, is an error.
async fn expect_move(
    client: &mut Client,
    ply: u32,
    mv: Move,
    deadline: Instant,
) -> Result<Heard, ClientError> {
    match next(client, deadline).await? {
        ServerMessage::Moved {
            ply: heard,
            mv: heard_mv,
            ..
        } if heard == ply && heard_mv == mv => Ok(Heard::Moved),
        ServerMessage::Error {
            code: ErrorCode::RateLimited,
            ..
        } => Ok(Heard::TooFast),
        other => Err(unexpected(&format!("move {ply} ({mv})"), other)),
    }
}

/// How many of the leading moves `acknowledged` and `kept` share.
pub(super) fn common(acknowledged: &[Move], kept: &[Move]) -> usize {
    acknowledged
        .iter()
        .zip(kept)
        .take_while(|(a, k)| a == k)
        .count()
}

/// The acknowledged moves that `kept` does not hold where they were played: every one from the
/// first difference on (a kept game that went another way lost them all).
pub(super) fn lost(acknowledged: &[Move], kept: &[Move]) -> u64 {
    (acknowledged.len() - common(acknowledged, kept)) as u64
}

/// Both bots connect again and take their seats back, trying until the deadline while the
/// server cannot be reached (or refuses the socket); the game as the server kept it. A server
/// that answers with a refusal stops the game at once; at the deadline, the last failed try is
/// the error (a server that failed every try is not a slow one).
async fn rejoin(bots: &mut [Bot; 2], plan: &Plan) -> Result<GameState, ClientError> {
    let mut state = None;
    for bot in bots.iter_mut() {
        let mut last = ClientError::Timeout(Duration::ZERO);
        loop {
            if Instant::now() >= plan.deadline {
                return Err(last);
            }
            match resume(bot, plan).await {
                Ok((client, seat, game)) if seat == bot.seat => {
                    bot.client = client;
                    state = Some(game);
                    break;
                }
                Ok(_) => return Err(ClientError::Refused("the seat came back wrong".into())),
                Err(e) if !went_away(&e) && !matches!(e, ClientError::Connect { .. }) => {
                    return Err(e);
                }
                Err(e) => {
                    last = e;
                    tokio::time::sleep(RETRY).await;
                }
            }
        }
    }
    state.ok_or(ClientError::Closed)
}

/// One try at taking `bot`'s seat back on a new connection.
async fn resume(bot: &Bot, plan: &Plan) -> Result<(Client, Side, GameState), ClientError> {
    let mut client = Client::hello(&plan.server, bot.name).await?;
    client
        .send(&ClientMessage::Resume {
            room: bot.room.clone(),
            token: bot.token.clone(),
        })
        .await?;
    let (_, _, seat, game) = seat_of(&mut client, plan.deadline).await?;
    Ok((client, seat, game))
}

#[cfg(test)]
mod tests {
    use super::{common, lost};
    use crate::engine::Move;
    use crate::engine::notation::parse_moves;

    fn moves(text: &str) -> Vec<Move> {
        parse_moves(text).unwrap()
    }

    #[test]
    fn acknowledged_moves_are_lost_from_the_first_difference_on() {
        let acknowledged = moves("3,4,1");
        assert_eq!(lost(&acknowledged, &moves("3,4,1")), 0);
        assert_eq!(lost(&acknowledged, &moves("3,4,1,6,2")), 0);
        assert_eq!(lost(&acknowledged, &moves("3,4")), 1);
        assert_eq!(lost(&acknowledged, &moves("3,5,1")), 2);
        assert_eq!(lost(&acknowledged, &[]), 3);
        assert_eq!(common(&acknowledged, &moves("3,4,2")), 2);
    }
}
