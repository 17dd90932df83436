//! A position: the board plus whose decision it is and the few counters the rules need (extra
//! turns in a row, decisions without progress, the pie rule). Small and `Copy`: search copies it
//! instead of undoing, and `Game` keeps one per ply for undo.

use super::board::{Board, Hole, Side};
use super::illegal::Illegal;
use super::notation::Move;
use super::rules::RuleSet;
use super::trace::EndReason;

/// The bit of a sowing in `Position::allowed_sows`' mask (the duties, `duty.rs`).
#[inline]
pub(crate) fn sow_bit(pit: u8, cw: bool) -> u32 {
    1 << (2 * pit as u32 + cw as u32)
}

/// Everything that decides the rest of the game, given the rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) to_move: Side,
    /// Extra turns the mover has taken in a row (for a capped extra turn).
    pub(crate) extra_streak: u8,
    /// Decisions in a row in which no seed entered a store.
    pub(crate) quiet: u16,
    /// Turn passes so far, counted up to 2 (the pie rule needs the first).
    pub(crate) passes: u8,
    /// The second player may answer `swap` now.
    pub(crate) pie_open: bool,
    pub(crate) swapped: bool,
    pub(crate) over: Option<EndReason>,
    /// Each side's tuzdyk (`[south, north]`): 0 for none, else 1 + the index of the pit it
    /// claimed on the other side's row.
    pub(crate) tuzdyk: [u8; 2],
}

/// The ways a pit may be sown now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sowable {
    /// Counter-clockwise (the move `k`).
    pub ccw: bool,
    /// Clockwise (the move `kcw`), where the mover chooses the direction.
    pub cw: bool,
}

impl Sowable {
    /// Whether the pit may be sown at all.
    pub fn any(self) -> bool {
        self.ccw || self.cw
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win(Side),
    Draw,
}

impl Position {
    /// The start position of a rule set with `first` to move.
    pub fn start(rules: &RuleSet, first: Side) -> Position {
        Position::from_board(Board::new(rules.pits, rules.seeds), first)
    }

    /// A position with these counts and `to_move` to move, as at a game's first decision
    /// (no extra-turn streak, no pie offer). Used for worked examples and analysis.
    pub fn from_board(board: Board, to_move: Side) -> Position {
        Position {
            board,
            to_move,
            extra_streak: 0,
            quiet: 0,
            passes: 0,
            pie_open: false,
            swapped: false,
            over: None,
            tuzdyk: [0; 2],
        }
    }

    /// This position with `side`'s tuzdyk on the other side's pit `index` (0-based): for
    /// worked examples and puzzles of Toguz Kumalak.
    pub fn with_tuzdyk(mut self, side: Side, index: u8) -> Position {
        self.tuzdyk[side.index()] = index + 1;
        self
    }

    /// The pit `side` has claimed as its tuzdyk (on the other side's row), if any.
    pub fn tuzdyk(&self, side: Side) -> Option<Hole> {
        let code = self.tuzdyk[side.index()];
        (code > 0).then(|| Hole::Pit {
            side: side.other(),
            index: code - 1,
        })
    }

    /// Whose tuzdyk `hole` is, if it is one (`tuzdyk_owner` by the hole's name).
    pub fn whose_tuzdyk(&self, hole: Hole) -> Option<Side> {
        self.tuzdyk_owner(self.board.slot(hole))
    }

    /// `side`'s tuzdyk as a small number: 0 for none, else 1 + its pit's index.
    #[inline]
    pub(crate) fn tuzdyk_code(&self, side: Side) -> u8 {
        self.tuzdyk[side.index()]
    }

    /// The side whose tuzdyk the pit at ring index `slot` is, if it is one.
    #[inline]
    pub(crate) fn tuzdyk_owner(&self, slot: usize) -> Option<Side> {
        [Side::South, Side::North].into_iter().find(|&side| {
            let code = self.tuzdyk[side.index()];
            code > 0 && self.board.pit_slot(side.other(), code - 1) == slot
        })
    }

    /// Whether the game stands as it stood at `other`: the same seeds in every hole, the same
    /// side to decide, the same tuzdyks and pie state (what the end by repetition compares).
    pub fn same_placement(&self, other: &Position) -> bool {
        self.board == other.board
            && self.to_move == other.to_move
            && self.tuzdyk == other.tuzdyk
            && self.extra_streak == other.extra_streak
            && self.swapped == other.swapped
            && self.pie_open == other.pie_open
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Whether the players have exchanged sides (pie rule).
    pub fn swapped(&self) -> bool {
        self.swapped
    }

    /// The seat (named for the side it sat at when the game began) that plays `side` now:
    /// after the pie rule's swap each seat plays the other side. The swap is its own inverse,
    /// so the same map gives the side a seat plays now: `seat_of(seat)`.
    pub fn seat_of(&self, side: Side) -> Side {
        if self.swapped { side.other() } else { side }
    }

    pub fn is_over(&self) -> bool {
        self.over.is_some()
    }

    pub fn end_reason(&self) -> Option<EndReason> {
        self.over
    }

    /// Decisions in a row without a seed entering a store.
    pub fn quiet(&self) -> u16 {
        self.quiet
    }

    /// Extra turns taken in a row by the side to move.
    pub fn extra_streak(&self) -> u8 {
        self.extra_streak
    }

    /// Whether the side to move may answer `swap`.
    pub fn pie_open(&self) -> bool {
        self.pie_open
    }

    /// Store counts `[south, north]`.
    pub fn scores(&self) -> [u8; 2] {
        [self.board.store(Side::South), self.board.store(Side::North)]
    }

    /// The winner of a finished game, `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.over?;
        let [s, n] = self.scores();
        Some(match s.cmp(&n) {
            std::cmp::Ordering::Greater => Outcome::Win(Side::South),
            std::cmp::Ordering::Less => Outcome::Win(Side::North),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    /// Whether `side` has a pit it may lift.
    #[inline]
    pub(crate) fn can_sow(&self, rules: &RuleSet, side: Side) -> bool {
        self.board.row(side).iter().any(|&s| s >= rules.min_lift)
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, rules: &RuleSet, mv: Move) -> bool {
        if self.over.is_some() {
            return false;
        }
        match mv {
            Move::Swap => self.pie_open,
            Move::Sow { pit, cw } => {
                pit < self.board.pits()
                    && (!cw || rules.chooses_direction())
                    && self.board.row(self.to_move)[pit as usize] >= rules.min_lift
                    && (!self.duty_applies(rules)
                        || self.allowed_sows(rules) & sow_bit(pit, cw) != 0)
            }
        }
    }

    /// The ways the mover may sow their pit `pit` (0-based) now.
    pub fn sowable(&self, rules: &RuleSet, pit: u8) -> Sowable {
        Sowable {
            ccw: self.is_legal(rules, Move::ccw(pit)),
            cw: self.is_legal(rules, Move::cw(pit)),
        }
    }

    /// The mover's pits that may be sown now (either way), in index order.
    pub fn sowable_pits(&self, rules: &RuleSet) -> Vec<u8> {
        (0..self.board.pits())
            .filter(|&pit| self.sowable(rules, pit).any())
            .collect()
    }

    /// Why `mv` is illegal here, or `None` when it is legal.
    pub fn illegal_reason(&self, rules: &RuleSet, mv: Move) -> Option<Illegal> {
        if self.over.is_some() {
            return Some(Illegal::GameOver);
        }
        match mv {
            Move::Swap if !rules.pie => Some(Illegal::NoPieRule),
            Move::Swap if !self.pie_open => Some(Illegal::SwapNotOffered),
            Move::Swap => None,
            Move::Sow { pit, cw } => {
                let pits = self.board.pits();
                if pit >= pits {
                    return Some(Illegal::NoSuchPit {
                        pit: pit.saturating_add(1),
                        pits,
                    });
                }
                if cw && !rules.chooses_direction() {
                    return Some(Illegal::CounterClockwiseOnly);
                }
                let seeds = self.board.row(self.to_move)[pit as usize];
                if seeds < rules.min_lift {
                    return Some(Illegal::TooFewSeeds {
                        side: self.to_move,
                        pit: pit + 1,
                        seeds,
                        min: rules.min_lift,
                    });
                }
                if self.duty_applies(rules) && self.allowed_sows(rules) & sow_bit(pit, cw) == 0 {
                    return Some(if self.must_feed(rules) {
                        Illegal::MustFeed
                    } else {
                        Illegal::GrandSlam
                    });
                }
                None
            }
        }
    }

    /// The legal moves of the side to move: pits from 1 up (counter-clockwise before clockwise),
    /// then `swap`. Empty when the game is over.
    pub fn legal_moves(&self, rules: &RuleSet) -> Vec<Move> {
        let mut moves = Vec::with_capacity(2 * self.board.pits() as usize + 1);
        self.for_each_legal(rules, |mv| moves.push(mv));
        moves
    }

    /// Calls `f` with each legal move, in the order of `legal_moves`, without allocating.
    #[inline]
    pub fn for_each_legal(&self, rules: &RuleSet, mut f: impl FnMut(Move)) {
        if self.over.is_some() {
            return;
        }
        let choice = rules.chooses_direction();
        let allowed = if self.duty_applies(rules) {
            self.allowed_sows(rules)
        } else {
            u32::MAX
        };
        for (pit, &seeds) in self.board.row(self.to_move).iter().enumerate() {
            if seeds >= rules.min_lift {
                if allowed & sow_bit(pit as u8, false) != 0 {
                    f(Move::ccw(pit as u8));
                }
                if choice && allowed & sow_bit(pit as u8, true) != 0 {
                    f(Move::cw(pit as u8));
                }
            }
        }
        if self.pie_open {
            f(Move::Swap);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_is_compact() {
        // Search copies positions instead of undoing moves: keep them within half a cache line.
        assert!(std::mem::size_of::<Position>() <= 32);
    }

    #[test]
    fn legal_moves_in_canonical_order() {
        let rules = RuleSet::preset("ethiopian").unwrap();
        let board = Board::from_counts(&[2, 1, 3], &[2, 2, 2], [0, 0]).unwrap();
        let pos = Position::from_board(board, Side::South);
        let moves: Vec<String> = pos
            .legal_moves(&rules)
            .iter()
            .map(|m| m.to_string())
            .collect();
        assert_eq!(moves, ["1", "1cw", "3", "3cw"]);
        assert!(pos.illegal_reason(&rules, Move::ccw(1)).is_some());
        assert!(pos.illegal_reason(&rules, Move::ccw(5)).is_some());
        assert!(pos.illegal_reason(&rules, Move::Swap).is_some());
    }

    #[test]
    fn sowable_pits_and_directions() {
        let both = Sowable {
            ccw: true,
            cw: true,
        };
        let ccw = Sowable {
            ccw: true,
            cw: false,
        };
        // Ethiopian: either way, but only pits of 2 or more.
        let rules = RuleSet::preset("ethiopian").unwrap();
        let board = Board::from_counts(&[2, 1, 3], &[2, 2, 2], [0, 0]).unwrap();
        let pos = Position::from_board(board, Side::South);
        assert_eq!(pos.sowable(&rules, 0), both);
        assert_eq!(pos.sowable(&rules, 1), Sowable::default());
        assert!(!pos.sowable(&rules, 1).any());
        assert_eq!(pos.sowable(&rules, 2), both);
        assert_eq!(pos.sowable(&rules, 3), Sowable::default());
        assert_eq!(pos.sowable_pits(&rules), [0, 2]);
        // Kalah: never clockwise; empty pits cannot be sown.
        let rules = RuleSet::kalah();
        let board = Board::from_counts(&[0, 1, 3], &[2, 2, 2], [0, 0]).unwrap();
        let pos = Position::from_board(board, Side::South);
        assert_eq!(pos.sowable(&rules, 0), Sowable::default());
        assert_eq!(pos.sowable(&rules, 1), ccw);
        assert_eq!(pos.sowable_pits(&rules), [1, 2]);
        // North's pits when North is to move.
        let pos = Position::from_board(board, Side::North);
        assert_eq!(pos.sowable_pits(&rules), [0, 1, 2]);
    }

    #[test]
    fn sowable_agrees_with_legal_moves() {
        use rand::rngs::StdRng;
        use rand::{Rng, SeedableRng};
        let mut rng = StdRng::seed_from_u64(5);
        for rules in RuleSet::presets() {
            for _ in 0..20 {
                // A random game, checked at every decision until it ends.
                let mut pos = Position::start(&rules, Side::South);
                loop {
                    let legal = pos.legal_moves(&rules);
                    let mut sown = Vec::new();
                    for pit in 0..pos.board().pits() {
                        let ways = pos.sowable(&rules, pit);
                        if ways.ccw {
                            sown.push(Move::ccw(pit));
                        }
                        if ways.cw {
                            sown.push(Move::cw(pit));
                        }
                        assert_eq!(pos.sowable_pits(&rules).contains(&pit), ways.any());
                    }
                    let without_swap: Vec<Move> =
                        legal.iter().copied().filter(|&m| m != Move::Swap).collect();
                    assert_eq!(sown, without_swap, "{} {pos:?}", rules.name);
                    if legal.is_empty() {
                        assert!(pos.is_over());
                        break;
                    }
                    pos = pos.after(&rules, legal[rng.random_range(0..legal.len())]);
                }
            }
        }
    }

    #[test]
    fn after_the_pie_swap_each_seat_plays_the_other_side() {
        let rules = RuleSet::preset("russian").unwrap();
        let mut pos = Position::start(&rules, Side::South);
        assert_eq!(pos.seat_of(Side::South), Side::South);
        pos = pos.after(&rules, Move::ccw(0));
        assert!(pos.is_legal(&rules, Move::Swap));
        pos = pos.after(&rules, Move::Swap);
        assert!(pos.swapped());
        for side in [Side::South, Side::North] {
            assert_eq!(pos.seat_of(side), side.other());
            assert_eq!(pos.seat_of(pos.seat_of(side)), side);
        }
    }
}
