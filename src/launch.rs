//! The game binary's command line: `kalah [--window WxH] [--lang CODE]` plays, resuming the
//! saved game with the player's settings; `kalah --screenshot FILE.png [--rules NAME |
//! FILE.json] [--pits M] [--seeds N] [--moves "3,1,..."] [--lang CODE] [--show PANEL]
//! [--window WxH] [--view 3d|top] [--gems classic|colour-safe] [--contrast normal|high]
//! [--each-look] [--quality low|high|auto]` shows the position after those moves in the real
//! window, in that language, with that panel open, from that view, in that look (or in each
//! look in turn) and at that graphics quality, saves it and exits, touching neither the save
//! nor the settings. `kalah --bench-frames` plays a fixed scene and prints its frame times;
//! `kalah [--server ADDR] --join CODE` joins a friend's online game. The options are read by
//! lexopt (`--name value` or `--name=value`), as the other two binaries' are. Every option is
//! checked (moves by the engine) before a window opens; what they ask for becomes the game's
//! [`Opening`] and the overlay's [`UiStart`].
//! Natively, it also finds the folder of the game's files ([`assets_folder`]).

use crate::engine::notation::{MovesError, parse_moves};
use crate::engine::rules::{PITS_RANGE, PRESETS, RuleError, SEEDS_RANGE};
use crate::engine::{Game, IllegalMove, RuleSet, Side};
use crate::game::board::palette::GemPalette;
use crate::game::opening::Opening;
use crate::game::settings::{BoardView, Quality};
use crate::game::table::{MatchSettings, Player};
use crate::online::protocol::normalise_code;
use crate::ui::i18n::Language;
use crate::ui::{Panel, UiStart};
use bevy::math::UVec2;
use lexopt::Arg;
use std::ffi::OsString;
use std::ops::RangeInclusive;
use std::path::PathBuf;

/// The sides a `--window` may have, in logical pixels.
const WINDOW_SIDES: RangeInclusive<u32> = 200..=8192;

/// Why the command line cannot be followed (or, for `--help`, why the usage is printed instead).
#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    /// `--help` or `-h`: the usage text, and nothing else.
    #[error("the usage was asked for")]
    HelpAsked,
    /// An unknown option, a missing or malformed value, options that need each other.
    #[error("{0}")]
    Usage(String),
    /// The rule set or board asked for.
    #[error(transparent)]
    Rules(#[from] RuleError),
    /// `--moves` not written in the notation.
    #[error(transparent)]
    Notation(#[from] MovesError),
    /// A move of `--moves` that cannot be played.
    #[error("ply {ply}: {why}")]
    Move { ply: usize, why: IllegalMove },
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Launch {
    pub opening: Opening,
    pub ui: UiStart,
}

/// The game binary's usage text, naming the rule sets of the engine's presets table.
pub fn usage() -> String {
    let presets: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    let presets = presets.join(", ");
    let languages: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
    let languages = languages.join(", ");
    format!(
        "usage: kalah [--window WxH] [--screenshot FILE.png] [--rules NAME|FILE.json] [--pits M] \
[--seeds N] [--moves \"3,1,...\"] [--lang CODE] [--show PANEL] [--view 3d|top] \
[--gems classic|colour-safe] [--contrast normal|high] [--each-look] [--quality low|high|auto] \
[--bench-frames] [--server ADDR] [--join CODE]
  with no options the game opens ready to play: Human (South) vs AI (Medium), Kalah, 4 seeds
  --screenshot FILE.png  show the position after --moves, save it as PNG and exit
  --rules                {presets},
                         or a rule set saved as JSON
  --pits M, --seeds N    board size: {}..={} pits a side, {}..={} seeds a pit
  --moves                moves from the start in the canonical notation (k, kcw, swap)
  --lang CODE            the overlay's language: {languages} (default: the system's)
  --show PANEL           open a panel at start: new-game, rules, controls, settings, games,
                         stats or learn (screenshots show the games and statistics
                         kept beside the save)
  --window WxH           the window's size in logical pixels, e.g. 1920x1080
  --view 3d|top          the board in 3D or from above (for screenshots; V switches in play)
  --gems classic|colour-safe, --contrast normal|high
                         the gems' colours and high contrast (for screenshots; the
                         settings hold them in play)
  --each-look            a picture for each: FILE-classic-normal.png, FILE-classic-high.png,
                         FILE-colour-safe-normal.png and FILE-colour-safe-high.png
  --quality low|high|auto
                         the graphics quality for this run (the settings hold it in play)
  --bench-frames         play a fixed scene (Kalah, 6 seeds, or the board of --rules, --pits
                         and --seeds: pits 1 and 6 sown, then a turn of the camera), print
                         its frame times and exit
  --server ADDR          the online server, e.g. ws://127.0.0.1:8080 (default: the settings')
  --join CODE            join the online game with this code (a friend's 'Copy link')",
        PITS_RANGE.start(),
        PITS_RANGE.end(),
        SEEDS_RANGE.start(),
        SEEDS_RANGE.end(),
    )
}

/// The game's arguments: the command line's natively; in the browser the page's query
/// (`?join=CODE&server=ADDR`) as the same options.
pub fn arguments() -> Vec<OsString> {
    #[cfg(not(target_arch = "wasm32"))]
    return std::env::args_os().skip(1).collect();
    #[cfg(target_arch = "wasm32")]
    {
        let query = web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default();
        query_arguments(&query)
            .into_iter()
            .map(OsString::from)
            .collect()
    }
}

/// A page's query as options: `?join=ABCD-EFGH&server=wss%3A%2F%2Fx` gives `--join ABCD-EFGH
/// --server wss://x`, `?bench&quality=low` gives `--bench-frames --quality low`; other keys
/// are left alone.
pub fn query_arguments(query: &str) -> Vec<String> {
    let mut out = Vec::new();
    for pair in query.trim_start_matches('?').split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        if key == "bench" {
            out.push("--bench-frames".to_string());
        } else if matches!(key, "join" | "server" | "quality") && !value.is_empty() {
            out.push(format!("--{key}"));
            out.push(percent_decoded(value));
        }
    }
    out
}

/// `%2F` and the like decoded, `+` as a space; a `%` without two hex digits stays as it is.
fn percent_decoded(text: &str) -> String {
    let hex = |b: u8| (b as char).to_digit(16);
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&high), Some(&low)) => hex(high).zip(hex(low)).map(|(h, l)| h * 16 + l),
            _ => None,
        };
        match (escaped, bytes[i]) {
            (Some(byte), _) => {
                out.push(byte as u8);
                i += 3;
                continue;
            }
            (None, b'+') => out.push(b' '),
            (None, byte) => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The options as given, each read and checked on its own.
#[derive(Default)]
struct Asked {
    screenshot: Option<PathBuf>,
    rules_name: Option<String>,
    pits: Option<u8>,
    seeds: Option<u8>,
    moves_text: Option<String>,
    ui: UiStart,
    window: Option<UVec2>,
    view: Option<BoardView>,
    gems: Option<GemPalette>,
    high_contrast: Option<bool>,
    each_look: bool,
    bench: bool,
    quality: Option<Quality>,
    server: Option<String>,
    join: Option<String>,
}

/// Reads the options one by one (lexopt: `--name value` or `--name=value`).
fn read(args: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Asked, LaunchError> {
    let mut parser = lexopt::Parser::from_args(args);
    let mut asked = Asked::default();
    while let Some(arg) = parser
        .next()
        .map_err(|e| LaunchError::Usage(e.to_string()))?
    {
        let name = match arg {
            Arg::Short('h') | Arg::Long("help") => return Err(LaunchError::HelpAsked),
            Arg::Long(name) => format!("--{name}"),
            Arg::Short(letter) => format!("-{letter}"),
            Arg::Value(value) => value.to_string_lossy().into_owned(),
        };
        let mut value = || match parser.value() {
            Err(_) => Err(LaunchError::Usage(format!("{name} needs a value"))),
            Ok(value) => value
                .into_string()
                .map_err(|_| LaunchError::Usage(format!("{name}: the value is not UTF-8 text"))),
        };
        let a = &mut asked;
        match name.as_str() {
            "--screenshot" => a.screenshot = Some(PathBuf::from(value()?)),
            "--rules" => a.rules_name = Some(value()?),
            "--pits" => a.pits = Some(number(&value()?, "--pits")?),
            "--seeds" => a.seeds = Some(number(&value()?, "--seeds")?),
            "--moves" => a.moves_text = Some(value()?),
            "--lang" => a.ui.language = Some(language(&value()?)?),
            "--show" => a.ui.panel = Some(panel(&value()?)?),
            "--window" => a.window = Some(window_size(&value()?)?),
            "--view" => a.view = Some(board_view(&value()?)?),
            "--gems" => a.gems = Some(gem_palette(&value()?)?),
            "--contrast" => a.high_contrast = Some(contrast(&value()?)?),
            "--each-look" => a.each_look = true,
            "--bench-frames" => a.bench = true,
            "--quality" => a.quality = Some(graphics_quality(&value()?)?),
            "--server" => a.server = Some(value()?),
            "--join" => {
                let text = value()?;
                a.join = Some(normalise_code(&text).ok_or_else(|| {
                    LaunchError::Usage(format!("--join: '{text}' is not a game's code"))
                })?);
            }
            other => return Err(LaunchError::Usage(format!("unknown argument '{other}'"))),
        }
    }
    Ok(asked)
}

/// What the arguments after the program name ask for: the options read, then checked together
/// (which need which, which exclude which) and the moves played by the engine.
pub fn parse(args: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Launch, LaunchError> {
    let asked = read(args)?;
    let shot = asked.screenshot.is_some();
    // A game played resumes the save and keeps the settings, whatever window, language or view
    // it asks for; a screenshot, or a rule set or board asked for, starts afresh and keeps
    // nothing.
    let board_asked = asked.rules_name.is_some() || asked.pits.is_some() || asked.seeds.is_some();
    let resume = !shot && !asked.bench && !board_asked;
    if asked.join.is_some() && !resume {
        return Err(LaunchError::Usage(
            "--join plays: no --screenshot, --bench-frames, --rules, --pits or --seeds".into(),
        ));
    }
    if asked.bench && (shot || asked.moves_text.is_some()) {
        return Err(LaunchError::Usage(
            "--bench-frames plays its own scene: no --screenshot or --moves".into(),
        ));
    }
    // The bench's own board is Kalah of six seeds; a board asked for is benched instead.
    let (pits, seeds) = match asked.bench && !board_asked {
        true => (None, Some(crate::game::view::bench::SEEDS)),
        false => (asked.pits, asked.seeds),
    };
    let rules =
        RuleSet::load(asked.rules_name.as_deref().unwrap_or("kalah"))?.with_board(pits, seeds)?;
    let moves = parse_moves(asked.moves_text.as_deref().unwrap_or(""))?;
    if !moves.is_empty() && !shot {
        return Err(LaunchError::Usage("--moves needs --screenshot".into()));
    }
    if asked.each_look && !shot {
        return Err(LaunchError::Usage("--each-look needs --screenshot".into()));
    }
    if let Some(path) = &asked.screenshot
        && path.extension().and_then(|e| e.to_str()) != Some("png")
    {
        return Err(LaunchError::Usage(format!(
            "{}: the screenshot must be a .png file",
            path.display()
        )));
    }
    let mut game = Game::new(rules.clone(), Side::South)?;
    for (i, &mv) in moves.iter().enumerate() {
        game.play(mv)
            .map_err(|why| LaunchError::Move { ply: i + 1, why })?;
    }
    if asked.bench
        && crate::game::view::bench::scene()
            .into_iter()
            .try_for_each(|mv| game.play(mv).map(|_| ()))
            .is_err()
    {
        return Err(LaunchError::Usage(
            "--bench-frames sows pit 1, then pit 6: this board cannot play them".into(),
        ));
    }
    let players = if shot || asked.bench {
        // A still picture, or a scene played by the bench: nobody may move on their own.
        [Player::Human, Player::Human]
    } else {
        MatchSettings::default().players
    };
    let opening = Opening {
        settings: MatchSettings {
            rules,
            players,
            ..MatchSettings::default()
        },
        screenshot: asked.screenshot,
        moves,
        resume,
        window: asked.window,
        view: asked.view,
        gems: asked.gems,
        high_contrast: asked.high_contrast,
        each_look: asked.each_look,
        bench: asked.bench,
        quality: asked.quality,
        keep_in: None,
        server: asked.server,
        join: asked.join,
    };
    Ok(Launch {
        opening,
        ui: asked.ui,
    })
}

fn graphics_quality(text: &str) -> Result<Quality, LaunchError> {
    match text {
        "low" => Ok(Quality::Low),
        "high" => Ok(Quality::High),
        "auto" => Ok(Quality::Auto),
        _ => Err(LaunchError::Usage(format!(
            "--quality is low, high or auto, not '{text}'"
        ))),
    }
}

fn language(code: &str) -> Result<Language, LaunchError> {
    Language::ALL
        .into_iter()
        .find(|l| l.code() == code)
        .ok_or_else(|| LaunchError::Usage(format!("--lang: no language '{code}'")))
}

fn panel(name: &str) -> Result<Panel, LaunchError> {
    match name {
        "new-game" => Ok(Panel::NewGame),
        "rules" => Ok(Panel::Rules),
        "controls" => Ok(Panel::Controls),
        "settings" => Ok(Panel::Settings),
        "games" => Ok(Panel::Games),
        "stats" => Ok(Panel::Stats),
        "learn" => Ok(Panel::Learn),
        other => Err(LaunchError::Usage(format!("--show: no panel '{other}'"))),
    }
}

/// Where the game's files (`assets/`, the sounds) are read from: Bevy's own choice, the
/// `assets` folder in `$BEVY_ASSET_ROOT`, else in `$CARGO_MANIFEST_DIR` (`cargo run`, tests), else
/// beside the executable; natively, a binary started straight from the build folder, which has
/// none beside it, reads the source tree's. On the web: `assets/` beside the page.
pub fn assets_folder() -> String {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let bevy_finds = std::env::var_os("BEVY_ASSET_ROOT").is_some()
            || std::env::var_os("CARGO_MANIFEST_DIR").is_some()
            || std::env::current_exe()
                .is_ok_and(|exe| exe.parent().is_some_and(|dir| dir.join("assets").is_dir()));
        let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets");
        if !bevy_finds && source.is_dir() {
            return source.display().to_string();
        }
    }
    "assets".to_string()
}

/// `WxH` in logical pixels, each side within [`WINDOW_SIDES`].
fn window_size(text: &str) -> Result<UVec2, LaunchError> {
    let bad = || LaunchError::Usage(format!("--window needs a size like 1280x800, not '{text}'"));
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let size = UVec2::new(w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?);
    if !WINDOW_SIDES.contains(&size.x) || !WINDOW_SIDES.contains(&size.y) {
        return Err(LaunchError::Usage(format!(
            "--window: each side must be {}..={} pixels, not {text}",
            WINDOW_SIDES.start(),
            WINDOW_SIDES.end()
        )));
    }
    Ok(size)
}

fn board_view(text: &str) -> Result<BoardView, LaunchError> {
    match text {
        "3d" => Ok(BoardView::Perspective),
        "top" => Ok(BoardView::TopDown),
        _ => Err(LaunchError::Usage(format!(
            "--view is 3d or top, not '{text}'"
        ))),
    }
}

fn gem_palette(text: &str) -> Result<GemPalette, LaunchError> {
    match text {
        "classic" => Ok(GemPalette::Classic),
        "colour-safe" => Ok(GemPalette::ColourSafe),
        _ => Err(LaunchError::Usage(format!(
            "--gems is classic or colour-safe, not '{text}'"
        ))),
    }
}

fn contrast(text: &str) -> Result<bool, LaunchError> {
    match text {
        "normal" => Ok(false),
        "high" => Ok(true),
        _ => Err(LaunchError::Usage(format!(
            "--contrast is normal or high, not '{text}'"
        ))),
    }
}

fn number(text: &str, name: &str) -> Result<u8, LaunchError> {
    text.parse()
        .map_err(|_| LaunchError::Usage(format!("{name} needs a number, not '{text}'")))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_page_query_becomes_options() {
        assert_eq!(
            super::query_arguments("?join=abcd-efgh&lang=ru&server=wss%3A%2F%2Fx.org%2Fws"),
            ["--join", "abcd-efgh", "--server", "wss://x.org/ws"]
        );
        assert_eq!(super::query_arguments(""), Vec::<String>::new());
        assert_eq!(super::query_arguments("?join=%zz%4"), ["--join", "%zz%4"]);
        assert_eq!(super::query_arguments("?join=%C3%A9"), ["--join", "é"]);
        assert_eq!(
            super::query_arguments("?bench&quality=low"),
            ["--bench-frames", "--quality", "low"]
        );
        let bench = super::parse(super::query_arguments("?bench&quality=high")).unwrap();
        assert!(bench.opening.bench);
        assert_eq!(bench.opening.quality, Some(Quality::High));
    }

    #[test]
    fn join_takes_a_code_and_plays() {
        let launch = super::parse(["--join".to_string(), "abcd efgh".to_string()]).unwrap();
        assert_eq!(launch.opening.join.as_deref(), Some("ABCDEFGH"));
        assert!(launch.opening.resume);
        assert!(super::parse(["--join".to_string(), "ABC".to_string()]).is_err());
        let shot = ["--join", "ABCDEFGH", "--screenshot", "x.png"].map(String::from);
        assert!(super::parse(shot).is_err());
    }

    use super::*;

    fn args(text: &str) -> Result<Opening, LaunchError> {
        launch(text).map(|l| l.opening)
    }

    fn launch(text: &str) -> Result<Launch, LaunchError> {
        parse(text.split_whitespace().map(String::from))
    }

    #[test]
    fn language_panel_and_window() {
        let plain = launch("").unwrap();
        assert_eq!(plain.ui, UiStart::default());
        let games = launch("--screenshot a.png --show games").unwrap();
        assert_eq!(games.ui.panel, Some(Panel::Games));
        let stats = launch("--screenshot a.png --show stats").unwrap();
        assert_eq!(stats.ui.panel, Some(Panel::Stats));
        let learn = launch("--screenshot a.png --show learn").unwrap();
        assert_eq!(learn.ui.panel, Some(Panel::Learn));
        let shot = launch("--screenshot a.png --lang ru --show rules --window 800x600").unwrap();
        assert_eq!(shot.ui.language, Some(Language::Russian));
        assert_eq!(shot.ui.panel, Some(Panel::Rules));
        assert_eq!(shot.opening.window, Some(UVec2::new(800, 600)));
        let joined = launch("--screenshot=a.png --window=800x600 --lang=cs").unwrap();
        assert_eq!(joined.opening.window, Some(UVec2::new(800, 600)));
        assert_eq!(joined.ui.language, Some(Language::Czech));
        let settings = launch("--screenshot a.png --show settings").unwrap();
        assert_eq!(settings.ui.panel, Some(Panel::Settings));
    }

    #[test]
    fn defaults_and_screenshots() {
        let plain = args("").unwrap();
        assert_eq!(plain.settings, MatchSettings::default());
        assert!(plain.resume, "a plain start resumes the saved game");
        let shot =
            args("--screenshot a.png --rules nigerian --pits 5 --seeds 3 --moves 3,1").unwrap();
        assert_eq!(shot.settings.rules.name, "nigerian");
        assert_eq!(
            (shot.settings.rules.pits, shot.settings.rules.seeds),
            (5, 3)
        );
        assert_eq!(shot.moves.len(), 2);
        assert!(!shot.resume, "screenshots never touch the save");
        for played in [
            "--lang cs",
            "--window 1920x1080",
            "--view top --gems colour-safe",
        ] {
            assert!(
                args(played).unwrap().resume,
                "{played} still resumes the save"
            );
        }
        assert!(
            !args("--rules nigerian").unwrap().resume,
            "a new rule set starts afresh"
        );
        let sized = args("--window 600x900 --screenshot a.png --view top").unwrap();
        assert_eq!(sized.window, Some(UVec2::new(600, 900)));
        assert_eq!(sized.view, Some(BoardView::TopDown));
        assert_eq!((plain.window, plain.view), (None, None));
        let look = args("--screenshot a.png --gems colour-safe --contrast high").unwrap();
        assert_eq!(
            (look.gems, look.high_contrast),
            (Some(GemPalette::ColourSafe), Some(true))
        );
        assert_eq!((plain.gems, plain.high_contrast), (None, None));
        assert!(args("--screenshot a.png --each-look").unwrap().each_look && !plain.each_look);
        assert_eq!(args("--quality low").unwrap().quality, Some(Quality::Low));
        assert_eq!(plain.quality, None);
        let bench = args("--bench-frames --window 1280x800").unwrap();
        assert!(bench.bench && !plain.bench);
        assert!(!bench.resume, "the bench never touches the save");
        assert_eq!(bench.settings.players, [Player::Human, Player::Human]);
        assert_eq!(
            (
                bench.settings.rules.name.as_str(),
                bench.settings.rules.seeds
            ),
            ("kalah", 6)
        );
        let toguz = args("--bench-frames --rules toguz_kumalak").unwrap();
        assert_eq!(
            (toguz.settings.rules.pits, toguz.settings.rules.seeds),
            (9, 9)
        );
        assert!(toguz.bench && !toguz.resume);
    }

    #[test]
    fn the_usage_names_every_preset() {
        for preset in &PRESETS {
            assert!(usage().contains(preset.name), "{}", preset.name);
        }
    }

    #[test]
    fn help_asks_for_the_usage() {
        for flag in ["--help", "-h", "--window 800x600 --help"] {
            assert!(
                matches!(launch(flag), Err(LaunchError::HelpAsked)),
                "{flag}"
            );
        }
    }

    #[test]
    fn bad_arguments_are_explained() {
        for (bad, says) in [
            ("--pits 12 --screenshot a.png", "pits"),
            ("--rules chess", "unknown rule set"),
            ("--screenshot a.png --moves 3,3", "ply 2"),
            ("--screenshot a.jpg", ".png"),
            ("--moves 3", "--screenshot"),
            ("--bench-frames --moves 1", "its own scene"),
            ("--bench-frames --pits 4", "cannot play them"),
            ("--quality best", "low, high or auto"),
            ("--bench-frames --screenshot a.png", "its own scene"),
            ("--frobnicate", "unknown argument"),
            ("--seeds", "needs a value"),
            ("--lang de", "no language 'de'"),
            ("--show score", "no panel"),
            ("--window 1280", "like 1280x800"),
            ("--window axb", "like 1280x800"),
            ("--window 100x800", "200..=8192"),
            ("--view side", "3d or top"),
            ("--gems pastel", "classic or colour-safe"),
            ("--contrast max", "normal or high"),
            ("--each-look", "needs --screenshot"),
            ("-x", "unknown argument '-x'"),
            ("stray", "unknown argument 'stray'"),
            ("--each-look=yes --screenshot a.png", "unexpected argument"),
        ] {
            let err = args(bad).unwrap_err().to_string();
            assert!(err.contains(says), "{bad}: {err}");
        }
    }
}
