//! Analysis for hints and `kalah-cli analyse`: every legal move with its value, best first.
//! With few enough seeds left the exact solver gets the first half of the time; moves it does
//! not prove get the value of an iterative-deepening search that values every move with a
//! full window.

use super::eval::SCALE;
use super::node::{child_array, children, seeds_in_pits};
use super::search::Search;
use super::solver::{PLAY_SOLVE_BYTES, PLAY_SOLVE_SEEDS, Solver};
use crate::engine::{Move, Position, RuleSet};
use std::time::Duration;
use web_time::Instant;

/// Table memory of the analysis search.
const SEARCH_BYTES: usize = 16 << 20;
/// Deepest analysis iteration.
const MAX_DEPTH: u32 = 64;

/// A legal move and what it is worth to the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub mv: Move,
    /// Final store difference (mover minus the other) when `exact`, else the search's estimate
    /// of it, in seeds.
    pub value: i32,
    /// The value is proven under perfect play by both sides.
    pub exact: bool,
    /// Decisions searched ahead for an estimate; 0 for a value the solver proved.
    pub depth: u32,
}

/// Every legal move at `pos` with its value, best first, thinking for about `time` (a game
/// that is over has none).
pub fn analyse(rules: &RuleSet, pos: &Position, time: Duration) -> Vec<MoveValue> {
    if pos.is_over() {
        return Vec::new();
    }
    let start = Instant::now();
    let mut kids = child_array(pos);
    let n = children(rules, pos, None, &mut kids);
    let solved: Vec<Option<i32>> = if seeds_in_pits(pos) <= PLAY_SOLVE_SEEDS {
        let mut solver = Solver::new(rules, PLAY_SOLVE_BYTES, PLAY_SOLVE_BYTES);
        kids[..n]
            .iter()
            .map(|kid| {
                solver
                    .value(&kid.pos, Some(start + time / 2))
                    .map(|v| kid.back(v))
            })
            .collect()
    } else {
        vec![None; n]
    };
    let mut values: Vec<MoveValue> = if solved.iter().all(Option::is_some) {
        kids[..n]
            .iter()
            .zip(&solved)
            .map(|(kid, v)| MoveValue {
                mv: kid.mv,
                value: v.expect("all solved"),
                exact: true,
                depth: 0,
            })
            .collect()
    } else {
        let mut search = Search::new(rules, pos, MAX_DEPTH, true, SEARCH_BYTES);
        search.step(Some(start + time));
        if search.done_depth == 0 {
            search = Search::new(rules, pos, 1, true, SEARCH_BYTES);
            search.step(None);
        }
        kids[..n]
            .iter()
            .zip(&solved)
            .map(|(kid, proven)| {
                let found = search
                    .values
                    .iter()
                    .find(|v| v.mv == kid.mv)
                    .expect("the search values every root move");
                match proven {
                    Some(v) => MoveValue {
                        mv: kid.mv,
                        value: *v,
                        exact: true,
                        depth: 0,
                    },
                    None => MoveValue {
                        mv: kid.mv,
                        value: (found.value as f64 / SCALE as f64).round() as i32,
                        exact: found.exact,
                        depth: search.done_depth,
                    },
                }
            })
            .collect()
    };
    values.sort_by_key(|v| std::cmp::Reverse(v.value));
    values
}
