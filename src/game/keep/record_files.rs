//! Records in and out of the game: a record to import is read from a file (natively) or from
//! text the player pasted, and a mistake in it is told with its line and column; a kept game
//! is exported natively as a file (never over an existing one), in the browser as a download.

use crate::engine::record::Mistake;
use crate::engine::rules::RuleError;
use crate::engine::{GameRecord, IllegalMove, RecordError};
use crate::game::keep::storage::ClipboardProblem;
use crate::game::keep::storage::StorageError;
use std::path::{Path, PathBuf};

/// Why a record could not be imported, and where in its text when that is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The 1-based line and column of the mistake.
    pub at: Option<(usize, usize)>,
    pub kind: ImportKind,
}

/// What kept a record out: the overlay says each in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportKind {
    /// The file could not be read.
    File(StorageError),
    /// The browser could not hand over the text (its words).
    NotHandedOver(String),
    /// The clipboard gave no text to paste.
    Clipboard(ClipboardProblem),
    /// A mistake in the record, in either form.
    Mistake(Mistake),
    /// JSON that is not a game record (the JSON reader's words).
    NotARecord(String),
    /// The record's rule set cannot be played.
    Rules(RuleError),
    /// Decision `ply` (1-based) cannot be played.
    Move { ply: usize, error: IllegalMove },
}

impl ImportError {
    fn nowhere(kind: ImportKind) -> ImportError {
        ImportError { at: None, kind }
    }

    /// The browser could not read the text (a file or the clipboard), for this reason.
    pub fn not_handed_over(why: String) -> ImportError {
        ImportError::nowhere(ImportKind::NotHandedOver(why))
    }

    /// The clipboard gave no text to paste.
    pub fn from_clipboard(problem: ClipboardProblem) -> ImportError {
        ImportError::nowhere(ImportKind::Clipboard(problem))
    }
}

impl From<RecordError> for ImportError {
    fn from(error: RecordError) -> ImportError {
        match error {
            RecordError::Text(e) => ImportError {
                at: Some((e.line, e.column)),
                kind: ImportKind::Mistake(e.mistake),
            },
            RecordError::Json(e) => json_error(&e),
            RecordError::Tag(mistake) => ImportError::nowhere(ImportKind::Mistake(mistake)),
            RecordError::Rules(e) => ImportError::nowhere(ImportKind::Rules(e)),
            RecordError::Move { ply, error } => {
                ImportError::nowhere(ImportKind::Move { ply, error })
            }
        }
    }
}

/// A JSON reader's error, `… at line 3 column 7`, with its place taken out of the words.
fn json_error(text: &str) -> ImportError {
    let place = text.rsplit_once(" at line ").and_then(|(reason, place)| {
        let (line, column) = place.split_once(" column ")?;
        Some((reason, (line.parse().ok()?, column.parse().ok()?)))
    });
    match place {
        Some((reason, at)) => ImportError {
            at: Some(at),
            kind: ImportKind::NotARecord(reason.to_string()),
        },
        None => ImportError::nowhere(ImportKind::NotARecord(text.to_string())),
    }
}

/// The text of a record file.
pub fn read(path: &Path) -> Result<String, ImportError> {
    std::fs::read_to_string(path)
        .map_err(|e| ImportError::nowhere(ImportKind::File(StorageError::of_file(path, &e))))
}

/// A record as a file's text: the JSON form for a `.json` file, else the text form.
fn text_for(record: &GameRecord, to: &Path) -> String {
    if to
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
    {
        record.to_json()
    } else {
        record.to_text()
    }
}

/// A name for a kept game's file: `kalah-2026-12-01-7.txt`, natively in the home directory.
pub fn export_name(record: &GameRecord, id: u64) -> PathBuf {
    let date = record.tags.date.as_deref().unwrap_or("game");
    let safe: String = date
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let name = format!("kalah-{safe}-{id}.txt");
    match home() {
        Some(home) => home.join(name),
        None => name.into(),
    }
}

/// The player's home directory, where exports go unless the player says otherwise.
#[cfg(not(target_arch = "wasm32"))]
fn home() -> Option<PathBuf> {
    std::env::var_os("HOME").map(PathBuf::from)
}

/// A download has a name only.
#[cfg(target_arch = "wasm32")]
fn home() -> Option<PathBuf> {
    None
}

/// Writes a record to a new file; where it went.
#[cfg(not(target_arch = "wasm32"))]
pub fn export(record: &GameRecord, to: &Path) -> Result<String, StorageError> {
    use std::io::Write;
    let failed = |e: std::io::Error| StorageError::of_file(to, &e);
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(to)
        .map_err(failed)?;
    file.write_all(text_for(record, to).as_bytes())
        .map_err(failed)?;
    Ok(to.display().to_string())
}

/// Offers a record as a download under the path's file name; that name.
#[cfg(target_arch = "wasm32")]
pub fn export(record: &GameRecord, to: &Path) -> Result<String, StorageError> {
    offer_download(record, to).map_err(|problem| StorageError::Failed {
        place: to.display().to_string(),
        problem,
    })
}

/// Offers the download; why it cannot (no page, or the browser's own words).
#[cfg(target_arch = "wasm32")]
fn offer_download(
    record: &GameRecord,
    to: &Path,
) -> Result<String, crate::game::keep::storage::FileProblem> {
    use crate::game::keep::storage::FileProblem;
    use web_sys::js_sys;
    use web_sys::wasm_bindgen::JsCast;
    let name = to.file_name().map_or("kalah-game.txt".into(), |n| {
        n.to_string_lossy().into_owned()
    });
    let data = js_sys::encode_uri_component(&text_for(record, to));
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or(FileProblem::NoPage)?;
    let root = document.document_element().ok_or(FileProblem::NoPage)?;
    let browser = |e: web_sys::wasm_bindgen::JsValue| FileProblem::Other(format!("{e:?}"));
    let link = document.create_element("a").map_err(browser)?;
    link.set_attribute("href", &format!("data:text/plain;charset=utf-8,{data}"))
        .and_then(|_| link.set_attribute("download", &name))
        .and_then(|_| link.set_attribute("style", "display:none"))
        .map_err(browser)?;
    root.append_child(&link).map_err(browser)?;
    // A click on the link starts the download (`HTMLElement.click`, called by name).
    let clicked = js_sys::Reflect::get(&link, &"click".into())
        .and_then(|click| click.dyn_into::<js_sys::Function>())
        .and_then(|click| click.call0(&link));
    let _ = root.remove_child(&link);
    clicked.map_err(browser)?;
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mistake_is_told_with_its_line_and_column() {
        let text = "[Rules \"kalah\"]\n\n1. 3,3\n";
        let error: ImportError = GameRecord::parse(text).unwrap_err().into();
        assert_eq!(error.at.map(|(line, _)| line), Some(3), "{error:?}");
        let error: ImportError = GameRecord::parse("{\"rules\": 3,\n}").unwrap_err().into();
        assert!(error.at.is_some(), "{error:?}");
        assert!(
            matches!(&error.kind, ImportKind::NotARecord(words) if !words.contains(" at line ")),
            "{error:?}"
        );
        let plain = json_error("no place here");
        assert_eq!(
            plain,
            ImportError::nowhere(ImportKind::NotARecord("no place here".into()))
        );
    }

    #[test]
    fn exports_are_named_for_their_date_and_id() {
        let mut record =
            crate::engine::Game::new(crate::engine::RuleSet::kalah(), crate::engine::Side::South)
                .unwrap()
                .record();
        record.tags.date = Some("2026-12-01".into());
        let name = export_name(&record, 7);
        assert!(
            name.ends_with("kalah-2026-12-01-7.txt"),
            "{}",
            name.display()
        );
        assert!(text_for(&record, Path::new("a.JSON")).starts_with('{'));
        assert!(text_for(&record, Path::new("a.txt")).starts_with("[Rules"));
    }
}
