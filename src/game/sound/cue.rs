//! What is heard, worked out without Bevy's audio: the [`Cue`]s, and which cue a step of a
//! move's trace gives ([`of_step`]), so the sounds follow the engine's trace as the gems do.

use crate::engine::{Hole, Outcome, Side, Step};
use bevy::prelude::*;

/// A sound the game makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A gem lands in a pit that already holds `resting` gems (the fuller the pit, the lower
    /// and duller the click).
    Bead {
        resting: u8,
    },
    /// A gem drops into a store.
    Store,
    /// Captured gems, or the end's leftovers, slide into a store.
    Capture,
    /// Relay sowing lifts the gems of the pit where the last one fell.
    Relay,
    /// A pit reached four.
    Four,
    /// The mover sows again.
    ExtraTurn,
    /// The pie rule's swap of sides.
    Swap,
    /// A human asked for a pit that cannot be sown.
    Refused,
    /// The game ended, heard by the player at the table: won, lost, or drawn.
    Won,
    Lost,
    Drawn,
    /// A click on the overlay's menus and buttons.
    Click,
}

/// A cue to play now, and the hole it comes from, if any (its place on screen sets the
/// stereo position; none is heard in the middle).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoundCue {
    pub cue: Cue,
    pub hole: Option<Hole>,
}

impl SoundCue {
    pub fn at(cue: Cue, hole: Hole) -> SoundCue {
        SoundCue {
            cue,
            hole: Some(hole),
        }
    }

    pub fn centre(cue: Cue) -> SoundCue {
        SoundCue { cue, hole: None }
    }
}

/// The cue of one step of a trace: `resting` is the gems already in the hole a drop lands in,
/// `ending` the cue for the game's end at this table (see [`ending`]). Lifting a pit and the
/// turn passing make no sound.
pub fn of_step(step: &Step, resting: usize, ending: Cue) -> Option<SoundCue> {
    Some(match *step {
        Step::Drop {
            hole: hole @ Hole::Store(_),
        } => SoundCue::at(Cue::Store, hole),
        Step::Drop { hole } => SoundCue::at(
            Cue::Bead {
                resting: resting.min(u8::MAX as usize) as u8,
            },
            hole,
        ),
        Step::Capture { store, .. }
        | Step::CountCapture { store, .. }
        | Step::TuzdykClaim { store, .. }
        | Step::EndSweep { store, .. } => SoundCue::at(Cue::Capture, store),
        // A seed through a tuzdyk lands in its owner's store.
        Step::TuzdykTake { store, .. } => SoundCue::at(Cue::Store, store),
        Step::Relay { pit, .. } => SoundCue::at(Cue::Relay, pit),
        Step::Four { pit, .. } => SoundCue::at(Cue::Four, pit),
        Step::ExtraTurn { .. } => SoundCue::centre(Cue::ExtraTurn),
        Step::Swap => SoundCue::centre(Cue::Swap),
        Step::GameOver { .. } => SoundCue::centre(ending),
        // A grand slam captures nothing: the seeds stay, silent.
        Step::Lift { .. } | Step::TurnPasses { .. } | Step::GrandSlam { .. } => return None,
    })
}

/// How the end sounds to `listener`, the only human at the table: won or lost; a draw is
/// drawn. Without a lone human (two humans, or two AIs) a win sounds won.
pub fn ending(outcome: Outcome, listener: Option<Side>) -> Cue {
    match outcome {
        Outcome::Draw => Cue::Drawn,
        Outcome::Win(side) if listener.is_some_and(|l| l != side) => Cue::Lost,
        Outcome::Win(_) => Cue::Won,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Move, RuleSet};

    fn cues(rules: &str, moves: &[Move]) -> Vec<Vec<Cue>> {
        let mut game = Game::new(RuleSet::load(rules).unwrap(), Side::South).unwrap();
        moves
            .iter()
            .map(|&mv| {
                let steps = game.play(mv).unwrap();
                steps
                    .iter()
                    .filter_map(|s| of_step(s, 0, Cue::Won))
                    .map(|c| c.cue)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn every_gem_that_lands_is_heard_and_lifts_are_not() {
        // Kalah: pit 3 of 4 seeds reaches the store with its last: three beads, a store, and
        // the extra turn.
        let bead = Cue::Bead { resting: 0 };
        assert_eq!(
            cues("kalah", &[Move::ccw(2)]),
            [vec![bead, bead, bead, Cue::Store, Cue::ExtraTurn]]
        );
    }

    #[test]
    fn each_kind_of_step_has_its_cue() {
        let store = Hole::Store(Side::South);
        let pit = Hole::Pit {
            side: Side::North,
            index: 1,
        };
        let cue = |step| of_step(&step, 5, Cue::Lost).map(|c| c.cue);
        assert_eq!(
            cue(Step::Drop { hole: pit }),
            Some(Cue::Bead { resting: 5 })
        );
        assert_eq!(cue(Step::Drop { hole: store }), Some(Cue::Store));
        assert_eq!(
            cue(Step::Capture {
                pit,
                opposite: pit,
                seeds: 3,
                store
            }),
            Some(Cue::Capture)
        );
        assert_eq!(
            cue(Step::EndSweep {
                pit,
                seeds: 2,
                store
            }),
            Some(Cue::Capture)
        );
        assert_eq!(cue(Step::Relay { pit, seeds: 2 }), Some(Cue::Relay));
        assert_eq!(cue(Step::Four { pit, store }), Some(Cue::Four));
        assert_eq!(cue(Step::Swap), Some(Cue::Swap));
        assert_eq!(
            cue(Step::ExtraTurn { side: Side::South }),
            Some(Cue::ExtraTurn)
        );
        assert_eq!(
            cue(Step::GameOver {
                reason: crate::engine::EndReason::NoMoves
            }),
            Some(Cue::Lost)
        );
        assert_eq!(cue(Step::Lift { pit, seeds: 4 }), None);
        assert_eq!(cue(Step::TurnPasses { to: Side::North }), None);
        // Where it is heard: the hole the gem lands in, the store a capture goes to.
        assert_eq!(
            of_step(&Step::Drop { hole: pit }, 0, Cue::Won)
                .unwrap()
                .hole,
            Some(pit)
        );
        assert_eq!(of_step(&Step::Swap, 0, Cue::Won).unwrap().hole, None);
    }

    #[test]
    fn the_end_sounds_as_the_lone_human_sees_it() {
        let south = Outcome::Win(Side::South);
        assert_eq!(ending(south, Some(Side::South)), Cue::Won);
        assert_eq!(ending(south, Some(Side::North)), Cue::Lost);
        assert_eq!(ending(south, None), Cue::Won);
        assert_eq!(ending(Outcome::Draw, Some(Side::North)), Cue::Drawn);
    }
}
