//! What the game keeps of played games, as plain data: the [`history`] of kept games and the
//! [`statistics`](stats) counted from them.

pub mod history;
pub mod stats;
