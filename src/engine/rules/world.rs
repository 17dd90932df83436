//! The switches of the mancala games outside the Kalah family (Oware, Awari, Songo,
//! Bohnenspiel, Toguz Kumalak): capture by count and its chain, the grand slam, and the checks
//! that refuse combinations the engine cannot play.

use super::{Direction, EndRule, ExtraTurn, RuleError, RuleSet, StoresSown};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Most seeds a count in a `CaptureCounts` set may name.
pub const MAX_COUNT: u8 = 31;

/// The counts a pit may hold after the last seed for its seeds to be captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum CaptureCounts {
    /// No capture by count (the Kalah family).
    None,
    /// These counts, bit `n` for `n` seeds (2..=31): Oware's `2 3`, Songo's `2 4`.
    Of(u32),
    /// Any even count (Toguz Kumalak).
    Even,
}

impl CaptureCounts {
    /// The set of these counts; `None` when a count is outside 2..=31 or none is named.
    pub fn of(counts: &[u8]) -> Option<CaptureCounts> {
        let mut bits = 0u32;
        for &n in counts {
            if !(2..=MAX_COUNT).contains(&n) {
                return None;
            }
            bits |= 1 << n;
        }
        (bits != 0).then_some(CaptureCounts::Of(bits))
    }

    /// Whether a pit holding `seeds` after the last seed is captured.
    #[inline]
    pub fn contains(self, seeds: u8) -> bool {
        match self {
            CaptureCounts::None => false,
            CaptureCounts::Of(bits) => seeds <= MAX_COUNT && bits >> seeds & 1 == 1,
            CaptureCounts::Even => seeds >= 2 && seeds.is_multiple_of(2),
        }
    }

    pub fn is_none(self) -> bool {
        self == CaptureCounts::None
    }
}

impl fmt::Display for CaptureCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CaptureCounts::None => f.write_str("none"),
            CaptureCounts::Even => f.write_str("even"),
            CaptureCounts::Of(bits) => {
                let counts: Vec<String> = (2..=MAX_COUNT)
                    .filter(|&n| bits >> n & 1 == 1)
                    .map(|n| n.to_string())
                    .collect();
                f.write_str(&counts.join(" "))
            }
        }
    }
}

impl From<CaptureCounts> for String {
    fn from(counts: CaptureCounts) -> String {
        counts.to_string()
    }
}

impl TryFrom<String> for CaptureCounts {
    type Error = String;

    /// `none`, `even`, or counts from 2 to 31 separated by spaces (`2 3`).
    fn try_from(text: String) -> Result<CaptureCounts, String> {
        let bad = || {
            format!(
                "capture counts are none, even, or counts 2..={MAX_COUNT} such as \"2 3\", not \"{text}\""
            )
        };
        match text.as_str() {
            "none" => Ok(CaptureCounts::None),
            "even" => Ok(CaptureCounts::Even),
            words => {
                let counts = words
                    .split_whitespace()
                    .map(|w| w.parse::<u8>().map_err(|_| bad()))
                    .collect::<Result<Vec<u8>, String>>()?;
                CaptureCounts::of(&counts).ok_or_else(bad)
            }
        }
    }
}

/// On whose pits the last seed captures by count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CountSide {
    /// Only in the opponent's pits (Oware, Songo, Toguz Kumalak).
    Opponent,
    /// In any pit, the mover's own too (Bohnenspiel).
    Either,
}

/// A move whose capture by count would take every seed of the opponent's row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GrandSlam {
    /// It captures like any other capture.
    Captures,
    /// It may be played but captures nothing (Abapa).
    NoCapture,
    /// It may not be played while another move can; when every move is one, it is played and
    /// captures nothing.
    Forbidden,
}

impl RuleSet {
    /// Whether every switch of the games outside the Kalah family keeps Champion's Kalah's
    /// value: the rule sets of RULES.md's table and the custom ones composed from them.
    pub fn kalah_family(&self) -> bool {
        let kalah = RuleSet::kalah();
        self.stores_sown != StoresSown::None
            && self.skip_start == kalah.skip_start
            && self.first_seed_back == kalah.first_seed_back
            && self.capture_counts == kalah.capture_counts
            && self.count_side == kalah.count_side
            && self.capture_chain == kalah.capture_chain
            && self.grand_slam == kalah.grand_slam
            && self.feed == kalah.feed
            && self.tuzdyk == kalah.tuzdyk
            && self.repetition == kalah.repetition
    }

    /// Checks the switches of the games outside the Kalah family.
    pub(super) fn validate_world(&self) -> Result<(), RuleError> {
        if self.stores_sown == StoresSown::None && self.extra_turn != ExtraTurn::None {
            return Err(RuleError::ExtraTurnWithoutSownStore);
        }
        if self.skip_start && self.first_seed_back {
            return Err(RuleError::SkipAndFirstSeedBack);
        }
        if self.capture_counts.is_none()
            && (self.count_side != CountSide::Opponent
                || self.capture_chain
                || self.grand_slam != GrandSlam::Captures)
        {
            return Err(RuleError::CountSwitchWithoutCounts);
        }
        if self.relay && (!self.capture_counts.is_none() || self.tuzdyk) {
            return Err(RuleError::RelayWithCountCaptures);
        }
        if self.feed && self.end == EndRule::AfterAnyMove {
            return Err(RuleError::FeedNeedsTurnStartEnd);
        }
        if self.tuzdyk && self.direction == Direction::Choice {
            return Err(RuleError::TuzdykNeedsOneDirection);
        }
        if self.stores_sown == StoresSown::None && !self.repetition && self.no_progress.is_none() {
            return Err(RuleError::UnsownStoresNeedAnEnd);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_and_write_as_words() {
        for text in ["none", "even", "2 3", "2 4", "2 4 6"] {
            let counts = CaptureCounts::try_from(text.to_string()).unwrap();
            assert_eq!(counts.to_string(), text);
        }
        let oware = CaptureCounts::of(&[2, 3]).unwrap();
        assert!(oware.contains(2) && oware.contains(3));
        assert!(!oware.contains(1) && !oware.contains(4) && !oware.contains(200));
        assert!(CaptureCounts::Even.contains(80) && !CaptureCounts::Even.contains(3));
        assert!(!CaptureCounts::Even.contains(0));
        for bad in ["", "1", "2 32", "odd", "2,3"] {
            assert!(CaptureCounts::try_from(bad.to_string()).is_err(), "{bad}");
        }
    }
}
