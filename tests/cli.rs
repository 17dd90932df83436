//! The `kalah-cli` contract: `rules` and `perft` output, and bad input exiting with code 2, one
//! line on stderr and nothing on stdout.

use serde_json::Value;
use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kalah-cli"))
        .args(args)
        .output()
        .expect("kalah-cli runs")
}

fn rejected(args: &[&str], expect_in_message: &str) {
    let out = cli(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    assert!(
        stderr.contains(expect_in_message),
        "{args:?}: '{stderr}' lacks '{expect_in_message}'"
    );
}

#[test]
fn rules_lists_every_preset_with_every_switch() {
    let out = cli(&["rules"]);
    assert!(out.status.success());
    let presets: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
    let names: Vec<&str> = presets
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "kalah",
            "general",
            "egyptian",
            "ethiopian",
            "nigerian",
            "zillions",
            "russian",
            "kalaha"
        ]
    );
    for preset in &presets {
        for switch in [
            "pits",
            "seeds",
            "stores_sown",
            "direction",
            "min_lift",
            "extra_turn",
            "capture",
            "relay",
            "fours",
            "end",
            "leftover",
            "majority",
            "pie",
            "no_progress",
        ] {
            assert!(preset.get(switch).is_some(), "{preset} lacks {switch}");
        }
    }
}

#[test]
fn help_names_every_preset() {
    let out = cli(&["help"]);
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    let line = help
        .lines()
        .find(|l| l.starts_with("NAME: a preset"))
        .expect("a line for NAME");
    assert_eq!(
        line,
        "NAME: a preset (kalah, general, egyptian, ethiopian, nigerian, zillions, russian, kalaha)"
    );
}

#[test]
fn perft_reports_nodes_and_speed() {
    let out = cli(&["perft", "--rules", "kalah", "--depth", "4"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["nodes"], 942);
    assert!(v["seconds"].as_f64().unwrap() >= 0.0);
    assert!(v["nodes_per_second"].as_u64().unwrap() > 0);
}

#[test]
fn play_honours_board_size_and_first_side() {
    let out = cli(&[
        "play", "--rules", "kalah", "--pits", "3", "--seeds", "2", "--first", "north",
    ]);
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["south"], serde_json::json!([2, 2, 2]));
    assert_eq!(v["to_move"], "north");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    rejected(&["play", "--rules", "kalah", "--moves", "3,x"], "ply 2");
    rejected(
        &["play", "--rules", "kalah", "--moves", "3,3"],
        "ply 2: move '3'",
    );
    rejected(&["play", "--rules", "kalah", "--moves", "7"], "no pit 7");
    rejected(
        &["play", "--rules", "kalah", "--moves", "1cw"],
        "counter-clockwise",
    );
    rejected(&["play", "--rules", "kalah", "--moves", "swap"], "pie");
    rejected(&["play", "--rules", "chess"], "unknown rule set 'chess'");
    rejected(
        &["play", "--rules", "/nonexistent/rules.json"],
        "cannot read",
    );
    rejected(
        &["play", "--rules", "kalah", "--pits", "10"],
        "pits per side",
    );
    rejected(
        &["play", "--rules", "kalah", "--seeds", "0"],
        "seeds per pit",
    );
    rejected(
        &["play", "--rules", "kalah", "--seeds", "many"],
        "--seeds must be a number",
    );
    rejected(&["play", "--rules", "kalah", "--first", "east"], "--first");
    rejected(
        &["play", "--rules", "kalah", "--colour", "red"],
        "unknown flag --colour",
    );
    rejected(&["play"], "--rules is required");
    rejected(&["perft", "--rules", "kalah"], "--depth is required");
    rejected(&["fly"], "unknown command 'fly'");
    let dir = std::env::temp_dir().join(format!("kalah-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\"name\": \"x\", \"pits\": 6}").unwrap();
    rejected(
        &["play", "--rules", bad.to_str().unwrap()],
        "invalid rule set JSON",
    );
    let impossible = dir.join("impossible.json");
    let mut rules: Value =
        serde_json::from_str(&kalah::engine::RuleSet::kalah().to_json()).unwrap();
    rules["min_lift"] = 5.into();
    std::fs::write(&impossible, rules.to_string()).unwrap();
    rejected(
        &["play", "--rules", impossible.to_str().unwrap()],
        "no opening move",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ai_commands_answer_in_json() {
    let json = |args: &[&str]| -> Value {
        let out = cli(args);
        assert!(out.status.success(), "{args:?}: {:?}", out);
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let board = ["--rules", "kalah", "--pits", "4", "--seeds", "3"];
    let solve = |threads: &str| json(&[&["solve"][..], &board, &["--threads", threads]].concat());
    let (alone, shared) = (solve("1"), solve("2"));
    assert_eq!(alone["value"], shared["value"]);
    assert_eq!(shared["threads"], 2);
    let analysis = json(&[&["analyse"][..], &board, &["--time-ms", "300"]].concat());
    let moves = analysis.as_array().expect("a list of moves");
    assert_eq!(moves.len(), 4, "{analysis}");
    // Best first; on a board this small every value is proven.
    let values: Vec<i64> = moves.iter().map(|m| m["value"].as_i64().unwrap()).collect();
    assert!(values.is_sorted_by(|a, b| a >= b), "{analysis}");
    assert_eq!(moves[0]["value"], alone["value"], "{analysis}");
    let games = json(&[
        "match", "--a", "Medium", "--b", "Beginner", "--games", "2", "--rules", "kalah", "--pits",
        "3", "--seeds", "2",
    ]);
    let points = games["points"].as_f64().unwrap() + games["points_b"].as_f64().unwrap();
    assert_eq!(points, 2.0, "{games}");
    rejected(
        &[&["solve"][..], &board, &["--threads", "0"]].concat(),
        "--threads",
    );
    rejected(
        &[
            "match",
            "--a",
            "Hard",
            "--b",
            "Easy",
            "--rules",
            "kalah",
            "--think-ms",
            "10",
            "--time-percent",
            "5",
        ],
        "not both",
    );
    rejected(
        &[
            "match",
            "--a",
            "Grandmaster",
            "--b",
            "Easy",
            "--rules",
            "kalah",
        ],
        "Grandmaster",
    );
}

/// `kalah-cli` with the cache directory set to `cache`.
fn cli_cached(cache: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kalah-cli"))
        .env("XDG_CACHE_HOME", cache)
        .args(args)
        .output()
        .expect("kalah-cli runs")
}

#[test]
fn endgame_build_writes_the_cache_that_solve_reads_and_a_spoiled_file_is_ignored() {
    let cache = std::env::temp_dir().join(format!("kalah-cli-cache-{}", std::process::id()));
    let json = |out: Output| -> (Value, String) {
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{stderr}");
        (serde_json::from_slice(&out.stdout).unwrap(), stderr)
    };
    let board = ["--rules", "kalah", "--pits", "4"];
    let build = [&["endgame", "build"][..], &board, &["--seeds-max", "10"]].concat();
    let (built, _) = json(cli_cached(&cache, &build));
    let file = std::path::PathBuf::from(built["file"].as_str().unwrap());
    assert!(file.starts_with(cache.join("kalah3d")), "{built}");
    assert_eq!(built["entries"], 43_758, "C(18, 8) positions: {built}");
    let solve = [&["solve"][..], &board, &["--seeds", "3", "--threads", "1"]].concat();
    let (stored, quiet) = json(cli_cached(&cache, &solve));
    assert_eq!(stored["endgame_file"], true, "{stored}");
    assert_eq!(stored["endgame_seeds"], 10, "{stored}");
    assert!(quiet.is_empty(), "{quiet}");
    let (fresh, _) = json(cli(&[&solve[..], &["--no-db"]].concat()));
    assert_eq!(fresh["endgame_file"], false, "{fresh}");
    assert_eq!(stored["value"], fresh["value"]);
    // Kalaha with 4 pits has no file: the one for Kalah is not used for it.
    let other = ["solve", "--rules", "kalaha", "--pits", "4", "--seeds", "3"];
    let (kalaha, _) = json(cli_cached(&cache, &other));
    assert_eq!(kalaha["endgame_file"], false, "{kalaha}");
    let (named, _) = json(cli(
        &[&other[..], &["--db", file.to_str().unwrap()]].concat()
    ));
    assert_eq!(named["endgame_file"], false, "{named}");
    // A truncated file: one line on stderr, the same value from the on-demand table.
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() / 2]).unwrap();
    let (spoiled, warning) = json(cli_cached(&cache, &solve));
    assert_eq!(spoiled["endgame_file"], false, "{spoiled}");
    assert_eq!(spoiled["value"], fresh["value"]);
    assert_eq!(warning.trim_end().lines().count(), 1, "{warning}");
    assert!(warning.contains("truncated"), "{warning}");
    std::fs::remove_dir_all(&cache).unwrap();
    rejected(
        &[
            "endgame",
            "build",
            "--rules",
            "nigerian",
            "--seeds-max",
            "4",
        ],
        "Kalah family",
    );
    rejected(&["endgame", "build", "--rules", "kalah"], "--seeds-max");
    rejected(&["endgame", "dump"], "unknown endgame action");
    rejected(
        &["solve", "--rules", "kalah", "--db", "x", "--no-db"],
        "not both",
    );
}
