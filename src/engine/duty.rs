//! The duties that forbid a move its pit would allow: feeding an opponent whose row is empty
//! (a move must give them seeds when one can), and the grand slam where the rule set forbids
//! it (unless every move is one). Both are found by sowing each move on a copy.

use super::position::{Position, sow_bit};
use super::rules::{GrandSlam, RuleSet};
use super::trace::{Step, StepSink};

/// Watches a sowing for a grand slam.
struct SlamWatch(bool);

impl StepSink for SlamWatch {
    const ENABLED: bool = true;
    fn step(&mut self, step: Step) {
        self.0 |= matches!(step, Step::GrandSlam { .. });
    }
}

impl Position {
    /// Whether a duty may forbid some of the mover's moves here.
    #[inline]
    pub(crate) fn duty_applies(&self, rules: &RuleSet) -> bool {
        rules.grand_slam == GrandSlam::Forbidden || self.must_feed(rules)
    }

    /// The opponent's row is empty and the rule set says the mover must feed it.
    #[inline]
    pub(crate) fn must_feed(&self, rules: &RuleSet) -> bool {
        rules.feed && self.board.row_total(self.to_move.other()) == 0
    }

    /// The sowings the duties allow, a bit each (`sow_bit`), among those the pits allow.
    pub(crate) fn allowed_sows(&self, rules: &RuleSet) -> u32 {
        let feed = self.must_feed(rules);
        let (mut allowed, mut no_slam) = (0, 0);
        let ways: &[bool] = if rules.chooses_direction() {
            &[false, true]
        } else {
            &[false]
        };
        for (pit, &seeds) in self.board.row(self.to_move).iter().enumerate() {
            if seeds < rules.min_lift {
                continue;
            }
            for &cw in ways {
                let mut copy = *self;
                let mut watch = SlamWatch(false);
                copy.sow(rules, pit as u8, cw, &mut watch);
                if feed && copy.board.row_total(self.to_move.other()) == 0 {
                    continue;
                }
                allowed |= sow_bit(pit as u8, cw);
                if !watch.0 {
                    no_slam |= sow_bit(pit as u8, cw);
                }
            }
        }
        if rules.grand_slam == GrandSlam::Forbidden && no_slam != 0 {
            no_slam
        } else {
            allowed
        }
    }

    /// Whether the side to move has a legal sowing.
    pub(crate) fn has_move(&self, rules: &RuleSet) -> bool {
        if self.duty_applies(rules) {
            self.allowed_sows(rules) != 0
        } else {
            self.can_sow(rules, self.to_move)
        }
    }
}
