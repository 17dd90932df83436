//! `kalah-cli` and the game in the pages: every `kalah-cli` example of a `console` block prints
//! what the page shows (run in this process through `kalah::cli::run`, no binary needed); every
//! `kalah-cli` command and flag the pages name in code is one the tool's own usage text lists,
//! with every command in the README's table; and every option of the game the pages name exists.

#[path = "support/pages.rs"]
mod pages;

use pages::*;
use std::collections::{BTreeMap, BTreeSet};

/// Shell words of a command line: quotes grouped and removed, nothing expanded.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => word.push(c),
            None if c == '"' || c == '\'' => {
                quote = Some(c);
                in_word = true;
            }
            None if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            None => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// A line of shell without its comment (a `#` after a blank, outside quotes).
fn without_comment(line: &str) -> &str {
    let mut quote: Option<char> = None;
    let mut previous = ' ';
    for (i, c) in line.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == '#' && previous.is_whitespace() => return &line[..i],
            None => {}
        }
        previous = c;
    }
    line
}

/// The arguments of every `kalah-cli` call in a command line: the words after a program named
/// `kalah-cli` (any path) in command position, or after `--` of `cargo run ... --bin kalah-cli`;
/// up to a redirection.
fn cli_calls(line: &str) -> Vec<Vec<String>> {
    let line = without_comment(line).trim_start_matches("$ ");
    let mut calls = Vec::new();
    for segment in line.split([';', '|', '&', '(', ')']) {
        let mut words = shell_words(segment);
        // Wrappers before the program: timers, priorities, variables.
        loop {
            match words.first().map(String::as_str) {
                Some("time" | "/usr/bin/time" | "env" | "sudo") => {
                    words.remove(0);
                }
                Some("nice") => {
                    words.remove(0);
                    if words.first().is_some_and(|w| w == "-n") {
                        words.drain(..2.min(words.len()));
                    }
                }
                Some("timeout") => {
                    words.drain(..2.min(words.len()));
                }
                Some(w) if w.contains('=') && !w.starts_with('-') => {
                    words.remove(0);
                }
                _ => break,
            }
        }
        let args: Vec<String> = match words.first().map(String::as_str) {
            Some(program) if program.ends_with("kalah-cli") => words[1..].to_vec(),
            Some("cargo")
                if words
                    .windows(2)
                    .any(|w| w[0] == "--bin" && w[1] == "kalah-cli") =>
            {
                match words.iter().position(|w| w == "--") {
                    Some(dashes) => words[dashes + 1..].to_vec(),
                    None => continue,
                }
            }
            _ => continue,
        };
        let args: Vec<String> = args
            .into_iter()
            .take_while(|w| !w.starts_with('>') && !w.starts_with('<') && w != "2>")
            .collect();
        if !args.is_empty() {
            calls.push(args);
        }
    }
    calls
}

/// Every command line the pages show in code: in `sh` and `console` blocks, and in inline code
/// spans; each with the page it is on.
fn documented_lines() -> Vec<(String, String)> {
    let mut lines = Vec::new();
    for page in pages() {
        let (fences, paragraphs) = split_page(&read(&page));
        for fence in fences {
            if !["sh", "bash", "console"].contains(&fence.info.as_str()) {
                continue;
            }
            // A line ending in a backslash goes on in the next.
            let mut joined = String::new();
            for line in fence.lines {
                match line.strip_suffix('\\') {
                    Some(start) => joined.push_str(start),
                    None => {
                        joined.push_str(&line);
                        lines.push((name(&page), std::mem::take(&mut joined)));
                    }
                }
            }
        }
        for paragraph in &paragraphs {
            for line in code_spans(paragraph).0 {
                lines.push((name(&page), line));
            }
        }
    }
    lines
}

/// Every `kalah-cli` call the pages show in code, each with the page it is on.
fn documented_calls() -> Vec<(String, Vec<String>)> {
    let mut calls = Vec::new();
    for (page, line) in documented_lines() {
        for call in cli_calls(&line) {
            calls.push((page.clone(), call));
        }
    }
    calls
}

/// The options of every call of the game itself in a command line: a program named `kalah`
/// (any path), or the words after `--` of a `cargo run` that names no other binary.
#[cfg(feature = "game")]
fn game_calls(line: &str) -> Vec<Vec<String>> {
    let line = without_comment(line).trim_start_matches("$ ");
    let mut calls = Vec::new();
    for segment in line.split([';', '|', '&', '(', ')']) {
        let words = shell_words(segment);
        let args: Vec<String> = match words.first().map(String::as_str) {
            Some(program) if program == "kalah" || program.ends_with("/kalah") => {
                words[1..].to_vec()
            }
            Some("cargo") if words.get(1).is_some_and(|w| w == "run") => {
                let bin = words.windows(2).find(|w| w[0] == "--bin").map(|w| &w[1]);
                if bin.is_some_and(|b| b != "kalah") {
                    continue;
                }
                match words.iter().position(|w| w == "--") {
                    Some(dashes) => words[dashes + 1..].to_vec(),
                    None => continue,
                }
            }
            _ => continue,
        };
        calls.push(args);
    }
    calls
}

/// The tool's own list of commands and the flags each takes, read from its usage text
/// (`kalah-cli help`): a command starts a line indented by two spaces, and the lines indented
/// further belong to it.
fn usage_flags() -> BTreeMap<String, BTreeSet<String>> {
    let usage = kalah::cli::run(&["help".to_string()])
        .unwrap_or_else(|e| panic!("kalah-cli help failed: {e}"));
    let mut commands = BTreeMap::<String, BTreeSet<String>>::new();
    let mut current: Option<String> = None;
    for line in usage.lines() {
        if let Some(rest) = line.strip_prefix("  ") {
            if rest.starts_with(|c: char| c.is_ascii_lowercase()) {
                let command = rest.split_whitespace().next().unwrap().to_string();
                commands.entry(command.clone()).or_default();
                current = Some(command);
            }
        } else {
            current = None;
        }
        let Some(command) = &current else { continue };
        let mut rest = line;
        while let Some(at) = rest.find("--") {
            rest = &rest[at..];
            let flag: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            rest = &rest[flag.len().max(2)..];
            if flag.len() > 2 {
                commands.get_mut(command).unwrap().insert(flag);
            }
        }
    }
    commands
}

#[test]
fn the_usage_text_lists_the_commands_the_tool_runs() {
    let commands = usage_flags();
    assert!(commands.len() >= 10, "{commands:?}");
    for (command, flags) in &commands {
        // An unknown flag without a value stops every command before it does any work.
        let error = kalah::cli::run(&[command.clone(), "--no-such-flag".into()])
            .err()
            .unwrap_or_else(|| panic!("{command} took --no-such-flag"))
            .to_string();
        assert!(!error.contains("unknown command"), "{command}: {error}");
        assert!(flags.iter().all(|f| f.starts_with("--")));
    }
    assert!(commands["solve"].contains("--table-mb"));
    assert!(commands["match"].contains("--time-percent"));
    let error = kalah::cli::run(&["no-such-command".into()])
        .unwrap_err()
        .to_string();
    assert!(error.contains("unknown command"), "{error}");
}

#[test]
fn every_documented_kalah_cli_command_and_flag_exists() {
    let commands = usage_flags();
    let calls = documented_calls();
    assert!(
        calls.len() > 20,
        "only {} kalah-cli calls found",
        calls.len()
    );
    let mut problems = Vec::new();
    for (page, call) in &calls {
        let command = &call[0];
        let Some(flags) = commands.get(command.as_str()) else {
            if command != "help" {
                problems.push(format!(
                    "{page}: kalah-cli {}: no command '{command}'",
                    call.join(" ")
                ));
            }
            continue;
        };
        for flag in call.iter().filter(|w| w.starts_with("--") && w.len() > 2) {
            // Every command answers --help with its own usage.
            if flag != "--help" && !flags.contains(flag.as_str()) {
                problems.push(format!(
                    "{page}: kalah-cli {}: '{command}' takes no {flag}",
                    call.join(" ")
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check itself: a call that is wrong is caught.
    assert_eq!(
        cli_calls("nice -n 19 target/release/kalah-cli solve --rules kalah --no-such  # a note"),
        [vec!["solve", "--rules", "kalah", "--no-such"]]
    );
    assert_eq!(
        cli_calls("cargo run --bin kalah-cli -- play --moves \"3,1\" > out.json"),
        [vec!["play", "--moves", "3,1"]]
    );
    assert!(
        cli_calls("python3 tests/mouse_play.py \"$bin/kalah\" \"$bin/kalah-cli\" ethiopian")
            .is_empty()
    );
    assert!(!commands["solve"].contains("--no-such"));
}

#[cfg(feature = "game")]
#[test]
fn every_documented_game_option_exists() {
    let usage = kalah::launch::usage();
    let mut calls = 0;
    let mut problems = Vec::new();
    for (page, line) in documented_lines() {
        for call in game_calls(&line) {
            calls += 1;
            for flag in call.iter().filter(|w| w.starts_with("--") && w.len() > 2) {
                if flag != "--help"
                    && !usage.contains(&format!("[{flag}"))
                    && !usage.contains(&format!(" {flag} "))
                {
                    problems.push(format!(
                        "{page}: kalah {}: no option {flag}",
                        call.join(" ")
                    ));
                }
            }
        }
    }
    assert!(calls >= 3, "only {calls} calls of the game found");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The check itself: the game's calls are found, other programs' are not.
    assert_eq!(
        game_calls("cargo run --release -- --join AB --no-such  # a note"),
        [vec!["--join", "AB", "--no-such"]]
    );
    assert!(game_calls("cargo run --release --bin kalah-server -- --web dist").is_empty());
    assert_eq!(
        game_calls("target/release/kalah --server ws://x"),
        [vec!["--server", "ws://x"]]
    );
    assert!(!usage.contains("[--no-such"));
}

#[test]
fn the_readme_lists_every_command() {
    let readme = read(&root().join("README.md"));
    let section = readme
        .split("\n## The command-line tool\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("README.md has a section '## The command-line tool'");
    let listed: BTreeSet<String> = section
        .lines()
        .filter_map(|row| row.strip_prefix("| `"))
        .filter_map(|cell| cell.split(['`', ' ']).next())
        .map(str::to_string)
        .collect();
    let commands: BTreeSet<String> = usage_flags().into_keys().collect();
    assert_eq!(
        listed, commands,
        "the README's table of commands and `kalah-cli help` differ"
    );
}

/// What `kalah-cli` shows in a terminal for `args`: stdout, or its one line on stderr; and the
/// exit code.
fn terminal(args: &[String]) -> (String, i32) {
    match kalah::cli::run(args) {
        Ok(out) => (out, 0),
        Err(error) => (format!("kalah-cli: {error}\n"), 2),
    }
}

#[test]
fn console_examples_print_what_the_pages_show() {
    let mut examples = 0;
    for page in pages() {
        let (fences, _) = split_page(&read(&page));
        for fence in fences.iter().filter(|f| f.info == "console") {
            // Each `$ ` line, with the lines after it up to the next as its output.
            let mut shown: Vec<(String, Vec<String>)> = Vec::new();
            for line in &fence.lines {
                match line.strip_prefix("$ ") {
                    Some(command) => shown.push((command.to_string(), Vec::new())),
                    None => shown
                        .last_mut()
                        .unwrap_or_else(|| panic!("{}: output before any command", name(&page)))
                        .1
                        .push(line.clone()),
                }
            }
            for (command, output) in shown {
                let (command, echo_code) = match command.strip_suffix("; echo $?") {
                    Some(command) => (command, true),
                    None => (command.as_str(), false),
                };
                assert!(
                    !command.contains(['>', '<', '|', ';', '&']),
                    "{}: `{command}`: console examples run one plain command",
                    name(&page)
                );
                let calls = cli_calls(command);
                assert_eq!(
                    calls.len(),
                    1,
                    "{}: `{command}`: console blocks hold kalah-cli examples only",
                    name(&page)
                );
                let (mut printed, code) = terminal(&calls[0]);
                if echo_code {
                    printed.push_str(&format!("{code}\n"));
                }
                assert_eq!(
                    printed.trim_end(),
                    output.join("\n").trim_end(),
                    "{}: `{command}` prints something else",
                    name(&page)
                );
                examples += 1;
            }
        }
    }
    assert!(examples >= 2, "only {examples} console examples found");
}
