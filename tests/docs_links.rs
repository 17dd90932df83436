//! The pages' links and the front door: every relative link of README.md, CHANGELOG.md and
//! docs/ points at a file (and a heading) that exists, and README.md stays a short front door.

#[path = "support/pages.rs"]
mod pages;

use pages::*;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

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
