//! A game in progress: the rule set, who started, every position so far (for undo and redo,
//! and for the end by repetition, which only the game's past can see), and its record (rule set + start side + moves, with the players, date, result and comments
//! where known) that saves to and loads from JSON. The readable text form of a record is in
//! `engine::record`.

use super::board::Side;
use super::illegal::IllegalMove;
use super::notation::Move;
use super::position::Position;
use super::record::{Comment, Mistake, Tags, TextError};
use super::rules::{RuleError, RuleSet};
use super::trace::Step;
use serde::{Deserialize, Serialize};

/// A saved game: enough to rebuild every position, and what a reader wants to know beside the
/// moves. The tags and comments are left out of the JSON when empty, and a record saved before
/// they existed loads with none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub rules: RuleSet,
    pub first: Side,
    pub moves: Vec<Move>,
    /// Players, date, result and any other tag.
    #[serde(default, skip_serializing_if = "Tags::is_empty")]
    pub tags: Tags,
    /// Comments, each after a number of decisions, in the order of the game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub comments: Vec<Comment>,
}

/// Why a record cannot be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    Json(String),
    Rules(RuleError),
    /// Ply `ply` (1-based) cannot be played.
    Move {
        ply: usize,
        error: IllegalMove,
    },
    /// A tag, comment or result that no record can hold (the JSON form; the text form says
    /// where).
    Tag(Mistake),
    /// The text form, at a line and column.
    Text(TextError),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Json(e) => write!(f, "invalid game record: {e}"),
            RecordError::Rules(e) => write!(f, "{e}"),
            RecordError::Move { ply, error } => write!(f, "ply {ply}: {error}"),
            RecordError::Tag(e) => write!(f, "invalid game record: {e}"),
            RecordError::Text(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// A game with undo and redo.
#[derive(Clone, Debug)]
pub struct Game {
    rules: RuleSet,
    first: Side,
    /// Position before each played move, with that move.
    past: Vec<(Position, Move)>,
    current: Position,
    /// Undone moves, the next one to redo last.
    redo: Vec<Move>,
}

impl Game {
    /// A new game; the rule set must be valid (see `RuleSet::validate`).
    pub fn new(rules: RuleSet, first: Side) -> Result<Game, RuleError> {
        rules.validate()?;
        Ok(Game {
            current: Position::start(&rules, first),
            rules,
            first,
            past: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// A game from `pos` (a lesson's or a puzzle's position), with its side to move first. Its
    /// record does not start from the rule set's start, so it is never kept as a game.
    pub fn from_position(rules: RuleSet, pos: Position) -> Result<Game, RuleError> {
        rules.validate()?;
        Ok(Game {
            first: pos.to_move(),
            current: pos,
            rules,
            past: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// Replays a record, stopping at the first move that cannot be played.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        let mut game = Game::new(record.rules.clone(), record.first).map_err(RecordError::Rules)?;
        for (i, &mv) in record.moves.iter().enumerate() {
            game.play(mv)
                .map_err(|error| RecordError::Move { ply: i + 1, error })?;
        }
        Ok(game)
    }

    /// Loads a record from JSON.
    pub fn from_json(text: &str) -> Result<Game, RecordError> {
        let record: GameRecord =
            serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
        Game::from_record(&record)
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The side that made the first decision.
    pub fn first(&self) -> Side {
        self.first
    }

    pub fn position(&self) -> &Position {
        &self.current
    }

    /// Moves played so far.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.past.iter().map(|&(_, mv)| mv)
    }

    /// The positions before each played move, with the side that made it.
    pub fn history(&self) -> impl ExactSizeIterator<Item = (Side, Move)> + '_ {
        self.past.iter().map(|(pos, mv)| (pos.to_move(), *mv))
    }

    pub fn legal_moves(&self) -> Vec<Move> {
        self.current.legal_moves(&self.rules)
    }

    /// Plays a move and returns its step trace. Clears the redo list unless the move is the
    /// one that redo would have played. Where the rule set ends games by repetition, a move
    /// that brings back a position of this game ends it.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Step>, IllegalMove> {
        let before = self.current;
        let mut steps = Vec::new();
        self.current.apply(&self.rules, mv, &mut steps)?;
        self.past.push((before, mv));
        if self.rules.repetition && !self.current.is_over() && self.repeats() {
            self.current.end_by_repetition(&self.rules, &mut steps);
        }
        if self.redo.last() == Some(&mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(steps)
    }

    /// Whether the current position stood in this game before.
    fn repeats(&self) -> bool {
        self.since_stores_changed()
            .any(|pos| pos.same_placement(&self.current))
    }

    /// The positions before the current one since the stores last changed, latest first:
    /// stores never lose seeds, so only these can come back.
    fn since_stores_changed(&self) -> impl Iterator<Item = &Position> + '_ {
        let scores = self.current.scores();
        self.past
            .iter()
            .rev()
            .map(|(pos, _)| pos)
            .take_while(move |pos| pos.scores() == scores)
    }

    /// The positions of this game that a later move can bring back (what
    /// `Thinker::with_past` wants); none where the rule set does not end by repetition.
    pub fn repeatable_past(&self) -> Vec<Position> {
        if !self.rules.repetition {
            return Vec::new();
        }
        self.since_stores_changed().copied().collect()
    }

    /// The position before decision `ply` (0-based) was played, if it has been.
    pub fn position_before(&self, ply: usize) -> Option<&Position> {
        self.past.get(ply).map(|(before, _)| before)
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let (before, mv) = self.past.pop()?;
        self.current = before;
        self.redo.push(mv);
        Some(mv)
    }

    /// Plays the last undone move again, returning its trace.
    pub fn redo(&mut self) -> Option<Vec<Step>> {
        let mv = *self.redo.last()?;
        self.play(mv).ok()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Drops the moves waiting to be redone.
    pub fn clear_redo(&mut self) {
        self.redo.clear();
    }

    pub fn record(&self) -> GameRecord {
        GameRecord {
            rules: self.rules.clone(),
            first: self.first,
            moves: self.moves().collect(),
            tags: Tags::default(),
            comments: Vec::new(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.record()).expect("a record always serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_redo_and_record() {
        let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
        let start = *game.position();
        game.play(Move::ccw(2)).unwrap(); // 3: last seed in the store, extra turn
        game.play(Move::ccw(0)).unwrap();
        let after = *game.position();
        assert_eq!(game.undo(), Some(Move::ccw(0)));
        assert_eq!(game.undo(), Some(Move::ccw(2)));
        assert_eq!(*game.position(), start);
        assert!(game.undo().is_none());
        game.redo().unwrap();
        game.redo().unwrap();
        assert_eq!(*game.position(), after);
        assert!(!game.can_redo());
        let loaded = Game::from_json(&game.to_json()).unwrap();
        assert_eq!(*loaded.position(), after);
    }

    #[test]
    fn a_record_saved_before_a_switch_existed_still_loads() {
        let mut game = Game::new(RuleSet::preset("russian").unwrap(), Side::South).unwrap();
        game.play(Move::ccw(2)).unwrap();
        game.play(Move::Swap).unwrap();
        let mut saved: serde_json::Value = serde_json::from_str(&game.to_json()).unwrap();
        let rules = saved["rules"].as_object_mut().unwrap();
        rules.remove("fours").unwrap();
        rules.remove("no_progress").unwrap();
        let loaded = Game::from_json(&saved.to_string()).unwrap();
        assert_eq!(loaded.record(), game.record());
        assert_eq!(*loaded.position(), *game.position());
    }

    #[test]
    fn bad_records_are_errors() {
        let mut record = Game::new(RuleSet::kalah(), Side::South).unwrap().record();
        record.moves = vec![Move::ccw(2), Move::ccw(2)];
        let err = Game::from_record(&record).unwrap_err();
        assert!(err.to_string().starts_with("ply 2:"), "{err}");
        assert!(matches!(Game::from_json("{"), Err(RecordError::Json(_))));
        record.rules.pits = 12;
        assert!(matches!(
            Game::from_record(&record),
            Err(RecordError::Rules(_))
        ));
    }
}
