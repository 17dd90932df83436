//! What the player must be told about the kept games, the save and the records (a file set aside,
//! a game exported, an import refused), waiting in [`Notices`] until they dismiss it.

use crate::game::keep::record_files::ImportError;
use crate::game::keep::storage::{ClipboardProblem, StorageError};
use bevy::prelude::*;

/// Which kept file is meant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The played games.
    History,
    Stats,
    /// The player's settings.
    Settings,
    /// The learner's progress.
    Learning,
}

/// Something about the kept games the player must be told, until they dismiss it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A file could not be read: it was kept aside here, and a new one began.
    SetAside { what: Kept, kept: String },
    /// A file could not be opened: it is left as it is and not written in this run.
    Unreadable { what: Kept, error: StorageError },
    /// Writing failed.
    NotWritten { what: Kept, error: StorageError },
    /// The oldest games were dropped to keep the history within its cap.
    Dropped { games: usize, cap: usize },
    /// A record to import could not be read.
    ImportFailed(ImportError),
    /// A game was exported, to this file (natively) or as this download.
    Exported(String),
    /// A game could not be exported.
    ExportFailed(StorageError),
    /// The system clipboard could not be read or written.
    ClipboardFailed(ClipboardProblem),
}

/// What the player has yet to be told, oldest first.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Notices(pub Vec<Notice>);
