#![cfg(feature = "game")]
//! Render smoke test: runs the real game binary in screenshot mode (a real window, the real
//! renderer), plays a few moves, and checks the saved PNG shows a board: many colours, a good
//! share of warm wood, not one flat colour. Uses the current DISPLAY, or starts its own Xvfb
//! when there is none (CI runs it with mesa's software Vulkan).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long the game may take to compile its pipelines and save the picture.
const TIMEOUT: Duration = Duration::from_secs(600);

/// An Xvfb server that this test started, stopped when dropped.
struct Xvfb(Child);

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The display to use, starting Xvfb on a free display number if there is none.
fn display() -> (String, Option<Xvfb>) {
    if let Ok(display) = std::env::var("DISPLAY")
        && !display.is_empty()
    {
        return (display, None);
    }
    let number = (90..400)
        .find(|n| {
            !Path::new(&format!("/tmp/.X{n}-lock")).exists()
                && !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
        })
        .expect("no free X display number");
    let child = Command::new("Xvfb")
        .args([
            format!(":{number}"),
            "-screen".into(),
            "0".into(),
            "1280x800x24".into(),
            "-nolisten".into(),
            "tcp".into(),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| {
            panic!("DISPLAY is not set and Xvfb cannot be started ({e}); install xvfb or run under a display")
        });
    let server = Xvfb(child);
    let socket = PathBuf::from(format!("/tmp/.X11-unix/X{number}"));
    let start = Instant::now();
    while !socket.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "Xvfb :{number} did not come up"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    (format!(":{number}"), Some(server))
}

/// Most memory the game may hold while it shows a board (it needs about 400 MB here).
const MAX_RESIDENT_KIB: u64 = 1500 * 1024;

/// The resident memory of a process, where Linux tells it.
fn resident_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Runs `kalah --screenshot` and returns the decoded RGB pixels and the image width.
fn screenshot(name: &str, args: &[&str]) -> (Vec<[u8; 3]>, u32) {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_file(&path);
    let (display, _xvfb) = display();
    let mut child = Command::new(env!("CARGO_BIN_EXE_kalah"))
        .arg("--screenshot")
        .arg(&path)
        .args(args)
        .env("DISPLAY", &display)
        .env_remove("WAYLAND_DISPLAY")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the game binary starts");
    let start = Instant::now();
    let mut peak_kib = 0;
    let status = loop {
        if let Some(status) = child.try_wait().expect("waiting for the game") {
            break status;
        }
        peak_kib = peak_kib.max(resident_kib(child.id()).unwrap_or(0));
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            panic!("the game did not save its screenshot within {TIMEOUT:?}");
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    let output = child.wait_with_output().expect("the game's output");
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(status.success(), "the game failed ({status}):\n{log}");
    assert!(!log.contains("gems disagree"), "{log}");
    // The board at rest must not eat memory frame after frame (Bevy's screen-space transmission
    // once grew the process by tens of MB a second here).
    assert!(
        peak_kib < MAX_RESIDENT_KIB,
        "the game grew to {} MB",
        peak_kib / 1024
    );
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&path).expect("the screenshot was saved"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buffer = vec![0; reader.output_buffer_size().expect("a sane size")];
    let info = reader.next_frame(&mut buffer).expect("PNG pixels");
    let channels = info.color_type.samples();
    assert!(channels >= 3, "{:?}", info.color_type);
    let pixels = buffer[..info.buffer_size()]
        .chunks(channels)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (pixels, info.width)
}

#[test]
fn the_game_renders_a_board_after_a_few_moves() {
    let (pixels, width) = screenshot("smoke.png", &["--moves", "3,1,2,4"]);
    assert!(width >= 640, "a real window, not {width} px");
    let distinct: std::collections::HashSet<[u8; 3]> =
        pixels.iter().map(|p| p.map(|c| c & 0xf8)).collect();
    assert!(
        distinct.len() > 400,
        "only {} colours: blank?",
        distinct.len()
    );
    let wood = pixels
        .iter()
        .filter(|[r, g, b]| *r > 90 && r > g && g > b && (*r - *b) > 40)
        .count();
    let share = wood as f32 / pixels.len() as f32;
    assert!(share > 0.08, "only {:.1}% warm wood pixels", share * 100.0);
}
