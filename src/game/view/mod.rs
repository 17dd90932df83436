//! The table as it is seen, with a renderer: the 3D scene (wood, holes, glass gems and the
//! marks turned into light), the cloth and the board's shadow, the refused hole's answer, the camera, the window's fullscreen, the graphics quality, when frames are drawn, the
//! frame bench, the screenshot mode and the log announcements of where the pits stand on
//! screen and how a game ended on the board.

mod announce;
pub mod bench;
pub mod camera;
mod carving;
mod delaunay;
pub mod frames;
mod lowered;
pub mod quality;
mod refusal;
mod scene;
mod screenshot;
mod table;
mod window;
mod wood;

use bevy::prelude::*;

/// The rendered table: added by the game with a window, never by headless tests.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        lowered::plugin,
        camera::plugin,
        screenshot::plugin,
        announce::plugin,
        window::plugin,
        frames::plugin,
        quality::plugin,
        refusal::plugin,
        table::plugin,
    ));
    if app
        .world()
        .get_resource::<crate::game::opening::Opening>()
        .is_some_and(|o| o.bench)
    {
        app.add_plugins(bench::plugin);
    }
}
