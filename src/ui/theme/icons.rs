//! The overlay's own icons, drawn as vector shapes in the text's colour (so they follow the UI
//! scale, the button's state and high contrast), for the game's actions, where a row of words
//! would be clumsy: undo, redo, the hint, pause and play, the steps of a replay (to the start,
//! back, forward, to the end: the last also skips a sowing), the rules and the sound. An icon
//! button keeps its word: screen readers say it, and it shows on hover.

use bevy_egui::egui::{self, Color32, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};
use std::f32::consts::PI;

/// What an icon shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Icon {
    Undo,
    Redo,
    Hint,
    Pause,
    Resume,
    First,
    Back,
    Forward,
    Last,
    Rules,
    Sound,
    Muted,
}

/// A button showing `icon`, named `label` for screen readers and on hover; `selected` shows it
/// pressed in (a toggle that is on). A busy hint turns its bulb into a spinner.
pub(crate) fn button(
    ui: &mut egui::Ui,
    (icon, label): (Icon, &str),
    enabled: bool,
    selected: bool,
) -> egui::Response {
    let side = ui.spacing().interact_size.y;
    let response = ui.add_enabled(
        enabled,
        egui::Button::new("")
            .min_size(vec2(side * 1.3, side))
            .selected(selected),
    );
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::WidgetType::Button, enabled, selected, label)
    });
    let visuals = ui.style().interact_selectable(&response, selected);
    let color = if enabled {
        visuals.fg_stroke.color
    } else {
        ui.visuals().weak_text_color()
    };
    let square = Rect::from_center_size(response.rect.center(), Vec2::splat(side * 0.72));
    paint(ui.painter(), icon, square, color);
    response.on_hover_text(label).on_disabled_hover_text(label)
}

/// Draws `icon` in `r`, a square, in `color`.
pub(crate) fn paint(painter: &Painter, icon: Icon, r: Rect, color: Color32) {
    painter.extend(shapes(icon, r, color));
}

/// The shapes of `icon` in `r`, a square, in `color`.
fn shapes(icon: Icon, r: Rect, color: Color32) -> Vec<Shape> {
    let s = r.width();
    let c = r.center();
    let stroke = Stroke::new((s * 0.1).max(1.2), color);
    let at = |x: f32, y: f32| c + vec2(x * s, y * s);
    let bar = |x: f32, width: f32, height: f32| {
        Shape::rect_filled(
            Rect::from_center_size(at(x, 0.0), vec2(s * width, s * height)),
            1.0,
            color,
        )
    };
    match icon {
        Icon::Undo => turning_arrow(c, s, stroke, 1.0),
        Icon::Redo => turning_arrow(c, s, stroke, -1.0),
        Icon::Hint => vec![
            Shape::circle_stroke(at(0.0, -0.12), s * 0.26, stroke),
            Shape::line_segment([at(-0.12, 0.27), at(0.12, 0.27)], stroke),
            Shape::line_segment([at(-0.08, 0.42), at(0.08, 0.42)], stroke),
        ],
        Icon::Pause => vec![bar(-0.2, 0.16, 0.8), bar(0.2, 0.16, 0.8)],
        Icon::Resume => vec![triangle(c, s, color, (1.0, -0.3), 0.7)],
        Icon::First => steps(c, s, color, -1.0, 2),
        Icon::Back => steps(c, s, color, -1.0, 1),
        Icon::Forward => steps(c, s, color, 1.0, 1),
        Icon::Last => steps(c, s, color, 1.0, 2),
        Icon::Rules => {
            let page = Rect::from_center_size(c, vec2(s * 0.7, s * 0.9));
            let mut page = vec![Shape::rect_stroke(
                page,
                2.0,
                stroke,
                egui::StrokeKind::Middle,
            )];
            for y in [-0.2, 0.0, 0.2] {
                page.push(Shape::line_segment([at(-0.18, y), at(0.18, y)], stroke));
            }
            page
        }
        Icon::Sound | Icon::Muted => {
            let speaker = vec![
                at(-0.45, -0.14),
                at(-0.25, -0.14),
                at(-0.02, -0.38),
                at(-0.02, 0.38),
                at(-0.25, 0.14),
                at(-0.45, 0.14),
            ];
            let mut shapes = vec![Shape::convex_polygon(speaker, color, Stroke::NONE)];
            if icon == Icon::Sound {
                for radius in [0.2, 0.36] {
                    let wave = arc(at(-0.02, 0.0), s * radius, (-PI / 4.0, PI / 4.0));
                    shapes.push(Shape::line(wave, stroke));
                }
            } else {
                shapes.push(Shape::line_segment(
                    [at(0.14, -0.16), at(0.46, 0.16)],
                    stroke,
                ));
                shapes.push(Shape::line_segment(
                    [at(0.14, 0.16), at(0.46, -0.16)],
                    stroke,
                ));
            }
            shapes
        }
    }
}

/// A triangle pointing the way of `hand` (1 right, -1 left) from `x` (a share of the square,
/// mirrored with the hand) over `length`.
fn triangle(c: Pos2, s: f32, color: Color32, (hand, x): (f32, f32), length: f32) -> Shape {
    let at = |x: f32, y: f32| c + vec2(hand * x * s, y * s);
    let half = 0.36;
    let mut points = vec![at(x, -half), at(x + length, 0.0), at(x, half)];
    if hand < 0.0 {
        // Clockwise on screen either way, as egui fills it.
        points.reverse();
    }
    Shape::convex_polygon(points, color, Stroke::NONE)
}

/// A replay's step towards `hand` (1 forward, -1 back): `count` triangles and the bar that
/// ends the way (one: a move; two: all the way).
fn steps(c: Pos2, s: f32, color: Color32, hand: f32, count: usize) -> Vec<Shape> {
    let length = 0.38;
    let first = -0.04 - length * (count as f32 - 1.0) - 0.2 * (2.0 - count as f32);
    let mut shapes: Vec<Shape> = (0..count)
        .map(|i| triangle(c, s, color, (hand, first + i as f32 * length), length))
        .collect();
    let end = first + count as f32 * length + 0.05;
    let bar = Rect::from_center_size(c + vec2(hand * end * s, 0.0), vec2(s * 0.12, s * 0.72));
    shapes.push(Shape::rect_filled(bar, 1.0, color));
    shapes
}

/// Undo's arrow (`hand` 1: turning back, to the left) or redo's (-1, its mirror): three
/// quarters of a circle with the head at its end.
fn turning_arrow(c: Pos2, s: f32, stroke: Stroke, hand: f32) -> Vec<Shape> {
    let radius = s * 0.3;
    let centre = c + vec2(0.0, s * 0.06);
    // Counterclockwise on screen from lower right over the top to the left, for undo.
    let (from, to) = (-PI / 4.0, PI * 1.05);
    let points: Vec<Pos2> = arc(centre, radius, (from, to))
        .into_iter()
        .map(|p| pos2(centre.x + hand * (p.x - centre.x), p.y))
        .collect();
    let tip = *points.last().expect("an arc has points");
    // The arc's direction at its end, and the head's two barbs folded back from it.
    let heading = vec2(-to.sin() * hand, -to.cos());
    let barb = s * 0.22;
    let mut shapes: Vec<Shape> = [0.6_f32, -0.6]
        .into_iter()
        .map(|turn| {
            let back = egui::emath::Rot2::from_angle(turn) * -heading;
            Shape::line_segment([tip, tip + back * barb], stroke)
        })
        .collect();
    shapes.push(Shape::line(points, stroke));
    shapes
}

/// Points along a circle's arc from angle `from` to `to` (radians, counterclockwise as seen on
/// screen, 0 pointing right).
fn arc(centre: Pos2, radius: f32, (from, to): (f32, f32)) -> Vec<Pos2> {
    const STEPS: usize = 16;
    (0..=STEPS)
        .map(|i| {
            let angle = from + (to - from) * i as f32 / STEPS as f32;
            centre + vec2(angle.cos(), -angle.sin()) * radius
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Icon; 12] = [
        Icon::Undo,
        Icon::Redo,
        Icon::Hint,
        Icon::Pause,
        Icon::Resume,
        Icon::First,
        Icon::Back,
        Icon::Forward,
        Icon::Last,
        Icon::Rules,
        Icon::Sound,
        Icon::Muted,
    ];

    /// Every icon draws inside its square (its strokes reaching a little past it at most),
    /// and no two icons draw the same picture (redo is undo's mirror, muted the speaker
    /// crossed out).
    #[test]
    fn every_icon_draws_its_own_picture_in_its_square() {
        let r = Rect::from_center_size(pos2(50.0, 50.0), Vec2::splat(20.0));
        let mut seen: Vec<Vec<Shape>> = Vec::new();
        for icon in ALL {
            let drawn = shapes(icon, r, Color32::RED);
            assert!(!drawn.is_empty(), "{icon:?} draws nothing");
            let bounds = drawn.iter().fold(Rect::NOTHING, |b, shape| {
                b.union(shape.visual_bounding_rect())
            });
            assert!(
                r.expand(2.0).contains_rect(bounds),
                "{icon:?} spills: {bounds:?}"
            );
            assert!(
                bounds.width() > 8.0 && bounds.height() > 8.0,
                "{icon:?} is a speck"
            );
            assert!(!seen.contains(&drawn), "{icon:?} looks like another icon");
            seen.push(drawn);
        }
    }
}
