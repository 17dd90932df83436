//! Perft: the reference implementation's own brute force (`tests/reference`) must count the same
//! leaves as `kalah::engine::perft::perft` for every preset on many board sizes, and the counts
//! for small depths are pinned (they were produced by the reference brute force).

mod reference;

use kalah::engine::perft::perft;
use kalah::engine::{Position, RuleSet, Side};
use reference::RState;

fn engine_perft(rules: &RuleSet, first: Side, depth: u32) -> u64 {
    perft(rules, &Position::start(rules, first), depth)
}

fn reference_perft(rules: &RuleSet, first: usize, depth: u32) -> u64 {
    reference::perft(rules, &RState::start(rules, first), depth)
}

fn board(name: &str, pits: u8, seeds: u8) -> RuleSet {
    RuleSet::preset(name)
        .unwrap()
        .with_board(Some(pits), Some(seeds))
        .unwrap()
}

#[test]
fn reference_and_engine_agree_on_every_preset_and_board() {
    let mut leaves = 0;
    // The reference plays the Kalah family; the other games have their own tests.
    for preset in RuleSet::presets().into_iter().filter(RuleSet::kalah_family) {
        // Ethiopian has twice the moves (both directions): one decision less.
        let depth = if preset.name == "ethiopian" { 3 } else { 4 };
        for pits in 1..=9 {
            for seeds in [1, 2, 3, 4, 5, 7, 12] {
                let Ok(rules) = preset.clone().with_board(Some(pits), Some(seeds)) else {
                    continue;
                };
                for (first, side) in [(0, Side::South), (1, Side::North)] {
                    let expected = reference_perft(&rules, first, depth);
                    assert_eq!(
                        engine_perft(&rules, side, depth),
                        expected,
                        "{} {pits}x{seeds} first={side:?} depth {depth}",
                        rules.name
                    );
                    leaves += expected;
                }
            }
        }
    }
    assert!(leaves > 100_000, "{leaves}");
}

/// Perft of the start position, depths 0.., South first, as the reference counted them.
const PINNED: &[(&str, u8, u8, &[u64])] = &[
    ("kalah", 6, 4, &[1, 6, 35, 185, 942, 4690, 23233]),
    ("general", 6, 4, &[1, 6, 36, 186, 973, 4874, 24627]),
    ("egyptian", 6, 4, &[1, 6, 35, 185, 942, 4685, 23169]),
    ("ethiopian", 6, 4, &[1, 12, 142, 1440, 13966]),
    ("nigerian", 6, 4, &[1, 6, 30, 154, 756, 3618, 16610]),
    ("zillions", 6, 4, &[1, 6, 35, 185, 942, 4690, 23233]),
    ("russian", 6, 3, &[1, 6, 40, 217, 1086, 5147, 23661]),
    ("kalaha", 6, 6, &[1, 6, 35, 190, 1056, 5882, 32243]),
    ("kalah", 4, 3, &[1, 4, 15, 50, 158, 488, 1510, 4638, 14108]),
    ("nigerian", 3, 3, &[1, 3, 4, 4, 4, 5, 5, 5, 5]),
    (
        "ethiopian",
        3,
        2,
        &[1, 6, 34, 144, 508, 1382, 3490, 8427, 19696],
    ),
    ("russian", 3, 3, &[1, 3, 10, 27, 67, 168, 403, 898, 1925]),
    ("zillions", 4, 2, &[1, 4, 15, 48, 141, 374, 942, 2389, 5805]),
];

#[test]
fn pinned_perft_counts() {
    for &(name, pits, seeds, counts) in PINNED {
        let rules = board(name, pits, seeds);
        for (depth, &count) in counts.iter().enumerate() {
            let depth = depth as u32;
            assert_eq!(
                engine_perft(&rules, Side::South, depth),
                count,
                "engine {name} {pits}x{seeds} depth {depth}"
            );
            assert_eq!(
                reference_perft(&rules, 0, depth),
                count,
                "reference {name} {pits}x{seeds} depth {depth}"
            );
        }
    }
}

#[test]
fn perft_by_hand_at_depth_two() {
    // Kalah 6x4: South's pit 3 (4 seeds) ends in the store, an extra turn with 5 pits left;
    // the other five moves pass to North's 6: 5 + 5 * 6 = 35.
    assert_eq!(engine_perft(&board("kalah", 6, 4), Side::South, 2), 35);
    // Russian 6x3: pit 4 (3 seeds) ends in the store; after the other five North has its six
    // pits and the swap: 5 + 5 * 7 = 40.
    assert_eq!(engine_perft(&board("russian", 6, 3), Side::South, 2), 40);
    // General: no extra turns, 6 * 6.
    assert_eq!(engine_perft(&board("general", 6, 4), Side::South, 2), 36);
}
