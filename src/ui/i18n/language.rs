//! Which language the overlay speaks: on start the one asked for on the command line, else the
//! one the player chose before (the saved [`Settings`]), else the system's (the browser's on
//! the web), else English. The language menu (on the HUD and in the settings window) names
//! each language in itself and writes the choice into the settings, which keep it; the
//! overlay speaks it from the next frame on.

use crate::game::settings::Settings;
use crate::ui::UiStart;
use crate::ui::i18n::{Language, Tr, system_language, t};
use bevy::prelude::*;
use bevy_egui::egui;

/// The translator, the first language and following the setting, without the overlay's
/// windows (headless tests add this alone).
pub fn plugin(app: &mut App) {
    app.insert_resource(Tr::new(Language::English))
        .add_systems(PreStartup, choose_first_language)
        .add_systems(Update, follow_the_setting);
}

/// The language a setting names, if the overlay speaks it.
fn chosen(settings: &Settings) -> Option<Language> {
    settings.language.as_deref().and_then(Language::from_tag)
}

/// The first language, and where it came from (for the log).
fn first(
    asked: Option<Language>,
    saved: Option<Language>,
    system: Option<Language>,
) -> (Language, &'static str) {
    match (asked, saved, system) {
        (Some(language), ..) => (language, "asked for on the command line"),
        (None, Some(language), _) => (language, "the player's choice"),
        (None, None, Some(language)) => (language, "the system's"),
        (None, None, None) => (Language::English, "the default"),
    }
}

fn choose_first_language(
    start: Option<Res<UiStart>>,
    settings: Option<Res<Settings>>,
    mut tr: ResMut<Tr>,
) {
    let asked = start.and_then(|s| s.language);
    let saved = settings.and_then(|s| chosen(&s));
    let (language, why) = first(asked, saved, system_language());
    tr.set_language(language);
    info!(
        "language: {} ({}), {why}",
        language.code(),
        tr.native_name(language)
    );
}

/// Speaks the language the player has just chosen (not the one read at start: the command
/// line may have asked for another).
fn follow_the_setting(settings: Option<Res<Settings>>, mut tr: ResMut<Tr>) {
    let Some(settings) = settings else {
        return;
    };
    if !settings.is_changed() || settings.is_added() {
        return;
    }
    if let Some(language) = chosen(&settings)
        && language != tr.language()
    {
        tr.set_language(language);
        info!(
            "language: {} ({}), chosen",
            language.code(),
            tr.native_name(language)
        );
    }
}

/// The language menu: each language in its own name. A choice goes into the settings.
pub(crate) fn menu(ui: &mut egui::Ui, tr: &Tr, settings: &mut Settings) {
    let now = tr.language();
    let mut choice = now;
    let menu = egui::ComboBox::from_id_salt(("language", ui.id()))
        .selected_text(tr.native_name(now))
        .show_ui(ui, |ui| {
            for language in Language::ALL {
                ui.selectable_value(&mut choice, language, tr.native_name(language));
            }
        });
    // Named for a screen reader as "Language" wherever it stands (the HUD shows no label
    // beside it), its value the language chosen.
    ui.ctx().accesskit_node_builder(menu.response.id, |node| {
        node.set_label(t!(tr, "language"));
        node.set_value(tr.native_name(now));
    });
    if choice != now {
        settings.language = Some(choice.code().to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_language_is_asked_for_then_saved_then_the_systems_then_english() {
        let (ru, es, cs) = (
            Some(Language::Russian),
            Some(Language::Spanish),
            Some(Language::Czech),
        );
        assert_eq!(first(ru, es, cs).0, Language::Russian);
        assert_eq!(first(None, es, cs).0, Language::Spanish);
        assert_eq!(first(None, None, cs).0, Language::Czech);
        assert_eq!(first(None, None, None).0, Language::English);
    }

    #[test]
    fn a_setting_names_a_language_by_its_code() {
        let with = |code: Option<&str>| Settings {
            language: code.map(String::from),
            ..Settings::default()
        };
        assert_eq!(chosen(&with(Some("ru"))), Some(Language::Russian));
        assert_eq!(chosen(&with(Some("klingon"))), None);
        assert_eq!(chosen(&with(None)), None);
    }
}
