//! The frame bench (`kalah --bench-frames`): a fixed scene, drawn as a player sees it, and
//! timed. Kalah with six seeds a pit between two humans (or the board `--rules`, `--pits` and
//! `--seeds` ask for: `--rules toguz_kumalak` for 162 gems): once the renderer has compiled every
//! pipeline, South sows pit 1 (into the store: an extra turn) and then pit 6 (round into
//! North's pits), at the usual speed; then the camera turns to one side, to the other and back
//! over [`CAMERA_SECONDS`]. For each part it logs the frames' times (wall clock from one
//! frame to the next): how many, the median, the 95th percentile and frames a second; then the
//! game exits. In the browser the page's `?bench` starts it (`web/bench.mjs`). A benchmark to compare builds and qualities, not a test: it asserts nothing.

use crate::AppSystems;
use crate::engine::Move;
use crate::game::messages::ChooseMove;
use crate::game::phase::TurnPhase;
use crate::game::view::camera::Orbit;
use crate::game::view::frames::PipelinesReady;
use bevy::prelude::*;
use std::collections::VecDeque;
use std::f32::consts::TAU;

/// The scene's board: Kalah, six pits of six seeds.
pub const SEEDS: u8 = 6;
/// How long the camera turns, in seconds.
const CAMERA_SECONDS: f32 = 4.0;
/// How far the camera turns to each side (radians; within the orbit's limits).
const CAMERA_YAW: f32 = 0.55;
/// Frames in all, and frames with every pipeline ready, before the scene starts.
const WARM_FRAMES: u32 = 30;
const READY_FRAMES: u32 = 12;

/// The scene's moves: South's pit 1 (in Kalah an extra turn), then pit 6 (of whoever moves
/// next: South again in Kalah, North where the turn passed).
pub(crate) fn scene() -> VecDeque<Move> {
    VecDeque::from([Move::ccw(0), Move::ccw(5)])
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Stage {
    /// Waiting for the board and the renderer's pipelines.
    Warming {
        frames: u32,
        ready: u32,
    },
    Sowing,
    Camera {
        began: f32,
    },
    Done,
}

#[derive(Resource)]
struct Bench {
    stage: Stage,
    moves: VecDeque<Move>,
    sowing: Vec<f32>,
    camera: Vec<f32>,
}

/// Adds the bench when the opening asks for it.
pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Bench {
        stage: Stage::Warming {
            frames: 0,
            ready: 0,
        },
        moves: scene(),
        sowing: Vec::new(),
        camera: Vec::new(),
    })
    .add_systems(Update, run.in_set(AppSystems::Input));
}

fn run(
    mut bench: ResMut<Bench>,
    time: Res<Time<Real>>,
    phase: Res<TurnPhase>,
    ready: Res<PipelinesReady>,
    mut orbits: Query<&mut Orbit>,
    mut choose: MessageWriter<ChooseMove>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = time.elapsed_secs();
    let frame_ms = time.delta_secs() * 1000.0;
    match bench.stage {
        Stage::Warming { frames, ready: r } => {
            let r = if ready.0 { r + 1 } else { 0 };
            bench.stage = if frames + 1 >= WARM_FRAMES && r >= READY_FRAMES && phase.settled() {
                info!("the bench's scene starts after {} frames", frames + 1);
                Stage::Sowing
            } else {
                Stage::Warming {
                    frames: frames + 1,
                    ready: r,
                }
            };
        }
        Stage::Sowing => {
            if !bench.sowing.is_empty() || !bench.moves.is_empty() {
                bench.sowing.push(frame_ms);
            }
            if phase.settled() {
                match bench.moves.pop_front() {
                    Some(mv) => {
                        choose.write(ChooseMove::human(mv));
                    }
                    None => bench.stage = Stage::Camera { began: now },
                }
            }
        }
        Stage::Camera { began } => {
            bench.camera.push(frame_ms);
            let turned = (now - began) / CAMERA_SECONDS;
            let yaw = if turned >= 1.0 {
                bench.stage = Stage::Done;
                0.0
            } else {
                CAMERA_YAW * (turned * TAU).sin()
            };
            for mut orbit in &mut orbits {
                orbit.yaw = yaw;
            }
        }
        Stage::Done => {
            // The log: the terminal natively, the console in the browser.
            info!("{}", report("while sowing", &bench.sowing));
            info!("{}", report("while the camera turns", &bench.camera));
            exit.write(AppExit::Success);
        }
    }
}

/// One line for a part's frame times (milliseconds).
fn report(part: &str, times: &[f32]) -> String {
    let Some((median, p95)) = percentiles(times) else {
        return format!("frames {part}: none");
    };
    let total: f32 = times.iter().sum();
    format!(
        "frames {part}: {} frames, median {median:.1} ms, 95th percentile {p95:.1} ms, {:.1} \
         frames a second",
        times.len(),
        times.len() as f32 * 1000.0 / total,
    )
}

/// The median and the 95th percentile (nearest rank) of `times`, if there are any.
pub(super) fn percentiles(times: &[f32]) -> Option<(f32, f32)> {
    let mut sorted = times.to_vec();
    sorted.sort_by(f32::total_cmp);
    let rank =
        |p: f32| sorted[((p * sorted.len() as f32).ceil() as usize).clamp(1, sorted.len()) - 1];
    (!sorted.is_empty()).then(|| (rank(0.5), rank(0.95)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        assert_eq!(percentiles(&[]), None);
        assert_eq!(percentiles(&[5.0]), Some((5.0, 5.0)));
        let times: Vec<f32> = (1..=100).rev().map(|t| t as f32).collect();
        assert_eq!(percentiles(&times), Some((50.0, 95.0)));
    }

    #[test]
    fn the_scene_is_legal_and_its_first_move_is_an_extra_turn() {
        use crate::engine::{Game, RuleSet, Side};
        let rules = RuleSet::kalah().with_board(None, Some(SEEDS)).unwrap();
        let mut game = Game::new(rules, Side::South).unwrap();
        let moves: Vec<Move> = scene().into();
        game.play(moves[0]).expect("pit 1 sows");
        assert_eq!(game.position().to_move(), Side::South, "an extra turn");
        game.play(moves[1]).expect("pit 6 sows");
        assert_eq!(game.position().to_move(), Side::North);
    }
}
