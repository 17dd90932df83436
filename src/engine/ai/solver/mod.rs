//! The exact solver: the final store difference under perfect play. MTD(f) over fail-soft
//! null-window alpha-beta, with a transposition table of proven bounds (relative to the store
//! difference, so positions that differ only in their stores share entries), enhanced
//! transposition cut-offs, move ordering (table move, extra turns, gains), the trivial bound
//! "at most the seeds still in pits can change hands", and the endgame database (filled on
//! demand, or complete from the file on disk, shared by every solver of the process).
//! It stops at a deadline and can be called again: the table keeps the work done. Where the
//! rule set ends games by repetition, values are those of the game after its past
//! (`with_past`): the search follows its line (`past`), exactly as the game would end it.
//!
//! This file holds the driver (MTD(f) and the threads of one pass) and what both searches
//! share; `general` searches positions of any rule set, `fast_path` the pits of the Kalah
//! family. On the fast path several threads can share the table and the database (ABDADA):
//! every thread searches the same window, and a thread defers a move whose subtree another
//! thread is inside of, coming back to it once its other moves are done (by then the answer is
//! usually in the table). The first thread to finish gives the result.

mod cycles;
mod deep;
mod fast_path;
mod general;
mod past;

use super::busy::Busy;
use super::clock::Clock;
use super::endgame::Endgame;
use super::endgame_file::EndgameDb;
use super::eval::SCALE;
use super::fast::Fast;
use super::node::{Child, KeyShape, child, child_array, children, decode, diff, seeds_in_pits};
use super::proofs::ProofTable;
use super::search::Search;
use crate::engine::{Move, Position, RuleSet};
pub use deep::LineTooLong;
use past::Line;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// Table memory of the solver for `kalah-cli solve`.
pub const SOLVE_BYTES: usize = 128 << 20;
/// Endgame database memory for `kalah-cli solve`: enough for 14 seeds on 6 pits a side
/// (filling more costs about what it saves).
pub const SOLVE_ENDGAME_BYTES: usize = 16 << 20;
/// Memory for the solver inside play and analysis (table and endgame database each).
pub const PLAY_SOLVE_BYTES: usize = 16 << 20;

/// Depth of the heuristic search that guesses the value of a fresh position with `seeds` in
/// pits: a third of them, from 14 to 22. A bigger game gets a deeper search, which costs
/// little beside its solve and can save whole MTD(f) passes: on Kalah(6,5) (60 seeds, value
/// +12) depth 14 guesses 7 and depth 20 10.5, which saves the passes for +8 and +10.
fn guess_depth(seeds: i32) -> u32 {
    (seeds / 3).clamp(14, 22) as u32
}

/// The guess's depth where games end by repetition: there the heuristic search keeps no
/// values in its table (a value found on one line may not hold on another), so every ply
/// multiplies its work. With 14 plies, mining the first Oware puzzle took 96.5 s (each try at
/// a position spent its time guessing); with 8, 0.6 s.
const REPETITION_GUESS_DEPTH: u32 = 8;

/// Enhanced transposition cut-offs only where a subtree is big enough to pay for the probes
/// (measured on Kalah(6,4)).
const ETC_SEEDS: i32 = 24;

/// With a complete endgame database (a file), threads share out subtrees with more seeds
/// than the database answers for plus this, and at least `SPLIT_SEEDS`: nearer the database a
/// subtree ends in lookups within a few plies and costs less than marking it, which touches
/// memory the other thread writes too. Two threads against the old fixed 20, Kalah(6,5) with
/// the 24-seed file (split above 36): 642.5 and 635.5 s against 702.7 s, the same nodes.
/// With a database filled on demand the limit stays 20: with 14 seeds (above 26) Kalah(6,4) got
/// faster with empty captures (11.7 against 12.6 s) but slower with standard ones (39.3
/// against 38.1 s).
const SPLIT_ABOVE_ENDGAME: i32 = 12;

/// Subtrees with this many seeds or fewer are never shared out.
const SPLIT_SEEDS: i32 = 20;

/// Why a call without a deadline has an answer unless its line grew too long: nothing else
/// stops the search.
fn answered<T>(answer: Option<T>, solver: &Solver) -> Result<T, LineTooLong> {
    answer.ok_or_else(|| solver.line_too_long())
}

/// Play and analysis ask the solver only with at most this many seeds left in pits; with
/// more it rarely finishes within a decision's time.
pub(crate) const PLAY_SOLVE_SEEDS: i32 = 30;

/// A proven result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Final store difference, side to move minus the other, under perfect play.
    pub value: i32,
    /// A move that achieves it.
    pub best: Move,
}

/// An exact solver for one rule set; reuse it for many positions of the same game.
pub struct Solver {
    rules: RuleSet,
    shape: KeyShape,
    /// The fast path, for rule sets of the Kalah family.
    fast: Option<Fast>,
    table: ProofTable,
    /// Filled on demand for this solver, or a complete database shared with others.
    endgame: Option<Arc<Endgame>>,
    /// The endgame database is a complete one (built or read from a file).
    complete: bool,
    nodes: u64,
    /// Threads searching each pass on the fast path.
    threads: usize,
    /// Told the bounds after each MTD(f) pass (`with_progress`).
    progress: Option<Box<dyn FnMut(Progress) + Send + Sync>>,
    /// The game's positions before the ones asked about that a repetition can bring back
    /// (`with_past`).
    past: Vec<Position>,
    /// The longest line the search follows on the stack of the solve under way (`deep`).
    max_line: usize,
    /// The longest line it follows on any stack (`with_line_limit`).
    line_limit: usize,
    /// How far past the caller's deadline a graph of positions may run once begun
    /// (`cycles::GRACE` unless `with_grace` says otherwise).
    grace: Duration,
}

/// Where a solve stands after one MTD(f) pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The value is proven to lie in `lo..=hi`.
    pub lo: i32,
    pub hi: i32,
    /// Nodes searched so far, over every call.
    pub nodes: u64,
}

/// One thread's search over its solver's shared table and database.
struct Worker<'a> {
    solver: &'a Solver,
    /// The subtrees threads are in, when several search together.
    busy: Option<&'a Busy>,
    /// Subtrees with more seeds than this are shared out (`busy`).
    split_seeds: i32,
    clock: Clock<'a>,
    nodes: u64,
    /// The positions before the one searched that a repetition can bring back.
    line: Line,
    /// Moves of the line searched from this worker's position.
    depth: usize,
}

impl Solver {
    /// A solver with a table of `table_bytes` and an endgame database of `endgame_bytes`
    /// filled on demand.
    pub fn new(rules: &RuleSet, table_bytes: usize, endgame_bytes: usize) -> Solver {
        let endgame = Endgame::new(rules, endgame_bytes).map(Arc::new);
        Solver::with_endgame(rules, table_bytes, endgame, false)
    }

    /// A solver that uses the complete endgame database stored in the cache directory for
    /// `rules` when there is a good one (`EndgameDb::stored`), else one of `endgame_bytes`
    /// filled on demand: what play, hints and `kalah-cli solve` use.
    pub fn stored_or_new(rules: &RuleSet, table_bytes: usize, endgame_bytes: usize) -> Solver {
        match EndgameDb::stored(rules) {
            Some(db) => Solver::with_database(rules, table_bytes, &db),
            None => Solver::new(rules, table_bytes, endgame_bytes),
        }
    }

    /// A solver that uses the complete endgame database `db` (shared, not copied); one that
    /// was built for other rules is not used (the solver then has none).
    pub fn with_database(rules: &RuleSet, table_bytes: usize, db: &EndgameDb) -> Solver {
        let endgame = db.fits(rules).then(|| Arc::clone(db.table()));
        Solver::with_endgame(rules, table_bytes, endgame, true)
    }

    fn with_endgame(
        rules: &RuleSet,
        table_bytes: usize,
        endgame: Option<Arc<Endgame>>,
        complete: bool,
    ) -> Solver {
        Solver {
            rules: rules.clone(),
            shape: KeyShape::new(rules),
            fast: Fast::new(rules),
            table: ProofTable::with_bytes(table_bytes),
            complete: complete && endgame.is_some(),
            endgame,
            nodes: 0,
            threads: 1,
            progress: None,
            past: Vec::new(),
            max_line: deep::SHALLOW_LINE,
            line_limit: usize::MAX,
            grace: cycles::GRACE,
        }
    }

    /// This solver, letting a graph of positions run at most `grace` past the caller's
    /// deadline once begun: zero for a caller whose deadline is a promise (the protocol
    /// engine's move time), which then asks once with all the time it gives.
    pub fn with_grace(mut self, grace: Duration) -> Solver {
        self.grace = grace;
        self
    }

    /// Tells `report` the proven bounds after each pass (long solves show how far they got).
    pub fn with_progress(mut self, report: impl FnMut(Progress) + Send + Sync + 'static) -> Solver {
        self.progress = Some(Box::new(report));
        self
    }

    /// This solver, told the game's positions before the ones it is asked about that a
    /// repetition can bring back (`Game::repeatable_past`), where the rule set ends games by
    /// repetition: its values are then those of that game. Without it, a position is valued
    /// as if its game began there.
    pub fn with_past(mut self, past: &[Position]) -> Solver {
        self.set_past(past);
        self
    }

    /// Tells the solver the game's past before the next positions asked (`with_past`).
    pub fn set_past(&mut self, past: &[Position]) {
        self.past = if self.rules.repetition {
            past.to_vec()
        } else {
            Vec::new()
        };
    }

    /// Searches with `threads` threads (at least one) where the rule set allows: the table
    /// and the database are shared, so memory stays the same.
    pub fn with_threads(mut self, threads: usize) -> Solver {
        self.threads = threads.max(1);
        self
    }

    /// Threads that search each pass: as many as asked on the fast path, else one.
    pub fn threads(&self) -> usize {
        if self.fast.is_some() { self.threads } else { 1 }
    }

    /// Nodes searched so far, over every call.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Seeds left in pits up to which the endgame database answers (0 without one).
    pub fn endgame_seeds(&self) -> i32 {
        self.endgame.as_ref().map_or(0, |e| e.max_seeds)
    }

    /// The endgame database is complete (built or read from a file), not filled on demand.
    pub fn endgame_complete(&self) -> bool {
        self.complete
    }

    /// Solves `pos` (not over); an error only where a line grows longer than the solver can
    /// follow.
    pub fn solve(&mut self, pos: &Position) -> Result<Solution, LineTooLong> {
        let answer = self.solve_until(pos, None);
        answered(answer, self)
    }

    /// Solves `pos` (not over), or `None` if `deadline` passed first.
    pub fn solve_within(&mut self, pos: &Position, deadline: Instant) -> Option<Solution> {
        self.solve_until(pos, Some(deadline))
    }

    fn solve_until(&mut self, pos: &Position, deadline: Option<Instant>) -> Option<Solution> {
        assert!(!pos.is_over(), "solving a finished game");
        self.deep(|solver| {
            let past = Line::new(&solver.rules, solver.shape, &solver.past);
            solver.solve_after(pos, &past, deadline)
        })
    }

    /// `solve_until` for `pos` after the line `past`.
    fn solve_after(
        &mut self,
        pos: &Position,
        past: &Line,
        deadline: Option<Instant>,
    ) -> Option<Solution> {
        let value = self.value_after(pos, past, deadline)?;
        let kids = self.settled_children(pos, past);
        let line = past.then(pos);
        let stop = AtomicBool::new(false);
        let mut worker = Worker::new(self, None, Clock::new(deadline, &stop), line);
        let best = kids
            .iter()
            .find_map(|kid| match worker.reaches(kid, value) {
                Some(true) => Some(Some(kid.mv)),
                Some(false) => None,
                None => Some(None),
            });
        self.nodes += worker.nodes;
        let best = best.expect("a move reaches the proven value")?;
        Some(Solution { value, best })
    }

    /// The exact value of every legal move at `pos` (not over) for the player who makes it,
    /// best first; an error only where a line grows longer than the solver can follow.
    pub fn move_values(&mut self, pos: &Position) -> Result<Vec<(Move, i32)>, LineTooLong> {
        let answer = self.move_values_until(pos, None);
        answered(answer, self)
    }

    /// [`Solver::move_values`], or `None` if `deadline` passed first.
    pub fn move_values_within(
        &mut self,
        pos: &Position,
        deadline: Instant,
    ) -> Option<Vec<(Move, i32)>> {
        self.move_values_until(pos, Some(deadline))
    }

    fn move_values_until(
        &mut self,
        pos: &Position,
        deadline: Option<Instant>,
    ) -> Option<Vec<(Move, i32)>> {
        assert!(!pos.is_over(), "valuing the moves of a finished game");
        self.deep(|solver| {
            let past = Line::new(&solver.rules, solver.shape, &solver.past);
            let kids = solver.settled_children(pos, &past);
            let line = past.then(pos);
            let open: Vec<Position> = kids
                .iter()
                .map(|k| k.pos)
                .filter(|p| !p.is_over())
                .collect();
            solver.bound_by_graph(&open, &line, deadline);
            let mut values = kids
                .iter()
                .map(|kid| {
                    Some((
                        kid.mv,
                        kid.back(solver.value_after(&kid.pos, &line, deadline)?),
                    ))
                })
                .collect::<Option<Vec<_>>>()?;
            values.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
            Some(values)
        })
    }

    /// A principal variation from `pos` to the end of the game: every move one that keeps the
    /// proven value, so the game it plays ends with the value of `pos` as the store difference
    /// of the player to move at `pos` (who plays the other side after a pie swap). The solves
    /// along it report no progress (`with_progress` is about the position asked). An error
    /// only where a line grows longer than the solver can follow.
    pub fn principal_variation(&mut self, pos: &Position) -> Result<Vec<Move>, LineTooLong> {
        let progress = self.progress.take();
        let line = self.deep(|solver| solver.proven_line(pos));
        self.progress = progress;
        answered(line, self)
    }

    /// `principal_variation`'s moves: the proven best move, played, until the game ends (by
    /// repetition too, where the line brings a position back).
    fn proven_line(&mut self, pos: &Position) -> Option<Vec<Move>> {
        let mut moves = Vec::new();
        let mut past = Line::new(&self.rules, self.shape, &self.past);
        let mut pos = *pos;
        while !pos.is_over() {
            let best = self.solve_after(&pos, &past, None)?.best;
            moves.push(best);
            past.push(&pos);
            pos = child(&self.rules, &pos, best).pos;
            past.settle(&self.rules, &mut pos);
        }
        Some(moves)
    }

    /// The children of `pos` after the line `past`, in search order, each ended where it
    /// brings back a position of the line or `pos` itself.
    fn settled_children(&self, pos: &Position, past: &Line) -> Vec<Child> {
        let mut kids = child_array(pos);
        let n = children(&self.rules, pos, self.table_move(pos, past), &mut kids);
        let mut kids = kids[..n].to_vec();
        let line = past.then(pos);
        for kid in &mut kids {
            line.settle_child(&self.rules, kid);
        }
        kids
    }

    /// The exact value of `pos` (any position); an error only where a line grows longer than
    /// the solver can follow.
    pub fn value(&mut self, pos: &Position) -> Result<i32, LineTooLong> {
        let answer = self.value_until(pos, None);
        answered(answer, self)
    }

    /// The exact value of `pos` (any position), or `None` if `deadline` passed first.
    pub fn value_within(&mut self, pos: &Position, deadline: Instant) -> Option<i32> {
        self.value_until(pos, Some(deadline))
    }

    fn value_until(&mut self, pos: &Position, deadline: Option<Instant>) -> Option<i32> {
        self.deep(|solver| {
            let past = Line::new(&solver.rules, solver.shape, &solver.past);
            solver.value_after(pos, &past, deadline)
        })
    }

    /// `value_until` for `pos` after the line `past`: a position that brings back one of the
    /// line's has the value of the game it ends.
    fn value_after(
        &mut self,
        pos: &Position,
        past: &Line,
        deadline: Option<Instant>,
    ) -> Option<i32> {
        let mut pos = *pos;
        past.settle(&self.rules, &mut pos);
        let pos = &pos;
        if pos.is_over() {
            return Some(diff(pos));
        }
        let d = diff(pos);
        let (mut lo, mut hi) = self.shape.value_bounds(pos);
        let fresh = (lo, hi);
        if let Some(e) = self.table.probe(past.key(pos)) {
            lo = lo.max(d + e.lo);
            hi = hi.min(d + e.hi);
        }
        if (lo, hi) == fresh
            && self.bound_by_graph(&[*pos], past, deadline)
            && let Some(e) = self.table.probe(past.key(pos))
        {
            lo = lo.max(d + e.lo);
            hi = hi.min(d + e.hi);
        }
        let mut guess = if (lo, hi) == fresh {
            // A fresh position: a heuristic search (`guess_depth` deep) guesses the value.
            let depth = if self.rules.repetition {
                REPETITION_GUESS_DEPTH
            } else {
                guess_depth(seeds_in_pits(pos))
            };
            let mut search = Search::new(&self.rules, pos, depth, false, 1 << 20);
            search.step(deadline);
            search
                .values
                .first()
                .map_or(d, |v| (v.value as f64 / SCALE as f64).round() as i32)
        } else {
            d
        }
        .clamp(lo, hi);
        while lo < hi {
            let gamma = guess.clamp(lo + 1, hi);
            let v = self.pass(pos, past, gamma - 1, gamma, deadline)?;
            if v >= gamma {
                lo = v;
            } else {
                hi = v;
            }
            guess = v;
            let nodes = self.nodes;
            if let Some(report) = &mut self.progress {
                report(Progress { lo, hi, nodes });
            }
        }
        Some(lo)
    }

    /// One null-window search of `pos` by every thread; the first result, or `None` if the
    /// deadline passed first.
    fn pass(
        &mut self,
        pos: &Position,
        past: &Line,
        alpha: i32,
        beta: i32,
        deadline: Option<Instant>,
    ) -> Option<i32> {
        let helpers = self.threads() - 1;
        let busy = (helpers > 0).then(Busy::new);
        let stop = AtomicBool::new(false);
        let this = &*self;
        let search = || {
            let clock = Clock::new(deadline, &stop);
            let mut worker = Worker::new(this, busy.as_ref(), clock, past.clone());
            let v = worker.search(pos, alpha, beta);
            let found = (!worker.clock.late).then_some(v);
            if found.is_some() {
                // The others stop: this answer is theirs too.
                stop.store(true, Ordering::Relaxed);
            }
            (found, worker.nodes)
        };
        let results: Vec<(Option<i32>, u64)> = std::thread::scope(|scope| {
            let others: Vec<_> = (0..helpers).map(|_| scope.spawn(search)).collect();
            let mine = search();
            std::iter::once(mine)
                .chain(
                    others
                        .into_iter()
                        .map(|t| t.join().expect("a solver thread")),
                )
                .collect()
        });
        self.nodes += results.iter().map(|&(_, nodes)| nodes).sum::<u64>();
        results.into_iter().find_map(|(found, _)| found)
    }

    /// The table's move at `pos` after the line `past`, where the table answers for it.
    fn table_move(&self, pos: &Position, past: &Line) -> Option<Move> {
        self.table.probe(past.key(pos)).and_then(|e| decode(e.mv))
    }
}

impl<'a> Worker<'a> {
    fn new(solver: &'a Solver, busy: Option<&'a Busy>, clock: Clock<'a>, line: Line) -> Worker<'a> {
        Worker {
            solver,
            busy,
            split_seeds: if solver.complete {
                SPLIT_SEEDS.max(solver.endgame_seeds() + SPLIT_ABOVE_ENDGAME)
            } else {
                SPLIT_SEEDS
            },
            clock,
            nodes: 0,
            line,
            depth: 0,
        }
    }
}

/// The best child of a node so far, and the window it narrows: a search takes its children's
/// values one by one until one refutes (reaches `beta`).
struct Best {
    value: i32,
    /// The move to it (`encode`d; 0 while there is none).
    mv: u8,
    /// The window's lower end, raised by every value taken.
    alpha: i32,
    beta: i32,
}

impl Best {
    /// No child yet, the window `(alpha, beta)`.
    #[inline]
    fn new(alpha: i32, beta: i32) -> Best {
        Best {
            value: i32::MIN,
            mv: 0,
            alpha,
            beta,
        }
    }

    /// Takes the value (for the parent) of the child reached by `mv`; whether it refutes.
    #[inline]
    fn take(&mut self, value: i32, mv: u8) -> bool {
        if value > self.value {
            self.value = value;
            self.mv = mv;
        }
        self.alpha = self.alpha.max(self.value);
        self.refutes()
    }

    /// The best value so far reaches `beta`: the other children need no search.
    #[inline]
    fn refutes(&self) -> bool {
        self.value >= self.beta
    }

    /// Some child has a value already.
    #[inline]
    fn any(&self) -> bool {
        self.value != i32::MIN
    }
}

/// What a fail-soft search of window `(alpha0, beta)` that returned `best` proves, within the
/// bounds `lo..=hi` known before: an upper bound on a fail low, a lower bound on a fail high,
/// else the exact value.
fn proven_bounds(best: i32, alpha0: i32, beta: i32, lo: i32, hi: i32) -> (i32, i32) {
    if best <= alpha0 {
        (lo, best)
    } else if best >= beta {
        (best, hi)
    } else {
        (best, best)
    }
}
