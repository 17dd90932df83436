//! The exact solver on the games that end when a position comes back (Oware, Awari, Songo,
//! Bohnenspiel, Toguz Kumalak and a custom Kalah with the switch), against a plain minimax
//! that plays every line on a `Game`, which ends the game from its own past exactly as play
//! does. It remembers a value only under the position together with the whole past that a
//! repetition can reach (`Game::repeatable_past`, in order), so no value can leak from one line
//! to another.

use kalah::engine::ai::{Analysis, Solver};
use kalah::engine::{Game, Move, Position, RuleSet, Side};
use std::collections::HashMap;
use std::time::Duration;

/// Values known, by position and the past a repetition can reach.
type Memo = HashMap<(Position, Vec<Position>), i32>;

const GAMES: [&str; 5] = ["oware", "awari", "songo", "bohnenspiel", "toguz_kumalak"];

/// Final store difference of the side to move in `game`, under perfect play by both from
/// here, every line played on its own copy of the game (no swap in these rule sets).
fn minimax(game: &Game, memo: &mut Memo) -> i32 {
    let pos = game.position();
    let me = pos.to_move();
    if pos.is_over() {
        let b = pos.board();
        return b.store(me) as i32 - b.store(me.other()) as i32;
    }
    let key = (*pos, game.repeatable_past());
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let v = game
        .legal_moves()
        .into_iter()
        .map(|mv| value_of(game, mv, me, memo))
        .max()
        .expect("a game not over has a move");
    memo.insert(key, v);
    v
}

/// The value for `me` of playing `mv` in `game`.
fn value_of(game: &Game, mv: Move, me: Side, memo: &mut Memo) -> i32 {
    let mut next = game.clone();
    next.play(mv).expect("a legal move");
    let v = minimax(&next, memo);
    if next.position().to_move() == me {
        v
    } else {
        -v
    }
}

/// The boards each game is checked on: small enough for the plain minimax, which remembers
/// little (on three pits a side its memory runs into gigabytes).
const BOARDS: [(u8, u8); 5] = [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2)];

/// A small random number generator, so the lines played are the same on every run.
fn next(i: &mut u64) -> u64 {
    *i = i
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *i >> 33
}

/// Checks the solver at every decision of a random game of `rules` against `minimax`, the
/// solver told the game's past: the value, that the move it gives keeps the value, and every
/// move's value. Returns how many of those positions had a past a repetition can reach.
fn check_random_game(rules: &RuleSet, seed: u64) -> usize {
    let mut game = Game::new(rules.clone(), Side::South).unwrap();
    let mut i = seed;
    let mut with_past = 0;
    let memo = &mut Memo::new();
    while !game.position().is_over() {
        let pos = *game.position();
        let past = game.repeatable_past();
        with_past += !past.is_empty() as usize;
        let expected = minimax(&game, memo);
        let mut solver = Solver::new(rules, 1 << 12, 0).with_past(&past);
        let solution = solver.solve(&pos);
        let what = format!(
            "{} {}x{} after {:?}",
            rules.name,
            rules.pits,
            rules.seeds,
            { game.moves().map(|m| m.to_string()).collect::<Vec<_>>() }
        );
        assert_eq!(solution.value, expected, "{what}");
        assert_eq!(
            value_of(&game, solution.best, pos.to_move(), memo),
            expected,
            "{what}: {} does not keep the value",
            solution.best
        );
        for (mv, v) in solver.move_values(&pos) {
            assert_eq!(
                v,
                value_of(&game, mv, pos.to_move(), memo),
                "{what}: move {mv}"
            );
        }
        let legal = game.legal_moves();
        game.play(legal[next(&mut i) as usize % legal.len()])
            .unwrap();
    }
    with_past
}

#[test]
fn the_solver_equals_a_minimax_that_follows_the_past_in_every_new_game() {
    let mut with_past = 0;
    for name in GAMES {
        for (pits, seeds) in BOARDS {
            let rules = RuleSet::preset(name)
                .unwrap()
                .with_board(Some(pits), Some(seeds))
                .unwrap();
            for seed in 0..4 {
                with_past += check_random_game(&rules, seed);
            }
        }
    }
    // The lines checked come back often enough to matter.
    assert!(with_past > 100, "only {with_past} positions with a past");
}

#[test]
fn the_solver_equals_the_minimax_on_kalah_with_the_end_by_repetition() {
    // The switch in a custom rule set of the Kalah family: the solver leaves its fast path.
    for (pits, seeds) in [(2, 1), (2, 2)] {
        let rules = RuleSet {
            repetition: true,
            ..RuleSet::kalah()
        }
        .with_board(Some(pits), Some(seeds))
        .unwrap();
        for seed in 0..4 {
            check_random_game(&rules, seed);
        }
    }
}

#[test]
fn the_principal_variation_ends_with_the_value_as_the_game_plays_it() {
    for name in GAMES {
        let rules = RuleSet::preset(name)
            .unwrap()
            .with_board(Some(2), Some(2))
            .unwrap();
        let mut game = Game::new(rules.clone(), Side::South).unwrap();
        let mut solver = Solver::new(&rules, 1 << 14, 0);
        let value = solver.solve(game.position()).value;
        for mv in solver.principal_variation(game.position()) {
            game.play(mv).unwrap();
        }
        let end = game.position();
        assert!(end.is_over(), "{name}");
        let b = end.board();
        assert_eq!(
            b.store(Side::South) as i32 - b.store(Side::North) as i32,
            value,
            "{name}"
        );
    }
}

#[test]
fn the_analysis_proves_a_move_that_brings_the_position_back() {
    // Awari on one pit a side after 1, 1: South's seed went to North and back, so the start
    // stands again after two more moves; the analysis, told the past, proves each move's value
    // as the game would end it (the minimax over the game agrees).
    let rules = RuleSet::preset("awari")
        .unwrap()
        .with_board(Some(1), Some(2))
        .unwrap();
    let mut game = Game::new(rules.clone(), Side::South).unwrap();
    while !game.position().is_over() && game.repeatable_past().len() < 2 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let pos = *game.position();
    let past = game.repeatable_past();
    let values = Analysis::new(&rules, &pos, Duration::from_secs(5))
        .with_past(&past)
        .finish();
    for v in values {
        assert!(v.exact, "{v:?}");
        let expected = value_of(&game, v.mv, pos.to_move(), &mut Memo::new());
        assert_eq!(v.value, expected, "{v:?}");
    }
}
