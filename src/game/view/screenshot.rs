//! Screenshot mode (`kalah --screenshot FILE.png --moves ...`): plays the given moves through
//! the ordinary turn flow with instant animation, waits until every render pipeline is compiled
//! and the picture has been steady for a few frames, saves the window and exits.

use crate::AppSystems;
use crate::engine::Move;
use crate::game::board::BoardRoot;
use crate::game::messages::ChooseMove;
use crate::game::opening::Opening;
use crate::game::phase::TurnPhase;
use crate::game::sowing::Playback;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::render::{ExtractSchedule, MainWorld, RenderApp};
use std::collections::VecDeque;
use std::path::PathBuf;

/// Frames with every pipeline ready before the picture is taken.
const READY_FRAMES: u32 = 12;
/// At least this many frames first, so the overlay has laid itself out.
const MIN_FRAMES: u32 = 30;
/// Give up waiting for pipelines after this many frames and take the picture anyway.
const MAX_FRAMES: u32 = 3000;

/// The picture to take.
#[derive(Resource)]
struct Shot {
    path: PathBuf,
    script: VecDeque<Move>,
    frames: u32,
    ready_frames: u32,
    taken: bool,
}

/// Whether the renderer has compiled every pipeline it was asked for.
#[derive(Resource, Default)]
struct PipelinesReady(bool);

pub(super) fn plugin(app: &mut App) {
    let Some(opening) = app.world().get_resource::<Opening>().cloned() else {
        return;
    };
    let Some(path) = opening.screenshot else {
        return;
    };
    app.insert_resource(Shot {
        path,
        script: opening.moves.into(),
        frames: 0,
        ready_frames: 0,
        taken: false,
    })
    .insert_resource(Playback {
        instant: true,
        ..default()
    })
    .init_resource::<PipelinesReady>()
    .add_systems(Update, play_script.in_set(AppSystems::Input))
    .add_systems(Last, take_shot);
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app.add_systems(ExtractSchedule, report_pipelines);
    }
}

fn report_pipelines(mut main_world: ResMut<MainWorld>, pipelines: Res<PipelineCache>) {
    if let Some(mut ready) = main_world.get_resource_mut::<PipelinesReady>() {
        ready.0 = pipelines.waiting_pipelines().count() == 0;
    }
}

/// Feeds the moves one at a time, as a player would, each once the last has settled.
fn play_script(
    mut shot: ResMut<Shot>,
    boards: Query<(), With<BoardRoot>>,
    phase: Res<TurnPhase>,
    mut choose: MessageWriter<ChooseMove>,
) {
    // The first board is built during the first frame; moves wait for it.
    if boards.is_empty() || !phase.settled() {
        return;
    }
    if let Some(mv) = shot.script.pop_front() {
        choose.write(ChooseMove::human(mv));
    }
}

fn take_shot(
    mut shot: ResMut<Shot>,
    phase: Res<TurnPhase>,
    ready: Res<PipelinesReady>,
    mut commands: Commands,
) {
    if shot.taken || !shot.script.is_empty() || !phase.settled() {
        return;
    }
    shot.frames += 1;
    shot.ready_frames = if ready.0 { shot.ready_frames + 1 } else { 0 };
    let settled = shot.frames >= MIN_FRAMES && shot.ready_frames >= READY_FRAMES;
    if !settled && shot.frames < MAX_FRAMES {
        return;
    }
    if !settled {
        warn!("pipelines still compiling after {MAX_FRAMES} frames; saving anyway");
    }
    shot.taken = true;
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(shot.path.clone()))
        .observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
}
