//! The overlay's Learn: the [`panel`] that lists the lessons by rule set with their progress and
//! the puzzles with the learner's rating, the [`card`] that talks the learner through a lesson
//! stage or a puzzle on the board, and the first launch's [`offer`] to learn.

pub(crate) mod card;
pub(crate) mod offer;
pub(crate) mod panel;
mod values;
