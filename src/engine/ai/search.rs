//! Depth-limited principal-variation search with iterative deepening, aspiration windows and a
//! transposition table, written as an explicit stack so it can stop at any node and resume
//! later exactly where it was: the web build thinks in slices of a few milliseconds per frame,
//! and a search cut into slices gives the same result as one run straight through
//! (deterministic levels). Extra turns are plies of the same side: values only change sign
//! when the deciding player changes (see `node::Child::flip`). Where the rule set ends games by
//! repetition, a position that comes back on the line searched, or from the game's past the
//! search was given (`with_past`), is scored as that end; a value that rests on such an end
//! depends on the line, so it is never stored (only its move is), and the table's values, all
//! free of the line, still cut the search short: repetition never poisons the table. Such
//! values are never marked proven. The table can be handed in and taken back, so that a
//! player keeps it from move to move (`with_table`, `into_table`).

use super::eval::{Eval, SCALE};
use super::node::{Child, KeyShape, MAX_MOVES, child_array, children, decode, diff, encode};
use super::order::Order;
use super::tt::{Found, Table};
use crate::engine::{Move, Position, RuleSet, Side};
use web_time::Instant;

/// Above every value a game can reach, in evaluation units.
pub(crate) const INF: i32 = 30_000;

/// Half the width of an iteration's first window around the last value: two seeds.
const ASPIRATION: i32 = 2 * SCALE;

/// A value handed down from a node.
#[derive(Clone, Copy, Debug)]
struct Back {
    value: i32,
    /// No heuristic leaf below it: proven.
    exact: bool,
    /// It rests on an end by repetition: it holds only after this line.
    line: bool,
}

/// One node being searched.
struct Frame {
    pos: Position,
    key: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    /// Alpha at entry, to tell an upper bound from an exact value.
    alpha0: i32,
    kids: [Child; MAX_MOVES],
    n: usize,
    next: usize,
    best: i32,
    best_mv: u8,
    /// The current child was searched with a null window.
    scout: bool,
    /// The current child failed high on its null window and must be searched again.
    research: bool,
    /// Every value below this node is proven (no heuristic leaf).
    exact: bool,
    /// Some value below this node rests on an end by repetition.
    line: bool,
    nodes_before: u64,
}

/// A root move's value from a finished iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RootValue {
    pub mv: Move,
    /// In evaluation units, from the mover's point of view.
    pub value: i32,
    /// Proven by the search (no heuristic leaf below it).
    pub exact: bool,
}

/// An iterative-deepening search of one position, run in slices by `step`.
pub(crate) struct Search {
    rules: RuleSet,
    eval: Eval,
    shape: KeyShape,
    root: Position,
    table: Table,
    stack: Vec<Frame>,
    /// A value handed up to the frame below the top (or out of the root).
    returned: Option<Back>,
    order: Order,
    /// The window of the iteration under way: an aspiration window, or `(-INF, INF)`.
    window: (i32, i32),
    /// Value every root move with a full window (for analysis and human-like choices).
    all_moves: bool,
    max_depth: u32,
    /// Depth of the iteration in progress.
    depth: u32,
    pub nodes: u64,
    current: Vec<RootValue>,
    root_best: u8,
    /// Root moves of the last finished iteration, best first.
    pub values: Vec<RootValue>,
    /// Depth of the last finished iteration (0 before the first).
    pub done_depth: u32,
    /// The last finished iteration proved its result.
    pub proven: bool,
    finished: bool,
    /// The game's positions before the root that a repetition can bring back.
    past: Vec<Position>,
}

impl Search {
    /// A search of `root` (not over) up to `max_depth` decisions, with a table of `bytes`.
    pub fn new(
        rules: &RuleSet,
        root: &Position,
        max_depth: u32,
        all_moves: bool,
        bytes: usize,
    ) -> Search {
        Search::with_table(rules, root, max_depth, all_moves, Table::with_bytes(bytes))
    }

    /// A search of `root` (not over) that fills `table`, which may hold what earlier searches
    /// of the same rule set found (it must not hold another rule set's entries).
    pub fn with_table(
        rules: &RuleSet,
        root: &Position,
        max_depth: u32,
        all_moves: bool,
        mut table: Table,
    ) -> Search {
        assert!(!root.is_over(), "search of a finished game");
        table.next_search();
        Search {
            rules: rules.clone(),
            eval: Eval::new(rules),
            shape: KeyShape::new(rules),
            root: *root,
            table,
            stack: Vec::with_capacity(64),
            returned: None,
            order: Order::new(),
            window: (-INF, INF),
            all_moves,
            max_depth: max_depth.max(1),
            depth: 0,
            nodes: 0,
            current: Vec::new(),
            root_best: 0,
            values: Vec::new(),
            done_depth: 0,
            proven: false,
            finished: false,
            past: Vec::new(),
        }
    }

    /// This search, told the game's positions before its root (those since the stores last
    /// changed are enough), so that it sees a repetition of one of them.
    pub fn with_past(mut self, past: &[Position]) -> Search {
        if self.rules.repetition {
            self.past = past.to_vec();
        }
        self
    }

    /// The value of `pos` as the end by repetition, where it repeats a position of the line
    /// searched or of the game's past.
    /// Seeds never leave the stores, so only the positions since the stores last changed are
    /// compared, their keys first (`key` is `pos`'s).
    fn repetition(&self, pos: &Position, key: u64) -> Option<i32> {
        if !self.rules.repetition {
            return None;
        }
        let stored = stores(pos);
        let same = |p: &Position, k: u64| k == key && p.same_placement(pos);
        let mut repeats = false;
        let mut whole_line = true;
        for f in self.stack.iter().rev() {
            if stores(&f.pos) != stored {
                whole_line = false;
                break;
            }
            if same(&f.pos, f.key) {
                repeats = true;
                break;
            }
        }
        if !repeats && whole_line {
            repeats = self.past.iter().any(|p| same(p, self.shape.key(p)));
        }
        if !repeats {
            return None;
        }
        let mut end = *pos;
        end.end_by_repetition(&self.rules, &mut ());
        Some(diff(&end) * SCALE)
    }

    /// The table, with what this search found, for the next search.
    pub fn into_table(self) -> Table {
        self.table
    }

    /// The line of best moves from the root, `first` and then as the table has them, at most
    /// `max` moves, until the game ends or a position comes back.
    pub fn principal_variation(&self, first: Move, max: usize) -> Vec<Move> {
        let mut line = Vec::new();
        let mut seen: Vec<Position> = self.past.clone();
        let mut pos = self.root;
        let mut next = Some(first);
        while let Some(mv) = next {
            if line.len() >= max || pos.is_over() || seen.iter().any(|p| p.same_placement(&pos)) {
                break;
            }
            if !pos.legal_moves(&self.rules).contains(&mv) {
                break;
            }
            seen.push(pos);
            pos = pos.after(&self.rules, mv);
            line.push(mv);
            next = match pos.is_over() {
                true => None,
                false => self
                    .table
                    .probe(self.shape.key(&pos))
                    .and_then(|e| decode(e.mv)),
            };
        }
        line
    }

    /// The best move of the last finished iteration, if one has finished.
    pub fn best(&self) -> Option<Move> {
        self.values.first().map(|v| v.mv)
    }

    /// Searches until `deadline` (if any) or until the depth is reached or the result proven.
    /// Returns whether the search is finished; if not, the next call goes on from here.
    pub fn step(&mut self, deadline: Option<Instant>) -> bool {
        let mut ticks = 0u32;
        while !self.finished {
            if let Some(back) = self.returned.take() {
                if self.stack.is_empty() {
                    self.finish_iteration(back);
                } else {
                    self.absorb(back);
                }
                continue;
            }
            if self.stack.is_empty() {
                self.start_iteration();
                continue;
            }
            ticks += 1;
            if ticks.is_multiple_of(256) && deadline.is_some_and(|d| Instant::now() >= d) {
                return false;
            }
            let root = self.stack.len() == 1;
            let all = root && self.all_moves;
            let top = self.stack.last_mut().expect("stack checked above");
            if top.next >= top.n || top.alpha >= top.beta {
                self.pop();
                continue;
            }
            let kid = top.kids[top.next];
            let scout = top.next > 0 && !all && !top.research;
            let (alpha, beta) = if all {
                (-INF, INF)
            } else if scout {
                (top.alpha, top.alpha + 1)
            } else {
                (top.alpha, top.beta)
            };
            top.scout = scout;
            top.research = false;
            let (alpha, beta) = if kid.flip {
                (-beta, -alpha)
            } else {
                (alpha, beta)
            };
            let depth = top.depth - 1;
            self.returned = self.enter(&kid.pos, depth, alpha, beta, false);
        }
        true
    }

    /// Begins the next iteration, in a window around the last one's value where that helps;
    /// after a window that failed, the same depth again with the whole window.
    fn start_iteration(&mut self) {
        let failed = self.window != (-INF, INF);
        if failed {
            self.window = (-INF, INF);
        } else {
            self.depth += 1;
            if let Some(last) = self
                .values
                .first()
                .filter(|_| !self.all_moves && self.depth > 4)
            {
                self.window = (last.value - ASPIRATION, last.value + ASPIRATION);
            }
        }
        self.current.clear();
        let root = self.root;
        let (alpha, beta) = self.window;
        self.returned = self.enter(&root, self.depth, alpha, beta, true);
    }

    fn finish_iteration(&mut self, back: Back) {
        let (alpha, beta) = self.window;
        if back.value <= alpha || back.value >= beta {
            // Outside the aspiration window: a bound only. The same depth again, whole.
            self.current.clear();
            return;
        }
        self.window = (-INF, INF);
        let exact = back.exact;
        let mut values = std::mem::take(&mut self.current);
        // Best first; the root's own best move wins ties (the others may be bounds).
        let best = decode(self.root_best);
        values.sort_by_key(|v| (std::cmp::Reverse(v.value), Some(v.mv) != best));
        self.values = values;
        self.done_depth = self.depth;
        self.proven = exact;
        self.finished = exact || self.depth >= self.max_depth;
    }

    /// Enters a node: its value at once (finished game, table cut-off, depth reached) or
    /// `None` after pushing its frame.
    fn enter(
        &mut self,
        pos: &Position,
        depth: u32,
        alpha: i32,
        beta: i32,
        root: bool,
    ) -> Option<Back> {
        self.nodes += 1;
        let back = |value, exact, line| Some(Back { value, exact, line });
        if pos.is_over() {
            return back(diff(pos) * SCALE, true, false);
        }
        let key = self.shape.key(pos);
        if let Some(value) = self.repetition(pos, key) {
            return back(value, false, true);
        }
        let base = diff(pos) * SCALE;
        let mut first = None;
        if let Some(e) = self.table.probe(key) {
            first = decode(e.mv);
            // Stored values rest on no repetition (`pop`), but where positions can come back
            // this line may still hold one below: such a value cuts the search short, as the
            // best guess there is, yet proves nothing.
            let exact = e.exact && !self.rules.repetition;
            if !root && (e.depth as u32 >= depth || exact) {
                let (lo, hi) = (base + e.lo as i32, base + e.hi as i32);
                if lo == hi || lo >= beta {
                    return back(lo, exact, false);
                }
                if hi <= alpha {
                    return back(hi, exact, false);
                }
            }
        }
        if depth == 0 {
            return back(self.eval.of(&self.rules, pos), false, false);
        }
        let mut kids = child_array(pos);
        let n = children(&self.rules, pos, first, &mut kids);
        self.order.sort(self.stack.len(), &mut kids[..n]);
        if root && !self.values.is_empty() {
            // The previous iteration's order, best first.
            for kid in &mut kids[..n] {
                let rank = self.values.iter().position(|v| v.mv == kid.mv);
                kid.order = -(rank.unwrap_or(MAX_MOVES) as i32);
            }
            kids[..n].sort_by_key(|k| std::cmp::Reverse(k.order));
        }
        self.stack.push(Frame {
            pos: *pos,
            key,
            depth,
            alpha,
            beta,
            alpha0: alpha,
            kids,
            n,
            next: 0,
            best: -INF,
            best_mv: 0,
            scout: false,
            research: false,
            exact: true,
            line: false,
            nodes_before: self.nodes,
        });
        None
    }

    /// Takes the value of the top frame's current child.
    fn absorb(&mut self, back: Back) {
        let Back { value, exact, line } = back;
        let ply = self.stack.len() - 1;
        let root = ply == 0;
        let all = root && self.all_moves;
        let top = self.stack.last_mut().expect("a frame waits for this value");
        let kid = top.kids[top.next];
        let score = kid.back(value);
        if top.scout && score > top.alpha && score < top.beta {
            top.research = true;
            return;
        }
        top.exact &= exact;
        top.line |= line;
        if root {
            self.current.push(RootValue {
                mv: kid.mv,
                value: score,
                exact,
            });
        }
        if score > top.best {
            top.best = score;
            top.best_mv = encode(kid.mv);
        }
        if score > top.alpha && !all {
            top.alpha = score;
        }
        top.next += 1;
        if score >= top.beta && !all {
            let depth = top.depth;
            self.order.cut(ply, depth, &kid);
        }
    }

    /// Finishes the top frame: stores its bounds and hands its value down.
    fn pop(&mut self) {
        let f = self.stack.pop().expect("a frame to finish");
        let base = diff(&f.pos) * SCALE;
        let (lo, hi) = if f.best <= f.alpha0 {
            (-INF, f.best)
        } else if f.best >= f.beta {
            (f.best, INF)
        } else {
            (f.best, f.best)
        };
        // A value that rests on this line's repetitions is kept for its move alone.
        let (lo, hi, depth) = match f.line {
            false => (lo - base, hi - base, f.depth.min(254) as u8),
            true => (-INF, INF, 0),
        };
        self.table.store(
            f.key,
            Found {
                lo,
                hi,
                depth,
                mv: f.best_mv,
                nodes: self.nodes - f.nodes_before,
                // (never true with `line`: an end by repetition is not proven)
                exact: f.exact,
            },
        );
        if self.stack.is_empty() {
            self.root_best = f.best_mv;
        }
        self.returned = Some(Back {
            value: f.best,
            exact: f.exact,
            line: f.line,
        });
    }
}

/// The seeds in both stores.
fn stores(pos: &Position) -> u16 {
    let b = pos.board();
    b.store(Side::South) as u16 + b.store(Side::North) as u16
}

/// A plain search of `pos` to `depth` decisions: its best move and the nodes visited
/// (benchmarks).
pub fn fixed_depth(rules: &RuleSet, pos: &Position, depth: u32) -> (Move, u64) {
    let mut search = Search::new(rules, pos, depth, false, 16 << 20);
    search.step(None);
    (
        search.best().expect("a finished search has a best move"),
        search.nodes,
    )
}
