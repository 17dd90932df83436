// Low quality's shading (lowered.rs): the base colour (times the wood's grain and the board's
// shading where the mesh has them) lit by the scene's sun and its ambient light, with one
// Blinn-Phong highlight, plus the glow, then the camera's tone curve. No shadows, no lamp, no
// image-based light and no branches: a software renderer runs every line of a shader for every
// pixel, and each of these took time on the frame bench.

#import bevy_pbr::mesh_view_bindings::{view, lights}
#import bevy_pbr::forward_io::VertexOutput
#ifdef TONEMAP_IN_SHADER
#import bevy_core_pipeline::tonemapping::tone_mapping
#endif

struct Look {
    colour: vec4<f32>,
    glow: vec4<f32>,
    // x: the highlight's strength (normalised for its exponent), y: its Blinn-Phong exponent,
    // z: 1 lit, 0 unlit.
    shine: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> look: Look;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var grain: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var grain_sampler: sampler;

const FRAC_1_PI: f32 = 0.3183098861837907;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    var base = look.colour;
#ifdef VERTEX_UVS_A
    base *= textureSample(grain, grain_sampler, in.uv);
#endif
#ifdef VERTEX_COLORS
    base *= in.color;
#endif
    let n = normalize(in.world_normal);
    let v = normalize(view.world_position - in.world_position.xyz);
    let sun = lights.directional_lights[0];
    let sun_colour = sun.color.rgb * f32(min(lights.n_directional_lights, 1u));
    let to_sun = sun.direction_to_light;
    let n_dot_l = max(dot(n, to_sun), 0.0);
    let highlight = look.shine.x * pow(max(dot(n, normalize(to_sun + v)), 0.0), look.shine.y);
    let lit = base.rgb * lights.ambient_color.rgb
        + (base.rgb * FRAC_1_PI + vec3(highlight)) * sun_colour * n_dot_l;
    let rgb = mix(base.rgb, lit * view.exposure, look.shine.z) + look.glow.rgb * view.exposure;
#ifdef TONEMAP_IN_SHADER
    return tone_mapping(vec4(rgb, base.a), view.color_grading);
#else
    return vec4(rgb, base.a);
#endif
}
