//! Hand-made positions for the presets' own rules of RULES.md: Ethiopian's clockwise sowing and
//! two-seed lift, Nigerian's relay and fours, the pie rule's swap, and the no-progress end. The
//! counts and the step trace expected here are worked out by hand from the rules text, not
//! taken from the engine.

#[path = "support/hand.rs"]
mod hand;

use hand::*;
use kalah::engine::rules::{Capture, ExtraTurn};
use kalah::engine::{EndReason, Game, Move, Outcome, RuleSet, Side, Step};

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
