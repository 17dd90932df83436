//! Playing one decision: lifting and sowing (laps, skipped stores and start pit, the first seed
//! back, both directions), fours, relay sowing, extra turns with their cap, captures, the pie
//! swap, and the end of the game with its leftover rule. Every rule of RULES.md's "One move"
//! and "End of the game" lives here; captures by count and the tuzdyk are in `count`.

use super::board::Side;
use super::illegal::IllegalMove;
use super::notation::Move;
use super::position::Position;
use super::rules::{Capture, EndRule, ExtraTurn, Leftover, RuleSet, StoresSown};
use super::trace::{EndReason, Step, StepSink};

impl Position {
    /// Plays `mv` if it is legal, reporting every step to `sink`.
    pub fn apply<S: StepSink>(
        &mut self,
        rules: &RuleSet,
        mv: Move,
        sink: &mut S,
    ) -> Result<(), IllegalMove> {
        if let Some(why) = self.illegal_reason(rules, mv) {
            return Err(IllegalMove { mv, why });
        }
        self.play(rules, mv, sink);
        Ok(())
    }

    /// The position after `mv`, which must be legal (search uses this on generated moves).
    #[inline]
    pub fn after(&self, rules: &RuleSet, mv: Move) -> Position {
        let mut next = *self;
        next.play(rules, mv, &mut ());
        next
    }

    /// Plays a legal move. Calling it with an illegal move leaves a position the rules never
    /// reach, so only generated or checked moves come here.
    #[inline]
    pub fn play<S: StepSink>(&mut self, rules: &RuleSet, mv: Move, sink: &mut S) {
        debug_assert!(self.is_legal(rules, mv), "illegal move {mv} in {self:?}");
        let stores_before = self.scores();
        self.pie_open = false;
        match mv {
            Move::Swap => {
                self.swapped = true;
                if S::ENABLED {
                    sink.step(Step::Swap);
                }
            }
            Move::Sow { pit, cw } => self.sow(rules, pit, cw, sink),
        }
        self.quiet = if self.scores() == stores_before {
            self.quiet.saturating_add(1)
        } else {
            0
        };
        self.check_end(rules, sink);
    }

    /// Lifts own pit `pit` and sows, then applies relay, extra turn or capture and passes the
    /// turn. The duties (`duty`) sow moves on copies with it to see what they do.
    pub(crate) fn sow<S: StepSink>(&mut self, rules: &RuleSet, pit: u8, cw: bool, sink: &mut S) {
        let mover = self.to_move;
        let own_store = self.board.store_slot(mover);
        let start = self.board.pit_slot(mover, pit);
        let mut slot = start;
        let mut hand = std::mem::take(self.board.at_mut(slot));
        if S::ENABLED {
            sink.step(Step::Lift {
                pit: self.board.hole_at(slot),
                seeds: hand,
            });
        }
        if rules.first_seed_back && hand > 1 {
            hand -= 1;
            self.drop_seed(rules, start, sink);
        }
        loop {
            // The last seed falls in `slot`. A four ends the move.
            if self.sow_hand(rules, &mut slot, hand, start, cw, sink) {
                break;
            }
            let here = self.board.at(slot);
            if rules.relay && !self.board.is_store_slot(slot) && here > 1 {
                hand = here;
                *self.board.at_mut(slot) = 0;
                if S::ENABLED {
                    sink.step(Step::Relay {
                        pit: self.board.hole_at(slot),
                        seeds: hand,
                    });
                }
                continue;
            }
            if slot == own_store {
                let extra = match rules.extra_turn {
                    ExtraTurn::None => false,
                    ExtraTurn::Unlimited => true,
                    ExtraTurn::AtMost(cap) => self.extra_streak < cap,
                };
                if extra {
                    self.extra_streak += 1;
                    if S::ENABLED {
                        sink.step(Step::ExtraTurn { side: mover });
                    }
                    return;
                }
            } else if !self.board.is_store_slot(slot) {
                self.last_seed_in_pit(rules, slot, cw, sink);
            }
            break;
        }
        self.pass_turn(rules, sink);
    }

    /// Sows `hand` seeds from `slot` on, leaving `slot` where the last one fell: past the
    /// stores the rule set does not sow and, where it says so, past the start pit. Returns
    /// whether the last seed made a four.
    fn sow_hand<S: StepSink>(
        &mut self,
        rules: &RuleSet,
        slot: &mut usize,
        mut hand: u8,
        start: usize,
        cw: bool,
        sink: &mut S,
    ) -> bool {
        let ring = self.board.ring_len();
        let step = if cw { ring - 1 } else { 1 };
        let (south, north) = (
            self.board.store_slot(Side::South),
            self.board.store_slot(Side::North),
        );
        let skipped = match rules.stores_sown {
            StoresSown::Own => [self.board.store_slot(self.to_move.other()), usize::MAX],
            StoresSown::Both => [usize::MAX; 2],
            StoresSown::None => [south, north],
        };
        let skipped_start = if rules.skip_start { start } else { usize::MAX };
        let mut made_four = false;
        while hand > 0 {
            *slot += step;
            if *slot >= ring {
                *slot -= ring;
            }
            if skipped.contains(slot) || *slot == skipped_start {
                continue;
            }
            hand -= 1;
            made_four = self.drop_seed(rules, *slot, sink);
        }
        made_four
    }

    /// Drops one seed in the hole at `slot`: a seed that falls in a tuzdyk goes on to its
    /// owner's store, and a pit that reaches four goes to its owner where fours are on.
    /// Returns whether it made a four.
    fn drop_seed<S: StepSink>(&mut self, rules: &RuleSet, slot: usize, sink: &mut S) -> bool {
        *self.board.at_mut(slot) += 1;
        if S::ENABLED {
            sink.step(Step::Drop {
                hole: self.board.hole_at(slot),
            });
        }
        if rules.tuzdyk
            && let Some(owner) = self.tuzdyk_owner(slot)
        {
            let store = self.board.store_slot(owner);
            *self.board.at_mut(slot) -= 1;
            *self.board.at_mut(store) += 1;
            if S::ENABLED {
                sink.step(Step::TuzdykTake {
                    pit: self.board.hole_at(slot),
                    store: self.board.hole_at(store),
                });
            }
            return false;
        }
        if rules.fours && self.board.at(slot) == 4 && !self.board.is_store_slot(slot) {
            let owner = self.board.slot_side(slot);
            *self.board.at_mut(slot) = 0;
            *self.board.at_mut(self.board.store_slot(owner)) += 4;
            if S::ENABLED {
                sink.step(Step::Four {
                    pit: self.board.hole_at(slot),
                    store: self.board.hole_at(self.board.store_slot(owner)),
                });
            }
            return true;
        }
        false
    }

    /// The last seed fell in the pit at `slot` (no relay, no extra turn): the capture of an
    /// empty own pit, the tuzdyk, or the capture by count, as the rule set has them.
    fn last_seed_in_pit<S: StepSink>(
        &mut self,
        rules: &RuleSet,
        slot: usize,
        cw: bool,
        sink: &mut S,
    ) {
        if self.board.at(slot) == 1 && self.board.slot_side(slot) == self.to_move {
            self.capture(rules, slot, sink);
        } else if rules.tuzdyk && self.claim_tuzdyk(slot, sink) {
            // The three seeds went with the claim.
        } else if !rules.capture_counts.is_none() {
            self.capture_by_count(rules, slot, cw, sink);
        }
    }

    /// The last seed fell in the empty own pit at `slot`: capture it with the opposite pit's
    /// seeds where the rule set says so.
    fn capture<S: StepSink>(&mut self, rules: &RuleSet, slot: usize, sink: &mut S) {
        let opposite = self.board.opposite_slot(slot);
        let facing = self.board.at(opposite);
        let captures = match rules.capture {
            Capture::None => false,
            Capture::OppositeNonEmpty => facing > 0,
            Capture::Always => true,
        };
        if !captures {
            return;
        }
        let store = self.board.store_slot(self.to_move);
        let seeds = facing + 1;
        *self.board.at_mut(slot) = 0;
        *self.board.at_mut(opposite) = 0;
        *self.board.at_mut(store) += seeds;
        if S::ENABLED {
            sink.step(Step::Capture {
                pit: self.board.hole_at(slot),
                opposite: self.board.hole_at(opposite),
                seeds,
                store: self.board.hole_at(store),
            });
        }
    }

    fn pass_turn<S: StepSink>(&mut self, rules: &RuleSet, sink: &mut S) {
        self.extra_streak = 0;
        self.to_move = self.to_move.other();
        if self.passes == 0 {
            self.pie_open = rules.pie && !self.swapped;
        }
        self.passes = (self.passes + 1).min(2);
        if S::ENABLED {
            sink.step(Step::TurnPasses { to: self.to_move });
        }
    }

    /// Ends the game by repetition (the `Game` saw this position before): the seeds left go
    /// as the leftover rule says.
    pub(crate) fn end_by_repetition<S: StepSink>(&mut self, rules: &RuleSet, sink: &mut S) {
        self.finish(rules, EndReason::Repetition, sink);
    }

    /// Ends the game where RULES.md says so: majority first (leftovers stay uncounted), then a
    /// player without a legal move, then the no-progress limit (both with the leftover rule).
    fn check_end<S: StepSink>(&mut self, rules: &RuleSet, sink: &mut S) {
        let reason = if rules.majority && {
            let total = self.board.total();
            self.scores().iter().any(|&s| 2 * s as u16 > total)
        } {
            EndReason::Majority
        } else if match rules.end {
            EndRule::AfterAnyMove => {
                !self.can_sow(rules, Side::South) || !self.can_sow(rules, Side::North)
            }
            EndRule::AtTurnStart => !self.has_move(rules),
        } {
            EndReason::NoMoves
        } else if rules.no_progress.is_some_and(|limit| self.quiet >= limit) {
            EndReason::NoProgress
        } else {
            return;
        };
        self.finish(rules, reason, sink);
    }

    /// Ends the game for `reason`, sweeping the seeds left where the leftover rule says so.
    fn finish<S: StepSink>(&mut self, rules: &RuleSet, reason: EndReason, sink: &mut S) {
        if reason != EndReason::Majority && rules.leftover == Leftover::ToOwner {
            for side in [Side::South, Side::North] {
                let store = self.board.store_slot(side);
                for index in 0..self.board.pits() {
                    let slot = self.board.pit_slot(side, index);
                    let seeds = std::mem::take(self.board.at_mut(slot));
                    if seeds > 0 {
                        *self.board.at_mut(store) += seeds;
                        if S::ENABLED {
                            sink.step(Step::EndSweep {
                                pit: self.board.hole_at(slot),
                                seeds,
                                store: self.board.hole_at(store),
                            });
                        }
                    }
                }
            }
        }
        self.pie_open = false;
        self.over = Some(reason);
        if S::ENABLED {
            sink.step(Step::GameOver { reason });
        }
    }
}
