//! One room: a game refereed by the engine, its two seats (each with a player's name, token
//! and rating), the clock, and everyone connected to it (the seated players and the
//! spectators). Every change is committed to the store before anyone hears of it; then all
//! members get it. A public room stands in the lobby while it waits; the requests across the
//! table are in `requests.rs`.

mod asked;
mod rematch;
mod requests;
mod seats;
mod state;

pub use rematch::RematchPlan;

use super::lobby::Lobby;
use super::members::Member;
use super::store::{NewGame, Store, StoreError, Write};
use crate::engine::{Game, Move, Outcome, Side};
use crate::online::protocol::{EndCause, Ending, ErrorCode, ServerMessage};
use state::RoomState;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::sync::{Mutex, Notify};
use tokio::time::Instant;

/// A refusal: the code and the words for the one client.
pub type Refusal = (ErrorCode, String);

fn refuse(code: ErrorCode, words: impl Into<String>) -> Refusal {
    (code, words.into())
}

/// What the room needs of the server's settings.
#[derive(Clone, Copy, Debug)]
pub struct RoomTimes {
    /// How long a seat may be empty in a live game before the other may claim the win.
    pub grace: std::time::Duration,
    /// How long a room whose game has not begun waits for its second player.
    pub open_for: std::time::Duration,
    /// How long a finished room stays for a rematch.
    pub over_for: std::time::Duration,
}

/// Who takes a seat: the player's name, and record if the player has a key.
#[derive(Clone, Debug)]
pub struct Sitter {
    pub name: String,
    pub player: Option<i64>,
}

/// A room and its game; shared by the hub and the connections in it.
pub struct Room {
    pub code: String,
    pub quick: bool,
    /// Listed in the lobby while it waits.
    pub public: bool,
    pub rated: bool,
    /// The rating pool of its game (`pools.rs`).
    pub pool: String,
    /// Waiting for its second player (not begun, not closed): read without the lock, by the
    /// hub counting an address's waiting rooms.
    waiting: AtomicBool,
    state: Mutex<RoomState>,
    /// Tells the room's timekeeper that its next deadline may have changed.
    wake: Notify,
    store: Store,
    times: RoomTimes,
    lobby: Arc<Lobby>,
}

impl Room {
    /// A new room for `game`, with no one in it yet.
    pub fn new(
        game: &NewGame,
        store: Store,
        times: RoomTimes,
        lobby: Arc<Lobby>,
    ) -> Result<Arc<Room>, crate::engine::rules::RuleError> {
        let engine_game = Game::new(game.rules.clone(), game.first)?;
        let left = game.clock.map_or(0, |c| u64::from(c.initial_s) * 1000);
        Ok(Arc::new(Room {
            code: game.code.clone(),
            quick: game.quick,
            public: game.public,
            rated: game.rated,
            pool: super::pools::pool(&game.rules, game.clock),
            waiting: AtomicBool::new(true),
            state: Mutex::new(RoomState {
                game: engine_game,
                clock: game.clock,
                names: [None, None],
                tokens: [None, None],
                live: false,
                ending: None,
                left_ms: [left, left],
                turn_started: Instant::now(),
                away_since: [None, None],
                members: Vec::new(),
                rematch: [false, false],
                since: Instant::now(),
                closed: false,
                record_text: None,
                readings: Vec::new(),
                players: [None, None],
                ratings: [None, None],
                rating_changes: None,
                requests: asked::Requests::default(),
                rated: game.rated,
            }),
            wake: Notify::new(),
            store,
            times,
            lobby,
        }))
    }

    /// A room from the store: its moves replayed and nobody connected. A game that was
    /// going on (after a restart) has its clock charged for what the mover had thought before
    /// the server stopped, and both players away from now; a finished game keeps its ending
    /// and record, answered to whoever comes with its code.
    pub fn restore(
        stored: super::store::StoredGame,
        store: Store,
        times: RoomTimes,
        lobby: Arc<Lobby>,
    ) -> Result<Arc<Room>, StoreError> {
        let corrupt = |why: String| StoreError::Corrupt {
            code: stored.game.code.clone(),
            why,
        };
        let room =
            Room::new(&stored.game, store, times, lobby).map_err(|e| corrupt(e.to_string()))?;
        {
            let mut state = room.state.try_lock().expect("a new room is not shared yet");
            for (ply, &mv) in stored.moves.iter().enumerate() {
                state
                    .game
                    .play(mv)
                    .map_err(|e| corrupt(format!("move {}: {e}", ply + 1)))?;
            }
            // The readings kept from the first move on (a store from before readings has none).
            state.readings = stored.readings.iter().map_while(|r| *r).collect();
            state.names = stored.names;
            state.tokens = stored.tokens;
            state.players = stored.players;
            state.ratings = stored.ratings;
            state.rating_changes = stored.rating_changes;
            state.live = stored.live;
            state.left_ms = stored.left_ms;
            if let Some((ending, record)) = stored.finished {
                state.ending = Some(ending);
                state.record_text = Some(record);
            } else if stored.live {
                if state.clock.is_some() {
                    let seat = state.seat_to_move();
                    let left = &mut state.left_ms[seat.index()];
                    *left = left.saturating_sub(stored.thought_ms);
                }
                state.away_since = [Some(Instant::now()); 2];
            }
            room.waiting.store(state.is_waiting(), Ordering::Relaxed);
            room.list(&state);
        }
        Ok(room)
    }

    /// Whether the room waits for its second player (its game has not begun, it is open).
    pub fn is_waiting(&self) -> bool {
        self.waiting.load(Ordering::Relaxed)
    }

    /// Whether a new player could take a seat now (a quick match looks for such a room).
    pub async fn has_free_seat(&self) -> bool {
        let state = self.state.lock().await;
        !state.closed && !state.live && state.names.iter().any(Option::is_none)
    }

    /// Whether the hub may forget the room: closed, or over and past its time for a rematch.
    pub async fn is_gone(&self) -> bool {
        let state = self.state.lock().await;
        state.closed || (state.ending.is_some() && state.since.elapsed() >= self.times.over_for)
    }

    /// Sends the member the room's whole game again, as when it entered: `seated` with its
    /// token to a seat's player, `watching` to a spectator.
    pub async fn sync(&self, conn: u64) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        let game = state.snapshot();
        let message = match state.seat_of(conn) {
            Some(seat) => ServerMessage::Seated {
                room: self.code.clone(),
                seat,
                token: state.tokens[seat.index()].clone().unwrap_or_default(),
                game,
            },
            None => ServerMessage::Watching {
                room: self.code.clone(),
                game,
            },
        };
        state.send_to(conn, message);
        Ok(())
    }

    /// Plays `mv` for the member's seat as decision `ply`.
    pub async fn play(&self, conn: u64, seat: Side, ply: u32, mv: Move) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        let holds = state.seat_held(conn)?;
        if holds != seat {
            return Err(refuse(
                ErrorCode::WrongSeat,
                format!("you play the {holds} seat, not {seat}"),
            ));
        }
        state.not_over()?;
        if !state.live {
            return Err(refuse(
                ErrorCode::NotStarted,
                "the game begins when the other seat is taken",
            ));
        }
        let played = state.game.moves().len();
        if ply as usize != played {
            return Err(refuse(
                ErrorCode::Stale,
                format!("that move is for decision {ply}, but {played} have been played"),
            ));
        }
        let to_move = state.seat_to_move();
        if to_move != seat {
            return Err(refuse(
                ErrorCode::NotYourTurn,
                format!("it is the {to_move} seat's turn"),
            ));
        }
        let now = Instant::now();
        // The mover's time is read while its clock still runs, before the move hands the
        // turn over.
        let left = state.time_left(seat, now);
        if state.clock.is_some() && left == 0 {
            self.finish(&mut state, EndCause::Flag, Some(seat.other()))
                .await;
            return Err(refuse(ErrorCode::GameOver, "your time ran out"));
        }
        let before = (state.left_ms, state.turn_started);
        state
            .game
            .play(mv)
            .map_err(|e| refuse(ErrorCode::Illegal, e.to_string()))?;
        let mut reading_ms = None;
        if let Some(clock) = state.clock {
            let after = left + u64::from(clock.increment_s) * 1000;
            state.left_ms[seat.index()] = after;
            state.turn_started = now;
            reading_ms = Some(after);
        }
        let write = Write::Move {
            code: self.code.clone(),
            ply,
            mv,
            left_ms: state.left_ms,
            at_ms: super::codes::now_ms(),
            reading_ms,
        };
        if let Err(e) = self.store.write(write).await {
            state.game.undo();
            (state.left_ms, state.turn_started) = before;
            return Err(server_error(e));
        }
        // Readings are kept only from the first move on, so each stands for its decision.
        if let Some(ms) = reading_ms
            && state.readings.len() == ply as usize
        {
            state.readings.push(ms);
        }
        // A move withdraws any request still unanswered.
        state.requests.withdraw();
        tracing::debug!(room = %self.code, ply, %seat, %mv, "move kept");
        let clocks = state.clocks();
        state.send_all(&ServerMessage::Moved {
            ply,
            seat,
            mv,
            clocks,
        });
        if let Some(outcome) = state.game.position().outcome() {
            let winner = match outcome {
                Outcome::Win(side) => Some(state.game.position().seat_of(side)),
                Outcome::Draw => None,
            };
            self.finish(&mut state, EndCause::Rules, winner).await;
        }
        self.wake.notify_one();
        Ok(())
    }

    /// The member's seat gives up the game (or, before it began, leaves the room).
    pub async fn resign(&self, conn: u64) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        let seat = state.seat_held(conn)?;
        state.not_over()?;
        if !state.live {
            return Err(refuse(
                ErrorCode::NotStarted,
                "the game has not begun: leave the room instead",
            ));
        }
        self.finish(&mut state, EndCause::Resigned, Some(seat.other()))
            .await;
        Ok(())
    }

    /// The member claims the game: the other seat has been away past the grace period.
    pub async fn claim(&self, conn: u64) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        let seat = state.seat_held(conn)?;
        state.not_over()?;
        let Some(since) = state.away_since[seat.other().index()] else {
            return Err(refuse(ErrorCode::TooEarly, "your opponent is here"));
        };
        let waited = since.elapsed();
        if waited < self.times.grace {
            let left = (self.times.grace - waited).as_secs() + 1;
            return Err(refuse(
                ErrorCode::TooEarly,
                format!("your opponent may still come back: claim in {left} s"),
            ));
        }
        self.finish(&mut state, EndCause::Abandoned, Some(seat))
            .await;
        Ok(())
    }

    /// A connection leaves: a seat in a live game waits for its player (who may resume); a
    /// room whose game has not begun closes when its seated player leaves, and leaves the
    /// lobby while they are away when their connection dropped.
    pub async fn leave(&self, conn: u64, dropped: bool) {
        let mut state = self.state.lock().await;
        let Some(index) = state.members.iter().position(|m| m.conn == conn) else {
            return;
        };
        let member = state.members.remove(index);
        let Some(seat) = member.seat else {
            let count = state.spectators();
            state.send_all(&ServerMessage::Spectators { count });
            return;
        };
        if state.members.iter().any(|m| m.seat == Some(seat)) {
            return;
        }
        if state.live && state.ending.is_none() {
            state.away_since[seat.index()] = Some(Instant::now());
            let claim_in_s = self.times.grace.as_secs();
            state.send_all(&ServerMessage::Away { seat, claim_in_s });
            self.wake.notify_one();
        } else if !state.live && !state.closed && (!dropped || self.quick) {
            // A room left on purpose, or a quick match's seeker gone: nobody is waited for.
            self.close(&mut state, "its player left before the game began")
                .await;
        } else if !state.live && !state.closed {
            // Its creator may take the seat back with the token; until then nobody could play.
            self.lobby.gone(&self.code);
        }
    }

    /// Keeps the room's time: a flag falls when a clock runs out; a room waiting too long is
    /// closed. Runs until the hub forgets the room.
    pub async fn keep_time(self: Arc<Room>) {
        loop {
            let deadline = {
                let state = self.state.lock().await;
                if state.closed || state.ending.is_some() {
                    return;
                }
                state.next_deadline(&self.times)
            };
            tokio::select! {
                _ = tokio::time::sleep_until(deadline) => {}
                _ = self.wake.notified() => continue,
            }
            let mut state = self.state.lock().await;
            let now = Instant::now();
            if state.closed || state.ending.is_some() {
                return;
            }
            if state.live && state.clock.is_some() {
                let seat = state.seat_to_move();
                if state.time_left(seat, now) == 0 {
                    tracing::info!(room = %self.code, %seat, "flag fell");
                    self.finish(&mut state, EndCause::Flag, Some(seat.other()))
                        .await;
                    return;
                }
            }
            if !state.live && state.since.elapsed() >= self.times.open_for {
                self.close(&mut state, "the room waited too long for a second player")
                    .await;
                return;
            }
        }
    }

    /// Puts `member` on `seat` (whose token is set) and tells it so, with the whole game.
    fn seat_member(&self, state: &mut RoomState, member: Member, seat: Side) {
        let conn = member.conn;
        state.members.push(member.seated(seat));
        let game = state.snapshot();
        let token = state.tokens[seat.index()].clone().unwrap_or_default();
        state.send_to(
            conn,
            ServerMessage::Seated {
                room: self.code.clone(),
                seat,
                token,
                game,
            },
        );
        state.send_ending(conn);
    }

    /// Closes a room whose game never began; anyone still in it is told why.
    async fn close(&self, state: &mut RoomState, why: &str) {
        state.closed = true;
        self.waiting.store(false, Ordering::Relaxed);
        self.lobby.gone(&self.code);
        state.since = Instant::now();
        let write = Write::Close {
            code: self.code.clone(),
        };
        if let Err(e) = self.store.write(write).await {
            tracing::warn!(room = %self.code, "closing the room: {e}");
        }
        state.let_all_go(why);
        tracing::info!(room = %self.code, "room closed: {why}");
    }

    /// Starts the game when both seats are taken.
    async fn start_if_full(&self, state: &mut RoomState) -> Result<(), Refusal> {
        if state.live || state.names.iter().any(Option::is_none) {
            return Ok(());
        }
        self.store
            .write(Write::Start {
                code: self.code.clone(),
                left_ms: state.left_ms,
                at_ms: super::codes::now_ms(),
            })
            .await
            .map_err(server_error)?;
        state.live = true;
        self.waiting.store(false, Ordering::Relaxed);
        self.lobby.gone(&self.code);
        state.turn_started = Instant::now();
        let game = state.snapshot();
        state.send_all(&ServerMessage::Started { game });
        // A seat whose player's connection went before the game began (the creator, joined by
        // the code) is away from now: it may come back, or be claimed after the grace period.
        for seat in [Side::South, Side::North] {
            if !state.members.iter().any(|m| m.seat == Some(seat)) {
                state.away_since[seat.index()] = Some(Instant::now());
                let claim_in_s = self.times.grace.as_secs();
                state.send_all(&ServerMessage::Away { seat, claim_in_s });
            }
        }
        tracing::info!(room = %self.code, rules = %state.game.rules().name, "game started");
        self.wake.notify_one();
        Ok(())
    }

    /// Ends the game: stops the clock, keeps the record, tells everyone.
    async fn finish(&self, state: &mut RoomState, cause: EndCause, winner: Option<Side>) {
        let ending = Ending { cause, winner };
        let now = Instant::now();
        if state.clock.is_some() && state.live {
            let seat = state.seat_to_move();
            state.left_ms[seat.index()] = state.time_left(seat, now);
        }
        state.ending = Some(ending);
        state.since = now;
        let record = state.record(ending).to_text();
        state.record_text = Some(record.clone());
        state.requests.withdraw();
        let write = Write::Finish {
            code: self.code.clone(),
            ending,
            record: record.clone(),
            left_ms: state.left_ms,
            players: state.players,
            pool: self.rated.then(|| self.pool.clone()),
        };
        match self.store.write(write).await {
            Ok(changes) => state.rating_changes = changes,
            Err(e) => tracing::error!(room = %self.code, "keeping the finished game: {e}"),
        }
        tracing::info!(room = %self.code, cause = ?ending.cause, winner = ?ending.winner, "game over");
        let ratings = state.rating_changes;
        state.send_all(&ServerMessage::Over {
            ending,
            record,
            ratings,
        });
        self.wake.notify_one();
    }
}

/// Tokens compared without stopping at the first difference.
fn same_token(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0, |d, (x, y)| d | (x ^ y)) == 0
}

/// The answer for a code that holds no game: the same for one never given and one gone.
pub fn no_room() -> Refusal {
    refuse(
        ErrorCode::NoRoom,
        "no game with that code (it may have ended)",
    )
}

fn server_error(e: StoreError) -> Refusal {
    tracing::error!("{e}");
    refuse(
        ErrorCode::Server,
        "the server could not keep that; nothing changed, try again",
    )
}
