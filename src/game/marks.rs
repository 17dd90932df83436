//! What each hole shows besides its gems: whether the mover may sow it, whether the player is
//! pointing at it, where the focused pit's last seed would land (the engine plays the move on a
//! copy to find out), the hint (in a replay: the review's best move in the position on the
//! table; in a lesson or a puzzle: the pit the learner is pointed to), the store of the side
//! to move, so the board itself says whose turn it is, the hole just refused, and a tuzdyk. Pure state on the hole entities; the
//! scene turns it into light.

use crate::AppSystems;
use crate::engine::{Hole, Move};
use crate::game::ai::Brain;
use crate::game::board::{Pit, Store, hole_of};
use crate::game::learn::Learning;
use crate::game::messages::PitFocus;
use crate::game::phase::TurnPhase;
use crate::game::refusal::Refused;
use crate::game::replay::review::GameReview;
use crate::game::table::Match;
use bevy::prelude::*;

/// The marks of one hole.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// A human to move may sow this pit now.
    pub playable: bool,
    /// A pit of the human to move that cannot be sown.
    pub disabled: bool,
    /// The pit the player points at.
    pub focused: bool,
    /// The focused pit's last seed lands here (counter-clockwise) ...
    pub landing: bool,
    /// ... or here, sowing clockwise (where the rules let the mover choose).
    pub landing_cw: bool,
    /// The hint's pit.
    pub hint: bool,
    /// The store of the side to move, while the game is played and the board has settled
    /// (whoever moves: a human, the AI or a player online).
    pub to_move: bool,
    /// The hole a refused click, key or pad press asked for, while the refusal is answered.
    pub refused: bool,
    /// A tuzdyk (Toguz Kumalak): a pit claimed for good by the other side.
    pub tuzdyk: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.register_required_components::<Pit, Marks>()
        .register_required_components::<Store, Marks>()
        .add_systems(Update, update_marks.in_set(AppSystems::Present));
}

/// What the player did at the board: the pit pointed at and the last refusal, with the clock
/// that times it.
#[derive(bevy::ecs::system::SystemParam)]
struct PlayerAsks<'w> {
    focus: Res<'w, PitFocus>,
    refused: Res<'w, Refused>,
    time: Res<'w, Time>,
}

fn update_marks(
    m: Res<Match>,
    phase: Res<TurnPhase>,
    asks: PlayerAsks,
    brain: Res<Brain>,
    review: Res<GameReview>,
    learning: Res<Learning>,
    mut holes: Query<(Option<&Pit>, Option<&Store>, &mut Marks)>,
) {
    let pos = m.position();
    let human_turn = m.human_to_move() && phase.settled();
    let refused = asks
        .refused
        .answered(asks.time.elapsed_secs())
        .and_then(|last| last.hole);
    let focused = asks.focus.0.filter(|&i| human_turn && m.sowable(i).any());
    let landing = focused
        .filter(|&i| m.sowable(i).ccw)
        .and_then(|i| m.landing(Move::ccw(i)));
    let landing_cw = focused
        .filter(|&i| m.sowable(i).cw)
        .and_then(|i| m.landing(Move::cw(i)));
    let hint = if m.is_practice() {
        learning.pointing().and_then(pit_of).filter(|_| human_turn)
    } else if m.is_replay() {
        review
            .best_here(&m)
            .and_then(pit_of)
            .filter(|_| phase.settled())
    } else {
        brain
            .hint(&m)
            .and_then(|h| pit_of(h.mv))
            .filter(|_| human_turn)
    };
    let in_play = phase.settled() && m.outcome().is_none() && !m.is_replay();
    for (pit, store, mut marks) in &mut holes {
        let Some(hole) = hole_of(pit, store) else {
            continue;
        };
        let own = |index: u8| matches!(hole, Hole::Pit { side, index: i } if side == pos.to_move() && i == index);
        let mover_pit = match hole {
            Hole::Pit { side, index } if human_turn && side == pos.to_move() => Some(index),
            _ => None,
        };
        let next = Marks {
            playable: mover_pit.is_some_and(|i| m.sowable(i).any()),
            disabled: mover_pit.is_some_and(|i| !m.sowable(i).any()),
            focused: focused.is_some_and(own),
            landing: landing == Some(hole),
            landing_cw: landing_cw == Some(hole),
            hint: hint.is_some_and(own),
            to_move: in_play && hole == Hole::Store(pos.to_move()),
            refused: refused == Some(hole),
            tuzdyk: pos.whose_tuzdyk(hole).is_some(),
        };
        marks.set_if_neq(next);
    }
}

/// The pit a move sows, if it sows one.
fn pit_of(mv: Move) -> Option<u8> {
    match mv {
        Move::Sow { pit, .. } => Some(pit),
        Move::Swap => None,
    }
}
