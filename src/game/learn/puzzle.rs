//! A puzzle on the table: its position, how far into its answer the learner is, and whether
//! it was solved, missed or helped with a hint. Its proof gives every move's value at each
//! step, shown once the learner has answered.

use crate::engine::learn::progress::Progress;
use crate::engine::learn::puzzle::{Puzzle, PuzzleSet};
use crate::engine::learn::shipped;
use crate::engine::{Move, Position, RuleSet};
use crate::game::messages::MovePlayed;
use crate::game::table::Match;

/// The preset of the puzzle of the day.
const DAILY_RULES: &str = "kalah";

/// Where the learner stands in a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleState {
    /// The learner is to find the answer's next move.
    Solving,
    /// A move is being sown: the answer's (`right`) or another.
    Sowing { right: bool, played: Move },
    /// The whole answer was played.
    Solved,
    /// Another move was played at step `step` of the answer.
    Missed { played: Move },
}

/// A puzzle on the table.
pub struct PuzzleRun {
    pub rules: String,
    pub rule_set: RuleSet,
    /// Its place in the preset's file.
    pub index: usize,
    /// How many puzzles the preset has.
    pub count: usize,
    pub puzzle: Puzzle,
    pub position: Position,
    /// The answer's moves played so far.
    pub step: usize,
    pub state: PuzzleState,
    /// A hint was asked: solving it no longer counts.
    pub hinted: bool,
    /// The rating's change from this puzzle's first answer.
    pub rating_change: Option<f64>,
    /// It is the puzzle of the day.
    pub daily: bool,
}

/// The shipped puzzles of `rules`.
pub fn puzzles_of(rules: &str) -> Option<PuzzleSet> {
    PuzzleSet::from_json(shipped::puzzles(rules)?).ok()
}

/// Days since 1970-01-01, today.
fn today() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400)
}

impl PuzzleRun {
    /// Puzzle `index` of the preset `rules`.
    pub fn start(rules: &str, index: usize) -> Option<PuzzleRun> {
        let set = puzzles_of(rules)?;
        let rule_set = set.rule_set().ok()?;
        let puzzle = set.puzzles.get(index)?.clone();
        let position = puzzle.position(&rule_set).ok()?;
        Some(PuzzleRun {
            rules: rules.to_string(),
            rule_set,
            index,
            count: set.puzzles.len(),
            puzzle,
            position,
            step: 0,
            state: PuzzleState::Solving,
            hinted: false,
            rating_change: None,
            daily: false,
        })
    }

    /// The puzzle of the day: the same for everyone on a date.
    pub fn of_the_day() -> Option<PuzzleRun> {
        let set = puzzles_of(DAILY_RULES)?;
        let daily = set.of_the_day(today())?;
        let index = set.puzzles.iter().position(|p| p.id == daily.id)?;
        let run = PuzzleRun::start(DAILY_RULES, index)?;
        Some(PuzzleRun { daily: true, ..run })
    }

    /// The preset's unsolved puzzle whose rating is nearest the learner's (the first one again
    /// once every one is solved).
    pub fn next(rules: &str, progress: &Progress) -> Option<PuzzleRun> {
        let set = puzzles_of(rules)?;
        let rating = progress.rating.rating;
        let index = set
            .puzzles
            .iter()
            .enumerate()
            .filter(|(_, p)| !progress.tried.contains(&p.id))
            .min_by_key(|(_, p)| (f64::from(p.rating) - rating).abs() as u32)
            .map_or(0, |(i, _)| i);
        PuzzleRun::start(rules, index)
    }

    /// The answer's next move, once a hint was asked.
    pub fn pointing(&self) -> Option<Move> {
        (self.hinted && self.state == PuzzleState::Solving)
            .then(|| self.puzzle.solution.get(self.step).copied())
            .flatten()
    }

    /// Every move's value at the step the learner is at (or answered last), best first.
    pub fn values(&self) -> &[(Move, i32)] {
        let step = self.step.min(self.puzzle.proof.len().saturating_sub(1));
        self.puzzle.proof.get(step).map_or(&[], Vec::as_slice)
    }

    /// The puzzle from its position again.
    pub fn retry(&mut self) {
        self.step = 0;
        self.state = PuzzleState::Solving;
    }

    /// A move was played: the answer's next one or not. After the last, or a wrong one,
    /// nobody moves.
    pub fn played(&mut self, p: &MovePlayed, m: &mut Match) {
        if self.state != PuzzleState::Solving {
            return;
        }
        let right = self.puzzle.solution.get(self.step) == Some(&p.mv);
        self.state = PuzzleState::Sowing {
            right,
            played: p.mv,
        };
        if !right || self.step + 1 == self.puzzle.solution.len() {
            m.hold();
        }
    }

    /// The gems have settled: on to the answer's next move, or the puzzle solved or missed
    /// (its first answer rated in `progress`).
    pub fn settled(&mut self, progress: &mut Progress) {
        let PuzzleState::Sowing { right, played } = self.state else {
            return;
        };
        if right && self.step + 1 < self.puzzle.solution.len() {
            self.step += 1;
            self.state = PuzzleState::Solving;
            return;
        }
        self.state = if right {
            PuzzleState::Solved
        } else {
            PuzzleState::Missed { played }
        };
        let solved = right && !self.hinted;
        let change = progress.answer_puzzle(&self.puzzle, solved);
        self.rating_change.get_or_insert(change);
    }
}
