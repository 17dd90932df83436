//! "Play online" in the new-game dialog: the server and the player's name (kept in the
//! settings), the lobby's open games to join ([`super::lobby`]), a new game on the dialog's
//! rule set with who starts, the player's side, a clock, public (in the lobby) or by code only,
//! rated or casual, a quick match (rated or casual), or a friend's game joined or watched by
//! its code.

use super::lobby;
use super::words::clock_name;
use crate::engine::Side;
use crate::game::online::OnlineCommand;
use crate::game::online::lobby::Lobby;
use crate::game::table::MatchSettings;
use crate::online::protocol::{ClockSpec, SeatChoice, normalise_code};
use crate::ui::i18n::{Tr, names, t};
use crate::ui::panels::choices;
use crate::ui::panels::placement::room_below;
use crate::ui::theme::primary;
use bevy_egui::egui;

/// The clocks offered: minutes and seconds added a move; none first.
const CLOCKS: [Option<(u32, u32)>; 5] = [
    None,
    Some((3, 2)),
    Some((5, 3)),
    Some((10, 5)),
    Some((30, 0)),
];

/// The dialog's online choices beside the game's own.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct OnlineForm {
    /// Who makes the first move of a new game.
    pub first: Side,
    pub seat: SeatChoice,
    pub clock: Option<ClockSpec>,
    /// A friend's code, as typed.
    pub code: String,
    /// A new game stands in the lobby (otherwise only its code finds it).
    pub public: bool,
    /// A new game or a quick match changes both players' ratings.
    pub rated: bool,
}

impl Default for OnlineForm {
    fn default() -> Self {
        OnlineForm {
            first: Side::South,
            seat: SeatChoice::South,
            clock: None,
            code: String::new(),
            public: true,
            rated: false,
        }
    }
}

/// Who plays online from the dialog: the server and the name as typed, the player's key.
pub(crate) struct Who<'a> {
    pub server: &'a mut String,
    pub name: &'a mut String,
    /// Whether the player has a key (rated games need one).
    pub keyed: bool,
}

/// The online body of the dialog, editing the server and the name in place; the command a
/// button asked for.
pub(crate) fn online_ui(
    ui: &mut egui::Ui,
    tr: &Tr,
    form: &mut OnlineForm,
    draft: &mut MatchSettings,
    who: Who,
    open: &Lobby,
) -> Option<OnlineCommand> {
    let Who {
        server,
        name,
        keyed,
    } = who;
    let mut command = None;
    let room = room_below(ui, 0.0);
    egui::ScrollArea::vertical()
        .max_height(room)
        .show(ui, |ui| {
            egui::Grid::new("online_who")
                .num_columns(2)
                .spacing([12.0, 8.0])
                .show(ui, |ui| {
                    let label = ui.label(t!(tr, "online-server"));
                    ui.text_edit_singleline(server).labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(t!(tr, "online-name"));
                    ui.add(egui::TextEdit::singleline(name).char_limit(24))
                        .labelled_by(label.id);
                    ui.end_row();
                });
            ui.separator();
            ui.heading(t!(tr, "online-lobby-title"));
            if let Some(code) = lobby::games_ui(ui, tr, open) {
                command = Some(OnlineCommand::Join(code));
            }
            ui.separator();
            ui.heading(t!(tr, "online-create-title"));
            choices::choices_ui(ui, tr, draft, false);
            egui::Grid::new("online_game")
                .num_columns(2)
                .spacing([12.0, 8.0])
                .show(ui, |ui| {
                    let label = ui.label(t!(tr, "dialog-starter"));
                    ui.horizontal(|ui| {
                        for side in [Side::South, Side::North] {
                            ui.radio_value(&mut form.first, side, names::side(tr, side))
                                .labelled_by(label.id);
                        }
                    });
                    ui.end_row();
                    let label = ui.label(t!(tr, "online-your-seat"));
                    ui.horizontal(|ui| {
                        let seats = [
                            (SeatChoice::South, names::side(tr, Side::South)),
                            (SeatChoice::North, names::side(tr, Side::North)),
                            (SeatChoice::Random, t!(tr, "online-seat-either")),
                        ];
                        for (seat, words) in seats {
                            ui.radio_value(&mut form.seat, seat, words)
                                .labelled_by(label.id);
                        }
                    });
                    ui.end_row();
                    let label = ui.label(t!(tr, "online-clock"));
                    egui::ComboBox::from_id_salt("online_clock")
                        .selected_text(clock_name(tr, form.clock))
                        .show_ui(ui, |ui| {
                            for choice in CLOCKS {
                                let clock = choice.map(|(minutes, increment_s)| ClockSpec {
                                    initial_s: minutes * 60,
                                    increment_s,
                                });
                                ui.selectable_value(&mut form.clock, clock, clock_name(tr, clock));
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    ui.end_row();
                    ui.label("");
                    ui.vertical(|ui| {
                        ui.checkbox(&mut form.public, t!(tr, "online-public"));
                        form.rated &= keyed;
                        ui.add_enabled(
                            keyed,
                            egui::Checkbox::new(&mut form.rated, t!(tr, "online-rated")),
                        )
                        .on_hover_text(t!(tr, "online-rated-means"))
                        .on_disabled_hover_text(t!(tr, "online-rated-needs-key"));
                    });
                    ui.end_row();
                });
            let playable = draft.rules.validate().is_ok();
            ui.horizontal(|ui| {
                let create = primary(t!(tr, "online-create"));
                if ui.add_enabled(playable, create).clicked() {
                    command = Some(OnlineCommand::Create {
                        rules: draft.rules.clone(),
                        first: form.first,
                        seat: form.seat,
                        clock: form.clock,
                        public: form.public,
                        rated: form.rated,
                    });
                }
                if ui
                    .add_enabled(playable, egui::Button::new(t!(tr, "online-quick")))
                    .on_hover_text(t!(tr, "online-quick-means"))
                    .clicked()
                {
                    command = Some(OnlineCommand::Quick {
                        rules: draft.rules.clone(),
                        clock: form.clock,
                        rated: form.rated,
                    });
                }
            });
            ui.separator();
            ui.heading(t!(tr, "online-code-title"));
            let code = normalise_code(&form.code);
            ui.horizontal(|ui| {
                let label = ui.label(t!(tr, "online-code"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.code)
                        .hint_text("ABCD-EFGH")
                        .char_limit(12)
                        .desired_width(120.0),
                )
                .labelled_by(label.id);
                if ui
                    .add_enabled(code.is_some(), egui::Button::new(t!(tr, "online-join")))
                    .clicked()
                {
                    command = code.clone().map(OnlineCommand::Join);
                }
                if ui
                    .add_enabled(code.is_some(), egui::Button::new(t!(tr, "online-watch")))
                    .clicked()
                {
                    command = code.clone().map(OnlineCommand::Watch);
                }
            });
            if code.is_none() && !form.code.trim().is_empty() {
                ui.label(t!(tr, "online-code-invalid"));
            }
        });
    command
}
