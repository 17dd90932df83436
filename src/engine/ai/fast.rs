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
    /// The fast path for `rules`, if they are of the Kalah family.
    pub fn new(rules: &RuleSet) -> Option<Fast> {
        let plain = rules.direction == Direction::Ccw
            && rules.stores_sown == StoresSown::Own
            && !rules.relay
            && !rules.fours
            && !rules.majority
            && !rules.pie
            && rules.no_progress.is_none()
            && rules.min_lift == 1
            && (rules.pits as usize) <= MAX_PITS;
        let extra = match rules.extra_turn {
            ExtraTurn::None => false,
            ExtraTurn::Unlimited => true,
            ExtraTurn::AtMost(_) => return None,
        };
        plain.then_some(Fast {
            m: rules.pits as usize,
            extra,
            capture: rules.capture,
            end: rules.end,
            leftover: rules.leftover,
        })
    }

    /// Pits per side.
    #[inline]
    pub fn pits(&self) -> usize {
        self.m
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

    /// Sows the mover's pit `pit` (not empty).
    #[inline]
    pub fn sow(&self, from: &Pits, pit: usize) -> Sown {
        let m = self.m;
        let ring = 2 * m + 1;
        let mut p = *from;
        let hand = std::mem::take(&mut p.mine[pit]) as usize;
        let mut stored = 0;
        // Whole laps put a seed in every pit and the store.
        let laps = (hand / ring) as u8;
        if laps > 0 {
            for i in 0..m {
                p.mine[i] += laps;
                p.theirs[i] += laps;
            }
            stored += laps as usize;
        }
        let mut slot = pit;
        for _ in 0..hand % ring {
            slot += 1;
            if slot == ring {
                slot = 0;
            }
            if slot < m {
                p.mine[slot] += 1;
            } else if slot == m {
                stored += 1;
            } else {
                p.theirs[slot - m - 1] += 1;
            }
        }
        // Where the last seed fell: the ring position of pit + hand.
        let last = (pit + hand) % ring;
        let mut extra = false;
        if last == m {
            extra = self.extra;
        } else if last < m && p.mine[last] == 1 {
            let opposite = m - 1 - last;
            let facing = p.theirs[opposite];
            let captures = match self.capture {
                Capture::None => false,
                Capture::OppositeNonEmpty => facing > 0,
                Capture::Always => true,
            };
            if captures {
                p.mine[last] = 0;
                p.theirs[opposite] = 0;
                stored += facing as usize + 1;
            }
        }
        p.seeds -= stored as u8;
        let mut gain = stored as i32;
        let (mine_empty, theirs_empty) = (p.rows().0 == 0, p.rows().1 == 0);
        let over = match self.end {
            EndRule::AfterAnyMove => mine_empty || theirs_empty,
            EndRule::AtTurnStart if extra => mine_empty,
            EndRule::AtTurnStart => theirs_empty,
        };
        if over {
            if self.leftover == Leftover::ToOwner {
                let sum = |row: &[u8; 16]| row.iter().map(|&s| s as i32).sum::<i32>();
                gain += sum(&p.mine) - sum(&p.theirs);
                p = Pits {
                    mine: [0; 16],
                    theirs: [0; 16],
                    seeds: 0,
                };
            }
            // The game is over: whose turn it would be no longer matters.
            return Sown {
                pits: p,
                gain,
                flip: false,
                over,
            };
        }
        if !extra {
            std::mem::swap(&mut p.mine, &mut p.theirs);
        }
        Sown {
            pits: p,
            gain,
            flip: !extra,
            over,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::node::diff;
    use crate::engine::{Board, Move};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

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
                    // Random rows, some pits empty, some with laps.
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
                    let Some(board) = Board::from_counts(&south, &north, [3, 5]) else {
                        continue;
                    };
                    let side = if rng.random() {
                        Side::South
                    } else {
                        Side::North
                    };
                    let pos = Position::from_board(board, side);
                    let pits = Pits::of(&pos);
                    for pit in 0..rules.pits {
                        if pits.mine[pit as usize] == 0 {
                            continue;
                        }
                        let next = pos.after(&rules, Move::ccw(pit));
                        let sown = fast.sow(&pits, pit as usize);
                        let flip = next.to_move() != pos.to_move();
                        let back = if flip { -diff(&next) } else { diff(&next) };
                        assert_eq!(sown.over, next.is_over(), "{rules:?} {pos:?} {pit}");
                        assert_eq!(sown.gain, back - diff(&pos), "{rules:?} {pos:?} {pit}");
                        if !next.is_over() {
                            assert_eq!(sown.flip, flip, "{pos:?} {pit}");
                            assert_eq!(sown.pits, Pits::of(&next), "{pos:?} {pit}");
                        }
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1000);
    }
}
