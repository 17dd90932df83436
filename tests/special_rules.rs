//! Hand-made positions, one test per special rule of RULES.md: the counts and the step trace
//! expected here are worked out by hand from the rules text, not taken from the engine.

use kalah::engine::rules::{Capture, EndRule, ExtraTurn, Leftover};
use kalah::engine::{Board, EndReason, Game, Hole, Move, Outcome, Position, RuleSet, Side, Step};

const SOUTH_STORE: Hole = Hole::Store(Side::South);
const NORTH_STORE: Hole = Hole::Store(Side::North);

/// South's pit `k` (1-based, as written in notation).
fn s(k: u8) -> Hole {
    Hole::Pit {
        side: Side::South,
        index: k - 1,
    }
}

/// North's pit `k` (1-based).
fn n(k: u8) -> Hole {
    Hole::Pit {
        side: Side::North,
        index: k - 1,
    }
}

fn preset(name: &str) -> RuleSet {
    RuleSet::preset(name).unwrap()
}

fn position(south: &[u8], north: &[u8], stores: [u8; 2], to_move: Side) -> Position {
    Position::from_board(Board::from_counts(south, north, stores).unwrap(), to_move)
}

/// Applies `mv` (canonical notation) and returns its trace.
fn apply(rules: &RuleSet, pos: &mut Position, mv: &str) -> Vec<Step> {
    let mut steps = Vec::new();
    pos.apply(rules, mv.parse().unwrap(), &mut steps)
        .unwrap_or_else(|e| panic!("{mv} should be legal: {e:?}"));
    steps
}

fn drops(holes: &[Hole]) -> Vec<Step> {
    holes.iter().map(|&hole| Step::Drop { hole }).collect()
}

fn lift(pit: Hole, seeds: u8) -> Step {
    Step::Lift { pit, seeds }
}

fn assert_board(pos: &Position, south: &[u8], north: &[u8], stores: [u8; 2]) {
    let b = pos.board();
    assert_eq!(
        (b.row(Side::South), b.row(Side::North), pos.scores()),
        (south, north, stores),
        "board {b:?}"
    );
}

fn legal(rules: &RuleSet, pos: &Position) -> Vec<String> {
    pos.legal_moves(rules)
        .iter()
        .map(|m| m.to_string())
        .collect()
}

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

#[test]
fn ethiopian_clockwise_sowing_skips_the_opponents_store() {
    let rules = preset("ethiopian");
    let mut pos = position(&[0, 9, 0, 2, 0, 0], &[2; 6], [0, 0], Side::South);
    assert_eq!(legal(&rules, &pos), ["2", "2cw", "4", "4cw"]);
    let steps = apply(&rules, &mut pos, "2cw");
    // Clockwise from S2: S1, (North's store skipped), N6 … N1, South's store, S6. S6 was
    // empty: capture (always) with North pit 1.
    let mut expected = vec![lift(s(2), 9)];
    expected.extend(drops(&[
        s(1),
        n(6),
        n(5),
        n(4),
        n(3),
        n(2),
        n(1),
        SOUTH_STORE,
        s(6),
    ]));
    expected.push(Step::Capture {
        pit: s(6),
        opposite: n(1),
        seeds: 4,
        store: SOUTH_STORE,
    });
    expected.push(Step::TurnPasses { to: Side::North });
    assert_eq!(steps, expected);
    assert_board(&pos, &[1, 0, 0, 2, 0, 0], &[0, 3, 3, 3, 3, 3], [5, 0]);

    // North sowing clockwise from its pit 1 skips South's store.
    let mut pos = position(
        &[0, 0, 0, 2, 0, 0],
        &[2, 0, 0, 0, 0, 2],
        [0, 0],
        Side::North,
    );
    let steps = apply(&rules, &mut pos, "1cw");
    assert_eq!(
        steps[..3],
        [
            lift(n(1), 2),
            Step::Drop { hole: s(6) },
            Step::Drop { hole: s(5) }
        ]
    );
    assert_board(&pos, &[0, 0, 0, 2, 1, 1], &[0, 0, 0, 0, 0, 2], [0, 0]);
}

#[test]
fn ethiopian_needs_two_seeds_to_lift() {
    let rules = preset("ethiopian");
    let mut pos = position(&[1, 1, 2, 1, 0, 1], &[2; 6], [0, 0], Side::South);
    assert_eq!(legal(&rules, &pos), ["3", "3cw"]);
    let before = pos;
    let mut steps = Vec::new();
    assert!(pos.apply(&rules, Move::ccw(0), &mut steps).is_err());
    assert!(pos.apply(&rules, Move::cw(5), &mut steps).is_err());
    assert_eq!(pos, before);
    assert!(steps.is_empty());

    // A side left with single seeds only has no move: the game ends (after any move), the
    // leftovers uncounted. South 5: S6, then the store (an extra turn South cannot use).
    let mut pos = position(&[0, 0, 0, 0, 2, 0], &[2; 6], [3, 4], Side::South);
    apply(&rules, &mut pos, "5");
    assert!(pos.is_over());
    assert_eq!(pos.end_reason(), Some(EndReason::NoMoves));
    assert_board(&pos, &[0, 0, 0, 0, 0, 1], &[2; 6], [4, 4]);
    assert_eq!(pos.outcome(), Some(Outcome::Draw));
}

#[test]
fn nigerian_relay_chain_runs_through_both_stores() {
    let rules = preset("nigerian");
    let mut pos = position(
        &[2, 0, 2, 0, 0, 2],
        &[0, 5, 1, 1, 1, 1],
        [0, 0],
        Side::South,
    );
    let steps = apply(&rules, &mut pos, "1");
    // S1: S2, S3 (2 -> 3, relay 3): S4, S5, S6 (2 -> 3, relay 3): store, N1, N2 (5 -> 6,
    // relay 6): N3, N4, N5, N6, North's store, S1 (emptied by the lift: the move ends).
    let mut expected = vec![lift(s(1), 2)];
    expected.extend(drops(&[s(2), s(3)]));
    expected.push(Step::Relay {
        pit: s(3),
        seeds: 3,
    });
    expected.extend(drops(&[s(4), s(5), s(6)]));
    expected.push(Step::Relay {
        pit: s(6),
        seeds: 3,
    });
    expected.extend(drops(&[SOUTH_STORE, n(1), n(2)]));
    expected.push(Step::Relay {
        pit: n(2),
        seeds: 6,
    });
    expected.extend(drops(&[n(3), n(4), n(5), n(6), NORTH_STORE, s(1)]));
    expected.push(Step::TurnPasses { to: Side::North });
    assert_eq!(steps, expected);
    assert_board(&pos, &[1, 1, 0, 1, 1, 0], &[1, 0, 2, 2, 2, 2], [1, 1]);
}

#[test]
fn seeds_are_dropped_in_both_stores_only_where_the_rule_set_says() {
    let start = position(&[0, 0, 0, 0, 0, 9], &[1; 6], [0, 0], Side::South);
    let mut nigerian = start;
    let steps = apply(&preset("nigerian"), &mut nigerian, "6");
    let mut expected = vec![lift(s(6), 9)];
    expected.extend(drops(&[
        SOUTH_STORE,
        n(1),
        n(2),
        n(3),
        n(4),
        n(5),
        n(6),
        NORTH_STORE,
        s(1),
    ]));
    expected.push(Step::TurnPasses { to: Side::North });
    assert_eq!(steps, expected);
    assert_board(&nigerian, &[1, 0, 0, 0, 0, 0], &[2; 6], [1, 1]);

    // Kalah skips North's store: the ninth seed reaches S2 (empty, North pit 5 holds 2).
    let mut kalah = start;
    let steps = apply(&preset("kalah"), &mut kalah, "6");
    assert!(!steps.contains(&Step::Drop { hole: NORTH_STORE }));
    assert_eq!(steps[9], Step::Drop { hole: s(2) });
    assert_board(&kalah, &[1, 0, 0, 0, 0, 0], &[2, 2, 2, 2, 0, 2], [4, 0]);
}

#[test]
fn a_four_made_mid_sowing_goes_to_the_pits_owner() {
    let rules = preset("nigerian");
    let mut pos = position(
        &[1, 0, 0, 0, 0, 3],
        &[3, 0, 1, 1, 1, 1],
        [0, 0],
        Side::South,
    );
    let steps = apply(&rules, &mut pos, "6");
    // South's second seed makes North pit 1 a four: it goes to North's store. The last seed
    // lands in empty N2 and the move ends.
    assert_eq!(
        steps,
        vec![
            lift(s(6), 3),
            Step::Drop { hole: SOUTH_STORE },
            Step::Drop { hole: n(1) },
            Step::Four {
                pit: n(1),
                store: NORTH_STORE
            },
            Step::Drop { hole: n(2) },
            Step::TurnPasses { to: Side::North },
        ]
    );
    assert_board(&pos, &[1, 0, 0, 0, 0, 0], &[0, 1, 1, 1, 1, 1], [1, 4]);
}

#[test]
fn a_four_made_by_the_last_seed_ends_the_move_and_goes_to_the_owner() {
    let rules = preset("nigerian");
    // In the opponent's pit: North's four, no relay.
    let mut pos = position(
        &[1, 0, 0, 0, 0, 2],
        &[3, 1, 1, 1, 1, 1],
        [0, 0],
        Side::South,
    );
    let steps = apply(&rules, &mut pos, "6");
    assert_eq!(
        steps,
        vec![
            lift(s(6), 2),
            Step::Drop { hole: SOUTH_STORE },
            Step::Drop { hole: n(1) },
            Step::Four {
                pit: n(1),
                store: NORTH_STORE
            },
            Step::TurnPasses { to: Side::North },
        ]
    );
    assert_board(&pos, &[1, 0, 0, 0, 0, 0], &[0, 1, 1, 1, 1, 1], [1, 4]);

    // In the mover's own pit: South's four.
    let mut pos = position(&[1, 3, 0, 0, 0, 1], &[1; 6], [0, 0], Side::South);
    let steps = apply(&rules, &mut pos, "1");
    assert_eq!(
        steps,
        vec![
            lift(s(1), 1),
            Step::Drop { hole: s(2) },
            Step::Four {
                pit: s(2),
                store: SOUTH_STORE
            },
            Step::TurnPasses { to: Side::North },
        ]
    );
    assert_board(&pos, &[0, 0, 0, 0, 0, 1], &[1; 6], [4, 0]);
}

#[test]
fn relay_without_fours_sows_on_from_a_pit_of_four() {
    let rules = RuleSet {
        fours: false,
        ..preset("nigerian")
    };
    let mut pos = position(&[1, 3, 0, 0, 0, 0], &[1; 6], [0, 0], Side::South);
    let steps = apply(&rules, &mut pos, "1");
    let mut expected = vec![lift(s(1), 1), Step::Drop { hole: s(2) }];
    expected.push(Step::Relay {
        pit: s(2),
        seeds: 4,
    });
    expected.extend(drops(&[s(3), s(4), s(5), s(6)]));
    expected.push(Step::TurnPasses { to: Side::North });
    assert_eq!(steps, expected);
    assert_board(&pos, &[0, 0, 1, 1, 1, 1], &[1; 6], [0, 0]);
}

#[test]
fn pie_swap_is_legal_once_at_the_second_players_first_decision() {
    let rules = preset("russian");
    let mut game = Game::new(rules.clone(), Side::South).unwrap();
    let legal_now =
        |g: &Game| -> Vec<String> { g.legal_moves().iter().map(|m| m.to_string()).collect() };
    assert_eq!(legal_now(&game), ["1", "2", "3", "4", "5", "6"]);
    assert!(
        game.play(Move::Swap).is_err(),
        "no swap at the first decision"
    );
    // South 4: 3 seeds to S5, S6 and the store: an extra turn, still no swap for South.
    game.play(Move::ccw(3)).unwrap();
    assert_eq!(game.position().to_move(), Side::South);
    assert!(!legal_now(&game).contains(&"swap".to_string()));
    // South 1: S2, S3, S4 (emptied, North pit 3 holds 3): capture, the turn passes.
    game.play(Move::ccw(0)).unwrap();
    assert_eq!(game.position().to_move(), Side::North);
    assert_eq!(legal_now(&game), ["1", "2", "4", "5", "6", "swap"]);
    let before = *game.position().board();
    let steps = game.play(Move::Swap).unwrap();
    assert_eq!(steps, vec![Step::Swap]);
    let pos = *game.position();
    assert_eq!(*pos.board(), before, "the board does not change");
    assert_eq!(
        pos.to_move(),
        Side::North,
        "the side to move does not change"
    );
    assert!(pos.swapped());
    assert_eq!(
        legal_now(&game),
        ["1", "2", "4", "5", "6"],
        "swap only once"
    );
    assert!(game.play(Move::Swap).is_err());

    // Had North sown instead, the offer would be gone for good.
    game.undo();
    assert!(!game.position().swapped());
    game.play(Move::ccw(0)).unwrap();
    let mut seen_swap = false;
    while !game.position().is_over() {
        seen_swap |= legal_now(&game).contains(&"swap".to_string());
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    assert!(!seen_swap);
    assert!(!game.position().swapped());
}

#[test]
fn pie_swap_waits_for_north_first_when_north_starts() {
    let rules = preset("russian");
    let mut game = Game::new(rules, Side::North).unwrap();
    assert!(!game.legal_moves().contains(&Move::Swap));
    // North 1: 3 seeds to N2, N3, N4 (all non-empty): the turn passes to South, who may swap.
    game.play(Move::ccw(0)).unwrap();
    assert_eq!(game.position().to_move(), Side::South);
    assert_eq!(game.legal_moves().last(), Some(&Move::Swap));
}

#[test]
fn a_player_whose_only_move_would_be_swap_has_no_move() {
    // Russian ends at turn start. South's single seed stays on South's side, so North's first
    // decision would offer only the swap: North has no legal move and the game ends.
    let rules = preset("russian");
    let mut pos = position(&[1, 0, 0, 0, 0, 0], &[0; 6], [0, 0], Side::South);
    let steps = apply(&rules, &mut pos, "1");
    assert!(pos.is_over());
    assert_eq!(pos.end_reason(), Some(EndReason::NoMoves));
    assert!(legal(&rules, &pos).is_empty());
    assert!(!steps.contains(&Step::Swap));
    // The leftover seed (S2) goes to South's store.
    assert_board(&pos, &[0; 6], &[0; 6], [1, 0]);
    let mut after = pos;
    assert!(after.apply(&rules, Move::Swap, &mut Vec::new()).is_err());
}

#[test]
fn no_progress_ends_the_game_and_counts_the_swap() {
    let rules = RuleSet {
        capture: Capture::None,
        extra_turn: ExtraTurn::None,
        pie: true,
        no_progress: Some(2),
        ..preset("kalah")
    };
    rules.validate().unwrap();
    let start = position(
        &[1, 0, 0, 0, 0, 0],
        &[1, 0, 0, 0, 0, 0],
        [0, 0],
        Side::South,
    );
    // South 1 -> S2: no seed reaches a store (1 quiet decision).
    let mut pos = start;
    apply(&rules, &mut pos, "1");
    assert_eq!(pos.quiet(), 1);
    assert_eq!(legal(&rules, &pos), ["1", "swap"]);
    // North's swap is the second quiet decision: the game ends, leftovers to their owner.
    let mut swapped = pos;
    let steps = apply(&rules, &mut swapped, "swap");
    assert_eq!(steps[0], Step::Swap);
    assert_eq!(
        steps.last(),
        Some(&Step::GameOver {
            reason: EndReason::NoProgress
        })
    );
    assert_eq!(swapped.end_reason(), Some(EndReason::NoProgress));
    assert_board(&swapped, &[0; 6], &[0; 6], [1, 1]);
    assert_eq!(swapped.outcome(), Some(Outcome::Draw));
    // North's sowing 1 -> N2 is quiet too: the same end.
    let mut sown = pos;
    apply(&rules, &mut sown, "1");
    assert_eq!(sown.end_reason(), Some(EndReason::NoProgress));
    assert_board(&sown, &[0; 6], &[0; 6], [1, 1]);
    // A seed entering a store resets the count.
    let mut pos = position(
        &[0, 0, 0, 0, 1, 1],
        &[0, 0, 0, 0, 1, 1],
        [0, 0],
        Side::South,
    );
    apply(&rules, &mut pos, "6");
    assert_eq!((pos.quiet(), pos.is_over()), (0, false));
    apply(&rules, &mut pos, "5");
    assert_eq!((pos.quiet(), pos.is_over()), (1, false));
    apply(&rules, &mut pos, "5");
    assert_eq!(pos.end_reason(), Some(EndReason::NoProgress));
    assert_board(&pos, &[0; 6], &[0; 6], [2, 2]);
}
