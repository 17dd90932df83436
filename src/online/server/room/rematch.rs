//! A rematch: each player asks; when both have, the room closes and hands the hub the plan of
//! the new one, seats swapped, with the players and spectators to move into it.

use super::super::members::Member;
use super::{Refusal, Room, Sitter, refuse};
use crate::engine::Side;
use crate::online::protocol::{ClockSpec, ErrorCode, ServerMessage};

/// Both players asked for a rematch: what the hub needs to open it.
pub struct RematchPlan {
    pub rules: crate::engine::RuleSet,
    pub first: Side,
    pub clock: Option<ClockSpec>,
    pub rated: bool,
    /// The players (names and records) by their new seats (swapped).
    pub sitters: [Sitter; 2],
    /// The players' members by their new seats, and the spectators.
    pub players: [Option<Member>; 2],
    pub spectators: Vec<Member>,
}

impl Room {
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
        let sitter = |seat: Side| Sitter {
            name: state.names[seat.index()].clone().unwrap_or_default(),
            player: state.players[seat.index()],
        };
        let sitters = [sitter(Side::North), sitter(Side::South)];
        state.closed = true;
        Ok(Some(RematchPlan {
            rules: state.game.rules().clone(),
            first: state.game.first(),
            clock: state.clock,
            rated: self.rated,
            sitters,
            players,
            spectators,
        }))
    }
}
