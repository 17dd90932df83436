//! Puzzles proven by the exact solver: positions mined from AI games where one move (or one
//! chain of moves in a turn of extra turns) is better than every other by a clear margin. Each
//! puzzle keeps its proof (the exact value of every legal move at every step of the chain), a
//! theme read off what the answer does, and a rating from which AI levels miss it. Kept as
//! `assets/puzzles/<preset>.json`; [`PuzzleSet::verify`] proves a file again.

use crate::engine::ai::{Level, Solver, Thinker};
use crate::engine::rules::{Capture, ExtraTurn};
use crate::engine::summary::{MoveSummary, Next};
use crate::engine::{Board, Illegal, Move, Position, RuleSet, Side, Step};
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
            let values = solver.move_values(pos);
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
        let (full, _) = proven_chain(rules, &before[0], solver);
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

/// How a mining run goes.
#[derive(Clone, Copy, Debug)]
pub struct Mining {
    pub count: usize,
    pub seed: u64,
    /// Positions with more seeds in pits are not tried (the solver would take long).
    pub max_seeds: u16,
    /// The solver gives up on a position after this.
    pub solve_time: Duration,
    /// At most this many games are played.
    pub max_games: usize,
}

/// Mines `how.count` puzzles from games between AI levels with random openings, no theme more
/// than `THEME_SHARE` percent of them (or an equal share of the themes the rules allow); `found` hears of each puzzle as it is proven and
/// graded. Ids are `<rules>-<n>` from 1. A puzzle is valued as if its game began at its
/// position (where repetition ends games, the lines before it are not part of the puzzle).
pub fn mine(rules: &RuleSet, how: Mining, mut found: impl FnMut(&Puzzle)) -> Vec<Puzzle> {
    let mut rng = StdRng::seed_from_u64(how.seed);
    let mut solver = Solver::new(rules, SOLVE_BYTES, ENDGAME_BYTES);
    let mut seen = HashSet::new();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let most_of_a_theme = (how.count * THEME_SHARE / 100).max(how.count.div_ceil(themes_of(rules)));
    for _ in 0..how.max_games {
        if puzzles.len() >= how.count {
            break;
        }
        let mut pos = Position::start(rules, Side::South);
        let opening = rng.random_range(2..6);
        let levels = [Level::Easy, Level::Medium].map(|_| {
            if rng.random_bool(0.5) {
                Level::Easy
            } else {
                Level::Medium
            }
        });
        let mut from_game = 0;
        let mut ply = 0;
        while !pos.is_over() && puzzles.len() < how.count {
            let mover = pos.to_move();
            let worth_trying = ply >= opening
                && from_game < PER_GAME
                && pos.extra_streak() == 0
                && !pos.pie_open()
                && (!rules.pie || pos.passes == 2)
                && pos.board().row_total(Side::South) + pos.board().row_total(Side::North)
                    <= how.max_seeds;
            if worth_trying {
                let south = to_south(&pos);
                if seen.insert(south) {
                    let deadline = Instant::now() + how.solve_time;
                    let proven = prove(rules, &south, &mut solver, deadline).filter(|p| {
                        puzzles.iter().filter(|q| q.theme == p.theme).count() < most_of_a_theme
                    });
                    if let Some(p) = proven {
                        let p = Puzzle {
                            id: format!("{}-{}", rules.name, puzzles.len() + 1),
                            ..grade(rules, p)
                        };
                        found(&p);
                        puzzles.push(p);
                        from_game += 1;
                    }
                }
            }
            let legal = pos.legal_moves(rules);
            let mv = if ply < opening {
                legal[rng.random_range(0..legal.len())]
            } else {
                let level = levels[mover.index()];
                let mut thinker = Thinker::new(rules.clone(), pos, level, rng.random());
                loop {
                    if let Some(mv) = thinker.think(Duration::from_secs(1)) {
                        break mv;
                    }
                }
            };
            pos.apply(rules, mv, &mut ()).expect("a legal move");
            ply += 1;
        }
    }
    puzzles
}

/// How many themes the rules allow (no captures, no defence against one; no relays, ...).
fn themes_of(rules: &RuleSet) -> usize {
    Theme::ALL
        .iter()
        .filter(|&&theme| match theme {
            Theme::ExtraTurns => rules.extra_turn != ExtraTurn::None,
            Theme::Capture | Theme::Defence => rules.capture != Capture::None,
            Theme::Relay => rules.relay,
            Theme::Fours => rules.fours,
            Theme::Endgame | Theme::Strategy => true,
        })
        .count()
}

/// The position with its mover seated South (rows and stores exchanged when North moves), as
/// [`Puzzle::position`] builds it again: past the pie rule's offer, swapped or not.
fn to_south(pos: &Position) -> Position {
    let b = pos.board();
    let board = match pos.to_move() {
        Side::South => *b,
        Side::North => Board::from_counts(
            b.row(Side::North),
            b.row(Side::South),
            [b.store(Side::North), b.store(Side::South)],
        )
        .expect("the same counts, exchanged"),
    };
    let mut south = Position::from_board(board, Side::South);
    south.quiet = pos.quiet();
    south.passes = 2;
    south
}

/// `pos` as a puzzle if its best move is clear (not yet graded), or `None`.
fn prove(
    rules: &RuleSet,
    pos: &Position,
    solver: &mut Solver,
    deadline: Instant,
) -> Option<Puzzle> {
    let first = solver.move_values_within(pos, deadline)?;
    clear_best(&first)?;
    let (solution, proof) = proven_chain(rules, pos, solver);
    let b = pos.board();
    Some(Puzzle {
        id: String::new(),
        south: b.row(Side::South).to_vec(),
        north: b.row(Side::North).to_vec(),
        stores: pos.scores(),
        quiet: pos.quiet(),
        theme: theme_of(rules, pos, &solution),
        solution,
        proof,
        rating: 0,
        missed_by: Vec::new(),
    })
}

/// From `pos`, the clear best move, and while it earns an extra turn the clear best move of
/// the next decision: the chain and every step's values. Empty when the first is not clear.
fn proven_chain(
    rules: &RuleSet,
    pos: &Position,
    solver: &mut Solver,
) -> (Vec<Move>, Vec<Vec<(Move, i32)>>) {
    let mut chain = Vec::new();
    let mut proof = Vec::new();
    let mut pos = *pos;
    loop {
        let values = solver.move_values(&pos);
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
    (chain, proof)
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

/// Rates `p` by the AI levels that miss its answer somewhere in the chain.
fn grade(rules: &RuleSet, p: Puzzle) -> Puzzle {
    let (before, _) = p.line(rules).expect("a proven line");
    let missed_by: Vec<Level> = GRADING_LEVELS
        .into_iter()
        .filter(|&level| {
            before.iter().zip(&p.solution).any(|(pos, &answer)| {
                GRADING_SEEDS.iter().any(|&seed| {
                    let mut thinker = Thinker::new(rules.clone(), *pos, level, seed);
                    let mv = loop {
                        if let Some(mv) = thinker.think(Duration::from_secs(5)) {
                            break mv;
                        }
                    };
                    mv != answer
                })
            })
        })
        .collect();
    let rating = BASE_RATING
        + LEVEL_STEP * missed_by.len() as u16
        + CHAIN_STEP * (p.solution.len() as u16 - 1);
    Puzzle {
        rating,
        missed_by,
        ..p
    }
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

#[cfg(test)]
mod tests;
