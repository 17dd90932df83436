//! The history of played games: every finished game and every abandoned one, as its record
//! (with its tags), oldest first, under an id that never comes back. Pure data: the game keeps
//! it beside the save (a file natively, local storage on the web). It holds at most `cap`
//! games; adding one more drops the oldest and says how many went.

use crate::engine::record::GameResult;
use crate::engine::{GameRecord, RecordError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Games a history holds unless told otherwise.
pub const DEFAULT_CAP: usize = 200;

/// A game's id in the history (and in the statistics, which count each id once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub u64);

/// Why a kept history cannot be read: the first thing wrong in it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HistoryError {
    #[error("unreadable history: {0}")]
    Json(String),
    #[error("history: game {0} is out of order")]
    OutOfOrder(GameId),
    #[error("history: game {id}: {error}")]
    Record { id: GameId, error: RecordError },
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// One game of the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub id: GameId,
    /// The checked record; its result is the final stores, or `abandoned`.
    pub record: GameRecord,
}

impl Entry {
    pub fn abandoned(&self) -> bool {
        self.record.tags.result == Some(GameResult::Abandoned)
    }
}

/// What adding a game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Added {
    pub id: GameId,
    /// The oldest games dropped to stay within the cap.
    pub dropped: usize,
}

/// The played games, oldest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct History {
    entries: Vec<Entry>,
    /// The id the next game gets.
    next_id: u64,
    cap: usize,
}

impl Default for History {
    fn default() -> History {
        History::new(DEFAULT_CAP)
    }
}

impl History {
    /// An empty history that keeps at most `cap` games (at least one).
    pub fn new(cap: usize) -> History {
        History {
            entries: Vec::new(),
            next_id: 1,
            cap: cap.max(1),
        }
    }

    /// Adds a game after checking its record. A game that is not over goes in as abandoned.
    pub fn add(&mut self, record: GameRecord) -> Result<Added, RecordError> {
        let (mut record, game) = record.checked()?;
        if !game.position().is_over() {
            record.tags.result = Some(GameResult::Abandoned);
        }
        let id = GameId(self.next_id);
        self.next_id += 1;
        self.entries.push(Entry { id, record });
        Ok(Added {
            id,
            dropped: self.trim(),
        })
    }

    /// Keeps at most `cap` games (at least one) from now on; how many of the oldest went.
    pub fn set_cap(&mut self, cap: usize) -> usize {
        self.cap = cap.max(1);
        self.trim()
    }

    pub fn cap(&self) -> usize {
        self.cap
    }

    /// Drops the oldest games beyond the cap; how many.
    fn trim(&mut self) -> usize {
        let over = self.entries.len().saturating_sub(self.cap);
        self.entries.drain(..over);
        over
    }

    /// The games, oldest first.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn get(&self, id: GameId) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// Takes a game out (the player deleted it).
    pub fn remove(&mut self, id: GameId) -> Option<Entry> {
        let i = self.entries.iter().position(|e| e.id == id)?;
        Some(self.entries.remove(i))
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Reads a history saved with `to_json`, checking every record and id; an error names the
    /// first thing wrong (the game then sets the file aside).
    pub fn from_json(text: &str) -> Result<History, HistoryError> {
        let mut history: History =
            serde_json::from_str(text).map_err(|e| HistoryError::Json(e.to_string()))?;
        let mut last = 0;
        let next_id = history.next_id;
        let entries = std::mem::take(&mut history.entries);
        history.entries = entries
            .into_iter()
            .map(|Entry { id, record }| {
                if id.0 <= last || id.0 >= next_id {
                    return Err(HistoryError::OutOfOrder(id));
                }
                last = id.0;
                let (record, _) = record
                    .checked()
                    .map_err(|error| HistoryError::Record { id, error })?;
                Ok(Entry { id, record })
            })
            .collect::<Result<_, HistoryError>>()?;
        history.cap = history.cap.max(1);
        history.trim();
        Ok(history)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a history always serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, RuleSet, Side};

    /// Kalah on one pit of one seed: over after South's only move.
    fn finished() -> GameRecord {
        let rules = RuleSet::kalah().with_board(Some(1), Some(1)).unwrap();
        let mut game = Game::new(rules, Side::South).unwrap();
        game.play(crate::engine::Move::ccw(0)).unwrap();
        game.record()
    }

    fn unfinished() -> GameRecord {
        let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
        game.play(crate::engine::Move::ccw(0)).unwrap();
        game.record()
    }

    #[test]
    fn games_go_in_with_new_ids_and_unfinished_ones_as_abandoned() {
        let mut history = History::default();
        let a = history.add(finished()).unwrap();
        let b = history.add(unfinished()).unwrap();
        assert_eq!((a.id, b.id), (GameId(1), GameId(2)));
        assert_eq!((a.dropped, b.dropped), (0, 0));
        assert!(!history.get(a.id).unwrap().abandoned());
        assert_eq!(
            history.get(a.id).unwrap().record.tags.result,
            Some(GameResult::Finished([1, 1]))
        );
        assert!(history.get(b.id).unwrap().abandoned());
        assert_eq!(history.remove(a.id).unwrap().id, a.id);
        assert!(history.get(a.id).is_none());
        // An id never comes back, even after its game was removed.
        assert_eq!(history.add(finished()).unwrap().id, GameId(3));
        let mut bad = finished();
        bad.moves.push(crate::engine::Move::ccw(0));
        assert!(history.add(bad).is_err());
        assert_eq!(history.len(), 2);
    }

    #[test]
    fn the_cap_drops_the_oldest_first_and_says_how_many() {
        let mut history = History::new(3);
        let ids: Vec<Added> = (0..5).map(|_| history.add(finished()).unwrap()).collect();
        let dropped: Vec<usize> = ids.iter().map(|a| a.dropped).collect();
        assert_eq!(dropped, [0, 0, 0, 1, 1]);
        let kept: Vec<u64> = history.entries().iter().map(|e| e.id.0).collect();
        assert_eq!(kept, [3, 4, 5]);
        assert_eq!(history.set_cap(1), 2);
        assert_eq!(history.entries()[0].id, GameId(5));
        assert_eq!(history.set_cap(0), 0);
        assert_eq!(history.cap(), 1);
    }

    #[test]
    fn saved_and_read_back_with_every_record_checked() {
        let mut history = History::new(10);
        history.add(finished()).unwrap();
        history.add(unfinished()).unwrap();
        let text = history.to_json();
        assert_eq!(History::from_json(&text).unwrap(), history);
        assert!(History::from_json("{").is_err());
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value["entries"][1]["record"]["moves"] = serde_json::json!(["9"]);
        let err = History::from_json(&value.to_string()).unwrap_err();
        assert!(
            matches!(err, HistoryError::Record { id: GameId(2), .. }),
            "{err}"
        );
        assert!(err.to_string().contains("game #2"), "{err}");
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value["entries"][1]["id"] = 1.into();
        let err = History::from_json(&value.to_string()).unwrap_err();
        assert_eq!(err, HistoryError::OutOfOrder(GameId(1)));
    }
}
