//! Captures by count where the last seed lands (Oware, Awari, Songo, Bohnenspiel, Toguz
//! Kumalak): the pit that holds a capturing count, the chain of pits before it, the grand slam
//! that would take every seed of the opponent's row, and Toguz Kumalak's tuzdyk.

use super::board::MAX_HOLES;
use super::position::Position;
use super::rules::{CountSide, GrandSlam, RuleSet};
use super::trace::{Step, StepSink};

impl Position {
    /// Claims the pit at `slot`, where the last seed made three, as the mover's tuzdyk, if the
    /// limits allow: on the opponent's row, one a player, never the opponent's last pit, never
    /// the pit matching the opponent's own tuzdyk. Its three seeds go to the mover's store.
    pub(crate) fn claim_tuzdyk<S: StepSink>(&mut self, slot: usize, sink: &mut S) -> bool {
        let mover = self.to_move;
        let opponent = mover.other();
        if self.board.slot_side(slot) != opponent
            || self.board.at(slot) != 3
            || self.tuzdyk[mover.index()] != 0
        {
            return false;
        }
        let index = (slot - self.board.pit_slot(opponent, 0)) as u8;
        if index == self.board.pits() - 1 || self.tuzdyk[opponent.index()] == index + 1 {
            return false;
        }
        self.tuzdyk[mover.index()] = index + 1;
        let store = self.board.store_slot(mover);
        let seeds = std::mem::take(self.board.at_mut(slot));
        *self.board.at_mut(store) += seeds;
        if S::ENABLED {
            sink.step(Step::TuzdykClaim {
                pit: self.board.hole_at(slot),
                seeds,
                store: self.board.hole_at(store),
            });
        }
        true
    }

    /// The last seed fell in the pit at `slot` sown in direction `cw`: where the pit now holds
    /// a capturing count on a side the rule set captures on, it and its chain go to the
    /// mover's store, unless that would be a grand slam the rule set does not let capture.
    pub(crate) fn capture_by_count<S: StepSink>(
        &mut self,
        rules: &RuleSet,
        slot: usize,
        cw: bool,
        sink: &mut S,
    ) {
        let mover = self.to_move;
        if rules.count_side == CountSide::Opponent && self.board.slot_side(slot) == mover {
            return;
        }
        let (chain, n) = self.count_chain(rules, slot, cw);
        if n == 0 {
            return;
        }
        let opponent = mover.other();
        let theirs: u16 = chain[..n]
            .iter()
            .filter(|&&at| self.board.slot_side(at) == opponent)
            .map(|&at| u16::from(self.board.at(at)))
            .sum();
        if theirs > 0
            && theirs == self.board.row_total(opponent)
            && rules.grand_slam != GrandSlam::Captures
        {
            if S::ENABLED {
                sink.step(Step::GrandSlam { side: mover });
            }
            return;
        }
        let store = self.board.store_slot(mover);
        for &at in &chain[..n] {
            let seeds = std::mem::take(self.board.at_mut(at));
            *self.board.at_mut(store) += seeds;
            if S::ENABLED {
                sink.step(Step::CountCapture {
                    pit: self.board.hole_at(at),
                    seeds,
                    store: self.board.hole_at(store),
                });
            }
        }
    }

    /// The pits a capture by count at `slot` takes, the last seed's first: with the chain on,
    /// the pits before it against the sowing (stores passed by) while they hold a capturing
    /// count, on the same side unless the rule set captures on either side.
    fn count_chain(&self, rules: &RuleSet, slot: usize, cw: bool) -> ([usize; MAX_HOLES], usize) {
        let mut chain = [0; MAX_HOLES];
        let mut n = 0;
        let ring = self.board.ring_len();
        let back = if cw { 1 } else { ring - 1 };
        let side = self.board.slot_side(slot);
        let mut at = slot;
        while rules.capture_counts.contains(self.board.at(at)) {
            chain[n] = at;
            n += 1;
            if !rules.capture_chain {
                break;
            }
            at = (at + back) % ring;
            if self.board.is_store_slot(at) {
                at = (at + back) % ring;
            }
            let crossed = self.board.slot_side(at) != side;
            if at == slot || (crossed && rules.count_side == CountSide::Opponent) {
                break;
            }
        }
        (chain, n)
    }
}
