//! A wood-grain texture generated in code: warm brown growth rings along the board, bent by
//! smooth noise, with fine streaks, at a size for the graphics quality; in Low quality the
//! rings are calmer, so the bowls' light (baked into the board's mesh) reads over them.
//! Nothing is downloaded or shipped for it. The cloth's and the shadow's textures are painted
//! with the same helpers ([`painted`], [`repeating`]).

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::quality::Detail;

/// Texture size: long, like the board; half each way in Low quality.
const SIZE: UVec2 = UVec2::new(1536, 512);

/// Light and dark wood (sRGB).
const EARLY_WOOD: [f32; 3] = [0.66, 0.42, 0.23];
const LATE_WOOD: [f32; 3] = [0.42, 0.23, 0.1];

/// A well-mixed hash of a lattice point, in 0..1.
pub(super) fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x27d4_eb2d)
        ^ (y as u32).wrapping_mul(0x1656_67b1)
        ^ seed.wrapping_mul(0x9e37_79b9);
    h = (h ^ (h >> 15)).wrapping_mul(0x85eb_ca6b);
    h = (h ^ (h >> 13)).wrapping_mul(0xc2b2_ae35);
    (h ^ (h >> 16)) as f32 / u32::MAX as f32
}

/// Smooth value noise in 0..1.
fn noise(x: f32, y: f32, seed: u32) -> f32 {
    let (xi, yi) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let a = hash(xi, yi, seed);
    let b = hash(xi + 1, yi, seed);
    let c = hash(xi, yi + 1, seed);
    let d = hash(xi + 1, yi + 1, seed);
    let top = a + (b - a) * sx;
    let bottom = c + (d - c) * sx;
    top + (bottom - top) * sy
}

/// Fractal noise: four octaves, in about 0..1.
fn fbm(x: f32, y: f32, seed: u32) -> f32 {
    let mut sum = 0.0;
    let mut amplitude = 0.5;
    let mut frequency = 1.0;
    for octave in 0..4 {
        sum += amplitude * noise(x * frequency, y * frequency, seed + octave);
        amplitude *= 0.5;
        frequency *= 2.0;
    }
    sum / 0.9375
}

/// How dark the late wood of the rings gets, by quality (of the way from early to late wood).
fn rings_strength(detail: Detail) -> f32 {
    match detail {
        Detail::High => 0.7,
        Detail::Low => 0.4,
    }
}

/// The sRGB colour of the wood at texture coordinates (u, v) in 0..1, with rings of this
/// strength.
pub fn wood_colour(u: f32, v: f32, strength: f32) -> [f32; 3] {
    // Growth rings run along u; broad noise bends them into long, uneven flames.
    let bend = fbm(u * 2.5, v * 1.5, 7) * 4.0 + fbm(u * 9.0, v * 3.0, 5) * 0.5;
    let rings = (v * 16.0 + bend).fract();
    let late = ((rings - 0.5) / 0.45).clamp(0.0, 1.0);
    let late = late * late * (3.0 - 2.0 * late) * strength;
    // Fine pores: thin streaks along the grain.
    let pores = fbm(u * 3.0, v * 160.0, 11) - 0.5;
    let tone = 1.0 + pores * 0.3 + (fbm(u * 5.0, v * 5.0, 3) - 0.5) * 0.16;
    std::array::from_fn(|i| {
        let c = EARLY_WOOD[i] + (LATE_WOOD[i] - EARLY_WOOD[i]) * late;
        (c * tone).clamp(0.0, 1.0)
    })
}

/// The texture, repeating in both directions.
pub fn wood_image(detail: Detail) -> Image {
    let UVec2 {
        x: width,
        y: height,
    } = match detail {
        Detail::High => SIZE,
        Detail::Low => SIZE / 2,
    };
    let strength = rings_strength(detail);
    let image = painted(UVec2::new(width, height), |x, y| {
        let (u, v) = (x as f32 / width as f32, y as f32 / height as f32);
        let [r, g, b] = wood_colour(u, v, strength).map(|c| (c * 255.0).round() as u8);
        [r, g, b, 255]
    });
    repeating(image)
}

/// An sRGB image of `size` pixels, each painted by `pixel(x, y)`: a texture made in code.
pub(super) fn painted(size: UVec2, pixel: impl Fn(u32, u32) -> [u8; 4]) -> Image {
    let mut data = Vec::with_capacity((size.x * size.y * 4) as usize);
    for y in 0..size.y {
        for x in 0..size.x {
            data.extend(pixel(x, y));
        }
    }
    Image::new(
        Extent3d {
            width: size.x,
            height: size.y,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// `image` sampled smoothly and repeating both ways.
pub(super) fn repeating(mut image: Image) -> Image {
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wood_is_warm_and_varied_and_calmer_in_low() {
        let spread = |detail| {
            let samples: Vec<[f32; 3]> = (0..200)
                .map(|i| {
                    let (u, v) = (i as f32 / 200.0, (i * 37 % 200) as f32 / 200.0);
                    wood_colour(u, v, rings_strength(detail))
                })
                .collect();
            assert!(samples.iter().all(|[r, g, b]| r > g && g > b));
            let reds: Vec<f32> = samples.iter().map(|c| c[0]).collect();
            reds.iter().cloned().fold(0.0, f32::max) - reds.iter().cloned().fold(1.0, f32::min)
        };
        let (high, low) = (spread(Detail::High), spread(Detail::Low));
        assert!(low > 0.1, "{low}");
        assert!(low < high, "{low} against {high}");
    }
}
