//! The overlay's windows: the new-game dialog (its game choices in [`choices`]), the rules
//! (their sentences built in [`rules_text`]), the controls help, the settings, and the replay
//! panel with its review; which of them is open ([`menus`]), where the keys and pads start
//! ([`focus`]), where the windows stand below the bar ([`placement`]), the room the panels
//! beside the board claim ([`room`]), the veil over the board behind a menu ([`dim`]), and how a
//! gamepad works them ([`pad_menu`]).

pub(crate) mod choices;
pub(crate) mod controls;
mod custom_world;
pub(crate) mod dim;
pub(crate) mod focus;
pub(crate) mod menus;
pub(crate) mod new_game;
pub(crate) mod pad_menu;
pub(crate) mod placement;
pub(crate) mod player_key;
pub(crate) mod replay;
pub(crate) mod review;
pub(crate) mod room;
pub(crate) mod rules;
pub mod rules_text;
pub(crate) mod settings;
