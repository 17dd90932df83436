//! Kalah 3D: a mancala game. `engine` is the pure rules engine and AI; with the `game` feature
//! the Bevy game is built on top of it.

pub mod cli;
pub mod engine;
