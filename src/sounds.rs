//! The recipes of the game's sound effects, shared by `kalah-cli sounds --out DIR` (which writes
//! them as 16-bit mono WAV files, the sources of the Ogg Vorbis files committed in
//! `assets/sounds/`; `assets/make-sounds.sh` encodes them, see `assets/README.md`) and the
//! game's tests, which check the committed files and the game's cues against them. Plain
//! arithmetic, no randomness but a fixed-seed noise generator, so every run writes the same
//! bytes. Each sound is a sum of damped partials (glass rings high and short, wood low and
//! dull) with a touch of noise for the contact, faded in and out and scaled to its own peak
//! level, always below full scale.

use std::f64::consts::TAU;

/// Samples per second of every file: enough for the glass's highest partials (under 9 kHz).
pub const RATE: u32 = 22_050;

/// One generated sound: its name (the file's, without `.wav`), what it is, and how to make its
/// samples.
pub struct Sound {
    pub name: &'static str,
    pub what: &'static str,
    make: fn() -> Vec<f64>,
    /// Peak level in dB below full scale.
    peak_db: f64,
}

/// Every sound the game plays, in the order `assets/README.md` lists them.
pub const SOUNDS: [Sound; 14] = [
    Sound {
        name: "bead-1",
        what: "a glass gem landing in a wooden pit (three variants, picked in turn)",
        make: || bead(0),
        peak_db: 4.0,
    },
    Sound {
        name: "bead-2",
        what: "the same, a little higher and brighter",
        make: || bead(1),
        peak_db: 4.0,
    },
    Sound {
        name: "bead-3",
        what: "the same, a little lower and duller",
        make: || bead(2),
        peak_db: 4.0,
    },
    Sound {
        name: "store",
        what: "a gem dropping into a store: a deeper wooden knock under the glass",
        make: store,
        peak_db: 3.0,
    },
    Sound {
        name: "capture",
        what: "captured gems sliding into the store (also the end's sweep)",
        make: capture,
        peak_db: 3.0,
    },
    Sound {
        name: "relay",
        what: "a relay: the gems of the last pit are lifted again, a rising rattle",
        make: relay,
        peak_db: 5.0,
    },
    Sound {
        name: "four",
        what: "a pit reached four: a bright bell",
        make: four,
        peak_db: 5.0,
    },
    Sound {
        name: "extra-turn",
        what: "an extra turn: a soft major chord",
        make: extra_turn,
        peak_db: 6.0,
    },
    Sound {
        name: "swap",
        what: "the pie swap: two tones gliding past each other",
        make: swap,
        peak_db: 6.0,
    },
    Sound {
        name: "no",
        what: "a pit that cannot be sown: a soft low 'no'",
        make: no,
        peak_db: 9.0,
    },
    Sound {
        name: "won",
        what: "the game is won: a rising arpeggio",
        make: won,
        peak_db: 4.0,
    },
    Sound {
        name: "lost",
        what: "the game is lost: a falling minor line",
        make: lost,
        peak_db: 5.0,
    },
    Sound {
        name: "drawn",
        what: "a draw: two even tones",
        make: drawn,
        peak_db: 5.0,
    },
    Sound {
        name: "click",
        what: "a click on the menus, much quieter than the board",
        make: click,
        peak_db: 18.0,
    },
];

/// Seconds to samples.
fn len(seconds: f64) -> usize {
    (seconds * RATE as f64).round() as usize
}

/// A fixed-seed xorshift noise source in -1..1.
struct Noise(u64);

impl Noise {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }
}

/// Adds a damped sine partial: `freq` Hz, `amp`, falling to 1/e in `decay` seconds, from
/// `at` seconds; an attack of `attack` seconds rounds its start. Partials above what the sample
/// rate can hold are left out.
fn ring(out: &mut [f64], at: f64, freq: f64, amp: f64, decay: f64, attack: f64) {
    // A partial the file cannot hold would fold back as a false, lower tone.
    if freq > 0.45 * RATE as f64 {
        return;
    }
    let start = len(at);
    for (i, s) in out.iter_mut().skip(start).enumerate() {
        let t = i as f64 / RATE as f64;
        let rise = if attack > 0.0 {
            (t / attack).min(1.0)
        } else {
            1.0
        };
        *s += amp * rise * (-t / decay).exp() * (TAU * freq * t).sin();
    }
}

/// Adds a burst of noise, damped in `decay` seconds and smoothed by a one-pole low-pass whose
/// coefficient is `smooth` (0: raw and bright, near 1: dull).
fn burst(out: &mut [f64], noise: &mut Noise, at: f64, amp: f64, decay: f64, smooth: f64) {
    let start = len(at);
    let mut low = 0.0;
    for (i, s) in out.iter_mut().skip(start).enumerate() {
        let t = i as f64 / RATE as f64;
        low = smooth * low + (1.0 - smooth) * noise.next();
        *s += amp * (-t / decay).exp() * low;
    }
}

/// A glass gem's tick on wood at `at` seconds: the contact's noise, three glass partials (the
/// ratios of a small free bar) and a little of the wood's body.
fn tick(out: &mut [f64], noise: &mut Noise, at: f64, pitch: f64, amp: f64) {
    burst(out, noise, at, 0.5 * amp, 0.0015, 0.2);
    ring(out, at, pitch, 0.55 * amp, 0.022, 0.0);
    ring(out, at, pitch * 2.76, 0.3 * amp, 0.011, 0.0);
    ring(out, at, pitch * 5.4, 0.12 * amp, 0.005, 0.0);
    ring(out, at, 190.0, 0.25 * amp, 0.03, 0.001);
    ring(out, at, 430.0, 0.15 * amp, 0.02, 0.001);
}

fn bead(variant: usize) -> Vec<f64> {
    let mut out = vec![0.0; len(0.16)];
    let mut noise = Noise(0x9E37_79B9 + variant as u64);
    let pitch = [2600.0, 2900.0, 2350.0][variant];
    tick(&mut out, &mut noise, 0.003, pitch, 1.0);
    // The gem bounces once, softly.
    tick(
        &mut out,
        &mut noise,
        0.042 + 0.006 * variant as f64,
        pitch * 1.01,
        0.28,
    );
    out
}

fn store() -> Vec<f64> {
    let mut out = vec![0.0; len(0.32)];
    let mut noise = Noise(0x51_7CC1);
    burst(&mut out, &mut noise, 0.003, 0.6, 0.004, 0.85);
    ring(&mut out, 0.003, 118.0, 0.9, 0.07, 0.002);
    ring(&mut out, 0.003, 262.0, 0.5, 0.045, 0.002);
    ring(&mut out, 0.003, 540.0, 0.25, 0.02, 0.001);
    tick(&mut out, &mut noise, 0.003, 2450.0, 0.35);
    out
}

fn capture() -> Vec<f64> {
    let mut out = vec![0.0; len(0.62)];
    let mut noise = Noise(0xCA_97E5);
    // The slide: dull noise swelling and fading.
    let mut low = 0.0;
    let slide = len(0.45);
    for (i, s) in out.iter_mut().take(slide).enumerate() {
        let u = i as f64 / slide as f64;
        low = 0.95 * low + 0.05 * noise.next();
        *s += 0.8 * (std::f64::consts::PI * u).sin().powi(2) * low;
    }
    // Gems clicking against each other on the way, then landing in the store.
    for (k, at) in [0.06, 0.13, 0.19, 0.26, 0.31, 0.37].into_iter().enumerate() {
        tick(&mut out, &mut noise, at, 2500.0 + 130.0 * k as f64, 0.35);
    }
    ring(&mut out, 0.42, 118.0, 0.7, 0.07, 0.002);
    ring(&mut out, 0.42, 262.0, 0.35, 0.045, 0.002);
    tick(&mut out, &mut noise, 0.42, 2450.0, 0.4);
    out
}

fn relay() -> Vec<f64> {
    let mut out = vec![0.0; len(0.3)];
    let mut noise = Noise(0x4E_1A7);
    for (k, at) in [0.005, 0.05, 0.09, 0.125].into_iter().enumerate() {
        tick(
            &mut out,
            &mut noise,
            at,
            2200.0 * 1.12f64.powi(k as i32),
            0.5,
        );
    }
    out
}

fn four() -> Vec<f64> {
    let mut out = vec![0.0; len(0.6)];
    for (ratio, amp, decay) in [(1.0, 0.6, 0.35), (2.0, 0.25, 0.2), (3.01, 0.12, 0.12)] {
        ring(&mut out, 0.0, 1318.5 * ratio, amp, decay, 0.002);
    }
    out
}

/// A soft tone: a sine with a little of its octave, `attack` long, ringing `decay`.
fn note(out: &mut [f64], at: f64, freq: f64, amp: f64, decay: f64) {
    ring(out, at, freq, amp, decay, 0.015);
    ring(out, at, freq * 2.0, 0.2 * amp, decay * 0.5, 0.015);
}

fn extra_turn() -> Vec<f64> {
    let mut out = vec![0.0; len(0.8)];
    // C major, its notes a breath apart.
    for (k, freq) in [523.25, 659.26, 783.99].into_iter().enumerate() {
        note(&mut out, 0.03 * k as f64, freq, 0.5, 0.35);
    }
    out
}

fn swap() -> Vec<f64> {
    let n = len(0.5);
    let mut out = vec![0.0; n];
    let (mut a, mut b) = (0.0f64, 0.0f64);
    for (i, s) in out.iter_mut().enumerate() {
        let u = i as f64 / n as f64;
        // One tone glides up, the other down; they cross half way.
        a += TAU * (440.0 + 220.0 * u) / RATE as f64;
        b += TAU * (660.0 - 220.0 * u) / RATE as f64;
        *s = 0.5 * (std::f64::consts::PI * u).sin() * (a.sin() + b.sin());
    }
    out
}

fn no() -> Vec<f64> {
    let mut out = vec![0.0; len(0.42)];
    note(&mut out, 0.0, 329.63, 0.6, 0.1);
    note(&mut out, 0.12, 261.63, 0.6, 0.12);
    out
}

fn won() -> Vec<f64> {
    let mut out = vec![0.0; len(1.1)];
    for (k, freq) in [523.25, 659.26, 783.99, 1046.5].into_iter().enumerate() {
        note(&mut out, 0.12 * k as f64, freq, 0.45, 0.45);
    }
    out
}

fn lost() -> Vec<f64> {
    let mut out = vec![0.0; len(1.2)];
    for (k, freq) in [392.0, 311.13, 261.63].into_iter().enumerate() {
        note(&mut out, 0.22 * k as f64, freq, 0.5, 0.4);
    }
    out
}

fn drawn() -> Vec<f64> {
    let mut out = vec![0.0; len(0.9)];
    note(&mut out, 0.0, 440.0, 0.5, 0.3);
    note(&mut out, 0.25, 440.0, 0.5, 0.35);
    note(&mut out, 0.25, 659.26, 0.35, 0.35);
    out
}

fn click() -> Vec<f64> {
    let mut out = vec![0.0; len(0.05)];
    let mut noise = Noise(0xC1_1C);
    burst(&mut out, &mut noise, 0.002, 0.5, 0.001, 0.3);
    ring(&mut out, 0.002, 1900.0, 0.6, 0.008, 0.0);
    out
}

/// Seconds of the fade at each end: no click where a sound starts or is cut.
const FADE_IN: f64 = 0.002;
const FADE_OUT: f64 = 0.02;

impl Sound {
    /// The sound's samples: made, faded at both ends and scaled to its peak level.
    pub fn samples(&self) -> Vec<f64> {
        let mut out = (self.make)();
        let n = out.len();
        let (fade_in, fade_out) = (len(FADE_IN), len(FADE_OUT).min(n / 2));
        for (i, s) in out.iter_mut().enumerate() {
            let mut gain = 1.0;
            if i < fade_in {
                gain *= i as f64 / fade_in as f64;
            }
            if i + fade_out >= n {
                gain *= (n - 1 - i) as f64 / fade_out as f64;
            }
            *s *= gain;
        }
        let peak = out.iter().fold(0.0f64, |m, s| m.max(s.abs()));
        let target = 10f64.powf(-self.peak_db / 20.0);
        if peak > 0.0 {
            out.iter_mut().for_each(|s| *s *= target / peak);
        }
        out
    }

    /// The sound as a 16-bit mono PCM WAV file.
    pub fn wav(&self) -> Vec<u8> {
        let samples = self.samples();
        let data = samples.len() as u32 * 2;
        let mut bytes = Vec::with_capacity(44 + data as usize);
        bytes.extend_from_slice(b"RIFF");
        bytes.extend_from_slice(&(36 + data).to_le_bytes());
        bytes.extend_from_slice(b"WAVEfmt ");
        bytes.extend_from_slice(&16u32.to_le_bytes());
        bytes.extend_from_slice(&1u16.to_le_bytes()); // PCM
        bytes.extend_from_slice(&1u16.to_le_bytes()); // mono
        bytes.extend_from_slice(&RATE.to_le_bytes());
        bytes.extend_from_slice(&(RATE * 2).to_le_bytes());
        bytes.extend_from_slice(&2u16.to_le_bytes());
        bytes.extend_from_slice(&16u16.to_le_bytes());
        bytes.extend_from_slice(b"data");
        bytes.extend_from_slice(&data.to_le_bytes());
        for s in samples {
            let q = (s * 32767.0).round().clamp(-32767.0, 32767.0) as i16;
            bytes.extend_from_slice(&q.to_le_bytes());
        }
        bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_faded_quiet_at_both_ends_and_below_full_scale() {
        for sound in &SOUNDS {
            let samples = sound.samples();
            let peak = samples.iter().fold(0.0f64, |m, s| m.max(s.abs()));
            assert!(peak < 0.9 && peak > 0.05, "{}: peak {peak}", sound.name);
            assert_eq!(samples[0], 0.0, "{}", sound.name);
            assert_eq!(*samples.last().unwrap(), 0.0, "{}", sound.name);
            let edge = len(0.001);
            let start = samples[..edge].iter().fold(0.0f64, |m, s| m.max(s.abs()));
            assert!(start < 0.5 * peak, "{}: starts with a click", sound.name);
        }
    }

    #[test]
    fn the_files_are_the_same_each_time_and_valid_wav() {
        for sound in &SOUNDS {
            let wav = sound.wav();
            assert_eq!(wav, sound.wav(), "{}", sound.name);
            assert_eq!(&wav[..4], b"RIFF");
            let data = u32::from_le_bytes(wav[40..44].try_into().unwrap()) as usize;
            assert_eq!(wav.len(), 44 + data, "{}", sound.name);
        }
        let mut names: Vec<_> = SOUNDS.iter().map(|s| s.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), SOUNDS.len());
    }
}
