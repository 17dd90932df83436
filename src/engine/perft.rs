//! Perft: counts the leaves of the game tree cut at a number of decisions, a finished game
//! counting as one leaf where it ends. Checks move generation and measures its speed. It
//! counts positions, so it never sees the end by repetition (only a `Game`'s past holds it):
//! for the rule sets that have it, the counts are those of the tree of moves without it.

use super::position::Position;
use super::rules::RuleSet;

/// Leaves of the tree below `pos` cut at `depth` decisions.
pub fn perft(rules: &RuleSet, pos: &Position, depth: u32) -> u64 {
    if depth == 0 || pos.is_over() {
        return 1;
    }
    let mut nodes = 0;
    pos.for_each_legal(rules, |mv| {
        let next = pos.after(rules, mv);
        nodes += if depth == 1 {
            1
        } else {
            perft(rules, &next, depth - 1)
        };
    });
    nodes
}
