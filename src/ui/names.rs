//! What the overlay calls the sides and the players, in one place: "South", "AI Medium", and
//! at the table "South (You)" when one human plays the AI.

use crate::engine::Side;
use crate::game::r#match::{Match, Player};

/// A side's name on screen.
pub fn side(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

/// A player's name: "Human" or the AI with its level.
pub fn player(player: Player) -> String {
    match player {
        Player::Human => "Human".to_string(),
        Player::Ai(level) => format!("AI {}", level.name()),
    }
}

/// The side of the only human at the table, when one human plays the AI.
pub fn lone_human(m: &Match) -> Option<Side> {
    let mut humans = [Side::South, Side::North]
        .into_iter()
        .filter(|&side| m.player(side).is_human());
    match (humans.next(), humans.next()) {
        (Some(side), None) => Some(side),
        _ => None,
    }
}

/// Who plays a side at this table: "South (Human)", "North (AI Hard)", or "South (You)" when
/// one human plays the AI.
pub fn seat(m: &Match, side: Side) -> String {
    let who = if lone_human(m) == Some(side) {
        "You".to_string()
    } else {
        player(m.player(side))
    };
    format!("{} ({who})", self::side(side))
}
