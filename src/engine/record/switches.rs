//! A rule set as tag lines: `[Rules "kalah"]`, `[Pits "6"]`, `[Seeds "4"]`, then one tag for
//! every switch that differs from the rule set the name stands for (the preset of that name, or
//! Champion's Kalah for a custom name), in the words of the rule set's JSON.

use super::Mistake;
use crate::engine::RuleSet;
use serde_json::Value;

/// Each switch: its field in the rule set's JSON, its tag, and the values it takes.
pub(super) const SWITCHES: [(&str, &str, &str); 21] = [
    ("stores_sown", "StoresSown", "own, both or none"),
    ("direction", "Direction", "ccw or choice"),
    ("min_lift", "MinLift", "a number of seeds"),
    ("extra_turn", "ExtraTurn", "none, unlimited or at_most N"),
    ("capture", "Capture", "none, opposite_non_empty or always"),
    ("relay", "Relay", "yes or no"),
    ("fours", "Fours", "yes or no"),
    ("end", "End", "after_any_move or at_turn_start"),
    ("leftover", "Leftover", "to_owner or uncounted"),
    ("majority", "Majority", "yes or no"),
    ("pie", "Pie", "yes or no"),
    ("no_progress", "NoProgress", "none or a number of decisions"),
    ("skip_start", "SkipStart", "yes or no"),
    ("first_seed_back", "FirstSeedBack", "yes or no"),
    (
        "capture_counts",
        "CaptureCounts",
        "none, even, or counts from 2 to 31 such as 2 3",
    ),
    ("count_side", "CountSide", "opponent or either"),
    ("capture_chain", "CaptureChain", "yes or no"),
    (
        "grand_slam",
        "GrandSlam",
        "captures, no_capture or forbidden",
    ),
    ("feed", "Feed", "yes or no"),
    ("tuzdyk", "Tuzdyk", "yes or no"),
    ("repetition", "Repetition", "yes or no"),
];

/// The rule set a name stands for before any switch tag: its preset, else Champion's Kalah
/// under that name.
pub(super) fn base(name: &str) -> RuleSet {
    RuleSet::preset(name).unwrap_or_else(|_| RuleSet {
        name: name.to_string(),
        ..RuleSet::kalah()
    })
}

/// The tag lines' (name, value) pairs of a rule set, `Rules`, `Pits` and `Seeds` first.
pub(super) fn tags_of(rules: &RuleSet) -> Vec<(&'static str, String)> {
    let mut tags = vec![
        ("Rules", rules.name.clone()),
        ("Pits", rules.pits.to_string()),
        ("Seeds", rules.seeds.to_string()),
    ];
    let ours = to_object(rules);
    let theirs = to_object(&base(&rules.name));
    for (field, tag, _) in SWITCHES {
        if ours[field] != theirs[field] {
            tags.push((tag, text_of(&ours[field])));
        }
    }
    tags
}

/// The field of the rule set's JSON that switch tag `tag` sets, with the values it takes.
pub(super) fn switch(tag: &str) -> Option<(&'static str, &'static str)> {
    SWITCHES
        .iter()
        .find(|(_, t, _)| *t == tag)
        .map(|&(field, _, values)| (field, values))
}

/// `rules` with switch `field` set from tag text `text`; the error says which values it takes.
pub(super) fn set(rules: &RuleSet, field: &str, text: &str) -> Result<RuleSet, Mistake> {
    let mut object = to_object(rules);
    for candidate in values_of(text) {
        object.insert(field.to_string(), candidate);
        if let Ok(set) = serde_json::from_value::<RuleSet>(Value::Object(object.clone())) {
            return Ok(set);
        }
    }
    let values = SWITCHES
        .iter()
        .find(|(f, _, _)| *f == field)
        .map_or("", |s| s.2);
    Err(Mistake::NotASwitchValue {
        text: text.into(),
        values,
    })
}

fn to_object(rules: &RuleSet) -> serde_json::Map<String, Value> {
    match serde_json::to_value(rules) {
        Ok(Value::Object(map)) => map,
        _ => unreachable!("a rule set serialises to an object"),
    }
}

/// A switch's JSON value as tag text: `yes`/`no`, a number, a word, `none`, `at_most 3`.
fn text_of(value: &Value) -> String {
    match value {
        Value::Bool(true) => "yes".into(),
        Value::Bool(false) => "no".into(),
        Value::Null => "none".into(),
        Value::String(s) => s.clone(),
        Value::Object(map) => map
            .iter()
            .map(|(k, v)| format!("{k} {}", text_of(v)))
            .collect::<Vec<_>>()
            .join(" "),
        other => other.to_string(),
    }
}

/// The JSON values tag text may stand for, tried in turn against the switch's type.
fn values_of(text: &str) -> Vec<Value> {
    let number = |t: &str| {
        (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse::<u64>().ok())
            .flatten()
    };
    let mut values = Vec::new();
    match text {
        "yes" => values.push(Value::Bool(true)),
        "no" => values.push(Value::Bool(false)),
        "none" => values.push(Value::Null),
        _ => {}
    }
    if let Some(n) = number(text) {
        values.push(n.into());
    }
    if let Some((key, n)) = text
        .split_once(' ')
        .and_then(|(k, n)| Some((k, number(n)?)))
    {
        values.push(serde_json::json!({ key: n }));
    }
    values.push(Value::String(text.to_string()));
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::ExtraTurn;

    #[test]
    fn every_switch_of_the_rule_set_has_a_tag() {
        let fields: Vec<String> = to_object(&RuleSet::kalah()).keys().cloned().collect();
        let mut tagged: Vec<&str> = vec!["name", "pits", "seeds"];
        tagged.extend(SWITCHES.iter().map(|s| s.0));
        assert_eq!(fields, tagged);
    }

    #[test]
    fn a_preset_needs_no_switch_tag_and_a_change_gets_one() {
        for rules in RuleSet::presets() {
            assert_eq!(tags_of(&rules).len(), 3, "{}", rules.name);
        }
        let mine = RuleSet {
            name: "mine".into(),
            extra_turn: ExtraTurn::AtMost(2),
            no_progress: Some(40),
            pie: true,
            ..RuleSet::kalah()
        };
        let tags = tags_of(&mine);
        assert_eq!(
            tags[3..],
            [
                ("ExtraTurn", "at_most 2".to_string()),
                ("Pie", "yes".into()),
                ("NoProgress", "40".into())
            ]
        );
        let mut rebuilt = base("mine");
        for (tag, text) in &tags[3..] {
            rebuilt = set(&rebuilt, switch(tag).unwrap().0, text).unwrap();
        }
        assert_eq!(rebuilt, mine);
    }

    #[test]
    fn a_wrong_value_names_the_right_ones() {
        let err = set(&RuleSet::kalah(), "capture", "sometimes").unwrap_err();
        assert!(err.to_string().contains("opposite_non_empty"), "{err}");
        assert!(set(&RuleSet::kalah(), "relay", "true").is_err());
        assert!(set(&RuleSet::kalah(), "min_lift", "999").is_err());
        let none = set(&RuleSet::kalah(), "extra_turn", "none").unwrap();
        assert_eq!(none.extra_turn, ExtraTurn::None);
    }
}
