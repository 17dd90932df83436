//! Why a move cannot be played in a position: the kinds the rules give ([`Illegal`]), each
//! with its details, and the move they refuse ([`IllegalMove`]). The command line prints the
//! English; the game's overlay says the same in the player's language from the kind.

use super::board::Side;
use super::notation::Move;

/// A move that cannot be played in this position, with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    pub mv: Move,
    pub why: Illegal,
}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    GameOver,
    NoPieRule,
    /// The swap is offered only as the second player's first decision, once a game.
    SwapNotOffered,
    /// There is no pit `pit` (1-based); the board has `pits` a side.
    NoSuchPit {
        pit: u8,
        pits: u8,
    },
    /// Clockwise, where the rule set sows counter-clockwise only.
    CounterClockwiseOnly,
    /// `side`'s pit `pit` (1-based) holds `seeds`, fewer than the `min` a pit needs.
    TooFewSeeds {
        side: Side,
        pit: u8,
        seeds: u8,
        min: u8,
    },
    /// The opponent's row is empty and another move would give them seeds.
    MustFeed,
    /// The move would capture every seed of the opponent's row, and another move would not.
    GrandSlam,
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Illegal::GameOver => f.write_str("the game is over"),
            Illegal::NoPieRule => f.write_str("this rule set has no pie rule"),
            Illegal::SwapNotOffered => f.write_str(
                "swap is only allowed as the second player's first decision, once per game",
            ),
            Illegal::NoSuchPit { pit, pits } => {
                write!(f, "there is no pit {pit} (pits are 1..={pits})")
            }
            Illegal::CounterClockwiseOnly => {
                f.write_str("this rule set only sows counter-clockwise")
            }
            Illegal::TooFewSeeds {
                side,
                pit,
                seeds,
                min,
            } => write!(
                f,
                "{side}'s pit {pit} holds {seeds} seed(s); a pit needs at least {min} to be lifted"
            ),
            Illegal::MustFeed => f.write_str(
                "your opponent has no seeds: you must make a move that gives them some",
            ),
            Illegal::GrandSlam => f.write_str(
                "this move would capture all your opponent's seeds, which the rules forbid while another move does not",
            ),
        }
    }
}

impl std::fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "move '{}' is illegal: {}", self.mv, self.why)
    }
}

impl std::error::Error for IllegalMove {}
