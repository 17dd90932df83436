//! Players and the lobby as the protocol writes them: a player's secret key, a rating as shown,
//! a rated game's change to it, the player's card sent with `welcome`, and a game open in the
//! lobby.

use super::ClockSpec;
use crate::engine::{RuleSet, Side};
use serde::{Deserialize, Serialize};

/// A player key's length: 32 hex digits, 128 random bits.
pub const KEY_LEN: usize = 32;

/// A player key as the server keeps it: lower-case hex; `None` if it is not 32 hex digits.
pub fn normalise_key(text: &str) -> Option<String> {
    (text.len() == KEY_LEN && text.bytes().all(|b| b.is_ascii_hexdigit()))
        .then(|| text.to_ascii_lowercase())
}

/// A rating as shown: Glicko-2 on the Glicko scale (a new player is 1500 ± 350), to the
/// hundredth.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rating {
    pub rating: f64,
    /// The rating deviation: the smaller, the surer the rating.
    pub deviation: f64,
}

impl Rating {
    /// A rating rounded to the hundredth, as the protocol sends it.
    pub fn shown(rating: f64, deviation: f64) -> Rating {
        let round = |x: f64| (x * 100.0).round() / 100.0;
        Rating {
            rating: round(rating),
            deviation: round(deviation),
        }
    }
}

/// What a rated game did to one seat's rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RatingChange {
    pub before: Rating,
    pub after: Rating,
}

/// One of a player's ratings: its pool (the rule set's family and the clock's kind, as
/// `kalah/blitz`), the rating and the rated games it counts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoolRating {
    pub pool: String,
    pub rating: Rating,
    pub games: u32,
}

/// The player a key names, as the server keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerCard {
    pub name: String,
    /// Finished games played (rated and casual; aborted ones not).
    pub games: u32,
    pub ratings: Vec<PoolRating>,
}

/// A game open in the lobby: a room waiting for its second player, joined by its code.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LobbyGame {
    pub room: String,
    pub rules: RuleSet,
    pub first: Side,
    /// The seat a player who joins takes.
    pub seat: Side,
    pub clock: Option<ClockSpec>,
    pub rated: bool,
    /// The creator's name, and rating in the game's pool (`None` for a player without a key).
    pub name: String,
    pub rating: Option<Rating>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_32_hex_digits_kept_in_lower_case() {
        assert_eq!(
            normalise_key("5F0C3A9E4B7D21C68E1F90A2B3C4D5E6").as_deref(),
            Some("5f0c3a9e4b7d21c68e1f90a2b3c4d5e6")
        );
        assert_eq!(normalise_key("5f0c3a9e4b7d21c68e1f90a2b3c4d5e"), None);
        assert_eq!(normalise_key("5f0c3a9e4b7d21c68e1f90a2b3c4d5eg"), None);
        assert_eq!(normalise_key(""), None);
    }

    #[test]
    fn ratings_are_shown_to_the_hundredth() {
        let shown = Rating::shown(1464.050698, 151.5165);
        assert_eq!((shown.rating, shown.deviation), (1464.05, 151.52));
    }
}
