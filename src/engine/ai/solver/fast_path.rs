//! The solver's search on the fast path (rule sets of the Kalah family): the same search as
//! `general` (the same table entries, the same order of moves), over the pits seen from the
//! mover; values are the mover's future gains. Where several threads search, a move whose big
//! subtree another thread is inside of waits for a second round (ABDADA).

use super::{Best, ETC_SEEDS, Worker, proven_bounds};
use crate::engine::Move;
use crate::engine::ai::busy::Busy;
use crate::engine::ai::fast::{Fast, Pits, Sown};
use crate::engine::ai::node::{decode, encode, move_order, plain_rest, rows_key, sort_best_first};
use crate::engine::board::MAX_PITS;

/// Where a child's value is to be found.
#[derive(Clone, Copy)]
enum Where {
    /// The game is over: the child's value is its gain.
    Over,
    /// An entry of the endgame database.
    Endgame(usize),
    /// A search, with this table key.
    Table(u64),
}

/// A move of the node being searched, with what searching it needs.
#[derive(Clone, Copy)]
struct PitChild {
    /// The mover's pit sown (0-based).
    pit: usize,
    sown: Sown,
    at: Where,
    /// Search order: higher first.
    order: i32,
}

impl PitChild {
    /// A blank for arrays of children to fill.
    const BLANK: PitChild = PitChild {
        pit: 0,
        sown: Sown {
            pits: Pits::EMPTY,
            gain: 0,
            flip: false,
            over: true,
        },
        at: Where::Over,
        order: 0,
    };

    /// The move, as the table stores it.
    #[inline]
    fn mv(&self) -> u8 {
        encode(Move::ccw(self.pit as u8))
    }

    /// The parent's value of the child's value `v` (its future gain).
    #[inline]
    fn back(&self, v: i32) -> i32 {
        back(&self.sown, v)
    }
}

/// The parent's value of the value `v` of the child that `sown` reaches.
#[inline]
fn back(sown: &Sown, v: i32) -> i32 {
    sown.gain + if sown.flip { -v } else { v }
}

/// The table key of `pits`.
#[inline]
fn key_of(pits: &Pits, fast: &Fast) -> u64 {
    let (mine, theirs) = pits.rows();
    rows_key(mine, theirs, plain_rest(mine, theirs, fast.pits()))
}

impl Worker<'_> {
    /// `search` on the fast path: the mover's future gain at `pits`.
    pub(super) fn pits_search(&mut self, fast: &Fast, pits: &Pits, alpha: i32, beta: i32) -> i32 {
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
        let mut first = None;
        if let Some(e) = self.solver.table.probe(key) {
            lo = lo.max(e.lo);
            hi = hi.min(e.hi);
            if let Some(Move::Sow { pit, .. }) = decode(e.mv) {
                first = Some(pit as usize);
            }
        }
        if lo >= beta || lo == hi {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        let nodes_before = self.nodes;
        // Big subtrees are shared out between threads.
        let busy = self.busy.filter(|_| seeds > self.split_seeds);
        let _inside = busy.map(|busy| busy.enter(key));
        let mut best = Best::new(alpha, beta);
        // The table's move first, before the others: it often refutes alone, and then no
        // other child's memory is touched.
        let first = first.filter(|&pit| pit < fast.pits() && pits.mine[pit] > 0);
        if let Some(pit) = first {
            let sown = fast.sow(pits, pit);
            let v = self.pits_child(fast, &sown, best.alpha, beta);
            if self.clock.late {
                return 0;
            }
            best.take(v, encode(Move::ccw(pit as u8)));
        }
        if !best.refutes() {
            let mut kids = [PitChild::BLANK; MAX_PITS];
            let n = self.pit_children(fast, pits, first, &mut kids);
            let kids = &kids[..n];
            let (done, refuted) = self.known_pit_children(kids, seeds, &mut best);
            if let Some((bound, kid)) = refuted {
                // Enhanced transposition cut-off: a child's stored bound already refutes.
                self.solver.table.store(key, bound, hi, kid.mv(), 1);
                return bound;
            }
            self.search_pit_children(fast, kids, &done, busy, &mut best);
            if self.clock.late {
                return 0;
            }
        }
        let value = fast.round(seeds, best.value, alpha, beta);
        let (slo, shi) = proven_bounds(value, alpha, beta, lo, hi);
        self.solver
            .table
            .store(key, slo, shi, best.mv, self.nodes - nodes_before);
        value
    }

    /// Fills `out` with the moves at `pits` but `searched` (the table's, searched already),
    /// best first, each child's table line or database entry requested from memory. Returns
    /// the count.
    fn pit_children(
        &self,
        fast: &Fast,
        pits: &Pits,
        searched: Option<usize>,
        out: &mut [PitChild; MAX_PITS],
    ) -> usize {
        let mut n = 0;
        for pit in 0..fast.pits() {
            if pits.mine[pit] == 0 || Some(pit) == searched {
                continue;
            }
            let sown = fast.sow(pits, pit);
            out[n] = PitChild {
                pit,
                sown,
                at: self.locate(fast, &sown),
                order: move_order(!sown.flip && !sown.over, sown.gain, pit as i32),
            };
            n += 1;
        }
        sort_best_first(&mut out[..n], |kid| kid.order);
        n
    }

    /// Where the value of the child that `sown` reaches is to be found, requested from memory.
    #[inline]
    fn locate(&self, fast: &Fast, sown: &Sown) -> Where {
        if sown.over {
            return Where::Over;
        }
        if let Some(end) = &self.solver.endgame
            && let Some(entry) = end.pits_entry(&sown.pits)
        {
            end.prefetch(entry);
            return Where::Endgame(entry);
        }
        let key = key_of(&sown.pits, fast);
        self.solver.table.prefetch(key);
        Where::Table(key)
    }

    /// Takes the children known without a search, in order, until one refutes: finished games
    /// and filled database entries. Returns which it took and, high up (more than `ETC_SEEDS`
    /// at the node, where subtrees are big), the first child met whose table bound refutes at
    /// once, with that bound.
    fn known_pit_children<'k>(
        &mut self,
        kids: &'k [PitChild],
        seeds: i32,
        best: &mut Best,
    ) -> ([bool; MAX_PITS], Option<(i32, &'k PitChild)>) {
        let mut done = [false; MAX_PITS];
        for (kid, taken) in kids.iter().zip(&mut done) {
            let v = match kid.at {
                Where::Over => kid.sown.gain,
                Where::Endgame(entry) => {
                    match self.solver.endgame.as_ref().and_then(|e| e.known(entry)) {
                        Some(v) => kid.back(v),
                        None => continue,
                    }
                }
                Where::Table(key) if seeds > ETC_SEEDS => {
                    if let Some(e) = self.solver.table.probe(key) {
                        let bound = if kid.sown.flip {
                            kid.sown.gain - e.hi
                        } else {
                            kid.sown.gain + e.lo
                        };
                        if bound >= best.beta {
                            return (done, Some((bound, kid)));
                        }
                    }
                    continue;
                }
                Where::Table(_) => continue,
            };
            *taken = true;
            self.nodes += 1;
            if best.take(v, kid.mv()) {
                break;
            }
        }
        (done, None)
    }

    /// Searches the children not `done`, in order, until one refutes or the clock stops the
    /// thread. With `busy` (threads sharing the work), a child whose subtree another thread is
    /// inside of waits for a second round once some child has a value.
    fn search_pit_children(
        &mut self,
        fast: &Fast,
        kids: &[PitChild],
        done: &[bool; MAX_PITS],
        busy: Option<&Busy>,
        best: &mut Best,
    ) {
        let mut later = [false; MAX_PITS];
        for round in [false, true] {
            for (i, kid) in kids.iter().enumerate() {
                if best.refutes() {
                    return;
                }
                if done[i] || later[i] != round {
                    continue;
                }
                if let (Some(busy), Where::Table(key), false) = (busy, kid.at, round)
                    && best.any()
                    && busy.taken(key)
                {
                    later[i] = true;
                    continue;
                }
                let v = match kid.at {
                    // A database child is a lookup (or a fill), not a search.
                    Where::Endgame(entry) => {
                        self.nodes += 1;
                        kid.back(self.pits_endgame(fast, &kid.sown.pits, entry))
                    }
                    _ => self.pits_child(fast, &kid.sown, best.alpha, best.beta),
                };
                if self.clock.late {
                    return;
                }
                best.take(v, kid.mv());
            }
        }
    }

    /// A child's value for its parent on the fast path, searched with the parent's window.
    fn pits_child(&mut self, fast: &Fast, sown: &Sown, alpha: i32, beta: i32) -> i32 {
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
            return back(sown, self.pits_endgame(fast, &sown.pits, entry));
        }
        if sown.flip {
            back(
                sown,
                self.pits_search(fast, &sown.pits, sown.gain - beta, sown.gain - alpha),
            )
        } else {
            back(
                sown,
                self.pits_search(fast, &sown.pits, alpha - sown.gain, beta - sown.gain),
            )
        }
    }

    /// The mover's future gain at `pits` from its database entry, filled if need be; 0 if the
    /// clock stops the thread while filling.
    fn pits_endgame(&mut self, fast: &Fast, pits: &Pits, entry: usize) -> i32 {
        let end = (self.solver.endgame.as_ref()).expect("an entry comes from the database");
        end.pits_future(fast, pits, entry, &mut self.clock)
            .unwrap_or(0)
    }
}
