//! An independent reference implementation of `shared/RULES.md`, written from that text alone.
//!
//! It shares nothing with the engine but the `RuleSet` switches it reads: its own holes (a pit
//! named by side and 1-based number, or a store), its own ring walk (`next_hole`), its own
//! sowing, end-of-game and pie-rule logic. Clarity over speed: plain `Vec<u32>` rows, a clone
//! per move. The integration tests play the engine and this model side by side and demand that
//! they agree on every ply.

#![allow(dead_code)]

use kalah::engine::rules::{Capture, Direction, EndRule, ExtraTurn, Leftover, RuleSet, StoresSown};

/// South is 0, North is 1.
pub const SOUTH: usize = 0;
pub const NORTH: usize = 1;

pub fn side_name(side: usize) -> &'static str {
    if side == SOUTH { "south" } else { "north" }
}

/// A hole of the board: a side's pit `1..=M` (counted from that side's left) or a side's store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RHole {
    Pit(usize, usize),
    Store(usize),
}

/// A decision: sow from own pit `pit` (1-based), clockwise when `cw`, or the pie swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RMove {
    Sow { pit: usize, cw: bool },
    Swap,
}

impl RMove {
    /// The canonical notation of RULES.md: `k`, `kcw`, `swap`.
    pub fn notation(self) -> String {
        match self {
            RMove::Sow { pit, cw: false } => format!("{pit}"),
            RMove::Sow { pit, cw: true } => format!("{pit}cw"),
            RMove::Swap => "swap".to_string(),
        }
    }
}

/// Why the reference thinks a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum REnd {
    NoMoves,
    Majority,
    NoProgress,
}

/// What happened during a decision, in order (the reference's own trace).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum REvent {
    Lift(RHole, u32),
    Drop(RHole),
    /// A pit reached four; its seeds went to the store of `side` (the pit's owner).
    Four(RHole, usize),
    Relay(RHole, u32),
    /// Pit, opposite pit, seeds taken, store side.
    Capture(RHole, RHole, u32, usize),
    ExtraTurn(usize),
    TurnPasses(usize),
    Swap,
    /// Pit, seeds, store side.
    EndSweep(RHole, u32, usize),
    GameOver(REnd),
}

/// The whole state of a game in the reference model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RState {
    pub m: usize,
    /// `rows[side][k-1]` = seeds in that side's pit `k`.
    pub rows: [Vec<u32>; 2],
    pub stores: [u32; 2],
    pub to_move: usize,
    /// Extra turns taken in a row by the side to move.
    pub streak: u32,
    /// Decisions in a row with no seed entering a store.
    pub quiet: u32,
    /// How many times the turn has passed so far.
    pub passes: u32,
    /// The side to move may answer `swap` now.
    pub pie_open: bool,
    pub swapped: bool,
    pub over: Option<REnd>,
}

impl RState {
    /// The start position of a rule set.
    pub fn start(rules: &RuleSet, first: usize) -> RState {
        let m = rules.pits as usize;
        let n = rules.seeds as u32;
        RState::from_counts(&vec![n; m], &vec![n; m], [0, 0], first)
    }

    /// Explicit counts, `to_move` to move, nothing else going on (no streak, no pie offer yet).
    pub fn from_counts(south: &[u32], north: &[u32], stores: [u32; 2], to_move: usize) -> RState {
        assert_eq!(south.len(), north.len());
        RState {
            m: south.len(),
            rows: [south.to_vec(), north.to_vec()],
            stores,
            to_move,
            streak: 0,
            quiet: 0,
            passes: 0,
            pie_open: false,
            swapped: false,
            over: None,
        }
    }

    pub fn total(&self) -> u32 {
        self.rows[0].iter().sum::<u32>()
            + self.rows[1].iter().sum::<u32>()
            + self.stores[0]
            + self.stores[1]
    }

    pub fn get(&self, hole: RHole) -> u32 {
        match hole {
            RHole::Pit(side, k) => self.rows[side][k - 1],
            RHole::Store(side) => self.stores[side],
        }
    }

    fn slot(&mut self, hole: RHole) -> &mut u32 {
        match hole {
            RHole::Pit(side, k) => &mut self.rows[side][k - 1],
            RHole::Store(side) => &mut self.stores[side],
        }
    }

    /// The next hole when walking the ring `S1 … SM [S] N1 … NM [N]` counter-clockwise, or
    /// the previous one when walking clockwise.
    pub fn next_hole(&self, hole: RHole, cw: bool) -> RHole {
        let m = self.m;
        if !cw {
            match hole {
                RHole::Pit(side, k) if k < m => RHole::Pit(side, k + 1),
                RHole::Pit(side, _) => RHole::Store(side),
                RHole::Store(side) => RHole::Pit(1 - side, 1),
            }
        } else {
            match hole {
                RHole::Pit(side, k) if k > 1 => RHole::Pit(side, k - 1),
                RHole::Pit(side, _) => RHole::Store(1 - side),
                RHole::Store(side) => RHole::Pit(side, m),
            }
        }
    }

    /// Pit `k` of one side faces pit `M+1-k` of the other.
    pub fn opposite(&self, side: usize, k: usize) -> RHole {
        RHole::Pit(1 - side, self.m + 1 - k)
    }

    /// Whether `side` has a sowing move (a pit with at least `min_lift` seeds).
    pub fn can_sow(&self, rules: &RuleSet, side: usize) -> bool {
        self.rows[side].iter().any(|&s| s >= rules.min_lift as u32)
    }

    /// Legal moves in canonical order: pits ascending, `k` before `kcw`, `swap` last.
    pub fn legal(&self, rules: &RuleSet) -> Vec<RMove> {
        let mut moves = Vec::new();
        if self.over.is_some() {
            return moves;
        }
        for k in 1..=self.m {
            if self.rows[self.to_move][k - 1] >= rules.min_lift as u32 {
                moves.push(RMove::Sow { pit: k, cw: false });
                if rules.direction == Direction::Choice {
                    moves.push(RMove::Sow { pit: k, cw: true });
                }
            }
        }
        if rules.pie && self.pie_open {
            moves.push(RMove::Swap);
        }
        moves
    }

    pub fn legal_notation(&self, rules: &RuleSet) -> Vec<String> {
        self.legal(rules).into_iter().map(RMove::notation).collect()
    }

    /// The winner of a finished game: "south", "north", "draw"; `None` while it goes on.
    pub fn winner(&self) -> Option<&'static str> {
        self.over?;
        Some(match self.stores[0].cmp(&self.stores[1]) {
            std::cmp::Ordering::Greater => "south",
            std::cmp::Ordering::Less => "north",
            std::cmp::Ordering::Equal => "draw",
        })
    }

    /// Plays one decision, returning the events, or `Err` when the move is not legal.
    pub fn play(&mut self, rules: &RuleSet, mv: RMove) -> Result<Vec<REvent>, String> {
        if !self.legal(rules).contains(&mv) {
            return Err(format!("{} is not legal", mv.notation()));
        }
        let mut ev = Vec::new();
        let stores_before = self.stores;
        // The pie offer lasts exactly one decision.
        self.pie_open = false;
        match mv {
            RMove::Swap => {
                self.swapped = true;
                ev.push(REvent::Swap);
            }
            RMove::Sow { pit, cw } => self.sow(rules, pit, cw, &mut ev),
        }
        if self.stores == stores_before {
            self.quiet += 1;
        } else {
            self.quiet = 0;
        }
        self.check_end(rules, &mut ev);
        Ok(ev)
    }

    fn sow(&mut self, rules: &RuleSet, pit: usize, cw: bool, ev: &mut Vec<REvent>) {
        let me = self.to_move;
        let you = 1 - me;
        let mut hole = RHole::Pit(me, pit);
        let mut hand = self.get(hole);
        *self.slot(hole) = 0;
        ev.push(REvent::Lift(hole, hand));
        let mut was_empty;
        let mut four_last;
        loop {
            was_empty = false;
            four_last = false;
            while hand > 0 {
                hole = self.next_hole(hole, cw);
                if hole == RHole::Store(you) && rules.stores_sown == StoresSown::Own {
                    continue;
                }
                was_empty = self.get(hole) == 0;
                *self.slot(hole) += 1;
                hand -= 1;
                ev.push(REvent::Drop(hole));
                // A pit (never a store) reaching exactly four goes to its owner's store.
                if let RHole::Pit(owner, _) = hole
                    && rules.fours
                    && self.get(hole) == 4
                {
                    *self.slot(hole) = 0;
                    self.stores[owner] += 4;
                    ev.push(REvent::Four(hole, owner));
                    four_last = hand == 0;
                }
            }
            // The last seed is at `hole`.
            if four_last || matches!(hole, RHole::Store(_)) || was_empty || !rules.relay {
                break;
            }
            hand = self.get(hole);
            *self.slot(hole) = 0;
            ev.push(REvent::Relay(hole, hand));
        }

        // Extra turn, capture, then the turn passes.
        let mut again = false;
        if hole == RHole::Store(me) {
            again = match rules.extra_turn {
                ExtraTurn::None => false,
                ExtraTurn::Unlimited => true,
                ExtraTurn::AtMost(cap) => self.streak < cap as u32,
            };
        } else if let RHole::Pit(owner, k) = hole
            && owner == me
            && was_empty
            && !four_last
            && rules.capture != Capture::None
        {
            // The last seed in an own pit that was empty.
            let opp = self.opposite(me, k);
            let facing = self.get(opp);
            if facing > 0 || rules.capture == Capture::Always {
                let taken = self.get(hole) + facing;
                *self.slot(hole) = 0;
                *self.slot(opp) = 0;
                self.stores[me] += taken;
                ev.push(REvent::Capture(hole, opp, taken, me));
            }
        }
        if again {
            self.streak += 1;
            ev.push(REvent::ExtraTurn(me));
        } else {
            self.streak = 0;
            self.to_move = you;
            self.passes += 1;
            ev.push(REvent::TurnPasses(you));
            if rules.pie && self.passes == 1 {
                self.pie_open = true;
            }
        }
    }

    fn check_end(&mut self, rules: &RuleSet, ev: &mut Vec<REvent>) {
        let total = self.total();
        if rules.majority && self.stores.iter().any(|&s| 2 * s > total) {
            // Leftovers stay uncounted.
            self.over = Some(REnd::Majority);
            self.pie_open = false;
            ev.push(REvent::GameOver(REnd::Majority));
            return;
        }
        let no_moves = match rules.end {
            EndRule::AfterAnyMove => !self.can_sow(rules, SOUTH) || !self.can_sow(rules, NORTH),
            EndRule::AtTurnStart => !self.can_sow(rules, self.to_move),
        };
        let stalled = rules.no_progress.is_some_and(|l| self.quiet >= l as u32);
        let reason = if no_moves {
            REnd::NoMoves
        } else if stalled {
            REnd::NoProgress
        } else {
            return;
        };
        if rules.leftover == Leftover::ToOwner {
            for side in [SOUTH, NORTH] {
                for k in 1..=self.m {
                    let n = self.rows[side][k - 1];
                    if n > 0 {
                        self.rows[side][k - 1] = 0;
                        self.stores[side] += n;
                        ev.push(REvent::EndSweep(RHole::Pit(side, k), n, side));
                    }
                }
            }
        }
        self.over = Some(reason);
        self.pie_open = false;
        ev.push(REvent::GameOver(reason));
    }

    /// Whether both "no legal move" and "no progress" end the game here (either reason is a
    /// fair report then).
    pub fn both_end_reasons(&self, rules: &RuleSet) -> bool {
        let stalled = rules.no_progress.is_some_and(|l| self.quiet >= l as u32);
        let no_moves = match rules.end {
            EndRule::AfterAnyMove => !self.can_sow(rules, SOUTH) || !self.can_sow(rules, NORTH),
            EndRule::AtTurnStart => !self.can_sow(rules, self.to_move),
        };
        stalled && no_moves
    }
}

/// Leaves of the game tree cut at `depth` decisions; a finished game is one leaf where it ends.
pub fn perft(rules: &RuleSet, state: &RState, depth: u32) -> u64 {
    if depth == 0 || state.over.is_some() {
        return 1;
    }
    state
        .legal(rules)
        .into_iter()
        .map(|mv| {
            let mut child = state.clone();
            child.play(rules, mv).expect("generated moves are legal");
            perft(rules, &child, depth - 1)
        })
        .sum()
}

/// Parses the canonical notation (`k`, `kcw`, `swap`).
pub fn parse_move(text: &str) -> Option<RMove> {
    if text == "swap" {
        return Some(RMove::Swap);
    }
    let (digits, cw) = match text.strip_suffix("cw") {
        Some(d) => (d, true),
        None => (text, false),
    };
    let pit: usize = digits.parse().ok()?;
    Some(RMove::Sow { pit, cw })
}

/// A random custom rule set composed from every switch of the Kalah family; valid by construction where possible,
/// and checked against `RuleSet::validate` by the caller.
pub fn random_rules(rng: &mut impl rand::Rng) -> RuleSet {
    let direction = if rng.random_bool(0.3) {
        Direction::Choice
    } else {
        Direction::Ccw
    };
    let seeds = rng.random_range(1..=12u8);
    let no_progress = if direction == Direction::Choice || rng.random_bool(0.3) {
        Some(rng.random_range(1..=60u16))
    } else {
        None
    };
    RuleSet {
        name: "custom".into(),
        pits: rng.random_range(1..=9),
        seeds,
        stores_sown: if rng.random_bool(0.5) {
            StoresSown::Own
        } else {
            StoresSown::Both
        },
        direction,
        min_lift: rng.random_range(1..=seeds.min(3)),
        extra_turn: match rng.random_range(0..3) {
            0 => ExtraTurn::None,
            1 => ExtraTurn::Unlimited,
            _ => ExtraTurn::AtMost(rng.random_range(1..=3)),
        },
        capture: match rng.random_range(0..3) {
            0 => Capture::None,
            1 => Capture::OppositeNonEmpty,
            _ => Capture::Always,
        },
        relay: rng.random_bool(0.5),
        fours: rng.random_bool(0.5),
        end: if rng.random_bool(0.5) {
            EndRule::AfterAnyMove
        } else {
            EndRule::AtTurnStart
        },
        leftover: if rng.random_bool(0.5) {
            Leftover::ToOwner
        } else {
            Leftover::Uncounted
        },
        majority: rng.random_bool(0.3),
        pie: rng.random_bool(0.3),
        no_progress,
        // The reference plays the Kalah family: the switches of the other games keep
        // Champion's Kalah's values.
        ..RuleSet::kalah()
    }
}
