//! The heuristic search's transposition table: buckets of four 16-byte entries holding a lower
//! and an upper bound (relative to the store difference when stored, so transposed positions
//! with other store counts share them), the best move, the depth they hold for, whether they
//! are proven, the work spent and the search that wrote them. A table kept from move to move
//! (the protocol engine's) ages: entries of earlier searches are replaced first. Also the
//! memory helpers the solver's tables use (`Lines`, `huge_zeroed`, `prefetch`).

/// One table entry.
#[derive(Clone, Copy, Default)]
pub(crate) struct Entry {
    /// The key's upper 56 bits, and in the low byte the search that last wrote it (never 0 in
    /// a used entry).
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

impl Entry {
    /// Whether this entry is in use and holds `key`.
    #[inline]
    fn holds(&self, key: u64) -> bool {
        self.lock != 0 && self.lock & KEY_BITS == key & KEY_BITS
    }
}

const WAYS: usize = 4;

/// What a search of one position found, to be stored: its bounds (relative to the store
/// difference), the depth they hold for, the best move (as in [`Entry::mv`]), the nodes it
/// took, and whether the bounds are proven.
pub(crate) struct Found {
    pub lo: i32,
    pub hi: i32,
    pub depth: u8,
    pub mv: u8,
    pub nodes: u64,
    pub exact: bool,
}

/// One cache line of entries.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; WAYS]);

/// The key bits an entry's lock compares (the low byte holds its search's number).
const KEY_BITS: u64 = !0xFF;

/// A fixed-size table of `WAYS`-entry buckets.
pub(crate) struct Table {
    buckets: Lines<Bucket>,
    /// The number of the search under way, 1..=255: entries of other numbers are older.
    age: u8,
}

impl Table {
    /// A table of at most `bytes` bytes (at least one bucket).
    pub fn with_bytes(bytes: usize) -> Table {
        Table {
            buckets: Lines::with_bytes(bytes),
            age: 1,
        }
    }

    /// Marks every entry as older than those stored from now on, so that they are the first
    /// to make room; they still answer probes.
    pub fn next_search(&mut self) {
        self.age = self.age % 255 + 1;
    }

    /// Forgets every entry (a new game).
    pub fn clear(&mut self) {
        self.buckets.clear();
        self.age = 1;
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.buckets
            .of(key)
            .0
            .iter()
            .find(|e| e.holds(key))
            .copied()
    }

    /// Stores bounds for `key`. Bounds for the same key and depth are merged; otherwise the
    /// new entry replaces the same key or the bucket's cheapest entry.
    pub fn store(&mut self, key: u64, found: Found) {
        let Found {
            lo,
            hi,
            depth,
            mv,
            nodes,
            exact,
        } = found;
        let lock = key & KEY_BITS | self.age as u64;
        let age = self.age;
        let bucket = &mut self.buckets.of_mut(key).0;
        let work = (64 - nodes.leading_zeros()) as u8;
        let clamp = |v: i32| v.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        let (mut lo, mut hi) = (clamp(lo), clamp(hi));
        let slot = match bucket.iter().position(|e| e.holds(key)) {
            Some(i) => {
                let old = bucket[i];
                if old.depth == depth && old.exact == exact {
                    lo = lo.max(old.lo);
                    hi = hi.min(old.hi);
                } else if old.depth > depth {
                    // Kept, and now of this search.
                    bucket[i].lock = lock;
                    return;
                }
                i
            }
            // An empty entry, else one of an earlier search, else the shallowest and cheapest.
            None => (0..WAYS)
                .min_by_key(|&i| {
                    let e = &bucket[i];
                    (e.lock != 0, e.lock as u8 == age, e.depth, e.work)
                })
                .expect("a bucket has entries"),
        };
        let kept = bucket[slot].holds(key);
        let mv = if mv == 0 && kept { bucket[slot].mv } else { mv };
        bucket[slot] = Entry {
            lock,
            lo,
            hi,
            depth,
            mv,
            work: work.max(if kept { bucket[slot].work } else { 0 }),
            exact,
        };
    }
}

/// A table's cache lines, picked by key: as many as fit in a byte budget (at least one, fewer
/// than 2^32), aligned for huge pages.
pub(crate) struct Lines<T> {
    items: Vec<T>,
    first: usize,
    count: u64,
}

impl<T: Zeroed> Lines<T> {
    pub fn with_bytes(bytes: usize) -> Lines<T> {
        let count = (bytes / std::mem::size_of::<T>().max(1)).clamp(1, u32::MAX as usize);
        let (items, first) = huge_zeroed(count);
        Lines {
            items,
            first,
            count: count as u64,
        }
    }

    /// Where the line of `key` is: its high 32 bits scaled to the line count.
    #[inline]
    fn index(&self, key: u64) -> usize {
        self.first + (((key >> 32) * self.count) >> 32) as usize
    }

    /// The line of `key`.
    #[inline]
    pub fn of(&self, key: u64) -> &T {
        &self.items[self.index(key)]
    }

    /// Every line back to zero (empty).
    pub fn clear(&mut self) {
        self.items.fill_with(T::default);
    }

    /// The line of `key`, to change.
    #[inline]
    pub fn of_mut(&mut self, key: u64) -> &mut T {
        let index = self.index(key);
        &mut self.items[index]
    }
}

/// Starts loading the cache line of `item` (a hint: no effect on results).
#[inline]
pub(crate) fn prefetch<T>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: prefetching is a hint that never faults, and the address is a live reference.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((item as *const T).cast::<i8>()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = item;
}

/// Bytes of a huge page, the alignment that lets the kernel back a large table with them.
const HUGE_PAGE: usize = 2 << 20;

/// `count` zeroed items starting at the returned index of the returned vector, aligned to a
/// huge page when the table is that large and backed by huge pages where Linux allows: a
/// table probed at random then costs far fewer TLB misses.
pub(crate) fn huge_zeroed<T: Zeroed>(count: usize) -> (Vec<T>, usize) {
    let size = std::mem::size_of::<T>().max(1);
    if count * size < HUGE_PAGE {
        return (zeroed(count), 0);
    }
    let slack = HUGE_PAGE / size;
    let memory = zeroed::<T>(count + slack);
    let address = memory.as_ptr() as usize;
    let first = (address.next_multiple_of(HUGE_PAGE) - address) / size;
    advise_huge(&memory[first..first + count]);
    (memory, first)
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn advise_huge<T>(items: &[T]) {
    use libc::{MADV_COLLAPSE, MADV_HUGEPAGE, MADV_POPULATE_WRITE, madvise};
    let len = std::mem::size_of_val(items) / HUGE_PAGE * HUGE_PAGE;
    // Asking for huge pages is not enough where the kernel finds none free at the first touch:
    // the range is faulted in at once (zero pages, as before) and collapsed into huge pages.
    // SAFETY: the range lies inside memory this process owns (the slice), starts on a page
    // boundary, and the advice only changes how the kernel backs it, never its contents. A
    // failure (an older kernel, no huge pages) leaves ordinary pages: results are ignored.
    unsafe {
        let start = items.as_ptr() as *mut libc::c_void;
        madvise(start, len, MADV_HUGEPAGE);
        madvise(start, len, MADV_POPULATE_WRITE);
        madvise(start, len, MADV_COLLAPSE);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn advise_huge<T>(_items: &[T]) {}

/// Types whose all-zero bytes are a valid (empty) value: plain and atomic integers, and
/// structs of them.
///
/// # Safety
/// An implementor promises that the all-zero bit pattern is a valid value of the type (no
/// references, no `NonZero`, no enum without a zero discriminant): [`zeroed`] hands out such
/// memory as initialised values.
pub(crate) unsafe trait Zeroed: Default {}
// SAFETY: a bucket's entries are integers and a `bool`, each valid (empty, false) at zero.
unsafe impl Zeroed for Bucket {}
// SAFETY: an atomic integer has the layout of its integer.
unsafe impl Zeroed for std::sync::atomic::AtomicU8 {}

/// `count` empty items from zeroed memory: the allocator hands out pages that are only
/// touched (and only cost memory) when the search first writes to them.
fn zeroed<T: Zeroed>(count: usize) -> Vec<T> {
    let layout = std::alloc::Layout::array::<T>(count).expect("table size fits memory");
    if layout.size() == 0 {
        return (0..count).map(|_| T::default()).collect();
    }
    // SAFETY: all-zero bytes are a valid `T` (see `Zeroed`); the pointer comes from the global allocator
    // with `T`'s layout, holds `count` initialised items, and the Vec takes ownership with
    // that capacity.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout).cast::<T>();
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Vec::from_raw_parts(ptr, count, count)
    }
}
