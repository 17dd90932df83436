#![cfg(feature = "game")]
//! Render smoke test: runs the real game binary in screenshot mode (a real window, the real
//! renderer), plays a few moves, and checks the saved PNG shows a board in High quality: many
//! colours, a good share of warm wood, not one flat colour. Then the contrast as a player sees
//! it, measured on rendered frames in Low quality for both gem palettes, each with and without
//! high contrast: every gem
//! against the pit's wood around it, and the ring of a playable pit against the wood outside
//! it (where the game's log says the pits and gems are). Uses the current DISPLAY, or starts
//! its own Xvfb when there is none (CI runs it with mesa's software Vulkan).

use kalah::game::board::palette::{contrast, delta_e76};
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

/// Held while a game renders.
static RENDERING: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// A rendered frame: its RGB pixels, its width, and what the game logged.
struct Shot {
    pixels: Vec<[u8; 3]>,
    width: u32,
    log: String,
}

/// Runs `kalah --screenshot` (with a save folder of its own) and returns the frame.
fn screenshot(name: &str, args: &[&str]) -> Shot {
    screenshots(name, args).remove(0)
}

/// Runs `kalah --screenshot` (with a save folder of its own) and returns its frames: one, or
/// with `--each-look` one for each look, in the order the game takes them.
fn screenshots(name: &str, args: &[&str]) -> Vec<Shot> {
    // One game at a time: each starts its own Xvfb on a free display number, which two at once
    // could both pick, and they would only share the two cores anyway.
    let _one_at_a_time = RENDERING.lock().unwrap_or_else(|e| e.into_inner());
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let files = match args.contains(&"--each-look") {
        false => vec![path.clone()],
        true => EACH_LOOK
            .iter()
            .map(|look| {
                path.with_file_name(format!("{}-{look}.png", name.trim_end_matches(".png")))
            })
            .collect(),
    };
    for file in &files {
        let _ = std::fs::remove_file(file);
    }
    let save = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.save"));
    let _ = std::fs::remove_dir_all(&save);
    std::fs::create_dir_all(&save).unwrap();
    let (display, _xvfb) = display();
    let mut child = Command::new(env!("CARGO_BIN_EXE_kalah"))
        .arg("--screenshot")
        .arg(&path)
        .args(args)
        .env("KALAH_SAVE", save.join("match.json"))
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
    let log = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(status.success(), "the game failed ({status}):\n{log}");
    assert!(!log.contains("gems disagree"), "{log}");
    // The board at rest must not eat memory frame after frame (Bevy's screen-space transmission
    // once grew the process by tens of MB a second here).
    assert!(
        peak_kib < MAX_RESIDENT_KIB,
        "the game grew to {} MB",
        peak_kib / 1024
    );
    files
        .iter()
        .map(|file| {
            let (pixels, width) = decode(file);
            Shot {
                pixels,
                width,
                log: log.clone(),
            }
        })
        .collect()
}

/// The looks `--each-look` takes, in its order, as its files name them.
const EACH_LOOK: [&str; 4] = [
    "classic-normal",
    "classic-high",
    "colour-safe-normal",
    "colour-safe-high",
];

/// A PNG's RGB pixels and width.
fn decode(path: &Path) -> (Vec<[u8; 3]>, u32) {
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(path).expect("the screenshot was saved"),
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
    let Shot { pixels, width, .. } =
        screenshot("smoke.png", &["--quality", "high", "--moves", "3,1,2,4"]);
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

/// The JSON the game logged after `marker`, its colours stripped.
fn logged(log: &str, marker: &str) -> serde_json::Value {
    let line = log
        .lines()
        .find_map(|l| l.split_once(marker).map(|(_, rest)| rest))
        .unwrap_or_else(|| panic!("the game did not log {marker:?}:\n{log}"));
    let mut plain = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            chars.by_ref().find(|&c| c == 'm');
        } else {
            plain.push(c);
        }
    }
    serde_json::from_str(plain.trim()).unwrap_or_else(|e| panic!("{e}: {plain}"))
}

fn points(value: &serde_json::Value) -> Vec<[f32; 2]> {
    serde_json::from_value(value.clone()).expect("a list of points")
}

impl Shot {
    /// The per-channel median colour (sRGB, 0 to 1) of the pixels at `points`.
    fn median(&self, points: impl Iterator<Item = [f32; 2]>) -> [f32; 3] {
        let height = self.pixels.len() as u32 / self.width;
        let mut channels = [Vec::new(), Vec::new(), Vec::new()];
        for [x, y] in points {
            let (x, y) = (x.round() as i64, y.round() as i64);
            if x < 0 || y < 0 || x >= self.width as i64 || y >= height as i64 {
                continue;
            }
            let pixel = self.pixels[(y as u32 * self.width + x as u32) as usize];
            for (channel, value) in channels.iter_mut().zip(pixel) {
                channel.push(value);
            }
        }
        assert!(!channels[0].is_empty(), "no pixel to measure");
        channels.map(|mut c| {
            c.sort_unstable();
            c[c.len() / 2] as f32 / 255.0
        })
    }
}

/// Points on a circle of `radius` around `centre`.
fn circle(centre: [f32; 2], radius: f32) -> impl Iterator<Item = [f32; 2]> {
    (0..48).map(move |k| {
        let a = k as f32 / 48.0 * std::f32::consts::TAU;
        [centre[0] + radius * a.cos(), centre[1] + radius * a.sin()]
    })
}

/// Every pixel within `radius` of `centre`.
fn disc(centre: [f32; 2], radius: f32) -> impl Iterator<Item = [f32; 2]> {
    let r = radius.ceil() as i32;
    (-r..=r)
        .flat_map(move |dy| (-r..=r).map(move |dx| [dx as f32, dy as f32]))
        .filter(move |[dx, dy]| dx * dx + dy * dy <= radius * radius)
        .map(move |[dx, dy]| [centre[0] + dx, centre[1] + dy])
}

fn distance(a: [f32; 2], b: [f32; 2]) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt()
}

/// How far apart two colours of the screen are: the WCAG contrast of their lightness, and
/// their CIE76 colour difference (ΔE).
#[derive(Clone, Copy, Debug)]
struct Apart {
    contrast: f32,
    delta_e: f32,
}

impl Apart {
    fn of(a: [f32; 3], b: [f32; 3]) -> Apart {
        let linear = |c: [f32; 3]| {
            c.map(|c| match c <= 0.04045 {
                true => c / 12.92,
                false => ((c + 0.055) / 1.055).powf(2.4),
            })
        };
        Apart {
            contrast: contrast(a, b),
            delta_e: delta_e76(linear(a), linear(b)),
        }
    }

    fn least(self, other: Apart) -> Apart {
        Apart {
            contrast: self.contrast.min(other.contrast),
            delta_e: self.delta_e.min(other.delta_e),
        }
    }
}

const FAR: Apart = Apart {
    contrast: f32::MAX,
    delta_e: f32::MAX,
};

/// How far the gem least apart from the pit's wood around it stands from it, and the ring of a
/// playable pit least apart from the wood outside it, on the board from above with one gem in
/// every pit.
fn least_apart(shot: &Shot) -> (Apart, Apart) {
    let pits = logged(&shot.log, "pits at ");
    let (south, north) = (points(&pits["south"]), points(&pits["north"]));
    let gems = points(&logged(&shot.log, "gems in the pits at "));
    assert_eq!(gems.len(), south.len() + north.len(), "one gem a pit");
    // Pixels a board unit: the pits stand one unit apart.
    let unit = distance(south[0], south[1]);
    let mut least_gem = FAR;
    for &gem in &gems {
        let pit = south
            .iter()
            .chain(&north)
            .copied()
            .min_by(|a, b| distance(*a, gem).total_cmp(&distance(*b, gem)))
            .unwrap();
        let colour = shot.median(disc(gem, 0.04 * unit));
        // The pit's bowl: inside the pit, clear of the gem.
        let bowl = shot.median(disc(pit, 0.3 * unit).filter(|&p| distance(p, gem) > 0.17 * unit));
        least_gem = least_gem.least(Apart::of(colour, bowl));
    }
    // South is to move: its pits wear the playable ring (radius 0.395 to 0.43 units).
    let mut least_ring = FAR;
    for &pit in &south {
        let ring = shot.median(circle(pit, 0.4125 * unit));
        let wood = shot.median(circle(pit, 0.49 * unit));
        least_ring = least_ring.least(Apart::of(ring, wood));
    }
    (least_gem, least_ring)
}

#[test]
fn gems_and_rings_stand_out_from_the_wood_in_every_look() {
    // One run takes a picture in each look, so the pipelines they share compile once.
    let args = [
        "--seeds",
        "1",
        "--view",
        "top",
        "--window",
        "1280x800",
        "--quality",
        "low",
        "--each-look",
    ];
    let shots = screenshots("contrast.png", &args);
    let mut failed = Vec::new();
    for (look, shot) in EACH_LOOK.into_iter().zip(&shots) {
        let (gem, ring) = least_apart(shot);
        eprintln!("{look}: gem {gem:?}, ring {ring:?}");
        // High contrast promises WCAG 2.1's least contrast for the parts of a picture one must
        // see (1.4.11): 3 to 1. The usual look tells gems and rings from the wood by their
        // colour and glow as much as by lightness: at least a plain colour difference.
        let fine = |apart: Apart| match look.ends_with("high") {
            true => apart.contrast >= 3.0,
            false => apart.delta_e >= MIN_DELTA_E,
        };
        if !fine(gem) || !fine(ring) {
            failed.push(format!("{look}: gem {gem:?}, ring {ring:?}"));
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
}

/// A colour difference anyone sees at a glance (CIE76 ΔE; about 2.3 is just noticeable).
const MIN_DELTA_E: f32 = 10.0;
