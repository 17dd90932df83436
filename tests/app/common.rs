//! What the headless App tests share: a table on `MinimalPlugins` whose clock moves by hand,
//! one [`FRAME`] an update, and a look at its match.

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use kalah::engine::RuleSet;
use kalah::game::opening::Opening;
use kalah::game::table::{Match, MatchSettings, Player, Starter};
use std::time::Duration;

/// Frame length of the manual clock.
pub const FRAME: Duration = Duration::from_millis(100);

/// `rules` between `players`, South first.
pub fn seats(rules: RuleSet, players: [Player; 2]) -> MatchSettings {
    MatchSettings {
        rules,
        players,
        starter: Starter::South,
    }
}

/// A table for `settings` on `MinimalPlugins` with manual time, before its first frame: the
/// test adds the plugins it needs, then calls [`start`].
pub fn opened(settings: MatchSettings) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(Opening {
            settings,
            ..Opening::default()
        });
    app
}

/// Startup, then the frame that builds the board.
pub fn start(app: &mut App) {
    app.update();
    app.update();
}

/// The match on the table.
pub fn m(app: &App) -> &Match {
    app.world().resource::<Match>()
}
