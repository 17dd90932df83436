//! Puzzles proven by the exact solver: positions mined from AI games where one move (or one
//! chain of moves in a turn of extra turns) is better than every other by a clear margin. Each
//! puzzle keeps its proof (the exact value of every legal move at every step of the chain), a
//! theme read off what the answer does, and a rating from which AI levels miss it. Kept as
//! `assets/puzzles/<preset>.json`; [`PuzzleSet::verify`] proves a file again.

use crate::engine::ai::{Level, LineTooLong, Solver, Thinker};
use crate::engine::rules::{Capture, CaptureCounts, ExtraTurn};
use crate::engine::summary::{MoveSummary, Next};
use crate::engine::{Board, Hole, Illegal, Move, Position, RuleSet, Side, Step};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::time::Duration;
use web_time::Instant;

/// The answer beats every other move by at least this many seeds (final store difference).
pub const MARGIN: i32 = 2;
/// Solver memory while mining and verifying.
const SOLVE_BYTES: usize = 64 << 20;
const ENDGAME_BYTES: usize = 16 << 20;
/// At most this many puzzles from one game, so the set spans many games.
const PER_GAME: usize = 2;
/// No theme takes more than this share of a mined set (in percent), so the set spans them.
const THEME_SHARE: usize = 40;
/// The levels whose misses grade a puzzle (Master asks the solver and finds them all).
const GRADING_LEVELS: [Level; 4] = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard];
/// Each grading level tries a puzzle with these seeds; it finds it only if it does every time.
const GRADING_SEEDS: [u64; 2] = [1, 2];
/// A puzzle every level finds is rated this; each level that misses it adds `LEVEL_STEP`, and
/// each move of the chain beyond the first `CHAIN_STEP`.
const BASE_RATING: u16 = 900;
const LEVEL_STEP: u16 = 300;
const CHAIN_STEP: u16 = 50;
/// The deviation of a puzzle's rating, for the learner's Glicko-2 update.
pub const PUZZLE_DEVIATION: f64 = 80.0;
/// Few enough seeds in pits to call a puzzle an endgame.
const ENDGAME_SEEDS: u16 = 12;

/// What a puzzle's answer is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// A run of extra turns.
    ExtraTurns,
    /// A capture.
    Capture,
    /// Relay sowing that pays.
    Relay,
    /// A four taken.
    Fours,
    /// A move that takes away the opponent's capture.
    Defence,
    /// Counting the last seeds.
    Endgame,
    /// None of those: a quiet move that the count proves best.
    Strategy,
}

impl Theme {
    pub const ALL: [Theme; 7] = [
        Theme::ExtraTurns,
        Theme::Capture,
        Theme::Relay,
        Theme::Fours,
        Theme::Defence,
        Theme::Endgame,
        Theme::Strategy,
    ];

    /// The theme's name in the files and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Theme::ExtraTurns => "extra_turns",
            Theme::Capture => "capture",
            Theme::Relay => "relay",
            Theme::Fours => "fours",
            Theme::Defence => "defence",
            Theme::Endgame => "endgame",
            Theme::Strategy => "strategy",
        }
    }
}

/// One puzzle, always South to move (a position found with North to move is mirrored).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    pub id: String,
    pub south: Vec<u8>,
    pub north: Vec<u8>,
    pub stores: [u8; 2],
    /// Decisions in a row without a seed reaching a store (the rule sets that end on it).
    #[serde(default)]
    pub quiet: u16,
    /// Each side's tuzdyk, South's first: 0 for none, else 1 + the index of the pit it holds
    /// on the other side's row (Toguz Kumalak).
    #[serde(default, skip_serializing_if = "no_tuzdyk")]
    pub tuzdyks: [u8; 2],
    /// The answer: one move, or the moves of one turn of extra turns.
    pub solution: Vec<Move>,
    /// At each step of the solution, every legal move with its exact value, best first.
    pub proof: Vec<Vec<(Move, i32)>>,
    pub theme: Theme,
    pub rating: u16,
    /// The AI levels that play another move somewhere in the solution.
    pub missed_by: Vec<Level>,
}

/// A preset's puzzles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleSet {
    pub rules: String,
    pub puzzles: Vec<Puzzle>,
}

/// A puzzle that does not hold, named by its id.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    #[error("puzzle file: {0}")]
    Json(String),
    #[error("puzzle file for '{0}': no such preset")]
    Rules(String),
    #[error("puzzle {id}: {why}")]
    Puzzle { id: String, why: PuzzleFault },
}

/// Why a puzzle does not hold.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleFault {
    #[error("the id is used twice")]
    IdTwice,
    #[error("the counts are not a board of its rule set")]
    NotABoard,
    #[error("a tuzdyk the rules do not allow here")]
    Tuzdyk,
    #[error("no choice to make")]
    NoChoice,
    /// The solution's move `at` (counted from 1) is not South's.
    #[error("the turn passed before move {at}")]
    TurnPassed { at: usize },
    #[error("move {mv}: {why}")]
    Illegal { mv: Move, why: Illegal },
    #[error("one proof per move of the solution")]
    Proofs,
    #[error("step {step}: the solver gives {solver}, the file {file}")]
    Values {
        step: usize,
        solver: String,
        file: String,
    },
    #[error("step {step}: {mv} is not best by {MARGIN} seeds")]
    NotClear { step: usize, mv: Move },
    #[error("the clear chain is {chain}, not {solution}")]
    Chain { chain: String, solution: String },
    #[error(transparent)]
    Solver(#[from] LineTooLong),
    #[error("the answer is {is}, not {file}")]
    Theme {
        is: &'static str,
        file: &'static str,
    },
}

impl Puzzle {
    /// The position to solve.
    pub fn position(&self, rules: &RuleSet) -> Result<Position, PuzzleFault> {
        let board = Board::from_counts(&self.south, &self.north, self.stores)
            .filter(|b| b.pits() == rules.pits && b.total() == rules.total_seeds())
            .ok_or(PuzzleFault::NotABoard)?;
        let mut pos = Position::from_board(board, Side::South);
        for side in [Side::South, Side::North] {
            let code = self.tuzdyks[side.index()];
            if code > 0 {
                let index = code - 1;
                let other = self.tuzdyks[side.other().index()];
                // One a side, never the other side's last pit, never the pit matching the
                // other's, and always empty (its seeds go to its owner).
                let allowed = rules.tuzdyk
                    && index + 1 < rules.pits
                    && other != code
                    && board.row(side.other())[index as usize] == 0;
                if !allowed {
                    return Err(PuzzleFault::Tuzdyk);
                }
                pos = pos.with_tuzdyk(side, index);
            }
        }
        pos.quiet = self.quiet;
        // Past the opening: the pie rule's offer has come and gone.
        pos.passes = 2;
        if pos.legal_moves(rules).len() < 2 {
            return Err(PuzzleFault::NoChoice);
        }
        Ok(pos)
    }

    /// The positions before each move of the solution, and the position after it.
    pub fn line(&self, rules: &RuleSet) -> Result<(Vec<Position>, Position), PuzzleFault> {
        let mut pos = self.position(rules)?;
        let mut before = Vec::new();
        for (i, &mv) in self.solution.iter().enumerate() {
            if i > 0 && pos.to_move() != Side::South {
                return Err(PuzzleFault::TurnPassed { at: i + 1 });
            }
            before.push(pos);
            pos.apply(rules, mv, &mut ())
                .map_err(|e| PuzzleFault::Illegal { mv, why: e.why })?;
        }
        Ok((before, pos))
    }

    /// Proves the puzzle again: the same values, the answer best by the margin at every step,
    /// the chain as long as it stays clear, and the same theme.
    pub fn verify(&self, rules: &RuleSet, solver: &mut Solver) -> Result<(), PuzzleFault> {
        let (before, _) = self.line(rules)?;
        if self.proof.len() != before.len() {
            return Err(PuzzleFault::Proofs);
        }
        for (i, (pos, stored)) in before.iter().zip(&self.proof).enumerate() {
            let values = solver.move_values(pos)?;
            if sorted(values.clone()) != sorted(stored.clone()) {
                return Err(PuzzleFault::Values {
                    step: i + 1,
                    solver: show(&values),
                    file: show(stored),
                });
            }
            if clear_best(&values) != Some(self.solution[i]) {
                return Err(PuzzleFault::NotClear {
                    step: i + 1,
                    mv: self.solution[i],
                });
            }
        }
        let (full, _) = proven_chain(rules, &before[0], solver)?;
        if full != self.solution {
            return Err(PuzzleFault::Chain {
                chain: moves(&full),
                solution: moves(&self.solution),
            });
        }
        let theme = theme_of(rules, &before[0], &self.solution);
        if theme != self.theme {
            return Err(PuzzleFault::Theme {
                is: theme.name(),
                file: self.theme.name(),
            });
        }
        Ok(())
    }
}

impl PuzzleSet {
    pub fn from_json(text: &str) -> Result<PuzzleSet, PuzzleError> {
        serde_json::from_str(text).map_err(|e| PuzzleError::Json(e.to_string()))
    }

    /// One line per puzzle, so a change shows as a line in a diff.
    pub fn to_json(&self) -> String {
        let lines: Vec<String> = self
            .puzzles
            .iter()
            .map(|p| serde_json::to_string(p).expect("a puzzle serialises"))
            .collect();
        format!(
            "{{\"rules\": {},\n\"puzzles\": [\n{}\n]}}\n",
            serde_json::to_string(&self.rules).expect("a name serialises"),
            lines.join(",\n")
        )
    }

    pub fn rule_set(&self) -> Result<RuleSet, PuzzleError> {
        RuleSet::preset(&self.rules).map_err(|_| PuzzleError::Rules(self.rules.clone()))
    }

    /// Proves every `every`-th puzzle again (1: all of them), and checks that ids are unique.
    pub fn verify(&self, every: usize) -> Result<usize, PuzzleError> {
        let rules = self.rule_set()?;
        let mut ids = HashSet::new();
        for p in &self.puzzles {
            if !ids.insert(&p.id) {
                return Err(PuzzleError::Puzzle {
                    id: p.id.clone(),
                    why: PuzzleFault::IdTwice,
                });
            }
        }
        let mut solver = Solver::new(&rules, SOLVE_BYTES, ENDGAME_BYTES);
        let mut proven = 0;
        for p in self.puzzles.iter().step_by(every.max(1)) {
            p.verify(&rules, &mut solver)
                .map_err(|why| PuzzleError::Puzzle {
                    id: p.id.clone(),
                    why,
                })?;
            proven += 1;
        }
        Ok(proven)
    }

    /// The puzzle of the day `day` (days since 1970-01-01): the same for everyone on a date.
    pub fn of_the_day(&self, day: u64) -> Option<&Puzzle> {
        let n = self.puzzles.len() as u64;
        (n > 0).then(|| &self.puzzles[(day.wrapping_mul(7919) % n) as usize])
    }
}

/// A chain of answers, and at each of its steps every move's exact value.
type Chain = (Vec<Move>, Vec<Vec<(Move, i32)>>);

/// From `pos`, the clear best move, and while it earns an extra turn the clear best move of
/// the next decision: the chain and every step's values. Empty when the first is not clear.
fn proven_chain(
    rules: &RuleSet,
    pos: &Position,
    solver: &mut Solver,
) -> Result<Chain, LineTooLong> {
    let mut chain = Vec::new();
    let mut proof = Vec::new();
    let mut pos = *pos;
    loop {
        let values = solver.move_values(&pos)?;
        let Some(best) = clear_best(&values) else {
            break;
        };
        chain.push(best);
        proof.push(values);
        let mover = pos.to_move();
        pos.apply(rules, best, &mut ()).expect("a legal move");
        if pos.is_over() || pos.to_move() != mover {
            break;
        }
    }
    Ok((chain, proof))
}

/// The best move of `values` (best first) if it beats every other by `MARGIN`.
fn clear_best(values: &[(Move, i32)]) -> Option<Move> {
    match values {
        [(best, v), (_, second), ..] if v - second >= MARGIN => Some(*best),
        _ => None,
    }
}

/// What the answer does, read off its traces: a chain of extra turns, a capture, relays, a
/// four, the opponent's capture taken away, an endgame, or none of those.
pub fn theme_of(rules: &RuleSet, pos: &Position, solution: &[Move]) -> Theme {
    if solution.len() > 1 {
        return Theme::ExtraTurns;
    }
    let Some(&mv) = solution.first() else {
        return Theme::Strategy;
    };
    let mut after = *pos;
    let mut steps: Vec<Step> = Vec::new();
    if after.apply(rules, mv, &mut steps).is_err() {
        return Theme::Strategy;
    }
    let summary = MoveSummary::of(pos.to_move(), mv, &steps);
    let mover = pos.to_move();
    let fours_won = steps
        .iter()
        .any(|s| matches!(s, Step::Four { store, .. } if store.side() == mover));
    if summary.captured > 0 {
        Theme::Capture
    } else if summary.relays > 0 {
        Theme::Relay
    } else if fours_won {
        Theme::Fours
    } else if summary.next == Next::Again {
        Theme::ExtraTurns
    } else if threat(rules, pos, mover.other()) > threat(rules, &after, mover.other()) {
        Theme::Defence
    } else if pos.board().row_total(Side::South) + pos.board().row_total(Side::North)
        <= ENDGAME_SEEDS
    {
        Theme::Endgame
    } else {
        Theme::Strategy
    }
}

/// The most seeds `side` could capture with one move if it were to move at `pos`.
fn threat(rules: &RuleSet, pos: &Position, side: Side) -> u16 {
    if pos.is_over() {
        return 0;
    }
    let theirs = Position::from_board(*pos.board(), side);
    theirs
        .legal_moves(rules)
        .into_iter()
        .map(|mv| {
            let mut steps: Vec<Step> = Vec::new();
            let mut p = theirs;
            p.apply(rules, mv, &mut steps).expect("a legal move");
            MoveSummary::of(side, mv, &steps).captured
        })
        .max()
        .unwrap_or(0)
}

/// Serde's test for a puzzle without tuzdyks (the field is left out of the file).
fn no_tuzdyk(tuzdyks: &[u8; 2]) -> bool {
    *tuzdyks == [0, 0]
}

fn sorted(mut values: Vec<(Move, i32)>) -> Vec<(Move, i32)> {
    values.sort_by_key(|&(mv, v)| (std::cmp::Reverse(v), mv.to_string()));
    values
}

fn show(values: &[(Move, i32)]) -> String {
    values
        .iter()
        .map(|(mv, v)| format!("{mv}: {v:+}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn moves(line: &[Move]) -> String {
    line.iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

mod mine;
pub use mine::{Mining, mine};

#[cfg(test)]
mod tests;
