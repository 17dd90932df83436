//! `Thinker`: one decision of an AI player at a given level, thought out in slices. Native code
//! calls `think` in a loop on a worker thread; the web build calls it once a frame with a few
//! milliseconds. The levels up to Medium stop at a fixed depth, so a seed fixes their moves on
//! any machine; Hard and Master also stop at their time budget, and Master asks the exact
//! solver first once few enough seeds are left.

use super::level::{Level, Style};
use super::node::seeds_in_pits;
use super::search::{RootValue, Search};
use super::solver::{PLAY_SOLVE_BYTES, PLAY_SOLVE_SEEDS, Solver};
use crate::engine::{Move, Position, RuleSet};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Duration;
use web_time::Instant;

/// Table memory of a level's search.
const SEARCH_BYTES: usize = 4 << 20;

/// An AI player's search for one decision.
pub struct Thinker {
    pos: Position,
    style: Style,
    budget: Duration,
    rng: StdRng,
    search: Search,
    /// Master's solver while it may still prove the result in its share of the time.
    solver: Option<Solver>,
    started: Option<Instant>,
    chosen: Option<Move>,
    /// The move played if asked before the first iteration finishes.
    fallback: Move,
}

impl Thinker {
    /// A thinker for the side to move at `pos` (a game not over) at `level`; `seed` decides
    /// its random choices, so the same seed plays the same move.
    pub fn new(rules: RuleSet, pos: Position, level: Level, seed: u64) -> Thinker {
        Thinker::with_budget(rules, pos, level, seed, level.think_time())
    }

    /// A thinker with another time budget than the level's own (matches played quicker).
    pub fn with_budget(
        rules: RuleSet,
        pos: Position,
        level: Level,
        seed: u64,
        budget: Duration,
    ) -> Thinker {
        let style = level.style();
        let search = Search::new(
            &rules,
            &pos,
            style.depth,
            style.temperature > 0,
            SEARCH_BYTES,
        );
        let legal = pos.legal_moves(&rules);
        let chosen = (legal.len() == 1).then(|| legal[0]);
        let solver = (style.solve && seeds_in_pits(&pos) <= PLAY_SOLVE_SEEDS)
            .then(|| Solver::stored_or_new(&rules, PLAY_SOLVE_BYTES, PLAY_SOLVE_BYTES));
        Thinker {
            pos,
            style,
            budget,
            rng: StdRng::seed_from_u64(seed),
            search,
            solver,
            started: None,
            chosen,
            fallback: legal[0],
        }
    }

    /// This thinker, told the game's positions before `pos` that a repetition can bring back
    /// (`Game::repeatable_past`), where the rule set ends games by repetition.
    pub fn with_past(mut self, past: &[Position]) -> Thinker {
        self.search = self.search.with_past(past);
        if let Some(solver) = &mut self.solver {
            solver.set_past(past);
        }
        self
    }

    /// Thinks for at most about `slice`; the chosen move once the level's depth or time budget
    /// is reached or the result is proven, `None` while it still wants to think.
    pub fn think(&mut self, slice: Duration) -> Option<Move> {
        if self.chosen.is_some() {
            return self.chosen;
        }
        let now = Instant::now();
        let started = *self.started.get_or_insert(now);
        let mut deadline = now + slice;
        if self.style.timed {
            deadline = deadline.min(started + self.budget);
        }
        if let Some(solver) = &mut self.solver {
            let share = started + self.budget / 2;
            match solver.solve_within(&self.pos, deadline.min(share)) {
                Some(solution) => {
                    self.chosen = Some(solution.best);
                    return self.chosen;
                }
                None if Instant::now() >= share => self.solver = None,
                None => return None,
            }
        }
        let finished = self.search.step(Some(deadline));
        let out_of_time = self.style.timed && Instant::now() >= started + self.budget;
        if finished || (out_of_time && self.search.done_depth > 0) {
            self.chosen = Some(self.pick());
        }
        self.chosen
    }

    /// The best legal move found so far; returns at once.
    pub fn best_so_far(&self) -> Move {
        self.chosen
            .or_else(|| self.search.best())
            .unwrap_or(self.fallback)
    }

    /// The move to play from the last finished iteration: the best, or for the lower levels
    /// a softmax draw among the moves not much worse than the best.
    fn pick(&mut self) -> Move {
        let values = &self.search.values;
        let best = values[0];
        if self.style.temperature == 0 || values.len() == 1 {
            return best.mv;
        }
        let near: Vec<RootValue> = values
            .iter()
            .copied()
            .filter(|v| v.value >= best.value - self.style.margin)
            .collect();
        let weights: Vec<f64> = near
            .iter()
            .map(|v| ((v.value - best.value) as f64 / self.style.temperature as f64).exp())
            .collect();
        let mut draw = self.rng.random::<f64>() * weights.iter().sum::<f64>();
        for (v, w) in near.iter().zip(&weights) {
            if draw < *w {
                return v.mv;
            }
            draw -= w;
        }
        best.mv
    }
}
