//! The step trace of a move: every lift, drop, capture and turn change in the order it happens.
//! The 3D game animates exactly these steps, and `Board::apply_step` replays them.

use super::board::{Board, Hole, Side};
use serde::{Deserialize, Serialize};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A player had no legal move.
    NoMoves,
    /// A store holds more than half of all seeds.
    Majority,
    /// Too many decisions in a row without a seed entering a store.
    NoProgress,
    /// A position came back (the game keeps its past to see it).
    Repetition,
}

/// One thing that happens on the board during a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The mover lifts all `seeds` of a pit.
    Lift { pit: Hole, seeds: u8 },
    /// One seed from the hand drops into a hole.
    Drop { hole: Hole },
    /// A pit reached exactly four: its four seeds go to its owner's store.
    Four { pit: Hole, store: Hole },
    /// Relay sowing: the mover lifts all `seeds` of the pit where the last seed fell.
    Relay { pit: Hole, seeds: u8 },
    /// The last seed and the opposite pit's seeds (`seeds` in all) go to the mover's store.
    Capture {
        pit: Hole,
        opposite: Hole,
        seeds: u8,
        store: Hole,
    },
    /// The last seed made a capturing count in a pit (or the pit is in its chain): its `seeds`
    /// go to the mover's store.
    CountCapture { pit: Hole, seeds: u8, store: Hole },
    /// The last seed made three in an opponent's pit: it becomes the mover's tuzdyk for good,
    /// and its `seeds` go to the mover's store.
    TuzdykClaim { pit: Hole, seeds: u8, store: Hole },
    /// A seed fell in a tuzdyk: it goes on to the store of the tuzdyk's owner.
    TuzdykTake { pit: Hole, store: Hole },
    /// The capture by count would take every seed of the opponent's row: `side` (the mover)
    /// captures nothing.
    GrandSlam { side: Side },
    /// The last seed fell in the mover's store: `side` moves again.
    ExtraTurn { side: Side },
    /// The turn passes to `to`.
    TurnPasses { to: Side },
    /// Pie rule: the players exchange sides; the board does not change.
    Swap,
    /// At the end, a pit's leftover seeds go to its owner's store.
    EndSweep { pit: Hole, seeds: u8, store: Hole },
    /// The game is over.
    GameOver { reason: EndReason },
}

/// A trace that does not hold the step it was asked to replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError(pub String);

impl Board {
    /// Plays one step of a trace on these counts; `hand` is the number of seeds in the
    /// mover's hand, lifted by `Lift`/`Relay` and spent by `Drop`.
    pub fn apply_step(&mut self, step: &Step, hand: &mut u16) -> Result<(), ReplayError> {
        let take = |board: &mut Board, hole: Hole, n: u8| {
            let slot = board.slot(hole);
            let have = board.at(slot);
            if have < n {
                return Err(ReplayError(format!("{hole:?} holds {have}, not {n}")));
            }
            *board.at_mut(slot) -= n;
            Ok(())
        };
        let put = |board: &mut Board, hole: Hole, n: u8| {
            let slot = board.slot(hole);
            *board.at_mut(slot) += n;
        };
        match *step {
            Step::Lift { pit, seeds } | Step::Relay { pit, seeds } => {
                if self.count(pit) != seeds {
                    return Err(ReplayError(format!(
                        "lift of {seeds} from {pit:?} which holds {}",
                        self.count(pit)
                    )));
                }
                take(self, pit, seeds)?;
                *hand += seeds as u16;
            }
            Step::Drop { hole } => {
                if *hand == 0 {
                    return Err(ReplayError("drop from an empty hand".into()));
                }
                *hand -= 1;
                put(self, hole, 1);
            }
            Step::Four { pit, store } => {
                take(self, pit, 4)?;
                put(self, store, 4);
            }
            Step::Capture {
                pit,
                opposite,
                seeds,
                store,
            } => {
                let n = self.count(pit) + self.count(opposite);
                if n != seeds {
                    return Err(ReplayError(format!("capture of {seeds} but {n} there")));
                }
                take(self, pit, self.count(pit))?;
                take(self, opposite, self.count(opposite))?;
                put(self, store, seeds);
            }
            Step::EndSweep { pit, seeds, store } => {
                take(self, pit, seeds)?;
                put(self, store, seeds);
            }
            Step::CountCapture { pit, seeds, store } | Step::TuzdykClaim { pit, seeds, store } => {
                if self.count(pit) != seeds {
                    return Err(ReplayError(format!(
                        "capture of {seeds} from {pit:?} which holds {}",
                        self.count(pit)
                    )));
                }
                take(self, pit, seeds)?;
                put(self, store, seeds);
            }
            Step::TuzdykTake { pit, store } => {
                take(self, pit, 1)?;
                put(self, store, 1);
            }
            Step::ExtraTurn { .. }
            | Step::TurnPasses { .. }
            | Step::Swap
            | Step::GrandSlam { .. }
            | Step::GameOver { .. } => {}
        }
        Ok(())
    }

    /// Replays a whole trace; the hand must be empty at the end.
    pub fn replay(&mut self, steps: &[Step]) -> Result<(), ReplayError> {
        let mut hand = 0;
        for step in steps {
            self.apply_step(step, &mut hand)?;
        }
        if hand != 0 {
            return Err(ReplayError(format!("{hand} seeds left in hand")));
        }
        Ok(())
    }
}

/// Where `sow` reports steps. `()` drops them at no cost (search); `Vec<Step>` records them.
pub trait StepSink {
    /// Whether steps are wanted at all; lets the compiler remove trace building in search.
    const ENABLED: bool;
    fn step(&mut self, step: Step);
}

impl StepSink for () {
    const ENABLED: bool = false;
    #[inline(always)]
    fn step(&mut self, _: Step) {}
}

impl StepSink for Vec<Step> {
    const ENABLED: bool = true;
    fn step(&mut self, step: Step) {
        self.push(step);
    }
}
