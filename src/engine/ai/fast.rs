//! The solver's fast path for the Kalah family (one sowing direction, the opponent's store
//! skipped, no relay, fours, cap on extra turns, majority end, no-progress limit or pie, any
//! pit liftable): the pits seen from the mover and the store gain of a move, played with a
//! few additions instead of the engine's general sowing. The engine stays the reference:
//! `tests` below check every move of random positions against `Position::after`.

use crate::engine::board::MAX_PITS;
use crate::engine::rules::{Capture, Direction, EndRule, ExtraTurn, Leftover, RuleSet, StoresSown};
use crate::engine::{Position, Side};

/// Pit counts seen from the side to move: its row, then the opponent's, pit 1 first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pits {
    pub mine: [u8; 16],
    pub theirs: [u8; 16],
    /// Seeds in both rows.
    pub seeds: u8,
}

impl Pits {
    /// No seeds anywhere.
    pub const EMPTY: Pits = Pits {
        mine: [0; 16],
        theirs: [0; 16],
        seeds: 0,
    };

    pub fn of(pos: &Position) -> Pits {
        let b = pos.board();
        let row = |side: Side| {
            let mut out = [0; 16];
            out[..b.pits() as usize].copy_from_slice(b.row(side));
            out
        };
        let (mine, theirs) = (row(pos.to_move()), row(pos.to_move().other()));
        let seeds = mine.iter().chain(&theirs).map(|&s| s as u32).sum::<u32>() as u8;
        Pits {
            mine,
            theirs,
            seeds,
        }
    }

    /// The two rows packed as `Board::row_bits` packs them (for table keys).
    #[inline]
    pub fn rows(&self) -> (u128, u128) {
        (
            u128::from_le_bytes(self.mine),
            u128::from_le_bytes(self.theirs),
        )
    }
}

/// One move's result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sown {
    pub pits: Pits,
    /// Change of the store difference for the mover.
    pub gain: i32,
    /// The turn passed: the child's values change sign.
    pub flip: bool,
    pub over: bool,
}

/// The rules of a Kalah-family rule set that a move depends on.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fast {
    m: usize,
    extra: bool,
    capture: Capture,
    end: EndRule,
    leftover: Leftover,
}

impl Fast {
    /// The fast path for `rules`, if they are of the Kalah family. Every switch is named here:
    /// a new one does not compile until someone decides whether the fast path can play it.
    pub fn new(rules: &RuleSet) -> Option<Fast> {
        let RuleSet {
            name: _,
            pits,
            // The pits hold the seeds: the start count is of no interest after the start.
            seeds: _,
            stores_sown,
            direction,
            min_lift,
            extra_turn,
            capture,
            relay,
            fours,
            end,
            leftover,
            majority,
            pie,
            no_progress,
            skip_start,
            first_seed_back,
            capture_counts,
            count_side: _,
            capture_chain: _,
            grand_slam: _,
            feed,
            tuzdyk,
            repetition,
        } = *rules;
        // The games outside the Kalah family play by the engine's general sowing.
        let kalah_family = !skip_start
            && !first_seed_back
            && capture_counts.is_none()
            && !feed
            && !tuzdyk
            && !repetition;
        let plain = kalah_family
            && direction == Direction::Ccw
            && stores_sown == StoresSown::Own
            && !relay
            && !fours
            && !majority
            && !pie
            && no_progress.is_none()
            && min_lift == 1
            && (pits as usize) <= MAX_PITS;
        let extra = match extra_turn {
            ExtraTurn::None => false,
            ExtraTurn::Unlimited => true,
            ExtraTurn::AtMost(_) => return None,
        };
        plain.then_some(Fast {
            m: pits as usize,
            extra,
            capture,
            end,
            leftover,
        })
    }

    /// Pits per side.
    #[inline]
    pub fn pits(&self) -> usize {
        self.m
    }

    /// The mover at `pits` has a move and the game goes on: the positions a search meets.
    #[inline]
    pub fn open(&self, pits: &Pits) -> bool {
        let (mine, theirs) = pits.rows();
        mine != 0 && (theirs != 0 || self.end == EndRule::AtTurnStart)
    }

    /// What a move's result depends on, as bytes: pits, extra turns, captures, end, leftovers
    /// (the endgame file names the rules it was built for by them).
    pub fn switches(&self) -> [u8; 5] {
        let Fast {
            m,
            extra,
            capture,
            end,
            leftover,
        } = *self;
        [
            m as u8,
            extra as u8,
            match capture {
                Capture::None => 0,
                Capture::OppositeNonEmpty => 1,
                Capture::Always => 2,
            },
            match end {
                EndRule::AfterAnyMove => 0,
                EndRule::AtTurnStart => 1,
            },
            match leftover {
                Leftover::ToOwner => 0,
                Leftover::Uncounted => 1,
            },
        ]
    }

    /// Bounds on the mover's future gain with `seeds` left in pits (the game not over): at
    /// most every seed changes hands. Where every capture is taken, the mover keeps at least
    /// one: sowing their last filled pit either reaches the store or ends in an empty pit.
    #[inline]
    pub fn gain_bounds(&self, seeds: i32) -> (i32, i32) {
        let least = if self.capture == Capture::Always {
            -seeds + 2
        } else {
            -seeds
        };
        (least, seeds)
    }

    /// A fail-soft result `value` outside the window `(alpha, beta)` narrowed to a gain the
    /// mover can end with: where the leftovers go to their owners every seed left ends in a
    /// store, so the gain has the parity of the seeds left.
    #[inline]
    pub fn round(&self, seeds: i32, value: i32, alpha: i32, beta: i32) -> i32 {
        if self.leftover != Leftover::ToOwner {
            value
        } else if value <= alpha {
            value - (value - seeds).rem_euclid(2)
        } else if value >= beta {
            value + (value - seeds).rem_euclid(2)
        } else {
            value
        }
    }

    /// Sows the mover's pit `pit` (not empty): on rows of one 64-bit word where the board
    /// has at most 8 pits a side (a 128-bit shift costs several instructions), else of two.
    #[inline]
    pub fn sow(&self, from: &Pits, pit: usize) -> Sown {
        if self.m <= u64::PITS {
            self.sow_rows::<u64>(from, pit)
        } else {
            self.sow_rows::<u128>(from, pit)
        }
    }

    /// `sow` on rows packed into `R`.
    #[inline]
    fn sow_rows<R: Row>(&self, from: &Pits, pit: usize) -> Sown {
        let m = self.m;
        let ring = 2 * m + 1;
        // The rows as numbers, a byte a pit, written back once at the end (writing a byte
        // and then reading the row whole would stall the processor).
        let (mut mine, mut theirs) = (R::load(&from.mine), R::load(&from.theirs));
        let hand = mine.seeds_at(pit);
        mine = mine.emptied(pit);
        // Whole laps put a seed in every pit and the store.
        let (laps, rest) = if hand < ring {
            (0, hand)
        } else {
            (hand / ring, hand % ring)
        };
        if laps > 0 {
            let row = R::seed_run(0, m - 1, laps as u8);
            mine += row;
            theirs += row;
        }
        // The rest runs over the ring positions after the pit up to `end`: the mover's pits
        // after it, the store, the opponent's pits, and the mover's first pits again.
        let end = pit + rest;
        mine += R::seed_run(pit + 1, end.min(m - 1), 1);
        let mut stored = laps + (end >= m) as usize;
        if end > m {
            theirs += R::seed_run(0, end.min(2 * m) - m - 1, 1);
        }
        // Where the last seed fell.
        let last = if end >= ring {
            mine += R::seed_run(0, end - ring, 1);
            end - ring
        } else {
            end
        };
        let mut extra = false;
        if last == m {
            extra = self.extra;
        } else if last < m && mine.seeds_at(last) == 1 {
            let opposite = m - 1 - last;
            let facing = theirs.seeds_at(opposite);
            let captures = match self.capture {
                Capture::None => false,
                Capture::OppositeNonEmpty => facing > 0,
                Capture::Always => true,
            };
            if captures {
                mine = mine.emptied(last);
                theirs = theirs.emptied(opposite);
                stored += facing + 1;
            }
        }
        let mut gain = stored as i32;
        let (mine_empty, theirs_empty) = (mine == R::EMPTY, theirs == R::EMPTY);
        let over = match self.end {
            EndRule::AfterAnyMove => mine_empty || theirs_empty,
            EndRule::AtTurnStart if extra => mine_empty,
            EndRule::AtTurnStart => theirs_empty,
        };
        if over {
            if self.leftover == Leftover::ToOwner {
                gain += mine.seeds() - theirs.seeds();
                return Sown {
                    pits: Pits::EMPTY,
                    gain,
                    flip: false,
                    over,
                };
            }
        } else if !extra {
            std::mem::swap(&mut mine, &mut theirs);
        }
        let pits = Pits {
            mine: mine.bytes(),
            theirs: theirs.bytes(),
            seeds: from.seeds - stored as u8,
        };
        Sown {
            pits,
            gain,
            // Once the game is over, whose turn it would be no longer matters.
            flip: !extra && !over,
            over,
        }
    }
}

/// A row of pits as one number, a byte a pit, pit 1 in the lowest byte (as `Pits::rows`
/// packs it, cut to the number's width).
trait Row: Copy + Eq + std::ops::AddAssign {
    /// Pits the number holds.
    const PITS: usize;
    /// No seeds in the row.
    const EMPTY: Self;
    /// A seed in every pit.
    const ONES: Self;
    /// The row of the first `PITS` pits of `pits`.
    fn load(pits: &[u8; 16]) -> Self;
    /// The row as `Pits` holds it.
    fn bytes(self) -> [u8; 16];
    /// The seeds in pit `pit`.
    fn seeds_at(self, pit: usize) -> usize;
    /// The row with pit `pit` emptied.
    fn emptied(self, pit: usize) -> Self;
    /// Every seed of the row: no sum reaches 256.
    fn seeds(self) -> i32;
    /// `seeds` in each pit from pit `from` to pit `to`, both included; none when `to` comes
    /// before `from`.
    fn seed_run(from: usize, to: usize, seeds: u8) -> Self;
}

/// `Row` for an unsigned integer, a pit for each of its bytes.
macro_rules! row_of {
    ($int:ty) => {
        impl Row for $int {
            const PITS: usize = std::mem::size_of::<$int>();
            const EMPTY: Self = 0;
            const ONES: Self = <$int>::from_le_bytes([1; Self::PITS]);

            #[inline]
            fn load(pits: &[u8; 16]) -> Self {
                let mut bytes = [0; Self::PITS];
                bytes.copy_from_slice(&pits[..Self::PITS]);
                <$int>::from_le_bytes(bytes)
            }

            #[inline]
            fn bytes(self) -> [u8; 16] {
                let mut pits = [0; 16];
                pits[..Self::PITS].copy_from_slice(&self.to_le_bytes());
                pits
            }

            #[inline]
            fn seeds_at(self, pit: usize) -> usize {
                (self >> (8 * pit)) as u8 as usize
            }

            #[inline]
            fn emptied(self, pit: usize) -> Self {
                self & !(0xff << (8 * pit))
            }

            #[inline]
            fn seeds(self) -> i32 {
                (self.wrapping_mul(Self::ONES) >> (8 * (Self::PITS - 1))) as u8 as i32
            }

            #[inline]
            fn seed_run(from: usize, to: usize, seeds: u8) -> Self {
                if to < from {
                    0
                } else {
                    ((Self::ONES * seeds as Self) >> (8 * (Self::PITS - 1 - (to - from))))
                        << (8 * from)
                }
            }
        }
    };
}

row_of!(u64);
row_of!(u128);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::node::diff;
    use crate::engine::{Board, Move};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// A random position of `pits` a side: some pits empty, some with laps.
    fn random_position(rng: &mut StdRng, pits: u8) -> Option<Position> {
        let mut row = || -> Vec<u8> {
            (0..pits)
                .map(|_| match rng.random_range(0..4) {
                    0 => 0,
                    1 => rng.random_range(1..30),
                    _ => rng.random_range(1..6),
                })
                .collect()
        };
        let (south, north) = (row(), row());
        let board = Board::from_counts(&south, &north, [3, 5])?;
        let side = if rng.random() {
            Side::South
        } else {
            Side::North
        };
        Some(Position::from_board(board, side))
    }

    /// Checks every move at `pos` against the engine: the same moves (every non-empty pit,
    /// counter-clockwise only), and each one's gain, end, turn and pits. Returns the moves.
    fn check_every_move(rules: &RuleSet, fast: &Fast, pos: &Position) -> Vec<Position> {
        let pits = Pits::of(pos);
        let sown_pits: Vec<Move> = (0..rules.pits)
            .filter(|&pit| pits.mine[pit as usize] > 0)
            .map(Move::ccw)
            .collect();
        assert_eq!(pos.legal_moves(rules), sown_pits, "{rules:?} {pos:?}");
        let mut children = Vec::new();
        for pit in 0..rules.pits {
            if pits.mine[pit as usize] == 0 {
                continue;
            }
            let next = pos.after(rules, Move::ccw(pit));
            let sown = fast.sow(&pits, pit as usize);
            let flip = next.to_move() != pos.to_move();
            let back = if flip { -diff(&next) } else { diff(&next) };
            assert_eq!(sown.over, next.is_over(), "{rules:?} {pos:?} {pit}");
            assert_eq!(sown.gain, back - diff(pos), "{rules:?} {pos:?} {pit}");
            if !next.is_over() {
                assert_eq!(sown.flip, flip, "{pos:?} {pit}");
                assert_eq!(sown.pits, Pits::of(&next), "{pos:?} {pit}");
            }
            children.push(next);
        }
        children
    }

    #[test]
    fn fast_sowing_agrees_with_the_engine() {
        let mut rng = StdRng::seed_from_u64(7);
        let mut checked = 0;
        for preset in RuleSet::presets() {
            for pits in [1u8, 3, 6, 9] {
                let rules = preset.clone().with_board(Some(pits), Some(4)).unwrap();
                let Some(fast) = Fast::new(&rules) else {
                    continue;
                };
                for _ in 0..300 {
                    let Some(pos) = random_position(&mut rng, pits) else {
                        continue;
                    };
                    checked += check_every_move(&rules, &fast, &pos).len();
                }
            }
        }
        assert!(checked > 1000);
    }

    /// One of `values`, Champion's Kalah's (the first) half the time: rule sets near the
    /// Kalah family, so that many are played on the fast path and the rest differ from it in
    /// a switch or two.
    fn pick<T: Copy>(rng: &mut StdRng, values: &[T]) -> T {
        if rng.random_bool(0.5) {
            values[0]
        } else {
            values[rng.random_range(0..values.len())]
        }
    }

    /// A random custom rule set on a small board over every value of every switch, valid.
    fn random_rules(rng: &mut StdRng) -> RuleSet {
        loop {
            let rules = RuleSet {
                name: "custom".into(),
                pits: rng.random_range(1..=6),
                seeds: rng.random_range(1..=6),
                stores_sown: pick(rng, &[StoresSown::Own, StoresSown::Both]),
                direction: pick(rng, &[Direction::Ccw, Direction::Choice]),
                min_lift: pick(rng, &[1, 2, 3]),
                extra_turn: pick(
                    rng,
                    &[
                        ExtraTurn::Unlimited,
                        ExtraTurn::None,
                        ExtraTurn::AtMost(1),
                        ExtraTurn::AtMost(2),
                    ],
                ),
                capture: pick(
                    rng,
                    &[Capture::OppositeNonEmpty, Capture::None, Capture::Always],
                ),
                relay: pick(rng, &[false, true]),
                fours: pick(rng, &[false, true]),
                end: pick(rng, &[EndRule::AfterAnyMove, EndRule::AtTurnStart]),
                leftover: pick(rng, &[Leftover::ToOwner, Leftover::Uncounted]),
                majority: pick(rng, &[false, true]),
                pie: pick(rng, &[false, true]),
                no_progress: pick(rng, &[None, Some(1), Some(3), Some(20)]),
                // A game outside the Kalah family is never on the fast path.
                ..RuleSet::kalah()
            };
            if rules.validate().is_ok() {
                return rules;
            }
        }
    }

    #[test]
    fn fast_sowing_agrees_with_the_engine_for_random_custom_rules() {
        let mut rng = StdRng::seed_from_u64(11);
        let (mut played, mut checked) = (0, 0);
        for _ in 0..2000 {
            let rules = random_rules(&mut rng);
            let Some(fast) = Fast::new(&rules) else {
                continue;
            };
            played += 1;
            // Random walks from random positions, so that extra turns come in a row.
            for _ in 0..10 {
                let Some(mut pos) = random_position(&mut rng, rules.pits) else {
                    continue;
                };
                for _ in 0..8 {
                    let children = check_every_move(&rules, &fast, &pos);
                    checked += children.len();
                    let open: Vec<Position> =
                        children.into_iter().filter(|c| !c.is_over()).collect();
                    if open.is_empty() {
                        break;
                    }
                    pos = open[rng.random_range(0..open.len())];
                }
            }
        }
        assert!(played > 50 && checked > 5000, "{played} {checked}");
    }
}
