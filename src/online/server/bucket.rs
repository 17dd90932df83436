//! A token bucket: the rate limit of a connection's messages, pings and rooms.

use tokio::time::Instant;

/// A token bucket: `burst` at once, then `per_second`.
pub(super) struct Bucket {
    tokens: f64,
    burst: f64,
    per_second: f64,
    at: Instant,
}

impl Bucket {
    pub(super) fn new(burst: f64, per_second: f64) -> Bucket {
        Bucket {
            tokens: burst,
            burst,
            per_second,
            at: Instant::now(),
        }
    }

    pub(super) fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * self.per_second;
        self.tokens = (self.tokens + refill).min(self.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}
