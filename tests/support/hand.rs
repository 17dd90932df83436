//! Hand-made positions for the special-rule tests: the pits by their written numbers, the
//! presets, a position from its rows, a move applied with its step trace, and the checks.

#![allow(dead_code)] // Each test binary that includes this uses what it needs of it.

use kalah::engine::{Board, Hole, Position, RuleSet, Side, Step};

pub const SOUTH_STORE: Hole = Hole::Store(Side::South);
pub const NORTH_STORE: Hole = Hole::Store(Side::North);

/// South's pit `k` (1-based, as written in notation).
pub fn s(k: u8) -> Hole {
    Hole::Pit {
        side: Side::South,
        index: k - 1,
    }
}

/// North's pit `k` (1-based).
pub fn n(k: u8) -> Hole {
    Hole::Pit {
        side: Side::North,
        index: k - 1,
    }
}

pub fn preset(name: &str) -> RuleSet {
    RuleSet::preset(name).unwrap()
}

pub fn position(south: &[u8], north: &[u8], stores: [u8; 2], to_move: Side) -> Position {
    Position::from_board(Board::from_counts(south, north, stores).unwrap(), to_move)
}

/// Applies `mv` (canonical notation) and returns its trace.
pub fn apply(rules: &RuleSet, pos: &mut Position, mv: &str) -> Vec<Step> {
    let mut steps = Vec::new();
    pos.apply(rules, mv.parse().unwrap(), &mut steps)
        .unwrap_or_else(|e| panic!("{mv} should be legal: {e:?}"));
    steps
}

pub fn drops(holes: &[Hole]) -> Vec<Step> {
    holes.iter().map(|&hole| Step::Drop { hole }).collect()
}

pub fn lift(pit: Hole, seeds: u8) -> Step {
    Step::Lift { pit, seeds }
}

pub fn assert_board(pos: &Position, south: &[u8], north: &[u8], stores: [u8; 2]) {
    let b = pos.board();
    assert_eq!(
        (b.row(Side::South), b.row(Side::North), pos.scores()),
        (south, north, stores),
        "board {b:?}"
    );
}

pub fn legal(rules: &RuleSet, pos: &Position) -> Vec<String> {
    pos.legal_moves(rules)
        .iter()
        .map(|m| m.to_string())
        .collect()
}
