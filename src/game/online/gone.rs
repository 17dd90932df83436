//! A room gone from this table: the server refused the seat's return (it was restarted without
//! the room, or the token holds nothing there), closed the room, or let the seat go to another
//! table. Nothing more will come from it, so it stays in view marked [`Gone`] (the overlay says
//! so and offers Leave): nobody at this table moves in its game, its clocks stop, and the
//! connection closes instead of waiting. Leave, or a table reopened without its seat, hands the
//! board's seats to the players here ([`hand_to_table`]).

use super::{Gone, Online, Room};
use crate::game::table::{Match, Player};
use crate::online::follow::RoomFacts;
use crate::online::protocol::{ErrorCode, SeatKey, ServerMessage};

/// Whether `message` says the table's room (or the seat kept with the save) is gone. In a
/// room, the table asks for nothing the server refuses with `no_room` or `bad_token` but its
/// seat's return after a dropped connection.
pub(super) fn gone_by(message: &ServerMessage, online: &Online) -> Option<Gone> {
    let in_room = online.room.as_ref().filter(|room| room.gone.is_none());
    match message {
        ServerMessage::Error {
            code: ErrorCode::NoRoom | ErrorCode::BadToken,
            ..
        } if in_room.is_some() || online.resume.is_some() => Some(Gone::FromServer),
        // A seat let go in a game that began was taken back at another table; anything else
        // leaves because the room closed.
        ServerMessage::Left { .. } => in_room.map(|room| {
            if room.facts.seat.is_some() && room.facts.both_seated() {
                Gone::Elsewhere
            } else {
                Gone::FromServer
            }
        }),
        _ => None,
    }
}

impl Online {
    /// Marks the room gone: its game stays on the board, still; the connection closes. A seat
    /// kept with the save whose return was refused becomes a gone room of its own, so the
    /// reopened game shows why nobody moves in it. Whether a room is marked (none is when the
    /// kept seat's game is no longer on the board).
    pub(super) fn room_gone(&mut self, why: Gone, m: &mut Match) -> bool {
        if self.room.is_none()
            && let Some(key) = self.resume.take()
            && m.has_remote()
        {
            self.room = Some(Room::kept(key, &self.name, m.game().moves().len()));
        }
        let Some(room) = self.room.as_mut() else {
            return false;
        };
        room.gone = Some(why);
        room.facts.away = None;
        room.facts.pending.clear();
        room.incoming.clear();
        room.facts.rematch_asked = false;
        room.facts.stop_clocks();
        if !m.is_replay() && m.outcome().is_none() {
            m.set_players([Player::Remote; 2]);
        }
        self.resume = None;
        self.disconnect();
        self.notice = None;
        true
    }

    /// Whether the table is already in room `code` (or holds a seat in it kept with the save):
    /// the server's game there is the board's, caught up rather than started again.
    pub(super) fn in_room(&self, code: &str) -> bool {
        let room = self
            .room
            .as_ref()
            .is_some_and(|room| room.facts.code == code);
        room || self.resume.as_ref().is_some_and(|key| key.room == code)
    }
}

impl Room {
    /// The room of a seat kept with the save, known by its key alone, agreeing with the
    /// board's `plies` decisions.
    fn kept(key: SeatKey, name: &str, plies: usize) -> Room {
        let mut names = [None, None];
        names[key.seat.index()] = Some(name.to_string());
        Room {
            facts: RoomFacts {
                code: key.room,
                seat: Some(key.seat),
                token: Some(key.token),
                names,
                ..RoomFacts::default()
            },
            synced: plies,
            ..Room::default()
        }
    }
}

/// The board's game becomes this table's own: the seats played from another table are played
/// here (a game over or a replay is left as it is).
pub(super) fn hand_to_table(m: &mut Match) {
    if m.has_remote() && !m.is_replay() && m.outcome().is_none() {
        m.set_players(m.settings().players.map(Player::here));
    }
}
