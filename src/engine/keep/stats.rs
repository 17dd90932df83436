//! The player's statistics: for each rule set (with its board) and opponent (each AI level, or
//! a human), the games, wins, draws and losses, the best winning margin and the current
//! streak. Counted from a finished game's record and the side the player began on; a game
//! counts once, by its history id, even when it is offered again (after a reset too). Pure
//! data: the game keeps it beside the save.

use crate::engine::ai::Level;
use crate::engine::keep::history::GameId;
use crate::engine::{Game, GameRecord, Outcome, RecordError, RuleSet, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

/// The tag of a record played online that names its room (the table adds it to the server's
/// record).
pub const ROOM_TAG: &str = "Room";

/// The tag of a server's record that names the winning seat of a game ended before the rules
/// ended it.
pub const WINNER_TAG: &str = "Winner";

/// Who the player played against, as the record's player tag names them: `Human` (or any
/// name) or `AI <level>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Opponent {
    Human,
    /// Someone at another table, in a game played through a server (its record names the
    /// room: the `Room` tag).
    Online,
    Ai(Level),
}

impl Opponent {
    /// The opponent a player tag names: `AI Hard` is the Hard level, anything else a human.
    pub fn from_tag(tag: &str) -> Opponent {
        if tag == "Online" {
            return Opponent::Online;
        }
        tag.strip_prefix("AI ")
            .and_then(Level::parse)
            .map_or(Opponent::Human, Opponent::Ai)
    }

    /// Who the player at `you` played in `record`: online when the record names a room, else
    /// as the other seat's tag says.
    pub fn of(record: &GameRecord, you: Side) -> Opponent {
        if record.tags.other.contains_key(ROOM_TAG) {
            return Opponent::Online;
        }
        record
            .tags
            .player(you.other())
            .map_or(Opponent::Human, Opponent::from_tag)
    }

    /// The order of the statistics' lines: a human here first, then online, then the levels
    /// weakest first.
    fn rank(self) -> usize {
        match self {
            Opponent::Human => 0,
            Opponent::Online => 1,
            Opponent::Ai(level) => 2 + Level::ALL.iter().position(|&l| l == level).unwrap_or(0),
        }
    }
}

/// The player tag the game writes for this opponent: `Human`, `AI Hard`.
impl fmt::Display for Opponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Opponent::Human => f.write_str("Human"),
            Opponent::Online => f.write_str("Online"),
            Opponent::Ai(level) => write!(f, "AI {level}"),
        }
    }
}

/// How a game went for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Win,
    Draw,
    Loss,
}

/// Games in a row that went the same way, the last game's way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Streak {
    pub verdict: Verdict,
    pub games: u32,
}

/// One line of the statistics: a rule set on its board against one opponent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The rule set's name and board, `kalah 6x4`.
    pub rules: String,
    pub opponent: Opponent,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// The most seeds a game was won by (store difference), once a game is won.
    pub best_margin: Option<u8>,
    pub streak: Option<Streak>,
}

/// What offering a game to the statistics did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    Added(Verdict),
    /// This id was counted before: nothing changed.
    AlreadyCounted,
    /// An unfinished (abandoned) game is not counted.
    NotFinished,
}

/// The statistics of every rule set and opponent played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Statistics {
    /// Sorted by rule set, then opponent.
    lines: Vec<Line>,
    /// Every game counted so far, kept through a reset so none counts twice.
    counted: BTreeSet<GameId>,
}

/// The statistics' name of a rule set on its board: `kalah 6x4`.
pub fn rules_label(rules: &RuleSet) -> String {
    format!("{} {}x{}", rules.name, rules.pits, rules.seeds)
}

impl Statistics {
    /// Counts game `id` for the player who began on `you`; the opponent is the other side's
    /// player tag (a human where there is none).
    pub fn add(
        &mut self,
        id: GameId,
        record: &GameRecord,
        you: Side,
    ) -> Result<Counted, RecordError> {
        if self.counted.contains(&id) {
            return Ok(Counted::AlreadyCounted);
        }
        let game = Game::from_record(record)?;
        let end = game.position();
        // A game a server ended before the rules did (a resignation, a flag) names its winner.
        let won_early = record
            .tags
            .other
            .get(WINNER_TAG)
            .and_then(|seat| Side::parse(seat))
            .map(|seat| Outcome::Win(end.seat_of(seat)));
        let Some(outcome) = end.outcome().or(won_early) else {
            return Ok(Counted::NotFinished);
        };
        // After a pie swap the player plays the other side.
        let side_now = end.seat_of(you);
        let [south, north] = end.scores();
        let margin = south.abs_diff(north);
        let verdict = match outcome {
            Outcome::Draw => Verdict::Draw,
            Outcome::Win(side) if side == side_now => Verdict::Win,
            Outcome::Win(_) => Verdict::Loss,
        };
        let opponent = Opponent::of(record, you);
        let line = self.line_mut(rules_label(&record.rules), opponent);
        line.games += 1;
        match verdict {
            Verdict::Win => {
                line.wins += 1;
                line.best_margin = line.best_margin.max(Some(margin));
            }
            Verdict::Draw => line.draws += 1,
            Verdict::Loss => line.losses += 1,
        }
        line.streak = Some(match line.streak {
            Some(s) if s.verdict == verdict => Streak {
                verdict,
                games: s.games + 1,
            },
            _ => Streak { verdict, games: 1 },
        });
        self.counted.insert(id);
        Ok(Counted::Added(verdict))
    }

    fn line_mut(&mut self, rules: String, opponent: Opponent) -> &mut Line {
        let at = match self
            .lines
            .binary_search_by(|l| (&l.rules, l.opponent.rank()).cmp(&(&rules, opponent.rank())))
        {
            Ok(at) => at,
            Err(at) => {
                self.lines.insert(
                    at,
                    Line {
                        rules,
                        opponent,
                        games: 0,
                        wins: 0,
                        draws: 0,
                        losses: 0,
                        best_margin: None,
                        streak: None,
                    },
                );
                at
            }
        };
        &mut self.lines[at]
    }

    /// Every line, by rule set, then opponent (humans first, then the levels weakest first).
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// The line of a rule set and opponent, if any game was counted there.
    pub fn line(&self, rules: &RuleSet, opponent: Opponent) -> Option<&Line> {
        let label = rules_label(rules);
        self.lines
            .iter()
            .find(|l| l.rules == label && l.opponent == opponent)
    }

    /// Clears every line; games counted before stay counted, so offering them again after the
    /// reset changes nothing.
    pub fn reset(&mut self) {
        self.lines.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::parse_moves;

    /// Finished Kalah games on two pits of two seeds, South first.
    const NORTH_WINS_6_2: &str = "1,2";
    const SOUTH_WINS_5_3: &str = "2,2,1,1,1,2";
    const DRAW_4_4: &str = "2,1,1,2,2,1,2";

    fn game(moves: &str, south: &str, north: &str) -> GameRecord {
        let rules = RuleSet::kalah().with_board(Some(2), Some(2)).unwrap();
        let mut game = Game::new(rules, Side::South).unwrap();
        for mv in parse_moves(moves).unwrap() {
            game.play(mv).unwrap();
        }
        let mut record = game.record();
        record.tags.south = Some(south.into());
        record.tags.north = Some(north.into());
        record
    }

    #[test]
    fn opponents_read_from_player_tags() {
        assert_eq!(Opponent::from_tag("AI Hard"), Opponent::Ai(Level::Hard));
        assert_eq!(Opponent::from_tag("AI master"), Opponent::Ai(Level::Master));
        assert_eq!(Opponent::from_tag("Human"), Opponent::Human);
        assert_eq!(Opponent::from_tag("AI Wizard"), Opponent::Human);
        for level in Level::ALL {
            let opponent = Opponent::Ai(level);
            assert_eq!(Opponent::from_tag(&opponent.to_string()), opponent);
        }
    }

    #[test]
    fn wins_draws_losses_margin_and_streak_per_rule_set_and_opponent() {
        let mut stats = Statistics::default();
        let easy = Opponent::Ai(Level::Easy);
        let games = [
            (SOUTH_WINS_5_3, Verdict::Win),
            (SOUTH_WINS_5_3, Verdict::Win),
            (DRAW_4_4, Verdict::Draw),
            (NORTH_WINS_6_2, Verdict::Loss),
            (NORTH_WINS_6_2, Verdict::Loss),
        ];
        for (i, (moves, verdict)) in games.into_iter().enumerate() {
            let record = game(moves, "Human", "AI Easy");
            let counted = stats.add(GameId(i as u64), &record, Side::South).unwrap();
            assert_eq!(counted, Counted::Added(verdict), "{moves}");
        }
        let rules = RuleSet::kalah().with_board(Some(2), Some(2)).unwrap();
        let line = stats.line(&rules, easy).unwrap();
        assert_eq!(line.rules, "kalah 2x2");
        assert_eq!(
            (line.games, line.wins, line.draws, line.losses),
            (5, 2, 1, 2)
        );
        assert_eq!(line.best_margin, Some(2));
        let streak = Streak {
            verdict: Verdict::Loss,
            games: 2,
        };
        assert_eq!(line.streak, Some(streak));

        // From North's seat against a human: another line; the 6-2 win is the best margin.
        let record = game(NORTH_WINS_6_2, "Mia", "Human");
        let counted = stats.add(GameId(10), &record, Side::North).unwrap();
        assert_eq!(counted, Counted::Added(Verdict::Win));
        let human = stats.line(&rules, Opponent::Human).unwrap();
        assert_eq!(
            (human.games, human.wins, human.best_margin),
            (1, 1, Some(4))
        );
        assert_eq!(stats.lines().len(), 2);
        assert_eq!(stats.lines()[0].opponent, Opponent::Human);
        assert!(stats.line(&RuleSet::kalah(), easy).is_none());
    }

    #[test]
    fn a_game_counts_once_even_after_a_reset() {
        let mut stats = Statistics::default();
        let record = game(SOUTH_WINS_5_3, "Human", "AI Hard");
        stats.add(GameId(1), &record, Side::South).unwrap();
        let before = stats.clone();
        assert_eq!(
            stats.add(GameId(1), &record, Side::South).unwrap(),
            Counted::AlreadyCounted
        );
        assert_eq!(stats, before);
        let text = serde_json::to_string(&stats).unwrap();
        assert_eq!(serde_json::from_str::<Statistics>(&text).unwrap(), stats);
        stats.reset();
        assert!(stats.lines().is_empty());
        assert_eq!(
            stats.add(GameId(1), &record, Side::South).unwrap(),
            Counted::AlreadyCounted
        );
        // An unfinished game is not counted, and a record that cannot be played is an error.
        let open = game("2", "Human", "AI Hard");
        assert_eq!(
            stats.add(GameId(2), &open, Side::South).unwrap(),
            Counted::NotFinished
        );
        let mut bad = record.clone();
        bad.moves.push(crate::engine::Move::ccw(5));
        assert!(stats.add(GameId(3), &bad, Side::South).is_err());
        assert!(stats.lines().is_empty());
    }

    #[test]
    fn after_a_pie_swap_the_player_plays_the_other_side() {
        // Russian Kalah on two pits of two seeds: South opens, North swaps, and North's store
        // wins 5-3: a win for the player who began on South and sits on North after the swap.
        let rules = RuleSet::preset("russian")
            .unwrap()
            .with_board(Some(2), Some(2))
            .unwrap();
        let mut g = Game::new(rules, Side::South).unwrap();
        for mv in parse_moves("2,swap,1,1,1,2").unwrap() {
            g.play(mv).unwrap();
        }
        assert_eq!(g.position().outcome(), Some(Outcome::Win(Side::North)));
        let mut stats = Statistics::default();
        let record = g.record();
        let counted = stats.add(GameId(1), &record, Side::South).unwrap();
        assert_eq!(counted, Counted::Added(Verdict::Win));
        let counted = stats.add(GameId(2), &record, Side::North).unwrap();
        assert_eq!(counted, Counted::Added(Verdict::Loss));
        assert_eq!(stats.lines()[0].best_margin, Some(2));
    }
}
