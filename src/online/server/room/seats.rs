//! Taking a seat and watching: a seat for a player (a rated game's only for a player with a
//! key, and not the other seat's), the free seat for one who joins, a spectator, a seat taken
//! back with its token; and a public room's line in the lobby while it waits with its creator
//! there.

use super::super::members::Member;
use super::state::RoomState;
use super::{Refusal, Room, Sitter, no_room, refuse, same_token, server_error};
use crate::engine::Side;
use crate::online::protocol::{ErrorCode, LobbyGame, ServerMessage};
use crate::online::server::store::Write;
use std::sync::Arc;

impl Room {
    /// Puts a public room whose creator waits for a second player in the lobby, while the
    /// creator's connection is there: one who joined a room whose creator had gone would sit
    /// down to a game nobody plays in (`leave` takes it out; taking the seat back lists it).
    pub(super) fn list(&self, state: &RoomState) {
        let seated = state.names.iter().filter(|n| n.is_some()).count();
        if !self.public || !state.is_waiting() || seated != 1 {
            return;
        }
        let Some(seated) = [Side::South, Side::North]
            .into_iter()
            .find(|s| state.names[s.index()].is_some())
        else {
            return;
        };
        if !state.members.iter().any(|m| m.seat == Some(seated)) {
            return;
        }
        self.lobby.open(LobbyGame {
            room: self.code.clone(),
            rules: state.game.rules().clone(),
            first: state.game.first(),
            seat: seated.other(),
            clock: state.clock,
            rated: self.rated,
            name: state.names[seated.index()].clone().unwrap_or_default(),
            rating: state.ratings[seated.index()],
        });
    }

    /// A rated game's seat needs a player with a key, and another than the other seat's.
    fn may_sit(&self, state: &RoomState, seat: Side, sitter: &Sitter) -> Result<(), Refusal> {
        if !self.rated {
            return Ok(());
        }
        match sitter.player {
            None => Err(refuse(
                ErrorCode::Rated,
                "a rated game needs a player key: say hello with your key",
            )),
            Some(id) if state.players[seat.other().index()] == Some(id) => Err(refuse(
                ErrorCode::Rated,
                "you cannot play yourself in a rated game",
            )),
            Some(_) => Ok(()),
        }
    }

    /// Gives `member` the seat `seat` (free), with the player's name, rating and a new token;
    /// starts the game when both seats are taken.
    pub async fn sit(
        self: &Arc<Room>,
        member: Member,
        seat: Side,
        sitter: Sitter,
    ) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        if state.closed || state.ending.is_some() {
            return Err(no_room());
        }
        if state.names[seat.index()].is_some() {
            return Err(refuse(ErrorCode::NoRoom, "that seat is taken"));
        }
        self.may_sit(&state, seat, &sitter)?;
        let rating = match sitter.player {
            Some(id) => Some(
                self.store
                    .rating(id, &self.pool)
                    .await
                    .map_err(server_error)?,
            ),
            None => None,
        };
        let token = crate::online::server::codes::token();
        self.store
            .write(Write::Seat {
                code: self.code.clone(),
                seat,
                name: sitter.name.clone(),
                token: token.clone(),
                player: sitter.player,
            })
            .await
            .map_err(server_error)?;
        state.names[seat.index()] = Some(sitter.name);
        state.tokens[seat.index()] = Some(token);
        state.players[seat.index()] = sitter.player;
        state.ratings[seat.index()] = rating;
        self.seat_member(&mut state, member, seat);
        self.list(&state);
        self.start_if_full(&mut state).await
    }

    /// Takes the free seat, or watches when both are taken.
    pub async fn join(self: &Arc<Room>, member: Member, sitter: Sitter) -> Result<(), Refusal> {
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
            Some(seat) => self.sit(member, seat, sitter).await,
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
        state.send_ending(conn);
        let count = state.spectators();
        state.send_all_but(conn, &ServerMessage::Spectators { count });
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
        self.list(&state);
        if was_away {
            state.send_all_but(conn, &ServerMessage::Back { seat });
        }
        self.wake.notify_one();
        Ok(seat)
    }
}
