//! The solver's search for any rule set: fail-soft alpha-beta over positions, with the table's
//! bounds and move, the endgame database where it holds, and enhanced transposition cut-offs
//! high up. A rule set of the Kalah family leaves it at once for the fast path. Where games end
//! by repetition, the search follows its line (`past`): a child that brings a position back
//! ends the game, and a position's table key holds the line's positions it can bring back.

use super::{Best, ETC_SEEDS, Worker, proven_bounds};
use crate::engine::Position;
use crate::engine::ai::fast::Pits;
use crate::engine::ai::node::{
    Child, MAX_MOVES, child, child_array, children, decode, diff, encode, seeds_in_pits,
};

impl Worker<'_> {
    /// Whether the child's value, seen from its parent, is at least `value`.
    pub(super) fn reaches(&mut self, kid: &Child, value: i32) -> Option<bool> {
        let (alpha, beta) = if kid.flip {
            (-value, -value + 1)
        } else {
            (value - 1, value)
        };
        let v = self.search(&kid.pos, alpha, beta);
        (!self.clock.late).then(|| kid.back(v) >= value)
    }

    /// Fail-soft alpha-beta: the exact value if inside (alpha, beta), else a bound beyond it.
    /// `pos` follows the worker's line (where repetition ends games, its past).
    /// A line longer than the solver follows (`deep`) stops the worker as a deadline does.
    pub(super) fn search(&mut self, pos: &Position, alpha: i32, beta: i32) -> i32 {
        if self.depth >= self.solver.max_line {
            self.clock.stop();
            return 0;
        }
        let key = self.line.key(pos);
        self.line.push(pos);
        self.depth += 1;
        let v = self.search_node(pos, alpha, beta, key);
        self.depth -= 1;
        self.line.pop();
        v
    }

    /// `search` with the line gone on to `pos`, whose table key (`Line::key`) is `key`.
    fn search_node(&mut self, pos: &Position, alpha: i32, beta: i32, key: u64) -> i32 {
        self.nodes += 1;
        if self.clock.tick() {
            return 0;
        }
        let d = diff(pos);
        if pos.is_over() {
            return d;
        }
        if let Some(fast) = self.solver.fast {
            self.nodes -= 1;
            return d + self.pits_search(&fast, &Pits::of(pos), alpha - d, beta - d);
        }
        if let Some(entry) = self.solver.endgame.as_ref().and_then(|end| end.entry(pos)) {
            return self.endgame_value(pos, entry);
        }
        let rules = &self.solver.rules;
        let (mut lo, mut hi) = self.solver.shape.value_bounds(pos);
        let mut first = None;
        if let Some(e) = self.solver.table.probe(key) {
            lo = lo.max(d + e.lo);
            hi = hi.min(d + e.hi);
            first = decode(e.mv);
        }
        if lo >= beta || lo == hi {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        let nodes_before = self.nodes;
        let mut best = Best::new(alpha, beta);
        // The table's move first, before generating the others: it often refutes alone.
        let first = first.filter(|&mv| pos.is_legal(rules, mv));
        if let Some(mv) = first {
            let mut kid = child(rules, pos, mv);
            self.line.settle_child(rules, &mut kid);
            let v = self.child_value(&kid, best.alpha, beta);
            if self.clock.late {
                return 0;
            }
            best.take(v, encode(mv));
        }
        if !best.refutes() {
            let mut kids = child_array(pos);
            let n = children(rules, pos, first, &mut kids);
            for kid in &mut kids[..n] {
                self.line.settle_child(rules, kid);
            }
            // The table's move, searched already, sorts first.
            let rest = &kids[first.is_some() as usize..n];
            // Every child's table line or database entry is requested before any is read.
            let mut entries = [None; MAX_MOVES];
            for (kid, entry) in rest.iter().zip(&mut entries) {
                *entry = self.prefetch(&kid.pos);
            }
            if seeds_in_pits(pos) > ETC_SEEDS
                && let Some((bound, kid)) = self.refuting_child(rest, &entries, beta)
            {
                // Enhanced transposition cut-off: a child's stored bound already refutes.
                self.solver
                    .table
                    .store(key, bound - d, hi - d, encode(kid.mv), 1);
                return bound;
            }
            let done = self.known_children(rest, &entries, &mut best);
            self.search_children(rest, &entries, &done, &mut best);
            if self.clock.late {
                return 0;
            }
        }
        let (slo, shi) = proven_bounds(best.value, alpha, beta, lo, hi);
        self.solver
            .table
            .store(key, slo - d, shi - d, best.mv, self.nodes - nodes_before);
        best.value
    }

    /// The first child whose bound from the game's end, a filled database entry or the table
    /// reaches `beta`, with that bound.
    fn refuting_child<'k>(
        &self,
        kids: &'k [Child],
        entries: &[Option<usize>; MAX_MOVES],
        beta: i32,
    ) -> Option<(i32, &'k Child)> {
        kids.iter().zip(entries).find_map(|(kid, &entry)| {
            let bound = self.child_lower_bound(kid, entry)?;
            (bound >= beta).then_some((bound, kid))
        })
    }

    /// Takes the children with a filled database entry, in order, until one refutes: exact
    /// values for a lookup each. Returns which it took.
    fn known_children(
        &mut self,
        kids: &[Child],
        entries: &[Option<usize>; MAX_MOVES],
        best: &mut Best,
    ) -> [bool; MAX_MOVES] {
        let mut done = [false; MAX_MOVES];
        let Some(end) = &self.solver.endgame else {
            return done;
        };
        for ((kid, &entry), taken) in kids.iter().zip(entries).zip(&mut done) {
            let Some(future) = entry.and_then(|entry| end.known(entry)) else {
                continue;
            };
            *taken = true;
            self.nodes += 1;
            if best.take(kid.back(diff(&kid.pos) + future), encode(kid.mv)) {
                break;
            }
        }
        done
    }

    /// Searches the children not `done`, in order, until one refutes or the clock stops the
    /// thread; a database child is a lookup (or a fill), not a search.
    fn search_children(
        &mut self,
        kids: &[Child],
        entries: &[Option<usize>; MAX_MOVES],
        done: &[bool; MAX_MOVES],
        best: &mut Best,
    ) {
        for ((kid, &entry), &done) in kids.iter().zip(entries).zip(done) {
            if best.refutes() {
                return;
            }
            if done {
                continue;
            }
            let v = match entry {
                Some(entry) => {
                    self.nodes += 1;
                    kid.back(self.endgame_value(&kid.pos, entry))
                }
                None => self.child_value(kid, best.alpha, best.beta),
            };
            if self.clock.late {
                return;
            }
            best.take(v, encode(kid.mv));
        }
    }

    /// Starts loading what searching `pos` will read first; its database entry if it has one.
    #[inline]
    fn prefetch(&self, pos: &Position) -> Option<usize> {
        if pos.is_over() {
            return None;
        }
        let entry = self.solver.endgame.as_ref().and_then(|end| end.entry(pos));
        match (entry, &self.solver.endgame) {
            (Some(entry), Some(end)) => end.prefetch(entry),
            _ => self.solver.table.prefetch(self.line.key(pos)),
        }
        entry
    }

    /// The exact value of `pos` (not over) from its database entry, filled if need be; 0 if
    /// the clock stops the thread while filling.
    fn endgame_value(&mut self, pos: &Position, entry: usize) -> i32 {
        let end = (self.solver.endgame.as_ref()).expect("an entry comes from the database");
        end.future(&self.solver.rules, pos, entry, &mut self.clock)
            .map_or(0, |future| diff(pos) + future)
    }

    /// The child's value for its parent, searched with the parent's window.
    #[inline]
    fn child_value(&mut self, kid: &Child, alpha: i32, beta: i32) -> i32 {
        let (a, b) = if kid.flip {
            (-beta, -alpha)
        } else {
            (alpha, beta)
        };
        kid.back(self.search(&kid.pos, a, b))
    }

    /// A lower bound on a child's value for its parent, from the game's end, a filled
    /// database entry or the table.
    #[inline]
    fn child_lower_bound(&self, kid: &Child, entry: Option<usize>) -> Option<i32> {
        if kid.pos.is_over() {
            return Some(kid.back(diff(&kid.pos)));
        }
        if let (Some(entry), Some(end)) = (entry, &self.solver.endgame) {
            return Some(kid.back(diff(&kid.pos) + end.known(entry)?));
        }
        let e = (self.solver.table).probe(self.line.key(&kid.pos))?;
        let d = diff(&kid.pos);
        Some(if kid.flip { -(d + e.hi) } else { d + e.lo })
    }
}
