//! `Player`: the strongest play the engine has, for the protocol engine (`kalah-cli engine`):
//! the exact solver first where few seeds are left and there is time for it, then the search
//! to the limits the caller sets (a time, a depth, or until told to stop), reporting each
//! finished iteration. Unlike a `Thinker` it keeps its search table and its solver from move
//! to move, so what one move's search learnt serves the next.

use super::eval::SCALE;
use super::node::seeds_in_pits;
use super::search::Search;
use super::solver::{PLAY_SOLVE_BYTES, PLAY_SOLVE_SEEDS, Solver};
use super::tt::Table;
use crate::engine::{Game, Move, Position, RuleSet};
use std::time::Duration;
use web_time::Instant;

/// Deepest iteration when no depth is asked (a game never needs more).
const MAX_DEPTH: u32 = 200;

/// Where games end by repetition, the solver is asked only with at most this many seeds in
/// pits: above it a proof within a move's time is rare there, and the search would lose the
/// time.
const REPETITION_SOLVE_SEEDS: i32 = 10;

/// How long the search runs between two looks at `Watch::stop`.
const SLICE: Duration = Duration::from_millis(5);

/// What bounds one decision's thinking. Neither a time nor a depth: until told to stop.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The move is made within this time.
    pub time: Option<Duration>,
    /// Iterations up to this depth, in decisions.
    pub depth: Option<u32>,
}

/// Where the thinking stands after an iteration (or the solver's proof).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Depth of the finished iteration, in decisions (0 for the solver's proof).
    pub depth: u32,
    /// The value for the player to decide, in hundredths of a seed.
    pub centiseeds: i32,
    /// The value is proven.
    pub exact: bool,
    /// Positions searched for this decision.
    pub nodes: u64,
    /// The best line found, its first move the move to play.
    pub pv: Vec<Move>,
}

/// Who follows the thinking: told each report, asked whether to stop.
pub trait Watch {
    /// Whether to stop now (and play the best move so far).
    fn stop(&mut self) -> bool;
    /// An iteration finished, or the solver proved the value.
    fn report(&mut self, report: &Report);
}

/// The engine's player of one rule set.
pub struct Player {
    rules: RuleSet,
    table: Option<Table>,
    solver: Solver,
}

impl Player {
    /// A player of `rules` with a search table of `table_bytes`.
    pub fn new(rules: &RuleSet, table_bytes: usize) -> Player {
        Player {
            rules: rules.clone(),
            table: Some(Table::with_bytes(table_bytes)),
            solver: new_solver(rules),
        }
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// Forgets what earlier games taught the tables.
    pub fn new_game(&mut self) {
        if let Some(table) = &mut self.table {
            table.clear();
        }
        self.solver = new_solver(&self.rules);
    }

    /// The move to play in `game` (of this player's rule set) within `limits`, with the last
    /// report; `None` when the game is over.
    pub fn think(
        &mut self,
        game: &Game,
        limits: Limits,
        watch: &mut dyn Watch,
    ) -> Option<(Move, Report)> {
        let pos = *game.position();
        if pos.is_over() {
            return None;
        }
        let started = Instant::now();
        let end = limits.time.map(|t| started + t);
        let past = game.repeatable_past();
        if let Some(report) = self.prove(&pos, &past, end) {
            watch.report(&report);
            return Some((report.pv[0], report));
        }
        let table = self
            .table
            .take()
            .expect("the table is back after each search");
        let depth = limits.depth.unwrap_or(MAX_DEPTH);
        let mut search =
            Search::with_table(&self.rules, &pos, depth, false, table).with_past(&past);
        let only_move = pos.legal_moves(&self.rules).len() == 1;
        let mut reported = 0;
        loop {
            let now = Instant::now();
            let slice = end.map_or(now + SLICE, |end| end.min(now + SLICE));
            let finished = search.step(Some(slice));
            if search.done_depth > reported {
                reported = search.done_depth;
                watch.report(&report_of(&search));
            }
            let out_of_time = end.is_some_and(|end| Instant::now() >= end);
            let enough = search.done_depth > 0 && (only_move || out_of_time || watch.stop());
            if finished || enough {
                break;
            }
        }
        let report = report_of(&search);
        self.table = Some(search.into_table());
        Some((report.pv[0], report))
    }

    /// The solver's move and value where it proves them within half the time.
    fn prove(&mut self, pos: &Position, past: &[Position], end: Option<Instant>) -> Option<Report> {
        let most = match self.rules.repetition {
            true => REPETITION_SOLVE_SEEDS,
            false => PLAY_SOLVE_SEEDS,
        };
        let end = end?;
        if seeds_in_pits(pos) > most {
            return None;
        }
        let now = Instant::now();
        let share = now + end.saturating_duration_since(now) / 2;
        self.solver.set_past(past);
        let before = self.solver.nodes();
        let solution = self.solver.solve_within(pos, share)?;
        Some(Report {
            depth: 0,
            centiseeds: solution.value * 100,
            exact: true,
            nodes: self.solver.nodes() - before,
            pv: vec![solution.best],
        })
    }
}

/// The solver a player keeps: play's table sizes, and no graph run past the move's time.
fn new_solver(rules: &RuleSet) -> Solver {
    Solver::stored_or_new(rules, PLAY_SOLVE_BYTES, PLAY_SOLVE_BYTES).with_grace(Duration::ZERO)
}

/// The report of the search's last finished iteration.
fn report_of(search: &Search) -> Report {
    let best = search.values[0];
    Report {
        depth: search.done_depth,
        centiseeds: best.value * 100 / SCALE,
        exact: search.proven,
        nodes: search.nodes,
        pv: search.principal_variation(best.mv, search.done_depth as usize + 8),
    }
}
