//! Every error a player can meet, in the player's language: what is wrong with a record (at
//! its line and column), a move the rules refuse, a rule set the engine refuses, a file or the
//! clipboard that failed, and why a record cannot be replayed. The errors carry their kind and
//! details (see `engine::record::Mistake`, `engine::Illegal`, `game::keep::storage`); only
//! what the system itself says (a JSON reader's or the operating system's own words) comes
//! through as it was said.

use crate::engine::record::{Mistake, ResultMismatch, ResultMistake};
use crate::engine::rules::{PITS_RANGE, RuleError, SEEDS_RANGE};
use crate::engine::{Illegal, IllegalMove, RecordError};
use crate::game::keep::record_files::{ImportError, ImportKind};
use crate::game::keep::storage::ClipboardProblem;
use crate::game::keep::storage::{FileProblem, StorageError};
use crate::game::table::MatchError;
use crate::ui::i18n::{Tr, names, t};

/// Why the engine refuses a rule set.
pub fn rules(tr: &Tr, error: &RuleError) -> String {
    let (pits, seeds) = (PITS_RANGE, SEEDS_RANGE);
    match error {
        RuleError::PitsOutOfRange(value) => t!(tr, "error-pits",
            "min" => *pits.start(), "max" => *pits.end(), "value" => *value),
        RuleError::SeedsOutOfRange(value) => t!(tr, "error-seeds",
            "min" => *seeds.start(), "max" => *seeds.end(), "value" => *value),
        RuleError::MinLiftZero => t!(tr, "error-min-lift-zero"),
        RuleError::NoOpeningMove { seeds, min_lift } => {
            t!(tr, "error-no-opening-move", "seeds" => *seeds, "min" => *min_lift)
        }
        RuleError::ExtraTurnCapZero => t!(tr, "error-extra-cap-zero"),
        RuleError::ChoiceNeedsNoProgress => t!(tr, "error-choice-needs-limit"),
        RuleError::NoProgressZero => t!(tr, "error-no-progress-zero"),
        RuleError::ExtraTurnWithoutSownStore => t!(tr, "error-extra-turn-unsown-store"),
        RuleError::SkipAndFirstSeedBack => t!(tr, "error-skip-and-first-back"),
        RuleError::CountSwitchWithoutCounts => t!(tr, "error-count-switch-without-counts"),
        RuleError::RelayWithCountCaptures => t!(tr, "error-relay-with-counts"),
        RuleError::FeedNeedsTurnStartEnd => t!(tr, "error-feed-needs-turn-start"),
        RuleError::TuzdykNeedsOneDirection => t!(tr, "error-tuzdyk-one-direction"),
        RuleError::UnsownStoresNeedAnEnd => t!(tr, "error-unsown-stores-need-end"),
        RuleError::UnknownPreset(name) => t!(tr, "error-unknown-preset", "name" => name.as_str()),
        RuleError::Json(words) => t!(tr, "error-rules-json", "detail" => words.as_str()),
        RuleError::Io(words) => t!(tr, "error-rules-file", "detail" => words.as_str()),
    }
}

/// Why a move cannot be played.
pub fn illegal(tr: &Tr, error: &IllegalMove) -> String {
    let why = match error.why {
        Illegal::GameOver => t!(tr, "illegal-game-over"),
        Illegal::NoPieRule => t!(tr, "illegal-no-pie"),
        Illegal::SwapNotOffered => t!(tr, "illegal-swap-not-offered"),
        Illegal::NoSuchPit { pit, pits } => {
            t!(tr, "illegal-no-such-pit", "pit" => pit, "pits" => pits)
        }
        Illegal::CounterClockwiseOnly => t!(tr, "illegal-ccw-only"),
        Illegal::MustFeed => t!(tr, "illegal-must-feed"),
        Illegal::GrandSlam => t!(tr, "illegal-grand-slam"),
        Illegal::TooFewSeeds {
            side,
            pit,
            seeds,
            min,
        } => t!(tr, "illegal-too-few-seeds", "side" => names::side(tr, side), "pit" => pit,
            "seeds" => seeds, "min" => min),
    };
    t!(tr, "illegal-move", "move" => error.mv.to_string(), "why" => why)
}

/// What is wrong with a record.
pub fn mistake(tr: &Tr, mistake: &Mistake) -> String {
    let text = |s: &str| -> crate::ui::i18n::Arg { s.into() };
    match mistake {
        Mistake::NotATagName { name } => t!(tr, "record-not-a-tag-name", "name" => text(name)),
        Mistake::TagValueUnquoted { tag } => t!(tr, "record-tag-unquoted", "tag" => text(tag)),
        Mistake::TagQuoteOpen { tag } => t!(tr, "record-tag-quote-open", "tag" => text(tag)),
        Mistake::TagUnclosed { tag } => t!(tr, "record-tag-unclosed", "tag" => text(tag)),
        Mistake::TagValueNotOneLine { tag } => {
            t!(tr, "record-tag-not-one-line", "tag" => text(tag))
        }
        Mistake::TagTwice { tag } => t!(tr, "record-tag-twice", "tag" => text(tag)),
        Mistake::TagReserved { tag } => t!(tr, "record-tag-reserved", "tag" => text(tag)),
        Mistake::TagAmongMoves { tag } => t!(tr, "record-tag-among-moves", "tag" => text(tag)),
        Mistake::NoRules => t!(tr, "record-no-rules"),
        Mistake::NotANumber { tag, text: value } => {
            t!(tr, "record-not-a-number", "tag" => text(tag), "text" => text(value))
        }
        Mistake::NotASwitchValue { text: value, .. } => {
            t!(tr, "record-not-a-switch-value", "text" => text(value))
        }
        Mistake::Rules(e) => rules(tr, e),
        Mistake::FirstNotASide { text: value } => {
            t!(tr, "record-first-not-a-side", "text" => text(value))
        }
        Mistake::NotAResult(e) => result_mistake(tr, e),
        Mistake::WrongResult(e) => result_mismatch(tr, e),
        Mistake::CommentOpen => t!(tr, "record-comment-open"),
        Mistake::Unopened { c } => t!(tr, "record-unopened", "c" => c.to_string()),
        Mistake::MoveNumberTooLarge { number } => {
            t!(tr, "record-number-too-large", "number" => text(number))
        }
        Mistake::CommaFirst => t!(tr, "record-comma-first"),
        Mistake::TwoCommas => t!(tr, "record-two-commas"),
        Mistake::TurnEnded { last } => t!(tr, "record-turn-ended", "last" => text(last)),
        Mistake::NumberInsideTurn { n } => t!(tr, "record-number-inside-turn", "n" => *n),
        Mistake::NumberBeforeSecondTurn { n, round } => {
            t!(tr, "record-number-before-second-turn", "n" => *n, "round" => *round)
        }
        Mistake::WrongRound { n, round } => {
            t!(tr, "record-wrong-round", "n" => *n, "round" => *round)
        }
        Mistake::NotAMove(e) => t!(tr, "record-not-a-move", "word" => text(&e.0)),
        Mistake::MustJoin { last, word } => {
            t!(tr, "record-must-join", "last" => text(last), "word" => text(word))
        }
        Mistake::Illegal(e) => illegal(tr, e),
        Mistake::EndsAfterComma => t!(tr, "record-ends-after-comma"),
        Mistake::CommentPastTheEnd { after, moves } => {
            t!(tr, "record-comment-past-the-end", "after" => *after, "moves" => *moves)
        }
        Mistake::CommentsOutOfOrder => t!(tr, "record-comments-out-of-order"),
        Mistake::NotATimeControl { text: value } => {
            t!(tr, "record-not-a-time-control", "text" => text(value))
        }
        Mistake::NotAClock { text: value } => t!(tr, "record-not-a-clock", "text" => text(value)),
        Mistake::ClockPastTheEnd { readings, moves } => {
            t!(tr, "record-clock-past-the-end", "readings" => *readings, "moves" => *moves)
        }
    }
}

fn result_mistake(tr: &Tr, e: &ResultMistake) -> String {
    match e {
        ResultMistake::Unreadable { text } => {
            t!(tr, "record-result-unreadable", "text" => text.as_str())
        }
        ResultMistake::WinnerNotFirst { text } => {
            t!(tr, "record-result-winner-first", "text" => text.as_str())
        }
        ResultMistake::UnequalDraw { text } => {
            t!(tr, "record-result-unequal-draw", "text" => text.as_str())
        }
    }
}

fn result_mismatch(tr: &Tr, e: &ResultMismatch) -> String {
    match e {
        ResultMismatch::NotAbandoned { reached } => {
            t!(tr, "record-result-not-abandoned", "reached" => reached.to_string())
        }
        ResultMismatch::Differs { stated, reached } => t!(tr, "record-result-differs",
            "stated" => stated.to_string(), "reached" => reached.to_string()),
        ResultMismatch::NotOver { stated } => {
            t!(tr, "record-result-not-over", "stated" => stated.to_string())
        }
    }
}

/// Why a record does not play, in either form.
pub fn record(tr: &Tr, error: &RecordError) -> String {
    match error {
        RecordError::Text(e) => t!(tr, "record-at",
            "line" => e.line, "column" => e.column, "why" => mistake(tr, &e.mistake)),
        RecordError::Tag(m) => mistake(tr, m),
        RecordError::Json(words) => t!(tr, "record-not-json", "detail" => words.as_str()),
        RecordError::Rules(e) => rules(tr, e),
        RecordError::Move { ply, error } => {
            t!(tr, "record-move", "ply" => *ply, "why" => illegal(tr, error))
        }
    }
}

/// Why a record could not be imported (the notice adds the line and column).
pub fn import(tr: &Tr, error: &ImportError) -> String {
    match &error.kind {
        ImportKind::File(e) => storage(tr, e),
        ImportKind::NotHandedOver(words) => {
            t!(tr, "import-not-handed-over", "detail" => words.as_str())
        }
        ImportKind::Clipboard(problem) => clipboard(tr, problem),
        ImportKind::Mistake(m) => mistake(tr, m),
        ImportKind::NotARecord(words) => t!(tr, "record-not-json", "detail" => words.as_str()),
        ImportKind::Rules(e) => rules(tr, e),
        ImportKind::Move { ply, error } => {
            t!(tr, "record-move", "ply" => *ply, "why" => illegal(tr, error))
        }
    }
}

/// Why a file, or the browser's storage, failed.
pub fn storage(tr: &Tr, error: &StorageError) -> String {
    match error {
        StorageError::NoPlace => t!(tr, "storage-no-place"),
        StorageError::NoLocalStorage(words) => {
            t!(tr, "storage-no-local-storage", "detail" => words.as_str())
        }
        StorageError::Failed { place, problem } => t!(tr, "storage-failed",
            "place" => place.as_str(), "why" => file_problem(tr, problem)),
    }
}

fn file_problem(tr: &Tr, problem: &FileProblem) -> String {
    match problem {
        FileProblem::NotFound => t!(tr, "file-not-found"),
        FileProblem::NoPermission => t!(tr, "file-no-permission"),
        FileProblem::Exists => t!(tr, "file-exists"),
        FileProblem::Full => t!(tr, "file-full"),
        FileProblem::NoPage => t!(tr, "file-no-page"),
        FileProblem::Other(words) => words.clone(),
    }
}

/// Why the clipboard failed.
pub fn clipboard(tr: &Tr, problem: &ClipboardProblem) -> String {
    match problem {
        ClipboardProblem::NoText => t!(tr, "clipboard-no-text"),
        ClipboardProblem::NoClipboard => t!(tr, "clipboard-none"),
        ClipboardProblem::Busy => t!(tr, "clipboard-busy"),
        ClipboardProblem::Other(words) => words.clone(),
    }
}

/// Why a match cannot be set up (a record to replay, a take-over).
pub fn match_error(tr: &Tr, error: &MatchError) -> String {
    match error {
        MatchError::Rules(e) => rules(tr, e),
        MatchError::Record(e) => record(tr, e),
        MatchError::NotAReplay => t!(tr, "error-not-a-replay"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::NotationError;
    use crate::engine::record::GameResult;
    use crate::engine::{Move, Side};
    use crate::ui::i18n::Language;

    /// One error of every kind the overlay shows.
    fn every_error(tr: &Tr) -> Vec<(String, String)> {
        let illegal_move = |why| IllegalMove {
            mv: Move::ccw(2),
            why,
        };
        let word = || "x".to_string();
        let (stated, reached) = (
            GameResult::Finished([30, 18]),
            GameResult::Finished([20, 28]),
        );
        let mistakes = vec![
            Mistake::NotATagName { name: word() },
            Mistake::TagValueUnquoted { tag: word() },
            Mistake::TagQuoteOpen { tag: word() },
            Mistake::TagUnclosed { tag: word() },
            Mistake::TagValueNotOneLine { tag: word() },
            Mistake::TagTwice { tag: word() },
            Mistake::TagReserved { tag: word() },
            Mistake::TagAmongMoves { tag: word() },
            Mistake::NoRules,
            Mistake::NotANumber {
                tag: word(),
                text: word(),
            },
            Mistake::NotASwitchValue {
                text: word(),
                values: "yes or no",
            },
            Mistake::FirstNotASide { text: word() },
            Mistake::NotAResult(ResultMistake::Unreadable { text: word() }),
            Mistake::NotAResult(ResultMistake::WinnerNotFirst { text: word() }),
            Mistake::NotAResult(ResultMistake::UnequalDraw { text: word() }),
            Mistake::WrongResult(ResultMismatch::NotAbandoned { reached }),
            Mistake::WrongResult(ResultMismatch::Differs { stated, reached }),
            Mistake::WrongResult(ResultMismatch::NotOver { stated }),
            Mistake::CommentOpen,
            Mistake::Unopened { c: ']' },
            Mistake::MoveNumberTooLarge { number: word() },
            Mistake::CommaFirst,
            Mistake::TwoCommas,
            Mistake::TurnEnded { last: word() },
            Mistake::NumberInsideTurn { n: 3 },
            Mistake::NumberBeforeSecondTurn { n: 3, round: 2 },
            Mistake::WrongRound { n: 3, round: 2 },
            Mistake::NotAMove(NotationError(word())),
            Mistake::MustJoin {
                last: word(),
                word: word(),
            },
            Mistake::EndsAfterComma,
            Mistake::CommentPastTheEnd { after: 9, moves: 4 },
            Mistake::CommentsOutOfOrder,
            Mistake::NotATimeControl { text: word() },
            Mistake::NotAClock { text: word() },
            Mistake::ClockPastTheEnd {
                readings: 5,
                moves: 4,
            },
        ];
        let illegal_moves = [
            Illegal::GameOver,
            Illegal::NoPieRule,
            Illegal::SwapNotOffered,
            Illegal::NoSuchPit { pit: 8, pits: 6 },
            Illegal::CounterClockwiseOnly,
            Illegal::MustFeed,
            Illegal::GrandSlam,
            Illegal::TooFewSeeds {
                side: Side::North,
                pit: 3,
                seeds: 1,
                min: 2,
            },
        ];
        let rule_errors = [
            RuleError::UnknownPreset(word()),
            RuleError::Json(word()),
            RuleError::Io(word()),
            RuleError::MinLiftZero,
            RuleError::ExtraTurnWithoutSownStore,
            RuleError::SkipAndFirstSeedBack,
            RuleError::CountSwitchWithoutCounts,
            RuleError::RelayWithCountCaptures,
            RuleError::FeedNeedsTurnStartEnd,
            RuleError::TuzdykNeedsOneDirection,
            RuleError::UnsownStoresNeedAnEnd,
        ];
        let failed = |problem| StorageError::Failed {
            place: word(),
            problem,
        };
        let storage_errors = [
            StorageError::NoPlace,
            StorageError::NoLocalStorage(word()),
            failed(FileProblem::NotFound),
            failed(FileProblem::NoPermission),
            failed(FileProblem::Exists),
            failed(FileProblem::Full),
            failed(FileProblem::NoPage),
        ];
        let clipboard_problems = [
            ClipboardProblem::NoText,
            ClipboardProblem::NoClipboard,
            ClipboardProblem::Busy,
        ];
        let mut said = Vec::new();
        let mut say = |english: String, words: String| said.push((english, words));
        for m in mistakes {
            let text = crate::engine::record::TextError {
                line: 2,
                column: 5,
                mistake: m.clone(),
            };
            say(m.to_string(), mistake(tr, &m));
            say(
                text.to_string(),
                record(tr, &RecordError::Text(text.clone())),
            );
        }
        for why in illegal_moves {
            let error = illegal_move(why);
            say(error.to_string(), illegal(tr, &error));
            let error = RecordError::Move { ply: 4, error };
            say(error.to_string(), record(tr, &error));
        }
        for e in rule_errors {
            say(e.to_string(), rules(tr, &e));
        }
        for e in storage_errors {
            say(e.to_string(), storage(tr, &e));
        }
        for p in clipboard_problems {
            say(p.to_string(), clipboard(tr, &p));
        }
        let json = RecordError::Json(word());
        say(json.to_string(), record(tr, &json));
        let handed = ImportError::not_handed_over(word());
        say(format!("{handed:?}"), import(tr, &handed));
        let replay = MatchError::NotAReplay;
        say(replay.to_string(), match_error(tr, &replay));
        said
    }

    #[test]
    fn no_error_reaches_a_translated_screen_in_english() {
        let english: Vec<String> = every_error(&Tr::new(Language::English))
            .into_iter()
            .map(|(_, words)| words)
            .collect();
        for language in [Language::Spanish, Language::Russian, Language::Czech] {
            for ((engines, theirs), ours) in every_error(&Tr::new(language)).iter().zip(&english) {
                assert_ne!(theirs, ours, "{language:?} says it in English: {theirs}");
                assert_ne!(theirs, engines, "{language:?} shows the engine's English");
                assert!(!theirs.contains("{$"), "{language:?}: {theirs}");
            }
        }
    }

    #[test]
    fn the_english_words_carry_the_details() {
        let tr = Tr::new(Language::English);
        let error = RecordError::Text(crate::engine::record::TextError {
            line: 3,
            column: 7,
            mistake: Mistake::WrongRound { n: 5, round: 2 },
        });
        let words = record(&tr, &error);
        for detail in ["3", "7", "5", "2"] {
            assert!(words.contains(detail), "{words}");
        }
    }
}
