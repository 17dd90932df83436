//! The five difficulty levels and how each one plays: how deep it looks, whether a clock or
//! only the depth ends its thinking, how often it picks a move that is not the best (a softmax
//! over search values, never a move far worse than the best), and whether it asks the solver.

use super::eval::SCALE;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// A difficulty level, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Master,
}

/// How a level plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Style {
    /// Deepest iteration, in decisions.
    pub depth: u32,
    /// The clock (`think_time`) also ends the search; otherwise only the depth does, so the
    /// level plays the same moves on every machine.
    pub timed: bool,
    /// Softmax temperature over root values, in evaluation units; 0 always plays the best.
    pub temperature: i32,
    /// Never plays a move valued more than this below the best, in evaluation units.
    pub margin: i32,
    /// Asks the exact solver first when few enough seeds are left.
    pub solve: bool,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Master => "Master",
        }
    }

    /// A level by name, case-insensitive.
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
    }

    /// The level's time budget per decision. Beginner to Medium stop at their depth, far
    /// sooner on any machine; Hard and Master think until their depth or this budget.
    pub fn think_time(self) -> Duration {
        Duration::from_millis(match self {
            Level::Beginner | Level::Easy => 500,
            Level::Medium => 1000,
            Level::Hard => 1500,
            Level::Master => 3000,
        })
    }

    pub(crate) fn style(self) -> Style {
        let seeds = |n: i32| n * SCALE;
        match self {
            Level::Beginner => Style {
                depth: 2,
                timed: false,
                temperature: seeds(2),
                margin: seeds(4),
                solve: false,
            },
            Level::Easy => Style {
                depth: 3,
                timed: false,
                temperature: seeds(1),
                margin: seeds(2),
                solve: false,
            },
            Level::Medium => Style {
                depth: 6,
                timed: false,
                temperature: 0,
                margin: 0,
                solve: false,
            },
            Level::Hard => Style {
                depth: 10,
                timed: true,
                temperature: 0,
                margin: 0,
                solve: false,
            },
            Level::Master => Style {
                depth: 60,
                timed: true,
                temperature: 0,
                margin: 0,
                solve: true,
            },
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
