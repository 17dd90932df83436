//! What the overlay calls the sides, the players, who starts and the rule sets, in one place
//! and in the player's language: "South", "AI Medium", "Kalaha", and at the table "South (You)"
//! when one human plays the AI.

use super::i18n::{Tr, t};
use crate::engine::ai::Level;
use crate::engine::rules::PRESETS;
use crate::engine::{Outcome, RuleSet, Side};
use crate::game::r#match::{Match, Player, Starter};

/// The name of a composed rule set in the new-game dialog.
pub const CUSTOM: &str = "custom";

/// A side's name on screen.
pub fn side(tr: &Tr, side: Side) -> String {
    match side {
        Side::South => t!(tr, "side-south"),
        Side::North => t!(tr, "side-north"),
    }
}

/// A player's name: "Human" or the AI with its level.
pub fn player(tr: &Tr, player: Player) -> String {
    match player {
        Player::Human => t!(tr, "player-human"),
        Player::Ai(level) => t!(tr, "player-ai", "level" => level_key(level)),
    }
}

/// The key the `player-ai` message selects a level's words by.
fn level_key(level: Level) -> &'static str {
    match level {
        Level::Beginner => "beginner",
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Hard => "hard",
        Level::Master => "master",
    }
}

/// Who starts, in the new-game dialog.
pub fn starter(tr: &Tr, starter: Starter) -> String {
    match starter {
        Starter::South => side(tr, Side::South),
        Starter::North => side(tr, Side::North),
        Starter::Random => t!(tr, "starter-random"),
        Starter::WinnerOfLast => t!(tr, "starter-winner"),
        Starter::Alternate => t!(tr, "starter-alternate"),
    }
}

/// The message id of a preset's name (`preset-nigerian`; its description and source add
/// `-about` and `-source`), if `name` is a preset's.
pub fn preset_id(name: &str) -> Option<String> {
    PRESETS
        .iter()
        .any(|p| p.name == name)
        .then(|| format!("preset-{name}"))
}

/// A rule set's name: a preset's or Custom in the player's language, a rule set loaded from a
/// file by its own name.
pub fn rules(tr: &Tr, rules: &RuleSet) -> String {
    match preset_id(&rules.name) {
        Some(id) => tr.text(&id, &[]),
        None if rules.name == CUSTOM => t!(tr, "rules-custom"),
        None => rules.name.clone(),
    }
}

/// What a rule set is and where it comes from: a preset's description and source, or for
/// another rule set a line saying it is the player's own.
pub fn rules_about(tr: &Tr, rules: &RuleSet) -> Vec<String> {
    match preset_id(&rules.name) {
        Some(id) => ["about", "source"]
            .map(|part| tr.text(&format!("{id}-{part}"), &[]))
            .into(),
        None => vec![t!(tr, "rules-custom-about")],
    }
}

/// Who plays a side at this table: "South (Human)", "North (AI Hard)", or "South (You)" when
/// one human plays the AI.
pub fn seat(tr: &Tr, m: &Match, side: Side) -> String {
    let who = if m.lone_human() == Some(side) {
        t!(tr, "seat-you")
    } else {
        player(tr, m.player(side))
    };
    t!(tr, "seat", "side" => self::side(tr, side), "who" => who)
}

/// The result of a finished game: "You win!", "North (AI Hard) wins", "A draw".
pub fn headline(tr: &Tr, m: &Match, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win(side) if m.lone_human() == Some(side) => t!(tr, "over-you-win"),
        Outcome::Win(side) => t!(tr, "over-wins", "seat" => seat(tr, m, side)),
        Outcome::Draw => t!(tr, "over-draw"),
    }
}
