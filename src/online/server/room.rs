//! One room: a game refereed by the engine, its two seats (each with a player's name and token),
//! the clock, and everyone connected to it (the seated players and the spectators). Every
//! change is committed to the store before anyone hears of it; then all members get it.

use super::members::{Member, Outgoing};
use super::store::{NewGame, Store, Write};
use crate::engine::record::{GameResult, Tags};
use crate::engine::{Game, GameRecord, Move, Outcome, Side};
use crate::online::protocol::{
    ClockSpec, Clocks, EndCause, Ending, ErrorCode, GameState, ServerMessage,
};
use std::sync::Arc;
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

/// A room and its game; shared by the hub and the connections in it.
pub struct Room {
    pub code: String,
    pub quick: bool,
    state: Mutex<RoomState>,
    /// Tells the room's timekeeper that its next deadline may have changed.
    wake: Notify,
    store: Store,
    times: RoomTimes,
}

struct RoomState {
    game: Game,
    clock: Option<ClockSpec>,
    names: [Option<String>; 2],
    tokens: [Option<String>; 2],
    /// Both seats taken: the game has begun.
    live: bool,
    ending: Option<Ending>,
    /// Each seat's time left when the running clock last started.
    left_ms: [u64; 2],
    /// When the running seat's clock started.
    turn_started: Instant,
    /// When each seat's player went away (in a live game).
    away_since: [Option<Instant>; 2],
    members: Vec<Member>,
    rematch: [bool; 2],
    /// When the room opened, closed or its game ended: what its lifetime counts from.
    since: Instant,
    /// Closed before its game began, or given up by the hub.
    closed: bool,
}

/// Both players asked for a rematch: what the hub needs to open it.
pub struct RematchPlan {
    pub rules: crate::engine::RuleSet,
    pub first: Side,
    pub clock: Option<ClockSpec>,
    /// The players' names by their new seats (swapped).
    pub names: [String; 2],
    /// The players' members by their new seats, and the spectators.
    pub players: [Option<Member>; 2],
    pub spectators: Vec<Member>,
}

impl Room {
    /// A new room for `game`, with no one in it yet.
    pub fn new(
        game: &NewGame,
        store: Store,
        times: RoomTimes,
    ) -> Result<Arc<Room>, crate::engine::rules::RuleError> {
        let engine_game = Game::new(game.rules.clone(), game.first)?;
        let left = game.clock.map_or(0, |c| u64::from(c.initial_s) * 1000);
        Ok(Arc::new(Room {
            code: game.code.clone(),
            quick: game.quick,
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
            }),
            wake: Notify::new(),
            store,
            times,
        }))
    }

    /// A room from the store after a restart: its moves replayed, nobody connected, the clock
    /// going on from where the last move left it and both players away from now.
    pub fn restore(
        stored: super::store::StoredGame,
        store: Store,
        times: RoomTimes,
    ) -> Result<Arc<Room>, String> {
        let room = Room::new(&stored.game, store, times).map_err(|e| e.to_string())?;
        {
            let mut state = room.state.try_lock().expect("a new room is not shared yet");
            for (ply, &mv) in stored.moves.iter().enumerate() {
                state
                    .game
                    .play(mv)
                    .map_err(|e| format!("move {}: {e}", ply + 1))?;
            }
            state.names = stored.names;
            state.tokens = stored.tokens;
            state.live = stored.live;
            state.left_ms = stored.left_ms;
            if stored.live {
                state.away_since = [Some(Instant::now()); 2];
            }
        }
        Ok(room)
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

    /// Gives `member` the seat `seat` (free), with the player's `name` and a new token; starts
    /// the game when both seats are taken.
    pub async fn sit(
        self: &Arc<Room>,
        member: Member,
        seat: Side,
        name: String,
    ) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        if state.closed || state.ending.is_some() {
            return Err(no_room());
        }
        if state.names[seat.index()].is_some() {
            return Err(refuse(ErrorCode::NoRoom, "that seat is taken"));
        }
        let token = super::codes::token();
        self.store
            .write(Write::Seat {
                code: self.code.clone(),
                seat,
                name: name.clone(),
                token: token.clone(),
            })
            .await
            .map_err(server_error)?;
        state.names[seat.index()] = Some(name);
        state.tokens[seat.index()] = Some(token);
        self.seat_member(&mut state, member, seat);
        self.start_if_full(&mut state).await
    }

    /// Takes the free seat, or watches when both are taken.
    pub async fn join(self: &Arc<Room>, member: Member, name: String) -> Result<(), Refusal> {
        let free = {
            let state = self.state.lock().await;
            if state.closed {
                return Err(no_room());
            }
            if state.live || state.ending.is_some() {
                None
            } else {
                [Side::South, Side::North]
                    .into_iter()
                    .find(|s| state.names[s.index()].is_none())
            }
        };
        match free {
            Some(seat) => self.sit(member, seat, name).await,
            None => self.watch(member).await,
        }
    }

    /// Adds a spectator.
    pub async fn watch(&self, member: Member) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        if state.closed {
            return Err(no_room());
        }
        let conn = member.conn;
        state.members.push(member);
        let game = state.snapshot();
        state.send_to(
            conn,
            ServerMessage::Watching {
                room: self.code.clone(),
                game,
            },
        );
        Ok(())
    }

    /// Gives a seat back to the holder of its token; an older connection on that seat is
    /// let go.
    pub async fn resume(&self, member: Member, token: &str) -> Result<Side, Refusal> {
        let mut state = self.state.lock().await;
        if state.closed {
            return Err(no_room());
        }
        let seat = [Side::South, Side::North]
            .into_iter()
            .find(|s| {
                state.tokens[s.index()]
                    .as_deref()
                    .is_some_and(|t| same_token(t, token))
            })
            .ok_or_else(|| refuse(ErrorCode::BadToken, "that token holds no seat in this room"))?;
        let before: Vec<u64> = state
            .members
            .iter()
            .filter(|m| m.seat == Some(seat))
            .map(|m| m.conn)
            .collect();
        for conn in before {
            state.let_go(
                conn,
                "your seat was taken back by another connection with its token",
            );
        }
        let conn = member.conn;
        let was_away = state.away_since[seat.index()].take().is_some();
        self.seat_member(&mut state, member, seat);
        if was_away {
            state.send_all_but(conn, &ServerMessage::Back { seat });
        }
        self.wake.notify_one();
        Ok(seat)
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
        if state.clock.is_some() && state.time_left(seat, now) == 0 {
            self.finish(&mut state, EndCause::Flag, Some(seat.other()))
                .await;
            return Err(refuse(ErrorCode::GameOver, "your time ran out"));
        }
        let before = (state.left_ms, state.turn_started);
        state
            .game
            .play(mv)
            .map_err(|e| refuse(ErrorCode::Illegal, e.to_string()))?;
        if let Some(clock) = state.clock {
            let left = state.time_left(seat, now) + u64::from(clock.increment_s) * 1000;
            state.left_ms[seat.index()] = left;
            state.turn_started = now;
        }
        let write = Write::Move {
            code: self.code.clone(),
            ply,
            mv,
            left_ms: state.left_ms,
        };
        if let Err(e) = self.store.write(write).await {
            state.game.undo();
            (state.left_ms, state.turn_started) = before;
            return Err(server_error(e));
        }
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

    /// The member asks for a rematch; when both players have, the plan for the new room.
    pub async fn rematch(&self, conn: u64) -> Result<Option<RematchPlan>, Refusal> {
        let mut state = self.state.lock().await;
        let seat = state.seat_held(conn)?;
        if state.ending.is_none() {
            return Err(refuse(
                ErrorCode::NotStarted,
                "a rematch comes after the game",
            ));
        }
        state.rematch[seat.index()] = true;
        if !state.rematch[seat.other().index()] {
            state.send_all_but(conn, &ServerMessage::RematchAsked { seat });
            return Ok(None);
        }
        let mut players = [None, None];
        let mut spectators = Vec::new();
        for member in std::mem::take(&mut state.members) {
            match member.seat {
                Some(old) => {
                    let new = old.other();
                    players[new.index()] = Some(member.unseated());
                }
                None => spectators.push(member),
            }
        }
        let names = [
            state.names[1].clone().unwrap_or_default(),
            state.names[0].clone().unwrap_or_default(),
        ];
        state.closed = true;
        Ok(Some(RematchPlan {
            rules: state.game.rules().clone(),
            first: state.game.first(),
            clock: state.clock,
            names,
            players,
            spectators,
        }))
    }

    /// A connection leaves: a seat in a live game waits for its player (who may resume); a
    /// room whose game has not begun closes when its seated player leaves.
    pub async fn leave(&self, conn: u64, dropped: bool) {
        let mut state = self.state.lock().await;
        let Some(index) = state.members.iter().position(|m| m.conn == conn) else {
            return;
        };
        let member = state.members.remove(index);
        let Some(seat) = member.seat else {
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
    }

    /// Closes a room whose game never began; anyone still in it is told why.
    async fn close(&self, state: &mut RoomState, why: &str) {
        state.closed = true;
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
            })
            .await
            .map_err(server_error)?;
        state.live = true;
        state.turn_started = Instant::now();
        let game = state.snapshot();
        state.send_all(&ServerMessage::Started { game });
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
        let write = Write::Finish {
            code: self.code.clone(),
            ending,
            record: record.clone(),
            left_ms: state.left_ms,
        };
        if let Err(e) = self.store.write(write).await {
            tracing::error!(room = %self.code, "keeping the finished game: {e}");
        }
        tracing::info!(room = %self.code, cause = ?ending.cause, winner = ?ending.winner, "game over");
        state.send_all(&ServerMessage::Over { ending, record });
        self.wake.notify_one();
    }
}

impl RoomState {
    fn snapshot(&self) -> GameState {
        let present = [Side::South, Side::North]
            .map(|seat| self.members.iter().any(|m| m.seat == Some(seat)));
        GameState {
            rules: self.game.rules().clone(),
            first: self.game.first(),
            moves: self.game.moves().collect(),
            names: self.names.clone(),
            present,
            clock: self.clock,
            clocks: self.clocks(),
            ending: self.ending,
        }
    }

    fn clocks(&self) -> Option<Clocks> {
        self.clock?;
        let running = (self.live && self.ending.is_none()).then(|| self.seat_to_move());
        let mut left_ms = self.left_ms;
        if let Some(seat) = running {
            left_ms[seat.index()] = self.time_left(seat, Instant::now());
        }
        Some(Clocks { left_ms, running })
    }

    /// The seat whose decision it is.
    fn seat_to_move(&self) -> Side {
        let pos = self.game.position();
        pos.seat_of(pos.to_move())
    }

    /// `seat`'s time left at `now` (its clock runs when it is to move in a live game).
    fn time_left(&self, seat: Side, now: Instant) -> u64 {
        let left = self.left_ms[seat.index()];
        if self.live && self.ending.is_none() && self.seat_to_move() == seat {
            let spent = now.saturating_duration_since(self.turn_started).as_millis() as u64;
            left.saturating_sub(spent)
        } else {
            left
        }
    }

    fn next_deadline(&self, times: &RoomTimes) -> Instant {
        let far = Instant::now() + std::time::Duration::from_secs(3600);
        if self.live {
            if self.clock.is_some() {
                let seat = self.seat_to_move();
                let left = self.left_ms[seat.index()];
                return self.turn_started + std::time::Duration::from_millis(left);
            }
            far
        } else {
            (self.since + times.open_for).min(far)
        }
    }

    /// The seat connection `conn` holds, or the refusal for a spectator.
    fn seat_held(&self, conn: u64) -> Result<Side, Refusal> {
        self.seat_of(conn).ok_or_else(|| {
            refuse(
                ErrorCode::NotSeated,
                "you are watching this game, not playing it",
            )
        })
    }

    fn not_over(&self) -> Result<(), Refusal> {
        match self.ending {
            Some(_) => Err(refuse(ErrorCode::GameOver, "the game is over")),
            None => Ok(()),
        }
    }

    fn seat_of(&self, conn: u64) -> Option<Side> {
        self.members
            .iter()
            .find(|m| m.conn == conn)
            .and_then(|m| m.seat)
    }

    fn send_to(&mut self, conn: u64, message: ServerMessage) {
        let text = Outgoing::text(&message);
        self.members
            .retain(|m| m.conn != conn || m.send(Outgoing::Text(text.clone())));
    }

    fn send_all(&mut self, message: &ServerMessage) {
        let text = Outgoing::text(message);
        // A member whose outbox is full (a connection that reads nothing) is let go.
        self.members
            .retain(|m| m.send(Outgoing::Text(text.clone())));
    }

    fn send_all_but(&mut self, conn: u64, message: &ServerMessage) {
        let text = Outgoing::text(message);
        self.members
            .retain(|m| m.conn == conn || m.send(Outgoing::Text(text.clone())));
    }

    /// Tells a member why it leaves the room and removes it.
    fn let_go(&mut self, conn: u64, why: &str) {
        if let Some(index) = self.members.iter().position(|m| m.conn == conn) {
            let member = self.members.remove(index);
            member.send(Outgoing::Left(why.to_string()));
        }
    }

    fn let_all_go(&mut self, why: &str) {
        for member in std::mem::take(&mut self.members) {
            member.send(Outgoing::Left(why.to_string()));
        }
    }

    /// The game's record: the players, the date, and how it ended.
    fn record(&self, ending: Ending) -> GameRecord {
        let mut tags = Tags {
            south: self.names[0].clone(),
            north: self.names[1].clone(),
            date: Some(crate::engine::record::today()),
            result: GameResult::of(self.game.position()),
            other: Default::default(),
        };
        if ending.cause != EndCause::Rules {
            tags.result = Some(GameResult::Abandoned);
            let loser = ending.winner.map(Side::other);
            let how = match (ending.cause, loser) {
                (EndCause::Resigned, Some(seat)) => format!("{seat} resigned"),
                (EndCause::Flag, Some(seat)) => format!("{seat} ran out of time"),
                (EndCause::Abandoned, Some(seat)) => format!("{seat} left the game"),
                _ => "ended".to_string(),
            };
            tags.other.insert("Termination".into(), how);
            if let Some(winner) = ending.winner {
                tags.other.insert("Winner".into(), winner.to_string());
            }
        }
        GameRecord {
            tags,
            ..self.game.record()
        }
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

fn server_error(e: super::store::StoreError) -> Refusal {
    tracing::error!("{e}");
    refuse(
        ErrorCode::Server,
        "the server could not keep that; nothing changed, try again",
    )
}
