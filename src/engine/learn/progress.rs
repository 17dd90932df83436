//! What the game keeps of the learner: the lesson stages passed in each rule set, the puzzles
//! tried and solved, the puzzle rating and streak, and whether the first-launch offer to learn
//! was answered. One small JSON file beside the statistics.

use super::puzzle::{PUZZLE_DEVIATION, Puzzle};
use super::rating::Rating;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The learner's progress.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Per preset, the stages passed (0-based).
    pub stages: BTreeMap<String, BTreeSet<usize>>,
    /// Per preset, the stages passed at the first try.
    pub first_try: BTreeMap<String, BTreeSet<usize>>,
    /// Ids of the puzzles solved.
    pub solved: BTreeSet<String>,
    /// Ids of the puzzles tried (solved or not).
    pub tried: BTreeSet<String>,
    pub rating: Rating,
    /// Puzzles solved in a row, now and at best.
    pub streak: u32,
    pub best_streak: u32,
    /// The first launch's offer to learn has been answered (either way).
    pub offer_answered: bool,
}

impl Progress {
    pub fn from_json(text: &str) -> Result<Progress, serde_json::Error> {
        serde_json::from_str(text)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("progress serialises")
    }

    /// Stage `stage` of the lesson of `rules` passed, at the first try or not.
    pub fn pass_stage(&mut self, rules: &str, stage: usize, first_try: bool) {
        self.stages.entry(rules.into()).or_default().insert(stage);
        if first_try {
            self.first_try
                .entry(rules.into())
                .or_default()
                .insert(stage);
        }
    }

    /// Stages of `rules` passed, and of those at the first try.
    pub fn passed(&self, rules: &str) -> (usize, usize) {
        let count = |m: &BTreeMap<String, BTreeSet<usize>>| m.get(rules).map_or(0, |s| s.len());
        (count(&self.stages), count(&self.first_try))
    }

    /// A puzzle answered: only its first try moves the rating, the streak counts every
    /// answer. Returns the rating change.
    pub fn answer_puzzle(&mut self, puzzle: &Puzzle, solved: bool) -> f64 {
        let before = self.rating.rating;
        if self.tried.insert(puzzle.id.clone()) {
            self.rating =
                self.rating
                    .after_puzzle(f64::from(puzzle.rating), PUZZLE_DEVIATION, solved);
        }
        if solved {
            self.solved.insert(puzzle.id.clone());
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        self.rating.rating - before
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::learn::puzzle::Theme;

    fn puzzle(id: &str, rating: u16) -> Puzzle {
        Puzzle {
            id: id.into(),
            south: vec![],
            north: vec![],
            stores: [0, 0],
            quiet: 0,
            tuzdyks: [0, 0],
            solution: vec![],
            proof: vec![],
            theme: Theme::Capture,
            rating,
            missed_by: vec![],
        }
    }

    #[test]
    fn only_a_first_try_moves_the_rating_and_a_miss_ends_the_streak() {
        let mut p = Progress::default();
        assert!(p.answer_puzzle(&puzzle("a", 1500), true) > 0.0);
        assert!(p.answer_puzzle(&puzzle("b", 1500), true) > 0.0);
        assert_eq!((p.streak, p.best_streak), (2, 2));
        assert!(p.answer_puzzle(&puzzle("c", 1500), false) < 0.0);
        assert_eq!((p.streak, p.best_streak), (0, 2));
        // Trying "c" again and solving it: the streak grows, the rating stays.
        assert_eq!(p.answer_puzzle(&puzzle("c", 1500), true), 0.0);
        assert_eq!(p.streak, 1);
        assert_eq!(p.solved.len(), 3);
    }

    #[test]
    fn progress_survives_a_round_trip_and_old_files_lack_nothing() {
        let mut p = Progress::default();
        p.pass_stage("kalah", 0, true);
        p.pass_stage("kalah", 3, false);
        p.answer_puzzle(&puzzle("a", 1200), true);
        // The rating comes back to within JSON's float precision.
        let back = Progress::from_json(&p.to_json()).unwrap();
        assert!((back.rating.rating - p.rating.rating).abs() < 1e-9);
        assert_eq!(
            Progress {
                rating: p.rating,
                ..back
            },
            p
        );
        assert_eq!(p.passed("kalah"), (2, 1));
        assert_eq!(Progress::from_json("{}").unwrap(), Progress::default());
        assert!(Progress::from_json("{\"streak\": \"x\"}").is_err());
    }
}
