//! Online play: the protocol's messages (always built: the game's client speaks them too), and
//! natively with the `online` feature, the `kalah-server` referee and a client of it for the
//! command line and the tests. Engine only, no Bevy.

pub mod protocol;

#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod client;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod server;
