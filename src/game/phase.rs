//! The turn phase: where the game stands between decisions, worked out in one place each frame
//! (after the animation has run) from the rules resource, the animation and the pause. Every
//! system that must know whether the board has settled or who may move now reads
//! [`TurnPhase`]; none asks the animation itself. Once the board settles, the gems are checked
//! against the engine.

use crate::AppSystems;
use crate::game::board::{Gem, Place, check_counts};
use crate::game::messages::Refusal;
use crate::game::sowing::{Playback, Sowing};
use crate::game::table::{Match, Player};
use bevy::prelude::*;

/// Where the game stands.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TurnPhase {
    /// A board is being built, or gems are moving: nobody may move until they settle.
    #[default]
    Settling,
    /// The board has settled and a human is to move.
    HumanToMove,
    /// The board has settled and the AI is to move (it thinks).
    AiToMove,
    /// The board has settled and a player at another table is to move (online): their move
    /// comes from the server.
    RemoteToMove,
    /// The board has settled, a player is to move, and the player paused the game: neither
    /// the AI nor a human may move until it resumes.
    Paused,
    /// The game is over and its last move has settled on the board.
    Over,
    /// The board has settled on a position of a replay: nobody moves, the replay steps.
    Replay,
}

impl TurnPhase {
    /// The board shows the engine's position: nothing is sown or sliding.
    pub fn settled(self) -> bool {
        self != TurnPhase::Settling
    }

    /// A decision may be played now (by whoever is to move).
    pub fn open_for_moves(self) -> bool {
        matches!(
            self,
            TurnPhase::HumanToMove | TurnPhase::AiToMove | TurnPhase::RemoteToMove
        )
    }

    /// Why a human may not sow a pit other than their own now: the gems still move, the game
    /// is paused, or it is the other side's turn.
    pub fn refusal(self) -> Refusal {
        match self {
            TurnPhase::Paused => Refusal::Paused,
            TurnPhase::HumanToMove | TurnPhase::AiToMove | TurnPhase::RemoteToMove => {
                Refusal::NotYourTurn
            }
            _ => Refusal::StillSowing,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TurnPhase>().add_systems(
        Update,
        (
            set_phase.in_set(AppSystems::Phase),
            check_settled_board.in_set(AppSystems::Present),
        ),
    );
}

/// The one system that asks the animation whether it is idle.
pub(super) fn set_phase(
    m: Res<Match>,
    sowing: Res<Sowing>,
    playback: Res<Playback>,
    mut phase: ResMut<TurnPhase>,
) {
    let next = if !sowing.is_idle() {
        TurnPhase::Settling
    } else if m.is_replay() {
        TurnPhase::Replay
    } else {
        match m.mover() {
            None => TurnPhase::Over,
            Some(_) if playback.paused => TurnPhase::Paused,
            Some(Player::Human) => TurnPhase::HumanToMove,
            Some(Player::Ai(_)) => TurnPhase::AiToMove,
            Some(Player::Remote) => TurnPhase::RemoteToMove,
        }
    };
    phase.set_if_neq(next);
}

/// When the board settles, the gems must match the engine; says so loudly if not.
fn check_settled_board(
    m: Res<Match>,
    phase: Res<TurnPhase>,
    places: Query<&Place, With<Gem>>,
    mut was_settled: Local<bool>,
) {
    let settled = phase.settled();
    if settled
        && !*was_settled
        && let Err(wrong) = check_counts(m.position().board(), places)
    {
        error!("gems disagree with the engine: {wrong}");
    }
    *was_settled = settled;
}
