//! The endgame database: the exact value of every position with at most `max_seeds` seeds left
//! in pits, indexed by the seeds left (positions never gain seeds, so each level only needs
//! the levels below it and itself). Filled on demand: an entry is computed (by full minimax
//! over entries below it) the first time the solver reaches it, so the table costs only the
//! memory of the positions play actually reaches, within a budget sized to the board. Or
//! filled completely (`fill`), level by level, for the database kept on disk
//! (`endgame_file`). Solver threads share it: entries are atomic bytes, and two threads
//! filling the same entry write the same value.
//!
//! It holds for rule sets where the pits and the side to move decide the rest of the game:
//! no majority end (stores would matter), no no-progress counter, no extra-turn cap, no tuzdyk
//! (claimed pits), no end by repetition (the game's past), and no pie offer still to come.

use super::clock::Clock;
use super::fast::{Fast, Pits};
use super::node::{MAX_MOVES, child, child_array, diff, pie_pending, seeds_in_pits};
use super::tt::{huge_zeroed, prefetch};
use crate::engine::Position;
use crate::engine::board::MAX_PITS;
use crate::engine::rules::{ExtraTurn, RuleSet};
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering::Relaxed};

/// Most seeds the database covers: beyond 14, filling entries by full minimax costs about what
/// the search saves (measured on Kalah(5,4) and (6,4)).
const MAX_SEEDS: usize = 14;

/// Exact future gains of small positions, filled on demand.
pub(crate) struct Endgame {
    /// Pits on the board, both rows.
    slots: usize,
    pub max_seeds: i32,
    /// `tails[j * (max_seeds + 1) + l]` = C(l + slots - 1 - j, slots - j): what `l` seeds in
    /// the pits from the `j`th on take off an entry (see `rank`).
    tails: Vec<u64>,
    /// Index of the first position with `n` seeds.
    offsets: Vec<u64>,
    /// 0 = not computed yet, else the future gain for the mover plus 128; from `first` on.
    values: Vec<AtomicU8>,
    first: usize,
    pie: bool,
}

impl Endgame {
    /// A database for `rules` in at most `bytes` bytes, or `None` where it cannot hold or
    /// would be too small to help.
    /// Every switch is named here: a new one does not compile until someone decides whether
    /// the pits and the side to move still decide the rest of the game under it.
    pub fn new(rules: &RuleSet, bytes: usize) -> Option<Endgame> {
        let RuleSet {
            name: _,
            pits,
            seeds,
            // How a move plays changes the values, not what they depend on.
            stores_sown: _,
            direction: _,
            min_lift: _,
            capture: _,
            relay: _,
            fours: _,
            end: _,
            leftover: _,
            // These make the stores, a counter or the streak matter.
            majority,
            no_progress,
            extra_turn,
            // An offer still to come is kept out of the database (see `entry`).
            pie,
            skip_start: _,
            first_seed_back: _,
            capture_counts: _,
            count_side: _,
            capture_chain: _,
            grand_slam: _,
            // Who must feed follows from the pits and the side to move.
            feed: _,
            // The claimed pits and the positions played before matter too.
            tuzdyk,
            repetition,
        } = *rules;
        if majority
            || no_progress.is_some()
            || matches!(extra_turn, ExtraTurn::AtMost(_))
            || tuzdyk
            || repetition
        {
            return None;
        }
        let slots = 2 * pits as usize;
        // Every seed of the board (`RuleSet::total_seeds`).
        let total = (slots * seeds as usize).min(MAX_SEEDS);
        // C(k + slots, slots) positions hold at most k seeds.
        let mut max_seeds = 0;
        let mut count: u128 = 1;
        while max_seeds < total {
            let next = count * (max_seeds + 1 + slots) as u128 / (max_seeds + 1) as u128;
            if next > bytes as u128 {
                break;
            }
            count = next;
            max_seeds += 1;
        }
        (max_seeds >= 2).then(|| Endgame::sized(slots, max_seeds, pie))
    }

    /// An empty database of every position with at most `max_seeds` seeds on `slots` pits.
    pub fn sized(slots: usize, max_seeds: usize, pie: bool) -> Endgame {
        let rows = max_seeds + slots + 1;
        let mut binom = vec![0u64; rows * (slots + 1)];
        for n in 0..rows {
            for k in 0..=slots.min(n) {
                binom[n * (slots + 1) + k] = if k == 0 || k == n {
                    1
                } else {
                    binom[(n - 1) * (slots + 1) + k - 1] + binom[(n - 1) * (slots + 1) + k]
                };
            }
        }
        let c = |n: usize, k: usize| binom[n * (slots + 1) + k];
        let tails = (0..slots)
            .flat_map(|j| (0..=max_seeds).map(move |l| (j, l)))
            .map(|(j, l)| c(l + slots - 1 - j, slots - j))
            .collect();
        // Positions with fewer than `n` seeds: C(n - 1 + slots, slots).
        let offsets = (0..=max_seeds + 1)
            .map(|n| if n == 0 { 0 } else { c(n - 1 + slots, slots) })
            .collect();
        let mut end = Endgame {
            slots,
            max_seeds: max_seeds as i32,
            tails,
            offsets,
            values: Vec::new(),
            first: 0,
            pie,
        };
        (end.values, end.first) = huge_zeroed(end.len());
        end
    }

    /// Entries of a database of `slots` pits and at most `max_seeds` seeds: C(max_seeds +
    /// slots, slots), or `None` beyond `u64`.
    pub fn entries_of(slots: usize, max_seeds: usize) -> Option<u64> {
        let mut count: u128 = 1;
        for k in 0..max_seeds {
            count = count * (k + 1 + slots) as u128 / (k + 1) as u128;
            if count > u64::MAX as u128 {
                return None;
            }
        }
        Some(count as u64)
    }

    /// Entries the database holds.
    pub fn len(&self) -> usize {
        self.offsets[self.max_seeds as usize + 1] as usize
    }

    /// Every entry, in rank order (0 where not filled).
    pub fn values(&self) -> &[AtomicU8] {
        &self.values[self.first..self.first + self.len()]
    }

    /// Every entry, to change while no other thread reads them.
    pub fn values_mut(&mut self) -> &mut [AtomicU8] {
        let (first, len) = (self.first, self.len());
        &mut self.values[first..first + len]
    }

    /// The entry of `pos` (not over) if the database holds it.
    #[inline]
    pub fn entry(&self, pos: &Position) -> Option<usize> {
        (seeds_in_pits(pos) <= self.max_seeds
            && !(self.pie && (pos.pie_open() || pie_pending(pos))))
        .then(|| self.index(pos))
    }

    /// Starts loading an entry from memory.
    #[inline]
    pub fn prefetch(&self, entry: usize) {
        prefetch(&self.values[entry]);
    }

    /// The value of an entry if it is filled already.
    #[inline]
    pub fn known(&self, entry: usize) -> Option<i32> {
        let stored = self.values[entry].load(Relaxed);
        (stored != 0).then(|| stored as i32 - 128)
    }

    /// Rank of the position among those with the same seeds left, seen from the mover.
    #[inline]
    fn index(&self, pos: &Position) -> usize {
        let b = pos.board();
        let me = pos.to_move();
        self.rank(b.row(me), b.row(me.other()), seeds_in_pits(pos) as usize)
    }

    /// The entry of the pits seen from the mover, holding `seeds` in all. In rank order the
    /// first pit counts most, fewest seeds first; so the entry is the level's last one less,
    /// for every pit but the first, the spreads of fewer than `l` seeds over the `r` pits
    /// from that pit on, `l` being the seeds in them (C(l + r - 1, r)): one lookup a pit,
    /// none waiting for another.
    #[inline]
    fn rank(&self, mine: &[u8], theirs: &[u8], seeds: usize) -> usize {
        let stride = self.max_seeds as usize + 1;
        let m = mine.len();
        let (mut left, mut behind) = (0, 0);
        for (j, &a) in theirs.iter().enumerate().rev() {
            left += a as usize;
            behind += self.tails[(m + j) * stride + left];
        }
        for (j, &a) in mine.iter().enumerate().skip(1).rev() {
            left += a as usize;
            behind += self.tails[j * stride + left];
        }
        self.first + (self.offsets[seeds + 1] - 1 - behind) as usize
    }

    /// The entry of `pits` if the database holds it (a rule set of the Kalah family).
    #[inline]
    pub fn pits_entry(&self, pits: &Pits) -> Option<usize> {
        let m = self.slots / 2;
        (pits.seeds as i32 <= self.max_seeds)
            .then(|| self.rank(&pits.mine[..m], &pits.theirs[..m], pits.seeds as usize))
    }

    /// The start of every fill: `Some(answer)` when the entry is already known (the value) or
    /// the thread must stop (`None`).
    #[inline]
    fn known_or_late(&self, entry: usize, clock: &mut Clock) -> Option<Option<i32>> {
        if let Some(value) = self.known(entry) {
            return Some(Some(value));
        }
        clock.tick().then_some(None)
    }

    /// The exact future gain of the mover at `pos` (its `entry`, not over): final store
    /// difference minus the current one under perfect play, or `None` if the clock stops the
    /// thread while entries are filled (those filled so far stay).
    pub fn future(
        &self,
        rules: &RuleSet,
        pos: &Position,
        entry: usize,
        clock: &mut Clock,
    ) -> Option<i32> {
        if let Some(answer) = self.known_or_late(entry, clock) {
            return answer;
        }
        let before = diff(pos);
        // Every child with its entry (requested from memory before any is read).
        let (mut kids, mut entries) = (child_array(pos), [0; MAX_MOVES]);
        let mut n = 0;
        pos.for_each_legal(rules, |mv| {
            let kid = child(rules, pos, mv);
            if !kid.pos.is_over() {
                entries[n] = self.index(&kid.pos);
                self.prefetch(entries[n]);
            }
            kids[n] = kid;
            n += 1;
        });
        // No move gains more than every seed left.
        let most = seeds_in_pits(pos);
        let mut best = i32::MIN;
        for (kid, &at) in kids[..n].iter().zip(&entries) {
            let rest = if kid.pos.is_over() {
                0
            } else {
                self.future(rules, &kid.pos, at, clock)?
            };
            best = best.max(kid.back(diff(&kid.pos) + rest) - before);
            if best == most {
                break;
            }
        }
        self.values[entry].store((best + 128) as u8, Relaxed);
        Some(best)
    }

    /// `future` on the fast path: the mover's future gain at `pits` (its `entry`).
    pub fn pits_future(
        &self,
        fast: &Fast,
        pits: &Pits,
        entry: usize,
        clock: &mut Clock,
    ) -> Option<i32> {
        if let Some(answer) = self.known_or_late(entry, clock) {
            return answer;
        }
        let mut kids = [None; MAX_PITS];
        for (pit, kid) in kids.iter_mut().enumerate().take(fast.pits()) {
            if pits.mine[pit] > 0 {
                let sown = fast.sow(pits, pit);
                let at = if sown.over {
                    0
                } else {
                    let at = self.pits_entry(&sown.pits).expect("seeds never grow");
                    self.prefetch(at);
                    at
                };
                *kid = Some((sown, at));
            }
        }
        let most = pits.seeds as i32;
        let mut best = i32::MIN;
        for &(sown, at) in kids.iter().flatten() {
            let rest = if sown.over {
                0
            } else {
                self.pits_future(fast, &sown.pits, at, clock)?
            };
            best = best.max(sown.gain + if sown.flip { -rest } else { rest });
            if best == most {
                break;
            }
        }
        self.values[entry].store((best + 128) as u8, Relaxed);
        Some(best)
    }

    /// Fills every entry of an open position (`Fast::open`), level by level (seeds left), on
    /// `threads` threads: the on-demand fill run to completion. Each level only needs the
    /// levels below it, which are complete by then, and entries of its own, filled as met.
    pub fn fill(&self, fast: &Fast, threads: usize) {
        let threads = threads.max(1);
        for seeds in 1..=self.max_seeds as usize {
            std::thread::scope(|scope| {
                for share in 0..threads {
                    std::thread::Builder::new()
                        .stack_size(FILL_STACK)
                        .spawn_scoped(scope, move || self.fill_level(fast, seeds, share, threads))
                        .expect("a database fill thread");
                }
            });
        }
    }

    /// Fills this thread's `share` (of `threads`) of the open positions holding `seeds`: the
    /// runs of `FILL_RUN` positions in rank order are dealt out to the threads in turn.
    fn fill_level(&self, fast: &Fast, seeds: usize, share: usize, threads: usize) {
        let stop = AtomicBool::new(false);
        let mut clock = Clock::new(None, &stop);
        let m = self.slots / 2;
        let mut pits = Pits {
            seeds: seeds as u8,
            ..Pits::EMPTY
        };
        let mut counts = [0u8; 2 * MAX_PITS];
        let mut rank = 0usize;
        each_spread(&mut counts[..self.slots], seeds, &mut |counts| {
            if (rank / FILL_RUN) % threads == share {
                pits.mine[..m].copy_from_slice(&counts[..m]);
                pits.theirs[..m].copy_from_slice(&counts[m..]);
                if fast.open(&pits) {
                    let entry = self.first + self.offsets[seeds] as usize + rank;
                    self.pits_future(fast, &pits, entry, &mut clock);
                }
            }
            rank += 1;
        });
    }
}

/// Positions in a run that one fill thread takes before the next thread's run.
const FILL_RUN: usize = 4096;

/// Stack of a fill thread: a fill recurses through the positions of its level that it reaches
/// before they are filled.
const FILL_STACK: usize = 256 << 20;

/// Calls `each` with every way to spread `seeds` over the pits of `counts`, in rank order (the
/// first pit counts most, fewest seeds first).
pub(crate) fn each_spread(counts: &mut [u8], seeds: usize, each: &mut impl FnMut(&[u8])) {
    fn rest(counts: &mut [u8], at: usize, left: usize, each: &mut impl FnMut(&[u8])) {
        if at + 1 == counts.len() {
            counts[at] = left as u8;
            each(counts);
            return;
        }
        for a in 0..=left {
            counts[at] = a as u8;
            rest(counts, at + 1, left - a, each);
        }
    }
    rest(counts, 0, seeds, each);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_follow_the_spread_order() {
        for (slots, max_seeds) in [(2, 9), (4, 6), (8, 4), (12, 3)] {
            let end = Endgame::sized(slots, max_seeds, false);
            let (m, mut next) = (slots / 2, end.first);
            for seeds in 0..=max_seeds {
                let mut counts = vec![0; slots];
                each_spread(&mut counts, seeds, &mut |counts| {
                    assert_eq!(end.rank(&counts[..m], &counts[m..], seeds), next);
                    next += 1;
                });
            }
            assert_eq!(
                next,
                end.first + end.len(),
                "{slots} pits, {max_seeds} seeds"
            );
        }
    }
}
