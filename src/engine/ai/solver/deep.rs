//! How deep a line the general search follows. Where games end by repetition a line can run
//! thousands of moves without a capture (in an Oware endgame of 22 seeds the search went past
//! 6,000 moves within two seconds), and every move of it is a few frames of the recursive
//! search, about 1.4 KB in a release build: more than a worker thread's 2 MiB stack holds.
//! Natively each solve therefore runs on a thread of its own with a deep stack; in the browser,
//! whose one thread has a small stack, the search follows fewer moves. A line longer than the
//! limit stops the search as a deadline does: no answer, never a wrong one.

use super::Solver;
use std::sync::Mutex;

/// The stack of a solve's own thread: reserved, and touched only as deep as the search goes.
#[cfg(not(target_arch = "wasm32"))]
const DEEP_STACK: usize = 256 << 20;

/// The longest line followed on that stack (a debug build's frames are several times bigger).
#[cfg(not(target_arch = "wasm32"))]
pub(super) const DEEP_LINE: usize = 20_000;

/// The longest line followed on the caller's own stack: the browser's 1 MiB, or a native
/// thread's where no thread of its own could be made for the solve.
pub(super) const SHALLOW_LINE: usize = 300;

/// Why a solve without a deadline has no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the solver gave up: a line went past {moves} moves without a capture or a position \
     coming back, more than it can follow"
)]
pub struct LineTooLong {
    pub moves: usize,
}

impl Solver {
    /// Runs `solve` with as deep a stack as can be had (a thread of its own, natively) and
    /// the line limit that stack allows.
    pub(super) fn deep<T: Send>(&mut self, solve: impl FnOnce(&mut Solver) -> T + Send) -> T {
        let solve = Mutex::new(Some(solve));
        #[cfg(not(target_arch = "wasm32"))]
        {
            let this = &mut *self;
            let answer = std::thread::scope(|scope| {
                let thread = std::thread::Builder::new()
                    .stack_size(DEEP_STACK)
                    .spawn_scoped(scope, || {
                        let solve = take(&solve);
                        this.max_line = this.line_limit.min(DEEP_LINE);
                        solve(this)
                    })
                    .ok()?;
                Some(
                    thread
                        .join()
                        .unwrap_or_else(|e| std::panic::resume_unwind(e)),
                )
            });
            if let Some(answer) = answer {
                return answer;
            }
        }
        self.max_line = self.line_limit.min(SHALLOW_LINE);
        take(&solve)(self)
    }

    /// A solver that gives up on lines longer than `moves` (and never follows more than its
    /// stack holds): such lines rarely end in a proof in reasonable time, so a caller that
    /// asks of many positions (the puzzle miner) goes on to the next one sooner.
    pub fn with_line_limit(mut self, moves: usize) -> Solver {
        self.line_limit = moves.max(1);
        self
    }

    /// The line limit of the solve under way, for its error.
    pub(super) fn line_too_long(&self) -> LineTooLong {
        LineTooLong {
            moves: self.max_line,
        }
    }
}

/// The solve, taken once from where the thread or the caller finds it.
fn take<F>(solve: &Mutex<Option<F>>) -> F {
    solve
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take()
        .expect("a solve runs once")
}
