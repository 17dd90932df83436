//! Headless App tests of what the game sounds: the cues a move's trace gives as its gems land
//! (the logic plugin on `MinimalPlugins` with manual time; no audio device is needed, the
//! `SoundCue` messages are what the playback would play), a refused pit's "no", silence when
//! the animation is skipped, and each kind of step heard by name where it happens: a relay, a
//! four, the pie rule's swap, a capture and the end of the game.

use crate::common;

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use kalah::engine::{Game, Hole, Move, Outcome, RuleSet, Side, Step};
use kalah::game::messages::{ChooseMove, GameCommand};
use kalah::game::phase::TurnPhase;
use kalah::game::sound::cue;
use kalah::game::sound::{Cue, SoundCue};
use kalah::game::table::{Match, Player};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

/// The app with a reader of every cue it makes.
struct Table {
    app: App,
    heard: MessageCursor<SoundCue>,
}

impl Table {
    fn new(rules: RuleSet) -> Table {
        let mut app = common::opened(common::seats(rules, [Player::Human, Player::Human]));
        app.add_plugins(kalah::LogicPlugin);
        common::start(&mut app);
        Table {
            app,
            heard: MessageCursor::default(),
        }
    }

    /// Runs one frame; returns the cues it made.
    fn frame(&mut self) -> Vec<SoundCue> {
        self.app.update();
        let messages = self.app.world().resource::<Messages<SoundCue>>();
        self.heard.read(messages).copied().collect()
    }

    fn settled(&self) -> bool {
        self.app.world().resource::<TurnPhase>().settled()
    }

    /// Plays `mv` for the human to move and runs until the board settles; returns every cue.
    fn play(&mut self, mv: Move) -> Vec<SoundCue> {
        self.app.world_mut().write_message(ChooseMove::human(mv));
        let mut cues = self.frame();
        for _ in 0..5000 {
            if self.settled() {
                // The last cue of a move may land in the frame it settles.
                cues.extend(self.frame());
                return cues;
            }
            cues.extend(self.frame());
        }
        panic!("{mv} did not settle");
    }

    fn m(&self) -> &Match {
        common::m(&self.app)
    }
}

fn south(index: u8) -> Hole {
    Hole::Pit {
        side: Side::South,
        index,
    }
}

#[test]
fn kalah_3_from_the_start_clicks_three_beads_a_store_and_the_extra_turn() {
    let mut table = Table::new(RuleSet::kalah());
    let cues = table.play(Move::ccw(2));
    // Pit 3 holds 4: one gem each into pits 4, 5, 6 (each already holding 4), the last into
    // the store, which earns an extra turn. Lifting the pit makes no sound.
    let bead = Cue::Bead { resting: 4 };
    assert_eq!(
        cues,
        [
            SoundCue::at(bead, south(3)),
            SoundCue::at(bead, south(4)),
            SoundCue::at(bead, south(5)),
            SoundCue::at(Cue::Store, Hole::Store(Side::South)),
            SoundCue::centre(Cue::ExtraTurn),
        ]
    );
    // Pit 3 is empty now: asking for it is refused, with a soft "no" from that pit.
    table
        .app
        .world_mut()
        .write_message(ChooseMove::human(Move::ccw(2)));
    assert_eq!(table.frame(), [SoundCue::at(Cue::Refused, south(2))]);
    assert_eq!(table.m().game().moves().len(), 1);
}

#[test]
fn a_skipped_sowing_is_silent() {
    let mut table = Table::new(RuleSet::kalah());
    table
        .app
        .world_mut()
        .write_message(ChooseMove::human(Move::ccw(5)));
    let mut cues = table.frame();
    assert!(!table.settled());
    table.app.world_mut().write_message(GameCommand::Skip);
    for _ in 0..20 {
        cues.extend(table.frame());
    }
    assert!(table.settled());
    assert_eq!(cues, []);
}

#[test]
fn every_step_that_makes_a_sound_is_heard_in_every_rule_set() {
    let mut rng = SmallRng::seed_from_u64(11);
    for rules in RuleSet::presets() {
        let name = rules.name.clone();
        let mut table = Table::new(rules);
        for _ in 0..30 {
            let legal = table.m().game().legal_moves();
            let Some(&mv) = legal.choose(&mut rng) else {
                break;
            };
            let mut engine = table.m().game().clone();
            let steps = engine.play(mv).unwrap();
            let heard = table.play(mv);
            let expected: Vec<Cue> = steps
                .iter()
                .filter_map(|s| cue::of_step(s, 0, Cue::Won))
                .map(|c| c.cue)
                .collect();
            let kinds = |cues: &[Cue]| -> Vec<Cue> {
                cues.iter()
                    .map(|c| match c {
                        Cue::Bead { .. } => Cue::Bead { resting: 0 },
                        Cue::Lost | Cue::Drawn => Cue::Won,
                        other => *other,
                    })
                    .collect()
            };
            let heard: Vec<Cue> = heard.iter().map(|c| c.cue).collect();
            assert_eq!(kinds(&heard), kinds(&expected), "{name}: {mv}");
        }
    }
}

/// Moves from the start of `rules` (South first) whose last move's trace holds a step that
/// `wanted` picks, found in seeded random games of the engine; that step too.
fn moves_to(rules: &str, wanted: impl Fn(&Step) -> bool) -> (Vec<Move>, Step) {
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..200 {
        let mut game = Game::new(RuleSet::preset(rules).unwrap(), Side::South).unwrap();
        let mut moves = Vec::new();
        while let Some(&mv) = game.legal_moves().choose(&mut rng) {
            moves.push(mv);
            let steps = game.play(mv).unwrap();
            if let Some(step) = steps.into_iter().find(|s| wanted(s)) {
                return (moves, step);
            }
        }
    }
    panic!("no game of {rules} came to the step asked for");
}

impl Table {
    /// Plays `moves` with the animation skipped (silent), then the last one as the player sees
    /// it; returns the cues of the last.
    fn play_to(&mut self, moves: &[Move]) -> Vec<SoundCue> {
        let (last, before) = moves.split_last().unwrap();
        for &mv in before {
            self.app.world_mut().write_message(ChooseMove::human(mv));
            self.frame();
            self.app.world_mut().write_message(GameCommand::Skip);
            while !self.settled() {
                self.frame();
            }
        }
        self.play(*last)
    }
}

#[test]
fn a_relay_a_four_a_swap_a_capture_and_the_end_are_each_heard_by_name() {
    type Wanted = fn(&Step) -> bool;
    let cases: [(&str, Wanted); 5] = [
        ("nigerian", |s| matches!(s, Step::Relay { .. })),
        ("nigerian", |s| matches!(s, Step::Four { .. })),
        ("russian", |s| matches!(s, Step::Swap)),
        ("kalah", |s| matches!(s, Step::Capture { .. })),
        ("kalah", |s| matches!(s, Step::GameOver { .. })),
    ];
    for (rules, wanted) in cases {
        let (moves, step) = moves_to(rules, wanted);
        let mut table = Table::new(RuleSet::preset(rules).unwrap());
        let heard = table.play_to(&moves);
        let expected = match step {
            Step::Relay { pit, .. } => SoundCue::at(Cue::Relay, pit),
            Step::Four { pit, .. } => SoundCue::at(Cue::Four, pit),
            Step::Swap => SoundCue::centre(Cue::Swap),
            Step::Capture { store, .. } => SoundCue::at(Cue::Capture, store),
            Step::GameOver { .. } => match table.m().outcome() {
                // Two humans at the table: a win sounds won.
                Some(Outcome::Win(_)) => SoundCue::centre(Cue::Won),
                Some(Outcome::Draw) => SoundCue::centre(Cue::Drawn),
                None => panic!("{rules}: the game is not over after {moves:?}"),
            },
            other => unreachable!("{other:?}"),
        };
        assert!(
            heard.contains(&expected),
            "{rules}: {expected:?} not heard after {} moves: {heard:?}",
            moves.len()
        );
    }
}
