//! The Games panel: the kept games, newest first (date, rule set on its board, the players,
//! the result), each to open on the board as a replay (where it can be reviewed), export
//! (natively to a file whose path the player may change, in the browser as a download), copy
//! to the clipboard or delete (after asking); and importing a record from a file (natively a
//! path, in the browser the file chooser of `upload`) or from its text pasted in (by hand or
//! from the clipboard). Also the notices about the kept games (a file set aside, games dropped
//! to the cap, an import's mistake with its line and column, an export written, the clipboard
//! out of reach) until dismissed. Its Statistics button leads to the statistics.

use crate::engine::Side;
use crate::engine::keep::history::{Entry, GameId};
use crate::game::keep::games::{GamesCommand, KeptGames};
use crate::game::keep::notices::{Kept, Notice, Notices};
use crate::game::keep::record_files;
use crate::game::table::Match;
use crate::game::waker::Waker;
use crate::ui::i18n::names;
use crate::ui::i18n::{Tr, errors, t};
use crate::ui::keep::clipboard::{self, Pasted};
use crate::ui::panels::menus::{Drawing, Menu, close_or_go};
use crate::ui::panels::placement::{BarBottom, RowsUnder, button_row};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use std::path::PathBuf;

/// Natively records go to and come from files named by their path; in the browser an export
/// is a download and an import is uploaded.
const FILES: bool = cfg!(not(target_arch = "wasm32"));

/// The most room the pasted record's field takes (about ten lines); more scrolls.
const PASTED_HEIGHT: f32 = 160.0;

/// What the panel holds between frames.
#[derive(Default)]
pub(crate) struct Draft {
    /// The game whose deletion waits for a yes.
    deleting: Option<GameId>,
    /// The game being exported and the file it goes to (natively).
    exporting: Option<(GameId, String)>,
    /// A game was copied to the clipboard.
    copied: bool,
    /// The file to import (natively).
    import_path: String,
    /// A record's text pasted in.
    pasted: String,
    /// An import was asked for: once its replay is on the board, the panel closes.
    importing: bool,
    /// The rows under the list: export, import and Close.
    under: RowsUnder,
}

/// What the panel lists and takes in: the kept games, text pasted into the game, the waker for
/// the clipboard's answer and the notices; in the browser the page's own buttons and a file
/// uploaded.
#[derive(SystemParam)]
pub(crate) struct KeptSources<'w> {
    games: Res<'w, KeptGames>,
    pasted: Res<'w, Pasted>,
    waker: Res<'w, Waker>,
    notices: ResMut<'w, Notices>,
    #[cfg(target_arch = "wasm32")]
    laid: ResMut<'w, crate::ui::web::LaidButtons>,
    #[cfg(target_arch = "wasm32")]
    uploaded: Res<'w, crate::ui::web::upload::Uploaded>,
}

pub(crate) fn panel(
    drawing: Drawing,
    bar: Res<BarBottom>,
    m: Res<Match>,
    kept: KeptSources,
    mut draft: Local<Draft>,
    mut asked: MessageWriter<GamesCommand>,
) -> Result {
    let Drawing {
        mut contexts,
        tr,
        mut menus,
    } = drawing;
    let KeptSources {
        games,
        pasted,
        waker,
        mut notices,
        #[cfg(target_arch = "wasm32")]
        mut laid,
        #[cfg(target_arch = "wasm32")]
        uploaded,
    } = kept;
    let ctx = contexts.ctx_mut()?;
    if draft.importing && m.is_changed() && m.is_replay() {
        draft.importing = false;
        draft.pasted.clear();
        menus.shut(&Menu::Games);
    }
    match pasted.0.take() {
        Some(Ok(text)) => draft.pasted = text,
        Some(Err(error)) => notices.0.push(Notice::ImportFailed(error)),
        None => {}
    }
    #[cfg(target_arch = "wasm32")]
    match uploaded.0.take() {
        Some(Ok(text)) => {
            asked.write(GamesCommand::Import(text));
            draft.importing = true;
        }
        Some(Err(error)) => notices.0.push(Notice::ImportFailed(error)),
        None => {}
    }
    if !menus.shows(&Menu::Games) {
        draft.deleting = None;
        draft.exporting = None;
        draft.copied = false;
        return Ok(());
    }
    let mut open = true;
    bar.menu(ctx, t!(tr, "games-title"), "games")
        .open(&mut open)
        .show(ctx, |ui| {
            let history = &games.0;
            if history.is_empty() {
                ui.label(t!(tr, "games-none"));
            } else {
                ui.label(t!(tr, "games-count", "games" => history.len(), "cap" => history.cap()));
                let room = draft.under.room(ui, 3.0 * button_row(ui));
                egui::ScrollArea::vertical()
                    .max_height(room)
                    .show(ui, |ui| {
                        list(ui, &tr, history.entries(), &mut draft, &mut asked)
                    });
            }
            let under = ui.cursor().top();
            if draft.copied {
                ui.label(t!(tr, "games-copied"));
            }
            export(ui, &tr, &mut draft, &mut asked);
            ui.separator();
            // Natively there is no file chooser to place.
            #[cfg_attr(not(target_arch = "wasm32"), expect(unused_variables))]
            let chooser = import(ui, &tr, (&pasted, &waker), &mut draft, &mut asked);
            #[cfg(target_arch = "wasm32")]
            if let Some(rect) = chooser {
                laid.shown("kalah-upload", rect, t!(tr, "games-import-choose"));
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let words = [t!(tr, "games-close"), t!(tr, "hud-stats")];
                close_or_go(ui, &mut menus, words, Menu::Games, Menu::Stats);
            });
            draft.under.measure(ui, under);
        });
    if !open {
        menus.shut(&Menu::Games);
    }
    Ok(())
}

/// The kept games, newest first, each with its buttons.
fn list(
    ui: &mut egui::Ui,
    tr: &Tr,
    entries: &[Entry],
    draft: &mut Draft,
    asked: &mut MessageWriter<GamesCommand>,
) {
    egui::Grid::new("games_list")
        .num_columns(6)
        .striped(true)
        .show(ui, |ui| {
            for id in [
                "games-date",
                "games-rules-column",
                "side-south",
                "side-north",
                "games-result",
            ] {
                ui.label(egui::RichText::new(tr.text(id, &[])).strong());
            }
            ui.end_row();
            for entry in entries.iter().rev() {
                let record = &entry.record;
                ui.label(record.tags.date.as_deref().unwrap_or("?"));
                ui.label(names::rules_on_board(tr, &record.rules));
                for side in [Side::South, Side::North] {
                    ui.label(names::tagged(tr, record.tags.player(side)));
                }
                ui.label(names::result(tr, record.tags.result));
                ui.horizontal(|ui| buttons(ui, tr, entry, draft, asked));
                ui.end_row();
            }
        });
}

/// Open, export, copy and delete for one game; delete asks first.
fn buttons(
    ui: &mut egui::Ui,
    tr: &Tr,
    entry: &Entry,
    draft: &mut Draft,
    asked: &mut MessageWriter<GamesCommand>,
) {
    let id = entry.id;
    if draft.deleting == Some(id) {
        ui.label(t!(tr, "games-delete-ask"));
        if ui.button(t!(tr, "games-delete-yes")).clicked() {
            asked.write(GamesCommand::Delete(id));
            draft.deleting = None;
        }
        if ui.button(t!(tr, "games-delete-no")).clicked() {
            draft.deleting = None;
        }
        return;
    }
    if ui.button(t!(tr, "games-open")).clicked() {
        asked.write(GamesCommand::Open(id));
    }
    if ui.button(t!(tr, "games-export")).clicked() {
        let file = record_files::export_name(&entry.record, id.0);
        if FILES {
            draft.exporting = Some((id, file.display().to_string()));
        } else {
            asked.write(GamesCommand::Export(id, file));
        }
    }
    if ui.button(t!(tr, "games-copy")).clicked() {
        ui.ctx().copy_text(entry.record.to_text());
        draft.copied = true;
    }
    if ui.button(t!(tr, "games-delete")).clicked() {
        draft.deleting = Some(id);
    }
}

/// Natively: the file a game is exported to, to change before it is written.
fn export(ui: &mut egui::Ui, tr: &Tr, draft: &mut Draft, asked: &mut MessageWriter<GamesCommand>) {
    let Some((id, path)) = &mut draft.exporting else {
        return;
    };
    let mut done = false;
    ui.separator();
    ui.label(t!(tr, "games-export-to"));
    ui.horizontal(|ui| {
        ui.add(egui::TextEdit::singleline(path).desired_width(420.0));
        if ui
            .add_enabled(
                !path.trim().is_empty(),
                egui::Button::new(t!(tr, "games-export-save")),
            )
            .clicked()
        {
            asked.write(GamesCommand::Export(*id, PathBuf::from(path.trim())));
            done = true;
        }
        if ui.button(t!(tr, "games-cancel")).clicked() {
            done = true;
        }
    });
    if done {
        draft.exporting = None;
    }
}

/// Importing a record: from a file (natively its path; in the browser the place of the
/// "Choose a file…" button, returned, for the page's file input to lie over), or from its text
/// pasted in.
fn import(
    ui: &mut egui::Ui,
    tr: &Tr,
    (pasted, waker): (&Pasted, &Waker),
    draft: &mut Draft,
    asked: &mut MessageWriter<GamesCommand>,
) -> Option<egui::Rect> {
    let mut chooser = None;
    egui::CollapsingHeader::new(t!(tr, "games-import"))
        .id_salt("games_import")
        .show(ui, |ui| {
            ui.label(t!(tr, "games-import-file"));
            if !FILES {
                chooser = Some(ui.button(t!(tr, "games-import-choose")).rect);
            } else {
                ui.horizontal(|ui| {
                    ui.add(egui::TextEdit::singleline(&mut draft.import_path).desired_width(420.0));
                    let path = draft.import_path.trim();
                    if ui
                        .add_enabled(
                            !path.is_empty(),
                            egui::Button::new(t!(tr, "games-import-open")),
                        )
                        .clicked()
                    {
                        asked.write(GamesCommand::ImportFile(PathBuf::from(path)));
                        draft.importing = true;
                    }
                });
            }
            ui.horizontal(|ui| {
                ui.label(t!(tr, "games-import-paste"));
                if ui.button(t!(tr, "games-paste")).clicked() {
                    clipboard::ask_paste(pasted, waker);
                }
            });
            // A long record scrolls in its field instead of pushing the window off the screen.
            egui::ScrollArea::vertical()
                .id_salt("games_pasted")
                .max_height(PASTED_HEIGHT)
                .show(ui, |ui| {
                    ui.add(
                        egui::TextEdit::multiline(&mut draft.pasted)
                            .font(egui::TextStyle::Monospace)
                            .desired_rows(5)
                            .desired_width(560.0),
                    )
                });
            if ui
                .add_enabled(
                    !draft.pasted.trim().is_empty(),
                    egui::Button::new(t!(tr, "games-import-read")),
                )
                .clicked()
            {
                asked.write(GamesCommand::Import(draft.pasted.clone()));
                draft.importing = true;
            }
        });
    chooser
}

/// What a notice about the kept games says (`hud::notices` shows it).
pub(crate) fn notice_words(tr: &Tr, notice: &Notice) -> String {
    let which = |what: Kept, [history, stats, settings, learning]: [&'static str; 4]| match what {
        Kept::History => history,
        Kept::Stats => stats,
        Kept::Settings => settings,
        Kept::Learning => learning,
    };
    match notice {
        Notice::SetAside { what, kept } => tr.text(
            which(
                *what,
                [
                    "games-set-aside-history",
                    "games-set-aside-stats",
                    "games-set-aside-settings",
                    "games-set-aside-learning",
                ],
            ),
            &[("file", kept.as_str().into())],
        ),
        Notice::Unreadable { what, error } => tr.text(
            which(
                *what,
                [
                    "games-unreadable-history",
                    "games-unreadable-stats",
                    "games-unreadable-settings",
                    "games-unreadable-learning",
                ],
            ),
            &[("error", errors::storage(tr, error).into())],
        ),
        Notice::NotWritten { what, error } => tr.text(
            which(
                *what,
                [
                    "games-not-written-history",
                    "games-not-written-stats",
                    "games-not-written-settings",
                    "games-not-written-learning",
                ],
            ),
            &[("error", errors::storage(tr, error).into())],
        ),
        Notice::Dropped { games, cap } => {
            t!(tr, "games-dropped", "games" => *games, "cap" => *cap)
        }
        Notice::ImportFailed(e) => match e.at {
            Some((line, column)) => t!(tr, "games-import-failed-at",
                "line" => line, "column" => column, "reason" => errors::import(tr, e)),
            None => t!(tr, "games-import-failed", "reason" => errors::import(tr, e)),
        },
        Notice::Exported(file) if FILES => t!(tr, "games-exported", "file" => file.as_str()),
        Notice::Exported(file) => t!(tr, "games-downloaded", "file" => file.as_str()),
        Notice::ExportFailed(error) => {
            t!(tr, "games-export-failed", "reason" => errors::storage(tr, error))
        }
        Notice::ClipboardFailed(problem) => {
            t!(tr, "games-clipboard-failed", "reason" => errors::clipboard(tr, problem))
        }
    }
}
