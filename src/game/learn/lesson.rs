//! A lesson stage on the table: its position, the move it asks for, and where the learner
//! stands (asked, sowing, passed, or a wrong move to explain). A strategy stage carries every
//! move's value, proven by the solver as the stage starts.

use crate::engine::learn::lesson::{Course, Stage, stage_values};
use crate::engine::learn::progress::Progress;
use crate::engine::learn::shipped;
use crate::engine::summary::MoveSummary;
use crate::engine::{Move, Position, RuleSet};
use crate::game::messages::MovePlayed;
use crate::game::table::Match;

/// Where the learner stands in a stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StageState {
    /// The stage says its idea; the learner is to move.
    Asking,
    /// The learner's move is being sown; `right` when it is the asked one.
    Sowing { right: bool, summary: MoveSummary },
    /// The asked move was played and has settled.
    Passed,
    /// Another move was played and has settled: what it did, to explain.
    Wrong { summary: MoveSummary },
}

/// One stage of a lesson on the table.
pub struct LessonRun {
    /// The preset's name.
    pub rules: String,
    pub rule_set: RuleSet,
    pub course: Course,
    /// 0-based.
    pub stage: usize,
    pub position: Position,
    pub state: StageState,
    /// Wrong moves so far in this stage.
    pub tries: u32,
    /// A strategy stage's moves with their exact values, best first.
    pub values: Option<Vec<(Move, i32)>>,
}

impl LessonRun {
    /// Stage `stage` of the shipped lesson of `rules`, or `None` past its end (or for a preset
    /// with no lesson).
    pub fn start(rules: &str, stage: usize) -> Option<LessonRun> {
        let course = Course::from_json(shipped::lessons(rules)?).ok()?;
        let rule_set = course.rule_set().ok()?;
        let position = course.stages.get(stage)?.position(&rule_set).ok()?;
        // A shipped lesson's positions are proven by `kalah-cli lessons check`; were the solver
        // to give up on one, the stage is asked without the values shown after it.
        let values = course.stages[stage]
            .solver
            .then(|| stage_values(&rule_set, &position).ok())
            .flatten();
        Some(LessonRun {
            rules: rules.to_string(),
            rule_set,
            course,
            stage,
            position,
            state: StageState::Asking,
            tries: 0,
            values,
        })
    }

    pub fn current(&self) -> &Stage {
        &self.course.stages[self.stage]
    }

    /// Whether this is the lesson's last stage.
    pub fn is_last(&self) -> bool {
        self.stage + 1 == self.course.stages.len()
    }

    /// The asked move while the learner is to choose it: at once, or for a strategy stage only
    /// after a wrong try.
    pub fn pointing(&self) -> Option<Move> {
        let stage = self.current();
        (self.state == StageState::Asking && (!stage.solver || self.tries > 0))
            .then_some(stage.play)
    }

    /// The stage from its position again, after a wrong move.
    pub fn retry(&mut self) {
        self.state = StageState::Asking;
    }

    /// A move was played on the table: the asked one or not. Nobody moves after it.
    pub fn played(&mut self, p: &MovePlayed, m: &mut Match) {
        if self.state != StageState::Asking {
            return;
        }
        let summary = MoveSummary::of(p.side, p.mv, &p.steps);
        self.state = StageState::Sowing {
            right: p.mv == self.current().play,
            summary,
        };
        m.hold();
    }

    /// The gems have settled: a right move passes the stage (kept in `progress`), a wrong one
    /// waits to be explained and tried again.
    pub fn settled(&mut self, progress: &mut Progress) {
        if let StageState::Sowing { right, summary } = self.state.clone() {
            if right {
                progress.pass_stage(&self.rules, self.stage, self.tries == 0);
                self.state = StageState::Passed;
            } else {
                self.tries += 1;
                self.state = StageState::Wrong { summary };
            }
        }
    }
}
