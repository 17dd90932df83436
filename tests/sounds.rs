//! The committed sound files are the generator's output: `kalah-cli sounds` writes exactly
//! the bytes in `assets/sounds/` (see `assets/README.md`), and nothing else is there but them.

use kalah::cli::sounds::SOUNDS;
use std::path::Path;

#[test]
fn the_committed_sounds_are_what_the_generator_makes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds");
    for sound in &SOUNDS {
        let committed = std::fs::read(dir.join(sound.file)).unwrap_or_else(|e| {
            panic!("{}: {e}", sound.file);
        });
        assert!(
            committed == sound.wav(),
            "assets/sounds/{} differs from the generator's: run kalah-cli sounds --out assets/sounds",
            sound.file
        );
    }
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut made: Vec<String> = SOUNDS.iter().map(|s| s.file.to_string()).collect();
    made.sort();
    assert_eq!(files, made);
}
