//! Which big subtrees solver threads are searching now (ABDADA): a count per slot of a small
//! hash of table keys. A thread entering a subtree marks it; a thread about to search a
//! sibling another thread has marked defers it. Collisions only defer a move needlessly.

use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// Slots: a power of two, small enough to stay in cache.
const SLOTS: usize = 1 << 16;

pub(crate) struct Busy(Vec<AtomicU8>);

impl Busy {
    pub fn new() -> Busy {
        Busy((0..SLOTS).map(|_| AtomicU8::new(0)).collect())
    }

    /// The slot of `key`: bits the table does not use to pick its line.
    #[inline]
    fn slot(&self, key: u64) -> &AtomicU8 {
        &self.0[(key >> 8) as usize & (SLOTS - 1)]
    }

    /// Marks `key`'s subtree as searched until the guard is dropped.
    #[inline]
    pub fn enter(&self, key: u64) -> Inside<'_> {
        let slot = self.slot(key);
        slot.fetch_add(1, Relaxed);
        Inside(slot)
    }

    /// Whether some thread is inside `key`'s subtree now.
    #[inline]
    pub fn taken(&self, key: u64) -> bool {
        self.slot(key).load(Relaxed) > 0
    }
}

/// A thread inside a subtree; leaving it (dropping) clears the mark.
pub(crate) struct Inside<'a>(&'a AtomicU8);

impl Drop for Inside<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_subtree_is_taken_while_a_thread_is_inside() {
        let busy = Busy::new();
        assert!(!busy.taken(42));
        let outer = busy.enter(42);
        let inner = busy.enter(42);
        drop(outer);
        assert!(busy.taken(42));
        drop(inner);
        assert!(!busy.taken(42));
    }
}
