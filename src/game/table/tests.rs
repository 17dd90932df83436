//! Tests of `table`.

use super::*;

fn human_vs_ai() -> Match {
    Match::new(MatchSettings::default(), None).unwrap()
}

#[test]
fn undo_goes_back_to_the_humans_decision() {
    let mut m = human_vs_ai();
    m.play(Move::ccw(0)).unwrap(); // South (human) plays 1: turn passes
    assert_eq!(m.position().to_move(), Side::North);
    m.play(Move::ccw(0)).unwrap(); // North (AI)
    assert!(m.human_to_move());
    assert_eq!(m.undo(), 2);
    assert_eq!(m.game().moves().len(), 0);
    assert_eq!(m.redo().len(), 2);
    assert_eq!(m.game().moves().len(), 2);
}

#[test]
fn preview_finds_the_last_seed() {
    let m = human_vs_ai();
    // Kalah 6x4: pit 3 holds 4, the last seed lands in South's store.
    assert_eq!(m.landing(Move::ccw(2)), Some(Hole::Store(Side::South)));
    assert_eq!(
        m.landing(Move::ccw(0)),
        Some(Hole::Pit {
            side: Side::South,
            index: 4
        })
    );
}

#[test]
fn alternate_and_winner_starts() {
    let first = human_vs_ai();
    let settings = MatchSettings {
        starter: Starter::Alternate,
        ..MatchSettings::default()
    };
    let second = Match::new(settings, Some(&first)).unwrap();
    assert_eq!(second.game().first(), Side::North);
    assert!(second.epoch() > first.epoch());
}
