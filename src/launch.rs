//! The game binary's command line: `kalah` plays; `kalah --screenshot FILE.png [--rules NAME |
//! FILE.json] [--pits M] [--seeds N] [--moves "3,1,..."] [--lang CODE] [--show PANEL]
//! [--window WxH]` shows the position after those moves in the real window, in that language
//! and with that panel open, saves it and exits. Every option is checked (moves by the engine)
//! before a window opens; what they ask for becomes the game's [`Opening`], the overlay's
//! [`UiStart`] and the window's size.
//! Natively, it also finds the folder of the game's files ([`assets_folder`]).

use crate::engine::notation::parse_moves;
use crate::engine::rules::{PITS_RANGE, PRESETS, SEEDS_RANGE};
use crate::engine::{Game, RuleSet, Side};
use crate::game::r#match::{MatchSettings, Player};
use crate::game::opening::Opening;
use crate::ui::i18n::Language;
use crate::ui::{Panel, UiStart};
use std::path::PathBuf;

/// The window's size unless `--window` says otherwise, in logical pixels.
pub const WINDOW: [u32; 2] = [1280, 800];

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Launch {
    pub opening: Opening,
    pub ui: UiStart,
    /// The window's width and height.
    pub window: [u32; 2],
}

/// The game binary's usage text, naming the rule sets of the engine's presets table.
pub fn usage() -> String {
    let presets: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    let presets = presets.join(", ");
    let languages: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
    let languages = languages.join(", ");
    format!(
        "usage: kalah [--screenshot FILE.png] [--rules NAME|FILE.json] [--pits M] [--seeds N] \
[--moves \"3,1,...\"] [--lang CODE] [--show PANEL] [--window WxH]
  with no options the game opens ready to play: Human (South) vs AI (Medium), Kalah, 4 seeds
  --screenshot FILE.png  show the position after --moves, save it as PNG and exit
  --rules                {presets},
                         or a rule set saved as JSON
  --pits M, --seeds N    board size: {}..={} pits a side, {}..={} seeds a pit
  --moves                moves from the start in the canonical notation (k, kcw, swap)
  --lang CODE            the overlay's language: {languages} (default: the system's)
  --show PANEL           open a panel at start: new-game, rules or controls
  --window WxH           the window's size (default {}x{})",
        PITS_RANGE.start(),
        PITS_RANGE.end(),
        SEEDS_RANGE.start(),
        SEEDS_RANGE.end(),
        WINDOW[0],
        WINDOW[1],
    )
}

/// What the arguments after the program name ask for. An empty error asks for the usage text
/// (`--help`).
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Launch, String> {
    let mut args = args.into_iter().peekable();
    let resume = args.peek().is_none();
    let mut screenshot = None;
    let mut rules_name = None;
    let mut pits = None;
    let mut seeds = None;
    let mut moves_text = None;
    let mut ui = UiStart::default();
    let mut window = WINDOW;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--screenshot" => screenshot = Some(PathBuf::from(value("--screenshot")?)),
            "--rules" => rules_name = Some(value("--rules")?),
            "--pits" => pits = Some(number(&value("--pits")?, "--pits")?),
            "--seeds" => seeds = Some(number(&value("--seeds")?, "--seeds")?),
            "--moves" => moves_text = Some(value("--moves")?),
            "--lang" => ui.language = Some(language(&value("--lang")?)?),
            "--show" => ui.panel = Some(panel(&value("--show")?)?),
            "--window" => window = size(&value("--window")?)?,
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    let rules = RuleSet::load(rules_name.as_deref().unwrap_or("kalah"))
        .and_then(|r| r.with_board(pits, seeds))
        .map_err(|e| e.to_string())?;
    let moves = parse_moves(moves_text.as_deref().unwrap_or(""))?;
    if !moves.is_empty() && screenshot.is_none() {
        return Err("--moves needs --screenshot".into());
    }
    if let Some(path) = &screenshot
        && path.extension().and_then(|e| e.to_str()) != Some("png")
    {
        return Err(format!(
            "{}: the screenshot must be a .png file",
            path.display()
        ));
    }
    let mut game = Game::new(rules.clone(), Side::South).map_err(|e| e.to_string())?;
    for (i, &mv) in moves.iter().enumerate() {
        game.play(mv).map_err(|e| format!("ply {}: {e}", i + 1))?;
    }
    let players = if screenshot.is_some() {
        // A still picture: nobody may move on their own.
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
        screenshot,
        moves,
        resume,
    };
    Ok(Launch {
        opening,
        ui,
        window,
    })
}

fn language(code: &str) -> Result<Language, String> {
    Language::ALL
        .into_iter()
        .find(|l| l.code() == code)
        .ok_or_else(|| format!("--lang: no language '{code}'"))
}

fn panel(name: &str) -> Result<Panel, String> {
    match name {
        "new-game" => Ok(Panel::NewGame),
        "rules" => Ok(Panel::Rules),
        "controls" => Ok(Panel::Controls),
        other => Err(format!("--show: no panel '{other}'")),
    }
}

/// A window size `WxH`, each side 320..=7680.
fn size(text: &str) -> Result<[u32; 2], String> {
    let bad = || format!("--window needs WIDTHxHEIGHT (320..=7680 each), not '{text}'");
    let (w, h) = text.split_once('x').ok_or_else(bad)?;
    let side = |s: &str| {
        s.parse::<u32>()
            .ok()
            .filter(|n| (320..=7680).contains(n))
            .ok_or_else(bad)
    };
    Ok([side(w)?, side(h)?])
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

fn number(text: &str, name: &str) -> Result<u8, String> {
    text.parse()
        .map_err(|_| format!("{name} needs a number, not '{text}'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Result<Opening, String> {
        launch(text).map(|l| l.opening)
    }

    fn launch(text: &str) -> Result<Launch, String> {
        parse(text.split_whitespace().map(String::from))
    }

    #[test]
    fn language_panel_and_window() {
        let plain = launch("").unwrap();
        assert_eq!((plain.ui, plain.window), (UiStart::default(), WINDOW));
        let shot = launch("--screenshot a.png --lang ru --show rules --window 800x600").unwrap();
        assert_eq!(shot.ui.language, Some(Language::Russian));
        assert_eq!(shot.ui.panel, Some(Panel::Rules));
        assert_eq!(shot.window, [800, 600]);
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
    }

    #[test]
    fn the_usage_names_every_preset() {
        for preset in &PRESETS {
            assert!(usage().contains(preset.name), "{}", preset.name);
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
            ("--frobnicate", "unknown argument"),
            ("--seeds", "needs a value"),
            ("--lang de", "no language 'de'"),
            ("--show score", "no panel"),
            ("--window 800", "WIDTHxHEIGHT"),
            ("--window 10x10", "WIDTHxHEIGHT"),
        ] {
            let err = args(bad).unwrap_err();
            assert!(err.contains(says), "{bad}: {err}");
        }
    }
}
