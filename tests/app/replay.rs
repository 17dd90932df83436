//! Headless App tests of replaying and reviewing a record: the logic plugin on `MinimalPlugins`
//! with manual time. Stepping forward and back and jumping land on the positions that
//! `Match::play` of the same moves reaches, with the gems matching the engine; nobody moves
//! and the AI does not think in a replay; a new game taken over keeps the replayed position,
//! the rules and the moves so far; the review in the background gives the engine's values,
//! shows the best move on the board, and stops when cancelled.

use crate::common;

use bevy::prelude::*;
use common::{m, opened, seats, start};
use kalah::engine::ai::Level;
use kalah::engine::review::Review;
use kalah::engine::{Game, GameRecord, Hole, Move, Position, RuleSet, Side};
use kalah::game::ai::Brain;
use kalah::game::board::{Pit, check_world};
use kalah::game::marks::Marks;
use kalah::game::messages::{ChooseMove, MoveSource, OpenRecord, ReplayCommand, ReviewCommand};
use kalah::game::phase::TurnPhase;
use kalah::game::replay::review::{BUDGET, GameReview};
use kalah::game::replay::{PlayThrough, UnplayableRecord};
use kalah::game::table::{Match, Player};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use std::time::{Duration, Instant};

fn app() -> App {
    let mut app = opened(seats(RuleSet::kalah(), [Player::Human, Player::Human]));
    app.add_plugins(kalah::LogicPlugin);
    start(&mut app);
    app
}

fn phase(app: &App) -> TurnPhase {
    *app.world().resource::<TurnPhase>()
}

/// Runs frames until the board has settled (at most `limit` frames).
fn settle(app: &mut App, limit: usize) {
    for _ in 0..limit {
        app.update();
        if phase(app).settled() {
            return;
        }
    }
    panic!("the board did not settle in {limit} frames");
}

fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
    app.update();
}

/// A random game of `rules` (at most `plies` moves) as a record with the players' tags, and
/// the position after each of its moves as `Match::play` reaches it (the start first).
fn random_game(
    rules: RuleSet,
    plies: usize,
    seed: u64,
    tags: [&str; 2],
) -> (GameRecord, Vec<Position>) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let settings = seats(rules, [Player::Human, Player::Human]);
    let mut played = Match::new(settings, None).unwrap();
    let mut positions = vec![*played.position()];
    for _ in 0..plies {
        let Some(&mv) = played.game().legal_moves().choose(&mut rng) else {
            break;
        };
        played.play(mv).unwrap();
        positions.push(*played.position());
    }
    let mut record = played.game().record();
    record.tags.south = Some(tags[0].into());
    record.tags.north = Some(tags[1].into());
    (record, positions)
}

fn open(app: &mut App, record: &GameRecord) {
    send(app, OpenRecord(record.clone()));
    settle(app, 50);
}

#[test]
fn stepping_and_jumping_land_on_the_positions_of_play() {
    let mut app = app();
    let (record, positions) = random_game(RuleSet::kalah(), 30, 7, ["Human", "AI Hard"]);
    let total = record.moves.len();
    open(&mut app, &record);
    assert!(m(&app).is_replay());
    assert_eq!(m(&app).cursor(), 0);
    assert_eq!(*m(&app).position(), positions[0]);
    assert_eq!(phase(&app), TurnPhase::Replay);
    assert_eq!(
        m(&app).settings().players,
        [Player::Human, Player::Ai(Level::Hard)]
    );
    // Forward, one decision at a time, each sown on the board.
    for (ply, expected) in positions.iter().enumerate().skip(1).take(12) {
        send(&mut app, ReplayCommand::Forward);
        assert!(!phase(&app).settled(), "ply {ply} is being sown");
        settle(&mut app, 400);
        assert_eq!(m(&app).cursor(), ply);
        assert_eq!(*m(&app).position(), *expected, "after ply {ply}");
        check_world(app.world_mut()).unwrap();
    }
    // Back, and back again: the gems slide back.
    for ply in [11, 10] {
        send(&mut app, ReplayCommand::Back);
        settle(&mut app, 100);
        assert_eq!(m(&app).cursor(), ply);
        assert_eq!(*m(&app).position(), positions[ply]);
        check_world(app.world_mut()).unwrap();
    }
    // Jumps anywhere, also past the end (to the end).
    for (to, lands) in [(total, total), (3, 3), (0, 0), (total + 5, total), (17, 17)] {
        send(&mut app, ReplayCommand::Jump(to));
        settle(&mut app, 100);
        assert_eq!(m(&app).cursor(), lands, "jump to {to}");
        assert_eq!(*m(&app).position(), positions[lands], "jump to {to}");
        check_world(app.world_mut()).unwrap();
    }
    // The replay keeps its whole record.
    assert_eq!(m(&app).replayed(), Some(&record));
}

#[test]
fn nobody_moves_in_a_replay_and_the_ai_does_not_think() {
    let mut app = app();
    let (record, positions) = random_game(RuleSet::kalah(), 10, 3, ["AI Easy", "AI Hard"]);
    open(&mut app, &record);
    let legal = positions[0].legal_moves(&RuleSet::kalah());
    for source in [MoveSource::Human, MoveSource::Ai] {
        send(
            &mut app,
            ChooseMove {
                mv: legal[0],
                source,
            },
        );
    }
    for _ in 0..20 {
        app.update();
        assert!(app.world().resource::<Brain>().thinking().is_none());
    }
    assert_eq!(m(&app).cursor(), 0);
    assert_eq!(*m(&app).position(), positions[0]);
    assert!(!m(&app).human_to_move() && !m(&app).can_undo());
}

#[test]
fn playing_through_reaches_the_end_and_stops() {
    let mut app = app();
    let (record, positions) = random_game(RuleSet::kalah(), 8, 11, ["Human", "Human"]);
    open(&mut app, &record);
    send(&mut app, ReplayCommand::TogglePlay);
    assert!(app.world().resource::<PlayThrough>().0);
    let mut seen = vec![0];
    for _ in 0..3000 {
        app.update();
        if seen.last() != Some(&m(&app).cursor()) {
            seen.push(m(&app).cursor());
        }
        if !app.world().resource::<PlayThrough>().0 {
            break;
        }
    }
    settle(&mut app, 400);
    let total = record.moves.len();
    assert_eq!(
        seen,
        (0..=total).collect::<Vec<_>>(),
        "one decision at a time"
    );
    assert!(!app.world().resource::<PlayThrough>().0);
    assert_eq!(*m(&app).position(), positions[total]);
    check_world(app.world_mut()).unwrap();
}

#[test]
fn a_game_taken_over_starts_in_the_replayed_position_with_the_rules() {
    let mut app = app();
    let rules = RuleSet::preset("russian").unwrap();
    let (record, positions) = random_game(rules.clone(), 20, 5, ["Human", "AI Hard"]);
    open(&mut app, &record);
    send(&mut app, ReplayCommand::Jump(9));
    settle(&mut app, 100);
    let players = [Player::Human, Player::Ai(Level::Beginner)];
    send(&mut app, ReplayCommand::TakeOver(players));
    app.update();
    let game = m(&app);
    assert!(!game.is_replay());
    assert_eq!(*game.position(), positions[9]);
    assert_eq!(*game.rules(), rules);
    assert_eq!(game.settings().players, players);
    assert_eq!(game.game().moves().collect::<Vec<_>>(), record.moves[..9]);
    assert!(game.can_undo() && !game.can_redo());
    check_world(app.world_mut()).unwrap();
    // It is a game: whoever is to move may move.
    settle(&mut app, 100);
    assert!(matches!(
        phase(&app),
        TurnPhase::HumanToMove | TurnPhase::AiToMove | TurnPhase::Over
    ));
}

#[test]
fn a_record_that_cannot_be_played_leaves_the_table_as_it_was() {
    let mut app = app();
    let before = *m(&app).position();
    let mut record = Game::new(RuleSet::kalah(), Side::South).unwrap().record();
    record.moves = vec![Move::ccw(2), Move::ccw(2)];
    send(&mut app, OpenRecord(record));
    assert!(!m(&app).is_replay());
    assert_eq!(*m(&app).position(), before);
    let why = app.world().resource::<UnplayableRecord>();
    let why = why.0.to_string();
    assert!(why.contains("ply 2"), "{why}");
}

/// Runs frames (the native task reviews on other threads) until the review is done.
fn review_to_the_end(app: &mut App, within: Duration) {
    let deadline = Instant::now() + within;
    while app.world().resource::<GameReview>().running() {
        assert!(
            Instant::now() < deadline,
            "the review did not finish in time"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_review_gives_the_engines_values_and_shows_the_best_move() {
    let mut app = app();
    // Three pits of three seeds: the solver proves every decision at once.
    let rules = RuleSet::kalah().with_board(Some(3), Some(3)).unwrap();
    let (record, _) = random_game(rules, 100, 2, ["Human", "Human"]);
    assert!(Game::from_record(&record).unwrap().position().is_over());
    open(&mut app, &record);
    send(&mut app, ReviewCommand::Start);
    assert!(app.world().resource::<GameReview>().running());
    review_to_the_end(&mut app, Duration::from_secs(120));
    let review = app.world().resource::<GameReview>();
    let engine = Review::new(&record, BUDGET).unwrap().run();
    assert_eq!(review.decisions(), engine.as_slice());
    assert_eq!(review.decisions().len(), record.moves.len());
    assert!(review.decisions().iter().all(|d| d.exact()));
    assert!(review.took().is_some());
    // The best move of the position on the table is shown as a hint is.
    app.update();
    let best = review_best(&app, 0);
    let world = app.world_mut();
    let mut pits = world.query::<(&Pit, &Marks)>();
    assert_eq!(pits.iter(world).filter(|(_, marks)| marks.hint).count(), 1);
    for (pit, marks) in pits.iter(world) {
        let wanted = matches!(best, Move::Sow { pit: p, .. }
            if pit.hole() == Hole::Pit { side: record.first, index: p });
        assert_eq!(marks.hint, wanted, "{:?}", pit.hole());
    }
}

fn review_best(app: &App, ply: usize) -> Move {
    app.world()
        .resource::<GameReview>()
        .decision(ply)
        .expect("reviewed")
        .best
}

#[test]
fn cancel_stops_the_review_and_another_game_drops_it() {
    let mut app = app();
    let record =
        GameRecord::from_text(include_str!("../../docs/records/kalah-6x4-40.txt")).unwrap();
    open(&mut app, &record);
    send(&mut app, ReviewCommand::Start);
    for _ in 0..3 {
        app.update();
    }
    let review = app.world().resource::<GameReview>();
    assert!(review.running());
    assert_eq!(review.progress().unwrap().total, 40);
    send(&mut app, ReviewCommand::Cancel);
    for _ in 0..5 {
        app.update();
        let review = app.world().resource::<GameReview>();
        assert!(!review.running() && review.progress().is_none());
        assert!(review.decisions().is_empty());
    }
    // Started again, then the game taken over: the review goes with the replay.
    send(&mut app, ReviewCommand::Start);
    assert!(app.world().resource::<GameReview>().running());
    send(
        &mut app,
        ReplayCommand::TakeOver([Player::Human, Player::Human]),
    );
    app.update();
    let review = app.world().resource::<GameReview>();
    assert!(!review.running() && review.progress().is_none());
}
