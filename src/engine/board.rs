//! The board: sides, holes (pits and stores) and the seed counts of every hole, laid out as the
//! counter-clockwise ring `S1 … SM [South store] N1 … NM [North store]`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Most pits a side; the hole arrays are sized for it so a board is `Copy` and never allocates.
pub const MAX_PITS: usize = 9;
/// Holes of the largest board: two rows and two stores.
pub const MAX_HOLES: usize = 2 * MAX_PITS + 2;

/// One of the two players' sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    South,
    North,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// 0 for South, 1 for North: the index into `[south, north]` pairs.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }

    pub fn parse(text: &str) -> Option<Side> {
        match text {
            "south" => Some(Side::South),
            "north" => Some(Side::North),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A hole named the way players name it: a side's pit (0-based `index`, pit `index + 1` in
/// notation, counted from the owner's left) or a side's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hole {
    Pit { side: Side, index: u8 },
    Store(Side),
}

impl Hole {
    pub fn side(self) -> Side {
        match self {
            Hole::Pit { side, .. } | Hole::Store(side) => side,
        }
    }
}

/// Seed counts of every hole of an `M`-pit board.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    holes: [u8; MAX_HOLES],
    pits: u8,
}

impl Board {
    /// The start position: `seeds` in each of `pits` pits a side, stores empty.
    pub fn new(pits: u8, seeds: u8) -> Board {
        assert!((1..=MAX_PITS as u8).contains(&pits), "pits out of range");
        let mut holes = [0; MAX_HOLES];
        let m = pits as usize;
        holes[..m].fill(seeds);
        holes[m + 1..2 * m + 1].fill(seeds);
        Board { holes, pits }
    }

    /// A board from explicit counts (pit 1 first on each side). `None` if the rows differ in
    /// length, are empty or longer than nine pits, or the seeds overflow a hole.
    pub fn from_counts(south: &[u8], north: &[u8], stores: [u8; 2]) -> Option<Board> {
        let m = south.len();
        if m != north.len() || m == 0 || m > MAX_PITS {
            return None;
        }
        let total: u32 = south.iter().chain(north).map(|&s| s as u32).sum::<u32>()
            + stores[0] as u32
            + stores[1] as u32;
        if total > u8::MAX as u32 {
            return None;
        }
        let mut holes = [0; MAX_HOLES];
        holes[..m].copy_from_slice(south);
        holes[m] = stores[0];
        holes[m + 1..2 * m + 1].copy_from_slice(north);
        holes[2 * m + 1] = stores[1];
        Some(Board {
            holes,
            pits: m as u8,
        })
    }

    /// Pits per side, `M`.
    pub fn pits(&self) -> u8 {
        self.pits
    }

    /// Number of holes in the ring, `2M + 2`.
    #[inline]
    pub(crate) fn ring_len(&self) -> usize {
        2 * self.pits as usize + 2
    }

    /// Ring index of a side's store.
    #[inline]
    pub(crate) fn store_slot(&self, side: Side) -> usize {
        match side {
            Side::South => self.pits as usize,
            Side::North => 2 * self.pits as usize + 1,
        }
    }

    /// Ring index of a side's pit (0-based index from the owner's left).
    #[inline]
    pub(crate) fn pit_slot(&self, side: Side, index: u8) -> usize {
        match side {
            Side::South => index as usize,
            Side::North => self.pits as usize + 1 + index as usize,
        }
    }

    /// Ring index of the pit facing `slot` (pit `k` faces pit `M+1-k`).
    #[inline]
    pub(crate) fn opposite_slot(&self, slot: usize) -> usize {
        2 * self.pits as usize - slot
    }

    #[inline]
    pub(crate) fn is_store_slot(&self, slot: usize) -> bool {
        slot == self.pits as usize || slot == 2 * self.pits as usize + 1
    }

    /// Owner of the hole at a ring index.
    #[inline]
    pub(crate) fn slot_side(&self, slot: usize) -> Side {
        if slot <= self.pits as usize {
            Side::South
        } else {
            Side::North
        }
    }

    #[inline]
    pub(crate) fn slot(&self, hole: Hole) -> usize {
        match hole {
            Hole::Pit { side, index } => self.pit_slot(side, index),
            Hole::Store(side) => self.store_slot(side),
        }
    }

    pub(crate) fn hole_at(&self, slot: usize) -> Hole {
        let side = self.slot_side(slot);
        if self.is_store_slot(slot) {
            Hole::Store(side)
        } else {
            let index = slot - self.pit_slot(side, 0);
            Hole::Pit {
                side,
                index: index as u8,
            }
        }
    }

    #[inline]
    pub(crate) fn at(&self, slot: usize) -> u8 {
        self.holes[slot]
    }

    #[inline]
    pub(crate) fn at_mut(&mut self, slot: usize) -> &mut u8 {
        &mut self.holes[slot]
    }

    /// Seeds in a hole.
    pub fn count(&self, hole: Hole) -> u8 {
        self.holes[self.slot(hole)]
    }

    /// Seeds in a side's store.
    pub fn store(&self, side: Side) -> u8 {
        self.holes[self.store_slot(side)]
    }

    /// A side's pit counts, pit 1 first.
    pub fn row(&self, side: Side) -> &[u8] {
        let start = self.pit_slot(side, 0);
        &self.holes[start..start + self.pits as usize]
    }

    /// A side's pit counts packed into the low `8 * pits` bits, pit 1 lowest (a quick key).
    #[inline]
    pub(crate) fn row_bits(&self, side: Side) -> u128 {
        let start = self.pit_slot(side, 0);
        // A 16-byte window of the holes that holds the row, shifted down to it.
        let from = start.min(MAX_HOLES - 16);
        let window = u128::from_le_bytes(self.holes[from..from + 16].try_into().expect("16 holes"));
        (window >> (8 * (start - from))) & ((1u128 << (8 * self.pits)) - 1)
    }

    /// Seeds still in a side's pits.
    pub fn row_total(&self, side: Side) -> u16 {
        self.row(side).iter().map(|&s| s as u16).sum()
    }

    /// Every seed on the board, stores included.
    pub fn total(&self) -> u16 {
        self.holes[..self.ring_len()]
            .iter()
            .map(|&s| s as u16)
            .sum()
    }

    /// Every hole of the board in ring order.
    pub fn holes(&self) -> impl Iterator<Item = Hole> + '_ {
        (0..self.ring_len()).map(|slot| self.hole_at(slot))
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "S{:?} [{}] N{:?} [{}]",
            self.row(Side::South),
            self.store(Side::South),
            self.row(Side::North),
            self.store(Side::North)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_and_opposites() {
        let b = Board::new(6, 4);
        assert_eq!(b.total(), 48);
        // South pit k faces North pit M+1-k.
        for k in 1..=6u8 {
            let s = b.pit_slot(Side::South, k - 1);
            let n = b.pit_slot(Side::North, 6 - k);
            assert_eq!(b.opposite_slot(s), n);
            assert_eq!(b.opposite_slot(n), s);
        }
        for slot in 0..b.ring_len() {
            assert_eq!(b.slot(b.hole_at(slot)), slot);
        }
        assert_eq!(b.hole_at(6), Hole::Store(Side::South));
        assert_eq!(b.hole_at(13), Hole::Store(Side::North));
    }

    #[test]
    fn from_counts_rejects_bad_rows() {
        assert!(Board::from_counts(&[1, 2], &[3], [0, 0]).is_none());
        assert!(Board::from_counts(&[], &[], [0, 0]).is_none());
        assert!(Board::from_counts(&[200], &[100], [0, 0]).is_none());
        let b = Board::from_counts(&[1, 2], &[3, 4], [5, 6]).unwrap();
        assert_eq!(b.row(Side::North), &[3, 4]);
        assert_eq!(b.store(Side::North), 6);
    }
}
