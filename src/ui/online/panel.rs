//! The online panel, beside the board while the player is online (at its left in a landscape
//! window, below it in a portrait one; the board is framed in the rest): the connection; while
//! the room waits, its code with Copy link and Cancel; then the game ([`super::table`]: the
//! players, their ratings and clocks, the requests across the table, how it ended) and Review
//! once it is over. What the server refused stays in view until the next action. While it waits for one of its
//! buttons (or, in a live game, once Esc or a pad's Start asked for it), the keys and pads work
//! it as a menu, its first button focused.

use super::parts::{CREAM, GOLD, GREEN, PanelState, ROSE, key_button};
use super::{table, words};
use crate::game::online::{Connection, Online, OnlineCommand, Room};
use crate::game::settings::Settings;
use crate::game::table::Match;
use crate::game::view::camera::ViewInsets;
use crate::online::protocol::MAX_NAME;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::dim::veil;
use crate::ui::panels::focus::start_here;
use crate::ui::panels::menus::{Drawing, ReviewGame};
use crate::ui::panels::room::{Claims, Edge, claim, claim_window, side_or_bottom};
use crate::ui::theme::{hud_frame, primary};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// The panel's egui id and its claim on the room beside the board.
const PANEL: &str = "online";

/// What the panel shows: the connection and the room, the game on the table, the clock it
/// counts down by, and where the HUD's top room ends (the panel stands below it).
#[derive(SystemParam)]
pub(crate) struct PanelReads<'w> {
    online: ResMut<'w, Online>,
    settings: ResMut<'w, Settings>,
    m: Res<'w, Match>,
    time: Res<'w, Time<Real>>,
    insets: Res<'w, ViewInsets>,
}

pub(crate) fn panel(
    drawing: Drawing,
    reads: PanelReads,
    mut claims: ResMut<Claims>,
    mut state: Local<PanelState>,
    mut commands: MessageWriter<OnlineCommand>,
    mut review: ReviewGame,
) -> Result {
    let Drawing {
        mut contexts,
        tr,
        mut menus,
    } = drawing;
    let PanelReads {
        mut online,
        mut settings,
        m,
        time,
        insets,
    } = reads;
    let shown = online.connection != Connection::Off
        || online.room.is_some()
        || online.notice.is_some()
        || online.join_asks_name.is_some();
    if !shown || menus.dialog_open() {
        if !shown {
            claim(&mut claims, PANEL, None);
        }
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    // Beside the board in a landscape window, under the HUD's top room; below it in a portrait
    // one.
    let edge = side_or_bottom(screen);
    let (anchor, offset) = match edge {
        Edge::Left | Edge::Right => (
            egui::Align2::LEFT_TOP,
            [10.0, insets.top / ctx.zoom_factor() + 8.0],
        ),
        Edge::Bottom => (egui::Align2::CENTER_BOTTOM, [0.0, -10.0]),
    };
    let now = time.elapsed_secs_f64();
    let waits = waits_for_player(&online, state.resigning, now);
    if menus.online_panel != waits {
        menus.online_panel = waits;
    }
    // Keys and pads start on the panel's first button while it has them.
    let focus = waits || menus.online_panel_asked;
    let mut asked = None;
    // The resign question, asked last frame, dims the board behind the panel.
    if state.resigning {
        veil(ctx);
    }
    let window = egui::Window::new(t!(tr, "online-title"))
        .id(egui::Id::new(PANEL))
        .anchor(anchor, offset)
        .collapsible(false)
        .resizable(false)
        .frame(hud_frame())
        .show(ctx, |ui| {
            // Beside the board, the panel leaves the board most of a small window's width.
            ui.set_max_width(match edge {
                Edge::Left | Edge::Right => 360.0_f32.min(screen.width() * 0.3),
                Edge::Bottom => 360.0,
            });
            if let Some(code) = online.join_asks_name.clone() {
                match name_prompt(ui, &tr, &mut online.name, &code, focus) {
                    Some(Asked::Join) => {
                        settings.online_name = Some(online.name.trim().to_string());
                        asked = Some(OnlineCommand::Join(code));
                        online.join_asks_name = None;
                    }
                    Some(Asked::Cancel) => online.join_asks_name = None,
                    None => {}
                }
                return;
            }
            let colour = match online.connection {
                Connection::Open => GREEN,
                Connection::Connecting => CREAM,
                _ => ROSE,
            };
            ui.label(
                egui::RichText::new(words::connection(&tr, &online, now))
                    .strong()
                    .color(colour),
            );
            if let Some(notice) = &online.notice {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(words::notice(&tr, notice, &online.server)).color(ROSE),
                    )
                    .wrap(),
                );
            }
            match &online.room {
                Some(room)
                    if room.facts.seat.is_some()
                        && !room.facts.both_seated()
                        && room.gone.is_none() =>
                {
                    asked = waiting(ui, &tr, &online, room, &mut state, focus);
                }
                Some(room) => asked = table::game(ui, &tr, room, &m, now, &mut state, focus),
                None => {
                    if key_button(ui, t!(tr, "online-leave"), focus).clicked() {
                        asked = Some(OnlineCommand::Leave);
                    }
                }
            }
            if let Some(room) = &online.room
                && room.facts.ending.is_some()
                && key_button(ui, t!(tr, "online-review"), focus).clicked()
            {
                review.review(m.record());
            }
        });
    claim_window(
        &mut claims,
        PANEL,
        edge,
        screen,
        window.as_ref().map(|shown| &shown.response),
    );
    if let Some(command) = asked {
        state.resigning = false;
        menus.online_panel_asked = false;
        commands.write(command);
    }
    Ok(())
}

/// Whether the panel waits for one of its buttons rather than a move: the waiting room, the
/// resign question, a win to claim, the game's end, or no room at all. (A spectator keeps the
/// keys for the board and its screen reader's pits; Esc gives them the panel's Leave.)
fn waits_for_player(online: &Online, resigning: bool, now: f64) -> bool {
    match &online.room {
        None => true,
        Some(room) => {
            let claimable = room.facts.away.is_some_and(|(away, claim_at)| {
                room.facts.seat.is_some_and(|seat| seat != away)
                    && words::seconds_until(claim_at, now) == 0
            });
            !room.facts.both_seated()
                || room.facts.ending.is_some()
                || room.gone.is_some()
                || resigning
                || claimable
        }
    }
}

/// What the name prompt was answered.
enum Asked {
    Join,
    Cancel,
}

/// A link's game waits for the player's name, asked once (it is kept in the settings): the
/// name, then Join (while the name is not empty) or Cancel.
fn name_prompt(
    ui: &mut egui::Ui,
    tr: &Tr,
    name: &mut String,
    code: &str,
    focus: bool,
) -> Option<Asked> {
    ui.add(egui::Label::new(t!(tr, "online-join-asks-name", "code" => words::code(code))).wrap());
    ui.horizontal(|ui| {
        let label = ui.label(t!(tr, "online-name"));
        ui.add(egui::TextEdit::singleline(name).char_limit(MAX_NAME))
            .labelled_by(label.id);
    });
    let mut answer = None;
    ui.horizontal(|ui| {
        let named = !name.trim().is_empty();
        let join = ui.add_enabled(named, primary(t!(tr, "online-join")));
        if focus {
            start_here(&join);
        }
        if join.clicked() {
            answer = Some(Asked::Join);
        }
        if ui.button(t!(tr, "online-cancel")).clicked() {
            answer = Some(Asked::Cancel);
        }
    });
    answer
}

/// The link a friend follows: in the browser this page with `?join=CODE` (and the server when
/// it is not the page's own); natively the command that joins.
fn link(online: &Online, code: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        let location = web_sys::window().map(|w| w.location());
        let origin = location
            .as_ref()
            .and_then(|l| l.origin().ok())
            .unwrap_or_default();
        let path = location
            .as_ref()
            .and_then(|l| l.pathname().ok())
            .unwrap_or_default();
        let own = origin.replacen("http", "ws", 1);
        let server = match online.server.trim_end_matches('/') == own {
            true => String::new(),
            false => format!("&server={}", online.server),
        };
        format!("{origin}{path}?join={code}{server}")
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let server = match online.server == crate::game::online::LOCAL_SERVER {
            true => String::new(),
            false => format!(" --server {}", online.server),
        };
        format!("kalah --join {code}{server}")
    }
}

/// The room waits for the friend: the code, Copy link, Cancel.
fn waiting(
    ui: &mut egui::Ui,
    tr: &Tr,
    online: &Online,
    room: &Room,
    state: &mut PanelState,
    focus: bool,
) -> Option<OnlineCommand> {
    ui.label(t!(tr, "online-waiting"));
    let code = words::code(&room.facts.code);
    ui.label(
        egui::RichText::new(t!(tr, "online-code-is", "code" => code.clone()))
            .size(24.0)
            .strong()
            .monospace()
            .color(GOLD),
    );
    let link = link(online, &code);
    let web = cfg!(target_arch = "wasm32");
    let how = match web {
        true => t!(tr, "online-link-web"),
        false => t!(tr, "online-link-native", "code" => code.clone()),
    };
    ui.add(egui::Label::new(how).wrap());
    let mut asked = None;
    ui.horizontal(|ui| {
        let copied = state.copied.as_deref() == Some(link.as_str());
        let words = match copied {
            true => t!(tr, "online-copied"),
            false => t!(tr, "online-copy-link"),
        };
        if key_button(ui, words, focus).clicked() {
            ui.ctx().copy_text(link.clone());
            state.copied = Some(link.clone());
        }
        if key_button(ui, t!(tr, "online-cancel"), focus).clicked() {
            asked = Some(OnlineCommand::Leave);
        }
    });
    asked
}
