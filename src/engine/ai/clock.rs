//! When a solver thread must stop: its deadline has passed, or another thread has raised the
//! shared stop flag (it found the answer first). Looked at every few thousand ticks (nodes and
//! database fills), so checking costs next to nothing.

use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// Ticks between two looks at the time and the flag.
const EVERY: u64 = 1024;

/// One thread's clock.
pub(crate) struct Clock<'a> {
    deadline: Option<Instant>,
    stop: &'a AtomicBool,
    ticks: u64,
    /// Set once the thread must stop; the search then unwinds without storing anything.
    pub late: bool,
}

impl<'a> Clock<'a> {
    pub fn new(deadline: Option<Instant>, stop: &'a AtomicBool) -> Clock<'a> {
        Clock {
            deadline,
            stop,
            ticks: 0,
            late: false,
        }
    }

    /// Counts one unit of work; whether the thread must stop.
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.ticks += 1;
        if self.ticks.is_multiple_of(EVERY) {
            self.late |= self.stop.load(Ordering::Relaxed)
                || self.deadline.is_some_and(|d| Instant::now() >= d);
        }
        self.late
    }

    /// Stops the thread now (its search went further than it can follow).
    pub fn stop(&mut self) {
        self.late = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raised_flag_or_a_past_deadline_stops_within_a_check() {
        let stop = AtomicBool::new(false);
        let mut clock = Clock::new(None, &stop);
        assert!(!(0..3 * EVERY).any(|_| clock.tick()));
        stop.store(true, Ordering::Relaxed);
        assert!((0..EVERY).any(|_| clock.tick()));
        let calm = AtomicBool::new(false);
        let mut clock = Clock::new(Some(Instant::now()), &calm);
        assert!((0..EVERY).any(|_| clock.tick()));
    }
}
