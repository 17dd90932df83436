//! The side the screen faces: the player's own row nearest. North when the only human at this
//! screen plays North now (online, or against the AI, or after the pie rule's swap); with two
//! humans at this screen and the setting to turn the board, the side to move, once the last
//! move has settled; South otherwise. The camera stands behind it (`view::camera`) and the keys
//! and pads step Left and Right as it shows the pits (`input::focus`). The seats keep their
//! names in words, announcements and records.

use crate::AppSystems;
use crate::engine::Side;
use crate::game::phase::TurnPhase;
use crate::game::settings::Settings;
use crate::game::table::Match;
use bevy::prelude::*;

/// The side whose row is nearest on screen.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenFacing(pub Side);

impl Default for ScreenFacing {
    fn default() -> Self {
        ScreenFacing(Side::South)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenFacing>().add_systems(
        Update,
        face.in_set(AppSystems::Phase)
            .after(super::phase::set_phase),
    );
}

/// The side the screen faces for `m`, turning to the mover when `turn_to_mover` (a setting).
pub fn facing(m: &Match, turn_to_mover: bool) -> Side {
    let two_here = [Side::South, Side::North]
        .iter()
        .all(|&side| m.player(side).is_human());
    match m.lone_human() {
        Some(Side::North) => Side::North,
        None if two_here && turn_to_mover && m.in_play() => m.position().to_move(),
        _ => Side::South,
    }
}

/// Faces the screen anew when the players, the position or the setting change, once the board
/// has settled (never in the middle of a move's sowing).
fn face(
    m: Res<Match>,
    settings: Res<Settings>,
    phase: Res<TurnPhase>,
    mut screen: ResMut<ScreenFacing>,
) {
    if !(m.is_changed() || settings.is_changed() || phase.is_changed()) || !phase.settled() {
        return;
    }
    screen.set_if_neq(ScreenFacing(facing(&m, settings.turn_to_mover)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::Level;
    use crate::engine::{Move, RuleSet};
    use crate::game::table::{MatchSettings, Player, Starter};

    fn table(players: [Player; 2]) -> Match {
        let settings = MatchSettings {
            rules: RuleSet::kalah(),
            players,
            starter: Starter::South,
        };
        Match::new(settings, None).unwrap()
    }

    #[test]
    fn the_screen_faces_the_only_human_at_it() {
        let facing_with = |players| facing(&table(players), false);
        assert_eq!(
            facing_with([Player::Ai(Level::Medium), Player::Human]),
            Side::North
        );
        assert_eq!(facing_with([Player::Remote, Player::Human]), Side::North);
        assert_eq!(facing_with([Player::Human, Player::Remote]), Side::South);
        assert_eq!(facing_with([Player::Human, Player::Human]), Side::South);
    }

    #[test]
    fn two_humans_may_turn_the_board_to_the_side_to_move() {
        let mut two = table([Player::Human, Player::Human]);
        // South's pit 1 hands the turn to North.
        two.play(Move::ccw(0)).unwrap();
        assert_eq!(two.position().to_move(), Side::North);
        assert_eq!(facing(&two, true), Side::North);
        assert_eq!(facing(&two, false), Side::South, "off by default");
        // Against the AI the board stays with the human, setting or not.
        let mut alone = table([Player::Human, Player::Ai(Level::Easy)]);
        alone.play(Move::ccw(0)).unwrap();
        assert_eq!(facing(&alone, true), Side::South);
    }
}
