//! The rules resource, [`Match`]: the engine's [`Game`] plus the match settings (who plays each
//! seat, who starts). This is the only place where moves are applied; everything else asks it
//! what may be sown, what a move would do, whose turn it is and which seat plays a side.

use crate::engine::ai::Level;
use crate::engine::{
    Game, GameRecord, Hole, IllegalMove, Move, Outcome, Position, RuleSet, Side, Sowable, Step,
};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::hash::{BuildHasher, RandomState};

/// Who makes the decisions for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    Human,
    Ai(Level),
}

impl Player {
    pub fn is_human(self) -> bool {
        self == Player::Human
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
}

impl Match {
    /// A new game. `previous` decides "winner of last" and "alternate" starts.
    pub fn new(settings: MatchSettings, previous: Option<&Match>) -> Result<Match, String> {
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
        let game = Game::new(settings.rules.clone(), first).map_err(|e| e.to_string())?;
        Ok(Match {
            game,
            settings,
            last: None,
            epoch: previous.map_or(0, |p| p.epoch + 1),
            seed,
        })
    }

    /// A saved game: these settings, with the record's moves replayed (each checked).
    pub fn resume(settings: MatchSettings, record: &GameRecord) -> Result<Match, String> {
        let mut resumed = Match::new(settings, None)?;
        resumed.game = Game::from_record(record).map_err(|e| e.to_string())?;
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
        self.position().outcome()
    }

    /// The seat (named for the side it started on) that plays `side` in `pos`: the seats
    /// change sides after a pie-rule swap.
    fn seat_in(pos: &Position, side: Side) -> Side {
        if pos.swapped() { side.other() } else { side }
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
        Self::seat_in(self.position(), side)
    }

    /// The player deciding for `side` in `pos`.
    fn player_in(&self, pos: &Position, side: Side) -> Player {
        self.settings.players[Self::seat_in(pos, side).index()]
    }

    /// The player deciding for `side` now.
    pub fn player(&self, side: Side) -> Player {
        self.player_in(self.position(), side)
    }

    /// The player to move, or `None` when the game is over.
    pub fn mover(&self) -> Option<Player> {
        let pos = self.position();
        (!pos.is_over()).then(|| self.player(pos.to_move()))
    }

    /// Whether a human is to move.
    pub fn human_to_move(&self) -> bool {
        self.mover().is_some_and(Player::is_human)
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
        self.record(side, mv, steps.clone());
        Ok(steps)
    }

    fn record(&mut self, side: Side, mv: Move, steps: Vec<Step>) {
        self.last = Some(LastMove { side, mv, steps });
        self.epoch += 1;
    }

    /// Takes back moves up to and including the last decision a human made (one move when no
    /// human plays). Returns how many moves were taken back.
    pub fn undo(&mut self) -> usize {
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
    /// Returns the traces of the moves played.
    pub fn redo(&mut self) -> Vec<Vec<Step>> {
        let any_human = self.settings.players.iter().any(|p| p.is_human());
        let mut traces = Vec::new();
        loop {
            let side = self.position().to_move();
            let Some(steps) = self.game.redo() else { break };
            let mv = self.game.moves().last().expect("redo played a move");
            self.record(side, mv, steps.clone());
            traces.push(steps);
            if !any_human || self.human_to_move() || self.position().is_over() {
                break;
            }
        }
        traces
    }

    pub fn can_undo(&self) -> bool {
        self.game.moves().next().is_some()
    }

    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
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
mod tests {
    use super::*;

    fn human_vs_ai() -> Match {
        Match::new(MatchSettings::default(), None).unwrap()
    }

    #[test]
    fn undo_goes_back_to_the_humans_decision() {
        let mut m = human_vs_ai();
        m.play(Move::ccw(0)).unwrap(); // South (human) plays 1: turn passes
        assert_eq!(m.position().to_move(), Side::North);
        m.play(Move::ccw(0)).unwrap(); // North (AI)
        assert!(m.human_to_move());
        assert_eq!(m.undo(), 2);
        assert_eq!(m.game().moves().len(), 0);
        assert_eq!(m.redo().len(), 2);
        assert_eq!(m.game().moves().len(), 2);
    }

    #[test]
    fn preview_finds_the_last_seed() {
        let m = human_vs_ai();
        // Kalah 6x4: pit 3 holds 4, the last seed lands in South's store.
        assert_eq!(m.landing(Move::ccw(2)), Some(Hole::Store(Side::South)));
        assert_eq!(
            m.landing(Move::ccw(0)),
            Some(Hole::Pit {
                side: Side::South,
                index: 4
            })
        );
    }

    #[test]
    fn alternate_and_winner_starts() {
        let first = human_vs_ai();
        let settings = MatchSettings {
            starter: Starter::Alternate,
            ..MatchSettings::default()
        };
        let second = Match::new(settings, Some(&first)).unwrap();
        assert_eq!(second.game().first(), Side::North);
        assert!(second.epoch() > first.epoch());
    }
}
