//! What the overlay calls the sides, the players, who starts and the rule sets, in one place
//! and in the player's language: "South", "AI Medium", "Kalaha", and at the table "South (You)"
//! when one human plays the AI.

use crate::engine::ai::Level;
use crate::engine::keep::stats::Opponent;
use crate::engine::record::GameResult;
use crate::engine::rules::PRESETS;
use crate::engine::{Outcome, RuleSet, Side};
use crate::game::table::{Match, Player, Starter};
use crate::ui::i18n::{Tr, t};

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
        Player::Remote => t!(tr, "player-remote"),
    }
}

/// A player as a record's tag names them: "Human", "AI Hard" in the player's language, any
/// other name as it is written, and "?" where the record names nobody.
pub fn tagged(tr: &Tr, tag: Option<&str>) -> String {
    match tag {
        None => "?".into(),
        Some(tag) => match Opponent::from_tag(tag) {
            Opponent::Ai(level) => player(tr, Player::Ai(level)),
            Opponent::Online => player(tr, Player::Remote),
            Opponent::Human if tag == Opponent::Human.to_string() => player(tr, Player::Human),
            Opponent::Human => tag.into(),
        },
    }
}

/// An opponent of the statistics: "Human", "AI Hard".
pub fn opponent(tr: &Tr, opponent: Opponent) -> String {
    match opponent {
        Opponent::Human => player(tr, Player::Human),
        Opponent::Online => player(tr, Player::Remote),
        Opponent::Ai(level) => player(tr, Player::Ai(level)),
    }
}

/// How a kept game ended: "South won 27–21", "Draw 24–24", "Abandoned".
pub fn result(tr: &Tr, result: Option<GameResult>) -> String {
    match result {
        Some(GameResult::Finished([south, north])) if south != north => {
            let winner = if south > north {
                Side::South
            } else {
                Side::North
            };
            t!(tr, "games-result-won", "side" => side(tr, winner),
                "won" => south.max(north), "lost" => south.min(north))
        }
        Some(GameResult::Finished([seeds, _])) => t!(tr, "games-result-draw", "seeds" => seeds),
        Some(GameResult::Abandoned) | None => t!(tr, "games-result-abandoned"),
    }
}

/// A rule set on its board: "Kalah 6×4" (pits a side × seeds a pit).
pub fn rules_on_board(tr: &Tr, rules: &RuleSet) -> String {
    board(tr, &rules.name, rules.pits, rules.seeds)
}

fn board(tr: &Tr, name: &str, pits: u8, seeds: u8) -> String {
    t!(tr, "games-rules", "rules" => rules_named(tr, name), "pits" => pits, "seeds" => seeds)
}

/// A rule set as the statistics name it (`kalah 6x4`), on screen: "Kalah 6×4".
pub fn rules_label(tr: &Tr, label: &str) -> String {
    let named = label.rsplit_once(' ').and_then(|(name, size)| {
        let (pits, seeds) = size.split_once('x')?;
        Some((name, pits.parse().ok()?, seeds.parse().ok()?))
    });
    match named {
        Some((name, pits, seeds)) => board(tr, name, pits, seeds),
        None => label.to_string(),
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
    rules_named(tr, &rules.name)
}

/// A rule set's name on screen, from the name it has in the engine.
fn rules_named(tr: &Tr, name: &str) -> String {
    match preset_id(name) {
        Some(id) => tr.text(&id, &[]),
        None if name == CUSTOM => t!(tr, "rules-custom"),
        None => name.to_string(),
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
/// one human plays the AI or online; a player known by name (online) by that name, "North
/// (Ana)"; in a lesson or a puzzle, where the learner plays South, "South (You)" and "North
/// (Opponent)".
pub fn seat(tr: &Tr, m: &Match, side: Side) -> String {
    let who = if m.is_practice() {
        match side {
            Side::South => t!(tr, "seat-you"),
            Side::North => t!(tr, "seat-opponent"),
        }
    } else if m.lone_human() == Some(side) {
        t!(tr, "seat-you")
    } else if let Some(name) = m.name(side) {
        name.to_string()
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
