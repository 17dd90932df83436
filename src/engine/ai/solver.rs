//! The exact solver: the final store difference under perfect play. MTD(f) over fail-soft
//! null-window alpha-beta, with a transposition table of proven bounds (relative to the store
//! difference, so positions that differ only in their stores share entries), enhanced
//! transposition cut-offs, move ordering (table move, extra turns, gains), the trivial bound
//! "at most the seeds still in pits can change hands", and the on-demand endgame database.
//! It stops at a deadline and can be called again: the table keeps the work done.

use super::endgame::Endgame;
use super::eval::SCALE;
use super::fast::{Fast, Pits, Sown};
use super::node::seeds_in_pits;
use super::node::{
    Child, KeyShape, MAX_MOVES, child, child_array, children, decode, diff, encode, plain_rest,
    rows_key,
};
use super::search::Search;
use super::tt::{EXACT_DEPTH, Table};
use crate::engine::board::MAX_PITS;
use crate::engine::{Move, Position, RuleSet};
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
    table: Table,
    endgame: Option<Endgame>,
    nodes: u64,
    deadline: Option<Instant>,
    aborted: bool,
}

impl Solver {
    /// A solver with a table of `table_bytes` and an endgame database of `endgame_bytes`.
    pub fn new(rules: &RuleSet, table_bytes: usize, endgame_bytes: usize) -> Solver {
        Solver {
            rules: rules.clone(),
            shape: KeyShape::new(rules),
            fast: Fast::new(rules),
            table: Table::with_bytes(table_bytes),
            endgame: Endgame::new(rules, endgame_bytes),
            nodes: 0,
            deadline: None,
            aborted: false,
        }
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
        for kid in &kids[..n] {
            if self.reaches(kid, value)? {
                return Some(Solution {
                    value,
                    best: kid.mv,
                });
            }
        }
        unreachable!("no move reaches the proven value {value}")
    }

    /// The exact value of `pos` (any position), or `None` if `deadline` passed first.
    pub fn value(&mut self, pos: &Position, deadline: Option<Instant>) -> Option<i32> {
        if pos.is_over() {
            return Some(diff(pos));
        }
        self.deadline = deadline;
        self.aborted = false;
        let d = diff(pos);
        let (mut lo, mut hi) = self.shape.value_bounds(pos);
        let fresh = (lo, hi);
        if let Some(e) = self.table.probe(self.shape.key(pos)) {
            lo = lo.max(d + e.lo as i32);
            hi = hi.min(d + e.hi as i32);
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
            let v = self.search(pos, gamma - 1, gamma);
            if self.aborted {
                return None;
            }
            if v >= gamma {
                lo = v;
            } else {
                hi = v;
            }
            guess = v;
        }
        Some(lo)
    }

    /// Whether the child's value, seen from its parent, is at least `value`.
    fn reaches(&mut self, kid: &Child, value: i32) -> Option<bool> {
        let (alpha, beta) = if kid.flip {
            (-value, -value + 1)
        } else {
            (value - 1, value)
        };
        let v = self.search(&kid.pos, alpha, beta);
        (!self.aborted).then(|| kid.back(v) >= value)
    }

    fn table_move(&self, pos: &Position) -> Option<Move> {
        self.table
            .probe(self.shape.key(pos))
            .and_then(|e| decode(e.mv))
    }

    /// Fail-soft alpha-beta: the exact value if inside (alpha, beta), else a bound beyond it.
    fn search(&mut self, pos: &Position, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(4096) && self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        let d = diff(pos);
        if pos.is_over() {
            return d;
        }
        if let Some(fast) = self.fast {
            self.nodes -= 1;
            return d + self.pits_search(&fast, &Pits::of(pos), alpha - d, beta - d);
        }
        if let Some(entry) = self.endgame.as_ref().and_then(|end| end.entry(pos)) {
            return self.endgame_value(pos, entry);
        }
        let (mut lo, mut hi) = self.shape.value_bounds(pos);
        let key = self.shape.key(pos);
        let mut first = None;
        if let Some(e) = self.table.probe(key) {
            lo = lo.max(d + e.lo as i32);
            hi = hi.min(d + e.hi as i32);
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
        if let Some(mv) = first.filter(|&mv| pos.is_legal(&self.rules, mv)) {
            let kid = child(&self.rules, pos, mv);
            best = self.child_value(&kid, alpha, beta);
            best_mv = encode(mv);
            if self.aborted {
                return 0;
            }
            alpha = alpha.max(best);
        }
        if best < beta {
            let mut kids = child_array(pos);
            let n = children(&self.rules, pos, first, &mut kids);
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
                        self.table.store(
                            key,
                            bound - d,
                            hi - d,
                            EXACT_DEPTH,
                            encode(kid.mv),
                            1,
                            true,
                        );
                        return bound;
                    }
                }
            }
            // Children with a filled database entry first: exact values for a lookup each.
            let mut done = [false; MAX_MOVES];
            for ((kid, &entry), done) in rest.iter().zip(&entries).zip(&mut done) {
                let (Some(entry), Some(end)) = (entry, &self.endgame) else {
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
                if self.aborted {
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
        self.table.store(
            key,
            slo - d,
            shi - d,
            EXACT_DEPTH,
            best_mv,
            self.nodes - nodes_before,
            true,
        );
        best
    }

    /// `search` on the fast path: the mover's future gain at `pits` (the same table entries,
    /// the same order of moves).
    fn pits_search(&mut self, fast: &Fast, pits: &Pits, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(4096) && self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if let Some(entry) = self.endgame.as_ref().and_then(|end| end.pits_entry(pits)) {
            return self.pits_endgame(fast, pits, entry);
        }
        let seeds = pits.seeds as i32;
        let (mut lo, mut hi) = (-seeds, seeds);
        let key = key_of(pits, fast);
        let mut first = usize::MAX;
        if let Some(e) = self.table.probe(key) {
            lo = lo.max(e.lo as i32);
            hi = hi.min(e.hi as i32);
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
        let mut best = i32::MIN;
        let mut best_mv = 0;
        // The table's move first, before the others: it often refutes alone, and then no
        // other child's memory is touched.
        if first < fast.pits() && pits.mine[first] > 0 {
            let sown = fast.sow(pits, first);
            best = self.pits_child(fast, &sown, alpha, beta);
            best_mv = encode(Move::ccw(first as u8));
            if self.aborted {
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
                } else if let Some(entry) =
                    self.endgame.as_ref().and_then(|e| e.pits_entry(&sown.pits))
                {
                    self.endgame.as_ref().expect("an entry").prefetch(entry);
                    Where::Endgame(entry)
                } else {
                    let key = key_of(&sown.pits, fast);
                    self.table.prefetch(key);
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
                        match self.endgame.as_ref().and_then(|e| e.known(entry)) {
                            Some(v) => back(&sown, v),
                            None => continue,
                        }
                    }
                    Where::Table(key) if seeds > ETC_SEEDS => {
                        if let Some(e) = self.table.probe(key) {
                            let bound = if sown.flip {
                                sown.gain - e.hi as i32
                            } else {
                                sown.gain + e.lo as i32
                            };
                            if bound >= beta {
                                self.table.store(
                                    key_of(pits, fast),
                                    bound,
                                    hi,
                                    EXACT_DEPTH,
                                    encode(Move::ccw(pit as u8)),
                                    1,
                                    true,
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
            for (&(pit, sown, at, _), &done) in kids.iter().zip(&done) {
                if best >= beta {
                    break;
                }
                if done {
                    continue;
                }
                let sown = sown.expect("a move");
                let v = match at {
                    Where::Endgame(entry) => {
                        self.nodes += 1;
                        back(&sown, self.pits_endgame(fast, &sown.pits, entry))
                    }
                    _ if sown.flip => {
                        sown.gain
                            - self.pits_search(
                                fast,
                                &sown.pits,
                                sown.gain - beta,
                                sown.gain - alpha,
                            )
                    }
                    _ => {
                        sown.gain
                            + self.pits_search(
                                fast,
                                &sown.pits,
                                alpha - sown.gain,
                                beta - sown.gain,
                            )
                    }
                };
                if self.aborted {
                    return 0;
                }
                if v > best {
                    best = v;
                    best_mv = encode(Move::ccw(pit as u8));
                }
                alpha = alpha.max(best);
            }
        }
        let (slo, shi) = proven_bounds(best, alpha0, beta, lo, hi);
        self.table.store(
            key,
            slo,
            shi,
            EXACT_DEPTH,
            best_mv,
            self.nodes - nodes_before,
            true,
        );
        best
    }

    /// A child's value for its parent on the fast path, searched with the parent's window.
    fn pits_child(&mut self, fast: &Fast, sown: &Sown, alpha: i32, beta: i32) -> i32 {
        let back = |v: i32| sown.gain + if sown.flip { -v } else { v };
        if sown.over {
            return sown.gain;
        }
        if let Some(entry) = self.endgame.as_ref().and_then(|e| e.pits_entry(&sown.pits)) {
            self.nodes += 1;
            return back(self.pits_endgame(fast, &sown.pits, entry));
        }
        if sown.flip {
            back(self.pits_search(fast, &sown.pits, sown.gain - beta, sown.gain - alpha))
        } else {
            back(self.pits_search(fast, &sown.pits, alpha - sown.gain, beta - sown.gain))
        }
    }

    /// The mover's future gain at `pits` from its database entry, filled if need be; 0 and
    /// `aborted` if the deadline passes while filling.
    fn pits_endgame(&mut self, fast: &Fast, pits: &Pits, entry: usize) -> i32 {
        let end = self
            .endgame
            .as_mut()
            .expect("an entry comes from the database");
        match end.pits_future(fast, pits, entry, self.deadline) {
            Some(future) => future,
            None => {
                self.aborted = true;
                0
            }
        }
    }

    /// Starts loading what searching `pos` will read first; its database entry if it has one.
    #[inline]
    fn prefetch(&self, pos: &Position) -> Option<usize> {
        if pos.is_over() {
            return None;
        }
        let entry = self.endgame.as_ref().and_then(|end| end.entry(pos));
        match (entry, &self.endgame) {
            (Some(entry), Some(end)) => end.prefetch(entry),
            _ => self.table.prefetch(self.shape.key(pos)),
        }
        entry
    }

    /// The exact value of `pos` (not over) from its database entry, filled if need be; 0 and
    /// `aborted` if the deadline passes while filling.
    fn endgame_value(&mut self, pos: &Position, entry: usize) -> i32 {
        let end = self
            .endgame
            .as_mut()
            .expect("an entry comes from the database");
        match end.future(&self.rules, pos, entry, self.deadline) {
            Some(future) => diff(pos) + future,
            None => {
                self.aborted = true;
                0
            }
        }
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
        if let (Some(entry), Some(end)) = (entry, &self.endgame) {
            return Some(kid.back(diff(&kid.pos) + end.known(entry)?));
        }
        let e = self.table.probe(self.shape.key(&kid.pos))?;
        let d = diff(&kid.pos);
        Some(if kid.flip {
            -(d + e.hi as i32)
        } else {
            d + e.lo as i32
        })
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
