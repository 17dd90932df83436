//! Game records in two forms that hold the same game (docs/RECORDS.md): the readable text form
//! people write and paste (tag lines, then the moves in the canonical notation, the moves of
//! one turn joined by commas, comments in braces) and the JSON form the save already uses
//! (`GameRecord`). Reading either form checks the whole game: every move is played, the result
//! must be the one the moves reach, and a mistake is an error that says where, never a panic.

pub mod clock;
mod date;
mod lex;
mod mistake;
mod read;
mod switches;
mod tags;
mod write;

pub use date::today;
pub use mistake::{Mistake, ResultMismatch};
pub use tags::{Comment, GameResult, ResultMistake, Tags};

use crate::engine::{Game, GameRecord, Position, RecordError};
use std::fmt;

/// A mistake in the text form, at a 1-based line and column (in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    pub line: usize,
    pub column: usize,
    pub mistake: Mistake,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.mistake
        )
    }
}

impl std::error::Error for TextError {}

/// The two forms of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Text,
    Json,
}

impl Form {
    /// The form a record is written in: JSON starts with `{`.
    pub fn of(text: &str) -> Form {
        if text
            .trim_start_matches('\u{feff}')
            .trim_start()
            .starts_with('{')
        {
            Form::Json
        } else {
            Form::Text
        }
    }
}

impl GameRecord {
    /// Reads and checks a record in the text form (a byte-order mark before it is skipped).
    pub fn from_text(text: &str) -> Result<GameRecord, RecordError> {
        read::read(text.strip_prefix('\u{feff}').unwrap_or(text)).map_err(RecordError::Text)
    }

    /// Reads and checks a record in the JSON form.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let record: GameRecord =
            serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
        record.checked().map(|(record, _)| record)
    }

    /// Reads and checks a record in either form, saying which it was.
    pub fn parse(text: &str) -> Result<(GameRecord, Form), RecordError> {
        let form = Form::of(text);
        let record = match form {
            Form::Text => GameRecord::from_text(text)?,
            Form::Json => GameRecord::from_json(text)?,
        };
        Ok((record, form))
    }

    /// The text form.
    pub fn to_text(&self) -> String {
        write::write(self)
    }

    /// The JSON form (pretty).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serialises")
    }

    /// This record checked, with its game replayed: the rule set plays, every move is legal,
    /// every tag fits on a tag line, the comments come in the order of the game, and the
    /// result is the one the moves reach (filled in when the game is over).
    pub fn checked(mut self) -> Result<(GameRecord, Game), RecordError> {
        let game = Game::from_record(&self)?;
        let tags = &self.tags;
        let named = [
            ("rule set name", Some(&self.rules.name)),
            ("South", tags.south.as_ref()),
            ("North", tags.north.as_ref()),
            ("Date", tags.date.as_ref()),
        ];
        for (name, value) in named.into_iter().chain(
            tags.other
                .iter()
                .map(|(name, value)| (name.as_str(), Some(value))),
        ) {
            if value.is_some_and(|v| tags::bad_tag_value(v)) {
                let tag = name.to_string();
                return Err(RecordError::Tag(Mistake::TagValueNotOneLine { tag }));
            }
        }
        for name in tags.other.keys() {
            if !tags::is_tag_name(name) {
                let name = name.clone();
                return Err(RecordError::Tag(Mistake::NotATagName { name }));
            }
            if is_reserved(name) {
                let tag = name.clone();
                return Err(RecordError::Tag(Mistake::TagReserved { tag }));
            }
        }
        let moves = self.moves.len();
        if let Some(c) = self.comments.iter().find(|c| c.after > moves) {
            let after = c.after;
            return Err(RecordError::Tag(Mistake::CommentPastTheEnd {
                after,
                moves,
            }));
        }
        if !self.comments.is_sorted_by_key(|c| c.after) {
            return Err(RecordError::Tag(Mistake::CommentsOutOfOrder));
        }
        check_clock(&self.tags, moves).map_err(RecordError::Tag)?;
        self.tags.result = settle_result(self.tags.result, game.position())
            .map_err(|e| RecordError::Tag(Mistake::WrongResult(e)))?;
        Ok((self, game))
    }
}

/// The clock tags, where a record has them: a time control, and no more readings than
/// decisions.
fn check_clock(tags: &Tags, moves: usize) -> Result<(), Mistake> {
    if let Some(text) = tags.other.get(clock::TIME_CONTROL)
        && clock::parse_time_control(text).is_none()
    {
        let text = text.clone();
        return Err(Mistake::NotATimeControl { text });
    }
    if let Some(text) = tags.other.get(clock::CLOCK) {
        let readings =
            clock::parse_readings(text).ok_or_else(|| Mistake::NotAClock { text: text.clone() })?;
        if readings.len() > moves {
            let readings = readings.len();
            return Err(Mistake::ClockPastTheEnd { readings, moves });
        }
    }
    Ok(())
}

/// Tags that the text form reads into the rule set, the start side or `Tags`' own fields.
fn is_reserved(name: &str) -> bool {
    [
        "Rules", "Pits", "Seeds", "First", "South", "North", "Date", "Result",
    ]
    .contains(&name)
        || switches::switch(name).is_some()
}

/// The result a record may state for a game that ends at `end`: a finished game's is its final
/// stores (filled in when not stated); an unfinished game has none or `abandoned`.
fn settle_result(
    stated: Option<GameResult>,
    end: &Position,
) -> Result<Option<GameResult>, ResultMismatch> {
    match (stated, GameResult::of(end)) {
        (None, reached) => Ok(reached),
        (Some(stated), Some(reached)) if stated == reached => Ok(Some(stated)),
        (Some(GameResult::Abandoned), Some(reached)) => {
            Err(ResultMismatch::NotAbandoned { reached })
        }
        (Some(stated), Some(reached)) => Err(ResultMismatch::Differs { stated, reached }),
        (Some(GameResult::Abandoned), None) => Ok(Some(GameResult::Abandoned)),
        (Some(stated), None) => Err(ResultMismatch::NotOver { stated }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Move, RuleSet, Side};

    /// A short Kalah 6x4 record: South's 3 and North's 2 earn extra turns.
    const EXAMPLE: &str = "[Rules \"kalah\"]
[Pits \"6\"]
[Seeds \"4\"]
[First \"south\"]
[South \"Human\"]
[North \"AI Hard\"]
[Date \"2026-11-30\"]
[Result \"*\"]
[Event \"Club night\"]

1. 3,6 {the last seed of 3 lands in the store} 2,1
2. 1 {a quiet move} 4
";

    #[test]
    fn the_example_reads_and_writes_back_the_same() {
        let record = GameRecord::from_text(EXAMPLE).unwrap();
        assert_eq!(record.rules, RuleSet::kalah());
        assert_eq!(record.first, Side::South);
        let moves: Vec<String> = record.moves.iter().map(Move::to_string).collect();
        assert_eq!(moves, ["3", "6", "2", "1", "1", "4"]);
        assert_eq!(record.tags.north.as_deref(), Some("AI Hard"));
        assert_eq!(record.tags.other["Event"], "Club night");
        assert_eq!(record.comments[0].after, 2);
        assert_eq!(record.comments[1].after, 5);
        assert_eq!(record.to_text(), EXAMPLE);
        let json = GameRecord::from_json(&record.to_json()).unwrap();
        assert_eq!(json, record);
        // A byte-order mark (a file saved by some editors) is no mistake.
        let marked = format!("\u{feff}{EXAMPLE}");
        assert_eq!(GameRecord::parse(&marked).unwrap().0, record);
        let marked = format!("\u{feff}{}", record.to_json());
        assert_eq!(GameRecord::parse(&marked).unwrap(), (record, Form::Json));
    }
}
