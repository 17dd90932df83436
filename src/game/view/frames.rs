//! When the window is drawn: in Bevy's reactive mode, so a still board draws nothing and costs
//! nothing. An update runs for the window's own events (input among them), for the frames the
//! game asks for (`game::redraw`), and, woken from the renderer, while it still compiles
//! pipelines (the first frames draw without what is not ready yet). Its [`Waker`] is winit's
//! event loop proxy. Two things cannot wake the
//! window by themselves: a gamepad's buttons (read by polling) and a screen reader's actions
//! (AccessKit queues them); while a pad is connected or a screen reader listens, the window
//! looks [`POLLS_A_SECOND`] times a second. Screenshot mode and the frame bench draw
//! continuously.

use crate::game::online::Online;
use crate::game::opening::Opening;
use crate::game::waker::Waker;
use bevy::a11y::AccessibilityRequested;
use bevy::input::gamepad::Gamepad;
use bevy::prelude::*;
use bevy::render::render_resource::{PipelineCache, PipelineDescriptor};
use bevy::render::{ExtractSchedule, MainWorld, Render, RenderApp, RenderSystems};
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};
use std::time::Duration;

use super::camera::ViewInsets;

/// The wait between updates of a window at rest: an hour, as good as for ever (winit is given a
/// time to wait until; with no time at all it would keep whatever it was last told).
const AT_REST: Duration = Duration::from_secs(3600);

/// How often the window looks for a pad's buttons or a screen reader's actions, while either
/// is there.
pub const POLLS_A_SECOND: u32 = 20;

pub(super) fn plugin(app: &mut App) {
    if let Some(proxy) = app.world().get_resource::<EventLoopProxyWrapper>() {
        let proxy = (**proxy).clone();
        // Fails only once the event loop has closed, when no frame is wanted any more.
        let waker = Waker::new(move || {
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        });
        app.insert_resource(waker.clone());
        if let Some(render) = app.get_sub_app_mut(RenderApp) {
            render
                .insert_resource(waker)
                .add_systems(Render, wake_while_compiling.in_set(RenderSystems::Cleanup));
        }
    }
    app.init_resource::<PipelinesReady>();
    if let Some(render) = app.get_sub_app_mut(RenderApp) {
        render.add_systems(ExtractSchedule, report_pipelines);
    }
    let timed = app
        .world()
        .get_resource::<Opening>()
        .is_some_and(|o| o.screenshot.is_some() || o.bench);
    if timed {
        app.insert_resource(WinitSettings::game());
    } else {
        app.insert_resource(settings(false, false))
            .add_systems(Last, (poll_while_needed, frame_new_insets));
    }
}

/// How often the window is drawn while something on screen counts down by itself online (a
/// running clock, an opponent's grace period, the next try to reconnect): once a second.
const TICK: Duration = Duration::from_secs(1);

/// Reactive in and out of focus, waking for window events but not for the mouse's raw motion
/// over other windows; at rest for good, looking `POLLS_A_SECOND` times a second (`poll`), or
/// once a second (`tick`).
fn settings(poll: bool, tick: bool) -> WinitSettings {
    let wait = if poll {
        Duration::from_secs(1) / POLLS_A_SECOND
    } else if tick {
        TICK
    } else {
        AT_REST
    };
    let mode = UpdateMode::reactive_low_power(wait);
    WinitSettings {
        focused_mode: mode,
        unfocused_mode: mode,
    }
}

/// Polls while a gamepad is connected or a screen reader is listening, ticks while an online
/// countdown runs; rests otherwise.
fn poll_while_needed(
    pads: Query<(), With<Gamepad>>,
    reader: Option<Res<AccessibilityRequested>>,
    online: Option<Res<Online>>,
    mut winit: ResMut<WinitSettings>,
) {
    let poll = !pads.is_empty() || reader.is_some_and(|r| r.get());
    let tick = online.is_some_and(|o| o.ticking());
    let wanted = settings(poll, tick);
    if winit.focused_mode != wanted.focused_mode || winit.unfocused_mode != wanted.unfocused_mode {
        *winit = wanted;
    }
}

/// The overlay measures its bar and panels as it draws them, after the camera was placed: when
/// they change, one more frame places the camera for them.
fn frame_new_insets(insets: Res<ViewInsets>, mut redraw: MessageWriter<RequestRedraw>) {
    if insets.is_changed() {
        redraw.write(RequestRedraw);
    }
}

/// Whether the renderer had compiled every pipeline it was asked for, as of the last frame
/// (screenshot mode and the frame bench wait for it).
#[derive(Resource, Default)]
pub struct PipelinesReady(pub bool);

fn report_pipelines(mut main_world: ResMut<MainWorld>, pipelines: Res<PipelineCache>) {
    if let Some(mut ready) = main_world.get_resource_mut::<PipelinesReady>() {
        ready.0 = !compiling(&pipelines);
    }
}

/// While pipelines are still being compiled, what needs them is not drawn yet: wake the window
/// for another frame.
fn wake_while_compiling(pipelines: Res<PipelineCache>, waker: Res<Waker>) {
    if compiling(&pipelines) {
        waker.wake();
    }
}

/// Whether the renderer still waits for a pipeline it can make. One whose shader was never set
/// waits for ever and does not count: on WebGL2 (no storage buffers) Bevy 0.19 queues its sparse
/// buffer update pipeline so, and counted, it would keep the browser's still page drawing.
fn compiling(pipelines: &PipelineCache) -> bool {
    pipelines.waiting_pipelines().any(|id| {
        pipelines
            .pipelines()
            .nth(id)
            .is_none_or(|pipeline| !never_made(&pipeline.descriptor))
    })
}

/// A pipeline whose shader is the default handle, which no asset ever fills.
fn never_made(descriptor: &PipelineDescriptor) -> bool {
    let shader = match descriptor {
        PipelineDescriptor::RenderPipelineDescriptor(render) => &render.vertex.shader,
        PipelineDescriptor::ComputePipelineDescriptor(compute) => &compute.shader,
    };
    shader.id() == AssetId::default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait(app: &App) -> Duration {
        match app.world().resource::<WinitSettings>().focused_mode {
            UpdateMode::Reactive { wait, .. } => wait,
            UpdateMode::Continuous => Duration::ZERO,
        }
    }

    #[test]
    fn a_pipeline_whose_shader_was_never_set_is_never_made_and_others_are() {
        use bevy::render::render_resource::{ComputePipelineDescriptor, RenderPipelineDescriptor};
        let set: Handle<Shader> = bevy::asset::uuid_handle!("5c6b3a1e-2f8d-4e7a-9b0c-1d2e3f4a5b6c");
        let compute = |shader| {
            PipelineDescriptor::ComputePipelineDescriptor(Box::new(ComputePipelineDescriptor {
                shader,
                ..default()
            }))
        };
        assert!(never_made(&compute(Handle::default())));
        assert!(!never_made(&compute(set.clone())));
        let mut render = RenderPipelineDescriptor::default();
        assert!(never_made(&PipelineDescriptor::RenderPipelineDescriptor(
            Box::new(render.clone())
        )));
        render.vertex.shader = set;
        assert!(!never_made(&PipelineDescriptor::RenderPipelineDescriptor(
            Box::new(render)
        )));
    }

    #[test]
    fn a_pad_or_a_screen_reader_makes_the_window_poll_and_it_rests_without() {
        let polling = Duration::from_millis(50);
        let mut app = App::new();
        app.insert_resource(settings(false, false))
            .init_resource::<AccessibilityRequested>()
            .add_systems(Update, poll_while_needed);
        app.update();
        assert_eq!(wait(&app), AT_REST);
        let pad = app.world_mut().spawn(Gamepad::default()).id();
        app.update();
        assert_eq!(wait(&app), polling);
        app.world_mut().despawn(pad);
        app.update();
        assert_eq!(wait(&app), AT_REST);
        app.world().resource::<AccessibilityRequested>().set(true);
        app.update();
        assert_eq!(wait(&app), polling);
    }

    #[test]
    fn an_online_countdown_wakes_the_window_once_a_second() {
        let mut app = App::new();
        app.insert_resource(settings(false, false))
            .init_resource::<AccessibilityRequested>()
            .init_resource::<Online>()
            .add_systems(Update, poll_while_needed);
        app.update();
        assert_eq!(wait(&app), AT_REST, "offline, nothing ticks");
        app.world_mut().resource_mut::<Online>().connection =
            crate::game::online::Connection::Reconnecting {
                at: 5.0,
                attempt: 0,
            };
        app.update();
        assert_eq!(wait(&app), TICK);
    }
}
