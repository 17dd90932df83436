//! The game's past inside the solver, for rule sets that end a game when a position comes
//! back. A line keeps the positions it went through since the stores last changed (stores
//! never lose seeds, so only these can come back): a child that brings one of them back is
//! the game's end (the seeds left go as the leftover rule says, as `Game::play` ends it). A
//! position's value depends on those positions of its line (the set, not their order), so its
//! table key (`Line::key`) holds them beside the position's own key: a value found on one line
//! answers only for the same position after the same positions, and every value stays exact.
//! The first position after the stores changed has no such past, and its key is its own.

use crate::engine::ai::node::{Child, KeyShape, mix};
use crate::engine::{Position, RuleSet};

/// Mixed into the key of a past position with the other side to move, or the same.
const PAST_SALT: [u64; 2] = [0x5041_5354_4F54_4852, 0x5041_5354_5341_4D45];

/// The positions of the line searched that a later move can bring back: the game's past
/// before the solver's position, then the line's own. Empty and unused where the rule set
/// does not end games by repetition.
#[derive(Clone, Debug, Default)]
pub(super) struct Line {
    /// The rule set ends games by repetition.
    on: bool,
    positions: Vec<Position>,
}

impl Line {
    /// A line that starts after `past` (oldest first; `Game::repeatable_past` gives it latest
    /// first, and either order serves: only the set matters).
    pub fn new(rules: &RuleSet, past: &[Position]) -> Line {
        Line {
            on: rules.repetition,
            positions: if rules.repetition {
                past.to_vec()
            } else {
                Vec::new()
            },
        }
    }

    /// The table key of `pos` after this line: the position's own key (`KeyShape::key`) with
    /// each position of the line that `pos` could bring back mixed in, told apart by whether
    /// it has the same side to move as `pos` (the key of a position is its mover's view).
    #[inline]
    pub fn key(&self, shape: &KeyShape, pos: &Position) -> u64 {
        let past = self
            .same_stores(pos)
            .map(|p| mix(shape.key(p) ^ PAST_SALT[(p.to_move() == pos.to_move()) as usize]))
            .fold(0, |set, one| set ^ one);
        shape.key(pos) ^ past
    }

    /// The line's positions with the stores of `pos`, latest first (only they can come back).
    #[inline]
    fn same_stores<'a>(&'a self, pos: &Position) -> impl Iterator<Item = &'a Position> + 'a {
        let scores = pos.scores();
        self.positions
            .iter()
            .rev()
            .take_while(move |p| p.scores() == scores)
    }

    /// Whether `pos` (not over) stood on the line before, since the stores last changed.
    #[inline]
    pub fn repeats(&self, pos: &Position) -> bool {
        self.on && !pos.is_over() && self.same_stores(pos).any(|p| p.same_placement(pos))
    }

    /// `pos` as the game has it: ended where it brings back a position of the line.
    #[inline]
    pub fn settle(&self, rules: &RuleSet, pos: &mut Position) {
        if self.repeats(pos) {
            pos.end_by_repetition(rules, &mut ());
        }
    }

    /// Settles a child of the line's last position (`settle`).
    #[inline]
    pub fn settle_child(&self, rules: &RuleSet, kid: &mut Child) {
        self.settle(rules, &mut kid.pos);
    }

    /// Goes on to `pos`, searched next.
    #[inline]
    pub fn push(&mut self, pos: &Position) {
        if self.on {
            self.positions.push(*pos);
        }
    }

    /// Comes back from the position `push` went on to.
    #[inline]
    pub fn pop(&mut self) {
        if self.on {
            self.positions.pop();
        }
    }

    /// This line gone on to `pos`: the past of `pos`'s children.
    pub fn then(&self, pos: &Position) -> Line {
        let mut line = self.clone();
        line.push(pos);
        line
    }
}
