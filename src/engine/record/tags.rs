//! What a record says beside the rules and the moves: the players, the date, the result, any
//! other tag a reader added, and comments between the moves.

use crate::engine::{Position, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The tags of a record that the rule set and the moves do not already say.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tags {
    /// Who began the game on South (`Human`, `AI Hard`, a name); after a `swap` they play North.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub south: Option<String>,
    /// Who began the game on North.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub north: Option<String>,
    /// When it was played, `YYYY-MM-DD` as the game writes it (any one-line text is kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// How it ended; a finished game's result is always its final stores.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// Any other tag (`[Event "Club night"]`), by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub other: BTreeMap<String, String>,
}

impl Tags {
    pub fn is_empty(&self) -> bool {
        *self == Tags::default()
    }

    /// The player tag of the side who began on `side`.
    pub fn player(&self, side: Side) -> Option<&str> {
        match side {
            Side::South => self.south.as_deref(),
            Side::North => self.north.as_deref(),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum GameResult {
    /// The game is over with these stores `[south, north]`.
    Finished([u8; 2]),
    /// A player left the game before it was over.
    Abandoned,
}

impl GameResult {
    /// The result of a finished position, `None` while the game goes on.
    pub fn of(pos: &Position) -> Option<GameResult> {
        pos.is_over().then(|| GameResult::Finished(pos.scores()))
    }
}

/// Written `south 27-21` (South won 27 to 21: the winner's store first), `north 25-23`,
/// `draw 24-24` or `abandoned`.
impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GameResult::Finished([s, n]) if s > n => write!(f, "south {s}-{n}"),
            GameResult::Finished([s, n]) if n > s => write!(f, "north {n}-{s}"),
            GameResult::Finished([s, n]) => write!(f, "draw {s}-{n}"),
            GameResult::Abandoned => f.write_str("abandoned"),
        }
    }
}

/// A `Result` tag that is not a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultMistake {
    /// Not `south 27-21`, `north 25-23`, `draw 24-24` or `abandoned`.
    Unreadable { text: String },
    /// A win whose winner's store is not written first.
    WinnerNotFirst { text: String },
    /// A draw with unequal stores.
    UnequalDraw { text: String },
}

impl fmt::Display for ResultMistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultMistake::Unreadable { text } => write!(
                f,
                "'{text}' is not a result (write 'south 27-21', 'north 25-23', 'draw 24-24' or \
                 'abandoned')"
            ),
            ResultMistake::WinnerNotFirst { text } => {
                write!(f, "'{text}': the winner's store comes first")
            }
            ResultMistake::UnequalDraw { text } => write!(f, "'{text}': a draw has equal stores"),
        }
    }
}

impl std::error::Error for ResultMistake {}

impl std::str::FromStr for GameResult {
    type Err = ResultMistake;

    fn from_str(text: &str) -> Result<GameResult, ResultMistake> {
        let bad = || ResultMistake::Unreadable { text: text.into() };
        if text == "abandoned" {
            return Ok(GameResult::Abandoned);
        }
        let (who, score) = text.split_once(' ').ok_or_else(bad)?;
        let (a, b) = score.split_once('-').ok_or_else(bad)?;
        let count = |n: &str| {
            if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            n.parse::<u8>().map_err(|_| bad())
        };
        let (a, b) = (count(a)?, count(b)?);
        let order = |ok: bool| match ok {
            true => Ok(()),
            false => Err(ResultMistake::WinnerNotFirst { text: text.into() }),
        };
        match who {
            "south" => order(a > b).map(|_| GameResult::Finished([a, b])),
            "north" => order(a > b).map(|_| GameResult::Finished([b, a])),
            "draw" if a == b => Ok(GameResult::Finished([a, b])),
            "draw" => Err(ResultMistake::UnequalDraw { text: text.into() }),
            _ => Err(bad()),
        }
    }
}

impl From<GameResult> for String {
    fn from(r: GameResult) -> String {
        r.to_string()
    }
}

impl TryFrom<String> for GameResult {
    type Error = ResultMistake;
    fn try_from(s: String) -> Result<GameResult, ResultMistake> {
        s.parse()
    }
}

/// A comment on the game, placed after `after` decisions (0: before the first move).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Comment {
    pub after: usize,
    pub text: String,
}

/// Whether a tag value cannot be written on one tag line (it holds control characters).
pub(super) fn bad_tag_value(value: &str) -> bool {
    value.chars().any(char::is_control)
}

/// Whether `name` can be the name of a tag: a letter, then letters, digits or `_`.
pub(super) fn is_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_read_and_write_the_winner_first() {
        for (text, result) in [
            ("south 27-21", GameResult::Finished([27, 21])),
            ("north 25-23", GameResult::Finished([23, 25])),
            ("draw 24-24", GameResult::Finished([24, 24])),
            ("abandoned", GameResult::Abandoned),
        ] {
            assert_eq!(text.parse::<GameResult>(), Ok(result));
            assert_eq!(result.to_string(), text);
        }
        for bad in [
            "south 21-27",
            "draw 3-4",
            "east 3-1",
            "south 3",
            "south -3-1",
            "south 300-1",
            "",
        ] {
            assert!(bad.parse::<GameResult>().is_err(), "{bad}");
        }
    }

    #[test]
    fn tag_names_and_values() {
        assert!(is_tag_name("Event") && is_tag_name("round_2"));
        assert!(!is_tag_name("2nd") && !is_tag_name("") && !is_tag_name("a b"));
        assert!(!bad_tag_value("AI Hard"));
        assert!(bad_tag_value("two\nlines"));
    }
}
