//! Keeping the played games and the statistics between runs (and, through the same [`take`] and
//! [`put`], the player's settings), each in its own store beside the
//! save ([`HISTORY`]: natively `history.json`, [`STATS`]: `stats.json`; on the web local
//! storage `kalah3d.history` and `kalah3d.stats`), written whole through the save's store
//! (atomically natively) whenever they change. A file that cannot be read is set aside
//! (`.corrupt`) and a new one begins, and the player is told where it went; a file that
//! cannot even be opened is never written over in this run, so nothing the player made is
//! lost. What the player must hear about waits in [`Notices`] until they dismiss it.
//!
//! The real game reads and writes the stores; a screenshot only reads them; a headless test
//! keeps its games in memory unless it puts [`Shelves`] of its own in place first.

use crate::engine::keep::history::History;
use crate::engine::keep::stats::Statistics;
use crate::game::keep::games::{KeptGames, KeptStats};
use crate::game::keep::notices::{Kept, Notice, Notices};
use crate::game::keep::storage::{HISTORY, STATS, Storage};
use bevy::prelude::*;

/// One store and what this run may do with it.
#[derive(Clone, Debug)]
pub struct Shelf {
    store: Storage,
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
    pub fn new(history: Storage, stats: Storage, write: bool) -> Shelves {
        Shelves {
            history: Shelf::new(history, write),
            stats: Shelf::new(stats, write),
        }
    }

    /// The stores beside the save (in `dir` when one is given).
    pub fn beside_the_save(write: bool, dir: Option<&std::path::Path>) -> Shelves {
        Shelves::new(HISTORY.kept_in(dir), STATS.kept_in(dir), write)
    }
}

impl Shelf {
    /// A store that this run writes when its contents change (when `writable`).
    pub fn new(store: Storage, writable: bool) -> Shelf {
        Shelf {
            store,
            writable,
            written: String::new(),
        }
    }

    /// Notes `text` as what the store already holds, so it is not written again unchanged.
    pub fn holds(&mut self, text: String) {
        self.written = text;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .add_systems(Startup, load)
        .add_systems(Last, write);
}

/// Reads what a store holds with `parse`; a text it cannot parse is set aside (and the store
/// starts again), a store that cannot be read, or whose text cannot be set aside, is left alone
/// and not written in this run. The player is told either way.
pub fn take<T: Default, E: std::fmt::Display>(
    shelf: &mut Shelf,
    what: Kept,
    parse: impl Fn(&str) -> Result<T, E>,
    notices: &mut Notices,
) -> T {
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
        &mut shelves.history,
        Kept::History,
        History::from_json,
        &mut notices,
    );
    shelves.history.holds(history.to_json());
    games.0 = history;
    let parse = |text: &str| {
        serde_json::from_str::<Statistics>(text).map_err(|e| format!("unreadable statistics: {e}"))
    };
    let statistics = take(&mut shelves.stats, Kept::Stats, parse, &mut notices);
    shelves.stats.holds(stats_json(&statistics));
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
        let text = games.0.to_json();
        put(&mut shelves.history, Kept::History, text, &mut notices);
    }
    if stats.is_changed() {
        let text = stats_json(&stats.0);
        put(&mut shelves.stats, Kept::Stats, text, &mut notices);
    }
}

/// Writes a store's new text, unless it may not be written or holds that text already.
pub fn put(shelf: &mut Shelf, what: Kept, text: String, notices: &mut Notices) {
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
