//! The overlay's words in English, Spanish, Russian and Czech: one Fluent file a language
//! (`assets/locales/{en,es,ru,cs}.ftl`, compiled in), read into one bundle each; [`Tr`] is the
//! resource that turns a message id and its arguments into the current language's text, with
//! Fluent's CLDR plural rules (1 камень, 2 камня, 5 камней). The first language is the one the
//! player chose before, else the system's (the browser's on the web), else English; changing it
//! takes effect on the next frame.

pub mod errors;
pub mod language;
pub mod names;

mod system;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use system::system_language;

/// A language the overlay speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    Spanish,
    Russian,
    Czech,
}

impl Language {
    /// Every language, in the order the language menu lists them.
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::Spanish,
        Language::Russian,
        Language::Czech,
    ];

    /// The language's BCP 47 code (its file's name).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::Russian => "ru",
            Language::Czech => "cs",
        }
    }

    /// The language's Fluent file.
    pub fn source(self) -> &'static str {
        match self {
            Language::English => include_str!("../../../assets/locales/en.ftl"),
            Language::Spanish => include_str!("../../../assets/locales/es.ftl"),
            Language::Russian => include_str!("../../../assets/locales/ru.ftl"),
            Language::Czech => include_str!("../../../assets/locales/cs.ftl"),
        }
    }

    /// The language a tag names (`ru`, `es-MX`, `cs_CZ.UTF-8`), if the overlay speaks it.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }
}

/// A message argument: a number (plurals select on it) or a text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(i64),
    Text(String),
}

macro_rules! number_args {
    ($($ty:ty),*) => {
        $(impl From<$ty> for Arg {
            fn from(n: $ty) -> Arg {
                Arg::Number(i64::from(n))
            }
        })*
    };
}
number_args!(u8, u16, u32, i32, i64);

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

/// A message id with its arguments: what pure functions (the rules' explanation) return for
/// the overlay to put into words.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// This message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }
}

/// The text of a message in the current language: `t!(tr, "hud-undo")`, or with arguments
/// `t!(tr, "status-thinking", "seat" => name)`.
macro_rules! t {
    ($tr:expr, $id:expr) => {
        $tr.text($id, &[])
    };
    ($tr:expr, $id:expr, $($name:literal => $value:expr),+ $(,)?) => {
        $tr.text($id, &[$(($name, $crate::ui::i18n::Arg::from($value))),+])
    };
}
pub(crate) use t;

/// One language's messages.
type Bundle = FluentBundle<FluentResource>;

fn bundle(language: Language) -> Bundle {
    let resource = FluentResource::try_new(language.source().to_string()).unwrap_or_else(
        |(resource, errors)| {
            bevy::log::error!("{}.ftl: {errors:?}", language.code());
            resource
        },
    );
    let id = language
        .code()
        .parse()
        .expect("the four codes are language tags");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks around arguments would show as boxes: the typeface has none, and
    // every language here runs left to right.
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(resource) {
        bevy::log::error!("{}.ftl: {errors:?}", language.code());
    }
    bundle
}

/// The overlay's translator: every language's bundle, and the one spoken now.
#[derive(bevy::prelude::Resource)]
pub struct Tr {
    language: Language,
    bundles: Vec<(Language, Bundle)>,
}

impl Tr {
    pub fn new(language: Language) -> Tr {
        Tr {
            language,
            bundles: Language::ALL.map(|l| (l, bundle(l))).into(),
        }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    pub fn set_language(&mut self, language: Language) {
        self.language = language;
    }

    fn bundle(&self, language: Language) -> &Bundle {
        &self
            .bundles
            .iter()
            .find(|(l, _)| *l == language)
            .expect("a bundle for every language")
            .1
    }

    /// The message `id` with these arguments, in the current language (English where the
    /// language lacks it; the id itself where English does too).
    pub fn text(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.text_in(self.language, id, args)
    }

    /// The message `id` in `language`.
    pub fn text_in(&self, language: Language, id: &str, args: &[(&str, Arg)]) -> String {
        let (bundle, message) = [language, Language::English]
            .into_iter()
            .map(|l| self.bundle(l))
            .find_map(|b| Some((b, b.get_message(id)?)))
            .unzip();
        let Some(pattern) = message.and_then(|m| m.value()) else {
            bevy::log::error!("no message '{id}'");
            return id.to_string();
        };
        let bundle = bundle.expect("found with its message");
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Text(s) => FluentValue::from(s.as_str()),
            };
            fluent_args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if !errors.is_empty() {
            bevy::log::error!("message '{id}' in {}: {errors:?}", language.code());
        }
        text.into_owned()
    }

    /// A message id and arguments, put into words.
    pub fn msg(&self, msg: &Msg) -> String {
        self.text(msg.id, &msg.args)
    }

    /// A language's name in itself ("Русский"), for the language menu.
    pub fn native_name(&self, language: Language) -> String {
        self.text_in(language, "language-name", &[])
    }
}

#[cfg(test)]
mod tests;
