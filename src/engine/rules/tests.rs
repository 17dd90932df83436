//! The rule sets' tests: presets, saved switches, validation.

use super::*;

#[test]
fn every_preset_is_valid_and_round_trips() {
    for rules in RuleSet::presets() {
        rules.validate().unwrap();
        assert_eq!(RuleSet::from_json(&rules.to_json()).unwrap(), rules);
    }
}

#[test]
fn one_table_names_builds_and_describes_every_preset() {
    let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    assert_eq!(
        names,
        [
            "kalah",
            "general",
            "egyptian",
            "ethiopian",
            "nigerian",
            "zillions",
            "russian",
            "kalaha",
            "oware",
            "awari",
            "songo",
            "bohnenspiel",
            "toguz_kumalak"
        ]
    );
    for (preset, rules) in PRESETS.iter().zip(RuleSet::presets()) {
        assert_eq!(rules.name, preset.name);
        assert_eq!(RuleSet::load(preset.name), Ok(rules.clone()));
        assert_eq!(rules.description(), preset.description);
    }
    let custom = RuleSet {
        name: "mine".into(),
        ..RuleSet::kalah()
    };
    assert_eq!(custom.description(), "A custom rule set.");
    assert!(
        RuleSet::kalah()
            .description()
            .starts_with("Champion's Kalah")
    );
}

#[test]
fn a_save_without_a_switch_loads_with_kalahs_value() {
    let kalah = serde_json::to_value(RuleSet::kalah()).unwrap();
    for rules in RuleSet::presets() {
        let full = serde_json::to_value(&rules).unwrap();
        let fields = full.as_object().unwrap();
        for (switch, _) in fields {
            let mut saved = fields.clone();
            saved.remove(switch);
            let loaded = serde_json::from_value::<RuleSet>(saved.into());
            if ["name", "pits", "seeds"].contains(&switch.as_str()) {
                // Not switches: a rule set without its name or board is no rule set.
                assert!(loaded.is_err(), "{} without {switch}", rules.name);
                continue;
            }
            let loaded = serde_json::to_value(loaded.unwrap()).unwrap();
            for (field, value) in loaded.as_object().unwrap() {
                let expected = if field == switch {
                    &kalah[field]
                } else {
                    &full[field]
                };
                assert_eq!(value, expected, "{} without {switch}: {field}", rules.name);
            }
        }
    }
    // Unknown fields are still refused.
    let mut extra = serde_json::to_value(RuleSet::kalah()).unwrap();
    extra["sowing_speed"] = 3.into();
    assert!(serde_json::from_value::<RuleSet>(extra).is_err());
}

#[test]
fn chooses_direction_only_with_choice() {
    for rules in RuleSet::presets() {
        assert_eq!(rules.chooses_direction(), rules.name == "ethiopian");
    }
}

#[test]
fn table_values() {
    let z = RuleSet::preset("zillions").unwrap();
    assert_eq!(z.extra_turn, ExtraTurn::AtMost(3));
    assert!(z.majority);
    assert_eq!(RuleSet::preset("russian").unwrap().seeds, 3);
    assert_eq!(RuleSet::preset("kalaha").unwrap().seeds, 6);
    let e = RuleSet::preset("ethiopian").unwrap();
    assert_eq!((e.min_lift, e.no_progress), (2, Some(100)));
}

#[test]
fn validation_errors_are_clear() {
    let k = RuleSet::kalah();
    assert_eq!(
        k.clone().with_board(Some(10), None),
        Err(RuleError::PitsOutOfRange(10))
    );
    assert_eq!(
        k.clone().with_board(None, Some(0)),
        Err(RuleError::SeedsOutOfRange(0))
    );
    let e = RuleSet::preset("ethiopian").unwrap();
    let err = e.with_board(None, Some(1)).unwrap_err();
    assert!(err.to_string().contains("min_lift"), "{err}");
    let bad = RuleSet {
        direction: Direction::Choice,
        ..RuleSet::kalah()
    };
    assert_eq!(bad.validate(), Err(RuleError::ChoiceNeedsNoProgress));
    assert!(matches!(
        RuleSet::from_json("{\"name\": 3}"),
        Err(RuleError::Json(_))
    ));
    assert!(
        RuleSet::preset("chess")
            .unwrap_err()
            .to_string()
            .contains("kalah")
    );
}

#[test]
fn the_other_games_switches_refuse_what_cannot_be_played() {
    let oware = RuleSet::preset("oware").unwrap();
    let refused = [
        (
            RuleSet {
                extra_turn: ExtraTurn::Unlimited,
                ..oware.clone()
            },
            RuleError::ExtraTurnWithoutSownStore,
        ),
        (
            RuleSet {
                first_seed_back: true,
                ..oware.clone()
            },
            RuleError::SkipAndFirstSeedBack,
        ),
        (
            RuleSet {
                capture_chain: true,
                ..RuleSet::kalah()
            },
            RuleError::CountSwitchWithoutCounts,
        ),
        (
            RuleSet {
                grand_slam: GrandSlam::Forbidden,
                ..RuleSet::kalah()
            },
            RuleError::CountSwitchWithoutCounts,
        ),
        (
            RuleSet {
                relay: true,
                ..oware.clone()
            },
            RuleError::RelayWithCountCaptures,
        ),
        (
            RuleSet {
                end: EndRule::AfterAnyMove,
                ..oware.clone()
            },
            RuleError::FeedNeedsTurnStartEnd,
        ),
        (
            RuleSet {
                direction: Direction::Choice,
                no_progress: Some(50),
                ..RuleSet::preset("toguz_kumalak").unwrap()
            },
            RuleError::TuzdykNeedsOneDirection,
        ),
        (
            RuleSet {
                repetition: false,
                ..oware.clone()
            },
            RuleError::UnsownStoresNeedAnEnd,
        ),
    ];
    for (rules, error) in refused {
        assert_eq!(rules.validate(), Err(error.clone()));
        assert!(!error.to_string().is_empty());
    }
    // A no-progress limit ends games as well as repetition does.
    let bounded = RuleSet {
        repetition: false,
        no_progress: Some(100),
        ..oware
    };
    assert_eq!(bounded.validate(), Ok(()));
}

#[test]
fn the_five_games_and_the_kalah_family() {
    for rules in RuleSet::presets() {
        let other = ["oware", "awari", "songo", "bohnenspiel", "toguz_kumalak"];
        assert_eq!(rules.kalah_family(), !other.contains(&rules.name.as_str()));
    }
    // 9 pits of 12 seeds, the largest board, fits a hole's count.
    let big = RuleSet::preset("toguz_kumalak")
        .unwrap()
        .with_board(Some(9), Some(12))
        .unwrap();
    assert!(big.total_seeds() <= u8::MAX as u16);
}
