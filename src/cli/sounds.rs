//! `kalah-cli sounds --out DIR`: writes every sound of the game ([`crate::sounds`]) as a 16-bit
//! mono WAV file into `DIR`.

use super::error::CliError;
use crate::sounds::SOUNDS;
use std::path::Path;

/// Writes every sound into `dir` (made if missing); returns one line per file.
pub fn write_all(dir: &Path) -> Result<String, CliError> {
    std::fs::create_dir_all(dir).map_err(|e| CliError::file(dir, e))?;
    let mut report = String::new();
    for sound in &SOUNDS {
        let path = dir.join(format!("{}.wav", sound.name));
        let wav = sound.wav();
        std::fs::write(&path, &wav).map_err(|e| CliError::file(&path, e))?;
        report += &format!("{} ({} bytes): {}\n", path.display(), wav.len(), sound.what);
    }
    Ok(report)
}
