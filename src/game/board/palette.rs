//! The colours that carry the board: the gems' palettes (the classic glass pebbles, and one
//! told apart under every common colour-vision deficiency) and the high-contrast colours of the
//! rings and counts. Pure data and colour science (sRGB, linear RGB, CIELAB, the WCAG contrast
//! ratio, the Machado, Oliveira and Fernandes 2009 simulation of colour-vision deficiencies), so
//! the tests can check what a player with each deficiency tells apart.

use serde::{Deserialize, Serialize};

/// An sRGB colour, each channel 0..=1.
pub type Srgb = [f32; 3];

/// Which colours the gems take.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GemPalette {
    /// Classic glass pebbles: sapphire, emerald, amber, ruby, amethyst, aqua, clear, honey.
    #[default]
    Classic,
    /// Six colours (after Paul Tol's high-contrast scheme, with pearl, obsidian and sky) that
    /// stay apart in deuteranopia, protanopia and tritanopia.
    ColourSafe,
}

impl GemPalette {
    pub fn colours(self) -> &'static [Srgb] {
        match self {
            GemPalette::Classic => &CLASSIC,
            GemPalette::ColourSafe => &COLOUR_SAFE,
        }
    }

    /// The colours in high contrast, before each is lightened to
    /// [`high_contrast::MIN_GEM_LUMINANCE`]: the colour-safe obsidian becomes silver (a grey
    /// lightened only that far would meet the rose in protanopia and deuteranopia).
    pub fn high_contrast_colours(self) -> &'static [Srgb] {
        match self {
            GemPalette::Classic => &CLASSIC,
            GemPalette::ColourSafe => &COLOUR_SAFE_HIGH,
        }
    }
}

const CLASSIC: [Srgb; 8] = [
    [0.08, 0.32, 0.85], // sapphire
    [0.05, 0.6, 0.3],   // emerald
    [0.95, 0.55, 0.08], // amber
    [0.8, 0.08, 0.12],  // ruby
    [0.5, 0.2, 0.8],    // amethyst
    [0.1, 0.7, 0.8],    // aqua
    [0.92, 0.9, 0.85],  // clear
    [0.95, 0.78, 0.2],  // honey
];

const COLOUR_SAFE: [Srgb; 6] = [
    [0.0, 0.267, 0.533],   // blue #004488
    [0.867, 0.667, 0.2],   // yellow #DDAA33
    [0.733, 0.333, 0.4],   // rose #BB5566
    [0.949, 0.949, 0.949], // pearl #F2F2F2
    [0.133, 0.133, 0.133], // obsidian #222222
    [0.533, 0.8, 0.933],   // sky #88CCEE
];

/// The colour-safe palette in high contrast: obsidian becomes silver.
const COLOUR_SAFE_HIGH: [Srgb; 6] = [
    COLOUR_SAFE[0],
    COLOUR_SAFE[1],
    COLOUR_SAFE[2],
    COLOUR_SAFE[3],
    [0.7, 0.7, 0.7], // silver #B3B3B3
    COLOUR_SAFE[5],
];

/// The high-contrast look: each ring's colour (unlit, so it shows as given, less what the
/// tonemapping takes: [`TONEMAP_DIM`](high_contrast::TONEMAP_DIM)), the board's wood darkened to
/// make room for them, and the counts' text and background.
pub mod high_contrast {
    use super::Srgb;

    pub const PLAYABLE: Srgb = [1.0, 1.0, 1.0];
    pub const FOCUSED: Srgb = [1.0, 0.9, 0.3];
    pub const LANDING: Srgb = [0.3, 0.95, 1.0];
    pub const LANDING_CW: Srgb = [1.0, 0.75, 1.0];
    pub const HINT: Srgb = [0.3, 1.0, 0.4];
    /// A pale rose: the darkest red that still stands out from the darkened wood.
    pub const REFUSED: Srgb = [1.0, 0.8, 0.72];
    /// A pale blue, apart from the playable white and the landing cyan.
    pub const TUZDYK: Srgb = [0.84, 0.88, 1.0];
    /// What the wood's texture is multiplied by (the wood is also made matt: no shine).
    pub const WOOD_TINT: Srgb = [0.1, 0.09, 0.08];
    /// An upper bound of the darkened wood around the rings under the scene's lights: on a
    /// screenshot of the high-contrast board (1000x700, default lights) the wood sampled just
    /// inside and outside the pits' and the store's rings was at most (38, 25, 16) of 255, and
    /// 99 % of the board's wood pixels at most (55, 47, 39); this is (77, 59, 43).
    pub const WOOD_SHOWN: Srgb = [0.3, 0.23, 0.17];
    /// How much of an unlit colour's sRGB value the screen shows after tonemapping (measured:
    /// an unlit white ring shows as 205 of 255).
    pub const TONEMAP_DIM: f32 = 0.8;
    pub const COUNT_TEXT: Srgb = [1.0, 1.0, 1.0];
    pub const COUNT_BACKGROUND: Srgb = [0.0, 0.0, 0.0];
    /// The least WCAG relative luminance a gem shows with in high contrast: a darker gem is
    /// lightened towards white (its hue kept) so it stands out from the darkened wood, and it
    /// is made opaque, so the dark pit does not show through it.
    pub const MIN_GEM_LUMINANCE: f32 = 0.2;

    /// `colour` as a gem shows it in high contrast: lightened towards white, just enough to
    /// reach [`MIN_GEM_LUMINANCE`].
    pub fn lifted(colour: Srgb) -> Srgb {
        let mix = |t: f32| colour.map(|c| c + (1.0 - c) * t);
        if super::luminance(colour) >= MIN_GEM_LUMINANCE {
            return colour;
        }
        let (mut low, mut high) = (0.0f32, 1.0f32);
        for _ in 0..24 {
            let t = (low + high) / 2.0;
            if super::luminance(mix(t)) < MIN_GEM_LUMINANCE {
                low = t;
            } else {
                high = t;
            }
        }
        mix(high)
    }
}

/// One sRGB channel in linear light.
fn linear(c: f32) -> f32 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn to_linear(c: Srgb) -> [f32; 3] {
    c.map(linear)
}

/// WCAG 2 relative luminance.
fn luminance(c: Srgb) -> f32 {
    let [r, g, b] = to_linear(c);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// The WCAG 2 contrast ratio of two colours, 1 to 21.
pub fn contrast(a: Srgb, b: Srgb) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// CIELAB (D65) of a linear RGB colour.
fn lab(rgb: [f32; 3]) -> [f32; 3] {
    let [r, g, b] = rgb.map(|c| c.clamp(0.0, 1.0));
    let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
    let z = 0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b;
    let f = |t: f32| {
        let d = 6.0f32 / 29.0;
        if t > d * d * d {
            t.cbrt()
        } else {
            t / (3.0 * d * d) + 4.0 / 29.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIE76 colour difference (ΔE*ab) of two linear RGB colours.
pub fn delta_e76(a: [f32; 3], b: [f32; 3]) -> f32 {
    let (a, b) = (lab(a), lab(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// A colour-vision deficiency, simulated at full severity.
#[derive(Clone, Copy, Debug)]
pub enum Deficiency {
    Deuteranopia,
    Protanopia,
    Tritanopia,
}

impl Deficiency {
    /// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Deficiency::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Deficiency::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Deficiency::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }

    /// How an sRGB colour looks with this deficiency, in linear RGB.
    pub fn simulate(self, c: Srgb) -> [f32; 3] {
        let rgb = to_linear(c);
        self.matrix()
            .map(|row| row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])
    }
}

#[cfg(test)]
mod tests {
    use super::high_contrast::*;
    use super::*;

    /// The smallest CIE76 ΔE between two colours of `palette` as `see` shows them.
    fn closest(palette: &[Srgb], see: impl Fn(Srgb) -> [f32; 3]) -> f32 {
        let mut least = f32::MAX;
        for (i, &a) in palette.iter().enumerate() {
            for &b in &palette[i + 1..] {
                least = least.min(delta_e76(see(a), see(b)));
            }
        }
        least
    }

    /// Gems of the colour-safe palette differ by at least this CIE76 ΔE with normal vision
    /// and in each simulated deficiency (about 2.3 is a just-noticeable difference; 20 is
    /// plainly another colour).
    const MIN_DELTA_E: f32 = 20.0;

    #[test]
    fn the_colour_safe_gems_stay_apart_in_every_deficiency() {
        let palette = GemPalette::ColourSafe.colours();
        assert!(closest(palette, to_linear) >= MIN_DELTA_E);
        for deficiency in [
            Deficiency::Deuteranopia,
            Deficiency::Protanopia,
            Deficiency::Tritanopia,
        ] {
            let least = closest(palette, |c| deficiency.simulate(c));
            assert!(least >= MIN_DELTA_E, "{deficiency:?}: ΔE {least}");
        }
    }

    #[test]
    fn the_simulation_merges_what_the_deficiency_merges() {
        // The classic palette's ruby and emerald, plain for normal vision, come close in
        // protanopia: the test above could fail.
        let classic = GemPalette::Classic.colours();
        assert!(closest(classic, to_linear) >= MIN_DELTA_E);
        assert!(closest(classic, |c| Deficiency::Protanopia.simulate(c)) < MIN_DELTA_E);
        // Grey stays grey (each matrix keeps white white).
        for deficiency in [
            Deficiency::Deuteranopia,
            Deficiency::Protanopia,
            Deficiency::Tritanopia,
        ] {
            let white = deficiency.simulate([1.0, 1.0, 1.0]);
            assert!(white.iter().all(|c| (c - 1.0).abs() < 0.01), "{white:?}");
        }
    }

    #[test]
    fn in_high_contrast_dark_gems_are_lightened_and_stay_apart() {
        for palette in [GemPalette::Classic, GemPalette::ColourSafe] {
            let colours = palette.high_contrast_colours();
            let lifted: Vec<Srgb> = colours.iter().map(|&c| lifted(c)).collect();
            for (&was, &now) in colours.iter().zip(&lifted) {
                assert!(
                    luminance(now) >= MIN_GEM_LUMINANCE - 1e-3,
                    "{was:?} -> {now:?}"
                );
                assert!(contrast(now, WOOD_SHOWN) >= 1.5, "{now:?}");
                if luminance(was) >= MIN_GEM_LUMINANCE {
                    assert_eq!(was, now);
                }
            }
            if palette == GemPalette::ColourSafe {
                assert!(closest(&lifted, to_linear) >= MIN_DELTA_E);
                for deficiency in [
                    Deficiency::Deuteranopia,
                    Deficiency::Protanopia,
                    Deficiency::Tritanopia,
                ] {
                    let least = closest(&lifted, |c| deficiency.simulate(c));
                    assert!(least >= MIN_DELTA_E, "lifted, {deficiency:?}: ΔE {least}");
                }
            }
        }
    }

    #[test]
    fn high_contrast_rings_and_counts_stand_out_from_their_background() {
        for ring in [
            PLAYABLE, FOCUSED, LANDING, LANDING_CW, HINT, REFUSED, TUZDYK,
        ] {
            let shown = ring.map(|c| c * TONEMAP_DIM);
            let ratio = contrast(shown, WOOD_SHOWN);
            assert!(ratio >= 4.5, "{ring:?}: {ratio}");
        }
        assert!(contrast(COUNT_TEXT, COUNT_BACKGROUND) >= 4.5);
        assert!((contrast([1.0; 3], [0.0; 3]) - 21.0).abs() < 1e-3);
    }
}
