//! Review of a game: for every decision, the value of the best move and of the move played, as
//! `ai::analyse` finds them within a budget per decision (proven by the solver where it can,
//! else a search estimate with its depth), and a mark by the seeds of value lost. A review is
//! thought out in slices, so the game can run it in the background (a native task, or a few
//! milliseconds a frame on the web), show its progress, and cancel it by dropping it.

mod mark;

pub use mark::{MARK_LIMITS, Mark};

use crate::engine::ai::{Analysis, MoveValue};
use crate::engine::{Game, GameRecord, Move, Position, RecordError, RuleSet, Side};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use web_time::Instant;

/// What a move is worth to the player who makes it: the final store difference (their store
/// minus the other's) under best play, in seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Worth {
    pub value: i32,
    /// Proven (by the solver, or by a search that saw every line to the end of the game);
    /// otherwise an estimate of a search `depth` decisions deep.
    pub exact: bool,
    /// Decisions the search looked ahead; 0 for a value the solver proved.
    pub depth: u32,
}

impl From<MoveValue> for Worth {
    fn from(v: MoveValue) -> Worth {
        Worth {
            value: v.value,
            exact: v.exact,
            depth: v.depth,
        }
    }
}

/// One reviewed decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// 1-based, in the order of the record's moves.
    pub ply: usize,
    /// The side of the board that moved.
    pub side: Side,
    pub played: Move,
    /// The best move (the first found where several are as good).
    pub best: Move,
    pub best_worth: Worth,
    pub played_worth: Worth,
    /// Seeds of value the played move lost against the best, 0 or more.
    pub lost: i32,
    pub mark: Mark,
    /// Legal moves there were to choose from (1: the move was forced).
    pub choices: usize,
}

impl Decision {
    /// The position's value before this decision for South's store (the graph of the game).
    pub fn south_value(&self) -> i32 {
        match self.side {
            Side::South => self.best_worth.value,
            Side::North => -self.best_worth.value,
        }
    }

    /// Both values are proven.
    pub fn exact(&self) -> bool {
        self.best_worth.exact && self.played_worth.exact
    }

    /// The decision from its analysis: every legal move's value, best first.
    fn judge(ply: usize, pos: &Position, played: Move, values: &[MoveValue]) -> Decision {
        let best = values[0];
        let mine = values
            .iter()
            .find(|v| v.mv == played)
            .copied()
            .unwrap_or(best);
        // A proven value beside an estimate may put the played move above the "best".
        let (best, lost) = if mine.value >= best.value {
            (mine, 0)
        } else {
            (best, best.value - mine.value)
        };
        Decision {
            ply,
            side: pos.to_move(),
            played,
            best: best.mv,
            best_worth: best.into(),
            played_worth: mine.into(),
            lost,
            mark: Mark::of(lost),
            choices: values.len(),
        }
    }
}

/// How far a review has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

/// A review in progress: call `step` until it says it is done; drop it to cancel.
pub struct Review {
    rules: RuleSet,
    /// The position before each decision, with the move played there.
    todo: Vec<(Position, Move)>,
    /// Before each decision, the positions a move there could bring back (rule sets that end
    /// by repetition): the analysis sees the repetition as the game would.
    pasts: Vec<Vec<Position>>,
    budget: Duration,
    done: Vec<Decision>,
    current: Option<Analysis>,
}

impl Review {
    /// A review of a record's every decision, with `budget` of thinking for each.
    pub fn new(record: &GameRecord, budget: Duration) -> Result<Review, RecordError> {
        let game = Game::from_record(record)?;
        let start = Position::start(&record.rules, record.first);
        Ok(Review::of_moves(&record.rules, start, game.moves(), budget))
    }

    /// A review of `moves` played from `start`, which must be legal there: one from a checked
    /// record, or a game's own moves. Reviewing stops at the first illegal one.
    pub fn of_moves(
        rules: &RuleSet,
        start: Position,
        moves: impl IntoIterator<Item = Move>,
        budget: Duration,
    ) -> Review {
        let mut pos = start;
        let mut todo = Vec::new();
        let mut pasts = Vec::new();
        // The positions since a store last changed: only those can come back.
        let mut seen: Vec<Position> = Vec::new();
        for mv in moves {
            if !pos.is_legal(rules, mv) {
                break;
            }
            pasts.push(match rules.repetition {
                true => seen.clone(),
                false => Vec::new(),
            });
            todo.push((pos, mv));
            seen.push(pos);
            let next = pos.after(rules, mv);
            if next.scores() != pos.scores() {
                seen.clear();
            }
            pos = next;
        }
        Review {
            rules: rules.clone(),
            todo,
            pasts,
            budget,
            done: Vec::new(),
            current: None,
        }
    }

    /// Thinks for at most about `slice`; whether every decision is now reviewed.
    pub fn step(&mut self, slice: Duration) -> bool {
        let deadline = Instant::now() + slice;
        while let Some(&(pos, played)) = self.todo.get(self.done.len()) {
            let budget = self.budget;
            let rules = &self.rules;
            let past = &self.pasts[self.done.len()];
            let analysis = self
                .current
                .get_or_insert_with(|| Analysis::new(rules, &pos, budget).with_past(past));
            let left = deadline.saturating_duration_since(Instant::now());
            if let Some(values) = analysis.step(left) {
                self.current = None;
                let ply = self.done.len() + 1;
                self.done.push(Decision::judge(ply, &pos, played, &values));
            }
            if Instant::now() >= deadline {
                break;
            }
        }
        self.is_done()
    }

    /// Reviews every decision now, slice after slice (a native task, or the CLI).
    pub fn run(mut self) -> Vec<Decision> {
        while !self.step(Duration::from_millis(100)) {}
        self.done
    }

    pub fn is_done(&self) -> bool {
        self.done.len() == self.todo.len()
    }

    pub fn progress(&self) -> Progress {
        Progress {
            done: self.done.len(),
            total: self.todo.len(),
        }
    }

    /// The decisions reviewed so far, in the order of the game.
    pub fn decisions(&self) -> &[Decision] {
        &self.done
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Board;

    /// Kalah on three pits: South's pit 1 captures North's eight seeds and ends the game; pit
    /// 3 hands the seeds to North.
    fn blunder_board() -> (RuleSet, Position) {
        let rules = RuleSet::kalah().with_board(Some(3), Some(2)).unwrap();
        let board = Board::from_counts(&[1, 0, 3], &[0, 8, 0], [0, 0]).unwrap();
        (rules, Position::from_board(board, Side::South))
    }

    fn review_one(mv: Move) -> Decision {
        let (rules, pos) = blunder_board();
        let review = Review::of_moves(&rules, pos, [mv], Duration::from_secs(2));
        let decisions = review.run();
        assert_eq!(decisions.len(), 1);
        decisions[0].clone()
    }

    #[test]
    fn the_capture_is_best_and_giving_it_away_a_blunder() {
        let best = review_one(Move::ccw(0));
        assert_eq!(best.mark, Mark::Best);
        assert_eq!(best.lost, 0);
        assert_eq!(best.best, Move::ccw(0));
        assert_eq!(best.best_worth.value, 12, "{best:?}");
        assert!(best.exact() && best.best_worth.depth == 0, "{best:?}");
        assert_eq!(best.choices, 2);
        let blunder = review_one(Move::ccw(2));
        assert_eq!(blunder.mark, Mark::Blunder, "{blunder:?}");
        assert_eq!(blunder.best, Move::ccw(0));
        assert_eq!(
            blunder.lost,
            blunder.best_worth.value - blunder.played_worth.value
        );
        assert!(blunder.lost > MARK_LIMITS[3].1);
        assert!(blunder.exact());
        assert_eq!(blunder.south_value(), 12);
    }

    #[test]
    fn a_big_board_without_time_to_prove_gets_estimates_with_their_depth() {
        let record = GameRecord::from_text("[Rules \"kalah\"]\n\n1. 3,6 2,1").unwrap();
        let decisions = Review::new(&record, Duration::from_millis(60))
            .unwrap()
            .run();
        assert_eq!(decisions.len(), 4);
        for d in &decisions {
            assert!(!d.exact(), "{d:?}");
            assert!(d.best_worth.depth > 0 && d.played_worth.depth > 0, "{d:?}");
            assert!(d.lost >= 0 && d.mark == Mark::of(d.lost));
        }
        let sides: Vec<Side> = decisions.iter().map(|d| d.side).collect();
        assert_eq!(sides, [Side::South, Side::South, Side::North, Side::North]);
        let plies: Vec<usize> = decisions.iter().map(|d| d.ply).collect();
        assert_eq!(plies, [1, 2, 3, 4]);
    }

    #[test]
    fn slices_reach_the_same_review_with_progress() {
        // A whole game on three pits of two seeds, each side sowing its last sowable pit.
        let rules = RuleSet::kalah().with_board(Some(3), Some(2)).unwrap();
        let mut game = Game::new(rules, Side::South).unwrap();
        while let Some(&mv) = game.legal_moves().last() {
            game.play(mv).unwrap();
        }
        let record = game.record();
        let budget = Duration::from_secs(5);
        let whole = Review::new(&record, budget).unwrap().run();
        let mut sliced = Review::new(&record, budget).unwrap();
        let total = record.moves.len();
        assert!(total >= 4, "{}", record.to_text());
        assert_eq!(sliced.progress(), Progress { done: 0, total });
        let mut seen = vec![0];
        while !sliced.step(Duration::from_micros(200)) {
            seen.push(sliced.progress().done);
        }
        seen.push(sliced.progress().done);
        assert!(seen.is_sorted() && seen.last() == Some(&total), "{seen:?}");
        assert_eq!(sliced.decisions(), whole.as_slice());
        assert!(whole.iter().all(Decision::exact));
    }

    #[test]
    fn a_review_can_run_on_another_thread() {
        fn on_a_task<T: Send + 'static>() {}
        on_a_task::<Review>();
    }

    #[test]
    fn a_record_that_cannot_be_played_is_an_error() {
        let mut record = GameRecord::from_text("[Rules \"kalah\"]\n\n1. 1").unwrap();
        record.moves.push(Move::ccw(7));
        assert!(matches!(
            Review::new(&record, Duration::ZERO),
            Err(RecordError::Move { ply: 2, .. })
        ));
    }
}
