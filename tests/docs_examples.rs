//! The documentation's examples never drift from the code: the custom rule set shown in
//! docs/RULES.md and the records shown in docs/RECORDS.md load, and every message shown in
//! docs/PROTOCOL.md is one of the protocol's. The links and the README: `docs_links.rs`; the
//! commands: `docs_commands.rs`.

use kalah::engine::RuleSet;
use kalah::engine::rules::{Capture, ExtraTurn};
use std::collections::BTreeSet;

#[test]
fn custom_rule_set_in_docs_loads() {
    let doc = include_str!("../docs/RULES.md");
    let json = doc
        .split("```json")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("docs/RULES.md has a json block");
    let rules = RuleSet::from_json(json).expect("the documented rule set is valid");
    assert_eq!(rules.name, "my-kalah");
    assert_eq!(rules.extra_turn, ExtraTurn::AtMost(2));
    assert_eq!(rules.capture, Capture::Always);
    assert!(rules.pie);
}

/// The blocks of one kind (```text, ```json) of a document, in order.
fn blocks<'a>(doc: &'a str, kind: &str) -> Vec<&'a str> {
    doc.split(&format!("```{kind}\n"))
        .skip(1)
        .filter_map(|rest| rest.split("```").next())
        .collect()
}

#[test]
fn records_in_docs_read_and_agree() {
    use kalah::engine::GameRecord;
    use kalah::engine::record::GameResult;
    let doc = include_str!("../docs/RECORDS.md");
    let records: Vec<&str> = blocks(doc, "text")
        .into_iter()
        .filter(|b| b.starts_with("[Rules"))
        .collect();
    assert_eq!(records.len(), 3);
    // The first is the 40-decision game of the review time, in its canonical layout.
    let file = include_str!("../docs/records/kalah-6x4-40.txt");
    assert_eq!(records[0], file);
    let game = GameRecord::from_text(file).unwrap();
    assert_eq!(game.to_text(), file);
    assert_eq!(game.moves.len(), 40);
    assert_eq!(game.tags.result, Some(GameResult::Finished([23, 25])));
    // The custom rule set's record is the documented JSON record.
    let custom = GameRecord::from_text(records[1]).unwrap();
    assert_eq!(custom.to_text(), records[1]);
    let json = blocks(doc, "json");
    assert_eq!(GameRecord::from_json(json[0]).unwrap(), custom);
    // The online game's record carries its clock, in the canonical layout.
    let clocked = GameRecord::from_text(records[2]).unwrap();
    assert_eq!(clocked.to_text(), records[2]);
    assert_eq!(clocked.time_control(), Some((300, 3)));
    assert_eq!(
        clocked.clock_readings(),
        Some(vec![298_100, 290_000, 299_500])
    );
}

#[test]
fn protocol_examples_are_messages_and_every_message_has_one() {
    use kalah::online::protocol::{ClientMessage, ServerMessage};
    let doc = include_str!("../docs/PROTOCOL.md");
    let mut types = BTreeSet::new();
    for block in blocks(doc, "json") {
        let client = serde_json::from_str::<ClientMessage>(block);
        let server = serde_json::from_str::<ServerMessage>(block);
        assert!(
            client.is_ok() || server.is_ok(),
            "{block}\nas a client message: {:?}\nas a server message: {:?}",
            client.err(),
            server.err()
        );
        let value: serde_json::Value = serde_json::from_str(block).unwrap();
        types.insert(value["type"].as_str().unwrap().to_string());
    }
    let every = [
        "hello",
        "welcome",
        "create",
        "join",
        "watch",
        "resume",
        "quick",
        "leave",
        "seated",
        "watching",
        "started",
        "move",
        "moved",
        "resign",
        "rematch",
        "rematch_asked",
        "claim",
        "sync",
        "ping",
        "pong",
        "away",
        "back",
        "left",
        "over",
        "error",
        "lobby",
        "lobby_open",
        "lobby_gone",
        "lobby_off",
        "abort",
        "offer_draw",
        "draw_offered",
        "answer_draw",
        "draw_declined",
        "take_back",
        "take_back_asked",
        "answer_take_back",
        "take_back_declined",
        "taken_back",
        "spectators",
    ];
    let missing: Vec<&str> = every
        .iter()
        .copied()
        .filter(|t| !types.contains(*t))
        .collect();
    assert!(missing.is_empty(), "no example of {missing:?}");
}
