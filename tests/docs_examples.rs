//! The documentation never drifts from the code: the custom rule set shown in docs/RULES.md and
//! the records shown in docs/RECORDS.md load; every relative link of README.md, CHANGELOG.md and
//! docs/ points at a file (and a heading) that exists; README.md stays a short front door; every
//! `kalah-cli` example of a `console` block prints what the page shows (run in this process
//! through `kalah::cli::run`, no binary needed); and every `kalah-cli` command and flag the pages
//! name in code is one the tool's own usage text lists, with every command in the README's table.

use kalah::engine::RuleSet;
use kalah::engine::rules::{Capture, ExtraTurn};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

#[test]
fn custom_rule_set_in_docs_loads() {
    let doc = include_str!("../docs/RULES.md");
    let json = doc
        .split("```json")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("docs/RULES.md has a json block");
    let rules = RuleSet::from_json(json).expect("the documented rule set is valid");
    assert_eq!(rules.name, "my-kalah");
    assert_eq!(rules.extra_turn, ExtraTurn::AtMost(2));
    assert_eq!(rules.capture, Capture::Always);
    assert!(rules.pie);
}

/// The blocks of one kind (```text, ```json) of a document, in order.
fn blocks<'a>(doc: &'a str, kind: &str) -> Vec<&'a str> {
    doc.split(&format!("```{kind}\n"))
        .skip(1)
        .filter_map(|rest| rest.split("```").next())
        .collect()
}

#[test]
fn records_in_docs_read_and_agree() {
    use kalah::engine::GameRecord;
    use kalah::engine::record::GameResult;
    let doc = include_str!("../docs/RECORDS.md");
    let records: Vec<&str> = blocks(doc, "text")
        .into_iter()
        .filter(|b| b.starts_with("[Rules"))
        .collect();
    assert_eq!(records.len(), 3);
    // The first is the 40-decision game of the review time, in its canonical layout.
    let file = include_str!("../docs/records/kalah-6x4-40.txt");
    assert_eq!(records[0], file);
    let game = GameRecord::from_text(file).unwrap();
    assert_eq!(game.to_text(), file);
    assert_eq!(game.moves.len(), 40);
    assert_eq!(game.tags.result, Some(GameResult::Finished([23, 25])));
    // The custom rule set's record is the documented JSON record.
    let custom = GameRecord::from_text(records[1]).unwrap();
    assert_eq!(custom.to_text(), records[1]);
    let json = blocks(doc, "json");
    assert_eq!(GameRecord::from_json(json[0]).unwrap(), custom);
    // The online game's record carries its clock, in the canonical layout.
    let clocked = GameRecord::from_text(records[2]).unwrap();
    assert_eq!(clocked.to_text(), records[2]);
    assert_eq!(clocked.time_control(), Some((300, 3)));
    assert_eq!(
        clocked.clock_readings(),
        Some(vec![298_100, 290_000, 299_500])
    );
}

#[test]
fn protocol_examples_are_messages_and_every_message_has_one() {
    use kalah::online::protocol::{ClientMessage, ServerMessage};
    let doc = include_str!("../docs/PROTOCOL.md");
    let mut types = BTreeSet::new();
    for block in blocks(doc, "json") {
        let client = serde_json::from_str::<ClientMessage>(block);
        let server = serde_json::from_str::<ServerMessage>(block);
        assert!(
            client.is_ok() || server.is_ok(),
            "{block}\nas a client message: {:?}\nas a server message: {:?}",
            client.err(),
            server.err()
        );
        let value: serde_json::Value = serde_json::from_str(block).unwrap();
        types.insert(value["type"].as_str().unwrap().to_string());
    }
    let every = [
        "hello",
        "welcome",
        "create",
        "join",
        "watch",
        "resume",
        "quick",
        "leave",
        "seated",
        "watching",
        "started",
        "move",
        "moved",
        "resign",
        "rematch",
        "rematch_asked",
        "claim",
        "sync",
        "ping",
        "pong",
        "away",
        "back",
        "left",
        "over",
        "error",
    ];
    let missing: Vec<&str> = every
        .iter()
        .copied()
        .filter(|t| !types.contains(*t))
        .collect();
    assert!(missing.is_empty(), "no example of {missing:?}");
}

// ---------------------------------------------------------------------------------------------
// Reading the pages.

/// The repository's root (tests run there too, so the console examples' paths resolve).
fn root() -> PathBuf {
    // Read when the test runs, not built in: a test binary built in another clone that shares the
    // target directory still checks this clone's pages.
    PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo test"))
}

/// Every page checked: README.md, CHANGELOG.md and every Markdown file under docs/.
fn pages() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "md") {
                out.push(path);
            }
        }
    }
    let mut pages = vec![root().join("README.md"), root().join("CHANGELOG.md")];
    walk(&root().join("docs"), &mut pages);
    pages
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A page's name for messages: its path from the root.
fn name(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// A fenced code block: its info string (`sh`, `console`, ...) and its lines.
struct Fence {
    info: String,
    lines: Vec<String>,
}

/// A page split into its fenced code blocks and its prose paragraphs (the text outside fences,
/// split at blank lines; inline code spans and links never cross a paragraph).
fn split_page(text: &str) -> (Vec<Fence>, Vec<String>) {
    let mut fences = Vec::new();
    let mut paragraphs = Vec::new();
    let mut paragraph = String::new();
    let mut fence: Option<Fence> = None;
    for line in text.lines() {
        let trimmed = line.trim_start();
        match fence.take() {
            Some(open) if trimmed.starts_with("```") => fences.push(open),
            Some(mut open) => {
                open.lines.push(line.to_string());
                fence = Some(open);
            }
            None if trimmed.starts_with("```") => {
                paragraphs.push(std::mem::take(&mut paragraph));
                fence = Some(Fence {
                    info: trimmed.trim_start_matches('`').trim().to_string(),
                    lines: Vec::new(),
                });
            }
            None if trimmed.is_empty() => paragraphs.push(std::mem::take(&mut paragraph)),
            None => {
                paragraph.push_str(line);
                paragraph.push('\n');
            }
        }
    }
    assert!(fence.is_none(), "a code fence is never closed");
    paragraphs.push(paragraph);
    paragraphs.retain(|p| !p.trim().is_empty());
    (fences, paragraphs)
}

/// The inline code spans of a paragraph (single backticks), and the paragraph without them.
fn code_spans(paragraph: &str) -> (Vec<String>, String) {
    let mut spans = Vec::new();
    let mut prose = String::new();
    for (i, piece) in paragraph.split('`').enumerate() {
        if i % 2 == 1 {
            spans.push(piece.replace('\n', " "));
        } else {
            prose.push_str(piece);
        }
    }
    (spans, prose)
}

// ---------------------------------------------------------------------------------------------
// Links.

/// The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// Every anchor of a page's headings (a repeated heading's anchor gets `-1`, `-2`, ...).
fn anchors(text: &str) -> BTreeSet<String> {
    let (_, paragraphs) = split_page(text);
    let mut seen = BTreeMap::<String, usize>::new();
    let mut anchors = BTreeSet::new();
    for line in paragraphs.iter().flat_map(|p| p.lines()) {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if (1..=6).contains(&hashes) && line[hashes..].starts_with(' ') {
            let base = slug(&line[hashes..]);
            let n = seen.entry(base.clone()).or_insert(0);
            anchors.insert(if *n == 0 { base } else { format!("{base}-{n}") });
            *n += 1;
        }
    }
    anchors
}

/// The targets of a page's Markdown links and images, outside code.
fn link_targets(text: &str) -> Vec<String> {
    let (_, paragraphs) = split_page(text);
    let mut targets = Vec::new();
    for paragraph in &paragraphs {
        let (_, prose) = code_spans(paragraph);
        let mut rest = prose.as_str();
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let end = rest.find(')').expect("a link's target is closed");
            let target = rest[..end].split_whitespace().next().unwrap_or("");
            targets.push(target.trim_matches(['<', '>']).to_string());
            rest = &rest[end..];
        }
    }
    targets
}

/// What is wrong with a relative link of `page`, if anything.
fn broken(page: &Path, target: &str) -> Option<String> {
    if target.is_empty() {
        return Some("an empty target".into());
    }
    if ["http://", "https://", "mailto:"]
        .iter()
        .any(|scheme| target.starts_with(scheme))
    {
        return None;
    }
    let (file, fragment) = match target.split_once('#') {
        Some((file, fragment)) => (file, Some(fragment)),
        None => (target, None),
    };
    let path = if file.is_empty() {
        page.to_path_buf()
    } else {
        page.parent().unwrap().join(file)
    };
    if !path.exists() {
        return Some(format!("{} does not exist", name(&path)));
    }
    let fragment = fragment?;
    if path.extension().is_some_and(|x| x == "md") && !anchors(&read(&path)).contains(fragment) {
        return Some(format!("{} has no heading #{fragment}", name(&path)));
    }
    None
}

#[test]
fn every_relative_link_points_at_something_that_exists() {
    let mut problems = Vec::new();
    let mut links = 0;
    for page in pages() {
        for target in link_targets(&read(&page)) {
            links += 1;
            if let Some(why) = broken(&page, &target) {
                problems.push(format!("{}: ({target}): {why}", name(&page)));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
    // The pages do link to each other; a parser that found nothing would pass on anything.
    assert!(links > 20, "only {links} links found");
}

#[test]
fn the_link_check_finds_what_is_missing() {
    let readme = root().join("README.md");
    assert!(broken(&readme, "docs/RULES.md").is_none());
    assert!(broken(&readme, "docs/no-such-page.md").is_some());
    assert!(broken(&readme, "docs/AI.md#solved-values").is_none());
    assert!(broken(&readme, "docs/AI.md#no-such-heading").is_some());
    assert_eq!(
        slug("Scripts outside `cargo test`"),
        "scripts-outside-cargo-test"
    );
    assert_eq!(
        link_targets("a [link](x.md) and `[not](y.md)`, ![img](z.png \"title\")\n"),
        ["x.md", "z.png"]
    );
}

// ---------------------------------------------------------------------------------------------
// The README as a front door.

#[test]
fn the_readme_is_short_and_holds_no_history() {
    let readme = read(&root().join("README.md"));
    let lines = readme.lines().count();
    assert!(
        lines <= 300,
        "README.md has {lines} lines; the limit is 300 (docs/ has room)"
    );
    // Dates of runs and commit hashes belong in docs/measurements/ and in git, not here.
    for word in readme.split(|c: char| !c.is_ascii_alphanumeric() && c != '-') {
        let is_date = word.len() == 10
            && word.char_indices().all(|(i, c)| match i {
                4 | 7 => c == '-',
                _ => c.is_ascii_digit(),
            });
        assert!(!is_date, "README.md names a date: {word}");
    }
    for word in readme.split(|c: char| !c.is_ascii_alphanumeric()) {
        let is_hash = (7..=40).contains(&word.len())
            && word
                .chars()
                .all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c))
            && word.chars().any(|c| c.is_ascii_digit())
            && word.chars().any(|c| c.is_ascii_alphabetic());
        assert!(!is_hash, "README.md names what looks like a commit: {word}");
    }
}

// ---------------------------------------------------------------------------------------------
// kalah-cli in the pages.

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
            if !flags.contains(flag.as_str()) {
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
