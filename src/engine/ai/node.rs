//! What search and solver share about a position: the side-relative store difference, when a
//! value changes sign (the deciding player changes), the children of a node in search order,
//! and the transposition key (only the state that decides the rest of the game).

use crate::engine::board::MAX_PITS;
use crate::engine::rules::{ExtraTurn, RuleSet};
use crate::engine::{Move, Position};

/// Most legal moves of one decision: every pit both ways, and `swap`.
pub(crate) const MAX_MOVES: usize = 2 * MAX_PITS + 1;

/// Store difference from the point of view of the player deciding at `pos` (who plays the side
/// to move): the final value of a finished game.
#[inline]
pub(crate) fn diff(pos: &Position) -> i32 {
    let b = pos.board();
    b.store(pos.to_move()) as i32 - b.store(pos.to_move().other()) as i32
}

/// Seeds still in pits, the most that either player can still gain.
#[inline]
pub(crate) fn seeds_in_pits(pos: &Position) -> i32 {
    pos.board().row_total(pos.to_move()) as i32
        + pos.board().row_total(pos.to_move().other()) as i32
}

/// A legal move with the position it leads to, prepared for search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Child {
    pub mv: Move,
    pub pos: Position,
    /// The child is decided by the other player, so its values change sign. The turn passing
    /// does it, and so does `swap` (same side to move, but now played by the other player).
    pub flip: bool,
    /// Search order: higher first.
    pub order: i32,
}

impl Child {
    /// The parent's value of a child's value.
    #[inline]
    pub fn back(&self, value: i32) -> i32 {
        if self.flip { -value } else { value }
    }
}

/// Fills `out` with the children of `pos` (not over), best guesses first: `first` (the table's
/// move) if legal, then extra turns nearest the store, then by seeds gained. Returns the count.
pub(crate) fn children(
    rules: &RuleSet,
    pos: &Position,
    first: Option<Move>,
    out: &mut [Child; MAX_MOVES],
) -> usize {
    let before = diff(pos);
    let mut n = 0;
    pos.for_each_legal(rules, |mv| {
        let mut kid = child(rules, pos, mv);
        let after = kid.back(diff(&kid.pos));
        let pit = match mv {
            Move::Sow { pit, .. } => pit as i32,
            Move::Swap => 0,
        };
        kid.order = if Some(mv) == first {
            1 << 20
        } else {
            let extra_turn = !kid.flip && mv != Move::Swap && !kid.pos.is_over();
            move_order(extra_turn, after - before, pit)
        };
        out[n] = kid;
        n += 1;
    });
    sort_best_first(&mut out[..n], |kid| kid.order);
    n
}

/// The search order of a move (higher first): extra turns before the rest, the pit nearest
/// the store first, then by seeds gained.
#[inline]
pub(crate) fn move_order(extra_turn: bool, gain: i32, pit: i32) -> i32 {
    if extra_turn {
        (1 << 16) + pit
    } else {
        (gain << 6) + pit
    }
}

/// Sorts children by `order`, highest first. Insertion sort: at most 19 moves, usually 6, and
/// stable for determinism.
#[inline]
pub(crate) fn sort_best_first<T>(kids: &mut [T], order: impl Fn(&T) -> i32) {
    for i in 1..kids.len() {
        let mut j = i;
        while j > 0 && order(&kids[j - 1]) < order(&kids[j]) {
            kids.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The child of `pos` after the legal move `mv` (order 0).
#[inline]
pub(crate) fn child(rules: &RuleSet, pos: &Position, mv: Move) -> Child {
    let next = pos.after(rules, mv);
    Child {
        mv,
        pos: next,
        flip: (next.to_move() != pos.to_move()) ^ (mv == Move::Swap),
        order: 0,
    }
}

/// A blank child array for `children` to fill.
pub(crate) fn child_array(pos: &Position) -> [Child; MAX_MOVES] {
    [Child {
        mv: Move::Swap,
        pos: *pos,
        flip: false,
        order: 0,
    }; MAX_MOVES]
}

/// Which parts of a position can change its future under a rule set, so that positions that
/// differ only elsewhere share one table entry (values are stored relative to the current
/// store difference, so the stores themselves only matter where a majority ends the game).
#[derive(Clone, Copy, Debug)]
pub(crate) struct KeyShape {
    tuzdyk: bool,
    stores: bool,
    streak: bool,
    quiet: bool,
    pie: bool,
}

impl KeyShape {
    /// Every switch is named here: a new one does not compile until someone decides whether
    /// it makes more of a position matter.
    pub fn new(rules: &RuleSet) -> KeyShape {
        let RuleSet {
            name: _,
            // The key holds the board size and every pit.
            pits: _,
            seeds: _,
            // How a move plays: the same for every position of the rule set.
            stores_sown: _,
            direction: _,
            min_lift: _,
            capture: _,
            relay: _,
            fours: _,
            end: _,
            leftover: _,
            majority,
            extra_turn,
            no_progress,
            pie,
            skip_start: _,
            first_seed_back: _,
            capture_counts: _,
            count_side: _,
            capture_chain: _,
            grand_slam: _,
            feed: _,
            // Claimed pits change how every later seed falls.
            tuzdyk,
            // The game's past is not in a key: the search and the solver see to repetition.
            repetition: _,
        } = *rules;
        KeyShape {
            tuzdyk,
            stores: majority,
            streak: matches!(extra_turn, ExtraTurn::AtMost(_)),
            quiet: no_progress.is_some(),
            pie,
        }
    }

    /// The values `pos` can still end with for its mover: the current difference give or take
    /// the seeds in pits, or either sign of it while a pie swap may still exchange the sides.
    #[inline]
    pub fn value_bounds(&self, pos: &Position) -> (i32, i32) {
        let (d, seeds) = (diff(pos), seeds_in_pits(pos));
        if self.pie && (pos.pie_open() || pie_pending(pos)) {
            (-d.abs() - seeds, d.abs() + seeds)
        } else {
            (d - seeds, d + seeds)
        }
    }

    /// A 64-bit key of `pos` seen from the side to move (the rules are symmetric, so a
    /// position and its mirror image share a key).
    #[inline]
    pub fn key(&self, pos: &Position) -> u64 {
        let b = pos.board();
        let me = pos.to_move();
        let (mine, theirs) = (b.row_bits(me), b.row_bits(me.other()));
        // Pits past the eighth, the board size and whatever else the rule set needs.
        let mut rest = plain_rest(mine, theirs, b.pits() as usize);
        // Fields: 8 + 8 bits of pits, 4 of board size, 2 x 8 of stores, 8 of streak, 16 quiet.
        if self.stores {
            rest |= (b.store(me) as u64) << 20 | (b.store(me.other()) as u64) << 28;
        }
        if self.streak {
            rest |= (pos.extra_streak() as u64) << 36;
        }
        if self.quiet {
            rest |= (pos.quiet() as u64) << 44;
        }
        if self.pie {
            // Swap offered now, or still to be offered at the first pass of the turn.
            rest |= (pos.pie_open() as u64 | (pie_pending(pos) as u64) << 1) << 60;
        }
        if self.tuzdyk {
            // Each side's claimed pit (0 for none), the mover's first; mixed in, no bits free.
            let code = pos.tuzdyk_code(me) as u64 | (pos.tuzdyk_code(me.other()) as u64) << 4;
            rest ^= mix(0x7475_7A64_796B ^ code);
        }
        rows_key(mine, theirs, rest)
    }
}

/// The key's extra word for the pits alone: pits past the eighth and the board size.
#[inline]
pub(crate) fn plain_rest(mine: u128, theirs: u128, pits: usize) -> u64 {
    (mine >> 64) as u64 | ((theirs >> 64) as u64) << 8 | (pits as u64) << 16
}

/// The key of two packed rows (the mover's first) and the extra word.
#[inline]
pub(crate) fn rows_key(mine: u128, theirs: u128, rest: u64) -> u64 {
    let h = mix(mine as u64 ^ 0x9E37_79B9_7F4A_7C15) ^ theirs as u64;
    mix(mix(h) ^ rest)
}

/// Whether the pie rule will still offer `swap` when the turn first passes.
pub(crate) fn pie_pending(pos: &Position) -> bool {
    // Before any pass (no swap yet and none offered), the rule set's pie is still ahead.
    !pos.swapped() && !pos.pie_open() && pos.passes == 0
}

/// A strong 64-bit mixer (the finaliser of MurmurHash3).
#[inline]
pub(crate) fn mix(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    h ^= h >> 33;
    h = h.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    h ^ (h >> 33)
}

/// A move as one byte for the table (0 means none).
#[inline]
pub(crate) fn encode(mv: Move) -> u8 {
    match mv {
        Move::Sow { pit, cw } => 1 + 2 * pit + cw as u8,
        Move::Swap => 2 * MAX_PITS as u8 + 1,
    }
}

/// The move `encode` gave this byte, if any.
#[inline]
pub(crate) fn decode(code: u8) -> Option<Move> {
    match code {
        0 => None,
        c if c == 2 * MAX_PITS as u8 + 1 => Some(Move::Swap),
        c => Some(Move::Sow {
            pit: (c - 1) / 2,
            cw: (c - 1) % 2 == 1,
        }),
    }
}
