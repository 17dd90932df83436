//! Announces in the log, once the board has stood on screen for a few frames, where each pit
//! and each gem resting in a pit appear in the window (logical pixels), again each time the
//! camera has framed it anew or a new board was built, once it stood still (a panel beside the
//! board came or went, the view turned, a new game: the last announcement is where the board
//! is), and, once the last move
//! of a game has finished sowing on screen, the result with the gems each store holds. The
//! browser test reads these lines to click a pit, the render test to find the gems and rings it
//! measures, and anyone automating the game can do the same.

use crate::engine::{Hole, Outcome, Side};
use crate::game::board::{Gem, Pit, Place, gem_counts};
use crate::game::phase::TurnPhase;
use crate::game::table::Match;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// Frames to wait after the pits exist, so the window and camera have settled. The window is
/// asked for them: at rest it would draw none (a page in the browser gets no event to wake it).
const SETTLE_FRAMES: u32 = 10;

/// Where the board was last announced from: the camera's place and its viewport, and whether
/// it has been announced from there.
#[derive(Default)]
struct Announced {
    view: Option<(Mat4, Option<UVec2>)>,
    done: bool,
}

fn announce_board(
    mut announced: Local<Announced>,
    mut frames: Local<u32>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    pits: Query<(&Pit, &GlobalTransform)>,
    built: Query<(), Added<Pit>>,
    gems: Query<(&Place, &GlobalTransform), With<Gem>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if pits.is_empty() {
        return;
    }
    if !built.is_empty() {
        // A new board (a new game, a lesson's position): announced again once it stands.
        *announced = Announced::default();
    }
    let Ok((camera, eye)) = cameras.single() else {
        return;
    };
    let view = Some((eye.to_matrix(), camera.physical_viewport_size()));
    if announced.view != view {
        // Framed anew: announce once it has stood still again.
        *announced = Announced { view, done: false };
        *frames = 0;
    }
    if announced.done {
        return;
    }
    *frames += 1;
    if *frames < SETTLE_FRAMES {
        redraw.write(RequestRedraw);
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
    let mut resting: Vec<[f32; 2]> = Vec::new();
    for (place, at) in &gems {
        if let Place::Hole {
            hole: Hole::Pit { .. },
            ..
        } = place
            && let Ok(at) = camera.world_to_viewport(eye, at.translation())
        {
            resting.push([at.x, at.y]);
        }
    }
    info!("gems in the pits at {}", serde_json::json!(resting));
    announced.done = true;
}

/// Once a finished game has settled on screen (once per game): who won, and the gems resting
/// in each store.
fn announce_end(
    m: Res<Match>,
    phase: Res<TurnPhase>,
    gems: Query<&Place, With<Gem>>,
    mut told: Local<Option<u64>>,
) {
    let Some(outcome) = m.outcome() else {
        return;
    };
    if !phase.settled() || *told == Some(m.epoch()) {
        return;
    }
    *told = Some(m.epoch());
    let counts = gem_counts(gems);
    let in_store = |side| counts.get(&Hole::Store(side)).copied().unwrap_or(0);
    let result = match outcome {
        Outcome::Win(side) => format!("{} wins", side.name()),
        Outcome::Draw => "a draw".to_string(),
    };
    info!(
        "game over on the board: {result}; gems in the stores: south {}, north {}",
        in_store(Side::South),
        in_store(Side::North)
    );
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, (announce_board, announce_end));
}
