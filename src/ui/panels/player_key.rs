//! The player's key in the settings window: the secret key that is this player online
//! (`game::online::key`), hidden like a password until Show, a Copy button to take it to another
//! device, and a field to paste the key made on another device (32 hex digits; anything else is
//! refused with what a key looks like). Losing the key loses the name and the ratings.

use crate::game::settings::Settings;
use crate::online::protocol::{KEY_LEN, normalise_key};
use crate::ui::i18n::{Tr, t};
use bevy_egui::egui;

/// What the key's rows remember while the settings are open.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct KeyForm {
    /// The key is shown, not hidden.
    shown: bool,
    /// A key being pasted, as typed.
    pasted: String,
    /// The key was just copied, or just replaced.
    done: Option<Done>,
}

/// What was just done with the key, said beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Done {
    Copied,
    Replaced,
}

/// The key as shown: the digits, or as many dots.
fn shown(key: &str, visible: bool) -> String {
    match visible {
        true => key.to_string(),
        false => "•".repeat(key.chars().count()),
    }
}

/// A pasted key: the key, or why it cannot be one (the words' id).
fn read_pasted(text: &str) -> Result<String, &'static str> {
    let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    match normalise_key(&digits) {
        Some(key) => Ok(key),
        None if digits.chars().count() != KEY_LEN => Err("settings-key-wrong-length"),
        None => Err("settings-key-not-hex"),
    }
}

/// The key's rows, under their heading: the key (hidden) with Show and Copy, what it is, and
/// a field to use another device's key.
pub(crate) fn key_rows(ui: &mut egui::Ui, tr: &Tr, draft: &mut Settings, form: &mut KeyForm) {
    ui.heading(t!(tr, "settings-online"));
    ui.add(egui::Label::new(t!(tr, "settings-key-means")).wrap());
    let Some(key) = draft.player_key.clone() else {
        ui.label(t!(tr, "settings-key-none"));
        return;
    };
    ui.horizontal(|ui| {
        let label = ui.label(t!(tr, "settings-key"));
        ui.label(egui::RichText::new(shown(&key, form.shown)).monospace())
            .labelled_by(label.id);
        let words = match form.shown {
            true => t!(tr, "settings-key-hide"),
            false => t!(tr, "settings-key-show"),
        };
        if ui.button(words).clicked() {
            form.shown = !form.shown;
        }
        if ui.button(t!(tr, "settings-key-copy")).clicked() {
            ui.ctx().copy_text(key.clone());
            form.done = Some(Done::Copied);
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(t!(tr, "settings-key-paste"));
        ui.add(
            egui::TextEdit::singleline(&mut form.pasted)
                .hint_text("0123456789abcdef0123456789abcdef")
                .char_limit(2 * KEY_LEN)
                .desired_width(260.0)
                .font(egui::TextStyle::Monospace),
        )
        .labelled_by(label.id);
        let pasted = read_pasted(&form.pasted);
        let usable = pasted.as_ref().is_ok_and(|new| *new != key);
        if ui
            .add_enabled(usable, egui::Button::new(t!(tr, "settings-key-use")))
            .on_hover_text(t!(tr, "settings-key-use-means"))
            .clicked()
            && let Ok(new) = pasted
        {
            draft.player_key = Some(new);
            form.pasted.clear();
            form.done = Some(Done::Replaced);
        }
    });
    if let Err(why) = read_pasted(&form.pasted)
        && !form.pasted.trim().is_empty()
    {
        ui.colored_label(egui::Color32::from_rgb(255, 120, 100), tr.text(why, &[]));
    }
    if let Some(done) = form.done {
        ui.label(match done {
            Done::Copied => t!(tr, "settings-key-copied"),
            Done::Replaced => t!(tr, "settings-key-replaced"),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pasted_key_is_32_hex_digits_spaces_forgiven() {
        assert_eq!(
            read_pasted(" 5F0C3A9E 4B7D21C6 8E1F90A2 B3C4D5E6\n"),
            Ok("5f0c3a9e4b7d21c68e1f90a2b3c4d5e6".into())
        );
        assert_eq!(read_pasted("5f0c3a9e"), Err("settings-key-wrong-length"));
        assert_eq!(
            read_pasted("5f0c3a9e4b7d21c68e1f90a2b3c4d5eZ"),
            Err("settings-key-not-hex")
        );
    }

    #[test]
    fn a_hidden_key_shows_one_dot_a_digit() {
        assert_eq!(shown("5f0c", false), "••••");
        assert_eq!(shown("5f0c", true), "5f0c");
    }
}
