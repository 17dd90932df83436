//! What the documentation names exists: every path of the project (`src/…`, `tests/…`,
//! `assets/…`, `web/…`, `docs/…`, `.ci/…`) that README.md, docs/, assets/README.md and
//! Cargo.toml's comments name is a file or folder of the checkout; and every option the
//! programs' help prints (`kalah-cli help`, `kalah-server --help`) is named in the docs.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The pages that name the project's files: the README, every page under docs/, the assets'
/// README and Cargo.toml (its comments say which file needs a dependency). The changelog is
/// history and names files as they were.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![
        root().join("README.md"),
        root().join("Cargo.toml"),
        root().join("assets/README.md"),
    ];
    let mut folders = vec![root().join("docs")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("docs/ reads") {
            let path = entry.expect("an entry of docs/").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                pages.push(path);
            }
        }
    }
    pages
}

/// The project paths `text` names: words that start with one of the project's top folders (a
/// pattern's `*` or `{` ends the word), without the sentence's last full stop.
fn named_paths(text: &str) -> Vec<String> {
    const TOPS: [&str; 6] = ["src/", "tests/", "assets/", "web/", "docs/", ".ci/"];
    let in_path = |c: char| c.is_ascii_alphanumeric() || "._-/".contains(c);
    let mut found = Vec::new();
    for (at, _) in text.match_indices('/') {
        let start = text[..at]
            .char_indices()
            .rev()
            .find(|&(_, c)| !in_path(c))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let word = &text[start..];
        let end = word.find(|c: char| !in_path(c)).unwrap_or(word.len());
        let word = word[..end].trim_end_matches('.');
        let top = TOPS.iter().any(|top| word.starts_with(top));
        if top && !found.iter().any(|f| f == word) {
            found.push(word.to_string());
        }
    }
    found
}

#[test]
fn every_path_the_docs_name_exists() {
    let mut missing = Vec::new();
    for page in pages() {
        let text = fs::read_to_string(&page).expect("the page reads");
        let checked = match page.extension().is_some_and(|e| e == "toml") {
            // Only the comments of Cargo.toml: its keys name paths that cargo checks itself.
            true => text
                .lines()
                .filter_map(|line| line.split_once('#').map(|(_, c)| c))
                .collect::<Vec<_>>()
                .join("\n"),
            false => text,
        };
        for path in named_paths(&checked) {
            if !root().join(&path).exists() {
                missing.push(format!("{}: {path}", page.display()));
            }
        }
    }
    assert!(missing.is_empty(), "named but not there: {missing:#?}");
}

#[test]
fn the_path_finder_finds_paths_and_leaves_patterns() {
    let text = "See src/engine/ai/tt.rs and (src/ui/keep/clipboard.rs). The files in \
                assets/lessons/ are data, like tests/*.rs; https://example.org/src/x is not ours.";
    assert_eq!(
        named_paths(text),
        [
            "src/engine/ai/tt.rs",
            "src/ui/keep/clipboard.rs",
            "assets/lessons/",
            "tests/"
        ]
    );
}

/// Every `--flag` written in `text`.
fn flags(text: &str) -> BTreeSet<String> {
    text.match_indices("--")
        .map(|(at, _)| {
            text[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect::<String>()
        })
        .filter(|flag| flag.len() > 3 && !flag.ends_with('-'))
        .collect()
}

/// Everything the README and docs/ say, in one text.
fn documented() -> String {
    pages()
        .iter()
        .filter(|page| page.extension().is_some_and(|e| e == "md"))
        .map(|page| fs::read_to_string(page).expect("the page reads"))
        .collect()
}

/// The options of `help` that no page names.
fn undocumented(help: &str) -> Vec<String> {
    let docs = flags(&documented());
    flags(help)
        .into_iter()
        .filter(|flag| !docs.contains(flag))
        .collect()
}

#[test]
fn every_kalah_cli_option_is_documented() {
    let help = kalah::cli::run(&["help".to_string()]).expect("kalah-cli help");
    let missing = undocumented(&help);
    assert!(
        missing.is_empty(),
        "kalah-cli options no page names: {missing:?}"
    );
}

#[cfg(feature = "online")]
#[test]
fn every_kalah_server_option_is_documented() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kalah-server"))
        .arg("--help")
        .output()
        .expect("kalah-server runs");
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).expect("the help is text");
    assert!(help.contains("--listen"), "{help}");
    let missing = undocumented(&help);
    assert!(
        missing.is_empty(),
        "kalah-server options no page names: {missing:?}"
    );
}

/// The game's own options (its usage text needs the game's build).
#[cfg(feature = "game")]
#[test]
fn every_game_option_is_documented() {
    let missing = undocumented(&kalah::launch::usage());
    assert!(
        missing.is_empty(),
        "kalah options no page names: {missing:?}"
    );
}

#[test]
fn the_page_list_holds_the_docs() {
    let pages = pages();
    for page in ["README.md", "docs/ONLINE.md", "docs/measurements/online.md"] {
        assert!(
            pages.iter().any(|p| p.ends_with(Path::new(page))),
            "{page} is checked"
        );
    }
}
