//! The requests players make across the table: abort in the first two decisions (no result,
//! no rating change), offer a draw, and ask to take back one's last move (casual games only);
//! the opponent accepts or declines. A move withdraws a request still unanswered. Each side may
//! ask for a draw, and for a take-back, once in `ASK_EVERY` decisions.

use super::state::RoomState;
use super::{Refusal, Room, refuse, server_error};
use crate::engine::Side;
use crate::online::protocol::{EndCause, ErrorCode, ServerMessage};
use crate::online::server::store::Write;
use tokio::time::Instant;

/// The decisions played between two draw offers, or two take-back requests, of one side.
const ASK_EVERY: usize = 4;

/// The decisions after which a game can no longer be aborted.
const ABORT_BEFORE: usize = 2;

/// Refuses a request asked again within `ASK_EVERY` decisions of the last.
fn not_too_soon(last: Option<usize>, played: usize, what: &str) -> Result<(), Refusal> {
    match last {
        Some(at) if played < at + ASK_EVERY => Err(refuse(
            ErrorCode::TooSoon,
            format!(
                "you may {what} again after {} more moves",
                at + ASK_EVERY - played
            ),
        )),
        _ => Ok(()),
    }
}

impl RoomState {
    /// The seat of a player in a live game that is not over, or the refusal.
    fn playing(&self, conn: u64) -> Result<Side, Refusal> {
        let seat = self.seat_held(conn)?;
        self.not_over()?;
        if !self.live {
            return Err(refuse(
                ErrorCode::NotStarted,
                "the game has not begun: leave the room instead",
            ));
        }
        Ok(seat)
    }

    /// The decisions played before `seat`'s last one (where a take-back takes the game).
    fn before_last_of(&self, seat: Side) -> Option<usize> {
        (0..self.game.moves().len()).rev().find(|&ply| {
            self.game
                .position_before(ply)
                .is_some_and(|pos| pos.seat_of(pos.to_move()) == seat)
        })
    }
}

impl Room {
    /// The member's seat aborts the game, in its first two decisions.
    pub async fn abort(&self, conn: u64) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        state.playing(conn)?;
        if state.game.moves().len() >= ABORT_BEFORE {
            return Err(refuse(
                ErrorCode::TooLate,
                "a game can be aborted only in its first two moves: resign or offer a draw",
            ));
        }
        self.finish(&mut state, EndCause::Aborted, None).await;
        Ok(())
    }

    /// The member's seat offers a draw (which accepts the opponent's offer, if one waits).
    pub async fn offer_draw(&self, conn: u64) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        let seat = state.playing(conn)?;
        match state.requests.draw {
            Some(by) if by != seat => {
                self.finish(&mut state, EndCause::Agreed, None).await;
                return Ok(());
            }
            Some(_) => {
                return Err(refuse(
                    ErrorCode::TooSoon,
                    "your offer of a draw waits for an answer",
                ));
            }
            None => {}
        }
        let played = state.game.moves().len();
        not_too_soon(state.requests.draw_at[seat.index()], played, "offer a draw")?;
        state.requests.draw = Some(seat);
        state.requests.draw_at[seat.index()] = Some(played);
        state.send_all(&ServerMessage::DrawOffered { seat });
        Ok(())
    }

    /// The member's seat answers the opponent's offer of a draw.
    pub async fn answer_draw(&self, conn: u64, accept: bool) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        let seat = state.playing(conn)?;
        if state.requests.draw != Some(seat.other()) {
            return Err(refuse(ErrorCode::NoRequest, "no draw is offered to you"));
        }
        if accept {
            self.finish(&mut state, EndCause::Agreed, None).await;
        } else {
            state.requests.draw = None;
            state.send_all(&ServerMessage::DrawDeclined { seat });
        }
        Ok(())
    }

    /// The member's seat asks to take back its last move (and any played after it).
    pub async fn ask_take_back(&self, conn: u64) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        let seat = state.playing(conn)?;
        if self.rated {
            return Err(refuse(
                ErrorCode::Rated,
                "moves are not taken back in a rated game",
            ));
        }
        if state.requests.take_back == Some(seat) {
            return Err(refuse(
                ErrorCode::TooSoon,
                "your request to take back waits for an answer",
            ));
        }
        if state.before_last_of(seat).is_none() {
            return Err(refuse(
                ErrorCode::NoRequest,
                "you have made no move to take back",
            ));
        }
        let played = state.game.moves().len();
        let last = state.requests.take_back_at[seat.index()];
        not_too_soon(last, played, "ask to take back")?;
        state.requests.take_back = Some(seat);
        state.requests.take_back_at[seat.index()] = Some(played);
        state.send_all(&ServerMessage::TakeBackAsked { seat });
        Ok(())
    }

    /// The member's seat answers the opponent's request to take back its last move.
    pub async fn answer_take_back(&self, conn: u64, accept: bool) -> Result<(), Refusal> {
        let mut state = self.state.lock().await;
        let seat = state.playing(conn)?;
        let asker = seat.other();
        let target = state.before_last_of(asker);
        let (true, Some(ply)) = (state.requests.take_back == Some(asker), target) else {
            return Err(refuse(ErrorCode::NoRequest, "no take-back is asked of you"));
        };
        state.requests.take_back = None;
        if !accept {
            state.send_all(&ServerMessage::TakeBackDeclined { seat });
            return Ok(());
        }
        self.take_back(&mut state, ply).await
    }

    /// Takes the game back to its first `ply` decisions: kept first, then told. The clocks
    /// are not wound back: the running one stops where it is and the next mover's starts now.
    async fn take_back(&self, state: &mut RoomState, ply: usize) -> Result<(), Refusal> {
        let now = Instant::now();
        let before = (state.left_ms, state.turn_started);
        if state.clock.is_some() {
            let running = state.seat_to_move();
            state.left_ms[running.index()] = state.time_left(running, now);
        }
        let mut undone = Vec::new();
        while state.game.moves().len() > ply
            && let Some(mv) = state.game.undo()
        {
            undone.push(mv);
        }
        state.turn_started = now;
        let write = Write::TakeBack {
            code: self.code.clone(),
            ply: ply as u32,
            left_ms: state.left_ms,
            at_ms: crate::online::server::codes::now_ms(),
        };
        if let Err(e) = self.store.write(write).await {
            for mv in undone.into_iter().rev() {
                let _ = state.game.play(mv);
            }
            (state.left_ms, state.turn_started) = before;
            return Err(server_error(e));
        }
        state.readings.truncate(ply);
        let clocks = state.clocks();
        state.send_all(&ServerMessage::TakenBack {
            ply: ply as u32,
            clocks,
        });
        self.wake.notify_one();
        Ok(())
    }
}
