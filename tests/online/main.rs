//! `kalah-server` on loopback, as its clients see it: whole games of every preset with a
//! spectator, every kind of bad message answered while the game goes on, seats taken back with
//! their tokens, the clock, the grace period, rematches, quick matches, the limits on what a
//! connection and an address may do, and a server killed (SIGKILL) and started again over the
//! same store with no acknowledged move lost; the lobby, players and their ratings, and the
//! requests across the table. Each test starts its own server (the real binary)
//! on an ephemeral port with its own data folder.

#![cfg(feature = "online")]

#[path = "../support/server.rs"]
mod server;

mod clock;
mod games;
mod limits;
mod lobby;
mod players;
mod ratings;
mod requests;
mod restart;
