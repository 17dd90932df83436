//! What can go wrong in a `kalah-cli` command, by kind, each printed as the one line on stderr
//! that goes with exit code 2.

use crate::engine::ai::{DatabaseError, LineTooLong};
use crate::engine::notation::MovesError;
use crate::engine::rules::RuleError;
use crate::engine::{IllegalMove, RecordError};
use std::path::PathBuf;

/// Why a command printed nothing on stdout.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The command line itself: an unknown command or flag, a missing, malformed or
    /// out-of-range value, flags that exclude each other.
    #[error("{0}")]
    Usage(String),
    /// A move of `--moves` not written in the notation.
    #[error(transparent)]
    Notation(#[from] MovesError),
    /// A rule set that cannot be loaded, or a board it cannot be played on.
    #[error(transparent)]
    Rules(#[from] RuleError),
    /// A move of `--moves` that cannot be played, counted from the first decision.
    #[error("ply {ply}: {why}")]
    Move { ply: usize, why: IllegalMove },
    /// A position the command cannot work on (the game is already over).
    #[error("{0}")]
    Position(&'static str),
    /// A game record that cannot be read, in the file (or stdin) named.
    #[error("{name}: {why}")]
    Record { name: String, why: RecordError },
    /// The exact solver gave up on a line longer than it can follow.
    #[error(transparent)]
    Solver(#[from] LineTooLong),
    /// The endgame database cannot be built, written or read.
    #[error(transparent)]
    Database(#[from] DatabaseError),
    /// Online play: the server cannot be reached, refused, or closed the connection.
    #[error("{0}")]
    Online(String),
    /// A protocol engine of a match could not be started or stopped answering.
    #[error("{0}")]
    Engine(String),
    /// A lesson or puzzle file that does not hold: the file and why.
    #[error("{0}")]
    Learn(String),
    /// A file or stdin could not be read or written.
    #[error("{what}: {source}")]
    Io {
        what: String,
        source: std::io::Error,
    },
}

impl CliError {
    /// A command-line mistake, in the words given.
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError::Usage(message.into())
    }

    /// Reading or writing `path` failed.
    pub fn file(path: impl Into<PathBuf>, source: std::io::Error) -> CliError {
        CliError::Io {
            what: path.into().display().to_string(),
            source,
        }
    }
}
