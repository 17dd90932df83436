//! The focus that keys and pads move: over the pits the human to move may sow, in the order
//! they stand on screen (the camera sits behind the facing side, whose pits run left to right,
//! and the other side's right to left), skipping pits that cannot be sown. Also what sowing the focused
//! pit means: the same `ChooseMove` a click on it writes.
//!
//! The last input wins: once keys or a pad have moved the focus (or sown), it is kept on a
//! playable pit from turn to turn (the pointer clears the focus when the position changes)
//! until the mouse hovers a pit. Which of them drives it is kept too, so the HUD can say how to
//! move in the words of the input the player last used.

use crate::AppSystems;
use crate::engine::{Hole, Move, Side};
use crate::game::board::layout::Layout;
use crate::game::facing::ScreenFacing;
use crate::game::messages::{ChooseMove, GameCommand, MoveRefused, PitFocus};
use crate::game::phase::TurnPhase;
use crate::game::table::Match;
use bevy::prelude::*;

/// The inputs besides the mouse that move the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Keys,
    Pad,
}

/// Whether keys or a pad drive the focus (and which), and where they left it.
#[derive(Resource, Default, Debug)]
pub struct DeviceFocus {
    /// `None` while the mouse has the focus.
    driver: Option<Device>,
    /// The focus as keys or a pad last set it.
    last: Option<u8>,
}

impl DeviceFocus {
    /// Which of keys and pads drives the focus; `None` while the mouse has it (and before any
    /// key or pad moved it).
    pub fn driver(&self) -> Option<Device> {
        self.driver
    }

    /// Keys or a pad (`by`) move the focus to `pit`.
    pub fn set(&mut self, by: Device, focus: &mut ResMut<PitFocus>, pit: Option<u8>) {
        self.driver = Some(by);
        self.last = pit.or(self.last);
        focus.set_if_neq(PitFocus(pit));
    }

    /// "Sow" pressed on keys or a pad (`by`): the move a click on the focused pit writes, or,
    /// when the focused pit cannot be sown that way, `None` and the focus settles on a playable
    /// pit (so the first press shows where the focus is). Either way `by` takes the focus.
    pub fn press_sow(
        &mut self,
        by: Device,
        (m, facing): (&Match, Side),
        focus: &mut ResMut<PitFocus>,
        cw: bool,
    ) -> Option<ChooseMove> {
        let choice = sow(m, focus.0, cw);
        let kept = match choice {
            Some(_) => focus.0,
            None => settle(m, facing, focus.0),
        };
        self.set(by, focus, kept);
        choice
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DeviceFocus>()
        .add_systems(Update, keep_focus.in_set(AppSystems::Focus));
}

/// Hands the focus to the mouse when it hovers a pit, and otherwise keeps the keys' or pad's
/// focus on a playable pit whenever a human is to move and the board has settled.
fn keep_focus(
    m: Option<Res<Match>>,
    phase: Res<TurnPhase>,
    facing: Res<ScreenFacing>,
    mut device: ResMut<DeviceFocus>,
    mut focus: ResMut<PitFocus>,
) {
    let Some(m) = m else { return };
    if focus.0.is_some() && focus.0 != device.last {
        device.driver = None;
    }
    if device.driver.is_none() || !phase.settled() || !m.human_to_move() {
        return;
    }
    let kept = settle(&m, facing.0, focus.0.or(device.last));
    device.last = kept;
    focus.set_if_neq(PitFocus(kept));
}

/// The pits a human may sow now, from the left to the right of a screen that faces `facing`
/// (empty when no human is to move).
pub fn playable_pits(m: &Match, facing: Side) -> Vec<u8> {
    let mut pits = m.human_sowable_pits();
    pits.sort_by(|&a, &b| screen_x(m, facing, a).total_cmp(&screen_x(m, facing, b)));
    pits
}

/// Where the mover's pit `index` stands across the screen, from the left (seen from North the
/// board's x runs the other way).
fn screen_x(m: &Match, facing: Side, index: u8) -> f32 {
    let side = m.position().to_move();
    let x = Layout::new(m.rules().pits)
        .hole_center(Hole::Pit { side, index })
        .x;
    match facing {
        Side::South => x,
        Side::North => -x,
    }
}

/// The focus after one step to the right (`step > 0`) or left on screen. From no focus, or
/// from a pit that cannot be sown, the step goes to the nearest playable pit that way (or the
/// first one from that end); at the last playable pit it stays.
pub fn step(m: &Match, facing: Side, focus: Option<u8>, step: i32) -> Option<u8> {
    let pits = playable_pits(m, facing);
    let right = step > 0;
    let from_end = || {
        if right {
            pits.first().copied()
        } else {
            pits.last().copied()
        }
    };
    let Some(current) = focus.filter(|&f| f < m.rules().pits) else {
        return from_end();
    };
    match pits.iter().position(|&p| p == current) {
        Some(i) if right => Some(pits[(i + 1).min(pits.len() - 1)]),
        Some(i) => Some(pits[i.saturating_sub(1)]),
        None => {
            let x = screen_x(m, facing, current);
            let ahead = |&&p: &&u8| {
                if right {
                    screen_x(m, facing, p) > x
                } else {
                    screen_x(m, facing, p) < x
                }
            };
            let next = if right {
                pits.iter().find(ahead)
            } else {
                pits.iter().rev().find(ahead)
            };
            next.copied().or_else(from_end)
        }
    }
}

/// The focus that keys or a pad left on the board, made playable: kept when it may be sown,
/// otherwise the nearest playable pit (or none when no human is to move).
pub fn settle(m: &Match, facing: Side, focus: Option<u8>) -> Option<u8> {
    let pits = playable_pits(m, facing);
    match focus {
        Some(f) if pits.contains(&f) => Some(f),
        Some(f) if f < m.rules().pits => {
            let x = screen_x(m, facing, f);
            pits.iter().copied().min_by(|&a, &b| {
                (screen_x(m, facing, a) - x)
                    .abs()
                    .total_cmp(&(screen_x(m, facing, b) - x).abs())
            })
        }
        _ => pits.first().copied(),
    }
}

/// What pressing "sow" does with the focus: the move a click on the focused pit writes
/// (`cw` asks for clockwise where the rules let the mover choose), or `None` when the focused
/// pit cannot be sown that way.
pub fn sow(m: &Match, focus: Option<u8>, cw: bool) -> Option<ChooseMove> {
    let pit = focus?;
    let cw = cw && m.rules().chooses_direction();
    let mv = Move::Sow { pit, cw };
    (m.human_to_move() && m.is_legal(mv)).then_some(ChooseMove::human(mv))
}

/// "Sow" pressed on keys or a pad while no human is to move: why it is refused (`None` outside a
/// game being played, and while a human is to move: then the press moves the focus).
pub fn refusal(m: &Match, phase: TurnPhase) -> Option<MoveRefused> {
    (m.in_play() && !m.human_to_move()).then_some(MoveRefused {
        why: phase.refusal(),
        hole: None,
    })
}

/// "Play again" on the game-over banner: the same command its button writes.
pub fn play_again(m: &Match) -> Option<GameCommand> {
    m.outcome()
        .map(|_| GameCommand::NewGame(m.settings().clone()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RuleSet;
    use crate::engine::ai::Level;
    use crate::game::table::{MatchSettings, Player, Starter};

    /// A Kalah match where the human plays `human` against the AI, `human` to move.
    fn human_on(human: Side) -> Match {
        let mut players = [Player::Ai(Level::Medium); 2];
        players[human.index()] = Player::Human;
        let starter = match human {
            Side::South => Starter::South,
            Side::North => Starter::North,
        };
        let settings = MatchSettings {
            rules: RuleSet::kalah(),
            players,
            starter,
        };
        Match::new(settings, None).unwrap()
    }

    #[test]
    fn right_steps_to_the_right_on_screen_from_either_side() {
        for side in [Side::South, Side::North] {
            let m = human_on(side);
            // The player sits behind their own row: their pit 1 is on the left.
            let facing = crate::game::facing::facing(&m, false);
            assert_eq!(playable_pits(&m, facing), vec![0, 1, 2, 3, 4, 5], "{side}");
            assert_eq!(step(&m, facing, None, 1), Some(0), "{side}");
            assert_eq!(step(&m, facing, Some(2), 1), Some(3), "{side}");
            assert_eq!(step(&m, facing, Some(2), -1), Some(1), "{side}");
        }
    }
}
