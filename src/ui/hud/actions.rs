//! The game's own actions, a row of the status box right above the board: undo, redo, the
//! hint, the pie rule's swap, pause, skip and the sowing's speed, the rules of this game and
//! mute, each an icon of the game's own with its word for screen readers and on hover (the swap
//! keeps its word: it comes once a game). The keys and pads have each of them bound as well (see
//! the controls help). Online,
//! where the server keeps the game and its clock, undo, redo, the hint, pause and skip cannot
//! apply and are not drawn.

use crate::engine::Move;
use crate::game::ai::Brain;
use crate::game::messages::{ChooseMove, GameCommand};
use crate::game::phase::TurnPhase;
use crate::game::settings::Settings;
use crate::game::sowing::{Playback, SPEEDS};
use crate::game::table::Match;
use crate::ui::i18n::{Tr, t};
use crate::ui::panels::menus::{Menu, Menus};
use crate::ui::theme::icons::{self, Icon};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

/// The pie rule's swap stands out: it is offered once a game.
const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 205, 90);

/// What the row changes: the settings (mute), the sowing's playback, the rules panel, and the
/// messages its buttons send.
#[derive(SystemParam)]
pub(crate) struct Actions<'w> {
    settings: ResMut<'w, Settings>,
    playback: ResMut<'w, Playback>,
    menus: ResMut<'w, Menus>,
    commands: MessageWriter<'w, GameCommand>,
    choose: MessageWriter<'w, ChooseMove>,
}

impl Actions<'_> {
    /// Whether the sowing is paused.
    pub(crate) fn paused(&self) -> bool {
        self.playback.paused
    }

    /// The row, wrapped within `width` where a language's words need it.
    pub(crate) fn row(
        &mut self,
        ui: &mut egui::Ui,
        tr: &Tr,
        (m, brain, phase): (&Match, &Brain, TurnPhase),
        width: f32,
    ) {
        // Edit a copy, so the settings only count as changed (and are written) when they are.
        let mut draft = self.settings.clone();
        let online = m.has_remote();
        ui.horizontal_wrapped(|ui| {
            ui.set_max_width(width);
            if !online {
                self.take_back_and_hint(ui, tr, (m, brain, phase));
            }
            if m.position().pie_open() && m.human_to_move() {
                let swap = egui::Button::new(egui::RichText::new(t!(tr, "hud-swap")).color(GOLD));
                if ui.add_enabled(phase.settled(), swap).clicked() {
                    self.choose.write(ChooseMove::human(Move::Swap));
                }
            }
            ui.separator();
            if !online {
                self.pause_and_skip(ui, tr, phase);
            }
            let speed = speed_row(ui, &t!(tr, "hud-speed"));
            // Slid on a copy: the playback counts as changed (a frame asked for) only when the
            // speed does.
            let mut pace = self.playback.speed;
            ui.add(
                egui::Slider::new(&mut pace, SPEEDS)
                    .logarithmic(true)
                    .show_value(false),
            )
            .labelled_by(speed.id);
            if pace != self.playback.speed {
                self.playback.speed = pace;
            }
            ui.separator();
            let rules = (Icon::Rules, t!(tr, "hud-rules"));
            let open = self.menus.shows(&Menu::Rules);
            if icons::button(ui, (rules.0, &rules.1), true, open).clicked() {
                self.menus.toggle(Menu::Rules);
            }
            let sound = if draft.muted {
                Icon::Muted
            } else {
                Icon::Sound
            };
            let mute = t!(tr, "hud-mute");
            if icons::button(ui, (sound, &mute), true, draft.muted).clicked() {
                draft.muted = !draft.muted;
            }
        });
        self.settings.set_if_neq(draft);
    }

    /// Undo, redo and the hint (a game at this table only).
    fn take_back_and_hint(
        &mut self,
        ui: &mut egui::Ui,
        tr: &Tr,
        (m, brain, phase): (&Match, &Brain, TurnPhase),
    ) {
        let undo = t!(tr, "hud-undo");
        if icons::button(ui, (Icon::Undo, &undo), m.can_undo(), false).clicked() {
            self.commands.write(GameCommand::Undo);
        }
        let redo = m.can_redo() && phase.settled();
        if icons::button(ui, (Icon::Redo, &t!(tr, "hud-redo")), redo, false).clicked() {
            self.commands.write(GameCommand::Redo);
        }
        let hint =
            m.human_to_move() && !m.is_practice() && phase.settled() && brain.hint(m).is_none();
        let label = if brain.hinting() {
            t!(tr, "hud-hint-busy")
        } else {
            t!(tr, "hud-hint")
        };
        if brain.hinting() {
            // The hint being thought: a spinner where the bulb was, the word said.
            let side = ui.spacing().interact_size.y;
            let busy = ui.add_sized([side * 1.3, side], egui::Spinner::new());
            busy.widget_info(|| {
                egui::WidgetInfo::labeled(egui::WidgetType::ProgressIndicator, true, &label)
            });
            busy.on_hover_text(label);
        } else if icons::button(ui, (Icon::Hint, &label), hint, false).clicked() {
            self.commands.write(GameCommand::Hint);
        }
    }

    /// Pause (or resume) and skip the sowing (a game at this table only: online the game runs
    /// on the server's clock, and nobody pauses it).
    fn pause_and_skip(&mut self, ui: &mut egui::Ui, tr: &Tr, phase: TurnPhase) {
        let pause = if self.playback.paused {
            (Icon::Resume, t!(tr, "hud-resume"))
        } else {
            (Icon::Pause, t!(tr, "hud-pause"))
        };
        if icons::button(ui, (pause.0, &pause.1), true, false).clicked() {
            self.commands.write(GameCommand::TogglePause);
        }
        let skip = t!(tr, "hud-skip");
        if icons::button(ui, (Icon::Last, &skip), !phase.settled(), false).clicked() {
            self.commands.write(GameCommand::Skip);
        }
    }
}

/// Starts a new row where `width` does not fit in what is left of this one: a slider lays
/// itself out where the row ends and never wraps.
fn room_for(ui: &mut egui::Ui, width: f32) {
    if ui.available_size_before_wrap().x < width {
        ui.end_row();
    }
}

/// The speed's label, on a new row where the label and its slider do not both fit in this
/// one.
fn speed_row(ui: &mut egui::Ui, label: &str) -> egui::Response {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let text = ui
        .painter()
        .layout_no_wrap(label.to_owned(), font, ui.visuals().text_color())
        .size()
        .x;
    let spacing = ui.spacing();
    room_for(
        ui,
        text + spacing.item_spacing.x * 2.0 + spacing.slider_width,
    );
    ui.label(label)
}
