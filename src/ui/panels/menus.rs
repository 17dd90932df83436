//! Which of the overlay's menus is open, one at a time (the main bar holding the keys and pads,
//! the new-game dialog with its draft, the controls help, the rules, the settings, the kept
//! games, the statistics or Learn), and whether a panel beside the board waits for its buttons;
//! opened and closed by the keys' and pads' [`UiCommand`]s as by the buttons; and what the
//! overlay tells the input each frame: whether the pointer is over a window (the board must
//! ignore it, and a click there sounds as a menu click) and whether a menu, or a text field, has
//! the keys and pads.

use crate::engine::GameRecord;
use crate::game::messages::{OpenRecord, ReviewCommand};
use crate::game::online::Online;
use crate::game::sound::{Cue, SoundCue};
use crate::game::table::{Match, MatchSettings, Player};
use crate::input::overlay::{OverlayRects, PointerOverUi, UiCommand, UiInput};
use crate::ui::i18n::Tr;
use crate::ui::online::dialog::OnlineForm;
use crate::ui::panels::focus::{drop_focus, start_here};
use crate::ui::panels::player_key::KeyForm;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// What a window of the overlay draws with: egui's context, the player's words and which menu
/// is open. A system takes it as one parameter and destructures it on its first line.
#[derive(SystemParam)]
pub(crate) struct Drawing<'w, 's> {
    pub contexts: EguiContexts<'w, 's>,
    pub tr: Res<'w, Tr>,
    pub menus: ResMut<'w, Menus>,
}

/// What the windows that offer Review write: the game's record opened in the replay, and its
/// review started.
#[derive(SystemParam)]
pub(crate) struct ReviewGame<'w> {
    open: MessageWriter<'w, OpenRecord>,
    reviews: MessageWriter<'w, ReviewCommand>,
}

impl ReviewGame<'_> {
    /// Opens `record` in the replay and reviews it.
    pub(crate) fn review(&mut self, record: GameRecord) {
        self.open.write(OpenRecord(record));
        self.reviews.write(ReviewCommand::Start);
    }
}

/// A menu over the board; one is open at a time.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Menu {
    /// Esc or a pad's Start gave the main bar the keys and pads (New game, Learn, Games,
    /// Settings, the language).
    Bar,
    /// The new-game dialog, with the settings being edited.
    NewGame(MatchSettings),
    /// The controls help.
    Controls,
    /// The settings window.
    Settings,
    /// The rules of the game being played.
    Rules,
    /// The kept games.
    Games,
    /// The statistics.
    Stats,
    /// The lessons and puzzles.
    Learn,
}

/// The open menu, and the panels beside the board that wait for one of their buttons.
#[derive(Resource, Default)]
pub(crate) struct Menus {
    /// The menu open, if any.
    pub open: Option<Menu>,
    /// The dialog shows "Play online" rather than "Play here".
    pub online: bool,
    /// The dialog's online choices.
    pub online_form: OnlineForm,
    /// The settings' rows of the player's key (shown or hidden, a key being pasted).
    pub key_form: KeyForm,
    /// The online panel waits for one of its buttons (the waiting room, a claim, the resign
    /// question, the game's end): the keys and pads work it as a menu.
    pub online_panel: bool,
    /// During a live online game the player asked for the online panel (Esc, a pad's Start):
    /// the keys and pads work it (Resign) until it is closed or used.
    pub online_panel_asked: bool,
    /// The learn card waits for one of its buttons (a stage passed or a wrong move to try
    /// again, a puzzle answered): the keys and pads work it as a menu.
    pub card: bool,
    /// The list of moves stands open at the board's right (the bar's Moves).
    pub moves: bool,
}

impl Menus {
    /// Opens the new-game dialog on the settings of `m`.
    pub fn open_dialog(&mut self, m: &Match) {
        let mut settings = m.settings().clone();
        settings.players = settings.players.map(Player::here);
        self.open = Some(Menu::NewGame(settings));
    }

    /// Whether `menu` is the one open.
    pub fn shows(&self, menu: &Menu) -> bool {
        self.open.as_ref() == Some(menu)
    }

    /// Whether the new-game dialog is open.
    pub fn dialog_open(&self) -> bool {
        matches!(self.open, Some(Menu::NewGame(_)))
    }

    /// Opens `menu` in the place of the one open, or closes it if it is the one open.
    pub fn toggle(&mut self, menu: Menu) {
        self.open = match self.shows(&menu) {
            true => None,
            false => Some(menu),
        };
    }

    /// Closes the new-game dialog if it is open.
    pub fn shut_dialog(&mut self) {
        if self.dialog_open() {
            self.open = None;
        }
    }

    /// Closes `menu` if it is the one open.
    pub fn shut(&mut self, menu: &Menu) {
        if self.shows(menu) {
            self.open = None;
        }
    }

    /// Closes the open menu, and the panels beside the board let the keys and pads go.
    pub fn close(&mut self) {
        self.open = None;
        self.card = false;
        self.online_panel = false;
        self.online_panel_asked = false;
    }

    /// Whether a menu that stands over the board is open.
    pub(crate) fn covers_board(&self) -> bool {
        !matches!(self.open, None | Some(Menu::Bar))
    }

    /// Whether any menu is open, or a panel beside the board has the keys and pads.
    pub fn any_open(&self) -> bool {
        self.open.is_some() || self.card || self.online_panel || self.online_panel_asked
    }
}

/// A menu's way out: Close (where the keys and pads start), then a button named `go` to the
/// menu it leads to (`next`), which opens in the place of this one (`this`).
pub(crate) fn close_or_go(
    ui: &mut egui::Ui,
    menus: &mut Menus,
    [close, go]: [String; 2],
    this: Menu,
    next: Menu,
) {
    let close = ui.button(close);
    start_here(&close);
    if close.clicked() {
        menus.shut(&this);
    }
    if ui.button(go).clicked() {
        menus.open = Some(next);
    }
}

/// Esc / Start, F1 / Select tapped and F2 / Select held: the main bar takes the keys and pads
/// when no menu is open (during a live online game the online panel takes them instead:
/// Resign, or a spectator's Leave), and any open menu closes; the controls help and the rules
/// toggle.
pub(crate) fn ui_commands(
    mut commands: MessageReader<UiCommand>,
    online: Res<Online>,
    mut menus: ResMut<Menus>,
) {
    let live = online.room.as_ref().is_some_and(|room| room.live());
    for command in commands.read() {
        match command {
            UiCommand::ToggleMenu if menus.any_open() => menus.close(),
            UiCommand::ToggleMenu if live => menus.online_panel_asked = true,
            UiCommand::ToggleMenu => menus.open = Some(Menu::Bar),
            UiCommand::ToggleControls => menus.toggle(Menu::Controls),
            UiCommand::ToggleRules => menus.toggle(Menu::Rules),
        }
    }
}

/// A menu's control chosen with the keys (or a pad, whose Choose reaches egui as Enter) clicks as
/// a mouse's does. Runs before the menus are drawn: the control that takes the key consumes it.
pub(crate) fn keyed_choices(
    mut contexts: EguiContexts,
    menus: Res<Menus>,
    mut sounds: MessageWriter<SoundCue>,
) -> Result {
    if menus.any_open() && activated_by_keys(contexts.ctx_mut()?) {
        sounds.write(SoundCue::centre(Cue::Click));
    }
    Ok(())
}

/// Whether Enter or Space went down this frame with a widget focused, other than a text field.
fn activated_by_keys(ctx: &egui::Context) -> bool {
    let pressed = ctx.input(|i| {
        i.events.iter().any(|e| {
            matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Enter | egui::Key::Space,
                    pressed: true,
                    repeat: false,
                    ..
                }
            )
        })
    });
    // Not while typing: Space and Enter write into a text field.
    pressed && ctx.memory(|m| m.focused().is_some()) && !ctx.text_edit_focused()
}

/// Publishes what the overlay has: the pointer, the keys and pads.
pub(crate) fn tell_input(
    mut contexts: EguiContexts,
    menus: Res<Menus>,
    mut over: ResMut<PointerOverUi>,
    mut rects: ResMut<OverlayRects>,
    mut input: ResMut<UiInput>,
    mut sounds: MessageWriter<SoundCue>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let pointer_over = ctx.egui_wants_pointer_input() || ctx.is_pointer_over_egui();
    over.set_if_neq(PointerOverUi(pointer_over));
    if pointer_over && ctx.input(|i| i.pointer.any_click()) {
        sounds.write(SoundCue::centre(Cue::Click));
    }
    // The windows and bars, in the window's logical pixels (egui's points are zoomed). The
    // counts stand in the background order and let the pointer through to their holes.
    let zoom = ctx.zoom_factor();
    let windows = ctx.memory(|memory| {
        memory
            .layer_ids()
            .filter(|layer| layer.order != egui::Order::Background)
            .filter(|layer| memory.areas().is_visible(layer))
            .filter_map(|layer| memory.area_rect(layer.id))
            .map(|r| Rect::new(r.min.x, r.min.y, r.max.x, r.max.y))
            .map(|r| Rect::from_corners(r.min * zoom, r.max * zoom))
            .collect()
    });
    rects.set_if_neq(OverlayRects(windows));
    let menu_open = menus.any_open();
    if !menu_open {
        // Outside the menus the keys belong to the board: a HUD button the mouse clicked must
        // not also take Enter or Space.
        drop_focus(ctx);
    }
    input.set_if_neq(UiInput {
        menu_open,
        wants_keyboard: ctx.text_edit_focused(),
    });
    Ok(())
}
