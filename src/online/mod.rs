//! Online play: the protocol's messages (always built), the game's [`socket`] to the server, and
//! natively with the `online` feature, the `kalah-server` referee and a client of it for the
//! command line and the tests. Engine only, no Bevy.

pub mod follow;
pub mod protocol;
#[cfg(feature = "client")]
pub mod socket;

#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod client;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod server;
