//! What can be wrong with a record, as kinds with their details: the text form's tags, moves,
//! numbers and commas, the tags and comments of either form, and a result the moves do not
//! reach. Each kind writes the one-line English the command line shows; the game's overlay
//! says the same in the player's language from the kind and its details.

use super::tags::{GameResult, ResultMistake};
use crate::engine::illegal::IllegalMove;
use crate::engine::notation::NotationError;
use crate::engine::rules::RuleError;
use std::fmt;

/// A mistake in a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// A tag's name is not a letter followed by letters, digits or `_`.
    NotATagName { name: String },
    /// A tag's value is not in double quotes.
    TagValueUnquoted { tag: String },
    /// A tag's value has no closing quote.
    TagQuoteOpen { tag: String },
    /// A tag line has no `]` after its value.
    TagUnclosed { tag: String },
    /// A tag's value holds control characters (a line break, say).
    TagValueNotOneLine { tag: String },
    /// The same tag twice.
    TagTwice { tag: String },
    /// A tag that has its own place in a record (the JSON form), among the other tags.
    TagReserved { tag: String },
    /// A tag line among the moves.
    TagAmongMoves { tag: String },
    /// No `Rules` tag before the moves.
    NoRules,
    /// A number tag (`Pits`, `Seeds`) whose value is not a number.
    NotANumber { tag: String, text: String },
    /// A switch tag's value is not one the switch takes (`values` says which it takes).
    NotASwitchValue { text: String, values: &'static str },
    /// The tags describe a rule set the engine refuses.
    Rules(RuleError),
    /// The `First` tag names no side.
    FirstNotASide { text: String },
    /// The `Result` tag is not a result.
    NotAResult(ResultMistake),
    /// The `Result` tag does not fit the moves.
    WrongResult(ResultMismatch),
    /// A comment's `{` is never closed.
    CommentOpen,
    /// A `]`, `}` or `"` without its opening.
    Unopened { c: char },
    /// A move number too large to be one.
    MoveNumberTooLarge { number: String },
    /// A comma with no move before it.
    CommaFirst,
    /// Two commas in a row.
    TwoCommas,
    /// A comma after the move that ended a turn (`last`).
    TurnEnded { last: String },
    /// A move number inside a turn.
    NumberInsideTurn { n: usize },
    /// A move number before the second turn of a round.
    NumberBeforeSecondTurn { n: usize, round: usize },
    /// A move number that is not the round's.
    WrongRound { n: usize, round: usize },
    /// A word that is not a move.
    NotAMove(NotationError),
    /// `word` is a decision of the turn `last` began, and must be joined to it by a comma.
    MustJoin { last: String, word: String },
    /// A move the position does not allow.
    Illegal(IllegalMove),
    /// The record ends after a comma.
    EndsAfterComma,
    /// A comment after move `after` of a record of `moves`.
    CommentPastTheEnd { after: usize, moves: usize },
    /// The comments are not in the order of the game.
    CommentsOutOfOrder,
    /// The `TimeControl` tag is not seconds plus seconds (`300+3`).
    NotATimeControl { text: String },
    /// The `Clock` tag holds something that is not a clock reading (`4:58.1`).
    NotAClock { text: String },
    /// The `Clock` tag has more readings than the record has decisions.
    ClockPastTheEnd { readings: usize, moves: usize },
}

/// A `Result` tag that the moves do not reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultMismatch {
    /// The moves finish the game, which the record calls abandoned.
    NotAbandoned { reached: GameResult },
    /// The moves end with another result.
    Differs {
        stated: GameResult,
        reached: GameResult,
    },
    /// The record states a result, but the game is not over.
    NotOver { stated: GameResult },
}

impl fmt::Display for Mistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mistake::NotATagName { name } => write!(
                f,
                "'{name}' is not a tag name (a letter, then letters, digits or _)"
            ),
            Mistake::TagValueUnquoted { tag } => {
                write!(f, "tag {tag}: its value goes in double quotes")
            }
            Mistake::TagQuoteOpen { tag } => {
                write!(f, "tag {tag}: the value's quote is not closed")
            }
            Mistake::TagUnclosed { tag } => write!(f, "tag {tag}: ']' expected after the value"),
            Mistake::TagValueNotOneLine { tag } => write!(
                f,
                "tag {tag}: a tag value is one line of text without control characters"
            ),
            Mistake::TagTwice { tag } => write!(f, "tag {tag} is given twice"),
            Mistake::TagReserved { tag } => write!(
                f,
                "tag {tag} has its own place in a record, not among the other tags"
            ),
            Mistake::TagAmongMoves { tag } => write!(
                f,
                "tag {tag} stands among the moves; tags come before the first move"
            ),
            Mistake::NoRules => f.write_str(
                "a record names its rule set in a tag line before the moves, e.g. \
                 [Rules \"kalah\"]",
            ),
            Mistake::NotANumber { tag, text } => write!(f, "tag {tag}: '{text}' is not a number"),
            Mistake::NotASwitchValue { text, values } => {
                write!(f, "'{text}' is not a value of this switch ({values})")
            }
            Mistake::Rules(e) => write!(f, "{e}"),
            Mistake::FirstNotASide { text } => {
                write!(f, "tag First: '{text}' is not south or north")
            }
            Mistake::NotAResult(e) => write!(f, "{e}"),
            Mistake::WrongResult(e) => write!(f, "tag Result: {e}"),
            Mistake::CommentOpen => f.write_str("the comment's '{' is never closed by '}'"),
            Mistake::Unopened { c } => write!(f, "'{c}' without its opening"),
            Mistake::MoveNumberTooLarge { number } => {
                write!(f, "move number {number} is far too large")
            }
            Mistake::CommaFirst => {
                f.write_str("',' joins moves of one turn, but no move came before")
            }
            Mistake::TwoCommas => f.write_str("two commas in a row"),
            Mistake::TurnEnded { last } => write!(
                f,
                "the turn ends with '{last}': write the next turn without a comma"
            ),
            Mistake::NumberInsideTurn { n } => write!(
                f,
                "move number {n}. stands inside a turn; it goes before a turn"
            ),
            Mistake::NumberBeforeSecondTurn { n, round } => write!(
                f,
                "move number {n}. stands before the second turn of round {round}; a number \
                 goes before the first"
            ),
            Mistake::WrongRound { n, round } => write!(f, "this is round {round}., not {n}."),
            Mistake::NotAMove(e) => write!(f, "{e}"),
            Mistake::MustJoin { last, word } => write!(
                f,
                "'{last}' earned another decision of the same turn: join '{word}' to it with a \
                 comma ({last},{word})"
            ),
            Mistake::Illegal(e) => write!(f, "{e}"),
            Mistake::EndsAfterComma => {
                f.write_str("the record ends after a comma; a move should follow it")
            }
            Mistake::CommentPastTheEnd { after, moves } => {
                write!(f, "a comment after move {after} of a record of {moves}")
            }
            Mistake::CommentsOutOfOrder => {
                f.write_str("the comments are not in the order of the game")
            }
            Mistake::NotATimeControl { text } => write!(
                f,
                "tag TimeControl: '{text}' is not seconds plus seconds a move (300+3)"
            ),
            Mistake::NotAClock { text } => write!(
                f,
                "tag Clock: '{text}' is not a list of clock readings (4:58.1 4:57.0 ...)"
            ),
            Mistake::ClockPastTheEnd { readings, moves } => write!(
                f,
                "tag Clock: {readings} clock readings for a record of {moves} decisions"
            ),
        }
    }
}

impl fmt::Display for ResultMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultMismatch::NotAbandoned { reached } => write!(
                f,
                "the moves finish the game ({reached}); it was not abandoned"
            ),
            ResultMismatch::Differs { stated, reached } => {
                write!(f, "it says {stated}, but the moves end {reached}")
            }
            ResultMismatch::NotOver { stated } => write!(
                f,
                "it says {stated}, but the game is not over after these moves"
            ),
        }
    }
}

impl std::error::Error for Mistake {}
