//! The game's messages: what every input, the overlay and the AI ask of the table, and what
//! the table tells the animation. A player's decision is a [`ChooseMove`] (the pointer, keys,
//! pads, buttons and the AI all write the same one, so the turn flow has one door for every
//! move); everything else a player asks for is a [`GameCommand`]. The turn flow answers with
//! [`MovePlayed`], [`MatchStarted`] or [`PositionJumped`], which the board and the animation
//! play. [`PitFocus`] is the pit the player points at, whichever input points. A kept or
//! imported game is opened with [`OpenRecord`] to be replayed ([`ReplayCommand`]) and reviewed
//! ([`ReviewCommand`]).

use crate::engine::{GameRecord, Hole, Move, Side, Step};
use crate::game::table::{MatchSettings, Player};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Who asks for a move: the turn flow accepts a human's choice only when a human is to move,
/// the AI's only when the AI is, and the server's only for a remote seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    Human,
    Ai,
    /// The server, for a seat played at another table.
    Remote,
}

/// A player's decision.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChooseMove {
    pub mv: Move,
    pub source: MoveSource,
}

impl ChooseMove {
    pub fn human(mv: Move) -> ChooseMove {
        ChooseMove {
            mv,
            source: MoveSource::Human,
        }
    }
}

/// Everything a player can ask for besides a move.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum GameCommand {
    /// Take back moves up to the human's previous decision.
    Undo,
    /// Play undone moves again.
    Redo,
    /// Ask the AI for the best move and show it on the board.
    Hint,
    /// Finish the running animation at once.
    Skip,
    /// Pause or resume the animation and the AI.
    TogglePause,
    /// Start a new game with these settings.
    NewGame(MatchSettings),
}

/// Open a kept or imported game on the board, to replay and review it.
#[derive(Message, Clone, Debug)]
pub struct OpenRecord(pub GameRecord);

/// What a player asks of a replay (nothing outside one).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayCommand {
    /// One decision back: the gems slide back.
    Back,
    /// One decision forward, sown on the board as it was played.
    Forward,
    /// To the position after this many decisions: the gems slide there.
    Jump(usize),
    /// Start or stop playing the decisions one after another.
    TogglePlay,
    /// Start a new game from the replayed position with these players (the South and North
    /// seats), the moves so far kept.
    TakeOver([Player; 2]),
}

/// Start or cancel the review of the game being replayed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    Start,
    Cancel,
}

/// A decision was played: its trace is to be animated.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct MovePlayed {
    pub side: Side,
    pub mv: Move,
    pub steps: Vec<Step>,
}

/// A new game started: the board and its gems are built again.
#[derive(Message, Clone, Copy, Debug)]
pub struct MatchStarted;

/// The position changed without a move to animate (undo): gems slide to match it.
#[derive(Message, Clone, Copy, Debug)]
pub struct PositionJumped;

/// What the board hears when the game on the table changes: a move to animate, a new game to
/// build, or a position for the gems to slide to. The systems that change the game write them
/// through this one parameter.
#[derive(SystemParam)]
pub struct BoardNews<'w> {
    pub played: MessageWriter<'w, MovePlayed>,
    pub started: MessageWriter<'w, MatchStarted>,
    pub jumped: MessageWriter<'w, PositionJumped>,
}

/// Why a human's pit (or swap) was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules do not allow it now: an empty pit, one with too few seeds.
    Illegal,
    /// It is not this human's turn: a pit of the side not to move, or any pit while the AI is
    /// to move.
    NotYourTurn,
    /// The gems of the last move are still moving.
    StillSowing,
    /// The player paused the game.
    Paused,
}

/// A human asked for a pit or a move that cannot be played now: nothing happens on the board,
/// but the player hears a soft "no" and reads why.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRefused {
    pub why: Refusal,
    /// The pit asked for, where there is one (the "no" is heard there).
    pub hole: Option<Hole>,
}

/// A step of a move's trace starts on the board. Not written when steps are played at once
/// (skip, screenshots).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct StepStarted {
    pub step: Step,
    /// For a drop: the gems already resting in the hole it lands in.
    pub resting: usize,
    /// When the step's gem lands, on the animation's clock (`Sowing::clock`): a drop's hop
    /// ends then; for the other steps it is when they start.
    pub lands_at: f32,
}

/// The mover's pit (0-based index) the player points at, if any: the board lights it and
/// previews where its last seed lands.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitFocus(pub Option<u8>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ChooseMove>()
        .add_message::<GameCommand>()
        .add_message::<MovePlayed>()
        .add_message::<MatchStarted>()
        .add_message::<PositionJumped>()
        .add_message::<MoveRefused>()
        .add_message::<StepStarted>()
        .add_message::<OpenRecord>()
        .add_message::<ReplayCommand>()
        .add_message::<ReviewCommand>()
        .init_resource::<PitFocus>();
}
