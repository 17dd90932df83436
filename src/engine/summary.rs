//! What a move did, in the few numbers a player is told after it: the pit and the seeds lifted,
//! relays, captures and fours, a tuzdyk claimed or fed, a grand slam that captured nothing,
//! where the last seed fell, and who moves next (or that the game is over). The game speaks
//! this to screen readers after every move; it is read off the move's step trace.

use super::board::{Hole, Side};
use super::notation::Move;
use super::trace::Step;

/// Who is to move once the move is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The mover again (the last seed fell in its store).
    Again,
    /// The other side.
    Passes(Side),
    /// Nobody: the game is over.
    Over,
}

/// What one move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveSummary {
    /// Who moved.
    pub side: Side,
    pub mv: Move,
    /// The seeds the first lift took from the pit (none for a swap).
    pub lifted: u8,
    /// How many times relay sowing lifted again.
    pub relays: u8,
    /// Seeds captured into the mover's store (a claimed tuzdyk's three included).
    pub captured: u16,
    /// The pit the move claimed as the mover's tuzdyk.
    pub claimed: Option<Hole>,
    /// Seeds that fell in a tuzdyk and went on to its owner's store.
    pub to_tuzdyk: u8,
    /// The capture would have taken all the opponent's seeds, so it took none.
    pub grand_slam: bool,
    /// Pits that reached four and were emptied into a store.
    pub fours: u8,
    /// Where the sowing's last seed fell (after every relay); none for a swap.
    pub landed: Option<Hole>,
    pub next: Next,
}

impl MoveSummary {
    /// The summary of `mv`, played by `side`, from its step trace.
    pub fn of(side: Side, mv: Move, steps: &[Step]) -> MoveSummary {
        let mut summary = MoveSummary {
            side,
            mv,
            lifted: 0,
            relays: 0,
            captured: 0,
            claimed: None,
            to_tuzdyk: 0,
            grand_slam: false,
            fours: 0,
            landed: None,
            // A swap passes the turn without a step saying so.
            next: Next::Passes(side.other()),
        };
        for step in steps {
            match *step {
                Step::Lift { seeds, .. } => summary.lifted = seeds,
                Step::Relay { .. } => summary.relays += 1,
                Step::Capture { seeds, .. } | Step::CountCapture { seeds, .. } => {
                    summary.captured += u16::from(seeds)
                }
                Step::TuzdykClaim { pit, seeds, .. } => {
                    summary.captured += u16::from(seeds);
                    summary.claimed = Some(pit);
                }
                Step::TuzdykTake { .. } => summary.to_tuzdyk += 1,
                Step::GrandSlam { .. } => summary.grand_slam = true,
                Step::Four { .. } => summary.fours += 1,
                Step::ExtraTurn { .. } => summary.next = Next::Again,
                Step::TurnPasses { to } => summary.next = Next::Passes(to),
                Step::GameOver { .. } => summary.next = Next::Over,
                Step::Drop { hole } => summary.landed = Some(hole),
                Step::Swap | Step::EndSweep { .. } => {}
            }
        }
        summary
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, RuleSet};

    /// Plays the first legal move every ply of a game of `rules` and hands each move's
    /// summary, with its steps and the game after it, to `check` until it says stop.
    fn walk(rules: RuleSet, mut check: impl FnMut(&MoveSummary, &[Step], &Game) -> bool) {
        let mut game = Game::new(rules, Side::South).unwrap();
        while game.position().outcome().is_none() {
            let side = game.position().to_move();
            let mv = game.legal_moves()[0];
            let steps = game.play(mv).unwrap();
            if !check(&MoveSummary::of(side, mv, &steps), &steps, &game) {
                return;
            }
        }
    }

    #[test]
    fn a_kalah_opening_into_the_store_moves_again() {
        let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
        let steps = game.play(Move::ccw(2)).unwrap();
        let s = MoveSummary::of(Side::South, Move::ccw(2), &steps);
        assert_eq!(
            (s.lifted, s.relays, s.captured, s.fours, s.next),
            (4, 0, 0, 0, Next::Again)
        );
        assert_eq!(s.landed, Some(Hole::Store(Side::South)));
    }

    #[test]
    fn the_last_seed_is_where_the_sowing_ended() {
        let mut game = Game::new(RuleSet::kalah(), Side::South).unwrap();
        // Pit 1's four seeds: pits 2 to 5.
        let steps = game.play(Move::ccw(0)).unwrap();
        let s = MoveSummary::of(Side::South, Move::ccw(0), &steps);
        let pit5 = Hole::Pit {
            side: Side::South,
            index: 4,
        };
        assert_eq!(s.landed, Some(pit5));
        // North's pit 6: its store, then South's pits 1 to 3.
        let steps = game.play(Move::ccw(5)).unwrap();
        let s = MoveSummary::of(Side::North, Move::ccw(5), &steps);
        let south = |index| Hole::Pit {
            side: Side::South,
            index,
        };
        assert_eq!(s.landed, Some(south(2)));
    }

    #[test]
    fn a_swap_passes_the_turn() {
        let mut game = Game::new(RuleSet::preset("russian").unwrap(), Side::South).unwrap();
        game.play(Move::ccw(0)).unwrap();
        let steps = game.play(Move::Swap).unwrap();
        let s = MoveSummary::of(Side::North, Move::Swap, &steps);
        assert_eq!(
            (s.lifted, s.next, s.landed),
            (0, Next::Passes(Side::South), None)
        );
    }

    #[test]
    fn every_move_counts_its_captures_relays_and_fours_and_says_who_is_next() {
        for rules in ["kalah", "nigerian", "egyptian"] {
            let mut counted = 0;
            walk(RuleSet::preset(rules).unwrap(), |s, steps, game| {
                let count = |want: fn(&Step) -> u16| steps.iter().map(want).sum::<u16>();
                let seeds = count(|s| match s {
                    Step::Capture { seeds, .. } => u16::from(*seeds),
                    _ => 0,
                });
                let relays = count(|s| u16::from(matches!(s, Step::Relay { .. })));
                let fours = count(|s| u16::from(matches!(s, Step::Four { .. })));
                assert_eq!(
                    (s.captured, u16::from(s.relays), u16::from(s.fours)),
                    (seeds, relays, fours)
                );
                counted += seeds + relays + fours;
                let next = match game.position().outcome() {
                    Some(_) => Next::Over,
                    None if game.position().to_move() == s.side => Next::Again,
                    None => Next::Passes(s.side.other()),
                };
                assert_eq!(s.next, next, "{rules}");
                true
            });
            assert!(
                counted > 0,
                "{rules}: no capture, relay or four in the walk"
            );
        }
    }
}
