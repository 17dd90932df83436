//! How a rule set plays, in plain sentences, built from its switches: each switch value has
//! its own message, so a custom rule set is explained as correctly as a preset. A pure function
//! of the rule set (no egui), returning message ids with their arguments for the overlay to put
//! into the player's language. Switches that add a rule (relay, fours, majority, pie rule, the
//! progress limit) speak only when on; every other switch always says what it does.

use crate::engine::RuleSet;
use crate::engine::rules::{
    Capture, CaptureCounts, CountSide, Direction, EndRule, ExtraTurn, GrandSlam, Leftover,
    MAX_COUNT, StoresSown,
};
use crate::ui::i18n::Msg;

/// The rules of `rules`, one message a sentence, in the order a game goes: the board, a move
/// (lifting, sowing, the stores, relay, fours), what the last seed earns (extra turn, capture),
/// the pie rule, the end and the count.
pub fn explain(rules: &RuleSet) -> Vec<Msg> {
    let mut text = vec![
        // Houses keep the captures; a store that sowing enters is the kalah.
        Msg::new(if rules.stores_sown == StoresSown::None {
            "rules-board-houses"
        } else {
            "rules-board"
        })
        .arg("pits", rules.pits)
        .arg("seeds", rules.seeds),
    ];
    text.push(match rules.min_lift {
        1 => Msg::new("rules-lift"),
        min => Msg::new("rules-lift-min").arg("min", min),
    });
    sowing(rules, &mut text);
    if rules.relay {
        text.push(Msg::new("rules-relay"));
    }
    if rules.fours {
        text.push(Msg::new("rules-fours"));
    }
    // No last seed lands in a store that sowing passes by: no extra turn to speak of.
    if rules.stores_sown != StoresSown::None {
        text.push(match rules.extra_turn {
            ExtraTurn::None => Msg::new("rules-extra-none"),
            ExtraTurn::Unlimited => Msg::new("rules-extra-unlimited"),
            ExtraTurn::AtMost(n) => Msg::new("rules-extra-at-most").arg("count", n),
        });
    }
    captures(rules, &mut text);
    if rules.feed {
        text.push(Msg::new("rules-feed"));
    }
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
    if rules.repetition {
        text.push(Msg::new("rules-repetition"));
    }
    text.push(Msg::new(match rules.leftover {
        Leftover::ToOwner => "rules-leftover-owner",
        Leftover::Uncounted => "rules-leftover-uncounted",
    }));
    text.push(Msg::new("rules-winner"));
    text
}

/// The sowing's way round (the start pit skipped on a lap, or its first seed put back) and
/// what it does with the stores.
fn sowing(rules: &RuleSet, text: &mut Vec<Msg>) {
    let back = rules.first_seed_back;
    text.push(Msg::new(match (rules.direction, rules.skip_start, back) {
        (Direction::Ccw, true, _) => "rules-sow-ccw-skip",
        (Direction::Ccw, _, true) => "rules-sow-ccw-back",
        (Direction::Ccw, ..) => "rules-sow-ccw",
        (Direction::Choice, ..) => "rules-sow-choice",
    }));
    if rules.direction == Direction::Choice && rules.skip_start {
        text.push(Msg::new("rules-skip-start"));
    }
    if rules.direction == Direction::Choice && back {
        text.push(Msg::new("rules-first-seed-back"));
    }
    text.push(Msg::new(match rules.stores_sown {
        StoresSown::Own => "rules-stores-own",
        StoresSown::Both => "rules-stores-both",
        StoresSown::None => "rules-stores-none",
    }));
}

/// What the last seed captures: across from an empty own pit, by the count it makes (with its
/// chain and the grand slam), and the tuzdyk. "No captures" only when none of them is on.
fn captures(rules: &RuleSet, text: &mut Vec<Msg>) {
    let by_count = !rules.capture_counts.is_none();
    if rules.capture != Capture::None || !(by_count || rules.tuzdyk) {
        text.push(Msg::new(match rules.capture {
            Capture::None => "rules-capture-none",
            Capture::OppositeNonEmpty => "rules-capture-opposite",
            Capture::Always => "rules-capture-always",
        }));
    }
    let side = match rules.count_side {
        CountSide::Opponent => "opponent",
        CountSide::Either => "either",
    };
    if by_count {
        text.push(count_capture(rules.capture_counts).arg("side", side));
        if rules.capture_chain {
            text.push(Msg::new("rules-capture-chain").arg("side", side));
        }
        text.push(Msg::new(match rules.grand_slam {
            GrandSlam::Captures => "rules-grand-slam-captures",
            GrandSlam::NoCapture => "rules-grand-slam-no-capture",
            GrandSlam::Forbidden => "rules-grand-slam-forbidden",
        }));
    }
    if rules.tuzdyk {
        text.push(Msg::new("rules-tuzdyk"));
    }
}

/// The capture by count: `kind` even, one count (`last`), or several (`first`, the counts
/// before the last written with commas, and `last`).
fn count_capture(counts: CaptureCounts) -> Msg {
    let listed: Vec<u8> = (2..=MAX_COUNT).filter(|&n| counts.contains(n)).collect();
    let msg = Msg::new("rules-count-capture");
    match (counts, listed.split_last()) {
        (CaptureCounts::Even, _) | (_, None) => {
            msg.arg("kind", "even").arg("first", "").arg("last", 0)
        }
        (_, Some((&last, []))) => msg.arg("kind", "one").arg("first", "").arg("last", last),
        (_, Some((&last, first))) => {
            let first: Vec<String> = first.iter().map(u8::to_string).collect();
            msg.arg("kind", "many")
                .arg("first", first.join(", "))
                .arg("last", last)
        }
    }
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
            ids.push(match rules.stores_sown {
                StoresSown::None => "rules-stores-none",
                _ => "rules-stores-both",
            });
        }
        if rules.skip_start {
            ids.push(match rules.direction {
                Direction::Ccw => "rules-sow-ccw-skip",
                Direction::Choice => "rules-skip-start",
            });
        }
        if rules.first_seed_back {
            ids.push(match rules.direction {
                Direction::Ccw => "rules-sow-ccw-back",
                Direction::Choice => "rules-first-seed-back",
            });
        }
        // The chain and the grand slam belong to the capture by count.
        let by_count = !rules.capture_counts.is_none();
        if by_count {
            ids.push("rules-count-capture");
        }
        if by_count && rules.capture_chain {
            ids.push("rules-capture-chain");
        }
        if by_count && rules.grand_slam != kalah.grand_slam {
            ids.push(match rules.grand_slam {
                GrandSlam::Captures => "rules-grand-slam-captures",
                GrandSlam::NoCapture => "rules-grand-slam-no-capture",
                GrandSlam::Forbidden => "rules-grand-slam-forbidden",
            });
        }
        if rules.feed {
            ids.push("rules-feed");
        }
        if rules.tuzdyk {
            ids.push("rules-tuzdyk");
        }
        if rules.repetition {
            ids.push("rules-repetition");
        }
        if rules.direction != kalah.direction {
            ids.push("rules-sow-choice");
        }
        if rules.min_lift != kalah.min_lift {
            ids.push("rules-lift-min");
        }
        if rules.extra_turn != kalah.extra_turn && rules.stores_sown != StoresSown::None {
            ids.push(match rules.extra_turn {
                ExtraTurn::None => "rules-extra-none",
                ExtraTurn::Unlimited => "rules-extra-unlimited",
                ExtraTurn::AtMost(_) => "rules-extra-at-most",
            });
        }
        // With captures by count or the tuzdyk, "no captures" is not said.
        let other_captures = !rules.capture_counts.is_none() || rules.tuzdyk;
        if rules.capture != kalah.capture && !(rules.capture == Capture::None && other_captures) {
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

    #[test]
    fn the_board_of_a_game_with_houses_names_houses_not_a_kalah() {
        for name in ["oware", "toguz_kumalak"] {
            let rules = RuleSet::preset(name).unwrap();
            assert_eq!(explain(&rules)[0].id, "rules-board-houses", "{name}");
        }
        assert_eq!(explain(&RuleSet::kalah())[0].id, "rules-board");
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
                    ..RuleSet::kalah()
                },
            )
    }

    /// A custom rule set with the switches of the games outside the Kalah family drawn too.
    fn world_switches() -> impl Strategy<Value = RuleSet> {
        (
            switches(),
            (
                any::<bool>(),
                0u8..=2,
                0u8..=3,
                any::<bool>(),
                any::<bool>(),
            ),
            (0u8..=2, any::<bool>(), any::<bool>(), any::<bool>()),
        )
            .prop_map(
                |(base, (houses, lap, counts, either, chain), (slam, feed, tuzdyk, repetition))| {
                    RuleSet {
                        stores_sown: if houses {
                            StoresSown::None
                        } else {
                            base.stores_sown
                        },
                        skip_start: lap == 1,
                        first_seed_back: lap == 2,
                        capture_counts: match counts {
                            0 => CaptureCounts::None,
                            1 => CaptureCounts::Even,
                            2 => CaptureCounts::of(&[2]).unwrap(),
                            _ => CaptureCounts::of(&[2, 4, 6]).unwrap(),
                        },
                        count_side: if either {
                            CountSide::Either
                        } else {
                            CountSide::Opponent
                        },
                        capture_chain: chain,
                        grand_slam: [
                            GrandSlam::Captures,
                            GrandSlam::NoCapture,
                            GrandSlam::Forbidden,
                        ][usize::from(slam)],
                        feed,
                        tuzdyk,
                        repetition,
                        ..base
                    }
                },
            )
    }

    proptest! {
        #[test]
        fn the_world_games_switches_are_explained_too(rules in world_switches()) {
            mentions_every_difference(&rules);
        }

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
