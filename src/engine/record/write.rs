//! Writing the text form: the tag lines, a blank line, then one round per line (`12.`, the
//! first player's turn, the other's), the moves of a turn joined by commas and each comment
//! after the move it follows.

use super::switches;
use super::tags::GameResult;
use crate::engine::{GameRecord, Move, Position};

/// The record in the text form. A record that did not come from a check is still written:
/// with a rule set the engine cannot play, or after its first illegal move, each move as a
/// turn (reading it back then names the mistake).
pub(super) fn write(record: &GameRecord) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", escape_tag(value)));
    };
    for (name, value) in switches::tags_of(&record.rules) {
        tag(name, &value);
    }
    tag("First", record.first.name());
    let tags = &record.tags;
    for (name, value) in [
        ("South", &tags.south),
        ("North", &tags.north),
        ("Date", &tags.date),
    ] {
        if let Some(value) = value {
            tag(name, value);
        }
    }
    let (movetext, end) = movetext(record);
    let result = tags
        .result
        .or_else(|| end.as_ref().and_then(GameResult::of));
    tag("Result", &result.map_or("*".into(), |r| r.to_string()));
    for (name, value) in &tags.other {
        tag(name, value);
    }
    out.push('\n');
    out.push_str(&movetext);
    out
}

/// The moves and comments, one round a line; with the final position when every move is
/// legal.
fn movetext(record: &GameRecord) -> (String, Option<Position>) {
    let rules = &record.rules;
    let mut pos = rules
        .validate()
        .is_ok()
        .then(|| Position::start(rules, record.first));
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let comments_after = |n: usize| {
        record
            .comments
            .iter()
            .filter(move |c| c.after == n || (n == record.moves.len() && c.after > n))
    };
    for c in comments_after(0).filter(|_| !record.moves.is_empty()) {
        lines.push(format!("{{{}}}", escape_comment(&c.text)));
    }
    let (mut turns, mut continues) = (0usize, false);
    for (i, &mv) in record.moves.iter().enumerate() {
        if continues {
            line.push(',');
        } else {
            if turns % 2 == 0 {
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                line.push_str(&format!("{}.", turns / 2 + 1));
            }
            line.push(' ');
        }
        line.push_str(&mv.to_string());
        // Whether this move's mover decides again.
        continues = match pos {
            Some(before) if before.is_legal(rules, mv) => {
                let after = before.after(rules, mv);
                pos = Some(after);
                !after.is_over() && after.to_move() == before.to_move() && mv != Move::Swap
            }
            _ => {
                pos = None;
                false
            }
        };
        if !continues {
            turns += 1;
        }
        for c in comments_after(i + 1) {
            line.push_str(&format!(" {{{}}}", escape_comment(&c.text)));
        }
    }
    if record.moves.is_empty() {
        for c in comments_after(0) {
            lines.push(format!("{{{}}}", escape_comment(&c.text)));
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    let mut text = lines.join("\n");
    if !text.is_empty() {
        text.push('\n');
    }
    (text, pos)
}

/// A tag value inside its quotes: `\` and `"` escaped, a control character (which a checked
/// record never holds) as a space.
fn escape_tag(value: &str) -> String {
    value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .fold(String::new(), |mut s, c| {
            if c == '\\' || c == '"' {
                s.push('\\');
            }
            s.push(c);
            s
        })
}

/// A comment inside its braces: `\` and `}` escaped.
fn escape_comment(text: &str) -> String {
    text.replace('\\', "\\\\").replace('}', "\\}")
}
