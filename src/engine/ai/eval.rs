//! The evaluation of an unfinished position, from the side to move's point of view, in
//! `SCALE`ths of a seed: the store difference, plus what each rule set makes of the seeds still
//! in play (seeds that go to their owner at the end, extra turns ready to take, captures the
//! mover threatens, a tuzdyk held). Where captures go by count (Oware and its kin) the seeds
//! in play are weighed by features the Oware literature names (`Features`), with weights
//! fitted per rule set by `kalah-cli tune` (`weights.rs`). Finished games are scored exactly by
//! the search, never here.

use super::node::diff;
use super::weights::weights_of;
use crate::engine::Position;
use crate::engine::rules::{Capture, Direction, ExtraTurn, Leftover, RuleSet};

/// Evaluation units per seed.
pub const SCALE: i32 = 8;

/// Seeds a tuzdyk is worth beyond those it has already taken (a guess, not measured).
const TUZDYK: i32 = 4;

/// A rule set's evaluation, with its weights looked up once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Eval {
    weights: [i32; FEATURES],
}

impl Eval {
    pub fn new(rules: &RuleSet) -> Eval {
        Eval {
            weights: weights_of(rules),
        }
    }

    /// Heuristic value of `pos` (under `rules`, those it was made for) for the player to move.
    #[inline]
    pub fn of(&self, rules: &RuleSet, pos: &Position) -> i32 {
        evaluate(rules, &self.weights, pos)
    }
}

fn evaluate(rules: &RuleSet, weights: &[i32; FEATURES], pos: &Position) -> i32 {
    let board = pos.board();
    let me = pos.to_move();
    let mine = board.row(me);
    let theirs = board.row(me.other());
    let mut value = diff(pos) * SCALE;
    if rules.tuzdyk {
        // A tuzdyk keeps taking seeds until the end: about as much as a small capture.
        let held = |side| i32::from(pos.tuzdyk(side).is_some());
        value += (held(me) - held(me.other())) * TUZDYK * SCALE;
    }
    if !rules.capture_counts.is_none() {
        let features = features(rules, pos);
        let sum: i32 = weights.iter().zip(features).map(|(w, f)| w * f).sum();
        return value + sum * SCALE / WEIGHT_UNIT;
    }
    if rules.leftover == Leftover::ToOwner {
        // Seeds on a side tend to end in that side's store (swept at the end, or sown on).
        value += (row_sum(mine) - row_sum(theirs)) * SCALE / 4;
    }
    if rules.direction == Direction::Ccw
        && !rules.relay
        && !rules.first_seed_back
        && !rules.skip_start
    {
        value += threats(rules, mine, theirs) - threats(rules, theirs, mine) / 2;
    }
    value
}

/// Weights are in this fraction of a seed per unit of their feature.
pub(crate) const WEIGHT_UNIT: i32 = 64;

/// How many features a count-capture position has.
pub const FEATURES: usize = 5;

/// The names of the features, in order (for `kalah-cli tune`).
pub const FEATURE_NAMES: [&str; FEATURES] =
    ["tempo", "row_seeds", "capturable", "laps", "pits_sown"];

/// The features of a position where captures go by count, each for the player to move (mine
/// less theirs where both sides have one): the move itself (tempo, always 1); the seeds on
/// each row (kept by their side where the game ends without a move or by repetition); the
/// pits that one more seed makes capturable (the other side's less the mover's: targets
/// against weaknesses); the pits of a lap or more (a kroo, which reaches round to the other
/// row and back); the pits that can be sown (mobility).
pub(crate) fn features(rules: &RuleSet, pos: &Position) -> [i32; FEATURES] {
    let board = pos.board();
    let me = pos.to_move();
    let (mine, theirs) = (board.row(me), board.row(me.other()));
    let capturable = |row: &[u8]| {
        row.iter()
            .filter(|&&s| s < u8::MAX && rules.capture_counts.contains(s + 1))
            .count() as i32
    };
    let lap = 2 * rules.pits - 1;
    let laps = |row: &[u8]| row.iter().filter(|&&s| s >= lap).count() as i32;
    let sown = |row: &[u8]| row.iter().filter(|&&s| s >= rules.min_lift.max(1)).count() as i32;
    [
        1,
        row_sum(mine) - row_sum(theirs),
        capturable(theirs) - capturable(mine),
        laps(mine) - laps(theirs),
        sown(mine) - sown(theirs),
    ]
}

fn row_sum(row: &[u8]) -> i32 {
    row.iter().map(|&s| s as i32).sum()
}

/// What the owner of `row` can gain at once by counter-clockwise single-lap sowing: extra
/// turns ready to take, and the best capture into an empty pit.
fn threats(rules: &RuleSet, row: &[u8], facing: &[u8]) -> i32 {
    let m = row.len();
    let extra = rules.extra_turn != ExtraTurn::None;
    let mut ready = 0;
    let mut best_capture = 0;
    for (i, &seeds) in row.iter().enumerate() {
        let seeds = seeds as usize;
        if seeds == 0 {
            continue;
        }
        if extra && seeds == m - i {
            ready += 1;
        } else if seeds < m - i && row[i + seeds] == 0 && rules.capture != Capture::None {
            let landing = i + seeds;
            let opposite = facing[m - 1 - landing] as i32;
            if opposite > 0 || rules.capture == Capture::Always {
                best_capture = best_capture.max(opposite + 1);
            }
        }
    }
    ready * SCALE / 2 + best_capture * SCALE / 2
}
