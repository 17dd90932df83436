//! The custom rule set shown in docs/RULES.md must load, so the documentation never drifts
//! from the file format.

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
