//! A lesson: a short course in one rule set, one idea per stage. Each stage sets up a position
//! (counts, or moves from the start), names the move the learner is asked to make and what
//! that move does (an extra turn, a capture of N, relays, fours, the end of the game, the
//! stores after it). Lessons are data (`assets/lessons/<preset>.json`, words by message id in
//! the translation files); [`Course::check`] replays every stage through the engine and says
//! which one is impossible, asks for an illegal move, or claims what the engine does not do.

use crate::engine::ai::{LineTooLong, Solver};
use crate::engine::rules::{EndRule, RuleError};
use crate::engine::summary::MoveSummary;
use crate::engine::{Board, Illegal, Move, Position, RuleSet, Side, Step};
use serde::{Deserialize, Serialize};

pub use super::expect::Expect;

/// Solver memory for a lesson's strategy stage (its positions are small).
const STAGE_SOLVE_BYTES: usize = 4 << 20;

/// One rule set's lesson: its stages in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// The preset this lesson teaches (`kalah`, `nigerian`, ...).
    pub rules: String,
    pub stages: Vec<Stage>,
}

/// One idea: a position, the move asked for, and what it does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    /// Message id of the stage's name in the lesson's list.
    pub title: String,
    /// Message id of what the stage says before the move (the idea, and which pit to sow).
    pub say: String,
    /// Message id of what it says once the move has been played.
    pub done: String,
    /// The counts on the board; the rule set's start position when absent.
    #[serde(default)]
    pub setup: Option<Setup>,
    /// Moves played first, by whoever is to move, to reach the stage's position (the pie
    /// rule's offer, a run of extra turns).
    #[serde(default)]
    pub before: Vec<Move>,
    /// The move the learner is asked to make.
    pub play: Move,
    /// What `play` does.
    #[serde(default)]
    pub expect: Expect,
    /// Moves the stage says the rules refuse here (the pits shown disabled).
    #[serde(default)]
    pub illegal: Vec<Move>,
    /// A strategy stage: the solver proves `play` better than every other move, and the game
    /// shows what each move is worth.
    #[serde(default)]
    pub solver: bool,
}

/// The counts of a stage's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// South's pits, pit 1 first.
    pub south: Vec<u8>,
    /// North's pits, pit 1 (North's left) first.
    pub north: Vec<u8>,
    /// `[south, north]`.
    #[serde(default)]
    pub stores: [u8; 2],
    #[serde(default = "south")]
    pub to_move: Side,
    /// `[south's, north's]` tuzdyk (Toguz Kumalak): the pit it holds on the other side's row,
    /// numbered from 1; 0 for none.
    #[serde(default, skip_serializing_if = "no_tuzdyks")]
    pub tuzdyks: [u8; 2],
}

fn no_tuzdyks(tuzdyks: &[u8; 2]) -> bool {
    *tuzdyks == [0, 0]
}

fn south() -> Side {
    Side::South
}

/// A stage the engine does not bear out: the stage (counted from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    #[error("lesson file: {0}")]
    Json(String),
    #[error("lesson of '{name}': {error}")]
    Rules { name: String, error: RuleError },
    #[error("stage {stage}: {why}")]
    Stage { stage: usize, why: StageFault },
}

/// Why a stage does not hold.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StageFault {
    #[error(transparent)]
    Solver(#[from] LineTooLong),
    #[error("the board needs {pits} pits a side")]
    PitsPerSide { pits: u8 },
    #[error("the counts do not make a board")]
    NotABoard,
    #[error("{on_board} seeds on the board, but the rule set plays with {plays}")]
    Seeds { on_board: u16, plays: u16 },
    #[error(
        "tuzdyk {pit} of {side:?} cannot be: the rule set has none, or the pit is not one a tuzdyk may be, or holds seeds"
    )]
    Tuzdyk { side: Side, pit: u8 },
    #[error("the game would already be over")]
    AlreadyOver,
    #[error("move {mv} before the stage: {why}")]
    IllegalBefore { mv: Move, why: Illegal },
    #[error("the game is over before the stage's move")]
    OverBefore,
    #[error("{0} is called illegal but the rules allow it")]
    CalledIllegal(Move),
    #[error("the asked move {mv} is illegal: {why}")]
    IllegalPlay { mv: Move, why: Illegal },
    /// A claim of the stage's `expect` that the engine does not bear out.
    #[error("claims {what} {want}, the engine gives {got}")]
    Claim {
        what: &'static str,
        want: String,
        got: String,
    },
    #[error("a strategy stage needs a choice")]
    NoChoice,
    #[error("the solver does not prove {mv} the best: {values}")]
    NotBest { mv: Move, values: String },
}

/// What the asked move did, as the engine played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub steps: Vec<Step>,
    pub summary: MoveSummary,
    pub after: Position,
}

impl Course {
    /// Reads a lesson file.
    pub fn from_json(text: &str) -> Result<Course, LessonError> {
        serde_json::from_str(text).map_err(|e| LessonError::Json(e.to_string()))
    }

    /// The rule set the lesson teaches.
    pub fn rule_set(&self) -> Result<RuleSet, LessonError> {
        RuleSet::preset(&self.rules).map_err(|error| LessonError::Rules {
            name: self.rules.clone(),
            error,
        })
    }

    /// Replays every stage through the engine: its position possible, its moves legal (and the
    /// ones it calls illegal refused), every claim of `expect` what the engine does, and a
    /// strategy stage's move proven the best by the solver.
    pub fn check(&self) -> Result<(), LessonError> {
        let rules = self.rule_set()?;
        if self.stages.is_empty() {
            return Err(LessonError::Json(
                "a lesson needs at least one stage".into(),
            ));
        }
        for (i, stage) in self.stages.iter().enumerate() {
            let fail = |why: StageFault| LessonError::Stage { stage: i + 1, why };
            let pos = stage.position(&rules).map_err(fail)?;
            for &mv in &stage.illegal {
                if pos.is_legal(&rules, mv) {
                    return Err(fail(StageFault::CalledIllegal(mv)));
                }
            }
            let played = stage.play_on(&rules, &pos).map_err(fail)?;
            stage.expect.matches(&played).map_err(fail)?;
            if stage.solver {
                let values = stage_values(&rules, &pos).map_err(|e| fail(StageFault::Solver(e)))?;
                let best = values.iter().find(|&&(mv, _)| mv == stage.play);
                let beaten = values
                    .iter()
                    .filter(|&&(mv, _)| mv != stage.play)
                    .map(|&(_, v)| v)
                    .max();
                match (best, beaten) {
                    (Some(&(_, v)), Some(other)) if v > other => {}
                    (_, None) => return Err(fail(StageFault::NoChoice)),
                    _ => {
                        return Err(fail(StageFault::NotBest {
                            mv: stage.play,
                            values: show_values(&values),
                        }));
                    }
                }
            }
        }
        Ok(())
    }
}

impl Stage {
    /// The position the learner faces: the setup (or the start), then the `before` moves.
    pub fn position(&self, rules: &RuleSet) -> Result<Position, StageFault> {
        let mut pos = match &self.setup {
            None => Position::start(rules, Side::South),
            Some(setup) => {
                let pits = rules.pits;
                if setup.south.len() != pits as usize || setup.north.len() != pits as usize {
                    return Err(StageFault::PitsPerSide { pits });
                }
                let board = Board::from_counts(&setup.south, &setup.north, setup.stores)
                    .ok_or(StageFault::NotABoard)?;
                if board.total() != rules.total_seeds() {
                    return Err(StageFault::Seeds {
                        on_board: board.total(),
                        plays: rules.total_seeds(),
                    });
                }
                let mut pos = Position::from_board(board, setup.to_move);
                for side in [Side::South, Side::North] {
                    let pit = setup.tuzdyks[side.index()];
                    if pit == 0 {
                        continue;
                    }
                    let other = setup.tuzdyks[side.other().index()];
                    let holds = |index| board.row(side.other())[index as usize] > 0;
                    if !rules.tuzdyk || pit >= pits || pit == other || holds(pit - 1) {
                        return Err(StageFault::Tuzdyk { side, pit });
                    }
                    pos = pos.with_tuzdyk(side, pit - 1);
                }
                let stuck = |side| !pos.can_sow(rules, side);
                if stuck(setup.to_move)
                    || (rules.end == EndRule::AfterAnyMove && stuck(setup.to_move.other()))
                {
                    return Err(StageFault::AlreadyOver);
                }
                pos
            }
        };
        for &mv in &self.before {
            pos.apply(rules, mv, &mut ())
                .map_err(|e| StageFault::IllegalBefore { mv, why: e.why })?;
        }
        if pos.is_over() {
            return Err(StageFault::OverBefore);
        }
        Ok(pos)
    }

    /// Plays the asked move on `pos`.
    pub fn play_on(&self, rules: &RuleSet, pos: &Position) -> Result<Played, StageFault> {
        let mut after = *pos;
        let mut steps = Vec::new();
        after
            .apply(rules, self.play, &mut steps)
            .map_err(|e| StageFault::IllegalPlay {
                mv: self.play,
                why: e.why,
            })?;
        let summary = MoveSummary::of(pos.to_move(), self.play, &steps);
        Ok(Played {
            steps,
            summary,
            after,
        })
    }
}

/// The exact value of every legal move at a stage's position, best first (a lesson's
/// positions are small: the solver answers at once), each valued as if the game began there.
pub fn stage_values(rules: &RuleSet, pos: &Position) -> Result<Vec<(Move, i32)>, LineTooLong> {
    let mut solver = Solver::new(rules, STAGE_SOLVE_BYTES, STAGE_SOLVE_BYTES);
    solver.move_values(pos)
}

/// `values` as `3: +4, 1: -2` for an error.
fn show_values(values: &[(Move, i32)]) -> String {
    values
        .iter()
        .map(|(mv, v)| format!("{mv}: {v:+}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stage(json: &str) -> Stage {
        serde_json::from_str(json).unwrap()
    }

    fn course(stage_json: &str) -> Course {
        Course {
            rules: "kalah".into(),
            stages: vec![stage(stage_json)],
        }
    }

    #[test]
    fn the_worked_example_of_seed_001_checks() {
        let c = course(
            r#"{"title":"t","say":"s","done":"d",
                "setup":{"south":[4,3,0,1,2,2],"north":[5,3,2,1,2,0],"stores":[0,23]},
                "before":["5"],"play":"1",
                "expect":{"extra_turn":false,"capture":4,"stores":[5,23]}}"#,
        );
        c.check().unwrap();
    }

    #[test]
    fn a_wrong_claim_is_named() {
        let c = course(
            r#"{"title":"t","say":"s","done":"d","play":"3","expect":{"extra_turn":false}}"#,
        );
        let err = c.check().unwrap_err().to_string();
        assert!(
            err.contains("stage 1") && err.contains("extra turn"),
            "{err}"
        );
    }

    #[test]
    fn an_impossible_position_is_refused() {
        let c = course(
            r#"{"title":"t","say":"s","done":"d",
                "setup":{"south":[4,4,4,4,4,4],"north":[4,4,4,4,4,4],"stores":[1,0]},
                "play":"3"}"#,
        );
        assert!(c.check().unwrap_err().to_string().contains("49 seeds"));
        let c = course(
            r#"{"title":"t","say":"s","done":"d",
                "setup":{"south":[0,0,0,0,0,0],"north":[4,4,4,4,4,4],"stores":[24,0]},
                "play":"3"}"#,
        );
        assert!(
            c.check()
                .unwrap_err()
                .to_string()
                .contains("already be over")
        );
    }

    #[test]
    fn an_illegal_move_asked_or_a_legal_one_refused_is_named() {
        let c = course(
            r#"{"title":"t","say":"s","done":"d",
                "setup":{"south":[0,4,4,4,4,4],"north":[4,4,4,4,4,4],"stores":[4,0]},
                "play":"1"}"#,
        );
        assert!(c.check().unwrap_err().to_string().contains("illegal"));
        let c = course(r#"{"title":"t","say":"s","done":"d","play":"2","illegal":["1"]}"#);
        assert!(
            c.check()
                .unwrap_err()
                .to_string()
                .contains("rules allow it")
        );
    }

    #[test]
    fn a_tuzdyk_is_set_up_only_where_one_may_be() {
        let stage = |tuzdyks: &str| Course {
            rules: "toguz_kumalak".into(),
            stages: vec![stage(&format!(
                r#"{{"title":"t","say":"s","done":"d","play":"1",
                    "setup":{{"south":[9,9,9,9,9,9,9,0,9],"north":[9,9,9,9,9,9,9,9,9],
                    "stores":[0,9],"tuzdyks":{tuzdyks}}}}}"#
            ))],
        };
        // North's tuzdyk on South's empty pit 8: sowing pit 1 drops a ball into it.
        stage("[0,8]").check().unwrap();
        // Never the last pit, never a pit with seeds, never the other's number.
        for bad in ["[0,9]", "[0,3]", "[8,8]"] {
            let err = stage(bad).check().unwrap_err().to_string();
            assert!(err.contains("cannot be"), "{bad}: {err}");
        }
        let kalah = course(
            r#"{"title":"t","say":"s","done":"d","play":"3",
                "setup":{"south":[4,4,4,4,4,4],"north":[4,4,0,4,4,4],"stores":[0,4],
                "tuzdyks":[3,0]}}"#,
        );
        assert!(kalah.check().unwrap_err().to_string().contains("cannot be"));
    }

    #[test]
    fn a_strategy_stage_must_ask_for_the_proven_best() {
        // South's pit 6 holds 1: its seed reaches the store for an extra turn, which the
        // solver prefers here to pit 5's two seeds.
        let base = r#"{"title":"t","say":"s","done":"d","solver":true,
            "setup":{"south":[0,0,0,0,2,1],"north":[1,0,0,0,0,1],"stores":[20,23]},"play":"#;
        let values = {
            let c = course(&format!("{base}\"6\"}}"));
            let rules = c.rule_set().unwrap();
            stage_values(&rules, &c.stages[0].position(&rules).unwrap()).unwrap()
        };
        let best = values[0].0;
        assert!(values[0].1 > values[1].1, "{values:?}");
        course(&format!("{base}\"{best}\"}}")).check().unwrap();
        let worse = values[1].0;
        let err = course(&format!("{base}\"{worse}\"}}"))
            .check()
            .unwrap_err()
            .to_string();
        assert!(err.contains("does not prove"), "{err}");
    }
}
