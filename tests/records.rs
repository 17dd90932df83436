//! Game records (docs/RECORDS.md): a random game of every preset on every board size, and of
//! random custom rule sets, with random tags and comments, reads back from the text form and
//! from the JSON form to the same record and the same final position. Garbage and mutated
//! records are errors with a line and column, never a panic.

mod reference;

use kalah::engine::record::{Comment, GameResult, Tags};
use kalah::engine::{Game, GameRecord, RecordError, RuleSet, Side};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Every preset on a random board (ethiopian needs at least its `min_lift` of 2 seeds).
fn any_rules() -> impl Strategy<Value = RuleSet> {
    (0..8usize, 1..=9u8, 1..=12u8).prop_map(|(i, pits, seeds)| {
        let preset = RuleSet::presets().swap_remove(i);
        let seeds = seeds.max(preset.min_lift);
        preset.with_board(Some(pits), Some(seeds)).unwrap()
    })
}

/// A valid random custom rule set (see `reference::random_rules`), under a random name.
fn custom_rules(seed: u64, name: String) -> RuleSet {
    let mut rng = StdRng::seed_from_u64(seed);
    let rules = std::iter::repeat_with(|| reference::random_rules(&mut rng))
        .find(|r| r.validate().is_ok())
        .unwrap();
    RuleSet { name, ..rules }
}

/// One-line text with the characters a tag value must escape.
const LINE: &str = "[ -~éß漢]{0,12}";
/// Any text with the characters a comment must escape, line breaks included.
const TEXT: &str = "[ -~\n\té]{0,24}";

fn any_tags() -> impl Strategy<Value = Tags> {
    (
        proptest::option::of(LINE),
        proptest::option::of(LINE),
        proptest::option::of(LINE),
        any::<bool>(),
        proptest::collection::btree_map("[A-Z][a-z0-9_]{0,6}", LINE, 0..3),
    )
        .prop_map(|(south, north, date, abandoned, mut other)| {
            other.retain(|name, _| {
                ![
                    "Rules",
                    "Pits",
                    "Seeds",
                    "First",
                    "South",
                    "North",
                    "Date",
                    "Result",
                    "Relay",
                    "Fours",
                    "Pie",
                    "End",
                    "Capture",
                    "Leftover",
                    "Majority",
                    "Direction",
                ]
                .contains(&name.as_str())
            });
            Tags {
                south,
                north,
                date,
                result: abandoned.then_some(GameResult::Abandoned),
                other,
            }
        })
}

/// A random game of `rules` cut after at most `cut` decisions, with `tags` and comments.
fn random_record(
    rules: RuleSet,
    first: Side,
    seed: u64,
    cut: usize,
    tags: Tags,
    comments: Vec<(usize, String)>,
) -> GameRecord {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(rules, first).unwrap();
    for _ in 0..cut {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    let over = game.position().is_over();
    let mut record = game.record();
    record.tags = tags;
    if over {
        // A finished game was not abandoned.
        record.tags.result = None;
    }
    let moves = record.moves.len();
    let mut comments: Vec<Comment> = comments
        .into_iter()
        .map(|(after, text)| Comment {
            after: after % (moves + 1),
            text,
        })
        .collect();
    comments.sort_by_key(|c| c.after);
    record.comments = comments;
    record
}

/// Both forms read back to the record (its result filled in) and replay to the same position.
fn check_round_trip(record: GameRecord) -> Result<(), TestCaseError> {
    let (expected, game) = record.clone().checked().unwrap();
    let text = record.to_text();
    let from_text =
        GameRecord::from_text(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    let from_json = GameRecord::from_json(&record.to_json()).unwrap();
    prop_assert_eq!(&from_text, &expected, "{}", text);
    prop_assert_eq!(&from_json, &expected);
    // The text of the read record is the same text: nothing is lost or added on the way.
    prop_assert_eq!(from_text.to_text(), text);
    let replayed = Game::from_record(&from_text).unwrap();
    prop_assert_eq!(replayed.position(), game.position());
    if game.position().is_over() {
        prop_assert_eq!(
            expected.tags.result,
            Some(GameResult::Finished(game.position().scores()))
        );
    }
    Ok(())
}

/// The checks every error must pass: a message, and for the text form a place in the text.
fn check_error(text: &str, error: RecordError) -> Result<(), TestCaseError> {
    prop_assert!(!error.to_string().is_empty());
    if let RecordError::Text(e) = error {
        let lines = text.split('\n').count();
        prop_assert!(e.line >= 1 && e.line <= lines, "{} in {} lines", e, lines);
        prop_assert!(e.column >= 1);
        let place = format!("line {}, column {}: ", e.line, e.column);
        prop_assert!(e.to_string().starts_with(&place), "{}", e);
    }
    Ok(())
}

fn comments() -> impl Strategy<Value = Vec<(usize, String)>> {
    proptest::collection::vec((any::<usize>(), TEXT), 0..4)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn preset_games_read_back_from_both_forms(
        rules in any_rules(),
        first in prop_oneof![Just(Side::South), Just(Side::North)],
        seed in any::<u64>(),
        cut in prop_oneof![0..20usize, Just(100_000)],
        tags in any_tags(),
        comments in comments(),
    ) {
        check_round_trip(random_record(rules, first, seed, cut, tags, comments))?;
    }

    #[test]
    fn custom_rule_set_games_read_back_from_both_forms(
        rules_seed in any::<u64>(),
        name in "[a-z][a-z -]{0,10}",
        seed in any::<u64>(),
        cut in prop_oneof![0..20usize, Just(100_000)],
        tags in any_tags(),
        comments in comments(),
    ) {
        let rules = custom_rules(rules_seed, name);
        let first = if seed % 2 == 0 { Side::South } else { Side::North };
        check_round_trip(random_record(rules, first, seed, cut, tags, comments))?;
    }

    #[test]
    fn mutated_records_are_errors_or_games_never_panics(
        rules in any_rules(),
        seed in any::<u64>(),
        tags in any_tags(),
        comments in comments(),
        edits in proptest::collection::vec(
            (any::<usize>(), 0..4usize, "[ -~\n]{0,3}|[\\[\\]{}\",.]"), 1..6),
    ) {
        let record = random_record(rules, Side::South, seed, 30, tags, comments);
        for form in [record.to_text(), record.to_json()] {
            let mut chars: Vec<char> = form.chars().collect();
            for (at, cut, insert) in &edits {
                let at = at % (chars.len() + 1);
                let end = (at + cut).min(chars.len());
                chars.splice(at..end, insert.chars());
            }
            let text: String = chars.into_iter().collect();
            if let Err(e) = GameRecord::parse(&text) {
                check_error(&text, e)?;
            }
        }
    }

    #[test]
    fn garbage_is_an_error_never_a_panic(text in "\\PC*|[\\[\\]{}\"0-9a-z,. \n\\\\]*") {
        if let Err(e) = GameRecord::parse(&text) {
            check_error(&text, e)?;
        }
    }
}

#[test]
fn a_json_record_saved_before_tags_existed_still_reads() {
    let old = r#"{"rules": {"name": "kalah", "pits": 6, "seeds": 4}, "first": "north",
                  "moves": ["3", "6"]}"#;
    let record = GameRecord::from_json(old).unwrap();
    assert!(record.tags.is_empty() && record.comments.is_empty());
    assert_eq!(record.first, Side::North);
    let text = record.to_text();
    assert!(text.contains("[First \"north\"]\n"), "{text}");
    assert!(text.ends_with("\n1. 3,6\n"), "{text}");
    // A record without tags writes JSON without them: the save's format is unchanged.
    let json: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    assert_eq!(json.as_object().unwrap().len(), 3);
}

#[test]
fn json_records_that_break_the_rules_of_records_are_refused() {
    let mut record = GameRecord::from_text("[Rules \"kalah\"]\n\n1. 3,6 2").unwrap();
    let refused = |record: &GameRecord, says: &str| {
        let err = GameRecord::from_json(&record.to_json()).unwrap_err();
        assert!(err.to_string().contains(says), "{err}");
    };
    record.tags.south = Some("two\nlines".into());
    refused(&record, "one line");
    record.tags.south = None;
    record.tags.other.insert("Result".into(), "x".into());
    refused(&record, "its own place");
    record.tags.other.clear();
    record.tags.other.insert("no good".into(), "x".into());
    refused(&record, "not a tag name");
    record.tags.other.clear();
    record.comments = vec![Comment {
        after: 9,
        text: "late".into(),
    }];
    refused(&record, "after move 9");
    record.comments = vec![
        Comment {
            after: 2,
            text: "b".into(),
        },
        Comment {
            after: 1,
            text: "a".into(),
        },
    ];
    refused(&record, "order");
    record.comments.clear();
    record.tags.result = Some(GameResult::Finished([30, 18]));
    refused(&record, "not over");
}

#[test]
fn a_record_that_was_never_checked_is_still_written_and_its_mistake_found_on_reading() {
    let mut record = GameRecord::from_text("[Rules \"kalah\"]\n\n1. 3,6 2").unwrap();
    record.moves.push(kalah::engine::Move::ccw(8));
    let text = record.to_text();
    assert!(text.ends_with("1. 3,6 2,9\n"), "{text}");
    let err = GameRecord::from_text(&text).unwrap_err().to_string();
    assert!(
        err.contains("column 10") && err.contains("no pit 9"),
        "{err}"
    );
    record.rules.pits = 12;
    let text = record.to_text();
    assert!(text.contains("[Pits \"12\"]"), "{text}");
    let err = GameRecord::from_text(&text).unwrap_err().to_string();
    assert!(err.contains("pits per side"), "{err}");
}
