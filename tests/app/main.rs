#![cfg(feature = "game")]
//! The headless App tests of the game: the ECS on `MinimalPlugins` with manual time, one module
//! a feature. They are one test binary, so the game is linked once for all of them.

mod common;
mod frames;
mod games;
mod headless;
mod input;
mod layout;
mod learn;
mod menus;
mod online;
mod online_panel;
mod online_requests;
mod overlay;
mod pointer;
mod replay;
mod sound;
