//! Bounds that need no line, where games end when a position comes back (Oware and the other
//! games outside the Kalah family). There the search must follow each line's past, since a
//! value found on one line may not hold on another, and where seeds go round the board for
//! hundreds of moves without a capture the lines multiply past any search. This part takes the
//! graph of the positions reachable from one position instead, each position once, and asks of
//! each threshold whether a player can hold the game to it by a fixed choice at each of their
//! positions.
//!
//! Such a choice holds a threshold in the real game when, were the game played on for ever on
//! the graph, the positions that fall short of it (valued as if the game ended there by
//! repetition; a finished game is a position that stays) come back only finitely often
//! whatever the other player does: a co-Büchi game, solved by attractors. For then every line
//! of the real game ends well for the player: at a game's end, or at a position of the game's
//! past, that the choice lets the other player reach (those fall short never), or by bringing
//! back a position of a cycle the choice leaves open to the other player, which they could
//! run round for ever (none of its positions falls short). The best threshold each player
//! holds bounds the exact value from each side; where the bounds meet, the value is proven
//! without following a line. Where they do not, the search goes on within them.

use super::Solver;
use super::past::Line;
use crate::engine::ai::node::{diff, seeds_in_pits};
use crate::engine::{Position, RuleSet, Side};
use std::collections::{HashMap, HashSet};
use std::time::Duration;
use web_time::Instant;

/// The most positions one graph takes; a bigger one gives no bounds. A graph holds about
/// every way to place the seeds in pits (and the fewer seeds after captures): with 8 seeds on
/// Oware's 12 pits, 190,000 positions, built and solved in about 0.3 s.
const MOST_POSITIONS: usize = 400_000;

/// The most ways to place the seeds in pits (one side to move) for which a graph is tried:
/// natively 100,000 (8 seeds on Oware's pits); in the browser, whose page waits while it is
/// built, 15,000 (6 seeds, a graph of about 25,000 positions: 30 ms natively).
#[cfg(not(target_arch = "wasm32"))]
const MOST_WAYS: u64 = 100_000;
#[cfg(target_arch = "wasm32")]
const MOST_WAYS: u64 = 15_000;

/// How far past the caller's deadline a graph may run once begun. Play asks the solver in
/// slices of 8 to 20 ms and asks again with the same position; a graph stopped at each slice's
/// end would be begun again every slice and never finished, while one finished goes into the
/// table, and the next slice starts from its bounds.
#[cfg(not(target_arch = "wasm32"))]
pub(super) const GRACE: Duration = Duration::from_secs(2);
#[cfg(target_arch = "wasm32")]
pub(super) const GRACE: Duration = Duration::from_millis(500);

/// Positions built between two looks at the deadline.
const LOOK_EVERY: usize = 4096;

/// The positions reachable from one, with their moves both ways.
struct Graph {
    /// Whether South chooses at each position (a finished game: either, it stays).
    south: Vec<bool>,
    /// South's store margin if the game ended at each position: by repetition for a position
    /// in play, the final one for a finished game.
    ends: Vec<i32>,
    /// The positions each move leads to (`moves[first[v]..first[v + 1]]`); a finished game
    /// leads to itself.
    first: Vec<u32>,
    moves: Vec<u32>,
    /// The positions with a move to each (`from[from_first[v]..from_first[v + 1]]`), once for
    /// every such move.
    from_first: Vec<u32>,
    from: Vec<u32>,
}

/// Whether the graph of `pos` is worth building: the rule set ends games by repetition, its
/// positions repeat as a whole (no pie offer, no limit on moves without progress), and the
/// ways to place the seeds in pits are at most `MOST_WAYS`.
fn fits(rules: &RuleSet, pos: &Position) -> bool {
    if !rules.repetition || rules.pie || rules.no_progress.is_some() || pos.is_over() {
        return false;
    }
    let seeds = seeds_in_pits(pos) as u64;
    let pits = 2 * pos.board().pits() as u64;
    // C(seeds + pits - 1, pits - 1), stopped once past the limit.
    let mut ways: u64 = 1;
    for k in 1..pits {
        ways = ways * (seeds + k) / k;
        if ways > MOST_WAYS {
            return false;
        }
    }
    true
}

/// The bounds on the exact value of each of `starts` (each one that `fits`) for its player to
/// move, after a past `past` (a move that brings back one of its positions ends the game):
/// for the moves of one position, its children after its line. `None` where the graph is too
/// big, or the deadline passes.
fn sure_bounds(
    rules: &RuleSet,
    starts: &[Position],
    past: &[Position],
    deadline: Option<Instant>,
) -> Option<Vec<(i32, i32)>> {
    let graph = Graph::build(rules, starts, past, deadline)?;
    let late = || deadline.is_some_and(|d| Instant::now() >= d);
    let bounds = starts.iter().enumerate().map(|(start, pos)| {
        let (margin, seeds) = (margin(pos), seeds_in_pits(pos));
        // South holds at least `lowest` (the seeds in pits go to North at worst) and North at
        // most `highest`: each search keeps that end true.
        let (lowest, highest) = (margin - seeds, margin + seeds);
        let lo = last_true(lowest, highest, |t| {
            graph.holds(start, true, |end| end >= t)
        });
        let hi = first_true(lowest, highest, |t| {
            graph.holds(start, false, |end| end <= t)
        });
        let (lo, hi) = (lo.unwrap_or(lowest), hi.unwrap_or(highest));
        // The clock is read between starts (each takes a few solves of the graph).
        (!late()).then_some(match pos.to_move() {
            Side::South => (lo, hi),
            Side::North => (-hi, -lo),
        })
    });
    bounds.collect()
}

impl Solver {
    /// Where games end by repetition and the graphs of `positions` (each after the line
    /// `past`) are small enough: their bounds from the whole graph (`cycles`), found without
    /// following lines, into the table. Whether it stored them. None is begun after `deadline`;
    /// one begun is finished up to the solver's grace (`GRACE` unless set) past it.
    pub(super) fn bound_by_graph(
        &mut self,
        positions: &[Position],
        past: &Line,
        deadline: Option<Instant>,
    ) -> bool {
        // A graph is begun only while there is time; once begun it may run `GRACE` over.
        let late = deadline.is_some_and(|d| Instant::now() >= d);
        if late || positions.is_empty() || !positions.iter().all(|p| fits(&self.rules, p)) {
            return false;
        }
        let back: Vec<Position> = past.positions().copied().collect();
        let deadline = deadline.map(|d| d.max(Instant::now() + self.grace));
        let Some(bounds) = sure_bounds(&self.rules, positions, &back, deadline) else {
            return false;
        };
        for (pos, (lo, hi)) in positions.iter().zip(bounds) {
            // Kept with what the table knew (an exact value the search found stays).
            let (key, d) = (past.key(pos), diff(pos));
            let (mut lo, mut hi, mut mv) = (lo - d, hi - d, 0);
            if let Some(e) = self.table.probe(key) {
                (lo, hi, mv) = (lo.max(e.lo), hi.min(e.hi), e.mv);
            }
            self.table.store(key, lo, hi, mv, u64::MAX);
        }
        true
    }
}

/// The greatest `t` in `low..=high` with `holds(t)`, where `holds` is true up to some point;
/// `None` if it is not true at `low`.
fn last_true(low: i32, high: i32, mut holds: impl FnMut(i32) -> bool) -> Option<i32> {
    if !holds(low) {
        return None;
    }
    let (mut yes, mut no) = (low, high + 1);
    while no - yes > 1 {
        let mid = yes + (no - yes) / 2;
        if holds(mid) {
            yes = mid;
        } else {
            no = mid;
        }
    }
    Some(yes)
}

/// The least `t` in `low..=high` with `holds(t)`, where `holds` is true from some point on;
/// `None` if it is not true at `high`.
fn first_true(low: i32, high: i32, mut holds: impl FnMut(i32) -> bool) -> Option<i32> {
    match last_true(low, high, |t| !holds(t)) {
        None => Some(low),
        Some(t) if t == high => None,
        Some(t) => Some(t + 1),
    }
}

/// South's store margin: the final one in a finished game.
fn margin(pos: &Position) -> i32 {
    let b = pos.board();
    b.store(Side::South) as i32 - b.store(Side::North) as i32
}

/// The position as the graph knows it: the counters that decide nothing under these rules
/// (moves without progress, turn passes for the pie rule) set aside, so that a position that
/// comes back is the same one.
fn as_node(pos: &Position) -> Position {
    Position {
        quiet: 0,
        passes: 0,
        ..*pos
    }
}

impl Graph {
    /// The graph from `starts` (nodes 0, 1, ...; none over), a move that brings back a position
    /// of `past` leading to the game's end by repetition there.
    fn build(
        rules: &RuleSet,
        starts: &[Position],
        past: &[Position],
        deadline: Option<Instant>,
    ) -> Option<Graph> {
        let past: HashSet<Position> = past.iter().map(as_node).collect();
        let mut index: HashMap<Position, u32> = HashMap::new();
        // Every game that has ended with the same margin is one position that stays.
        let mut finished: HashMap<i32, u32> = HashMap::new();
        let mut nodes: Vec<Position> = Vec::new();
        let mut graph = Graph {
            south: Vec::new(),
            ends: Vec::new(),
            first: vec![0],
            moves: Vec::new(),
            from_first: Vec::new(),
            from: Vec::new(),
        };
        for start in starts {
            let start = as_node(start);
            if start.is_over() || index.insert(start, nodes.len() as u32).is_some() {
                return None;
            }
            nodes.push(start);
        }
        let mut next = 0;
        while next < nodes.len() {
            if next % LOOK_EVERY == 0 && deadline.is_some_and(|d| Instant::now() >= d) {
                return None;
            }
            let pos = nodes[next];
            let id = next as u32;
            next += 1;
            if pos.is_over() {
                graph.south.push(true);
                graph.ends.push(margin(&pos));
                graph.moves.push(id);
                graph.first.push(graph.moves.len() as u32);
                continue;
            }
            let mut ended = pos;
            ended.end_by_repetition(rules, &mut ());
            graph.south.push(pos.to_move() == Side::South);
            graph.ends.push(margin(&ended));
            let moves = pos.legal_moves(rules);
            if moves.is_empty() {
                // The rules end a game without moves; a graph that says otherwise is not one.
                return None;
            }
            for mv in moves {
                let mut kid = as_node(&pos.after(rules, mv));
                if !kid.is_over() && past.contains(&kid) {
                    kid.end_by_repetition(rules, &mut ());
                }
                let to = if kid.is_over() {
                    let margin = margin(&kid);
                    *finished.entry(margin).or_insert_with(|| {
                        nodes.push(kid);
                        nodes.len() as u32 - 1
                    })
                } else {
                    *index.entry(kid).or_insert_with(|| {
                        nodes.push(kid);
                        nodes.len() as u32 - 1
                    })
                };
                graph.moves.push(to);
            }
            graph.first.push(graph.moves.len() as u32);
            if nodes.len() > MOST_POSITIONS {
                return None;
            }
        }
        graph.link_back();
        Some(graph)
    }

    fn len(&self) -> usize {
        self.south.len()
    }

    fn moves_of(&self, v: usize) -> &[u32] {
        &self.moves[self.first[v] as usize..self.first[v + 1] as usize]
    }

    fn moves_to(&self, v: usize) -> &[u32] {
        &self.from[self.from_first[v] as usize..self.from_first[v + 1] as usize]
    }

    /// Fills `from` and `from_first`: the moves read backwards.
    fn link_back(&mut self) {
        let n = self.len();
        let mut count = vec![0u32; n + 1];
        for &to in &self.moves {
            count[to as usize + 1] += 1;
        }
        for v in 0..n {
            count[v + 1] += count[v];
        }
        let mut at = count.clone();
        let mut from = vec![0u32; self.moves.len()];
        for v in 0..n {
            for &to in self.moves_of(v) {
                from[at[to as usize] as usize] = v as u32;
                at[to as usize] += 1;
            }
        }
        self.from_first = count;
        self.from = from;
    }

    /// Whether South (`south`), or North, can hold the game at `start` to the ends that are
    /// `good`: whether they win the co-Büchi game on the graph in which the positions that are
    /// not good may come back only finitely often. Solved as the other player's Büchi game:
    /// over and over, the positions from which the other cannot force a visit to one that is
    /// not good are a trap they stay in, and the positions from which the player forces the
    /// play into it are the player's; what is left, the other wins.
    fn holds(&self, start: usize, south: bool, good: impl Fn(i32) -> bool) -> bool {
        let n = self.len();
        let mut alive = vec![true; n];
        loop {
            let bad: Vec<u32> = (0..n)
                .filter(|&v| alive[v] && !good(self.ends[v]))
                .map(|v| v as u32)
                .collect();
            let reaches_bad = self.attractor(&alive, !south, bad);
            let trap: Vec<u32> = (0..n)
                .filter(|&v| alive[v] && !reaches_bad[v])
                .map(|v| v as u32)
                .collect();
            if trap.is_empty() {
                return false;
            }
            let won = self.attractor(&alive, south, trap);
            if won[start] {
                return true;
            }
            for (alive, won) in alive.iter_mut().zip(won) {
                *alive &= !won;
            }
        }
    }

    /// The positions among `alive` from which `south` (or North) can force the play into
    /// `target` (alive positions) while it stays among `alive`.
    fn attractor(&self, alive: &[bool], south: bool, target: Vec<u32>) -> Vec<bool> {
        let n = self.len();
        let mut inside = vec![false; n];
        // For the other player's positions: moves left that stay out of the attractor.
        let mut left: Vec<u32> = (0..n)
            .map(|v| {
                if alive[v] && self.south[v] != south {
                    self.moves_of(v)
                        .iter()
                        .filter(|&&w| alive[w as usize])
                        .count() as u32
                } else {
                    0
                }
            })
            .collect();
        for &v in &target {
            inside[v as usize] = true;
        }
        let mut queue = target;
        while let Some(v) = queue.pop() {
            for &u in self.moves_to(v as usize) {
                let u = u as usize;
                if !alive[u] || inside[u] {
                    continue;
                }
                let forced = if self.south[u] == south {
                    true
                } else {
                    left[u] -= 1;
                    left[u] == 0
                };
                if forced {
                    inside[u] = true;
                    queue.push(u as u32);
                }
            }
        }
        inside
    }
}

#[cfg(test)]
mod tests;
