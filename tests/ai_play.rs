//! The AI players: every level plays legal moves under every preset, a seed fixes the
//! depth-limited levels' moves however the thinking is sliced, a stopped search still has a
//! legal move, and analysis values every legal move.

use kalah::engine::ai::{Level, Thinker, analyse};
use kalah::engine::{Move, Position, RuleSet, Side};
use std::time::Duration;

/// Thinks in slices until the thinker chooses.
fn decide(thinker: &mut Thinker, slice: Duration) -> Move {
    loop {
        if let Some(mv) = thinker.think(slice) {
            return mv;
        }
    }
}

#[test]
fn every_level_plays_legal_moves_in_every_preset() {
    for preset in RuleSet::presets() {
        let rules = preset.with_board(Some(4), None).unwrap();
        let mut pos = Position::start(&rules, Side::South);
        let mut ply = 0;
        while !pos.is_over() && ply < 60 {
            let level = Level::ALL[ply % Level::ALL.len()];
            let mut thinker = Thinker::with_budget(
                rules.clone(),
                pos,
                level,
                ply as u64,
                Duration::from_millis(20),
            );
            let mv = decide(&mut thinker, Duration::from_millis(5));
            assert!(pos.is_legal(&rules, mv), "{} {level}: {mv}", rules.name);
            pos = pos.after(&rules, mv);
            ply += 1;
        }
    }
}

#[test]
fn a_seed_fixes_the_move_however_thinking_is_sliced() {
    let rules = RuleSet::kalah();
    let mut pos = Position::start(&rules, Side::South);
    for mv in [Move::ccw(2), Move::ccw(5), Move::ccw(1)] {
        pos = pos.after(&rules, mv);
    }
    for level in [Level::Beginner, Level::Easy, Level::Medium] {
        for seed in 0..4 {
            let whole = decide(
                &mut Thinker::new(rules.clone(), pos, level, seed),
                Duration::from_secs(600),
            );
            let sliced = decide(
                &mut Thinker::new(rules.clone(), pos, level, seed),
                Duration::from_micros(1),
            );
            assert_eq!(whole, sliced, "{level} seed {seed}");
        }
    }
}

#[test]
fn beginner_varies_its_moves() {
    let rules = RuleSet::kalah();
    let pos = Position::start(&rules, Side::South);
    let mut seen = std::collections::HashSet::new();
    for seed in 0..24 {
        let mv = decide(
            &mut Thinker::new(rules.clone(), pos, Level::Beginner, seed),
            Duration::from_secs(600),
        );
        seen.insert(mv);
    }
    assert!(seen.len() > 1, "a beginner always plays {seen:?}");
}

#[test]
fn a_stopped_search_still_has_a_legal_move() {
    for name in ["kalah", "ethiopian", "russian"] {
        let rules = RuleSet::preset(name).unwrap();
        let mut pos = Position::start(&rules, Side::South);
        pos = pos.after(&rules, pos.legal_moves(&rules)[0]);
        for level in Level::ALL {
            let mut thinker = Thinker::new(rules.clone(), pos, level, 7);
            assert!(
                pos.is_legal(&rules, thinker.best_so_far()),
                "{name} {level}"
            );
            thinker.think(Duration::from_micros(1));
            assert!(
                pos.is_legal(&rules, thinker.best_so_far()),
                "{name} {level}"
            );
        }
    }
}

#[test]
fn analysis_values_every_legal_move_best_first() {
    for name in ["kalah", "ethiopian", "russian", "nigerian"] {
        let rules = RuleSet::preset(name).unwrap();
        let mut pos = Position::start(&rules, Side::South);
        // Russian: the second player's first decision offers the swap.
        pos = pos.after(&rules, pos.legal_moves(&rules)[1]);
        let legal = pos.legal_moves(&rules);
        let values = analyse(&rules, &pos, Duration::from_millis(50));
        assert_eq!(values.len(), legal.len(), "{name}");
        for mv in &legal {
            assert!(values.iter().any(|v| v.mv == *mv), "{name}: {mv} missing");
        }
        assert!(values.windows(2).all(|w| w[0].value >= w[1].value));
        assert!(values.iter().all(|v| v.exact || v.depth >= 1));
    }
}

#[test]
fn levels_parse_by_name() {
    for level in Level::ALL {
        assert_eq!(Level::parse(&level.name().to_uppercase()), Some(level));
        assert!(level.think_time() > Duration::ZERO);
    }
    assert_eq!(Level::parse("grandmaster"), None);
}
