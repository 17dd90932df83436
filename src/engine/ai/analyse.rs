//! Analysis for hints and `kalah-cli analyse`: every legal move with its value, best first.
//! With few enough seeds left the exact solver gets the first half of the time; moves it does
//! not prove get the value of an iterative-deepening search that values every move with a
//! full window. It can be thought out in slices (`Analysis`), so the browser never waits on it.

use super::eval::SCALE;
use super::node::{Child, child_array, children, seeds_in_pits};
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

impl MoveValue {
    /// `mv` with the value `value` the solver proved.
    pub fn proven(mv: Move, value: i32) -> MoveValue {
        MoveValue {
            mv,
            value,
            exact: true,
            depth: 0,
        }
    }
}

/// Every legal move at `pos` with its value, best first, thinking for about `time` (a game
/// that is over has none).
pub fn analyse(rules: &RuleSet, pos: &Position, time: Duration) -> Vec<MoveValue> {
    Analysis::new(rules, pos, time).finish()
}

/// An analysis thought out in slices (the web build gives it a few milliseconds a frame): the
/// same values `analyse` finds, from the same work.
pub struct Analysis {
    rules: RuleSet,
    pos: Position,
    time: Duration,
    kids: Vec<Child>,
    started: Option<Instant>,
    /// The solver while it may still prove every move in its half of the time.
    solver: Option<Solver>,
    /// Values the solver proved, move by move in `kids` order.
    solved: Vec<Option<i32>>,
    search: Option<Search>,
    /// The game's positions before `pos` that a repetition can bring back.
    past: Vec<Position>,
}

impl Analysis {
    /// An analysis of `pos` that will think for about `time` in all.
    pub fn new(rules: &RuleSet, pos: &Position, time: Duration) -> Analysis {
        let mut kids = child_array(pos);
        let n = if pos.is_over() {
            0
        } else {
            children(rules, pos, None, &mut kids)
        };
        // Each move's position comes after this one: a move that brings it back ends the game.
        let solver = (n > 0 && seeds_in_pits(pos) <= PLAY_SOLVE_SEEDS).then(|| {
            Solver::stored_or_new(rules, PLAY_SOLVE_BYTES, PLAY_SOLVE_BYTES).with_past(&[*pos])
        });
        Analysis {
            rules: rules.clone(),
            pos: *pos,
            time,
            kids: kids[..n].to_vec(),
            started: None,
            solver,
            solved: Vec::with_capacity(n),
            search: None,
            past: Vec::new(),
        }
    }

    /// This analysis, told the game's positions before its own (`Game::repeatable_past`),
    /// where the rule set ends games by repetition.
    pub fn with_past(mut self, past: &[Position]) -> Analysis {
        self.past = past.to_vec();
        if let Some(solver) = &mut self.solver {
            let mut line = self.past.clone();
            line.push(self.pos);
            solver.set_past(&line);
        }
        self
    }

    /// Thinks its whole time in one go: what `step` gives at the end.
    pub fn finish(mut self) -> Vec<MoveValue> {
        loop {
            if let Some(values) = self.step(self.time) {
                return values;
            }
        }
    }

    /// Thinks for at most about `slice`; every legal move with its value, best first, once
    /// the time is spent or every value is proven, `None` while it wants to go on.
    pub fn step(&mut self, slice: Duration) -> Option<Vec<MoveValue>> {
        let now = Instant::now();
        let started = *self.started.get_or_insert(now);
        let (share, end) = (started + self.time / 2, started + self.time);
        let deadline = now + slice;
        while let Some(solver) = &mut self.solver {
            let Some(kid) = self.kids.get(self.solved.len()) else {
                break;
            };
            match solver.value_within(&kid.pos, deadline.min(share)) {
                Some(v) => self.solved.push(Some(kid.back(v))),
                None if Instant::now() >= share => self.solver = None,
                None => return None,
            }
        }
        if self.solved.len() == self.kids.len() {
            return Some(self.values(None));
        }
        let search = self.search.get_or_insert_with(|| {
            Search::new(&self.rules, &self.pos, MAX_DEPTH, true, SEARCH_BYTES).with_past(&self.past)
        });
        if !search.step(Some(deadline.min(end))) && Instant::now() < end {
            return None;
        }
        if search.done_depth == 0 {
            // Out of time before the first iteration: one decision deep, at once.
            *search =
                Search::new(&self.rules, &self.pos, 1, true, SEARCH_BYTES).with_past(&self.past);
            search.step(None);
        }
        let search = self.search.take();
        Some(self.values(search.as_ref()))
    }

    /// The values, best first: proven where the solver proved them, else the search's.
    fn values(&self, search: Option<&Search>) -> Vec<MoveValue> {
        let mut values: Vec<MoveValue> = self
            .kids
            .iter()
            .enumerate()
            .map(|(i, kid)| match self.solved.get(i).copied().flatten() {
                Some(value) => MoveValue::proven(kid.mv, value),
                None => {
                    let search = search.expect("a search values what the solver did not prove");
                    let found = search
                        .values
                        .iter()
                        .find(|v| v.mv == kid.mv)
                        .expect("the search values every root move");
                    MoveValue {
                        mv: kid.mv,
                        value: (found.value as f64 / SCALE as f64).round() as i32,
                        exact: found.exact,
                        depth: search.done_depth,
                    }
                }
            })
            .collect();
        values.sort_by_key(|v| std::cmp::Reverse(v.value));
        values
    }
}
