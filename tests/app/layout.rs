//! Where the overlay's windows stand against the board: the camera frames the board in the room
//! they leave, so the game-over banner under the board leaves the final pits and counts in view
//! and gives the room back with the next game.

use crate::common::{m, opened, seats};
use bevy::prelude::*;
use kalah::engine::RuleSet;
use kalah::game::messages::{ChooseMove, GameCommand};
use kalah::game::phase::TurnPhase;
use kalah::game::table::Player;
use kalah::game::view::camera::ViewInsets;

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

fn bottom(app: &App) -> f32 {
    app.world().resource::<ViewInsets>().bottom
}

#[test]
fn the_game_over_banner_has_its_own_room_under_the_board() {
    let table = opened(seats(
        RuleSet::kalah().with_board(Some(3), Some(1)).unwrap(),
        [Player::Human, Player::Human],
    ));
    let mut app = crate::overlay::with_overlay(table, None);
    frames(&mut app, 3);
    assert_eq!(bottom(&app), 0.0, "nothing under the board during the game");
    // Both sides play their first legal move until the game ends.
    while m(&app).outcome().is_none() {
        let mv = m(&app).game().legal_moves()[0];
        app.world_mut().write_message(ChooseMove::human(mv));
        frames(&mut app, 40);
    }
    frames(&mut app, 5);
    assert_eq!(*app.world().resource::<TurnPhase>(), TurnPhase::Over);
    assert!(
        crate::overlay::named(&mut app, "Play again").is_some(),
        "the banner is shown"
    );
    assert!(bottom(&app) > 50.0, "the banner's room: {}", bottom(&app));
    let settings = m(&app).settings().clone();
    app.world_mut()
        .write_message(GameCommand::NewGame(settings));
    frames(&mut app, 5);
    assert_eq!(bottom(&app), 0.0, "the next game takes the room back");
}
