//! The exact solver and the analysis against a plain minimax on tiny boards, for every preset
//! and for random custom rule sets. The minimax here is written independently of the AI's
//! negamax: it follows the two players (not the sides) through the pie swap and maximises the
//! first player's final difference.

mod reference;

use kalah::engine::ai::{Analysis, Solver, analyse};
use kalah::engine::{Position, RuleSet, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::time::Duration;

/// Final store difference of the player who moves first (South at the start), under perfect
/// play by both players.
fn minimax(rules: &RuleSet, pos: &Position, memo: &mut HashMap<Position, i32>) -> i32 {
    if let Some(&v) = memo.get(pos) {
        return v;
    }
    // The first player plays South until a swap, North after it.
    let first_side = if pos.swapped() {
        Side::North
    } else {
        Side::South
    };
    let value = if pos.is_over() {
        let b = pos.board();
        b.store(first_side) as i32 - b.store(first_side.other()) as i32
    } else {
        let first_decides = pos.to_move() == first_side;
        let values = pos
            .legal_moves(rules)
            .into_iter()
            .map(|mv| minimax(rules, &pos.after(rules, mv), memo));
        if first_decides {
            values.max().unwrap()
        } else {
            values.min().unwrap()
        }
    };
    memo.insert(*pos, value);
    value
}

/// The boards each preset is checked on: small enough for the plain minimax.
fn boards(rules: &RuleSet) -> Vec<(u8, u8)> {
    let mut boards = Vec::new();
    for pits in 1..=3u8 {
        for seeds in 1..=3u8 {
            if seeds < rules.min_lift || (rules.no_progress.is_some() && pits * seeds > 6) {
                continue;
            }
            boards.push((pits, seeds));
        }
    }
    boards
}

/// Solves the start of `rules` with a small table (replacement at work), with and without
/// the endgame database, one thread and two, and checks value and move against `minimax`.
fn solver_equals_minimax(rules: &RuleSet) {
    let board = format!("{} {}x{}", rules.name, rules.pits, rules.seeds);
    let start = Position::start(rules, Side::South);
    let expected = minimax(rules, &start, &mut HashMap::new());
    for (endgame, threads) in [(0, 1), (1 << 16, 1), (1 << 16, 2)] {
        let mut solver = Solver::new(rules, 1 << 12, endgame).with_threads(threads);
        let solution = solver.solve(&start).unwrap();
        assert_eq!(
            solution.value, expected,
            "{board} endgame {endgame}: {rules:?}"
        );
        let after = start.after(rules, solution.best);
        let mut memo = HashMap::new();
        assert_eq!(
            minimax(rules, &after, &mut memo),
            expected,
            "{board}: best move {} does not reach the value: {rules:?}",
            solution.best
        );
    }
}

/// The presets whose positions hold their whole future, so that `minimax` may remember a
/// value by position: not those that end by repetition (tests/repetition_solver.rs checks
/// those against a minimax that follows the game's past).
fn exact_presets() -> Vec<RuleSet> {
    RuleSet::presets()
        .into_iter()
        .filter(|rules| !rules.repetition)
        .collect()
}

#[test]
fn solver_equals_minimax_on_tiny_boards_for_every_preset() {
    for preset in exact_presets() {
        for (pits, seeds) in boards(&preset) {
            solver_equals_minimax(&preset.clone().with_board(Some(pits), Some(seeds)).unwrap());
        }
    }
}

/// A random custom rule set: each switch Champion's Kalah's value or, a quarter of the time, any value
/// (`reference::random_rules`), so that both the solver's fast path (the Kalah family) and its
/// general search see rule sets no preset has.
fn near_kalah(rng: &mut StdRng) -> RuleSet {
    let any = reference::random_rules(rng);
    let kalah = RuleSet::kalah();
    let mut any_of = || rng.random_bool(0.25);
    RuleSet {
        name: "custom".into(),
        pits: any.pits,
        seeds: any.seeds,
        stores_sown: if any_of() {
            any.stores_sown
        } else {
            kalah.stores_sown
        },
        direction: if any_of() {
            any.direction
        } else {
            kalah.direction
        },
        min_lift: if any_of() {
            any.min_lift
        } else {
            kalah.min_lift
        },
        extra_turn: if any_of() {
            any.extra_turn
        } else {
            kalah.extra_turn
        },
        capture: if any_of() { any.capture } else { kalah.capture },
        relay: if any_of() { any.relay } else { kalah.relay },
        fours: if any_of() { any.fours } else { kalah.fours },
        end: if any_of() { any.end } else { kalah.end },
        leftover: if any_of() {
            any.leftover
        } else {
            kalah.leftover
        },
        majority: if any_of() {
            any.majority
        } else {
            kalah.majority
        },
        pie: if any_of() { any.pie } else { kalah.pie },
        no_progress: if any_of() {
            any.no_progress
        } else {
            kalah.no_progress
        },
        ..RuleSet::kalah()
    }
}

#[test]
fn solver_equals_minimax_on_tiny_boards_for_random_custom_rules() {
    let mut rng = StdRng::seed_from_u64(0x736f_6c76_6572);
    let (mut solved, mut fast, mut database) = (0, 0, 0);
    while solved < 150 {
        let rules = near_kalah(&mut rng);
        let boards = boards(&rules);
        let Some(&(pits, seeds)) = boards.get(rng.random_range(0..boards.len().max(1))) else {
            continue;
        };
        let Ok(rules) = rules.with_board(Some(pits), Some(seeds)) else {
            continue;
        };
        solver_equals_minimax(&rules);
        solved += 1;
        // Several threads search only on the fast path.
        let solver = Solver::new(&rules, 1 << 12, 1 << 16).with_threads(2);
        fast += (solver.threads() == 2) as u32;
        database += (solver.endgame_seeds() > 0) as u32;
    }
    // Both paths, with and without the database, saw rule sets of their own.
    assert!(
        fast >= 10 && solved - fast >= 10,
        "{fast} of {solved} on the fast path"
    );
    assert!(
        database >= 10 && solved - database >= 10,
        "{database} with a database"
    );
}

#[test]
fn threads_sharing_the_table_find_the_single_thread_values() {
    // Boards big enough for the threads to share subtrees out, tables small enough to be
    // overwritten while they do.
    for (name, pits, seeds) in [
        ("kalah", 4, 3),
        ("kalaha", 4, 4),
        ("kalah", 6, 2),
        ("kalah", 5, 3),
    ] {
        let rules = RuleSet::preset(name)
            .unwrap()
            .with_board(Some(pits), Some(seeds))
            .unwrap();
        let start = Position::start(&rules, Side::South);
        let alone = Solver::new(&rules, 1 << 20, 1 << 16).solve(&start).unwrap();
        for (table, threads) in [(1 << 14, 3), (1 << 20, 2)] {
            let mut solver = Solver::new(&rules, table, 1 << 16).with_threads(threads);
            let shared = solver.solve(&start).unwrap();
            assert_eq!(shared.value, alone.value, "{name} {pits}x{seeds} {threads}");
            // The move it names reaches the value (the child seen from its own mover).
            let after = start.after(&rules, shared.best);
            let child = Solver::new(&rules, 1 << 20, 1 << 16).value(&after).unwrap();
            let back = if after.to_move() == start.to_move() {
                child
            } else {
                -child
            };
            assert_eq!(back, alone.value, "{name} {pits}x{seeds}: {}", shared.best);
        }
    }
}

#[test]
fn solver_values_every_position_of_a_game_exactly() {
    // Mid-game positions: extra-turn streaks, the no-progress counter and pie states.
    for name in ["zillions", "russian", "ethiopian", "nigerian", "kalah"] {
        let rules = RuleSet::preset(name)
            .unwrap()
            .with_board(Some(3), Some(2))
            .unwrap();
        let mut pos = Position::start(&rules, Side::South);
        let mut solver = Solver::new(&rules, 1 << 16, 1 << 16);
        let mut ply = 0;
        while !pos.is_over() && ply < 40 {
            let solution = solver.solve(&pos).unwrap();
            let mut memo = HashMap::new();
            let brute = minimax(&rules, &pos, &mut memo);
            // `minimax` speaks for the first player; the solver for the side to move.
            let first_side = if pos.swapped() {
                Side::North
            } else {
                Side::South
            };
            let sign = if pos.to_move() == first_side { 1 } else { -1 };
            assert_eq!(solution.value, sign * brute, "{name} ply {ply}");
            let legal = pos.legal_moves(&rules);
            pos = pos.after(&rules, legal[ply % legal.len()]);
            ply += 1;
        }
    }
}

#[test]
fn analysis_values_every_legal_move_exactly_on_small_boards() {
    for preset in exact_presets() {
        let seeds = preset.min_lift.max(2);
        let rules = preset.with_board(Some(2), Some(seeds)).unwrap();
        let start = Position::start(&rules, Side::South);
        let values = analyse(&rules, &start, Duration::from_secs(5));
        let legal = start.legal_moves(&rules);
        assert_eq!(values.len(), legal.len(), "{}", rules.name);
        for v in &values {
            assert!(legal.contains(&v.mv));
            assert!(v.exact, "{}: {} not proven", rules.name, v.mv);
            let mut memo = HashMap::new();
            let child = start.after(&rules, v.mv);
            assert_eq!(
                minimax(&rules, &child, &mut memo),
                v.value,
                "{} move {}",
                rules.name,
                v.mv
            );
        }
        assert!(values.windows(2).all(|w| w[0].value >= w[1].value));
    }
}

#[test]
fn every_move_valued_and_the_principal_variation_played_out_agree_with_minimax() {
    for preset in exact_presets() {
        for (pits, seeds) in boards(&preset).into_iter().filter(|&(p, _)| p >= 2) {
            let rules = preset.clone().with_board(Some(pits), Some(seeds)).unwrap();
            let board = format!("{} {pits}x{seeds}", rules.name);
            let start = Position::start(&rules, Side::South);
            let expected = minimax(&rules, &start, &mut HashMap::new());
            let mut solver = Solver::new(&rules, 1 << 12, 1 << 16).with_threads(2);
            let values = solver.move_values(&start).unwrap();
            assert_eq!(values.len(), start.legal_moves(&rules).len(), "{board}");
            assert_eq!(values[0].1, expected, "{board}: {values:?}");
            for &(mv, value) in &values {
                let child = start.after(&rules, mv);
                assert_eq!(
                    minimax(&rules, &child, &mut HashMap::new()),
                    value,
                    "{board} {mv}"
                );
            }
            let line = solver.principal_variation(&start).unwrap();
            let end = line.iter().fold(start, |pos, &mv| pos.after(&rules, mv));
            assert!(end.is_over(), "{board}: {line:?}");
            // The first player plays North after a pie swap.
            let first = if end.swapped() {
                Side::North
            } else {
                Side::South
            };
            let b = end.board();
            let margin = b.store(first) as i32 - b.store(first.other()) as i32;
            assert_eq!(margin, expected, "{board}: {line:?}");
        }
    }
}

#[test]
fn analysis_in_small_slices_finds_what_one_run_finds() {
    // Boards the solver proves, but not within one slice.
    for (name, pits, seeds) in [("kalah", 4, 3), ("nigerian", 3, 3), ("ethiopian", 3, 3)] {
        let rules = RuleSet::preset(name)
            .unwrap()
            .with_board(Some(pits), Some(seeds))
            .unwrap();
        let start = Position::start(&rules, Side::South);
        let time = Duration::from_secs(20);
        let whole = analyse(&rules, &start, time);
        let mut analysis = Analysis::new(&rules, &start, time);
        let mut slices = 0;
        let sliced = loop {
            slices += 1;
            if let Some(values) = analysis.step(Duration::from_micros(200)) {
                break values;
            }
        };
        assert!(whole.iter().all(|v| v.exact), "{name}: {whole:?}");
        assert_eq!(sliced, whole, "{name} after {slices} slices");
        assert!(
            name != "kalah" || slices > 10,
            "kalah 4x3 solved in {slices} slices"
        );
    }
}

#[test]
fn progress_reports_bounds_that_narrow_to_the_value() {
    let rules = RuleSet::kalah().with_board(Some(4), Some(3)).unwrap();
    let start = Position::start(&rules, Side::South);
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let log = std::sync::Arc::clone(&seen);
    let mut solver =
        Solver::new(&rules, 1 << 20, 1 << 16).with_progress(move |p| log.lock().unwrap().push(p));
    let value = solver.value(&start).unwrap();
    let seen = seen.lock().unwrap();
    let last = seen.last().expect("at least one pass");
    assert_eq!((last.lo, last.hi), (value, value), "{seen:?}");
    assert_eq!(last.nodes, solver.nodes());
    for pair in seen.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        assert!(
            a.lo <= b.lo && b.hi <= a.hi && a.nodes <= b.nodes,
            "{seen:?}"
        );
    }
}

#[test]
fn solver_equals_minimax_for_the_other_games_with_a_no_progress_limit() {
    // With a no-progress limit instead of the end by repetition, the position holds the whole
    // future: the same games, through the table on every position.
    for preset in RuleSet::presets().into_iter().filter(|r| !r.kalah_family()) {
        let rules = RuleSet {
            repetition: false,
            no_progress: Some(6),
            ..preset
        };
        for (pits, seeds) in boards(&rules) {
            solver_equals_minimax(&rules.clone().with_board(Some(pits), Some(seeds)).unwrap());
        }
    }
}
