//! Room codes and seat tokens, from the operating system's seeded CSPRNG (rand's thread RNG,
//! ChaCha reseeded from the OS), and the wall clock in milliseconds for the store.

use crate::online::protocol::{CODE_LEN, CODE_LETTERS};
use rand::Rng;

/// A new room code: `CODE_LEN` unambiguous letters.
pub fn code() -> String {
    let mut rng = rand::rng();
    (0..CODE_LEN)
        .map(|_| CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())] as char)
        .collect()
}

/// A new seat token: 128 random bits in hex.
pub fn token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}

/// Milliseconds since 1970 (0 if the clock is set before it).
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::protocol::normalise_code;

    #[test]
    fn codes_and_tokens_are_of_their_alphabet_and_differ() {
        let codes: std::collections::HashSet<String> = (0..1000).map(|_| code()).collect();
        assert_eq!(codes.len(), 1000);
        assert!(
            codes
                .iter()
                .all(|c| normalise_code(c).as_deref() == Some(c.as_str()))
        );
        let (a, b) = (token(), token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|b| b.is_ascii_hexdigit()));
    }
}
