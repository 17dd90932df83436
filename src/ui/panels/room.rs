//! The room the panels that stand beside the board take: the replay's panel, the game-over
//! banner and the learn card below it, the online panel at its left in a landscape window
//! (below it in a portrait one), the list of moves at its right while it is open. Each claims its edge and how far in from it it reaches, each
//! frame it is shown, and gives the room back when it goes; `hud::insets` frames the board in
//! what the largest claim at each edge leaves.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_egui::egui;

/// The least space between a panel under the board and the panels at its sides.
const SPAN_MARGIN: f32 = 10.0;

/// An edge of the window a panel stands at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Edge {
    Bottom,
    Left,
    Right,
}

/// The panels' claims: by panel, the edge and how far in from it the panel reaches (egui
/// points).
#[derive(Resource, Default, Debug)]
pub(crate) struct Claims(HashMap<&'static str, (Edge, f32)>);

impl Claims {
    /// Each panel's claim.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&'static str, &(Edge, f32))> {
        self.0.iter().map(|(panel, room)| (*panel, room))
    }

    /// Where a panel under the board stands across `screen`: how far left of the centre (the
    /// middle of what the side panels leave) and how wide it may be at most (that room, less a
    /// margin each side).
    pub(crate) fn bottom_span(&self, screen: egui::Rect) -> (f32, f32) {
        let (left, right) = (self.reach(Edge::Left), self.reach(Edge::Right));
        (
            (left - right) / 2.0,
            screen.width() - left - right - 2.0 * SPAN_MARGIN,
        )
    }

    /// How far in from `edge` the panels there reach, together.
    pub(crate) fn reach(&self, edge: Edge) -> f32 {
        self.0
            .values()
            .filter(|(at, _)| *at == edge)
            .map(|&(_, reach)| reach)
            .fold(0.0, f32::max)
    }
}

/// Sets `panel`'s claim (none: it gives its room back), changing the resource only when the
/// claim changes, so a still board asks for no frame.
pub(crate) fn claim(claims: &mut ResMut<Claims>, panel: &'static str, room: Option<(Edge, f32)>) {
    if claims.0.get(panel).copied() == room {
        return;
    }
    match room {
        Some(room) => claims.0.insert(panel, room),
        None => claims.0.remove(panel),
    };
}

/// Sets `panel`'s claim from its window as shown this frame (none: not shown): how far in from
/// `edge` of `screen` it reaches, once egui has laid it out where it shows.
pub(crate) fn claim_window(
    claims: &mut ResMut<Claims>,
    panel: &'static str,
    edge: Edge,
    screen: egui::Rect,
    window: Option<&egui::Response>,
) {
    let reach = window
        .and_then(laid_out)
        .and_then(|rect| reach_of(edge, screen, rect));
    claim(claims, panel, reach.map(|reach| (edge, reach)));
}

/// Where a window shown this frame stands, once egui has shown it: none in the frames it is
/// first laid out (egui's sizing pass lays it out invisible at a size of its own, not where and
/// how large it shows).
fn laid_out(window: &egui::Response) -> Option<egui::Rect> {
    let shown = window
        .ctx
        .memory(|m| m.areas().visible_last_frame(&window.layer_id));
    shown.then_some(window.rect)
}

/// How far in from `edge` of `screen` a window shown at `rect` reaches; none for a window as
/// large as the screen.
fn reach_of(edge: Edge, screen: egui::Rect, rect: egui::Rect) -> Option<f32> {
    if rect.height() >= screen.height() || rect.width() >= screen.width() {
        return None;
    }
    Some(match edge {
        Edge::Bottom => screen.max.y - rect.min.y,
        Edge::Left => rect.max.x - screen.min.x,
        Edge::Right => screen.max.x - rect.min.x,
    })
}

/// Where a panel that stands at the board's side goes in `screen`: the left in a landscape
/// window, the bottom in a portrait one (the board is turned upright there and needs the
/// width).
pub(crate) fn side_or_bottom(screen: egui::Rect) -> Edge {
    match screen.width() > screen.height() {
        true => Edge::Left,
        false => Edge::Bottom,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_claim_at_an_edge_is_its_room() {
        let mut claims = Claims::default();
        claims.0.insert("banner", (Edge::Bottom, 120.0));
        claims.0.insert("card", (Edge::Bottom, 200.0));
        claims.0.insert("online", (Edge::Left, 300.0));
        assert_eq!(claims.reach(Edge::Bottom), 200.0);
        assert_eq!(claims.reach(Edge::Left), 300.0);
        claims.0.remove("online");
        assert_eq!(claims.reach(Edge::Left), 0.0);
        // Under the board, a panel keeps clear of the list of moves at the right.
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0));
        assert_eq!(claims.bottom_span(screen), (0.0, 780.0));
        claims.0.insert("moves", (Edge::Right, 180.0));
        assert_eq!(claims.bottom_span(screen), (-90.0, 600.0));
    }

    #[test]
    fn a_window_reaches_in_from_its_edge() {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
        let low = egui::Rect::from_min_max(egui::pos2(400.0, 650.0), egui::pos2(880.0, 790.0));
        assert_eq!(reach_of(Edge::Bottom, screen, low), Some(150.0));
        let side = egui::Rect::from_min_max(egui::pos2(10.0, 100.0), egui::pos2(330.0, 500.0));
        assert_eq!(reach_of(Edge::Left, screen, side), Some(330.0));
        let list = egui::Rect::from_min_max(egui::pos2(1090.0, 120.0), egui::pos2(1270.0, 500.0));
        assert_eq!(reach_of(Edge::Right, screen, list), Some(190.0));
        // egui measures a new window over the whole screen first: no claim from that.
        assert_eq!(reach_of(Edge::Bottom, screen, screen), None);
        assert_eq!(side_or_bottom(screen), Edge::Left);
        let portrait = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(600.0, 900.0));
        assert_eq!(side_or_bottom(portrait), Edge::Bottom);
    }
}
