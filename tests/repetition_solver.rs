//! The exact solver on the games that end when a position comes back (Oware, Awari, Songo,
//! Bohnenspiel, Toguz Kumalak and a custom Kalah with the switch), against a plain minimax
//! that plays every line on a `Game`, which ends the game from its own past exactly as play
//! does. It remembers a value only under the position together with the whole past that a
//! repetition can reach (`Game::repeatable_past`, in order), so no value can leak from one line
//! to another.

use kalah::engine::ai::{Analysis, LineTooLong, Solver};
use kalah::engine::{Board, Game, Move, Position, RuleSet, Side};
use std::collections::HashMap;
use std::time::{Duration, Instant};

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
        let solution = solver.solve(&pos).unwrap();
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
        for (mv, v) in solver.move_values(&pos).unwrap() {
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
        let value = solver.solve(game.position()).unwrap().value;
        for mv in solver.principal_variation(game.position()).unwrap() {
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

/// An Oware endgame (South to move: 0 9 0 0 0 2 against North's 6 0 1 1 1 2, stores 16 and 10)
/// whose search runs thousands of moves deep without a capture or a repetition: past 6,000
/// within two seconds when the puzzle miner met it.
fn deep_oware_endgame() -> (RuleSet, Position) {
    let rules = RuleSet::preset("oware").unwrap();
    let board = Board::from_counts(&[0, 9, 0, 0, 0, 2], &[6, 0, 1, 1, 1, 2], [16, 10]).unwrap();
    (rules, Position::from_board(board, Side::South))
}

/// Play asks the solver on a worker thread of 2 MiB (Bevy's task pool), where such a line
/// overflowed the stack and aborted the game.
#[test]
fn a_line_thousands_of_moves_deep_overflows_no_workers_stack() {
    let (rules, pos) = deep_oware_endgame();
    let answer = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let mut solver = Solver::new(&rules, 16 << 20, 16 << 20);
            let values = solver.move_values_within(&pos, Instant::now() + Duration::from_secs(5));
            (values, rules, pos)
        })
        .unwrap()
        .join();
    let (values, rules, pos) = answer.expect("the solve ends without a panic");
    // Not solved in the time is fine; a value found must be one of the moves.
    if let Some(values) = values {
        assert_eq!(values.len(), pos.legal_moves(&rules).len());
    }
}

/// A line longer than the solver follows is an error without a deadline and no answer with
/// one, never a panic or a wrong value.
#[test]
fn a_line_longer_than_the_solver_follows_is_an_error() {
    let (rules, pos) = deep_oware_endgame();
    let mut solver = Solver::new(&rules, 16 << 20, 16 << 20).with_line_limit(40);
    let too_long = LineTooLong { moves: 40 };
    assert_eq!(solver.move_values(&pos), Err(too_long));
    assert_eq!(solver.solve(&pos), Err(too_long));
    assert_eq!(solver.principal_variation(&pos), Err(too_long));
    let far = Instant::now() + Duration::from_secs(600);
    assert_eq!(solver.move_values_within(&pos, far), None);
    assert!(too_long.to_string().contains("40 moves"), "{too_long}");
}

/// Play asks the solver in slices (20 ms on a worker, 8 ms in the browser), calling again with
/// the same position until it answers: its work on an endgame must carry over from slice to
/// slice. This Oware endgame (South 1 2 0 1 0 0 against 1 1 1 0 0 1, stores 21 and 19, South to
/// move: the third Oware puzzle, whose best move keeps it to -2) is proven from the graph of its
/// positions, which takes longer than a slice to build and solve.
#[test]
fn an_endgame_is_proven_by_a_solver_asked_in_short_slices() {
    let rules = RuleSet::preset("oware").unwrap();
    let board = Board::from_counts(&[1, 2, 0, 1, 0, 0], &[1, 1, 1, 0, 0, 1], [21, 19]).unwrap();
    let pos = Position::from_board(board, Side::South);
    let mut solver = Solver::new(&rules, 16 << 20, 16 << 20);
    let slice = Duration::from_millis(20);
    let value = (0..500).find_map(|_| solver.value_within(&pos, Instant::now() + slice));
    assert_eq!(value, Some(-2));
}
