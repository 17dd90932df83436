//! What the game keeps between runs: the match in progress ([`save`]), every game played at this
//! table and the statistics ([`games`]), kept beside the save on [`shelves`] in the [`storage`]
//! (natively files, in the browser local storage), the records imported and exported
//! ([`record_files`]), and what the player must be told about them ([`notices`]).

pub mod games;
pub mod notices;
pub mod record_files;
pub mod save;
pub mod shelves;
pub mod storage;

use crate::game::opening::Opening;
use bevy::prelude::*;

/// The kept games always; the save only for a game that resumes (and so keeps) it. The games and
/// statistics are read and written beside the save by such a game too, only read in screenshot
/// mode, and kept in memory otherwise (unless the app was given [`shelves::Shelves`] of its own).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((games::plugin, shelves::plugin))
        .init_resource::<save::KeptSeat>();
    let (resume, screenshot, dir) = app
        .world()
        .get_resource::<Opening>()
        .map_or((false, false, None), |o| {
            (o.resume, o.screenshot.is_some(), o.keep_in.clone())
        });
    app.insert_resource(storage::KeptIn(dir.clone()));
    if resume {
        app.insert_resource(save::SaveStore(storage::MATCH.kept_in(dir.as_deref())))
            .add_plugins(save::plugin);
    }
    if (resume || screenshot) && !app.world().contains_resource::<shelves::Shelves>() {
        app.insert_resource(shelves::Shelves::beside_the_save(resume, dir.as_deref()));
    }
}
