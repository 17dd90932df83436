//! Learning on the table: a lesson's stages ([`lesson`]) and puzzles ([`puzzle`]) played on the
//! real board, with what the learner has passed and solved kept between runs ([`keep`]).
//! The game being played waits aside while the learner practises, and comes back as it was when
//! they leave: a practice position is never saved, kept or counted.

pub mod keep;
pub mod lesson;
pub mod puzzle;

use crate::AppSystems;
use crate::engine::learn::progress::Progress;
use crate::engine::{Move, Position, RuleSet};
use crate::game::messages::{MatchStarted, MovePlayed};
use crate::game::table::Match;
use bevy::prelude::*;
pub use keep::LearnProgress;
pub use lesson::{LessonRun, StageState};
pub use puzzle::{PuzzleRun, PuzzleState};

/// What the learner asks for.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum LearnCommand {
    /// The lesson of a preset, from this stage (0-based).
    Lesson { rules: String, stage: usize },
    /// A preset's puzzle, by its place in the preset's file.
    Puzzle { rules: String, index: usize },
    /// The puzzle of the day.
    PuzzleOfTheDay,
    /// The next puzzle of the preset being solved: the unsolved one nearest the learner's
    /// rating.
    NextPuzzle,
    /// The stage, or the puzzle, again from its position.
    Retry,
    /// The lesson's next stage.
    NextStage,
    /// Show the pit of the puzzle's answer (the puzzle then no longer counts as solved).
    Hint,
    /// Back to the game that waits aside.
    Leave,
    /// The first launch's offer to learn, answered.
    AnswerOffer,
}

/// The learner's lesson or puzzle on the table, if any, and the game waiting aside.
#[derive(Resource, Default)]
pub struct Learning {
    pub now: Option<Activity>,
    /// The game that was on the table before the learner started.
    waiting: Option<Match>,
}

/// A lesson or a puzzle.
pub enum Activity {
    Lesson(LessonRun),
    Puzzle(PuzzleRun),
}

impl Activity {
    /// The rule set and the position it puts on the table.
    fn table(&self) -> (RuleSet, Position) {
        match self {
            Activity::Lesson(run) => (run.rule_set.clone(), run.position),
            Activity::Puzzle(run) => (run.rule_set.clone(), run.position),
        }
    }

    fn pointing(&self) -> Option<Move> {
        match self {
            Activity::Lesson(run) => run.pointing(),
            Activity::Puzzle(run) => run.pointing(),
        }
    }

    fn retry(&mut self) {
        match self {
            Activity::Lesson(run) => run.retry(),
            Activity::Puzzle(run) => run.retry(),
        }
    }

    fn played(&mut self, p: &MovePlayed, m: &mut Match) {
        match self {
            Activity::Lesson(run) => run.played(p, m),
            Activity::Puzzle(run) => run.played(p, m),
        }
    }

    fn settled(&mut self, progress: &mut Progress) {
        match self {
            Activity::Lesson(run) => run.settled(progress),
            Activity::Puzzle(run) => run.settled(progress),
        }
    }

    /// The move has been answered and the board holds still: the learner's next step is a
    /// button (the next stage, try again, the next puzzle).
    fn waits(&self) -> bool {
        match self {
            Activity::Lesson(run) => {
                matches!(run.state, StageState::Passed | StageState::Wrong { .. })
            }
            Activity::Puzzle(run) => {
                matches!(run.state, PuzzleState::Solved | PuzzleState::Missed { .. })
            }
        }
    }
}

impl Learning {
    /// The move the board points at: the lesson stage's asked move (for a strategy stage only
    /// after a wrong try), or the puzzle's next answer once a hint was asked.
    pub fn pointing(&self) -> Option<Move> {
        self.now.as_ref().and_then(Activity::pointing)
    }

    /// The learner's next step is one of the card's buttons, not a move.
    pub fn waits(&self) -> bool {
        self.now.as_ref().is_some_and(Activity::waits)
    }

    pub fn lesson(&self) -> Option<&LessonRun> {
        match &self.now {
            Some(Activity::Lesson(run)) => Some(run),
            _ => None,
        }
    }

    pub fn puzzle(&self) -> Option<&PuzzleRun> {
        match &self.now {
            Some(Activity::Puzzle(run)) => Some(run),
            _ => None,
        }
    }

    /// A hint for the puzzle being solved (none in a lesson, whose board points already).
    fn hint(&mut self) {
        if let Some(Activity::Puzzle(run)) = &mut self.now {
            run.hinted = true;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LearnCommand>()
        .init_resource::<Learning>()
        .init_resource::<LearnProgress>()
        .add_systems(
            Update,
            (
                (learn_commands, hint_key).in_set(AppSystems::Flow),
                follow_moves.in_set(AppSystems::Present),
            ),
        );
}

/// Puts the activity's position on the table as a practice position, the game on the table
/// set aside first (once: a second lesson or puzzle replaces the first, not the game).
fn put_on_table(
    learning: &mut Learning,
    m: &mut Match,
    activity: &Activity,
    started: &mut MessageWriter<MatchStarted>,
) -> bool {
    let (rules, pos) = activity.table();
    match Match::practice(rules, pos, m) {
        Ok(practice) => {
            let left = std::mem::replace(m, practice);
            if !left.is_practice() && learning.waiting.is_none() {
                learning.waiting = Some(left);
            }
            started.write(MatchStarted);
            true
        }
        Err(e) => {
            error!("a practice position cannot be played: {e}");
            false
        }
    }
}

/// Starts `activity` (one that could not be found is said in the log).
fn start(
    learning: &mut Learning,
    m: &mut Match,
    activity: Option<Activity>,
    started: &mut MessageWriter<MatchStarted>,
) {
    let Some(activity) = activity else {
        error!("no such lesson stage or puzzle");
        return;
    };
    if put_on_table(learning, m, &activity, started) {
        learning.now = Some(activity);
    }
}

/// The hint's key or button during a puzzle is the puzzle's own hint.
fn hint_key(
    mut game: MessageReader<crate::game::messages::GameCommand>,
    mut learning: ResMut<Learning>,
) {
    let asked = game
        .read()
        .any(|c| *c == crate::game::messages::GameCommand::Hint);
    if asked {
        learning.hint();
    }
}

fn learn_commands(
    mut commands: MessageReader<LearnCommand>,
    mut learning: ResMut<Learning>,
    mut m: ResMut<Match>,
    mut progress: ResMut<LearnProgress>,
    mut started: MessageWriter<MatchStarted>,
) {
    for command in commands.read() {
        let learning = &mut *learning;
        match command {
            LearnCommand::Lesson { rules, stage } => {
                let lesson = LessonRun::start(rules, *stage).map(Activity::Lesson);
                start(learning, &mut m, lesson, &mut started);
            }
            LearnCommand::NextStage => {
                let next = learning
                    .lesson()
                    .and_then(|run| LessonRun::start(&run.rules, run.stage + 1))
                    .map(Activity::Lesson);
                start(learning, &mut m, next, &mut started);
            }
            LearnCommand::Puzzle { rules, index } => {
                let puzzle = PuzzleRun::start(rules, *index).map(Activity::Puzzle);
                start(learning, &mut m, puzzle, &mut started);
            }
            LearnCommand::PuzzleOfTheDay => {
                let daily = PuzzleRun::of_the_day().map(Activity::Puzzle);
                start(learning, &mut m, daily, &mut started);
            }
            LearnCommand::NextPuzzle => {
                let rules = learning
                    .puzzle()
                    .map_or_else(|| "kalah".to_string(), |run| run.rules.clone());
                let next = PuzzleRun::next(&rules, &progress.progress).map(Activity::Puzzle);
                start(learning, &mut m, next, &mut started);
            }
            LearnCommand::Retry => {
                if let Some(mut activity) = learning.now.take() {
                    activity.retry();
                    start(learning, &mut m, Some(activity), &mut started);
                }
            }
            LearnCommand::Hint => learning.hint(),
            LearnCommand::Leave => {
                learning.now = None;
                if let Some(game) = learning.waiting.take() {
                    *m = game;
                    started.write(MatchStarted);
                }
            }
            LearnCommand::AnswerOffer => {
                progress.offer = false;
                progress.progress.offer_answered = true;
            }
        }
    }
}

/// Follows the learner's moves on a practice position: the asked move (or the puzzle's
/// answer) or another, then, once the gems have settled, the stage passed or the wrong move
/// explained.
fn follow_moves(
    mut played: MessageReader<MovePlayed>,
    phase: Res<crate::game::phase::TurnPhase>,
    mut learning: ResMut<Learning>,
    mut m: ResMut<Match>,
    mut progress: ResMut<LearnProgress>,
) {
    let moves: Vec<_> = played.read().cloned().collect();
    if !m.is_practice() {
        // A new game was started over the lesson or puzzle: the game that waited aside was
        // left for it (and is kept as left).
        if learning.now.is_some() {
            learning.now = None;
            learning.waiting = None;
        }
        return;
    }
    if let Some(activity) = &mut learning.now {
        for p in &moves {
            activity.played(p, &mut m);
        }
        if phase.settled() {
            activity.settled(&mut progress.progress);
        }
    }
}
