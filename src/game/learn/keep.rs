//! Keeping what the learner has done: the [`Progress`] in its own store beside the save
//! (natively `learning.json`, in the browser local storage `kalah3d.learning`), read as the
//! game starts and written when it changes. A file that cannot be read is set aside
//! (`.corrupt`) and the learner starts again, told where it went, as for the kept games.

use crate::engine::learn::progress::Progress;
use crate::game::keep::notices::{Kept, Notices};
use crate::game::keep::shelves::{Shelf, put, take};
use crate::game::keep::storage::{KeptIn, LEARNING};
use bevy::prelude::*;

/// The learner's progress, and whether the first launch's offer to learn is to be made.
#[derive(Resource, Default)]
pub struct LearnProgress {
    pub progress: Progress,
    /// Offer to learn: a real game (not a test or a screenshot) whose learner never answered.
    pub offer: bool,
}

#[derive(Resource)]
struct LearnShelf(Shelf);

/// Reading and keeping the progress, for the real game only (as the settings).
pub(crate) fn persist(app: &mut App) {
    app.init_resource::<Notices>();
    let dir = app
        .world()
        .get_resource::<KeptIn>()
        .and_then(|kept| kept.0.clone());
    let mut shelf = Shelf::new(LEARNING.kept_in(dir.as_deref()), true);
    let mut notices = app.world_mut().resource_mut::<Notices>();
    let progress = take(
        &mut shelf,
        Kept::Learning,
        Progress::from_json,
        &mut notices,
    );
    shelf.holds(progress.to_json());
    let offer = !progress.offer_answered;
    app.insert_resource(LearnProgress { progress, offer })
        .insert_resource(LearnShelf(shelf))
        .add_systems(Last, save_changes);
}

fn save_changes(
    progress: Res<LearnProgress>,
    mut shelf: ResMut<LearnShelf>,
    mut notices: ResMut<Notices>,
) {
    if progress.is_changed() {
        let text = progress.progress.to_json();
        put(&mut shelf.0, Kept::Learning, text, &mut notices);
    }
}
