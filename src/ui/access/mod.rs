//! The game for screen readers: the board as a row of named controls ([`board_reader`]), natively
//! in egui's AccessKit tree (`tree`), and what is [`spoken`] after every move.

pub mod board_reader;
pub mod spoken;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod tree;
