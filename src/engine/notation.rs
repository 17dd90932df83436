//! Moves and their canonical notation: `k` (sow counter-clockwise from own pit `k`), `kcw`
//! (clockwise, where the rule set lets the mover choose) and `swap` (pie rule).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One decision of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Move {
    /// Lift own pit `pit` (0-based from the mover's left) and sow; `cw` sows clockwise.
    Sow { pit: u8, cw: bool },
    /// Pie rule: exchange sides instead of moving.
    Swap,
}

impl Move {
    /// Counter-clockwise sowing from 0-based pit `pit`.
    pub fn ccw(pit: u8) -> Move {
        Move::Sow { pit, cw: false }
    }

    /// Clockwise sowing from 0-based pit `pit`.
    pub fn cw(pit: u8) -> Move {
        Move::Sow { pit, cw: true }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow { pit, cw: false } => write!(f, "{}", pit + 1),
            Move::Sow { pit, cw: true } => write!(f, "{}cw", pit + 1),
            Move::Swap => f.write_str("swap"),
        }
    }
}

/// A move that is not written in the canonical notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError(pub String);

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a move (write a pit number 1..9, optionally followed by 'cw', or 'swap')",
            self.0
        )
    }
}

impl std::error::Error for NotationError {}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Move, NotationError> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("swap") {
            return Ok(Move::Swap);
        }
        let (digits, cw) = match t.strip_suffix("cw") {
            Some(d) => (d, true),
            None => (t, false),
        };
        let err = || NotationError(text.to_string());
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let k: u32 = digits.parse().map_err(|_| err())?;
        if !(1..=9).contains(&k) {
            return Err(err());
        }
        Ok(Move::Sow {
            pit: (k - 1) as u8,
            cw,
        })
    }
}

impl From<Move> for String {
    fn from(m: Move) -> String {
        m.to_string()
    }
}

impl TryFrom<String> for Move {
    type Error = NotationError;
    fn try_from(s: String) -> Result<Move, NotationError> {
        s.parse()
    }
}

/// Parses a comma-separated move list such as `"3,1,4cw,swap"`; the error names the ply.
pub fn parse_moves(text: &str) -> Result<Vec<Move>, MovesError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .enumerate()
        .map(|(i, m)| m.parse().map_err(|why| MovesError { ply: i + 1, why }))
        .collect()
}

/// A move of a comma-separated list that is not written in the notation, counted from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("ply {ply}: {why}")]
pub struct MovesError {
    pub ply: usize,
    pub why: NotationError,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for text in ["1", "9", "4cw", "swap"] {
            assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn rejects_malformed() {
        for bad in ["", "0", "10", "cw", "3x", "-1", "3 cw", "+3"] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
        let err = parse_moves("3,1,x").unwrap_err();
        assert_eq!(err.ply, 3, "{err}");
        assert!(err.to_string().starts_with("ply 3:"), "{err}");
    }
}
