//! The kept games in the overlay: the Games and Statistics panels with their notices, and the
//! text that comes and goes with records: the system [`clipboard`] and text that arrives later
//! ([`incoming`]).

pub(crate) mod clipboard;
pub(crate) mod games;
pub(crate) mod incoming;
pub(crate) mod stats;
