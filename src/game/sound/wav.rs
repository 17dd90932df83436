//! The sound files' format: WAV, read here rather than by a codec, so a file that is not a
//! WAV this game can play is a clear error in the log, never a panic, and the web build carries
//! no decoder. PCM of 8, 16, 24 or 32 bits or 32-bit float, any rate, any number of channels
//! (mixed down to one: the game places each sound left or right itself).

use std::sync::Arc;

/// A sound, decoded: mono samples in -1..=1 at `rate` samples a second.
#[derive(Clone, Debug, PartialEq)]
pub struct Samples {
    pub samples: Arc<[f32]>,
    pub rate: u32,
}

fn u16_at(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([bytes[at], bytes[at + 1]])
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// Decodes a WAV file.
pub fn decode(bytes: &[u8]) -> Result<Samples, String> {
    if bytes.len() < 12 || &bytes[..4] != b"RIFF" || &bytes[8..12] != b"WAVE" {
        return Err("not a WAV file (no RIFF/WAVE header)".into());
    }
    let mut format = None;
    let mut at = 12;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = u32_at(bytes, at + 4) as usize;
        let body = at + 8;
        let end = body.saturating_add(size).min(bytes.len());
        match id {
            b"fmt " if size >= 16 && end - body >= 16 => {
                let mut tag = u16_at(bytes, body);
                // WAVE_FORMAT_EXTENSIBLE names its real format in its sub-format's first bytes.
                if tag == 0xFFFE && end - body >= 26 {
                    tag = u16_at(bytes, body + 24);
                }
                format = Some((
                    tag,
                    u16_at(bytes, body + 2),
                    u32_at(bytes, body + 4),
                    u16_at(bytes, body + 14),
                ));
            }
            b"data" => {
                let (tag, channels, rate, bits) =
                    format.ok_or("the WAV data comes before its format")?;
                return samples(&bytes[body..end], tag, channels, rate, bits);
            }
            _ => {}
        }
        // Chunks are padded to an even length.
        at = body.saturating_add(size).saturating_add(size & 1);
    }
    Err("the WAV file has no data".into())
}

fn samples(data: &[u8], tag: u16, channels: u16, rate: u32, bits: u16) -> Result<Samples, String> {
    let float = match (tag, bits) {
        (1, 8 | 16 | 24 | 32) => false,
        (3, 32) => true,
        _ => {
            return Err(format!(
                "WAV format {tag} with {bits} bits is not PCM or float"
            ));
        }
    };
    if channels == 0 || rate == 0 {
        return Err(format!("{channels} channels at {rate} Hz"));
    }
    let width = bits as usize / 8;
    let frame = width * channels as usize;
    let sample = |b: &[u8]| -> f32 {
        match (width, float) {
            (1, _) => (b[0] as f32 - 128.0) / 128.0,
            (2, _) => i16::from_le_bytes([b[0], b[1]]) as f32 / 32768.0,
            (3, _) => (i32::from_le_bytes([0, b[0], b[1], b[2]]) >> 8) as f32 / 8_388_608.0,
            (_, false) => i32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f32 / 2_147_483_648.0,
            (_, true) => f32::from_le_bytes([b[0], b[1], b[2], b[3]]).clamp(-1.0, 1.0),
        }
    };
    let samples: Arc<[f32]> = data
        .chunks_exact(frame)
        .map(|f| f.chunks_exact(width).map(sample).sum::<f32>() / channels as f32)
        .collect();
    if samples.is_empty() {
        return Err("the WAV file holds no sound".into());
    }
    Ok(Samples { samples, rate })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::sounds::SOUNDS;

    #[test]
    fn reads_the_generated_sounds() {
        let sound = &SOUNDS[0];
        let read = decode(&sound.wav()).unwrap();
        assert_eq!(read.rate, crate::cli::sounds::RATE);
        let made = sound.samples();
        assert_eq!(read.samples.len(), made.len());
        for (r, m) in read.samples.iter().zip(made) {
            assert!((*r as f64 - m).abs() < 1e-4, "{r} {m}");
        }
    }

    #[test]
    fn mixes_stereo_down_and_reads_other_widths() {
        // Two stereo frames of 24-bit PCM: (full, silent), (half, half).
        let mut wav = b"RIFF\0\0\0\0WAVEfmt \x10\0\0\0\x01\0\x02\0\x44\xac\0\0\0\0\0\0\x06\0\x18\0data\x0c\0\0\0".to_vec();
        wav.extend_from_slice(&[0xff, 0xff, 0x7f, 0, 0, 0, 0, 0, 0x40, 0, 0, 0x40]);
        let read = decode(&wav).unwrap();
        assert_eq!(read.rate, 44_100);
        assert_eq!(read.samples.len(), 2);
        assert!((read.samples[0] - 0.5).abs() < 1e-3 && (read.samples[1] - 0.5).abs() < 1e-3);
    }

    #[test]
    fn bad_files_are_errors_not_panics() {
        let good = SOUNDS[0].wav();
        for bad in [
            &b""[..],
            b"RIFF",
            b"OggS\0\0\0\0\0\0\0\0\0\0",
            &good[..20],
            &good[..44],
        ] {
            assert!(decode(bad).is_err(), "{bad:?}");
        }
        let mut adpcm = good.clone();
        adpcm[20] = 2;
        assert!(decode(&adpcm).unwrap_err().contains("format 2"));
        let mut huge = good;
        huge[40..44].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(
            decode(&huge).is_ok(),
            "a data size past the end reads what is there"
        );
    }
}
