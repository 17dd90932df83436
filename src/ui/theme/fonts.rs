//! The overlay's two typefaces and its type scale. Inter, a text face made for screens, sets
//! prose, labels and buttons; EB Garamond, a book face, sets titles and the score. Both are
//! bundled under the SIL Open Font License (`assets/fonts/`, with their licences), cut down to
//! the letters the four languages write (Latin with its Czech and Spanish accents, Cyrillic and
//! the game's punctuation), and built into the program, so the very first frame has them.

use bevy_egui::egui::{self, FontFamily, FontId, TextStyle};

/// The text face's name in egui's font definitions.
const TEXT: &str = "Inter";
/// The display face's name.
const DISPLAY: &str = "EB Garamond";

/// The family of titles and the score.
pub(crate) fn display() -> FontFamily {
    FontFamily::Name(DISPLAY.into())
}

/// The score's style: the largest step of the scale, in the display face.
pub(crate) fn score() -> TextStyle {
    TextStyle::Name("score".into())
}

/// The overlay's font definitions: the text face for egui's two families, the display face for
/// its own.
pub(super) fn definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        TEXT.to_owned(),
        egui::FontData::from_static(include_bytes!("../../../assets/fonts/Inter-Regular.otf"))
            .into(),
    );
    fonts.font_data.insert(
        DISPLAY.to_owned(),
        egui::FontData::from_static(include_bytes!(
            "../../../assets/fonts/EBGaramond-Regular.otf"
        ))
        .into(),
    );
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts.families.insert(family, vec![TEXT.to_owned()]);
    }
    fonts.families.insert(display(), vec![DISPLAY.to_owned()]);
    fonts
}

/// The type scale, in points: small print 12, prose and buttons 15, the records' text 13,
/// headings 21 and the score 28 in the display face.
pub(super) fn scale() -> std::collections::BTreeMap<TextStyle, FontId> {
    [
        (TextStyle::Small, FontId::proportional(12.0)),
        (TextStyle::Body, FontId::proportional(15.0)),
        (TextStyle::Button, FontId::proportional(15.0)),
        (TextStyle::Monospace, FontId::monospace(13.0)),
        (TextStyle::Heading, FontId::new(21.0, display())),
        (score(), FontId::new(28.0, display())),
    ]
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Language;
    use skrifa::{FontRef, MetadataProvider};

    /// Every character the overlay writes has a glyph in both faces, where egui would otherwise
    /// draw a box: printable ASCII, the few others in the game's own text (ellipsis, dashes,
    /// middle dot, times, plus-minus) and every character of every language's messages
    /// (Cyrillic, Czech háčky and čárky, Spanish ñ ¿ ¡): a title or a name may be in either.
    #[test]
    fn both_faces_have_every_glyph_the_overlay_writes() {
        let fonts = definitions();
        for name in [TEXT, DISPLAY] {
            let face = FontRef::new(&fonts.font_data[name].font).expect("an OpenType face");
            let charmap = face.charmap();
            for c in (' '..='~').chain("…–—·×±".chars()) {
                assert!(charmap.map(c).is_some(), "{name} has no glyph for {c:?}");
            }
            for language in Language::ALL {
                for c in language.source().chars().filter(|c| !c.is_control()) {
                    assert!(
                        charmap.map(c).is_some(),
                        "{name} has no glyph for {c:?} of {}.ftl",
                        language.code()
                    );
                }
            }
            assert!(charmap.map('🎲').is_none(), "no emoji in {name}");
        }
        for family in [FontFamily::Proportional, FontFamily::Monospace] {
            assert_eq!(fonts.families[&family], [TEXT]);
        }
        assert_eq!(fonts.families[&display()], [DISPLAY]);
    }

    /// The highest point of `c`'s outline in `face`, in font units.
    fn top_of(face: &FontRef, c: char) -> f32 {
        use skrifa::instance::{LocationRef, Size};
        use skrifa::outline::{DrawSettings, OutlinePen};
        struct Top(f32);
        impl OutlinePen for Top {
            fn move_to(&mut self, _: f32, y: f32) {
                self.0 = self.0.max(y);
            }
            fn line_to(&mut self, _: f32, y: f32) {
                self.0 = self.0.max(y);
            }
            fn quad_to(&mut self, _: f32, _: f32, _: f32, y: f32) {
                self.0 = self.0.max(y);
            }
            fn curve_to(&mut self, _: f32, _: f32, _: f32, _: f32, _: f32, y: f32) {
                self.0 = self.0.max(y);
            }
            fn close(&mut self) {}
        }
        let glyph = face.charmap().map(c).expect("a glyph");
        let outline = face.outline_glyphs().get(glyph).expect("an outline");
        let mut top = Top(f32::MIN);
        let settings = DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
        outline.draw(settings, &mut top).expect("drawn");
        top.0
    }

    /// Both faces set lining figures: every digit stands about as tall as a capital, so a
    /// score of 10 never reads "io" (EB Garamond's own default figures are old-style).
    #[test]
    fn the_score_s_digits_stand_as_tall_as_capitals() {
        let fonts = definitions();
        for name in [TEXT, DISPLAY] {
            let face = FontRef::new(&fonts.font_data[name].font).expect("an OpenType face");
            let capital = top_of(&face, 'H');
            for digit in '0'..='9' {
                let top = top_of(&face, digit);
                assert!(
                    (top - capital).abs() < capital * 0.1,
                    "{name}'s {digit} stands {top}, a capital {capital}"
                );
            }
        }
    }

    /// Titles and the score are set in the display face, larger than the prose; every other
    /// step in the text face.
    #[test]
    fn the_scale_sets_titles_in_the_display_face() {
        let scale = scale();
        let body = scale[&TextStyle::Body].size;
        for style in [TextStyle::Heading, score()] {
            assert_eq!(scale[&style].family, display());
            assert!(scale[&style].size > body);
        }
        for style in [TextStyle::Small, TextStyle::Body, TextStyle::Button] {
            assert_eq!(scale[&style].family, FontFamily::Proportional);
        }
        assert!(scale[&TextStyle::Small].size < body);
    }
}
