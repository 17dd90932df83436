//! What waits for an answer across a table (a draw offered, a take-back asked) and when each
//! side last asked: kept in the room's state, acted on by the requests (`requests.rs`).

use crate::engine::Side;

/// What waits for an answer, and when each side last asked.
#[derive(Clone, Debug, Default)]
pub(super) struct Requests {
    /// The seat whose draw offer waits.
    pub(super) draw: Option<Side>,
    /// The seat whose take-back request waits.
    pub(super) take_back: Option<Side>,
    /// The decisions played when each seat last offered a draw, and asked for a take-back.
    pub(super) draw_at: [Option<usize>; 2],
    pub(super) take_back_at: [Option<usize>; 2],
}

impl Requests {
    /// A move was played, or the game ended: nothing waits any more.
    pub(super) fn withdraw(&mut self) {
        self.draw = None;
        self.take_back = None;
    }
}
