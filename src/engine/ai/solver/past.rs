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
#[derive(Clone, Debug)]
pub(super) struct Line {
    /// The rule set ends games by repetition.
    on: bool,
    shape: KeyShape,
    positions: Vec<Position>,
    /// Beside each position, its stretch's part of a later key (`Stretch`).
    stretches: Vec<Stretch>,
}

/// What the positions of a stretch with the same stores (up to and including one position of
/// the line) add to the key of a later position with those stores: by the side to move of
/// each, its mixed key salted as seen by a later mover of the same side (`[_][1]`) or of the
/// other (`[_][0]`). Kept as the line grows, so a key costs the same however long the stretch.
#[derive(Clone, Copy, Debug, Default)]
struct Stretch {
    set: [[u64; 2]; 2],
}

impl Line {
    /// A line that starts after `past` (oldest first; `Game::repeatable_past` gives it latest
    /// first, and either order serves: only the set matters).
    pub fn new(rules: &RuleSet, shape: KeyShape, past: &[Position]) -> Line {
        let mut line = Line {
            on: rules.repetition,
            shape,
            positions: Vec::new(),
            stretches: Vec::new(),
        };
        for pos in past {
            line.push(pos);
        }
        line
    }

    /// The table key of `pos` after this line: the position's own key (`KeyShape::key`) with
    /// each position of the line that `pos` could bring back mixed in, told apart by whether
    /// it has the same side to move as `pos` (the key of a position is its mover's view).
    #[inline]
    pub fn key(&self, pos: &Position) -> u64 {
        let own = self.shape.key(pos);
        match self.stretch_of(pos) {
            Some(s) => {
                let me = pos.to_move().index();
                own ^ s.set[me][1] ^ s.set[1 - me][0]
            }
            None => own,
        }
    }

    /// The stretch of the line's last position, where `pos` has its stores (only then can
    /// `pos` bring back one of the line's positions).
    #[inline]
    fn stretch_of(&self, pos: &Position) -> Option<&Stretch> {
        let last = self.positions.last()?;
        (last.scores() == pos.scores()).then(|| self.stretches.last())?
    }

    /// The line's positions, oldest first.
    pub(super) fn positions(&self) -> impl Iterator<Item = &Position> {
        self.positions.iter()
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
        if !self.on {
            return;
        }
        let mut stretch = self.stretch_of(pos).copied().unwrap_or_default();
        let key = self.shape.key(pos);
        let side = &mut stretch.set[pos.to_move().index()];
        for (same, set) in side.iter_mut().enumerate() {
            *set ^= mix(key ^ PAST_SALT[same]);
        }
        self.positions.push(*pos);
        self.stretches.push(stretch);
    }

    /// Comes back from the position `push` went on to.
    #[inline]
    pub fn pop(&mut self) {
        if self.on {
            self.positions.pop();
            self.stretches.pop();
        }
    }

    /// This line gone on to `pos`: the past of `pos`'s children.
    pub fn then(&self, pos: &Position) -> Line {
        let mut line = self.clone();
        line.push(pos);
        line
    }
}
