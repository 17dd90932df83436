//! The four Fluent files agree: every message in every file, with the same variables; no
//! English left where a translation belongs; plurals as CLDR has them.

use super::*;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// Ids whose text may be the same in another language as in English: names and words that
/// the languages share.
const SAME_AS_ENGLISH: &[(&str, &[&str])] = &[
    ("preset-kalah", &["es", "cs"]),
    ("preset-kalaha", &["es", "cs"]),
    ("preset-zillions", &["es", "ru", "cs"]),
    ("preset-general", &["es"]),
    // The games' own names, as their players write them in Latin letters.
    ("preset-oware", &["es", "cs"]),
    ("preset-awari", &["es", "cs"]),
    ("preset-songo", &["es", "cs"]),
    ("preset-bohnenspiel", &["es", "cs"]),
    // The word the Kazakh and Kyrgyz rules use, in Spanish and Czech too.
    ("custom-tuzdyk", &["es", "cs"]),
    ("dialog-seeds-normal", &["es"]),
    // Czech says "online" as English does.
    ("settings-online", &["cs"]),
    ("device-gamepad", &["cs"]),
    ("key-enter", &["ru", "cs"]),
    ("key-shift-enter", &["ru", "cs"]),
    ("settings-view-3d", &["es", "ru", "cs"]),
    // Only its arguments: "South (You)".
    ("seat", &["es", "ru", "cs"]),
    ("said-stores", &["es", "ru", "cs"]),
    // A rule set's name and its board: "Kalah 6×4".
    ("games-rules", &["es", "ru", "cs"]),
    // Only its arguments: the file, and why it failed.
    ("storage-failed", &["es", "ru", "cs"]),
    // The word is the same in Czech.
    ("online-server", &["cs"]),
];

/// Every variable a pattern uses, also inside selectors.
fn variables<'s>(pattern: &ast::Pattern<&'s str>, found: &mut BTreeSet<&'s str>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables<'s>(expression: &ast::Expression<&'s str>, found: &mut BTreeSet<&'s str>) {
    let inline = |e: &ast::InlineExpression<&'s str>, found: &mut BTreeSet<&'s str>| match e {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name);
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, found),
        _ => {}
    };
    match expression {
        ast::Expression::Inline(e) => inline(e, found),
        ast::Expression::Select { selector, variants } => {
            inline(selector, found);
            for variant in variants {
                variables(&variant.value, found);
            }
        }
    }
}

/// Every message of a language's file, with the variables it uses.
fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let resource = FluentResource::try_new(language.source().to_string())
        .unwrap_or_else(|(_, e)| panic!("{}.ftl does not parse: {e:?}", language.code()));
    let mut found = BTreeMap::new();
    for entry in resource.entries() {
        if let ast::Entry::Message(message) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &message.value {
                variables(value, &mut vars);
            }
            let vars = vars.into_iter().map(String::from).collect();
            let id = message.id.name.to_string();
            assert!(
                found.insert(id.clone(), vars).is_none(),
                "{} twice in {}.ftl",
                id,
                language.code()
            );
        }
    }
    found
}

#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let english = messages(Language::English);
    for language in Language::ALL {
        let other = messages(language);
        for (id, vars) in &english {
            let Some(theirs) = other.get(id) else {
                panic!("'{id}' is missing from {}.ftl", language.code());
            };
            assert_eq!(theirs, vars, "'{id}' in {}.ftl", language.code());
        }
        for id in other.keys() {
            assert!(
                english.contains_key(id),
                "'{id}' of {}.ftl is not in en.ftl",
                language.code()
            );
        }
    }
}

/// Arguments for every variable of a message: each a number (5), which every selector takes.
fn sample_args(vars: &BTreeSet<String>) -> Vec<(&str, Arg)> {
    vars.iter().map(|v| (v.as_str(), Arg::Number(5))).collect()
}

#[test]
fn no_english_is_left_in_a_translation() {
    let tr = Tr::new(Language::English);
    let english = messages(Language::English);
    let mut untranslated = Vec::new();
    for language in Language::ALL.into_iter().skip(1) {
        for (id, vars) in &english {
            let args = sample_args(vars);
            let theirs = tr.text_in(language, id, &args);
            let allowed = SAME_AS_ENGLISH
                .iter()
                .any(|(same, languages)| same == id && languages.contains(&language.code()));
            if allowed {
                continue;
            }
            if theirs == tr.text_in(Language::English, id, &args) {
                untranslated.push(format!("'{id}' in {}.ftl: {theirs}", language.code()));
            }
        }
    }
    assert!(
        untranslated.is_empty(),
        "the English text:\n{}",
        untranslated.join("\n")
    );
}

#[test]
fn every_message_formats_without_errors_and_with_its_words() {
    let tr = Tr::new(Language::English);
    for language in Language::ALL {
        let bundle = tr.bundle(language);
        for (id, vars) in messages(language) {
            let pattern = bundle.get_message(&id).and_then(|m| m.value()).unwrap();
            let mut args = FluentArgs::new();
            for var in &vars {
                args.set(var.as_str(), FluentValue::from(5));
            }
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            assert!(errors.is_empty(), "{id} in {}: {errors:?}", language.code());
            assert!(
                !text.trim().is_empty(),
                "{id} in {} is empty",
                language.code()
            );
            assert!(!text.contains('\u{2068}'), "isolation marks in {id}");
        }
    }
}

#[test]
fn plurals_follow_each_languages_rules() {
    let tr = Tr::new(Language::Russian);
    let board = |tr: &Tr, language, seeds: u8| {
        tr.text_in(
            language,
            "rules-board",
            &[("pits", Arg::from(6u8)), ("seeds", Arg::from(seeds))],
        )
    };
    for (language, words) in [
        (Language::Russian, ["1 камень", "2 камня", "5 камней"]),
        (Language::Czech, ["1 kámen", "2 kameny", "5 kamenů"]),
        (Language::Spanish, ["1 semilla", "2 semillas", "5 semillas"]),
        (Language::English, ["1 seed.", "2 seeds.", "5 seeds."]),
    ] {
        for (seeds, word) in [1, 2, 5].into_iter().zip(words) {
            let text = board(&tr, language, seeds);
            assert!(text.contains(word), "{}: {text}", language.code());
        }
    }
    let russian = |n: u8| {
        tr.text(
            "status-rules",
            &[("rules", "Калах".into()), ("seeds", n.into())],
        )
    };
    assert!(russian(1).contains("1 камень"), "{}", russian(1));
    assert!(russian(3).contains("3 камня"), "{}", russian(3));
    assert!(russian(5).contains("5 камней"), "{}", russian(5));
    assert!(russian(21).contains("21 камень"), "{}", russian(21));
}

#[test]
fn every_preset_has_a_name_a_description_and_a_source_in_every_language() {
    let english = messages(Language::English);
    for preset in crate::engine::rules::PRESETS {
        for part in ["", "-about", "-source"] {
            let id = format!("preset-{}{part}", preset.name);
            assert!(english.contains_key(&id), "no '{id}'");
        }
    }
}

#[test]
fn tags_name_their_languages() {
    assert_eq!(Language::from_tag("ru-RU"), Some(Language::Russian));
    assert_eq!(Language::from_tag("cs_CZ.UTF-8"), Some(Language::Czech));
    assert_eq!(Language::from_tag("es-419"), Some(Language::Spanish));
    assert_eq!(Language::from_tag("EN"), Some(Language::English));
    assert_eq!(Language::from_tag("de-DE"), None);
    assert_eq!(Language::from_tag(""), None);
}

#[test]
fn a_missing_language_falls_back_to_english_and_names_itself() {
    let tr = Tr::new(Language::Czech);
    assert_eq!(tr.native_name(Language::Czech), "Čeština");
    assert_eq!(tr.native_name(Language::Russian), "Русский");
    assert_eq!(tr.native_name(Language::Spanish), "Español");
    assert_eq!(tr.text("no-such-message", &[]), "no-such-message");
}

/// The web page reads its `web-` messages with a line-by-line reader (`web/messages.mjs`): each
/// must be one line of text and `{ $variable }`s.
#[test]
fn the_web_pages_messages_are_single_lines_of_text_and_variables() {
    for language in Language::ALL {
        let resource = FluentResource::try_new(language.source().to_string()).unwrap();
        let mut found = 0;
        for entry in resource.entries() {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            if !message.id.name.starts_with("web-") {
                continue;
            }
            found += 1;
            let value = message.value.as_ref().expect("a web message has a value");
            for element in &value.elements {
                let plain = match element {
                    ast::PatternElement::TextElement { value } => !value.contains('\n'),
                    ast::PatternElement::Placeable {
                        expression:
                            ast::Expression::Inline(ast::InlineExpression::VariableReference { .. }),
                    } => true,
                    ast::PatternElement::Placeable { .. } => false,
                };
                assert!(plain, "{} in {}.ftl", message.id.name, language.code());
            }
            let line = format!("\n{} = ", message.id.name);
            let start = language
                .source()
                .find(&line)
                .expect("written as `id = text`");
            let rest = &language.source()[start + 1..];
            let next = rest.lines().nth(1).unwrap_or("");
            assert!(
                !next.starts_with(' '),
                "{} in {}.ftl runs over one line",
                message.id.name,
                language.code()
            );
        }
        assert_eq!(found, 6, "{}.ftl", language.code());
    }
}
