//! The lobby under Play online: the open public games as the server lists them, live, each
//! with its rule set and board, clock, rated or casual, and its creator with their rating, and
//! a Join button that joins it by its code.

use super::words::{self, clock_name};
use crate::game::online::lobby::{Lobby, LobbyState};
use crate::online::protocol::LobbyGame;
use crate::ui::i18n::{Tr, names, t};
use bevy_egui::egui;

/// The lobby's list, or why there is none; the code of the game whose Join was clicked.
pub(crate) fn games_ui(ui: &mut egui::Ui, tr: &Tr, lobby: &Lobby) -> Option<String> {
    match lobby.state {
        LobbyState::Off | LobbyState::Opening => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(t!(tr, "online-lobby-opening"));
            });
            return None;
        }
        LobbyState::Failed(why) => {
            let said = match why {
                Some(code) => words::refusal(tr, code),
                None => t!(tr, "online-lobby-unreachable"),
            };
            ui.add(egui::Label::new(said).wrap());
            return None;
        }
        LobbyState::Open => {}
    }
    if lobby.games.is_empty() {
        ui.label(t!(tr, "online-lobby-empty"));
        return None;
    }
    let mut join = None;
    egui::Grid::new("online_lobby")
        .num_columns(5)
        .striped(true)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            for game in &lobby.games {
                ui.label(names::rules_on_board(tr, &game.rules));
                ui.label(clock_name(tr, game.clock));
                ui.label(match game.rated {
                    true => t!(tr, "online-rated-game"),
                    false => t!(tr, "online-casual-game"),
                });
                ui.label(creator(game));
                let button = ui
                    .button(t!(tr, "online-join"))
                    .on_hover_text(t!(tr, "online-lobby-join-as",
                        "side" => names::side(tr, game.seat)));
                if button.clicked() {
                    join = Some(game.room.clone());
                }
                ui.end_row();
            }
        });
    join
}

/// The creator's name with their rating in the game's pool ("Ana 1512"); a guest's alone.
fn creator(game: &LobbyGame) -> String {
    match game.rating {
        Some(rating) => format!("{} {}", game.name, words::rating(rating)),
        None => game.name.clone(),
    }
}
