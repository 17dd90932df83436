//! Learning on the table, by messages: a whole lesson played with one wrong move on the way
//! (explained, tried again, and the stage passed but not at the first try), the game that
//! waited aside coming back as it was; a puzzle answered right, one answered wrong, one helped
//! by a hint; and a corrupt progress file set aside. With the overlay: a multi-move puzzle names
//! only its task until a hint is asked, and the Learn panel and card are named and worked by a
//! screen reader and a pad.

use crate::common;

use bevy::prelude::*;
use bevy_egui::egui::accesskit::Role;
use common::{m, opened, seats, start};
use kalah::engine::learn::lesson::Course;
use kalah::engine::learn::progress::Progress;
use kalah::engine::learn::shipped;
use kalah::engine::{Hole, Move, RuleSet, Side};
use kalah::game::keep::notices::{Kept, Notice, Notices};
use kalah::game::learn::{LearnCommand, LearnProgress, Learning, PuzzleState, StageState};
use kalah::game::messages::{ChooseMove, GameCommand};
use kalah::game::opening::Opening;
use kalah::game::phase::TurnPhase;
use kalah::game::table::Player;
use kalah::input::overlay::MenuNav;
use kalah::ui::Panel;

fn two_humans() -> App {
    let mut app = opened(seats(RuleSet::kalah(), [Player::Human, Player::Human]));
    app.add_plugins(kalah::LogicPlugin);
    start(&mut app);
    app
}

/// Runs frames until the board has settled.
fn settle(app: &mut App) {
    for _ in 0..600 {
        app.update();
        if app.world().resource::<TurnPhase>().settled() {
            return;
        }
    }
    panic!("the board did not settle");
}

fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
    app.update();
    settle(app);
}

fn learning(app: &App) -> &Learning {
    app.world().resource::<Learning>()
}

fn progress(app: &App) -> &Progress {
    &app.world().resource::<LearnProgress>().progress
}

fn stage_state(app: &App) -> StageState {
    learning(app).lesson().expect("a lesson").state.clone()
}

/// The pits the board points the learner to (the hint's mark).
fn pointed(app: &mut App) -> Vec<Hole> {
    app.update();
    crate::headless::hint_marked(app)
}

/// A legal move of the position on the table other than `not`.
fn another_move(app: &App, not: Move) -> Move {
    m(app)
        .position()
        .legal_moves(m(app).rules())
        .into_iter()
        .find(|&mv| mv != not)
        .expect("a choice")
}

#[test]
fn a_whole_lesson_is_played_with_one_wrong_move_and_the_game_comes_back() {
    let mut app = two_humans();
    send(&mut app, ChooseMove::human(Move::ccw(1)));
    let game_before = m(&app).game().moves().collect::<Vec<_>>();
    let course = Course::from_json(shipped::lessons("kalah").unwrap()).unwrap();

    send(
        &mut app,
        LearnCommand::Lesson {
            rules: "kalah".into(),
            stage: 0,
        },
    );
    for (i, stage) in course.stages.iter().enumerate() {
        let rules = RuleSet::kalah();
        assert!(m(&app).is_practice());
        assert_eq!(
            *m(&app).position(),
            stage.position(&rules).unwrap(),
            "stage {i}"
        );
        assert_eq!(stage_state(&app), StageState::Asking);
        let Move::Sow { pit, .. } = stage.play else {
            panic!("kalah asks for no swap");
        };
        let asked = Hole::Pit {
            side: m(&app).position().to_move(),
            index: pit,
        };
        // The board points at the asked pit, except in a strategy stage before a wrong try.
        assert_eq!(
            pointed(&mut app),
            if stage.solver { vec![] } else { vec![asked] }
        );
        if i == 3 {
            // The capture stage: another pit first. It is sown, explained, and the board
            // holds still until the stage is tried again.
            let wrong = another_move(&app, stage.play);
            send(&mut app, ChooseMove::human(wrong));
            let StageState::Wrong { summary } = stage_state(&app) else {
                panic!("a wrong move is explained");
            };
            assert_eq!(summary.mv, wrong);
            assert!(
                !m(&app).human_to_move(),
                "nobody moves after the stage's move"
            );
            send(&mut app, LearnCommand::Retry);
            assert_eq!(*m(&app).position(), stage.position(&rules).unwrap());
            assert_eq!(stage_state(&app), StageState::Asking);
        }
        send(&mut app, ChooseMove::human(stage.play));
        assert_eq!(stage_state(&app), StageState::Passed, "stage {i}");
        stage
            .expect
            .matches(
                &stage
                    .play_on(&rules, &stage.position(&rules).unwrap())
                    .unwrap(),
            )
            .unwrap();
        if i + 1 < course.stages.len() {
            send(&mut app, LearnCommand::NextStage);
        }
    }
    let stages = course.stages.len();
    assert_eq!(progress(&app).passed("kalah"), (stages, stages - 1));

    send(&mut app, LearnCommand::Leave);
    assert!(!m(&app).is_practice());
    assert!(learning(&app).now.is_none());
    assert_eq!(m(&app).game().moves().collect::<Vec<_>>(), game_before);
    assert_eq!(m(&app).position().to_move(), Side::North);
}

#[test]
fn puzzles_answered_right_wrong_and_with_a_hint() {
    let mut app = two_humans();
    send(
        &mut app,
        LearnCommand::Puzzle {
            rules: "kalah".into(),
            index: 0,
        },
    );
    let run = learning(&app).puzzle().expect("a puzzle");
    let solution = run.puzzle.solution.clone();
    let first_id = run.puzzle.id.clone();
    for (i, &mv) in solution.iter().enumerate() {
        assert_eq!(learning(&app).puzzle().unwrap().step, i);
        send(&mut app, ChooseMove::human(mv));
    }
    let run = learning(&app).puzzle().unwrap();
    assert_eq!(run.state, PuzzleState::Solved);
    assert!(run.rating_change.unwrap() > 0.0);
    assert!(progress(&app).solved.contains(&first_id));
    assert_eq!(progress(&app).streak, 1);
    let after_one = progress(&app).rating.rating;
    assert!(after_one > 1500.0);

    send(
        &mut app,
        LearnCommand::Puzzle {
            rules: "kalah".into(),
            index: 1,
        },
    );
    let answer = learning(&app).puzzle().unwrap().puzzle.solution[0];
    let wrong = another_move(&app, answer);
    send(&mut app, ChooseMove::human(wrong));
    let run = learning(&app).puzzle().unwrap();
    assert_eq!(run.state, PuzzleState::Missed { played: wrong });
    assert!(!m(&app).human_to_move());
    assert!(progress(&app).rating.rating < after_one);
    assert_eq!(progress(&app).streak, 0);
    // Every move's value is shown, best first, the answer the best.
    assert_eq!(run.values()[0].0, answer);

    // A hint points at the answer's pit; solving it then does not raise the rating.
    send(
        &mut app,
        LearnCommand::Puzzle {
            rules: "kalah".into(),
            index: 2,
        },
    );
    assert_eq!(pointed(&mut app), vec![]);
    // The hint's key (or the pad's button) asks the puzzle's own hint.
    send(&mut app, GameCommand::Hint);
    let answer = learning(&app).puzzle().unwrap().puzzle.solution[0];
    let Move::Sow { pit, .. } = answer else {
        panic!("kalah has no swap");
    };
    assert_eq!(
        pointed(&mut app),
        vec![Hole::Pit {
            side: Side::South,
            index: pit
        }]
    );
    let rating = progress(&app).rating.rating;
    for mv in learning(&app).puzzle().unwrap().puzzle.solution.clone() {
        send(&mut app, ChooseMove::human(mv));
    }
    assert_eq!(learning(&app).puzzle().unwrap().state, PuzzleState::Solved);
    assert!(
        progress(&app).rating.rating < rating,
        "a hinted puzzle counts as missed"
    );
}

#[test]
fn a_corrupt_progress_file_is_set_aside_and_learning_starts_again() {
    let dir = std::env::temp_dir().join(format!("kalah-app-learn-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("learning.json"), "{ \"streak\": \"lots\"").unwrap();
    let mut app = opened(seats(RuleSet::kalah(), [Player::Human, Player::Human]));
    let settings = app.world().resource::<Opening>().settings.clone();
    app.insert_resource(Opening {
        settings,
        resume: true,
        keep_in: Some(dir.clone()),
        ..Opening::default()
    })
    .add_plugins(kalah::LogicPlugin);
    start(&mut app);
    let notices = &app.world().resource::<Notices>().0;
    assert!(
        notices.contains(&Notice::SetAside {
            what: Kept::Learning,
            kept: dir.join("learning.json.corrupt").display().to_string(),
        }),
        "{notices:?}"
    );
    // A fresh learner, offered to learn; what was there is kept aside untouched.
    assert_eq!(progress(&app), &Progress::default());
    assert!(app.world().resource::<LearnProgress>().offer);
    assert_eq!(
        std::fs::read_to_string(dir.join("learning.json.corrupt")).unwrap(),
        "{ \"streak\": \"lots\""
    );
    // Answering the offer is kept.
    send(&mut app, LearnCommand::AnswerOffer);
    app.update();
    let kept = std::fs::read_to_string(dir.join("learning.json")).unwrap();
    assert!(Progress::from_json(&kept).unwrap().offer_answered);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Whether the overlay shows `words` (as a screen reader reads it).
fn shows(app: &mut App, words: &str) -> bool {
    crate::overlay::tree(app)
        .into_iter()
        .any(|(_, node)| node.label().or(node.value()) == Some(words))
}

#[test]
fn a_puzzle_names_only_its_task_until_a_hint_is_asked() {
    const CHAIN: &str =
        "The best move earns an extra turn: keep finding the best until your turn ends.";
    let table = opened(seats(RuleSet::kalah(), [Player::Human, Player::Human]));
    let mut app = crate::overlay::with_overlay(table, None);
    // The first Kalah puzzle whose answer is more than one move.
    let chained = (0..)
        .find(|&index| {
            send(
                &mut app,
                LearnCommand::Puzzle {
                    rules: "kalah".into(),
                    index,
                },
            );
            learning(&app).puzzle().unwrap().puzzle.solution.len() > 1
        })
        .unwrap();
    for _ in 0..5 {
        app.update();
    }
    assert!(
        shows(&mut app, "Find the best move for South."),
        "puzzle {chained}"
    );
    assert!(!shows(&mut app, CHAIN), "the theme is not given away");
    send(&mut app, GameCommand::Hint);
    for _ in 0..5 {
        app.update();
    }
    assert!(shows(&mut app, CHAIN), "said once the hint was asked");
}

#[test]
fn the_learn_panel_and_card_are_named_and_worked_by_a_screen_reader_and_a_pad() {
    let mut app = crate::overlay::app_with(RuleSet::kalah(), Some(Panel::Learn));
    let wrong = crate::overlay::unnamed_controls(&mut app);
    assert!(wrong.is_empty(), "learn: {wrong:#?}");
    let (id, node) =
        crate::overlay::named(&mut app, "Start · The lesson of Nigerian").expect("a named button");
    assert_eq!(node.role(), Role::Button);
    crate::overlay::click(&mut app, id);
    for _ in 0..10 {
        app.update();
    }
    assert!(m(&app).is_practice());
    assert_eq!(m(&app).rules().name, "nigerian");
    let wrong = crate::overlay::unnamed_controls(&mut app);
    assert!(wrong.is_empty(), "the lesson's card: {wrong:#?}");
    // The stage's move played, the card waits for its button: a pad's Choose (the keys' Enter)
    // takes the lesson to its next stage.
    app.world_mut()
        .write_message(ChooseMove::human(Move::ccw(0)));
    for _ in 0..300 {
        app.update();
    }
    let learning = app.world().resource::<kalah::game::learn::Learning>();
    assert_eq!(
        learning.lesson().unwrap().state,
        kalah::game::learn::StageState::Passed
    );
    app.world_mut().write_message(MenuNav::Choose);
    for _ in 0..5 {
        app.update();
    }
    let learning = app.world().resource::<kalah::game::learn::Learning>();
    assert_eq!(
        learning.lesson().unwrap().stage,
        1,
        "Choose pressed Next stage"
    );
    // The card's buttons: back to the list, and back to the game, which a click brings back.
    assert!(crate::overlay::named(&mut app, "Lessons and puzzles").is_some());
    let (back, _) = crate::overlay::named(&mut app, "Back to the game").expect("a named button");
    crate::overlay::click(&mut app, back);
    for _ in 0..10 {
        app.update();
    }
    assert!(!m(&app).is_practice());
    assert_eq!(m(&app).rules().name, "kalah");
}

#[test]
fn the_learn_panel_offers_the_new_games_lessons_and_puzzles() {
    let mut app = crate::overlay::app_with(RuleSet::kalah(), Some(Panel::Learn));
    for game in ["Oware", "Awari", "Songo", "Bohnenspiel", "Toguz Kumalak"] {
        let start = format!("Start · The lesson of {game}");
        assert!(crate::overlay::named(&mut app, &start).is_some(), "{start}");
        let solve = format!("Solve · The puzzles of {game}");
        assert!(crate::overlay::named(&mut app, &solve).is_some(), "{solve}");
    }
    let wrong = crate::overlay::unnamed_controls(&mut app);
    assert!(wrong.is_empty(), "learn: {wrong:#?}");
}
