//! Online play in the overlay: "Play online" in the new-game dialog ([`dialog`]) with the
//! lobby's open games ([`lobby`]), and beside the
//! board while online, the panel with the connection, the code and the link while a room waits,
//! the players with their ratings and clocks, who is away, and resign, claim, rematch, review and
//! leave ([`panel`]), the game's part of it in [`table`] and the requests across the table
//! (abort, a draw, a take-back) in [`requests`]. Its words, the server's refusals among them, come from the translation files
//! ([`words`]).

pub(crate) mod dialog;
pub(crate) mod lobby;
pub(crate) mod panel;
mod parts;
mod requests;
mod table;
pub(crate) mod words;

use crate::game::online::Online;
use crate::ui::i18n::{Tr, t};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, name_the_player.after(crate::game::online::start));
}

/// A player who never typed a name plays as "Player" in their own language.
fn name_the_player(tr: Res<Tr>, mut online: ResMut<Online>) {
    if online.name.trim().is_empty() {
        online.name = t!(tr, "online-default-name");
    }
}
