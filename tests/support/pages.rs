//! Reading the project's Markdown pages for the docs tests: where they are, each page split
//! into its fenced code blocks and its prose, and the inline code spans of the prose.

#![allow(dead_code)] // Each test binary that includes this uses what it needs of it.

use std::fs;
use std::path::{Path, PathBuf};

/// The repository's root (tests run there too, so the console examples' paths resolve).
pub fn root() -> PathBuf {
    // Read when the test runs, not built in: a test binary built in another clone that shares the
    // target directory still checks this clone's pages.
    PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo test"))
}

/// Every page checked: README.md, CHANGELOG.md and every Markdown file under docs/.
pub fn pages() -> Vec<PathBuf> {
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

pub fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A page's name for messages: its path from the root.
pub fn name(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// A fenced code block: its info string (`sh`, `console`, ...) and its lines.
pub struct Fence {
    pub info: String,
    pub lines: Vec<String>,
}

/// A page split into its fenced code blocks and its prose paragraphs (the text outside fences,
/// split at blank lines; inline code spans and links never cross a paragraph).
pub fn split_page(text: &str) -> (Vec<Fence>, Vec<String>) {
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
pub fn code_spans(paragraph: &str) -> (Vec<String>, String) {
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
