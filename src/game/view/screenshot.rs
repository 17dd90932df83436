//! Screenshot mode (`kalah --screenshot FILE.png --moves ...`): plays the given moves through
//! the ordinary turn flow with instant animation, waits until every render pipeline is compiled
//! and the picture has been steady for a few frames, saves the window and exits. With
//! `--each-look` it saves one picture for each look in turn (both gem palettes, each without and
//! with high contrast: `FILE-classic-normal.png` and so on), the pipelines they share compiled
//! once.

use crate::AppSystems;
use crate::engine::Move;
use crate::game::board::BoardRoot;
use crate::game::board::palette::GemPalette;
use crate::game::messages::ChooseMove;
use crate::game::opening::Opening;
use crate::game::phase::TurnPhase;
use crate::game::settings::Settings;
use crate::game::sowing::Playback;
use crate::game::view::frames::PipelinesReady;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::collections::VecDeque;
use std::path::PathBuf;

/// Frames with every pipeline ready before the picture is taken.
const READY_FRAMES: u32 = 12;
/// At least this many frames first, so the overlay has laid itself out.
const MIN_FRAMES: u32 = 30;
/// For each picture after the first (only the look changed): frames with every pipeline ready,
/// and frames in all. A frame may take a second on a software renderer.
const NEXT_READY_FRAMES: u32 = 3;
const NEXT_MIN_FRAMES: u32 = 3;
/// Give up waiting for pipelines after this many frames and take the picture anyway.
const MAX_FRAMES: u32 = 3000;

/// A gem palette, and whether high contrast is on.
type Look = (GemPalette, bool);

/// Every look, in the order `--each-look` takes them, with the name each adds to the file's.
const EACH_LOOK: [(Look, &str); 4] = [
    ((GemPalette::Classic, false), "classic-normal"),
    ((GemPalette::Classic, true), "classic-high"),
    ((GemPalette::ColourSafe, false), "colour-safe-normal"),
    ((GemPalette::ColourSafe, true), "colour-safe-high"),
];

/// The pictures to take: each file, with the look to show first (none: the settings' own).
#[derive(Resource)]
struct Shot {
    pictures: VecDeque<(PathBuf, Option<Look>)>,
    /// The first picture is being waited for.
    first: bool,
    script: VecDeque<Move>,
    frames: u32,
    ready_frames: u32,
    taken: bool,
}

pub(super) fn plugin(app: &mut App) {
    let Some(opening) = app.world().get_resource::<Opening>().cloned() else {
        return;
    };
    let Some(path) = opening.screenshot else {
        return;
    };
    let pictures = match opening.each_look {
        false => VecDeque::from([(path, None)]),
        true => EACH_LOOK
            .iter()
            .map(|&(look, name)| (named(&path, name), Some(look)))
            .collect(),
    };
    app.insert_resource(Shot {
        pictures,
        first: true,
        script: opening.moves.into(),
        frames: 0,
        ready_frames: 0,
        taken: false,
    })
    .insert_resource(Playback {
        instant: true,
        ..default()
    })
    .add_systems(Update, play_script.in_set(AppSystems::Input))
    .add_systems(Last, take_shot);
}

/// `FILE.png` as `FILE-NAME.png`.
fn named(path: &std::path::Path, name: &str) -> PathBuf {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    path.with_file_name(format!("{stem}-{name}.png"))
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
    mut settings: ResMut<Settings>,
    mut commands: Commands,
) {
    if shot.taken || !shot.script.is_empty() || !phase.settled() {
        return;
    }
    let Some((path, look)) = shot.pictures.front().cloned() else {
        return;
    };
    if let Some((palette, high)) = look
        && (settings.gem_palette, settings.high_contrast) != (palette, high)
    {
        // The new look's materials ask for pipelines of their own: wait for them too.
        settings.gem_palette = palette;
        settings.high_contrast = high;
        shot.frames = 0;
        shot.ready_frames = 0;
        return;
    }
    shot.frames += 1;
    shot.ready_frames = if ready.0 { shot.ready_frames + 1 } else { 0 };
    let (least, ready_for) = match shot.first {
        true => (MIN_FRAMES, READY_FRAMES),
        false => (NEXT_MIN_FRAMES, NEXT_READY_FRAMES),
    };
    let settled = shot.frames >= least && shot.ready_frames >= ready_for;
    if !settled && shot.frames < MAX_FRAMES {
        return;
    }
    if !settled {
        warn!("pipelines still compiling after {MAX_FRAMES} frames; saving anyway");
    }
    shot.taken = true;
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path))
        .observe(
            |_: On<ScreenshotCaptured>,
             mut shot: ResMut<Shot>,
             mut exit: MessageWriter<AppExit>| {
                shot.pictures.pop_front();
                if shot.pictures.is_empty() {
                    exit.write(AppExit::Success);
                } else {
                    shot.first = false;
                    shot.taken = false;
                    shot.frames = 0;
                    shot.ready_frames = 0;
                }
            },
        );
}
