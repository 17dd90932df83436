//! A room's state under its lock: the game, the seats, the clock and the members, and what
//! the room asks of it (the snapshot a client gets, the clocks, the seat to move, sending to
//! its members, the record of an ended game, with the clock's readings).

use super::super::members::{Member, Outgoing};
use super::{Refusal, refuse};
use crate::engine::record::{GameResult, Tags, clock};
use crate::engine::{Game, GameRecord, Side};
use crate::online::protocol::{
    ClockSpec, Clocks, EndCause, Ending, ErrorCode, GameState, Rating, RatingChange, ServerMessage,
};
use tokio::time::Instant;

pub(super) struct RoomState {
    pub(super) game: Game,
    pub(super) clock: Option<ClockSpec>,
    pub(super) names: [Option<String>; 2],
    pub(super) tokens: [Option<String>; 2],
    /// Both seats taken: the game has begun.
    pub(super) live: bool,
    pub(super) ending: Option<Ending>,
    /// Each seat's time left when the running clock last started.
    pub(super) left_ms: [u64; 2],
    /// When the running seat's clock started.
    pub(super) turn_started: Instant,
    /// When each seat's player went away (in a live game).
    pub(super) away_since: [Option<Instant>; 2],
    pub(super) members: Vec<Member>,
    pub(super) rematch: [bool; 2],
    /// When the room opened, closed or its game ended: what its lifetime counts from.
    pub(super) since: Instant,
    /// Closed before its game began, or given up by the hub.
    pub(super) closed: bool,
    /// The ended game's text record, for whoever comes to the room after its end.
    pub(super) record_text: Option<String>,
    /// The mover's time left after each move, in a game with a clock (for the record).
    pub(super) readings: Vec<u64>,
    /// Each seat's player record (a player with a key) and rating in the game's pool.
    pub(super) players: [Option<i64>; 2],
    pub(super) ratings: [Option<Rating>; 2],
    /// What the ended rated game did to the ratings.
    pub(super) rating_changes: Option<[RatingChange; 2]>,
    /// The draw offer and take-back request waiting for an answer.
    pub(super) requests: super::asked::Requests,
    /// Whether the game changes the players' ratings.
    pub(super) rated: bool,
}

impl RoomState {
    pub(super) fn snapshot(&self) -> GameState {
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
            rated: self.rated,
            ratings: self.ratings,
            spectators: self.spectators(),
            draw_offered: self.requests.draw,
            take_back_asked: self.requests.take_back,
        }
    }

    /// How many watch the game.
    pub(super) fn spectators(&self) -> u32 {
        self.members.iter().filter(|m| m.seat.is_none()).count() as u32
    }

    pub(super) fn clocks(&self) -> Option<Clocks> {
        self.clock?;
        let running = (self.live && self.ending.is_none()).then(|| self.seat_to_move());
        let mut left_ms = self.left_ms;
        if let Some(seat) = running {
            left_ms[seat.index()] = self.time_left(seat, Instant::now());
        }
        Some(Clocks { left_ms, running })
    }

    /// The seat whose decision it is.
    pub(super) fn seat_to_move(&self) -> Side {
        let pos = self.game.position();
        pos.seat_of(pos.to_move())
    }

    /// `seat`'s time left at `now` (its clock runs when it is to move in a live game).
    pub(super) fn time_left(&self, seat: Side, now: Instant) -> u64 {
        let left = self.left_ms[seat.index()];
        if self.live && self.ending.is_none() && self.seat_to_move() == seat {
            let spent = now.saturating_duration_since(self.turn_started).as_millis() as u64;
            left.saturating_sub(spent)
        } else {
            left
        }
    }

    pub(super) fn next_deadline(&self, times: &super::RoomTimes) -> Instant {
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
    pub(super) fn seat_held(&self, conn: u64) -> Result<Side, Refusal> {
        self.seat_of(conn).ok_or_else(|| {
            refuse(
                ErrorCode::NotSeated,
                "you are watching this game, not playing it",
            )
        })
    }

    pub(super) fn not_over(&self) -> Result<(), Refusal> {
        match self.ending {
            Some(_) => Err(refuse(ErrorCode::GameOver, "the game is over")),
            None => Ok(()),
        }
    }

    pub(super) fn seat_of(&self, conn: u64) -> Option<Side> {
        self.members
            .iter()
            .find(|m| m.conn == conn)
            .and_then(|m| m.seat)
    }

    pub(super) fn send_to(&mut self, conn: u64, message: ServerMessage) {
        let text = Outgoing::text(&message);
        self.members
            .retain(|m| m.conn != conn || m.send(Outgoing::Text(text.clone())));
    }

    pub(super) fn send_all(&mut self, message: &ServerMessage) {
        let text = Outgoing::text(message);
        // A member whose outbox is full (a connection that reads nothing) is let go.
        self.members
            .retain(|m| m.send(Outgoing::Text(text.clone())));
    }

    pub(super) fn send_all_but(&mut self, conn: u64, message: &ServerMessage) {
        let text = Outgoing::text(message);
        self.members
            .retain(|m| m.conn == conn || m.send(Outgoing::Text(text.clone())));
    }

    /// Whether the room waits for its second player.
    pub(super) fn is_waiting(&self) -> bool {
        !self.live && !self.closed
    }

    /// Tells `conn`, who has just come in, how the game ended (if it has).
    pub(super) fn send_ending(&mut self, conn: u64) {
        if let (Some(ending), Some(record)) = (self.ending, self.record_text.clone()) {
            let ratings = self.rating_changes;
            self.send_to(
                conn,
                ServerMessage::Over {
                    ending,
                    record,
                    ratings,
                },
            );
        }
    }

    /// Tells a member why it leaves the room and removes it.
    pub(super) fn let_go(&mut self, conn: u64, why: &str) {
        if let Some(index) = self.members.iter().position(|m| m.conn == conn) {
            let member = self.members.remove(index);
            member.send(Outgoing::Left(why.to_string()));
        }
    }

    pub(super) fn let_all_go(&mut self, why: &str) {
        for member in std::mem::take(&mut self.members) {
            member.send(Outgoing::Left(why.to_string()));
        }
    }

    /// The game's record: the players, the date, and how it ended.
    pub(super) fn record(&self, ending: Ending) -> GameRecord {
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
                (EndCause::Aborted, _) => "aborted".to_string(),
                (EndCause::Agreed, _) => "draw agreed".to_string(),
                _ => "ended".to_string(),
            };
            tags.other.insert("Termination".into(), how);
            if let Some(winner) = ending.winner {
                tags.other.insert("Winner".into(), winner.to_string());
            }
        }
        if let Some(clock) = self.clock {
            let control = format!("{}+{}", clock.initial_s, clock.increment_s);
            tags.other.insert(clock::TIME_CONTROL.into(), control);
            if !self.readings.is_empty() {
                let readings: Vec<String> =
                    self.readings.iter().map(|&ms| clock::reading(ms)).collect();
                tags.other.insert(clock::CLOCK.into(), readings.join(" "));
            }
        }
        GameRecord {
            tags,
            ..self.game.record()
        }
    }
}
