//! The AI: a resumable alpha-beta search with five difficulty levels, an exact solver with an
//! endgame database (filled on demand, or complete and kept on disk), and move analysis for
//! hints. Engine only (no Bevy, no threads): the game
//! runs a `Thinker` on a task or, in the browser, a slice of it each frame.
//!
//! Values are final store differences from the point of view of the player to decide, in
//! seeds. An extra turn is a further decision of the same player, so values change sign only
//! when the deciding player changes (the turn passes, or a pie `swap`).

mod analyse;
mod busy;
mod clock;
mod endgame;
mod endgame_file;
mod eval;
mod fast;
mod level;
mod node;
mod order;
mod player;
mod proofs;
mod search;
mod solver;
mod think;
mod tt;
mod tune;
mod weights;

pub use analyse::{Analysis, MoveValue, analyse};
pub use endgame_file::{DatabaseError, EndgameDb, MAX_FILE_SEEDS, stored_path};
pub use eval::FEATURE_NAMES;
pub use level::Level;
pub use player::{Limits, Player, Report, Watch};
pub use search::fixed_depth;
pub use solver::{
    LineTooLong, PLAY_SOLVE_BYTES, Progress, SOLVE_BYTES, SOLVE_ENDGAME_BYTES, Solution, Solver,
};
pub use think::Thinker;
pub use tune::{Fit, tune};
