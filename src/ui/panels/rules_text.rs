//! How a rule set plays, in plain sentences, built from its switches: each switch value has
//! its own message, so a custom rule set is explained as correctly as a preset. A pure function
//! of the rule set (no egui), returning message ids with their arguments for the overlay to put
//! into the player's language. Switches that add a rule (relay, fours, majority, pie rule, the
//! progress limit) speak only when on; every other switch always says what it does.

use crate::engine::RuleSet;
use crate::engine::rules::{Capture, Direction, EndRule, ExtraTurn, Leftover, StoresSown};
use crate::ui::i18n::Msg;

/// The rules of `rules`, one message a sentence, in the order a game goes: the board, a move
/// (lifting, sowing, the stores, relay, fours), what the last seed earns (extra turn, capture),
/// the pie rule, the end and the count.
pub fn explain(rules: &RuleSet) -> Vec<Msg> {
    let mut text = vec![
        Msg::new("rules-board")
            .arg("pits", rules.pits)
            .arg("seeds", rules.seeds),
    ];
    text.push(match rules.min_lift {
        1 => Msg::new("rules-lift"),
        min => Msg::new("rules-lift-min").arg("min", min),
    });
    text.push(Msg::new(match rules.direction {
        Direction::Ccw => "rules-sow-ccw",
        Direction::Choice => "rules-sow-choice",
    }));
    text.push(Msg::new(match rules.stores_sown {
        StoresSown::Own => "rules-stores-own",
        StoresSown::Both => "rules-stores-both",
    }));
    if rules.relay {
        text.push(Msg::new("rules-relay"));
    }
    if rules.fours {
        text.push(Msg::new("rules-fours"));
    }
    text.push(match rules.extra_turn {
        ExtraTurn::None => Msg::new("rules-extra-none"),
        ExtraTurn::Unlimited => Msg::new("rules-extra-unlimited"),
        ExtraTurn::AtMost(n) => Msg::new("rules-extra-at-most").arg("count", n),
    });
    text.push(Msg::new(match rules.capture {
        Capture::None => "rules-capture-none",
        Capture::OppositeNonEmpty => "rules-capture-opposite",
        Capture::Always => "rules-capture-always",
    }));
    if rules.pie {
        text.push(Msg::new("rules-pie"));
    }
    text.push(Msg::new(match rules.end {
        EndRule::AfterAnyMove => "rules-end-after-any",
        EndRule::AtTurnStart => "rules-end-turn-start",
    }));
    if rules.majority {
        // More than half of all seeds: more than one side's starting seeds.
        let half = u16::from(rules.pits) * u16::from(rules.seeds);
        text.push(Msg::new("rules-majority").arg("half", half));
    }
    if let Some(limit) = rules.no_progress {
        text.push(Msg::new("rules-no-progress").arg("count", limit));
    }
    text.push(Msg::new(match rules.leftover {
        Leftover::ToOwner => "rules-leftover-owner",
        Leftover::Uncounted => "rules-leftover-uncounted",
    }));
    text.push(Msg::new("rules-winner"));
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::PRESETS;
    use crate::ui::i18n::Arg;
    use proptest::prelude::*;

    /// The message ids of the sentences that say how `rules` differs from Champion's Kalah,
    /// one for each switch that differs (written out here, apart from `explain`).
    fn differences(rules: &RuleSet) -> Vec<&'static str> {
        let kalah = RuleSet::kalah();
        let mut ids = Vec::new();
        if rules.stores_sown != kalah.stores_sown {
            ids.push("rules-stores-both");
        }
        if rules.direction != kalah.direction {
            ids.push("rules-sow-choice");
        }
        if rules.min_lift != kalah.min_lift {
            ids.push("rules-lift-min");
        }
        if rules.extra_turn != kalah.extra_turn {
            ids.push(match rules.extra_turn {
                ExtraTurn::None => "rules-extra-none",
                ExtraTurn::Unlimited => "rules-extra-unlimited",
                ExtraTurn::AtMost(_) => "rules-extra-at-most",
            });
        }
        if rules.capture != kalah.capture {
            ids.push(match rules.capture {
                Capture::None => "rules-capture-none",
                Capture::OppositeNonEmpty => "rules-capture-opposite",
                Capture::Always => "rules-capture-always",
            });
        }
        if rules.relay != kalah.relay {
            ids.push("rules-relay");
        }
        if rules.fours != kalah.fours {
            ids.push("rules-fours");
        }
        if rules.end != kalah.end {
            ids.push("rules-end-turn-start");
        }
        if rules.leftover != kalah.leftover {
            ids.push("rules-leftover-uncounted");
        }
        if rules.majority != kalah.majority {
            ids.push("rules-majority");
        }
        if rules.pie != kalah.pie {
            ids.push("rules-pie");
        }
        if rules.no_progress != kalah.no_progress {
            ids.push("rules-no-progress");
        }
        ids
    }

    fn ids(rules: &RuleSet) -> Vec<&'static str> {
        explain(rules).iter().map(|m| m.id).collect()
    }

    fn mentions_every_difference(rules: &RuleSet) {
        let said = ids(rules);
        for id in differences(rules) {
            assert!(said.contains(&id), "{}: no '{id}' in {said:?}", rules.name);
        }
    }

    #[test]
    fn every_preset_is_explained_with_what_makes_it_different() {
        for preset in RuleSet::presets() {
            mentions_every_difference(&preset);
        }
        // Every preset but Kalah differs somewhere, and says so.
        for preset in PRESETS.iter().skip(1) {
            assert!(
                !differences(&(preset.build)()).is_empty(),
                "{}",
                preset.name
            );
        }
    }

    #[test]
    fn the_numbers_of_the_board_and_the_switches_are_said() {
        let nigerian = RuleSet::preset("nigerian").unwrap();
        let board = &explain(&nigerian)[0];
        assert_eq!(
            board.args,
            [("pits", Arg::Number(6)), ("seeds", Arg::Number(4))]
        );
        let zillions = explain(&RuleSet::preset("zillions").unwrap());
        let cap = zillions.iter().find(|m| m.id == "rules-extra-at-most");
        assert_eq!(cap.unwrap().args, [("count", Arg::Number(3))]);
        let half = zillions.iter().find(|m| m.id == "rules-majority");
        assert_eq!(half.unwrap().args, [("half", Arg::Number(24))]);
    }

    fn switches() -> impl Strategy<Value = RuleSet> {
        (
            (1u8..=9, 1u8..=12, any::<bool>(), any::<bool>(), 1u8..=4),
            (0u8..=4, 0u8..=2, any::<bool>(), any::<bool>()),
            (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()),
            proptest::option::of(1u16..=300),
        )
            .prop_map(
                |(
                    (pits, seeds, both, choice, min_lift),
                    (extra, capture, relay, fours),
                    (turn_start, uncounted, majority, pie),
                    no_progress,
                )| RuleSet {
                    name: "custom".into(),
                    pits,
                    seeds,
                    stores_sown: if both {
                        StoresSown::Both
                    } else {
                        StoresSown::Own
                    },
                    direction: if choice {
                        Direction::Choice
                    } else {
                        Direction::Ccw
                    },
                    min_lift,
                    extra_turn: match extra {
                        0 => ExtraTurn::None,
                        1 => ExtraTurn::Unlimited,
                        n => ExtraTurn::AtMost(n - 1),
                    },
                    capture: [Capture::None, Capture::OppositeNonEmpty, Capture::Always]
                        [usize::from(capture)],
                    relay,
                    fours,
                    end: if turn_start {
                        EndRule::AtTurnStart
                    } else {
                        EndRule::AfterAnyMove
                    },
                    leftover: if uncounted {
                        Leftover::Uncounted
                    } else {
                        Leftover::ToOwner
                    },
                    majority,
                    pie,
                    no_progress,
                },
            )
    }

    proptest! {
        #[test]
        fn a_custom_rule_set_is_explained_by_its_switches(rules in switches()) {
            mentions_every_difference(&rules);
            // One sentence for each switch that always speaks, plus the board and the count.
            let said = ids(&rules);
            let optional = [rules.relay, rules.fours, rules.pie, rules.majority,
                rules.no_progress.is_some()];
            let on = optional.into_iter().filter(|&on| on).count();
            prop_assert_eq!(said.len(), 9 + on);
        }
    }
}
