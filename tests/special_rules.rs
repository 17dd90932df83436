//! Hand-made positions, one test per special rule of RULES.md: the counts and the step trace
//! expected here are worked out by hand from the rules text, not taken from the engine. The
//! rules of laps, captures, extra turns, majority, the end and the leftover seeds here; the
//! presets' own rules (Ethiopian, Nigerian, the pie rule, no progress) in `preset_rules.rs`.

#[path = "support/hand.rs"]
mod hand;

use hand::*;
use kalah::engine::rules::{Capture, EndRule, ExtraTurn, Leftover};
use kalah::engine::{EndReason, Outcome, Position, RuleSet, Side, Step};

#[test]
fn a_lap_of_13_seeds_sows_into_the_lifted_pit_and_captures_there() {
    let rules = preset("kalah");
    let mut pos = position(&[13, 0, 0, 0, 0, 0], &[1; 6], [0, 0], Side::South);
    let steps = apply(&rules, &mut pos, "1");
    // S2..S6, South's store, N1..N6, North's store skipped, then S1 itself: 13 seeds. S1 was
    // emptied by the lift, so the last seed captures it with North pit 6 (1 + 2 seeds).
    let mut expected = vec![lift(s(1), 13)];
    expected.extend(drops(&[
        s(2),
        s(3),
        s(4),
        s(5),
        s(6),
        SOUTH_STORE,
        n(1),
        n(2),
        n(3),
        n(4),
        n(5),
        n(6),
        s(1),
    ]));
    expected.push(Step::Capture {
        pit: s(1),
        opposite: n(6),
        seeds: 3,
        store: SOUTH_STORE,
    });
    expected.push(Step::TurnPasses { to: Side::North });
    assert_eq!(steps, expected);
    assert_board(&pos, &[0, 1, 1, 1, 1, 1], &[2, 2, 2, 2, 2, 0], [4, 0]);
    assert_eq!(pos.to_move(), Side::North);
}

#[test]
fn a_second_lap_passes_the_lifted_pit_again() {
    // 20 seeds: one full lap of 13 holes (North's store skipped), then 7 more.
    let rules = preset("general");
    let mut pos = position(&[20, 0, 0, 0, 0, 0], &[0; 6], [0, 0], Side::South);
    let steps = apply(&rules, &mut pos, "1");
    let lap = [
        s(2),
        s(3),
        s(4),
        s(5),
        s(6),
        SOUTH_STORE,
        n(1),
        n(2),
        n(3),
        n(4),
        n(5),
        n(6),
        s(1),
    ];
    let mut expected = vec![lift(s(1), 20)];
    expected.extend(drops(&lap));
    expected.extend(drops(&lap[..7]));
    expected.push(Step::TurnPasses { to: Side::North });
    assert_eq!(steps, expected);
    assert_board(&pos, &[1, 2, 2, 2, 2, 2], &[2, 1, 1, 1, 1, 1], [2, 0]);
    assert!(!pos.is_over());
}

#[test]
fn capture_opposite_non_empty_does_not_capture_against_an_empty_pit() {
    let rules = preset("kalah");
    assert_eq!(rules.capture, Capture::OppositeNonEmpty);
    let mut pos = position(
        &[1, 0, 0, 0, 0, 2],
        &[3, 3, 3, 3, 0, 3],
        [0, 0],
        Side::South,
    );
    let steps = apply(&rules, &mut pos, "1");
    // The last seed lands in empty S2, but North pit 5 (facing it) is empty.
    assert_eq!(
        steps,
        vec![
            lift(s(1), 1),
            Step::Drop { hole: s(2) },
            Step::TurnPasses { to: Side::North }
        ]
    );
    assert_board(&pos, &[0, 1, 0, 0, 0, 2], &[3, 3, 3, 3, 0, 3], [0, 0]);
}

#[test]
fn capture_always_takes_the_lone_seed_against_an_empty_pit() {
    let rules = preset("egyptian");
    assert_eq!(rules.capture, Capture::Always);
    let mut pos = position(
        &[1, 0, 0, 0, 0, 2],
        &[3, 3, 3, 3, 0, 3],
        [0, 0],
        Side::South,
    );
    let steps = apply(&rules, &mut pos, "1");
    assert_eq!(
        steps,
        vec![
            lift(s(1), 1),
            Step::Drop { hole: s(2) },
            Step::Capture {
                pit: s(2),
                opposite: n(5),
                seeds: 1,
                store: SOUTH_STORE
            },
            Step::TurnPasses { to: Side::North }
        ]
    );
    assert_board(&pos, &[0, 0, 0, 0, 0, 2], &[3, 3, 3, 3, 0, 3], [1, 0]);
}

#[test]
fn extra_turn_cap_passes_the_turn_on_the_fourth_store_landing() {
    let zillions = preset("zillions");
    assert_eq!(zillions.extra_turn, ExtraTurn::AtMost(3));
    let start = position(&[0, 0, 4, 3, 2, 1], &[4; 6], [0, 0], Side::South);
    let mut pos = start;
    // 6 (1 seed), 5 (2 seeds), 6 (1 seed): three store landings, three extra turns.
    for (i, mv) in ["6", "5", "6"].into_iter().enumerate() {
        let steps = apply(&zillions, &mut pos, mv);
        assert_eq!(
            steps.last(),
            Some(&Step::ExtraTurn { side: Side::South }),
            "{mv}"
        );
        assert_eq!(pos.to_move(), Side::South);
        assert_eq!(pos.extra_streak() as usize, i + 1);
    }
    assert_board(&pos, &[0, 0, 4, 3, 0, 0], &[4; 6], [3, 0]);
    // 4 (3 seeds: S5, S6, store) lands in the store a fourth time: the turn passes.
    let mut capped = pos;
    let steps = apply(&zillions, &mut capped, "4");
    let mut expected = vec![lift(s(4), 3)];
    expected.extend(drops(&[s(5), s(6), SOUTH_STORE]));
    expected.push(Step::TurnPasses { to: Side::North });
    assert_eq!(steps, expected);
    assert_board(&capped, &[0, 0, 4, 0, 1, 1], &[4; 6], [4, 0]);
    assert_eq!(capped.to_move(), Side::North);
    assert_eq!(capped.extra_streak(), 0);
    // Unlimited extra turns (kalah) would give a fourth.
    let kalah = preset("kalah");
    let mut uncapped = pos;
    let steps = apply(&kalah, &mut uncapped, "4");
    assert_eq!(steps.last(), Some(&Step::ExtraTurn { side: Side::South }));
    assert_eq!(uncapped.to_move(), Side::South);
}

#[test]
fn majority_ends_the_game_at_once_and_leaves_the_pits_uncounted() {
    let rules = preset("zillions");
    assert!(rules.majority);
    // 48 seeds in all (the 6 x 4 start): 25 in one store is more than half.
    let mut pos = position(&[0, 0, 0, 0, 1, 1], &[3; 6], [24, 4], Side::South);
    let steps = apply(&rules, &mut pos, "6");
    assert_eq!(
        steps[..2],
        [lift(s(6), 1), Step::Drop { hole: SOUTH_STORE }]
    );
    assert_eq!(
        steps.last(),
        Some(&Step::GameOver {
            reason: EndReason::Majority
        })
    );
    assert!(!steps.iter().any(|s| matches!(s, Step::EndSweep { .. })));
    assert!(pos.is_over());
    assert_eq!(pos.end_reason(), Some(EndReason::Majority));
    // South still holds a seed and North 18: none of them is counted.
    assert_board(&pos, &[0, 0, 0, 0, 1, 0], &[3; 6], [25, 4]);
    assert_eq!(pos.outcome(), Some(Outcome::Win(Side::South)));
    assert!(legal(&rules, &pos).is_empty());

    // Exactly half (24 of 48) is not a majority: South's extra turn goes on.
    let mut pos = position(&[0, 0, 0, 0, 1, 1], &[3; 6], [23, 5], Side::South);
    apply(&rules, &mut pos, "6");
    assert!(!pos.is_over());
    assert_eq!(pos.to_move(), Side::South);
}

#[test]
fn majority_takes_precedence_over_an_empty_side() {
    let rules = preset("zillions");
    // South's last seed goes to the store: 25 of 48, and South's row is now empty.
    let mut pos = position(&[0, 0, 0, 0, 0, 1], &[3; 6], [24, 5], Side::South);
    apply(&rules, &mut pos, "6");
    assert_eq!(pos.end_reason(), Some(EndReason::Majority));
    // North's 18 seeds are not swept into North's store.
    assert_board(&pos, &[0; 6], &[3; 6], [25, 5]);
}

#[test]
fn majority_is_more_than_half_of_the_seeds_on_the_board() {
    // RULES.md: "one store holds more than half of all seeds". This hand-made position holds
    // 21 seeds (not the 48 of a 6 x 4 start): South's 11th seed in the store is a majority.
    let rules = preset("zillions");
    let mut pos = position(
        &[0, 0, 0, 0, 1, 1],
        &[3, 3, 3, 0, 0, 0],
        [10, 0],
        Side::South,
    );
    apply(&rules, &mut pos, "6");
    assert_eq!(
        pos.end_reason(),
        Some(EndReason::Majority),
        "{:?}",
        pos.board()
    );
    assert_board(&pos, &[0, 0, 0, 0, 1, 0], &[3, 3, 3, 0, 0, 0], [11, 0]);
}

/// South's last two seeds: one into the store, one into North pit 1, leaving South empty.
fn south_empties_its_row() -> Position {
    position(
        &[0, 0, 0, 0, 0, 2],
        &[0, 0, 0, 0, 0, 3],
        [0, 0],
        Side::South,
    )
}

#[test]
fn end_after_any_move_ends_when_the_side_that_moved_runs_out() {
    let rules = preset("kalah");
    assert_eq!(rules.end, EndRule::AfterAnyMove);
    let mut pos = south_empties_its_row();
    let steps = apply(&rules, &mut pos, "6");
    assert_eq!(
        steps[..4],
        [
            lift(s(6), 2),
            Step::Drop { hole: SOUTH_STORE },
            Step::Drop { hole: n(1) },
            Step::TurnPasses { to: Side::North }
        ]
    );
    // Leftovers to their owner: North's 1 + 3 seeds go to North's store.
    let mut sweeps: Vec<Step> = steps[4..steps.len() - 1].to_vec();
    sweeps.sort_by_key(|s| format!("{s:?}"));
    assert_eq!(
        sweeps,
        vec![
            Step::EndSweep {
                pit: n(1),
                seeds: 1,
                store: NORTH_STORE
            },
            Step::EndSweep {
                pit: n(6),
                seeds: 3,
                store: NORTH_STORE
            },
        ]
    );
    assert_eq!(
        steps.last(),
        Some(&Step::GameOver {
            reason: EndReason::NoMoves
        })
    );
    assert!(pos.is_over());
    assert_board(&pos, &[0; 6], &[0; 6], [1, 4]);
    assert_eq!(pos.outcome(), Some(Outcome::Win(Side::North)));
}

#[test]
fn end_at_turn_start_waits_for_the_empty_side_to_be_on_move() {
    let rules = RuleSet {
        end: EndRule::AtTurnStart,
        ..preset("kalah")
    };
    let mut pos = south_empties_its_row();
    apply(&rules, &mut pos, "6");
    assert!(!pos.is_over(), "North still has moves");
    assert_eq!(legal(&rules, &pos), ["1", "6"]);
    // North sows 1 seed into empty N2; South pit 5 facing it is empty: no capture.
    let steps = apply(&rules, &mut pos, "1");
    assert_eq!(
        steps[..3],
        [
            lift(n(1), 1),
            Step::Drop { hole: n(2) },
            Step::TurnPasses { to: Side::South }
        ]
    );
    assert!(pos.is_over(), "South is to move and cannot");
    assert_eq!(pos.end_reason(), Some(EndReason::NoMoves));
    assert_board(&pos, &[0; 6], &[0; 6], [1, 4]);
}

#[test]
fn leftover_uncounted_keeps_the_seeds_on_the_board() {
    let rules = RuleSet {
        leftover: Leftover::Uncounted,
        ..preset("kalah")
    };
    let mut pos = south_empties_its_row();
    let steps = apply(&rules, &mut pos, "6");
    assert!(pos.is_over());
    assert!(!steps.iter().any(|s| matches!(s, Step::EndSweep { .. })));
    assert_board(&pos, &[0; 6], &[1, 0, 0, 0, 0, 3], [1, 0]);
    // With the leftovers uncounted South wins 1 to 0 (to their owner, North wins 4 to 1).
    assert_eq!(pos.outcome(), Some(Outcome::Win(Side::South)));
}
