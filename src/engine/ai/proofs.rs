//! The solver's table of proven bounds: one 64-bit word an entry (32 bits of the key, a lower
//! and an upper bound on the mover's future gain, the best move and the work spent), eight to
//! a cache line, so a table of a given size holds twice the entries of the search's table.
//! Bounds beyond ±127 seeds are kept as "no bound", which only weakens them. Threads share it:
//! an entry is one atomic word, so a reader sees a whole entry or none, and a lost race only
//! loses a bound, never makes a wrong one.

use super::tt::{Lines, Zeroed, prefetch};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// What the table knows of a position: its future gain lies in `lo..=hi`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Proof {
    pub lo: i32,
    pub hi: i32,
    /// The best move found, encoded by `node::encode`; 0 for none.
    pub mv: u8,
}

const WAYS: usize = 8;

/// One cache line of entries; an all-zero word is an empty entry.
#[derive(Default)]
#[repr(align(64))]
struct Line([AtomicU64; WAYS]);

// SAFETY: a line is atomic integers, whose all-zero value is an empty entry.
unsafe impl Zeroed for Line {}

/// Lower bound byte meaning "none" (and upper bound byte meaning "none").
const NO_LO: i8 = i8::MIN;
const NO_HI: i8 = i8::MAX;

/// Largest table whose lines are requested ahead (`ProofTable::prefetch`).
const PREFETCH_BYTES: usize = 512 << 20;

/// A fixed-size table of proven bounds.
pub(crate) struct ProofTable {
    lines: Lines<Line>,
    /// Lines are requested ahead: the table is at most `PREFETCH_BYTES`.
    ahead: bool,
}

impl ProofTable {
    /// A table of at most `bytes` bytes (at least one line).
    pub fn with_bytes(bytes: usize) -> ProofTable {
        ProofTable {
            lines: Lines::with_bytes(bytes),
            ahead: bytes <= PREFETCH_BYTES,
        }
    }

    /// Starts loading `key`'s line into the cache, in a table small enough for that to pay.
    /// In a big one the request itself waits for the walk of the line's page tables (on a
    /// KVM guest, through the host's too), and a search requests lines for children it never
    /// reaches. Kalah(6,4), one thread, the 18-seed database, seconds of search with and
    /// without the requests: 7.5 / 9.3 with 128 MB, 8.9 / 11.3 with 256 MB, 11.8 / 12.1 with
    /// 512 MB, 13.3 / 12.2 with 1 GB, about 15.5 / 11 with 2 GB.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        if self.ahead {
            prefetch(self.lines.of(key));
        }
    }

    /// The bounds stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Proof> {
        let lock = lock(key);
        self.lines
            .of(key)
            .0
            .iter()
            .map(|word| word.load(Relaxed))
            .find(|&word| word as u32 == lock)
            .map(unpack)
    }

    /// Stores the bounds `lo..=hi` for `key`, found with `nodes` nodes of work: merged with
    /// what the entry held, else in the line's empty or cheapest entry.
    pub fn store(&self, key: u64, lo: i32, hi: i32, mv: u8, nodes: u64) {
        let lock = lock(key);
        let line = &self.lines.of(key).0;
        let work = (64 - nodes.leading_zeros()) as u8;
        // One pass: the key's own entry, else the empty or cheapest one.
        let (mut slot, mut cheapest, mut own) = (0, u16::MAX, None);
        for (i, word) in line.iter().enumerate() {
            let word = word.load(Relaxed);
            if word as u32 == lock {
                (slot, own) = (i, Some(word));
                break;
            }
            let cost = if word == 0 {
                0
            } else {
                work_of(word) as u16 + 1
            };
            if cost < cheapest {
                (slot, cheapest) = (i, cost);
            }
        }
        let word = match own {
            Some(word) => {
                let old = unpack(word);
                pack(
                    lock,
                    lo.max(old.lo),
                    hi.min(old.hi),
                    if mv == 0 { old.mv } else { mv },
                    work.max(work_of(word)),
                )
            }
            None => pack(lock, lo, hi, mv, work),
        };
        line[slot].store(word, Relaxed);
    }
}

/// The low 32 bits of a key, never 0 (the empty entry).
#[inline]
fn lock(key: u64) -> u32 {
    key as u32 | 1
}

#[inline]
fn work_of(word: u64) -> u8 {
    (word >> 56) as u8
}

/// One entry: lock, lower bound, upper bound, move, work (a byte each above the lock).
#[inline]
fn pack(lock: u32, lo: i32, hi: i32, mv: u8, work: u8) -> u64 {
    let lo = if lo <= NO_LO as i32 {
        NO_LO
    } else {
        lo.min(NO_HI as i32) as i8
    };
    let hi = if hi >= NO_HI as i32 {
        NO_HI
    } else {
        hi.max(NO_LO as i32 + 1) as i8
    };
    lock as u64
        | (lo as u8 as u64) << 32
        | (hi as u8 as u64) << 40
        | (mv as u64) << 48
        | (work as u64) << 56
}

#[inline]
fn unpack(word: u64) -> Proof {
    let lo = (word >> 32) as u8 as i8;
    let hi = (word >> 40) as u8 as i8;
    Proof {
        lo: if lo == NO_LO { i32::MIN / 2 } else { lo as i32 },
        hi: if hi == NO_HI { i32::MAX / 2 } else { hi as i32 },
        mv: (word >> 48) as u8,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_round_trip_and_merge() {
        let table = ProofTable::with_bytes(1 << 12);
        let key = 0x1234_5678_9ABC_DEF0;
        assert_eq!(table.probe(key), None);
        table.store(key, -3, 9, 5, 100);
        assert_eq!(
            table.probe(key),
            Some(Proof {
                lo: -3,
                hi: 9,
                mv: 5
            })
        );
        // A later proof narrows the bounds and keeps the move it does not replace.
        table.store(key, 1, 20, 0, 10);
        assert_eq!(
            table.probe(key),
            Some(Proof {
                lo: 1,
                hi: 9,
                mv: 5
            })
        );
    }

    #[test]
    fn bounds_too_wide_for_a_byte_only_weaken() {
        let table = ProofTable::with_bytes(1 << 12);
        let key = 77 << 40 | 3;
        table.store(key, -200, 200, 1, 1);
        let proof = table.probe(key).expect("stored");
        assert!(proof.lo <= -200 && proof.hi >= 200);
        table.store(key + 2, 150, 180, 1, 1);
        let proof = table.probe(key + 2).expect("stored");
        assert!(proof.lo <= 150 && proof.hi >= 180);
        table.store(key + 4, -180, -150, 1, 1);
        let proof = table.probe(key + 4).expect("stored");
        assert!(proof.lo <= -180 && proof.hi >= -150);
    }

    #[test]
    fn a_full_line_keeps_the_costliest_entries() {
        // One line: every key shares it.
        let table = ProofTable::with_bytes(64);
        for i in 0..WAYS as u64 {
            table.store(i << 1, 0, 1, 1, 1 << (10 + i));
        }
        table.store(999 << 1, 0, 1, 1, 1);
        assert!(table.probe(0).is_none(), "the cheapest entry made room");
        assert!(table.probe(999 << 1).is_some());
        assert!(table.probe((WAYS as u64 - 1) << 1).is_some());
    }
}
