//! Playing the cues through Bevy's audio, for the game with a window. The sound files
//! (`assets/sounds/*.ogg`, see `assets/README.md`) load as [`Clip`]s at start-up; each cue
//! becomes a [`Voice`] (Bevy's `Decodable`): the clip placed left or right as its hole stands
//! on screen, a bead a little lower and duller the fuller its pit, at the player's volume.
//! At most [`MAX_VOICES`] ring at once: at high animation speed the clicks thin out instead of
//! piling up. Muted, nothing is played at all.
//!
//! Without an audio device (a machine with no sound card, CI) Bevy's audio logs one warning
//! and plays nothing; the first voice that never starts shows it, and from then on no voice
//! is made, so the game runs as it would without sound.

use super::ogg;
use super::{Cue, SoundCue};
use crate::AppSystems;
use crate::game::board::layout::Layout;
use crate::game::settings::Settings;
use crate::game::table::Match;
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::audio::{
    AddAudioSource, AudioPlayer, AudioSink, ChannelCount, Decodable, PlaybackSettings, SampleRate,
    Source, Volume,
};
use bevy::diagnostic::FrameCount;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// Voices that may ring at once.
pub const MAX_VOICES: usize = 8;
/// How far left or right a sound at the screen's edge is placed (1: only in one ear).
const WIDTH: f32 = 0.7;

/// A sound file, decoded.
#[derive(Asset, TypePath, Debug)]
pub struct Clip(ogg::Samples);

/// Reads the Ogg Vorbis files into [`Clip`]s.
#[derive(Default, TypePath)]
struct OggLoader;

impl AssetLoader for OggLoader {
    type Asset = Clip;
    type Settings = ();
    type Error = BevyError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _context: &mut LoadContext<'_>,
    ) -> Result<Clip, BevyError> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        Ok(Clip(ogg::decode(&bytes)?))
    }

    fn extensions(&self) -> &[&str] {
        &["ogg"]
    }
}

/// One sound being played: a clip's samples with a gain for each ear.
#[derive(Asset, TypePath, Debug)]
pub struct Voice {
    samples: Arc<[f32]>,
    rate: u32,
    gains: [f32; 2],
}

impl Decodable for Voice {
    type Decoder = VoiceDecoder;

    fn decoder(&self) -> VoiceDecoder {
        VoiceDecoder {
            samples: self.samples.clone(),
            rate: self.rate,
            gains: self.gains,
            next: 0,
        }
    }
}

/// A voice's stereo samples, left and right in turn.
pub struct VoiceDecoder {
    samples: Arc<[f32]>,
    rate: u32,
    gains: [f32; 2],
    /// The next output sample: frame `next / 2`, ear `next % 2`.
    next: usize,
}

impl Iterator for VoiceDecoder {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        let sample = self.samples.get(self.next / 2)? * self.gains[self.next % 2];
        self.next += 1;
        Some(sample)
    }
}

impl Source for VoiceDecoder {
    fn current_span_len(&self) -> Option<usize> {
        Some(self.samples.len() * 2 - self.next)
    }

    fn channels(&self) -> ChannelCount {
        ChannelCount::new(2).expect("two is not zero")
    }

    fn sample_rate(&self) -> SampleRate {
        SampleRate::new(self.rate).unwrap_or(SampleRate::MIN)
    }

    fn total_duration(&self) -> Option<Duration> {
        Some(Duration::from_secs_f64(
            self.samples.len() as f64 / self.rate as f64,
        ))
    }
}

/// The file each cue plays (beads take turns between three).
fn file(cue: Cue, turn: usize) -> &'static str {
    match cue {
        Cue::Bead { .. } => ["bead-1.ogg", "bead-2.ogg", "bead-3.ogg"][turn % 3],
        Cue::Store => "store.ogg",
        Cue::Capture => "capture.ogg",
        Cue::Relay => "relay.ogg",
        Cue::Four => "four.ogg",
        Cue::ExtraTurn => "extra-turn.ogg",
        Cue::Swap => "swap.ogg",
        Cue::Refused => "no.ogg",
        Cue::Won => "won.ogg",
        Cue::Lost => "lost.ogg",
        Cue::Drawn => "drawn.ogg",
        Cue::Click => "click.ogg",
    }
}

/// Every file the cues play, each once.
pub const FILES: [&str; 14] = [
    "bead-1.ogg",
    "bead-2.ogg",
    "bead-3.ogg",
    "store.ogg",
    "capture.ogg",
    "relay.ogg",
    "four.ogg",
    "extra-turn.ogg",
    "swap.ogg",
    "no.ogg",
    "won.ogg",
    "lost.ogg",
    "drawn.ogg",
    "click.ogg",
];

/// Playback speed of a bead: the fuller the pit, the lower and duller the click.
pub fn bead_speed(resting: u8) -> f32 {
    1.06 - 0.025 * resting.min(8) as f32
}

/// Each ear's gain for a sound at `x` on screen (-1 left edge, 1 right edge).
pub fn ear_gains(x: f32) -> [f32; 2] {
    let pan = x.clamp(-1.0, 1.0) * WIDTH;
    [(1.0 - pan).min(1.0), (1.0 + pan).min(1.0)]
}

/// The loaded sound files, by name.
#[derive(Resource)]
struct Clips(Vec<(&'static str, Handle<Clip>)>);

/// Whether sound reaches a device.
#[derive(Resource, Default, PartialEq, Eq)]
enum Output {
    /// Not known until the first voice starts or fails to.
    #[default]
    Unknown,
    Playing,
    /// No audio device: no voice is made.
    Absent,
}

/// A voice made on this frame (Bevy's audio starts it later in the same frame, or never).
#[derive(Component)]
struct Made(u32);

/// The sounds, through Bevy's audio: added by the game with a window, never by headless tests.
pub(crate) fn plugin(app: &mut App) {
    app.init_asset::<Clip>()
        .register_asset_loader(OggLoader)
        .add_audio_source::<Voice>()
        .init_resource::<Output>()
        .add_systems(Startup, load_clips)
        .add_systems(
            Update,
            (watch_output, play).chain().in_set(AppSystems::Sound),
        );
}

fn load_clips(assets: Res<AssetServer>, mut commands: Commands) {
    let clips = FILES
        .iter()
        .map(|&name| (name, assets.load(format!("sounds/{name}"))))
        .collect();
    commands.insert_resource(Clips(clips));
}

/// A voice that Bevy's audio did not start by the next frame means there is no device.
fn watch_output(
    frame: Res<FrameCount>,
    voices: Query<(Entity, &Made, Has<AudioSink>)>,
    mut output: ResMut<Output>,
    mut commands: Commands,
) {
    for (entity, made, started) in &voices {
        if started {
            output.set_if_neq(Output::Playing);
        } else if made.0 < frame.0 && *output != Output::Playing {
            *output = Output::Absent;
        }
        if *output == Output::Absent {
            commands.entity(entity).despawn();
        }
    }
}

/// What plays the clips: whether there is an output, the clips and their decoded sound, the
/// voices made of them, and those still ringing.
#[derive(SystemParam)]
struct Mixer<'w, 's> {
    output: Res<'w, Output>,
    clips: Res<'w, Clips>,
    loaded: Res<'w, Assets<Clip>>,
    voices: ResMut<'w, Assets<Voice>>,
    ringing: Query<'w, 's, (), With<AudioPlayer<Voice>>>,
}

/// Where a sound comes from on screen: the board's layout and the camera that sees it.
#[derive(SystemParam)]
struct Panning<'w, 's> {
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<Camera3d>>,
    m: Res<'w, Match>,
}

fn play(
    mut cues: MessageReader<SoundCue>,
    settings: Res<Settings>,
    mixer: Mixer,
    panning: Panning,
    frame: Res<FrameCount>,
    mut turn: Local<usize>,
    mut commands: Commands,
) {
    let Mixer {
        output,
        clips,
        loaded,
        mut voices,
        ringing,
    } = mixer;
    let Panning { camera, m } = panning;
    let volume = settings.master_volume * settings.effects_volume;
    if *output == Output::Absent || settings.muted || volume <= 0.0 {
        cues.clear();
        return;
    }
    let layout = Layout::new(m.rules().pits);
    let mut count = ringing.iter().count();
    for cue in cues.read() {
        if count >= MAX_VOICES {
            break;
        }
        *turn += 1;
        let name = file(cue.cue, *turn);
        let Some(clip) = clips
            .0
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, handle)| loaded.get(handle))
        else {
            continue;
        };
        let x = cue
            .hole
            .zip(camera.single().ok())
            .and_then(|(hole, (camera, at))| camera.world_to_ndc(at, layout.hole_center(hole)))
            .map_or(0.0, |ndc| ndc.x);
        let speed = match cue.cue {
            Cue::Bead { resting } => bead_speed(resting),
            _ => 1.0,
        };
        let voice = voices.add(Voice {
            samples: clip.0.samples.clone(),
            rate: clip.0.rate,
            gains: ear_gains(x),
        });
        commands.spawn((
            AudioPlayer(voice),
            PlaybackSettings::DESPAWN
                .with_volume(Volume::Linear(volume))
                .with_speed(speed),
            Made(frame.0),
        ));
        count += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sounds::SOUNDS;

    #[test]
    fn every_cue_has_a_generated_file() {
        let mut files = FILES.to_vec();
        files.sort_unstable();
        let mut made: Vec<String> = SOUNDS.iter().map(|s| format!("{}.ogg", s.name)).collect();
        made.sort_unstable();
        assert_eq!(files, made);
        for turn in 0..3 {
            assert!(FILES.contains(&file(Cue::Bead { resting: 0 }, turn)));
        }
    }

    #[test]
    fn the_stereo_place_follows_the_screen() {
        let [l, r] = ear_gains(-1.0);
        assert!(l == 1.0 && r < 0.5, "left edge {l} {r}");
        assert_eq!(ear_gains(0.0), [1.0, 1.0]);
        let [l, r] = ear_gains(0.9);
        assert!(r == 1.0 && l < l.max(0.5), "right {l} {r}");
        assert!(bead_speed(0) > bead_speed(4) && bead_speed(8) == bead_speed(30));
    }

    #[test]
    fn a_voice_plays_its_clip_in_both_ears() {
        let voice = Voice {
            samples: Arc::from([0.5, -0.5]),
            rate: 22_050,
            gains: [1.0, 0.25],
        };
        let decoder = voice.decoder();
        assert_eq!(decoder.channels().get(), 2);
        assert_eq!(decoder.current_span_len(), Some(4));
        assert_eq!(decoder.collect::<Vec<_>>(), [0.5, 0.125, -0.5, -0.125]);
    }
}
