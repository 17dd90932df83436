//! The exact solver: the final store difference under perfect play. MTD(f) over fail-soft
//! null-window alpha-beta, with a transposition table of proven bounds (relative to the store
//! difference, so positions that differ only in their stores share entries), enhanced
//! transposition cut-offs, move ordering (table move, extra turns, gains), the trivial bound
//! "at most the seeds still in pits can change hands", and the on-demand endgame database.
//! It stops at a deadline and can be called again: the table keeps the work done.
//!
//! On the Kalah family's fast path it can search with several threads sharing the table and
//! the database (ABDADA): every thread searches the same window, and a thread defers a move
//! whose subtree another thread is inside of, coming back to it once its other moves are done
//! (by then the answer is usually in the table). The first thread to finish gives the result.

use super::busy::Busy;
use super::clock::Clock;
use super::endgame::Endgame;
use super::eval::SCALE;
use super::fast::{Fast, Pits, Sown};
use super::node::seeds_in_pits;
use super::node::{
    Child, KeyShape, MAX_MOVES, child, child_array, children, decode, diff, encode, plain_rest,
    rows_key,
};
use super::proofs::ProofTable;
use super::search::Search;
use crate::engine::board::MAX_PITS;
use crate::engine::{Move, Position, RuleSet};
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// Table memory of the solver for `kalah-cli solve`.
pub const SOLVE_BYTES: usize = 128 << 20;
/// Endgame database memory for `kalah-cli solve`: enough for 14 seeds on 6 pits a side
/// (filling more costs about what it saves).
pub const SOLVE_ENDGAME_BYTES: usize = 16 << 20;
/// Memory for the solver inside play and analysis (table and endgame database each).
pub const PLAY_SOLVE_BYTES: usize = 16 << 20;

/// Depth of the heuristic search that guesses a fresh position's value.
const GUESS_DEPTH: u32 = 14;

/// Enhanced transposition cut-offs only where a subtree is big enough to pay for the probes
/// (measured on Kalah(6,4)).
const ETC_SEEDS: i32 = 24;

/// Threads share out subtrees with more seeds than this (smaller ones cost less than the
/// bookkeeping).
const SPLIT_SEEDS: i32 = 20;

/// Play and analysis ask the solver only with at most this many seeds left in pits; with
/// more it rarely finishes within a decision's time.
pub(crate) const PLAY_SOLVE_SEEDS: i32 = 30;

/// Where a child's value is to be found on the fast path.
#[derive(Clone, Copy)]
enum Where {
    Over,
    Endgame(usize),
    Table(u64),
}

/// The table key of `pits`.
#[inline]
fn key_of(pits: &Pits, fast: &Fast) -> u64 {
    let (mine, theirs) = pits.rows();
    rows_key(mine, theirs, plain_rest(mine, theirs, fast.pits()))
}

/// A proven result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Final store difference, side to move minus the other, under perfect play.
    pub value: i32,
    /// A move that achieves it.
    pub best: Move,
}

/// An exact solver for one rule set; reuse it for many positions of the same game.
pub struct Solver {
    rules: RuleSet,
    shape: KeyShape,
    /// The fast path, for rule sets of the Kalah family.
    fast: Option<Fast>,
    table: ProofTable,
    endgame: Option<Endgame>,
    nodes: u64,
    /// Threads searching each pass on the fast path.
    threads: usize,
}

/// One thread's search over its solver's shared table and database.
struct Worker<'a> {
    solver: &'a Solver,
    /// The subtrees threads are in, when several search together.
    busy: Option<&'a Busy>,
    clock: Clock<'a>,
    nodes: u64,
}

impl Solver {
    /// A solver with a table of `table_bytes` and an endgame database of `endgame_bytes`.
    pub fn new(rules: &RuleSet, table_bytes: usize, endgame_bytes: usize) -> Solver {
        Solver {
            rules: rules.clone(),
            shape: KeyShape::new(rules),
            fast: Fast::new(rules),
            table: ProofTable::with_bytes(table_bytes),
            endgame: Endgame::new(rules, endgame_bytes),
            nodes: 0,
            threads: 1,
        }
    }

    /// Searches with `threads` threads (at least one) where the rule set allows: the table
    /// and the database are shared, so memory stays the same.
    pub fn with_threads(mut self, threads: usize) -> Solver {
        self.threads = threads.max(1);
        self
    }

    /// Threads that search each pass: as many as asked on the fast path, else one.
    pub fn threads(&self) -> usize {
        if self.fast.is_some() { self.threads } else { 1 }
    }

    /// Nodes searched so far, over every call.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Seeds left in pits up to which the endgame database answers (0 without one).
    pub fn endgame_seeds(&self) -> i32 {
        self.endgame.as_ref().map_or(0, |e| e.max_seeds)
    }

    /// Solves `pos` (not over), or `None` if `deadline` passed first.
    pub fn solve(&mut self, pos: &Position, deadline: Option<Instant>) -> Option<Solution> {
        assert!(!pos.is_over(), "solving a finished game");
        let value = self.value(pos, deadline)?;
        let mut kids = child_array(pos);
        let n = children(&self.rules, pos, self.table_move(pos), &mut kids);
        let stop = AtomicBool::new(false);
        let mut worker = Worker::new(self, None, Clock::new(deadline, &stop));
        let best = kids[..n]
            .iter()
            .find_map(|kid| match worker.reaches(kid, value) {
                Some(true) => Some(Some(kid.mv)),
                Some(false) => None,
                None => Some(None),
            });
        self.nodes += worker.nodes;
        let best = best.expect("a move reaches the proven value")?;
        Some(Solution { value, best })
    }

    /// The exact value of `pos` (any position), or `None` if `deadline` passed first.
    pub fn value(&mut self, pos: &Position, deadline: Option<Instant>) -> Option<i32> {
        if pos.is_over() {
            return Some(diff(pos));
        }
        let d = diff(pos);
        let (mut lo, mut hi) = self.shape.value_bounds(pos);
        let fresh = (lo, hi);
        if let Some(e) = self.table.probe(self.shape.key(pos)) {
            lo = lo.max(d + e.lo);
            hi = hi.min(d + e.hi);
        }
        let mut guess = if (lo, hi) == fresh {
            // A fresh position: a short heuristic search guesses the value.
            let mut search = Search::new(&self.rules, pos, GUESS_DEPTH, false, 1 << 20);
            search.step(deadline);
            search
                .values
                .first()
                .map_or(d, |v| (v.value as f64 / SCALE as f64).round() as i32)
        } else {
            d
        }
        .clamp(lo, hi);
        while lo < hi {
            let gamma = guess.clamp(lo + 1, hi);
            let v = self.pass(pos, gamma - 1, gamma, deadline)?;
            if v >= gamma {
                lo = v;
            } else {
                hi = v;
            }
            guess = v;
        }
        Some(lo)
    }

    /// One null-window search of `pos` by every thread; the first result, or `None` if the
    /// deadline passed first.
    fn pass(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        deadline: Option<Instant>,
    ) -> Option<i32> {
        let helpers = self.threads() - 1;
        let busy = (helpers > 0).then(Busy::new);
        let stop = AtomicBool::new(false);
        let this = &*self;
        let search = || {
            let mut worker = Worker::new(this, busy.as_ref(), Clock::new(deadline, &stop));
            let v = worker.search(pos, alpha, beta);
            let found = (!worker.clock.late).then_some(v);
            if found.is_some() {
                // The others stop: this answer is theirs too.
                stop.store(true, Ordering::Relaxed);
            }
            (found, worker.nodes)
        };
        let results: Vec<(Option<i32>, u64)> = std::thread::scope(|scope| {
            let others: Vec<_> = (0..helpers).map(|_| scope.spawn(search)).collect();
            let mine = search();
            std::iter::once(mine)
                .chain(
                    others
                        .into_iter()
                        .map(|t| t.join().expect("a solver thread")),
                )
                .collect()
        });
        self.nodes += results.iter().map(|&(_, nodes)| nodes).sum::<u64>();
        results.into_iter().find_map(|(found, _)| found)
    }

    fn table_move(&self, pos: &Position) -> Option<Move> {
        self.table
            .probe(self.shape.key(pos))
            .and_then(|e| decode(e.mv))
    }
}

impl<'a> Worker<'a> {
    fn new(solver: &'a Solver, busy: Option<&'a Busy>, clock: Clock<'a>) -> Worker<'a> {
        Worker {
            solver,
            busy,
            clock,
            nodes: 0,
        }
    }

    /// Whether the child's value, seen from its parent, is at least `value`.
    fn reaches(&mut self, kid: &Child, value: i32) -> Option<bool> {
        let (alpha, beta) = if kid.flip {
            (-value, -value + 1)
        } else {
            (value - 1, value)
        };
        let v = self.search(&kid.pos, alpha, beta);
        (!self.clock.late).then(|| kid.back(v) >= value)
    }

    /// Fail-soft alpha-beta: the exact value if inside (alpha, beta), else a bound beyond it.
    fn search(&mut self, pos: &Position, mut alpha: i32, beta: i32) -> i32 {
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
        let (mut lo, mut hi) = self.solver.shape.value_bounds(pos);
        let key = self.solver.shape.key(pos);
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
        let alpha0 = alpha;
        let nodes_before = self.nodes;
        let mut best = i32::MIN;
        let mut best_mv = 0;
        // The table's move first, before generating the others: it often refutes alone.
        if let Some(mv) = first.filter(|&mv| pos.is_legal(&self.solver.rules, mv)) {
            let kid = child(&self.solver.rules, pos, mv);
            best = self.child_value(&kid, alpha, beta);
            best_mv = encode(mv);
            if self.clock.late {
                return 0;
            }
            alpha = alpha.max(best);
        }
        if best < beta {
            let mut kids = child_array(pos);
            let n = children(&self.solver.rules, pos, first, &mut kids);
            let rest = if best_mv == 0 {
                &kids[..n]
            } else {
                &kids[1..n]
            };
            // Every child's table line or database entry is requested before any is read.
            let mut entries = [None; MAX_MOVES];
            for (kid, entry) in rest.iter().zip(&mut entries) {
                *entry = self.prefetch(&kid.pos);
            }
            // Enhanced transposition cut-off: a child whose stored bound already refutes.
            if seeds_in_pits(pos) > ETC_SEEDS {
                for (kid, &entry) in rest.iter().zip(&entries) {
                    if let Some(bound) = self.child_lower_bound(kid, entry)
                        && bound >= beta
                    {
                        self.solver
                            .table
                            .store(key, bound - d, hi - d, encode(kid.mv), 1);
                        return bound;
                    }
                }
            }
            // Children with a filled database entry first: exact values for a lookup each.
            let mut done = [false; MAX_MOVES];
            for ((kid, &entry), done) in rest.iter().zip(&entries).zip(&mut done) {
                let (Some(entry), Some(end)) = (entry, &self.solver.endgame) else {
                    continue;
                };
                let Some(future) = end.known(entry) else {
                    continue;
                };
                *done = true;
                self.nodes += 1;
                let v = kid.back(diff(&kid.pos) + future);
                if v > best {
                    best = v;
                    best_mv = encode(kid.mv);
                }
                if best >= beta {
                    break;
                }
                alpha = alpha.max(best);
            }
            for ((kid, &entry), &done) in rest.iter().zip(&entries).zip(&done) {
                if best >= beta {
                    break;
                }
                if done {
                    continue;
                }
                let v = match entry {
                    // A database child is a lookup (or a fill), not a search.
                    Some(entry) => {
                        self.nodes += 1;
                        kid.back(self.endgame_value(&kid.pos, entry))
                    }
                    None => self.child_value(kid, alpha, beta),
                };
                if self.clock.late {
                    return 0;
                }
                if v > best {
                    best = v;
                    best_mv = encode(kid.mv);
                }
                if best >= beta {
                    break;
                }
                alpha = alpha.max(best);
            }
        }
        let (slo, shi) = proven_bounds(best, alpha0, beta, lo, hi);
        self.solver
            .table
            .store(key, slo - d, shi - d, best_mv, self.nodes - nodes_before);
        best
    }

    /// `search` on the fast path: the mover's future gain at `pits` (the same table entries,
    /// the same order of moves).
    fn pits_search(&mut self, fast: &Fast, pits: &Pits, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.clock.tick() {
            return 0;
        }
        if let Some(entry) = self
            .solver
            .endgame
            .as_ref()
            .and_then(|end| end.pits_entry(pits))
        {
            return self.pits_endgame(fast, pits, entry);
        }
        let seeds = pits.seeds as i32;
        let (mut lo, mut hi) = fast.gain_bounds(seeds);
        let key = key_of(pits, fast);
        let mut first = usize::MAX;
        if let Some(e) = self.solver.table.probe(key) {
            lo = lo.max(e.lo);
            hi = hi.min(e.hi);
            if let Some(Move::Sow { pit, .. }) = decode(e.mv) {
                first = pit as usize;
            }
        }
        if lo >= beta || lo == hi {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        let alpha0 = alpha;
        let nodes_before = self.nodes;
        // Big subtrees are shared out between threads.
        let busy = self.busy.filter(|_| seeds > SPLIT_SEEDS);
        let _inside = busy.map(|busy| busy.enter(key));
        let mut best = i32::MIN;
        let mut best_mv = 0;
        // The table's move first, before the others: it often refutes alone, and then no
        // other child's memory is touched.
        if first < fast.pits() && pits.mine[first] > 0 {
            let sown = fast.sow(pits, first);
            best = self.pits_child(fast, &sown, alpha, beta);
            best_mv = encode(Move::ccw(first as u8));
            if self.clock.late {
                return 0;
            }
            alpha = alpha.max(best);
        }
        if best < beta {
            // Every move with its order, table line or database entry (requested from memory).
            let mut kids = [(0usize, None, Where::Over, 0i32); MAX_PITS];
            let mut n = 0;
            for pit in 0..fast.pits() {
                if pits.mine[pit] == 0 || (pit == first && best_mv != 0) {
                    continue;
                }
                let sown = fast.sow(pits, pit);
                let order = if !sown.flip && !sown.over {
                    (1 << 16) + pit as i32
                } else {
                    (sown.gain << 6) + pit as i32
                };
                let at = if sown.over {
                    Where::Over
                } else if let Some(entry) = self
                    .solver
                    .endgame
                    .as_ref()
                    .and_then(|e| e.pits_entry(&sown.pits))
                {
                    self.solver
                        .endgame
                        .as_ref()
                        .expect("an entry")
                        .prefetch(entry);
                    Where::Endgame(entry)
                } else {
                    let key = key_of(&sown.pits, fast);
                    self.solver.table.prefetch(key);
                    Where::Table(key)
                };
                kids[n] = (pit, Some(sown), at, order);
                n += 1;
            }
            let kids = &mut kids[..n];
            for i in 1..n {
                let mut j = i;
                while j > 0 && kids[j - 1].3 < kids[j].3 {
                    kids.swap(j - 1, j);
                    j -= 1;
                }
            }
            let back = |sown: &Sown, v: i32| sown.gain + if sown.flip { -v } else { v };
            // Children already known: finished games, filled database entries and (high up, where
            // subtrees are big) table bounds that refute at once.
            let mut done = [false; MAX_PITS];
            for (&(pit, sown, at, _), done) in kids.iter().zip(&mut done) {
                let sown = sown.expect("a move");
                let v = match at {
                    Where::Over => sown.gain,
                    Where::Endgame(entry) => {
                        match self.solver.endgame.as_ref().and_then(|e| e.known(entry)) {
                            Some(v) => back(&sown, v),
                            None => continue,
                        }
                    }
                    Where::Table(key) if seeds > ETC_SEEDS => {
                        if let Some(e) = self.solver.table.probe(key) {
                            let bound = if sown.flip {
                                sown.gain - e.hi
                            } else {
                                sown.gain + e.lo
                            };
                            if bound >= beta {
                                self.solver.table.store(
                                    key_of(pits, fast),
                                    bound,
                                    hi,
                                    encode(Move::ccw(pit as u8)),
                                    1,
                                );
                                return bound;
                            }
                        }
                        continue;
                    }
                    Where::Table(_) => continue,
                };
                *done = true;
                self.nodes += 1;
                if v > best {
                    best = v;
                    best_mv = encode(Move::ccw(pit as u8));
                }
                if best >= beta {
                    break;
                }
                alpha = alpha.max(best);
            }
            // A move another thread is searching waits for a second round (ABDADA).
            let mut later = [false; MAX_PITS];
            for round in [false, true] {
                for (i, &(pit, sown, at, _)) in kids.iter().enumerate() {
                    if best >= beta {
                        break;
                    }
                    if done[i] || later[i] != round {
                        continue;
                    }
                    let sown = sown.expect("a move");
                    if let (Some(busy), Where::Table(key), false) = (busy, at, round)
                        && best != i32::MIN
                        && busy.taken(key)
                    {
                        later[i] = true;
                        continue;
                    }
                    let v = match at {
                        Where::Endgame(entry) => {
                            self.nodes += 1;
                            back(&sown, self.pits_endgame(fast, &sown.pits, entry))
                        }
                        _ => self.pits_child(fast, &sown, alpha, beta),
                    };
                    if self.clock.late {
                        return 0;
                    }
                    if v > best {
                        best = v;
                        best_mv = encode(Move::ccw(pit as u8));
                    }
                    alpha = alpha.max(best);
                }
            }
        }
        let best = fast.round(seeds, best, alpha0, beta);
        let (slo, shi) = proven_bounds(best, alpha0, beta, lo, hi);
        self.solver
            .table
            .store(key, slo, shi, best_mv, self.nodes - nodes_before);
        best
    }

    /// A child's value for its parent on the fast path, searched with the parent's window.
    fn pits_child(&mut self, fast: &Fast, sown: &Sown, alpha: i32, beta: i32) -> i32 {
        let back = |v: i32| sown.gain + if sown.flip { -v } else { v };
        if sown.over {
            return sown.gain;
        }
        if let Some(entry) = self
            .solver
            .endgame
            .as_ref()
            .and_then(|e| e.pits_entry(&sown.pits))
        {
            self.nodes += 1;
            return back(self.pits_endgame(fast, &sown.pits, entry));
        }
        if sown.flip {
            back(self.pits_search(fast, &sown.pits, sown.gain - beta, sown.gain - alpha))
        } else {
            back(self.pits_search(fast, &sown.pits, alpha - sown.gain, beta - sown.gain))
        }
    }

    /// The mover's future gain at `pits` from its database entry, filled if need be; 0 if the
    /// clock stops the thread while filling.
    fn pits_endgame(&mut self, fast: &Fast, pits: &Pits, entry: usize) -> i32 {
        let end = (self.solver.endgame.as_ref()).expect("an entry comes from the database");
        end.pits_future(fast, pits, entry, &mut self.clock)
            .unwrap_or(0)
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
            _ => self.solver.table.prefetch(self.solver.shape.key(pos)),
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
        let e = self.solver.table.probe(self.solver.shape.key(&kid.pos))?;
        let d = diff(&kid.pos);
        Some(if kid.flip { -(d + e.hi) } else { d + e.lo })
    }
}

/// What a fail-soft search of window `(alpha0, beta)` that returned `best` proves, within the
/// bounds `lo..=hi` known before: an upper bound on a fail low, a lower bound on a fail high,
/// else the exact value.
fn proven_bounds(best: i32, alpha0: i32, beta: i32, lo: i32, hi: i32) -> (i32, i32) {
    if best <= alpha0 {
        (lo, best)
    } else if best >= beta {
        (best, hi)
    } else {
        (best, best)
    }
}
