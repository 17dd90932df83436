//! Headless App tests of the kept games and statistics: the logic plugin on `MinimalPlugins`
//! with manual time, keeping its history and statistics in a directory of its own. A finished
//! game is kept once and counted once (from the lone human's seat against the AI, not at all
//! between two AIs); a game left for a new one is kept as abandoned; a replay is not kept, nor
//! a game taken over from one until a move of its own is played; the cap drops the oldest
//! games and says so; a corrupt history file is set aside and a new one begins; a kept game
//! opens on the board as a replay; an import of a bad record says where the mistake is, a good
//! one is kept (not counted) and opened; an export never writes over a file.

use crate::common;

use bevy::prelude::*;
use common::{m, opened, seats, start};
use kalah::engine::ai::Level;
use kalah::engine::keep::history::{GameId, History};
use kalah::engine::keep::stats::{Opponent, Statistics, Streak, Verdict};
use kalah::engine::notation::parse_moves;
use kalah::engine::record::GameResult;
use kalah::engine::{Game, GameRecord, Move, RuleSet, Side};
use kalah::game::keep::games::{GamesCommand, KeptGames, KeptStats};
use kalah::game::keep::notices::{Kept, Notice, Notices};
use kalah::game::keep::shelves::Shelves;
use kalah::game::keep::storage::{HISTORY, STATS};
use kalah::game::messages::{ChooseMove, GameCommand, OpenRecord, ReplayCommand};
use kalah::game::phase::TurnPhase;
use kalah::game::table::{MatchSettings, Player, Starter};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Kalah on two pits of two seeds, South first: South wins 5-3 after these moves.
const SOUTH_WINS_5_3: &str = "2,2,1,1,1,2";

/// A fresh directory for one test's files.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kalah-app-games-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn small(pits: u8, seeds: u8) -> RuleSet {
    RuleSet::kalah()
        .with_board(Some(pits), Some(seeds))
        .unwrap()
}

fn settings(rules: RuleSet, players: [Player; 2], starter: Starter) -> MatchSettings {
    MatchSettings {
        rules,
        players,
        starter,
    }
}

fn two_humans(rules: RuleSet) -> MatchSettings {
    seats(rules, [Player::Human, Player::Human])
}

/// A table for `settings` that keeps its games and statistics in `dir`.
fn app(dir: &Path, settings: MatchSettings) -> App {
    let mut app = opened(settings);
    app.insert_resource(Shelves::new(HISTORY.in_dir(dir), STATS.in_dir(dir), true))
        .add_plugins(kalah::LogicPlugin);
    start(&mut app);
    app
}

fn history(app: &App) -> &History {
    &app.world().resource::<KeptGames>().0
}

fn stats(app: &App) -> &Statistics {
    &app.world().resource::<KeptStats>().0
}

fn notices(app: &App) -> &[Notice] {
    &app.world().resource::<Notices>().0
}

/// Runs frames until the board has settled (at most `limit` frames).
fn settle(app: &mut App, limit: usize) {
    for _ in 0..limit {
        app.update();
        if app.world().resource::<TurnPhase>().settled() {
            return;
        }
    }
    panic!("the board did not settle in {limit} frames");
}

fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
    app.update();
    settle(app, 300);
}

/// A human's moves, each once the board has settled on the one before.
fn play(app: &mut App, moves: &str) {
    for mv in parse_moves(moves).unwrap() {
        send(app, ChooseMove::human(mv));
    }
}

fn new_game(app: &mut App, settings: MatchSettings) {
    send(app, GameCommand::NewGame(settings));
}

/// The history as its file holds it.
fn history_file(dir: &Path) -> History {
    History::from_json(&std::fs::read_to_string(dir.join("history.json")).unwrap()).unwrap()
}

fn stats_file(dir: &Path) -> Statistics {
    serde_json::from_str(&std::fs::read_to_string(dir.join("stats.json")).unwrap()).unwrap()
}

/// A finished record of Kalah 2x2 with the players' tags and its result.
fn finished_record(south: &str, north: &str) -> GameRecord {
    let mut game = Game::new(small(2, 2), Side::South).unwrap();
    for mv in parse_moves(SOUTH_WINS_5_3).unwrap() {
        game.play(mv).unwrap();
    }
    let mut record = game.record();
    record.tags.south = Some(south.into());
    record.tags.north = Some(north.into());
    record.checked().unwrap().0
}

#[test]
fn a_finished_game_is_kept_once_and_counted_once() {
    let dir = folder("finished");
    let mut app = app(&dir, two_humans(small(2, 2)));
    play(&mut app, SOUTH_WINS_5_3);
    assert!(m(&app).position().is_over());
    assert_eq!(history(&app).len(), 1);
    let entry = &history(&app).entries()[0];
    assert_eq!(entry.record.tags.result, Some(GameResult::Finished([5, 3])));
    assert_eq!(entry.record.tags.south.as_deref(), Some("Human"));
    let date = entry.record.tags.date.as_deref().unwrap();
    assert!(date.len() == 10 && date.starts_with("20"), "{date}");
    let line = stats(&app).line(&small(2, 2), Opponent::Human).unwrap();
    assert_eq!((line.games, line.wins, line.best_margin), (1, 1, Some(2)));

    // Undone and played again, then left for a new game: still one game, counted once.
    send(&mut app, GameCommand::Undo);
    send(&mut app, GameCommand::Redo);
    assert!(m(&app).position().is_over());
    for _ in 0..5 {
        app.update();
    }
    new_game(&mut app, two_humans(small(2, 2)));
    assert_eq!(history(&app).len(), 1);
    assert_eq!(stats(&app).lines()[0].games, 1);

    // Both are in their files.
    assert_eq!(history_file(&dir), *history(&app));
    assert_eq!(stats_file(&dir), *stats(&app));
    assert!(notices(&app).is_empty(), "{:?}", notices(&app));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_lone_humans_seat_counts_and_games_between_two_ais_do_not() {
    let dir = folder("seats");
    // North is the human against the AI and moves first: one pit of one seed each, a draw.
    let ai = Player::Ai(Level::Easy);
    let mut app = app(
        &dir,
        settings(small(1, 1), [ai, Player::Human], Starter::North),
    );
    play(&mut app, "1");
    assert!(m(&app).position().is_over());
    let line = stats(&app)
        .line(&small(1, 1), Opponent::Ai(Level::Easy))
        .unwrap();
    assert_eq!((line.games, line.draws), (1, 1));
    let draw = Streak {
        verdict: Verdict::Draw,
        games: 1,
    };
    assert_eq!(line.streak, Some(draw));

    // Two AIs: the game is kept, not counted.
    let ais = settings(small(1, 1), [ai, ai], Starter::South);
    send(&mut app, GameCommand::NewGame(ais));
    let deadline = Instant::now() + Duration::from_secs(60);
    while history(&app).len() < 2 {
        assert!(Instant::now() < deadline, "the AI did not finish its game");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(m(&app).position().is_over());
    assert_eq!(stats(&app).lines().len(), 1);
    assert_eq!(stats(&app).lines()[0].games, 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_game_left_for_a_new_one_is_kept_as_abandoned() {
    let dir = folder("abandoned");
    let mut app = app(&dir, two_humans(RuleSet::kalah()));
    play(&mut app, "1");
    new_game(&mut app, two_humans(RuleSet::kalah()));
    assert_eq!(history(&app).len(), 1);
    let entry = &history(&app).entries()[0];
    assert!(entry.abandoned());
    assert_eq!(entry.record.moves, [Move::ccw(0)]);
    assert!(
        stats(&app).lines().is_empty(),
        "an abandoned game is not counted"
    );
    // A game without a move is not kept.
    new_game(&mut app, two_humans(RuleSet::kalah()));
    assert_eq!(history(&app).len(), 1);
    assert_eq!(history_file(&dir).len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_replay_is_not_kept_nor_a_game_taken_over_until_it_has_a_move_of_its_own() {
    let dir = folder("replay");
    let mut app = app(&dir, two_humans(RuleSet::kalah()));
    let record = finished_record("Human", "AI Hard");
    send(&mut app, OpenRecord(record.clone()));
    assert!(m(&app).is_replay());
    send(&mut app, ReplayCommand::Jump(record.moves.len()));
    send(&mut app, ReplayCommand::Jump(2));
    new_game(&mut app, two_humans(RuleSet::kalah()));
    assert!(history(&app).is_empty(), "a replay is not kept");

    // Taken over after two moves and left at once: nothing of the player's to keep.
    send(&mut app, OpenRecord(record.clone()));
    send(&mut app, ReplayCommand::Jump(2));
    send(
        &mut app,
        ReplayCommand::TakeOver([Player::Human, Player::Human]),
    );
    assert!(!m(&app).is_replay());
    new_game(&mut app, two_humans(RuleSet::kalah()));
    assert!(history(&app).is_empty());

    // Taken over and played to its end: kept once and counted, with the replayed moves.
    send(&mut app, OpenRecord(record.clone()));
    send(&mut app, ReplayCommand::Jump(5));
    send(
        &mut app,
        ReplayCommand::TakeOver([Player::Human, Player::Human]),
    );
    play(&mut app, "2");
    assert!(m(&app).position().is_over());
    assert_eq!(history(&app).len(), 1);
    assert_eq!(history(&app).entries()[0].record.moves, record.moves);
    assert_eq!(stats(&app).lines()[0].games, 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_cap_drops_the_oldest_games_and_says_so() {
    let dir = folder("cap");
    let mut kept = History::new(2);
    for _ in 0..2 {
        kept.add(finished_record("Human", "Human")).unwrap();
    }
    std::fs::write(dir.join("history.json"), kept.to_json()).unwrap();
    let mut app = app(&dir, two_humans(small(2, 2)));
    assert_eq!(history(&app).len(), 2);
    play(&mut app, SOUTH_WINS_5_3);
    let ids: Vec<GameId> = history(&app).entries().iter().map(|e| e.id).collect();
    assert_eq!(ids, [GameId(2), GameId(3)], "the oldest went first");
    assert_eq!(notices(&app), [Notice::Dropped { games: 1, cap: 2 }]);
    assert_eq!(history_file(&dir).len(), 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_corrupt_history_file_is_set_aside_and_a_new_one_begins() {
    let dir = folder("corrupt");
    std::fs::write(dir.join("history.json"), "{ not a history").unwrap();
    std::fs::write(dir.join("stats.json"), "nope").unwrap();
    let mut app = app(&dir, two_humans(small(2, 2)));
    let aside = |name: &str| dir.join(name).display().to_string();
    assert_eq!(
        notices(&app),
        [
            Notice::SetAside {
                what: Kept::History,
                kept: aside("history.json.corrupt"),
            },
            Notice::SetAside {
                what: Kept::Stats,
                kept: aside("stats.json.corrupt"),
            },
        ]
    );
    assert!(history(&app).is_empty());
    play(&mut app, SOUTH_WINS_5_3);
    assert_eq!(history_file(&dir).len(), 1);
    assert_eq!(stats_file(&dir).lines()[0].games, 1);
    // What the player had is still there, untouched.
    let kept = std::fs::read_to_string(dir.join("history.json.corrupt")).unwrap();
    assert_eq!(kept, "{ not a history");
    drop(app);

    // Set aside again later, the first file kept aside stays as it is.
    std::fs::write(dir.join("history.json"), "worse").unwrap();
    let app = self::app(&dir, two_humans(small(2, 2)));
    let Notice::SetAside { kept, .. } = &notices(&app)[0] else {
        panic!("{:?}", notices(&app));
    };
    assert!(kept.ends_with("history.json.corrupt.2"), "{kept}");
    let first = std::fs::read_to_string(dir.join("history.json.corrupt")).unwrap();
    assert_eq!(first, "{ not a history");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_kept_game_opens_on_the_board_as_a_replay_and_can_be_deleted() {
    let dir = folder("open");
    let mut app = app(&dir, two_humans(small(2, 2)));
    play(&mut app, SOUTH_WINS_5_3);
    let entry = history(&app).entries()[0].clone();
    let end = *m(&app).position();
    new_game(&mut app, two_humans(RuleSet::kalah()));
    send(&mut app, GamesCommand::Open(entry.id));
    assert!(m(&app).is_replay());
    assert_eq!(m(&app).replayed(), Some(&entry.record));
    assert_eq!(m(&app).cursor(), 0);
    send(&mut app, ReplayCommand::Jump(entry.record.moves.len()));
    assert_eq!(*m(&app).position(), end);
    // Opening it again from the replay keeps nothing new.
    new_game(&mut app, two_humans(RuleSet::kalah()));
    assert_eq!(history(&app).len(), 1);
    send(&mut app, GamesCommand::Delete(entry.id));
    assert!(history(&app).is_empty());
    assert!(history_file(&dir).is_empty());
    assert_eq!(stats(&app).lines()[0].games, 1, "its statistics stay");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_import_says_where_and_a_good_one_is_kept_not_counted_and_opened() {
    let dir = folder("import");
    let mut app = app(&dir, two_humans(RuleSet::kalah()));
    send(
        &mut app,
        GamesCommand::Import("[Rules \"kalah\"]\n\n1. 3,3\n".into()),
    );
    let [Notice::ImportFailed(error)] = notices(&app) else {
        panic!("{:?}", notices(&app));
    };
    assert_eq!(error.at, Some((3, 6)), "{error:?}");
    assert!(history(&app).is_empty());
    assert!(!m(&app).is_replay());

    let record = finished_record("Mia", "AI Hard");
    send(&mut app, GamesCommand::Import(record.to_text()));
    assert_eq!(history(&app).len(), 1);
    assert!(m(&app).is_replay());
    assert_eq!(m(&app).replayed(), Some(&record));
    assert!(
        stats(&app).lines().is_empty(),
        "an imported game is not counted"
    );

    // Exported as text, read back as the same game; a file is never written over.
    let id = history(&app).entries()[0].id;
    let file = dir.join("game.txt");
    send(&mut app, GamesCommand::Export(id, file.clone()));
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(GameRecord::from_text(&text).unwrap(), record);
    send(&mut app, GamesCommand::Export(id, file.clone()));
    let told = &notices(&app)[1..];
    assert!(
        matches!(told, [Notice::Exported(_), Notice::ExportFailed(_)]),
        "{told:?}"
    );
    // A file that is not there is told too.
    send(&mut app, GamesCommand::ImportFile(dir.join("missing.txt")));
    assert!(matches!(
        notices(&app).last(),
        Some(Notice::ImportFailed(_))
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}
