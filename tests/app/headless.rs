//! Headless App tests: the game's logic plugin on `MinimalPlugins` with manual time. Turn flow,
//! the sowing animation leaving exactly the engine's gem counts in every hole, a `ChooseMove`
//! becoming a move, undo, new games, the board's marks and the AI's task; and what the HUD
//! reads out: the scores as the gems show them while a move is sown, the hint's value, and its
//! words in the language the player chooses.

use crate::common;

use bevy::prelude::*;
use common::{m, opened, seats, start};
use kalah::engine::ai::{Level, MoveValue};
use kalah::engine::{Hole, Move, RuleSet, Side};
use kalah::game::ai::Brain;
use kalah::game::board::{Gem, Motion, Pit, Place, Store, check_world};
use kalah::game::marks::Marks;
use kalah::game::messages::{ChooseMove, GameCommand, MoveSource, PitFocus};
use kalah::game::phase::TurnPhase;
use kalah::game::settings::Settings;
use kalah::game::table::{Match, MatchSettings, Player};
use kalah::ui::UiStart;
use kalah::ui::access::spoken::Spoken;
use kalah::ui::hud::status_text;
use kalah::ui::i18n::{Language, Tr};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use std::time::{Duration, Instant};

fn app(settings: MatchSettings) -> App {
    let mut app = opened(settings);
    app.add_plugins(kalah::LogicPlugin);
    start(&mut app);
    app
}

/// Two humans at `rules`, with the overlay's words in English and the `overlay` plugins.
fn in_english<M>(rules: RuleSet, overlay: impl bevy::app::Plugins<M>) -> App {
    let mut app = opened(seats(rules, [Player::Human, Player::Human]));
    app.insert_resource(UiStart {
        language: Some(Language::English),
        panel: None,
    })
    .add_plugins((kalah::LogicPlugin, overlay));
    start(&mut app);
    app
}

fn human_vs_human(rules: RuleSet) -> App {
    app(seats(rules, [Player::Human, Player::Human]))
}

fn idle(app: &App) -> bool {
    app.world().resource::<TurnPhase>().settled()
}

/// Runs frames until the animation has settled (at most `limit` frames).
fn settle(app: &mut App, limit: usize) {
    for _ in 0..limit {
        app.update();
        if idle(app) {
            return;
        }
    }
    panic!("the animation did not settle in {limit} frames");
}

fn choose(app: &mut App, mv: Move, source: MoveSource) {
    app.world_mut().write_message(ChooseMove { mv, source });
    app.update();
}

fn count<C: Component>(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query_filtered::<(), With<C>>().iter(world).count()
}

#[test]
fn the_board_is_built_for_the_game() {
    let mut app = human_vs_human(RuleSet::kalah());
    assert_eq!(count::<Pit>(&mut app), 12);
    assert_eq!(count::<Store>(&mut app), 2);
    assert_eq!(count::<Gem>(&mut app), 48);
    check_world(app.world_mut()).unwrap();
}

#[test]
fn a_choose_move_message_becomes_a_move() {
    let mut app = human_vs_human(RuleSet::kalah());
    choose(&mut app, Move::ccw(2), MoveSource::Human);
    assert_eq!(m(&app).game().moves().collect::<Vec<_>>(), [Move::ccw(2)]);
    assert!(!idle(&app), "the sowing is being animated");
    settle(&mut app, 200);
    check_world(app.world_mut()).unwrap();
    // Pit 3 of 4 seeds ends in South's store: an extra turn.
    assert_eq!(m(&app).position().to_move(), Side::South);
    assert_eq!(m(&app).last_move().unwrap().extra_turn(), Some(Side::South));
}

#[test]
fn turn_flow_refuses_what_is_not_allowed() {
    let mut app = app(seats(
        RuleSet::kalah(),
        [Player::Human, Player::Ai(Level::Beginner)],
    ));
    // The AI may not move for the human, nor the human play an illegal pit.
    choose(&mut app, Move::ccw(0), MoveSource::Ai);
    choose(&mut app, Move::ccw(8), MoveSource::Human);
    choose(&mut app, Move::cw(0), MoveSource::Human);
    assert_eq!(m(&app).game().moves().len(), 0);
    // A second move while the first is still being sown is too early.
    choose(&mut app, Move::ccw(0), MoveSource::Human);
    choose(&mut app, Move::ccw(1), MoveSource::Human);
    assert_eq!(m(&app).game().moves().len(), 1);
    // Now North (the AI) is to move: a human's choice for North is refused.
    settle(&mut app, 200);
    assert_eq!(m(&app).position().to_move(), Side::North);
    choose(&mut app, Move::ccw(0), MoveSource::Human);
    assert_eq!(m(&app).game().moves().len(), 1);
}

#[test]
fn gems_match_the_engine_after_every_move_of_random_games_of_every_preset() {
    let mut rng = SmallRng::seed_from_u64(2024);
    let mut boards: Vec<RuleSet> = RuleSet::presets();
    boards.push(
        RuleSet::preset("nigerian")
            .unwrap()
            .with_board(Some(9), Some(5))
            .unwrap(),
    );
    boards.push(RuleSet::kalah().with_board(Some(1), Some(12)).unwrap());
    for rules in boards {
        let name = format!("{} {}x{}", rules.name, rules.pits, rules.seeds);
        let mut app = human_vs_human(rules);
        for ply in 0..80 {
            let legal = m(&app).game().legal_moves();
            let Some(&mv) = legal.choose(&mut rng) else {
                break;
            };
            choose(&mut app, mv, MoveSource::Human);
            assert_eq!(
                m(&app).game().moves().len(),
                ply + 1,
                "{name}: {mv} refused"
            );
            settle(&mut app, 2000);
            if let Err(wrong) = check_world(app.world_mut()) {
                panic!("{name}, ply {}: {wrong}", ply + 1);
            }
        }
    }
}

#[test]
fn undo_takes_back_to_the_humans_decision_and_the_gems_follow() {
    let mut app = human_vs_human(RuleSet::kalah());
    for mv in [Move::ccw(2), Move::ccw(5), Move::ccw(0)] {
        choose(&mut app, mv, MoveSource::Human);
        settle(&mut app, 300);
    }
    let before: Vec<Move> = m(&app).game().moves().collect();
    app.world_mut().write_message(GameCommand::Undo);
    settle(&mut app, 300);
    assert_eq!(m(&app).game().moves().len(), before.len() - 1);
    check_world(app.world_mut()).unwrap();
    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    settle(&mut app, 300);
    assert_eq!(m(&app).game().moves().collect::<Vec<_>>(), before);
    check_world(app.world_mut()).unwrap();
}

#[test]
fn a_new_game_rebuilds_the_board() {
    let mut app = human_vs_human(RuleSet::kalah());
    choose(&mut app, Move::ccw(0), MoveSource::Human);
    let nigerian = RuleSet::preset("nigerian")
        .unwrap()
        .with_board(Some(9), Some(3))
        .unwrap();
    app.world_mut().write_message(GameCommand::NewGame(seats(
        nigerian,
        [Player::Human, Player::Human],
    )));
    app.update();
    app.update();
    assert_eq!(m(&app).rules().name, "nigerian");
    assert_eq!(m(&app).game().moves().len(), 0);
    assert_eq!(count::<Pit>(&mut app), 18);
    assert_eq!(count::<Gem>(&mut app), 54);
    check_world(app.world_mut()).unwrap();
}

#[test]
fn focusing_a_pit_previews_where_its_last_seed_lands_and_the_movers_store_is_lit() {
    let mut app = human_vs_human(RuleSet::kalah());
    app.world_mut().insert_resource(PitFocus(Some(2)));
    app.update();
    let world = app.world_mut();
    let mut holes = world.query::<(Option<&Pit>, Option<&Store>, &Marks)>();
    for (pit, store, marks) in holes.iter(world) {
        let hole = pit.map_or_else(|| Hole::Store(store.unwrap().side), |p| p.hole());
        assert_eq!(marks.landing, hole == Hole::Store(Side::South), "{hole:?}");
        let south_pit = matches!(
            hole,
            Hole::Pit {
                side: Side::South,
                ..
            }
        );
        assert_eq!(marks.playable, south_pit, "{hole:?}");
        assert_eq!(marks.to_move, hole == Hole::Store(Side::South), "{hole:?}");
        assert_eq!(
            marks.focused,
            hole == Hole::Pit {
                side: Side::South,
                index: 2
            }
        );
    }
}

#[test]
fn the_ai_task_completes_and_its_moves_are_played() {
    let mut app = app(seats(
        RuleSet::kalah(),
        [Player::Ai(Level::Beginner), Player::Ai(Level::Beginner)],
    ));
    let deadline = Instant::now() + Duration::from_secs(60);
    while m(&app).game().moves().len() < 3 {
        assert!(Instant::now() < deadline, "the AI did not move in time");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    settle(&mut app, 2000);
    check_world(app.world_mut()).unwrap();
}

/// The scores the HUD shows, South's first.
fn shown_scores(app: &mut App) -> [u8; 2] {
    let world = app.world_mut();
    let places: Vec<Place> = world
        .query_filtered::<&Place, With<Gem>>()
        .iter(world)
        .copied()
        .collect();
    status_text::scores(
        world.resource::<Match>(),
        *world.resource::<TurnPhase>(),
        &places,
    )
}

#[test]
fn the_hud_scores_follow_the_gems_while_a_move_is_sown() {
    let mut app = human_vs_human(RuleSet::kalah());
    // South's pit 3 ends in South's store; North's pit 6 then sows over the store into South's
    // row and North's pit 4 (of 5 seeds) too.
    for mv in [Move::ccw(2), Move::ccw(5), Move::ccw(3)] {
        let before = m(&app).position().scores();
        choose(&mut app, mv, MoveSource::Human);
        let engine = m(&app).position().scores();
        let mut shown = vec![shown_scores(&mut app)];
        while !idle(&app) {
            app.update();
            shown.push(shown_scores(&mut app));
        }
        assert_eq!(shown[0], before, "{mv}: no seed has reached a store yet");
        for side in 0..2 {
            assert!(
                shown.windows(2).all(|w| w[0][side] <= w[1][side]),
                "{mv}: {shown:?}"
            );
        }
        assert!(shown.iter().all(|s| s[0] <= engine[0] && s[1] <= engine[1]));
        assert_eq!(*shown.last().unwrap(), engine, "{mv}: settled");
        assert_ne!(before, engine, "{mv}: the move scores");
    }
}

/// Asks for a hint and runs frames until it has come.
fn hint(app: &mut App) -> MoveValue {
    app.world_mut().write_message(GameCommand::Hint);
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        app.update();
        if let Some(hint) = app.world().resource::<Brain>().hint(m(app)) {
            return hint;
        }
        assert!(Instant::now() < deadline, "no hint in time");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The pit whose marks show the hint.
pub(crate) fn hint_marked(app: &mut App) -> Vec<Hole> {
    let world = app.world_mut();
    let mut pits = world.query::<(&Pit, &Marks)>();
    pits.iter(world)
        .filter(|(_, marks)| marks.hint)
        .map(|(pit, _)| pit.hole())
        .collect()
}

#[test]
fn a_hint_shows_its_move_and_what_it_is_worth() {
    // Twelve seeds are solved: the value is proven.
    let small = RuleSet::kalah().with_board(Some(3), Some(2)).unwrap();
    let mut app = human_vs_human(small);
    let found = hint(&mut app);
    assert!(found.exact, "{found:?}");
    assert!(m(&app).is_legal(found.mv));
    let Move::Sow { pit, .. } = found.mv else {
        panic!("no swap in kalah");
    };
    app.update();
    assert_eq!(
        hint_marked(&mut app),
        [Hole::Pit {
            side: Side::South,
            index: pit
        }]
    );
    let words = status_text::hint(&Tr::new(Language::English), &found);
    let worth = match found.value {
        0 => "a draw".to_string(),
        v if v > 0 => format!("wins by {v}"),
        v => format!("loses by {}", -v),
    };
    assert_eq!(words, format!("Hint: pit {} ({worth}, proven)", pit + 1));
    // A move later the hint is gone.
    choose(&mut app, found.mv, MoveSource::Human);
    assert!(app.world().resource::<Brain>().hint(m(&app)).is_none());
    // The opening of the full board is estimated, to the depth the analysis reached.
    let mut app = human_vs_human(RuleSet::kalah());
    let found = hint(&mut app);
    assert!(!found.exact && found.depth > 0, "{found:?}");
    let words = status_text::hint(&Tr::new(Language::English), &found);
    assert!(
        words.starts_with("Hint: pit ") && words.contains("(about "),
        "{words}"
    );
    assert!(
        words.ends_with(&format!(" after depth {})", found.depth)),
        "{words}"
    );
}

/// The overlay's language follows the setting the language menu writes, from the next frame:
/// the HUD's words (the rule set line, how to move) change.
#[test]
fn choosing_a_language_changes_the_huds_words() {
    let mut app = in_english(
        RuleSet::preset("russian").unwrap(),
        kalah::ui::i18n::language::plugin,
    );
    let hud = |app: &App| {
        let tr = app.world().resource::<Tr>();
        let rules = status_text::rules_line(tr, m(app));
        format!("{rules} | {}", status_text::how_to_move(tr, m(app), None))
    };
    assert_eq!(hud(&app), "Russian · 3 seeds a pit | click a pit");
    app.world_mut().resource_mut::<Settings>().language = Some("ru".into());
    app.update();
    assert_eq!(app.world().resource::<Tr>().language(), Language::Russian);
    assert_eq!(hud(&app), "Русский · 3 камня в лунке | щёлкните по лунке");
    app.world_mut().resource_mut::<Settings>().language = Some("cs".into());
    app.update();
    assert_eq!(hud(&app), "Ruská · 3 kameny v jamce | klikněte na jamku");
}

/// The arcs of the gems in flight a few frames into a move.
fn arcs_in_flight(reduced: bool) -> Vec<f32> {
    let mut app = human_vs_human(RuleSet::kalah());
    app.world_mut().resource_mut::<Settings>().reduced_motion = reduced;
    choose(&mut app, Move::Sow { pit: 0, cw: false }, MoveSource::Human);
    let mut arcs = Vec::new();
    for _ in 0..10 {
        app.update();
        let mut motions = app.world_mut().query::<&Motion>();
        arcs.extend(
            motions
                .iter(app.world())
                .filter(|m| m.active)
                .map(|m| m.lift),
        );
    }
    arcs
}

#[test]
fn reduced_motion_moves_the_gems_without_arcs() {
    let full = arcs_in_flight(false);
    assert!(full.iter().any(|&lift| lift > 0.0), "{full:?}");
    let reduced = arcs_in_flight(true);
    assert!(!reduced.is_empty());
    assert!(reduced.iter().all(|&lift| lift == 0.0), "{reduced:?}");
}

/// Two humans at Kalah in English, with what screen readers are told.
fn speaking() -> App {
    in_english(
        RuleSet::kalah(),
        (
            kalah::ui::i18n::language::plugin,
            kalah::ui::access::spoken::plugin,
        ),
    )
}

/// What screen readers were last told.
fn spoken(app: &App) -> String {
    app.world().resource::<Spoken>().0.clone()
}

/// After every move the screen readers' summary says who sowed which pit with how many seeds,
/// what it took and who moves next, in the overlay's language; the last move adds the result.
#[test]
fn every_move_is_summed_up_for_screen_readers() {
    let mut app = speaking();
    assert_eq!(spoken(&app), "");
    choose(&mut app, Move::ccw(2), MoveSource::Human);
    assert_eq!(
        spoken(&app),
        "South (Human) sowed pit 3: 4 seeds. South (Human) moves again."
    );
    app.world_mut().resource_mut::<Settings>().language = Some("ru".into());
    settle(&mut app, 200);
    choose(&mut app, Move::ccw(5), MoveSource::Human);
    assert_eq!(
        spoken(&app),
        "Юг (Человек): ход из лунки 6, 5 камней. Ходит Север (Человек)."
    );
    // The rest of the game, first legal move each ply: the last summary gives the result.
    while m(&app).outcome().is_none() {
        settle(&mut app, 200);
        let mv = m(&app).game().legal_moves()[0];
        choose(&mut app, mv, MoveSource::Human);
    }
    let [south, north] = m(&app).position().scores();
    let last = spoken(&app);
    assert!(
        last.ends_with(&format!("Юг {south}, Север {north}.")),
        "{last}"
    );
}

/// A move that cannot be played now is said too, with the reason the HUD shows: a player who
/// cannot see the board heard nothing when the pit they chose was refused.
#[test]
fn a_refused_move_is_said_for_screen_readers() {
    let mut app = speaking();
    choose(&mut app, Move::ccw(2), MoveSource::Human);
    settle(&mut app, 200);
    // Pit 3 is empty now, and South moves again.
    choose(&mut app, Move::ccw(2), MoveSource::Human);
    assert_eq!(spoken(&app), "That pit cannot be sown now");
    choose(&mut app, Move::ccw(5), MoveSource::Human);
    assert_eq!(
        spoken(&app),
        "South (Human) sowed pit 6: 5 seeds. North (Human) to move."
    );
}
