//! The rules resource, [`Match`]: the engine's [`Game`] plus the match settings (who plays each
//! seat, who starts). This is the only place where moves are applied; everything else asks it
//! what may be sown, what a move would do, whose turn it is and which seat plays a side.
//!
//! A match can also replay a record ([`Match::replay`]): the game then holds the record's moves
//! up to the replay's cursor and the rest wait to be redone; nobody moves, the replay steps
//! back and forth, and a new game can be taken over from any of its positions.

use crate::engine::ai::Level;
use crate::engine::keep::stats::Opponent;
use crate::engine::record::GameResult;
use crate::engine::rules::RuleError;
use crate::engine::{
    Game, GameRecord, Hole, IllegalMove, Move, Outcome, Position, RecordError, RuleSet, Side,
    Sowable, Step,
};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::hash::{BuildHasher, RandomState};

/// Who makes the decisions for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    Human,
    Ai(Level),
    /// Someone at another table, whose decisions come from the server (online play). Also
    /// the player's own seat while an online game waits for its opponent, and both seats when
    /// watching.
    Remote,
}

impl Player {
    pub fn is_human(self) -> bool {
        self == Player::Human
    }

    /// Who plays this seat in a game at this table: a seat played from another table is
    /// played here by a human.
    pub fn here(self) -> Player {
        match self {
            Player::Remote => Player::Human,
            other => other,
        }
    }

    /// The player a record's player tag names: `AI Hard` is the Hard level, anything else
    /// (`Human`, a name, no tag) a human.
    pub fn from_tag(tag: Option<&str>) -> Player {
        match tag.map(Opponent::from_tag) {
            Some(Opponent::Ai(level)) => Player::Ai(level),
            Some(Opponent::Online) => Player::Remote,
            _ => Player::Human,
        }
    }

    /// The player tag a record keeps for this player: `Human`, `AI Hard`.
    pub fn tag(self) -> String {
        match self {
            Player::Human => Opponent::Human,
            Player::Remote => Opponent::Online,
            Player::Ai(level) => Opponent::Ai(level),
        }
        .to_string()
    }
}

/// Who makes the first decision of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Starter {
    South,
    North,
    Random,
    /// The winner of the last game (South for the first game or after a draw).
    WinnerOfLast,
    /// The other side from the last game's first player (South for the first game).
    Alternate,
}

impl Starter {
    pub const ALL: [Starter; 5] = [
        Starter::South,
        Starter::North,
        Starter::Random,
        Starter::WinnerOfLast,
        Starter::Alternate,
    ];
}

/// Everything the new-game dialog decides.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchSettings {
    pub rules: RuleSet,
    /// The players of the South and North seats. After a pie-rule swap the seats change sides.
    pub players: [Player; 2],
    pub starter: Starter,
}

impl Default for MatchSettings {
    /// Human (South) against the Medium AI, Kalah with 4 seeds.
    fn default() -> Self {
        MatchSettings {
            rules: RuleSet::kalah(),
            players: [Player::Human, Player::Ai(Level::Medium)],
            starter: Starter::South,
        }
    }
}

/// What the last decision did, for the HUD.
#[derive(Clone, Debug, PartialEq)]
pub struct LastMove {
    pub side: Side,
    pub mv: Move,
    pub steps: Vec<Step>,
}

impl LastMove {
    /// The side that earned an extra turn with this move, if any.
    pub fn extra_turn(&self) -> Option<Side> {
        self.steps.iter().find_map(|s| match s {
            Step::ExtraTurn { side } => Some(*side),
            _ => None,
        })
    }
}

/// Why a match cannot be set up: its rules, a record's moves, or a take-over of what is no
/// replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    #[error(transparent)]
    Rules(#[from] RuleError),
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("only a replay can be taken over")]
    NotAReplay,
}

/// The game being played and its settings.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    game: Game,
    settings: MatchSettings,
    last: Option<LastMove>,
    /// Changes whenever the position changes; searches started on an older one are stale.
    epoch: u64,
    /// Seeds the AI's random choices; differs from game to game.
    seed: u64,
    /// While the match replays a record: the whole record. The game holds its moves up to the
    /// replay's cursor; the rest wait to be redone.
    replay: Option<GameRecord>,
    /// A game that ended before the rules ended it (online: a resignation, a flag, an
    /// abandoned seat): its outcome.
    stopped: Option<Outcome>,
    /// A lesson's or a puzzle's position: never saved, kept or counted.
    practice: bool,
    /// A practice position whose asked move has been played: nobody moves until the next.
    held: bool,
    /// The players' names by seat, where they are known by name (online): shown instead of
    /// "Human" or "Online opponent".
    names: [Option<String>; 2],
}

impl Match {
    /// A new game. `previous` decides "winner of last" and "alternate" starts.
    pub fn new(settings: MatchSettings, previous: Option<&Match>) -> Result<Match, MatchError> {
        // Fresh randomness for the first game of a session, then a simple chain.
        let seed = previous.map_or_else(
            || RandomState::new().hash_one(0x004b_414c_4148_u64),
            |p| {
                p.seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407)
            },
        );
        let first = match settings.starter {
            Starter::South => Side::South,
            Starter::North => Side::North,
            Starter::Random => {
                if seed >> 63 == 0 {
                    Side::South
                } else {
                    Side::North
                }
            }
            Starter::WinnerOfLast => match previous.and_then(|p| p.outcome()) {
                Some(Outcome::Win(side)) => side,
                _ => Side::South,
            },
            Starter::Alternate => previous.map_or(Side::South, |p| p.game.first().other()),
        };
        let game = Game::new(settings.rules.clone(), first)?;
        Ok(Match {
            game,
            settings,
            last: None,
            epoch: previous.map_or(0, |p| p.epoch + 1),
            seed,
            replay: None,
            stopped: None,
            practice: false,
            held: false,
            names: [None, None],
        })
    }

    /// A lesson's or a puzzle's position on the table, a human at both seats (a lesson may ask
    /// for either side's move). Never saved, kept or counted; nothing is taken back.
    pub fn practice(rules: RuleSet, pos: Position, previous: &Match) -> Result<Match, MatchError> {
        let settings = MatchSettings {
            rules: rules.clone(),
            players: [Player::Human, Player::Human],
            starter: Self::starter_of(pos.to_move()),
        };
        let mut practice = Match::new(settings, Some(previous))?;
        practice.game = Game::from_position(rules, pos)?;
        practice.practice = true;
        Ok(practice)
    }

    /// Whether this is a lesson's or a puzzle's position.
    pub fn is_practice(&self) -> bool {
        self.practice
    }

    /// Nobody moves any more on this practice position (its asked move has been played).
    pub fn hold(&mut self) {
        if self.practice && !self.held {
            self.held = true;
            self.epoch += 1;
        }
    }

    /// A replay of `record` (every move checked), at its start: the players are the ones its
    /// tags name, and nobody moves until a game is taken over from it.
    pub fn replay(record: GameRecord, previous: Option<&Match>) -> Result<Match, MatchError> {
        let mut game = Game::from_record(&record)?;
        while game.undo().is_some() {}
        let settings = MatchSettings {
            rules: record.rules.clone(),
            players: [Side::South, Side::North]
                .map(|side| Player::from_tag(record.tags.player(side))),
            starter: Self::starter_of(record.first),
        };
        let mut replay = Match::new(settings, previous)?;
        replay.game = game;
        replay.replay = Some(record);
        Ok(replay)
    }

    /// A new game from the replay's position, the moves so far kept (so they can be undone),
    /// with these players for the South and North seats.
    pub fn take_over(&self, players: [Player; 2]) -> Result<Match, MatchError> {
        let record = self.replay.as_ref().ok_or(MatchError::NotAReplay)?;
        let settings = MatchSettings {
            rules: record.rules.clone(),
            players,
            starter: Self::starter_of(record.first),
        };
        let mut next = Match::new(settings, Some(self))?;
        // The moves up to the cursor, without the replay's rest to redo.
        next.game = Game::from_record(&self.game.record())?;
        Ok(next)
    }

    /// Who starts a game whose first decision was `first`'s.
    fn starter_of(first: Side) -> Starter {
        match first {
            Side::South => Starter::South,
            Side::North => Starter::North,
        }
    }

    /// The record this match replays, if it is a replay.
    pub fn replayed(&self) -> Option<&GameRecord> {
        self.replay.as_ref()
    }

    pub fn is_replay(&self) -> bool {
        self.replay.is_some()
    }

    /// The decisions played to reach the position on the table (a replay's cursor).
    pub fn cursor(&self) -> usize {
        self.game.moves().len()
    }

    /// The game's record with the players' tags and, once it is over, its result (the history
    /// and the review read these; a replay's own record keeps every tag it came with).
    pub fn record(&self) -> GameRecord {
        if let Some(record) = &self.replay {
            return record.clone();
        }
        let mut record = self.game.record();
        let [south, north] = self.settings.players.map(Player::tag);
        record.tags.south = Some(south);
        record.tags.north = Some(north);
        record.tags.result = GameResult::of(self.position());
        record
    }

    /// A saved game: these settings, with the record's moves replayed (each checked).
    pub fn resume(settings: MatchSettings, record: &GameRecord) -> Result<Match, MatchError> {
        let mut resumed = Match::new(settings, None)?;
        resumed.game = Game::from_record(record)?;
        Ok(resumed)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    pub fn rules(&self) -> &RuleSet {
        self.game.rules()
    }

    pub fn settings(&self) -> &MatchSettings {
        &self.settings
    }

    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    pub fn seed(&self) -> u64 {
        self.seed ^ self.epoch
    }

    pub fn last_move(&self) -> Option<&LastMove> {
        self.last.as_ref()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome().or(self.stopped)
    }

    /// Ends the game before the rules do, with this outcome (online: a resignation, a flag or
    /// an abandoned seat, as the server decided). Nobody moves after it.
    pub fn stop(&mut self, outcome: Outcome) {
        if self.stopped != Some(outcome) {
            self.stopped = Some(outcome);
            self.epoch += 1;
        }
    }

    /// Whether a seat is played from another table: moves are the server's, so they are not
    /// taken back, and nobody at this table gets hints.
    pub fn has_remote(&self) -> bool {
        self.settings.players.contains(&Player::Remote)
    }

    /// Hands the seats to these players (online: a seat becomes the player's own once the
    /// opponent has come).
    pub fn set_players(&mut self, players: [Player; 2]) {
        if self.settings.players != players {
            self.settings.players = players;
            self.epoch += 1;
        }
    }

    /// Names the players by seat (online: as the server knows them).
    pub fn set_names(&mut self, names: [Option<String>; 2]) {
        self.names = names;
    }

    /// The name of whoever plays `side` now, where known.
    pub fn name(&self, side: Side) -> Option<&str> {
        self.names[self.seat(side).index()].as_deref()
    }

    /// Takes back decisions until `plies` remain (online: the player's moves the server
    /// refused). They are not kept for redo. Returns how many were taken back.
    pub fn take_back_to(&mut self, plies: usize) -> usize {
        let mut undone = 0;
        while self.game.moves().len() > plies && self.game.undo().is_some() {
            undone += 1;
        }
        self.game.clear_redo();
        if undone > 0 {
            self.last = None;
            self.stopped = None;
            self.epoch += 1;
        }
        undone
    }

    /// The side of the only human at the table, when one human plays the AI: who wins or
    /// loses in the HUD's words and the end's sound.
    pub fn lone_human(&self) -> Option<Side> {
        let mut humans = [Side::South, Side::North]
            .into_iter()
            .filter(|&side| self.player(side).is_human());
        match (humans.next(), humans.next()) {
            (Some(side), None) => Some(side),
            _ => None,
        }
    }

    /// The seat that plays `side` now.
    pub fn seat(&self, side: Side) -> Side {
        self.position().seat_of(side)
    }

    /// The player deciding for `side` in `pos`.
    fn player_in(&self, pos: &Position, side: Side) -> Player {
        self.settings.players[pos.seat_of(side).index()]
    }

    /// The player deciding for `side` now.
    pub fn player(&self, side: Side) -> Player {
        self.player_in(self.position(), side)
    }

    /// The player to move, or `None` when the game is over.
    pub fn mover(&self) -> Option<Player> {
        let pos = self.position();
        (!pos.is_over() && self.stopped.is_none() && !self.held).then(|| self.player(pos.to_move()))
    }

    /// Whether a game is being played at the table: neither over nor a replay.
    pub fn in_play(&self) -> bool {
        !self.is_replay() && self.mover().is_some()
    }

    /// Whether a human is to move (never in a replay: nobody moves there).
    pub fn human_to_move(&self) -> bool {
        !self.is_replay() && self.mover().is_some_and(Player::is_human)
    }

    pub fn is_legal(&self, mv: Move) -> bool {
        self.position().is_legal(self.rules(), mv)
    }

    /// The ways the mover may sow their pit `pit` now (as the engine answers it).
    pub fn sowable(&self, pit: u8) -> Sowable {
        self.position().sowable(self.rules(), pit)
    }

    /// The pits a human may sow now, in index order (none when no human is to move).
    pub fn human_sowable_pits(&self) -> Vec<u8> {
        if self.human_to_move() {
            self.position().sowable_pits(self.rules())
        } else {
            Vec::new()
        }
    }

    /// Plays a move: the one way moves are applied. Returns the step trace to animate.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Step>, IllegalMove> {
        let side = self.position().to_move();
        let steps = self.game.play(mv)?;
        self.note_last(side, mv, steps.clone());
        Ok(steps)
    }

    fn note_last(&mut self, side: Side, mv: Move, steps: Vec<Step>) {
        self.last = Some(LastMove { side, mv, steps });
        self.epoch += 1;
    }

    /// Takes back moves up to and including the last decision a human made (one move when no
    /// human plays). Returns how many moves were taken back (none in a replay, which steps
    /// instead).
    pub fn undo(&mut self) -> usize {
        if self.is_replay() || self.has_remote() || self.practice {
            return 0;
        }
        let any_human = self.settings.players.iter().any(|p| p.is_human());
        let mut undone = 0;
        while self.game.undo().is_some() {
            undone += 1;
            let pos = *self.position();
            if !any_human || self.player_in(&pos, pos.to_move()).is_human() {
                break;
            }
        }
        if undone > 0 {
            self.last = None;
            self.epoch += 1;
        }
        undone
    }

    /// Plays undone moves again up to the next human decision (one move when no human plays).
    /// Returns the traces of the moves played (none in a replay, which steps instead).
    pub fn redo(&mut self) -> Vec<Vec<Step>> {
        if self.is_replay() || self.has_remote() {
            return Vec::new();
        }
        let any_human = self.settings.players.iter().any(|p| p.is_human());
        let mut traces = Vec::new();
        loop {
            let side = self.position().to_move();
            let Some(steps) = self.game.redo() else { break };
            let mv = self.game.moves().last().expect("redo played a move");
            self.note_last(side, mv, steps.clone());
            traces.push(steps);
            if !any_human || self.human_to_move() || self.position().is_over() {
                break;
            }
        }
        traces
    }

    /// Whether undo would take a move back (never in a replay, which steps instead).
    pub fn can_undo(&self) -> bool {
        !self.is_replay()
            && !self.has_remote()
            && !self.practice
            && self.game.moves().next().is_some()
    }

    /// Whether redo would play a move again (never in a replay, which steps instead).
    pub fn can_redo(&self) -> bool {
        !self.is_replay() && !self.has_remote() && self.game.can_redo()
    }

    /// A replay's next decision, played: who made it, the move and its trace to animate;
    /// `None` at the replay's end (or outside a replay).
    pub fn step_forward(&mut self) -> Option<LastMove> {
        if !self.is_replay() {
            return None;
        }
        let side = self.position().to_move();
        let steps = self.game.redo()?;
        let mv = self.game.moves().last()?;
        self.note_last(side, mv, steps);
        self.last.clone()
    }

    /// A replay one decision back; whether it moved (not at the start, nor outside a replay).
    pub fn step_back(&mut self) -> bool {
        self.jump(self.cursor().saturating_sub(1))
    }

    /// A replay to the position after `ply` decisions (at most the record's); whether the
    /// position changed (it never does outside a replay).
    pub fn jump(&mut self, ply: usize) -> bool {
        let Some(total) = self.replay.as_ref().map(|r| r.moves.len()) else {
            return false;
        };
        let ply = ply.min(total);
        if ply == self.cursor() {
            return false;
        }
        while self.cursor() > ply && self.game.undo().is_some() {}
        while self.cursor() < ply && self.game.redo().is_some() {}
        self.last = None;
        self.epoch += 1;
        true
    }

    /// The steps `mv` would take from the current position, computed by the engine on a copy.
    pub fn preview(&self, mv: Move) -> Option<Vec<Step>> {
        let mut pos = *self.position();
        let mut steps = Vec::new();
        pos.apply(self.rules(), mv, &mut steps).ok()?;
        Some(steps)
    }

    /// The hole where the last seed of `mv` lands (after any relay laps).
    pub fn landing(&self, mv: Move) -> Option<Hole> {
        last_drop(&self.preview(mv)?)
    }
}

/// The hole of the last `Drop` in a trace.
pub fn last_drop(steps: &[Step]) -> Option<Hole> {
    steps.iter().rev().find_map(|s| match s {
        Step::Drop { hole } => Some(*hole),
        _ => None,
    })
}

#[cfg(test)]
mod tests;
