//! The sound files' format: Ogg Vorbis, decoded here with lewton (the decoder Bevy's own
//! `vorbis` feature uses) rather than by Bevy's `AudioSource`, which unwraps a file it cannot
//! read: a file that is not Ogg Vorbis this game can play is a clear error in the log, never a
//! panic. Any rate, any number of channels (mixed down to one: the game places each sound left
//! or right itself).

use lewton::inside_ogg::OggStreamReader;
use std::io::Cursor;
use std::sync::Arc;

/// A sound, decoded: mono samples in -1..=1 at `rate` samples a second.
#[derive(Clone, Debug, PartialEq)]
pub struct Samples {
    pub samples: Arc<[f32]>,
    pub rate: u32,
}

/// Why a sound file cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OggError {
    #[error("not Ogg Vorbis: {0}")]
    NotVorbis(String),
    #[error("{channels} channels at {rate} Hz")]
    Format { channels: usize, rate: u32 },
    #[error("the Ogg Vorbis stream is damaged: {0}")]
    Damaged(String),
    #[error("the Ogg Vorbis file holds no sound")]
    Silent,
}

/// Decodes an Ogg Vorbis file.
pub fn decode(bytes: &[u8]) -> Result<Samples, OggError> {
    let mut reader =
        OggStreamReader::new(Cursor::new(bytes)).map_err(|e| OggError::NotVorbis(e.to_string()))?;
    let channels = reader.ident_hdr.audio_channels as usize;
    let rate = reader.ident_hdr.audio_sample_rate;
    if channels == 0 || rate == 0 {
        return Err(OggError::Format { channels, rate });
    }
    let mut samples = Vec::new();
    loop {
        match reader.read_dec_packet_itl() {
            Ok(Some(packet)) => samples.extend(packet.chunks_exact(channels).map(|frame| {
                frame.iter().map(|&s| s as f32).sum::<f32>() / (32768.0 * channels as f32)
            })),
            Ok(None) => break,
            Err(e) => return Err(OggError::Damaged(e.to_string())),
        }
    }
    // The last page's granule position is where the sound ends: the decoder's last block runs
    // on past it.
    if let Some(end) = reader.get_last_absgp() {
        samples.truncate(usize::try_from(end).unwrap_or(usize::MAX));
    }
    if samples.is_empty() {
        return Err(OggError::Silent);
    }
    Ok(Samples {
        samples: samples.into(),
        rate,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sounds::{RATE, SOUNDS};
    use std::path::Path;

    fn committed(file: &str) -> Vec<u8> {
        // Read when the test runs (cargo sets it then too): a test binary built in another clone
        // that shares the target directory still reads this clone's files.
        let root = std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo test");
        let path = Path::new(&root).join("assets/sounds").join(file);
        std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// Every committed file is its generated sound, encoded: the same rate and length, and the
    /// difference no more than Vorbis's loss (under 10 % of the sound's energy); and nothing
    /// else is in the folder. `assets/make-sounds.sh` makes them again.
    #[test]
    fn the_committed_sounds_are_the_generators_encoded() {
        for sound in &SOUNDS {
            let file = format!("{}.ogg", sound.name);
            let read = decode(&committed(&file)).unwrap_or_else(|e| panic!("{file}: {e}"));
            let made = sound.samples();
            assert_eq!(read.rate, RATE, "{file}");
            assert_eq!(read.samples.len(), made.len(), "{file}");
            let energy: f64 = made.iter().map(|m| m * m).sum();
            let lost: f64 = (read.samples.iter().zip(&made))
                .map(|(r, m)| (*r as f64 - m).powi(2))
                .sum();
            assert!(
                lost < 0.1 * energy,
                "{file} is not the generator's sound ({:.1} % of its energy differs): \
                 run assets/make-sounds.sh",
                100.0 * lost / energy
            );
        }
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let mut made: Vec<String> = SOUNDS.iter().map(|s| format!("{}.ogg", s.name)).collect();
        made.sort();
        assert_eq!(files, made);
    }

    #[test]
    fn bad_files_are_errors_not_panics() {
        let good = committed(&format!("{}.ogg", SOUNDS[0].name));
        assert!(decode(&good).is_ok());
        for bad in [&b""[..], b"OggS", &SOUNDS[0].wav()[..]] {
            assert!(decode(bad).is_err(), "{bad:?}");
        }
        // Cut anywhere, or with a byte spoiled anywhere: an error or a sound, never a panic.
        for at in (0..good.len()).step_by(97) {
            let _ = decode(&good[..at]);
            let mut spoiled = good.clone();
            spoiled[at] ^= 0x5a;
            let _ = decode(&spoiled);
        }
    }
}
