//! The game on the table, headless ([`plugin`]): the rules resource ([`r#match`]), the
//! messages every input and the AI write ([`messages`]), how the game starts ([`opening`]),
//! the board and gem entities, the sowing animation, the turn phase and the turn flow, the AI,
//! the marks on the holes, the [`replay`] of a record and its [`review`], the cues of its [`sound`]s, the played [`games`] and their statistics with the [`record_files`] they are
//! imported from and exported to, and what is kept between runs (the match in [`save`], the
//! player's [`settings`], the games and statistics by [`keeping`] them); and, with a renderer, the 3D scene, camera, screenshot mode and
//! log announcements ([`view`]), and the sound's playback ([`sound::output`]). Nothing here knows the input devices or the overlay: they sit
//! above and write the messages.

pub mod ai;
pub mod board;
pub mod games;
pub mod keeping;
pub mod layout;
pub mod marks;
pub mod r#match;
pub mod messages;
pub mod opening;
pub mod palette;
pub mod phase;
mod rearrange;
pub mod record_files;
pub mod replay;
pub mod review;
pub mod save;
pub mod settings;
pub mod sound;
pub mod sowing;
pub mod store;
pub mod turn;
pub mod view;

use bevy::prelude::*;

/// The logic: everything that runs without a window. Reads the [`opening::Opening`] resource, which
/// must be inserted first; saving the match and the settings runs only for a game that resumes
/// (and so keeps) its save. The played games and statistics are read and written beside the
/// save by such a game too, only read in screenshot mode, and kept in memory otherwise
/// (unless the app was given [`keeping::Shelves`] of its own).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        messages::plugin,
        opening::plugin,
        board::plugin,
        rearrange::plugin,
        sowing::plugin,
        turn::plugin,
        ai::plugin,
        phase::plugin,
        marks::plugin,
        replay::plugin,
        review::plugin,
        settings::plugin,
        sound::plugin,
        games::plugin,
        keeping::plugin,
    ));
    let (resume, screenshot) = app
        .world()
        .get_resource::<opening::Opening>()
        .map_or((false, false), |o| (o.resume, o.screenshot.is_some()));
    if resume {
        app.add_plugins((save::plugin, settings::persist));
    }
    if (resume || screenshot) && !app.world().contains_resource::<keeping::Shelves>() {
        app.insert_resource(keeping::Shelves::beside_the_save(resume));
    }
}
