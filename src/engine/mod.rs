//! The rules engine: rule sets, board, sowing with its step trace, games and their records
//! (text and JSON), the AI, and what the game keeps of played games: a review of each decision,
//! the history and the statistics. Pure Rust with no Bevy anywhere below this module, so it
//! builds and tests with `cargo test --no-default-features`.

pub mod ai;
pub mod board;
mod count;
mod duty;
pub mod game;
pub mod illegal;
pub mod keep;
pub mod learn;
pub mod notation;
pub mod perft;
pub mod position;
pub mod record;
pub mod review;
pub mod rules;
pub mod sow;
pub mod summary;
pub mod trace;
#[cfg(test)]
mod world_examples;

pub use board::{Board, Hole, Side};
pub use game::{Game, GameRecord, RecordError};
pub use illegal::{Illegal, IllegalMove};
pub use notation::Move;
pub use position::{Outcome, Position, Sowable};
pub use rules::RuleSet;
pub use trace::{EndReason, Step};
