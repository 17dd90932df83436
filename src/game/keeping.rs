//! Keeping the played games and the statistics between runs, each in its own store beside the
//! save ([`HISTORY`]: natively `history.json`, [`STATS`]: `stats.json`; on the web local
//! storage `kalah3d.history` and `kalah3d.stats`), written whole through the save's store
//! (atomically natively) whenever they change. A file that cannot be read is set aside
//! (`.corrupt`) and a new one begins, and the player is told where it went; a file that
//! cannot even be opened is never written over in this run, so nothing the player made is
//! lost. What the player must hear about waits in [`Notices`] until they dismiss it.
//!
//! The real game reads and writes the stores; a screenshot only reads them; a headless test
//! keeps its games in memory unless it puts [`Shelves`] of its own in place first.

use super::games::{KeptGames, KeptStats};
use super::record_files::ImportError;
use super::store::{HISTORY, STATS, Store};
use crate::engine::history::History;
use crate::engine::stats::Statistics;
use bevy::prelude::*;

/// Which of the two is meant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The played games.
    History,
    Stats,
}

/// Something about the kept games the player must be told, until they dismiss it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A file could not be read: it was kept aside here, and a new one began.
    SetAside { what: Kept, kept: String },
    /// A file could not be opened: it is left as it is and not written in this run.
    Unreadable { what: Kept, error: String },
    /// Writing failed.
    NotWritten { what: Kept, error: String },
    /// The oldest games were dropped to keep the history within its cap.
    Dropped { games: usize, cap: usize },
    /// A record to import could not be read.
    ImportFailed(ImportError),
    /// A game was exported, to this file (natively) or as this download.
    Exported(String),
    /// A game could not be exported.
    ExportFailed(String),
    /// The system clipboard could not be read or written.
    ClipboardFailed(String),
}

/// What the player has yet to be told, oldest first.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Notices(pub Vec<Notice>);

/// One store and what this run may do with it.
#[derive(Clone, Debug)]
struct Shelf {
    store: Store,
    /// Written when its contents change.
    writable: bool,
    /// The text last read or written, not written again.
    written: String,
}

/// Where the history and the statistics are kept, and whether this run writes them.
#[derive(Resource, Clone, Debug)]
pub struct Shelves {
    history: Shelf,
    stats: Shelf,
}

impl Shelves {
    pub fn new(history: Store, stats: Store, write: bool) -> Shelves {
        let shelf = |store| Shelf {
            store,
            writable: write,
            written: String::new(),
        };
        Shelves {
            history: shelf(history),
            stats: shelf(stats),
        }
    }

    /// The stores beside the save.
    pub fn beside_the_save(write: bool) -> Shelves {
        Shelves::new(HISTORY, STATS, write)
    }

    fn shelf(&mut self, what: Kept) -> &mut Shelf {
        match what {
            Kept::History => &mut self.history,
            Kept::Stats => &mut self.stats,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .add_systems(Startup, load)
        .add_systems(Last, write);
}

/// Reads what a store holds with `parse`; a text it cannot parse is set aside (and the store
/// starts again), a store that cannot be read is left alone. The player is told either way.
fn take<T: Default>(
    shelves: &mut Shelves,
    what: Kept,
    parse: impl Fn(&str) -> Result<T, String>,
    notices: &mut Notices,
) -> T {
    let shelf = shelves.shelf(what);
    let text = match shelf.store.read() {
        Ok(Some(text)) => text,
        Ok(None) => return T::default(),
        Err(error) => {
            warn!("{error}; it is not written in this run");
            shelf.writable = false;
            notices.0.push(Notice::Unreadable { what, error });
            return T::default();
        }
    };
    match parse(&text) {
        Ok(value) => value,
        Err(e) => {
            match shelf.store.keep_corrupt(&text) {
                Ok(kept) => {
                    warn!("{e}; it is kept in {kept} and a new one begins");
                    notices.0.push(Notice::SetAside { what, kept });
                }
                Err(error) => {
                    warn!("{e}; could not keep it aside either ({error}), so it stays");
                    shelf.writable = false;
                    notices.0.push(Notice::Unreadable { what, error });
                }
            }
            T::default()
        }
    }
}

/// Reads the history and the statistics, where this run keeps them.
fn load(
    shelves: Option<ResMut<Shelves>>,
    mut games: ResMut<KeptGames>,
    mut stats: ResMut<KeptStats>,
    mut notices: ResMut<Notices>,
) {
    let Some(mut shelves) = shelves else { return };
    let history: History = take(
        &mut shelves,
        Kept::History,
        History::from_json,
        &mut notices,
    );
    shelves.history.written = history.to_json();
    games.0 = history;
    let parse = |text: &str| {
        serde_json::from_str::<Statistics>(text).map_err(|e| format!("unreadable statistics: {e}"))
    };
    let statistics = take(&mut shelves, Kept::Stats, parse, &mut notices);
    shelves.stats.written = stats_json(&statistics);
    stats.0 = statistics;
}

fn stats_json(stats: &Statistics) -> String {
    serde_json::to_string(stats).expect("statistics always serialise")
}

/// Writes the history and the statistics when they change.
fn write(
    shelves: Option<ResMut<Shelves>>,
    games: Res<KeptGames>,
    stats: Res<KeptStats>,
    mut notices: ResMut<Notices>,
) {
    let Some(mut shelves) = shelves else { return };
    if games.is_changed() {
        put(&mut shelves, Kept::History, games.0.to_json(), &mut notices);
    }
    if stats.is_changed() {
        put(
            &mut shelves,
            Kept::Stats,
            stats_json(&stats.0),
            &mut notices,
        );
    }
}

/// Writes a store's new text, unless it may not be written or holds that text already.
fn put(shelves: &mut Shelves, what: Kept, text: String, notices: &mut Notices) {
    let shelf = shelves.shelf(what);
    if !shelf.writable || text == shelf.written {
        return;
    }
    match shelf.store.write(&text) {
        Ok(()) => shelf.written = text,
        Err(error) => {
            warn!("could not keep the {what:?}: {error}");
            let notice = Notice::NotWritten { what, error };
            if !notices.0.contains(&notice) {
                notices.0.push(notice);
            }
        }
    }
}
