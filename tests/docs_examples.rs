//! The custom rule set shown in docs/RULES.md and the records shown in docs/RECORDS.md must
//! load, so the documentation never drifts from the file formats.

use kalah::engine::RuleSet;
use kalah::engine::rules::{Capture, ExtraTurn};

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
    assert_eq!(records.len(), 2);
    // The first is the 40-decision game of the README's review time, in its canonical layout.
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
}
