//! Announces in the log, once the board has stood on screen for a few frames, where each pit
//! appears in the window (logical pixels). The browser test reads this line to click a pit, and
//! anyone automating the game can do the same.

use super::board::Pit;
use crate::engine::Side;
use bevy::prelude::*;

/// Frames to wait after the pits exist, so the window and camera have settled.
const SETTLE_FRAMES: u32 = 10;

fn announce_board(
    mut done: Local<bool>,
    mut frames: Local<u32>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    pits: Query<(&Pit, &GlobalTransform)>,
) {
    if *done || pits.is_empty() {
        return;
    }
    let Ok((camera, eye)) = cameras.single() else {
        return;
    };
    *frames += 1;
    if *frames < SETTLE_FRAMES {
        return;
    }
    let mut sorted: Vec<_> = pits.iter().collect();
    sorted.sort_by_key(|(pit, _)| (pit.side.index(), pit.index));
    let mut rows: [Vec<[f32; 2]>; 2] = [Vec::new(), Vec::new()];
    for (pit, place) in sorted {
        let Ok(at) = camera.world_to_viewport(eye, place.translation()) else {
            return;
        };
        rows[pit.side.index()].push([at.x, at.y]);
    }
    let json = serde_json::json!({
        Side::South.name(): rows[0],
        Side::North.name(): rows[1],
    });
    info!("board ready; pits at {json}");
    *done = true;
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, announce_board);
}
