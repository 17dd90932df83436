//! Property tests over random games of every preset on every board size (pits 1..=9, seeds
//! 1..=12): seeds are conserved, every game ends, every step trace replays to the position after
//! the move, a game not over has a legal move, undo restores the exact position, records
//! round-trip through JSON, and illegal moves are rejected with an error, never a panic. The
//! same invariants hold for random custom rule sets composed from every switch.

mod reference;

use kalah::engine::{Game, Move, RuleSet, Side};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Every preset on a random board (ethiopian needs at least its `min_lift` of 2 seeds).
fn any_rules() -> impl Strategy<Value = RuleSet> {
    (0..8usize, 1..=9u8, 1..=12u8).prop_map(|(i, pits, seeds)| {
        let preset = RuleSet::presets().swap_remove(i);
        let seeds = seeds.max(preset.min_lift);
        preset.with_board(Some(pits), Some(seeds)).unwrap()
    })
}

fn any_side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::South), Just(Side::North)]
}

/// Every move that can be written, legal or not: pits 1..=12 (beyond any board), both
/// directions, and the swap.
fn every_written_move() -> Vec<Move> {
    (0..12u8)
        .flat_map(|pit| [Move::ccw(pit), Move::cw(pit)])
        .chain([Move::Swap])
        .collect()
}

/// The most decisions a game may take: with `no_progress = L`, at most `L` decisions pass
/// between two seeds entering a store. Counter-clockwise games end sooner than the cap here
/// (RULES.md: each move stores a seed or brings seeds nearer to a store).
fn decision_cap(rules: &RuleSet) -> usize {
    let seeds = rules.total_seeds() as usize;
    match rules.no_progress {
        Some(l) => (seeds + 1) * l as usize + 1,
        None => 20_000,
    }
}

/// Plays a random game from `seed`, checking every invariant after each decision.
fn check_random_game(rules: &RuleSet, first: Side, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(rules.clone(), first).unwrap();
    let total = rules.total_seeds();
    let probes = every_written_move();
    let mut decisions = 0;
    while !game.position().is_over() {
        let before = *game.position();
        let legal = game.legal_moves();
        prop_assert!(!legal.is_empty(), "a game not over has a legal move");
        prop_assert!(
            decisions < decision_cap(rules),
            "the game did not end in {decisions} decisions"
        );

        // Illegal moves are errors and leave the game as it was.
        for &probe in &probes {
            if !legal.contains(&probe) {
                prop_assert!(game.play(probe).is_err(), "{probe} accepted");
                prop_assert_eq!(*game.position(), before);
                prop_assert!(!before.is_legal(rules, probe));
            }
        }

        let mv = legal[rng.random_range(0..legal.len())];
        let steps = game.play(mv).unwrap();
        let after = *game.position();
        decisions += 1;

        prop_assert_eq!(after.board().total(), total, "seeds are conserved");
        let mut replayed = *before.board();
        replayed
            .replay(&steps)
            .map_err(|e| TestCaseError::fail(format!("{mv}: {e:?}")))?;
        prop_assert_eq!(replayed, *after.board(), "{} replays", mv);

        // Undo restores the exact position (counters included); playing again is the same.
        prop_assert_eq!(game.undo(), Some(mv));
        prop_assert_eq!(*game.position(), before);
        prop_assert_eq!(game.play(mv).unwrap(), steps);
        prop_assert_eq!(*game.position(), after);
    }
    let end = *game.position();
    prop_assert!(game.legal_moves().is_empty());
    prop_assert!(end.outcome().is_some());
    for &probe in &probes {
        prop_assert!(game.play(probe).is_err(), "{probe} after the end");
    }

    // The record round-trips through JSON, to the same moves and the same final position.
    let loaded = Game::from_json(&game.to_json()).unwrap();
    prop_assert_eq!(loaded.record(), game.record());
    prop_assert_eq!(*loaded.position(), end);

    // Undoing every move leads back to the start position.
    while game.undo().is_some() {}
    prop_assert_eq!(
        *game.position(),
        *Game::new(rules.clone(), first).unwrap().position()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_games_keep_every_invariant(
        rules in any_rules(),
        first in any_side(),
        seed in any::<u64>(),
    ) {
        check_random_game(&rules, first, seed)?;
    }

    #[test]
    fn custom_rule_sets_keep_every_invariant(rules_seed in any::<u64>(), seed in any::<u64>()) {
        // A random composition of every switch (see `reference::random_rules`), kept if valid.
        let mut rng = StdRng::seed_from_u64(rules_seed);
        let rules = std::iter::repeat_with(|| reference::random_rules(&mut rng))
            .find(|r| r.validate().is_ok())
            .unwrap();
        let first = if seed % 2 == 0 { Side::South } else { Side::North };
        check_random_game(&rules, first, seed)?;
    }

    #[test]
    fn records_with_any_prefix_round_trip(
        rules in any_rules(),
        first in any_side(),
        seed in any::<u64>(),
        cut in 0..60usize,
    ) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(rules, first).unwrap();
        for _ in 0..cut {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(legal[rng.random_range(0..legal.len())]).unwrap();
        }
        let loaded = Game::from_json(&game.to_json()).unwrap();
        prop_assert_eq!(loaded.record(), game.record());
        prop_assert_eq!(loaded.position(), game.position());
        prop_assert_eq!(loaded.legal_moves(), game.legal_moves());
    }

    #[test]
    fn garbage_records_are_errors_not_panics(
        rules in any_rules(),
        moves in proptest::collection::vec("[0-9]{1,2}(cw)?|swap|[a-z]{1,3}", 0..40),
    ) {
        let record = serde_json::json!({ "rules": rules, "first": "south", "moves": moves });
        // Legal or not, loading never panics; an error names the ply or the notation.
        if let Err(e) = Game::from_json(&record.to_string()) {
            prop_assert!(!e.to_string().is_empty());
        }
    }
}
