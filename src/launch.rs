//! The game binary's command line: `kalah` plays; `kalah --screenshot FILE.png [--rules NAME |
//! FILE.json] [--pits M] [--seeds N] [--moves "3,1,..."]` shows the position after those moves
//! in the real window, saves it and exits. Every option is checked (moves by the engine)
//! before a window opens; what they ask for becomes the game's [`Opening`]. Natively, it also
//! finds the folder of the game's files ([`assets_folder`]).

use crate::engine::notation::parse_moves;
use crate::engine::rules::{PITS_RANGE, PRESETS, SEEDS_RANGE};
use crate::engine::{Game, RuleSet, Side};
use crate::game::r#match::{MatchSettings, Player};
use crate::game::opening::Opening;
use std::path::PathBuf;

/// The game binary's usage text, naming the rule sets of the engine's presets table.
pub fn usage() -> String {
    let presets: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    let presets = presets.join(", ");
    format!(
        "usage: kalah [--screenshot FILE.png] [--rules NAME|FILE.json] [--pits M] [--seeds N] \
[--moves \"3,1,...\"]
  with no options the game opens ready to play: Human (South) vs AI (Medium), Kalah, 4 seeds
  --screenshot FILE.png  show the position after --moves, save it as PNG and exit
  --rules                {presets},
                         or a rule set saved as JSON
  --pits M, --seeds N    board size: {}..={} pits a side, {}..={} seeds a pit
  --moves                moves from the start in the canonical notation (k, kcw, swap)",
        PITS_RANGE.start(),
        PITS_RANGE.end(),
        SEEDS_RANGE.start(),
        SEEDS_RANGE.end()
    )
}

/// The game's opening from the arguments after the program name. An empty error asks for the
/// usage text (`--help`).
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Opening, String> {
    let mut args = args.into_iter().peekable();
    let resume = args.peek().is_none();
    let mut screenshot = None;
    let mut rules_name = None;
    let mut pits = None;
    let mut seeds = None;
    let mut moves_text = None;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--screenshot" => screenshot = Some(PathBuf::from(value("--screenshot")?)),
            "--rules" => rules_name = Some(value("--rules")?),
            "--pits" => pits = Some(number(&value("--pits")?, "--pits")?),
            "--seeds" => seeds = Some(number(&value("--seeds")?, "--seeds")?),
            "--moves" => moves_text = Some(value("--moves")?),
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
    Ok(Opening {
        settings: MatchSettings {
            rules,
            players,
            ..MatchSettings::default()
        },
        screenshot,
        moves,
        resume,
    })
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
        parse(text.split_whitespace().map(String::from))
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
        ] {
            let err = args(bad).unwrap_err();
            assert!(err.contains(says), "{bad}: {err}");
        }
    }
}
