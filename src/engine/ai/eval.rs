//! The evaluation of an unfinished position, from the side to move's point of view, in
//! `SCALE`ths of a seed: the store difference, plus what each rule set makes of the seeds still
//! in play (seeds that go to their owner at the end, extra turns ready to take, captures the
//! mover threatens, a tuzdyk held). Finished games are scored exactly by the search, never
//! here.

use super::node::diff;
use crate::engine::Position;
use crate::engine::rules::{Capture, Direction, ExtraTurn, Leftover, RuleSet};

/// Evaluation units per seed.
pub const SCALE: i32 = 8;

/// Seeds a tuzdyk is worth beyond those it has already taken (a guess, not measured).
const TUZDYK: i32 = 4;

/// Heuristic value of `pos` for the player to move.
pub(crate) fn evaluate(rules: &RuleSet, pos: &Position) -> i32 {
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
        // Seeds on a row are what the other side captures by count: no bonus for keeping them.
        return value;
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
