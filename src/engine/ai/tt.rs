//! The transposition table shared by the search and the solver: buckets of four 16-byte
//! entries holding a lower and an upper bound (relative to the store difference when stored,
//! so transposed positions with other store counts share them), the best move, the depth they
//! hold for (`EXACT_DEPTH` for solver results) and the work spent, which decides replacement.

/// Depth of an entry that holds for the rest of the game (solver results, finished trees).
pub(crate) const EXACT_DEPTH: u8 = u8::MAX;

/// One table entry.
#[derive(Clone, Copy, Default)]
pub(crate) struct Entry {
    lock: u64,
    pub lo: i16,
    pub hi: i16,
    pub depth: u8,
    /// Index of the best move in `legal_moves` order plus one; 0 for none.
    pub mv: u8,
    /// log2 of the nodes spent on the entry: the cheapest entry of a bucket is replaced.
    work: u8,
    /// The bounds were proven (no heuristic leaf below them).
    pub exact: bool,
}

const WAYS: usize = 4;

/// One cache line of entries.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; WAYS]);

/// A fixed-size table of `WAYS`-entry buckets.
pub(crate) struct Table {
    buckets: Vec<Bucket>,
    mask: usize,
}

impl Table {
    /// A table of at most `bytes` bytes (a power-of-two number of buckets, at least one).
    pub fn with_bytes(bytes: usize) -> Table {
        let per_bucket = std::mem::size_of::<Bucket>();
        let mut buckets = 1;
        while buckets * 2 * per_bucket <= bytes {
            buckets *= 2;
        }
        Table {
            buckets: zeroed_buckets(buckets),
            mask: buckets - 1,
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key >> 32) as usize & self.mask
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let lock = key | 1;
        self.buckets[self.bucket(key)]
            .0
            .iter()
            .find(|e| e.lock == lock)
            .copied()
    }

    /// Stores bounds for `key`. Bounds for the same key and depth are merged; otherwise the
    /// new entry replaces the same key or the bucket's cheapest entry.
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &mut self,
        key: u64,
        lo: i32,
        hi: i32,
        depth: u8,
        mv: u8,
        nodes: u64,
        exact: bool,
    ) {
        let lock = key | 1;
        let index = self.bucket(key);
        let bucket = &mut self.buckets[index].0;
        let work = (64 - nodes.leading_zeros()) as u8;
        let clamp = |v: i32| v.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        let (mut lo, mut hi) = (clamp(lo), clamp(hi));
        let slot = match bucket.iter().position(|e| e.lock == lock) {
            Some(i) => {
                let old = bucket[i];
                if old.depth == depth && old.exact == exact {
                    lo = lo.max(old.lo);
                    hi = hi.min(old.hi);
                } else if old.depth > depth {
                    return;
                }
                i
            }
            None => (0..WAYS)
                .min_by_key(|&i| (bucket[i].lock != 0, bucket[i].depth, bucket[i].work))
                .expect("a bucket has entries"),
        };
        let mv = if mv == 0 && bucket[slot].lock == lock {
            bucket[slot].mv
        } else {
            mv
        };
        bucket[slot] = Entry {
            lock,
            lo,
            hi,
            depth,
            mv,
            work: work.max(if bucket[slot].lock == lock {
                bucket[slot].work
            } else {
                0
            }),
            exact,
        };
    }
}

/// `count` empty buckets from zeroed memory: the allocator hands out pages that are only
/// touched (and only cost memory) when the search first writes to them.
fn zeroed_buckets(count: usize) -> Vec<Bucket> {
    let layout = std::alloc::Layout::array::<Bucket>(count).expect("table size fits memory");
    // SAFETY: `Bucket` is plain integers and bools, for which all-zero bytes are valid values
    // (an empty entry); the pointer comes from the global allocator with `Bucket`'s layout,
    // holds `count` initialised buckets, and the Vec takes ownership with that capacity.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout).cast::<Bucket>();
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Vec::from_raw_parts(ptr, count, count)
    }
}
