//! The game on the table, headless ([`plugin`]): the rules resource ([`table`]), the messages
//! every input and the AI write ([`messages`]), how the game starts ([`opening`]), the [`board`]
//! with its hole and gem entities, the [`sowing`] animation, the turn [`phase`] and the [`turn`]
//! flow with the answer to a [`refusal`], the [`ai`], the [`marks`] on the holes, the side the screen [`facing`]s, the [`replay`]
//! of a record and its review, the cues of its [`sound`]s, the player's [`settings`], and what is
//! kept between runs ([`keep`]: the save, the played games and their statistics, records in and
//! out), the lessons and puzzles on the table ([`learn`]); and, with a renderer, the 3D scene,
//! camera, screenshot mode and log announcements ([`view`]), and the sound's playback
//! ([`sound::output`]). Nothing here knows the input devices or the overlay: they sit above and
//! write the messages.

pub mod ai;
pub mod board;
pub mod facing;
pub mod keep;
pub mod learn;
pub mod marks;
pub mod messages;
pub mod online;
pub mod opening;
pub mod phase;
pub mod redraw;
pub mod refusal;
pub mod replay;
pub mod settings;
pub mod sound;
pub mod sowing;
pub mod table;
pub mod turn;
pub mod view;
pub mod waker;

use bevy::prelude::*;

/// The logic: everything that runs without a window. Reads the [`opening::Opening`] resource,
/// which must be inserted first; the player's settings are saved only for a game that resumes
/// (and so keeps) its save.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        messages::plugin,
        opening::plugin,
        board::plugin,
        sowing::plugin,
        turn::plugin,
        ai::plugin,
        phase::plugin,
        (marks::plugin, facing::plugin),
        replay::plugin,
        settings::plugin,
        sound::plugin,
        (keep::plugin, learn::plugin),
        online::plugin,
        (redraw::plugin, refusal::plugin),
        waker::plugin,
    ));
    let resume = app
        .world()
        .get_resource::<opening::Opening>()
        .is_some_and(|o| o.resume);
    if resume {
        app.add_plugins((settings::persist, learn::keep::persist));
    }
}
