//! The shipped lessons and puzzles, checked against the engine: every preset has a lesson (at
//! least six stages for the games outside the Kalah family), every stage replays as it claims
//! (its position possible, its move legal, what the move does what the engine does), every word
//! of it is in all four translation files; every preset of the Kalah family has its puzzles (300
//! for Kalah, 50 for the others), and a sample of them is proven again by the solver
//! (`kalah-cli puzzles verify` proves them all).

use kalah::engine::learn::lesson::Course;
use kalah::engine::learn::puzzle::PuzzleSet;
use kalah::engine::learn::shipped;
use kalah::engine::rules::PRESETS;
use std::collections::BTreeSet;

/// The message ids of a translation file.
fn message_ids(language: &str) -> BTreeSet<String> {
    let path = format!(
        "{}/assets/locales/{language}.ftl",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id.to_string())
        .filter(|id| !id.starts_with([' ', '#', '[', '*']) && !id.is_empty())
        .collect()
}

#[test]
fn every_preset_has_a_lesson_that_the_engine_bears_out() {
    for preset in &PRESETS {
        let text = shipped::lessons(preset.name).expect("a lesson for every preset");
        let course = Course::from_json(text).unwrap();
        assert_eq!(course.rules, preset.name);
        let least = if (preset.build)().kalah_family() {
            5
        } else {
            6
        };
        assert!(
            course.stages.len() >= least,
            "{}: a short course",
            preset.name
        );
        course
            .check()
            .unwrap_or_else(|e| panic!("{}: {e}", preset.name));
        assert!(
            course.stages.iter().any(|s| s.solver),
            "{}: a strategy stage the solver grades",
            preset.name
        );
    }
}

#[test]
fn every_word_of_every_lesson_is_in_all_four_languages() {
    let languages = ["en", "es", "ru", "cs"].map(|l| (l, message_ids(l)));
    for preset in &PRESETS {
        let course = Course::from_json(shipped::lessons(preset.name).unwrap()).unwrap();
        for (i, stage) in course.stages.iter().enumerate() {
            for id in [&stage.title, &stage.say, &stage.done] {
                for (language, ids) in &languages {
                    assert!(
                        ids.contains(id.as_str()),
                        "{} stage {}: {id} missing in {language}.ftl",
                        preset.name,
                        i + 1
                    );
                }
            }
        }
    }
}

#[test]
fn every_preset_has_its_puzzles_and_a_sample_is_proven_again() {
    for preset in PRESETS {
        assert!(
            shipped::puzzles(preset.name).is_some(),
            "{}: no puzzles",
            preset.name
        );
        let set = PuzzleSet::from_json(shipped::puzzles(preset.name).unwrap()).unwrap();
        assert_eq!(set.rules, preset.name);
        let least = if preset.name == "kalah" { 300 } else { 50 };
        assert!(
            set.puzzles.len() >= least,
            "{}: {} puzzles, at least {least} wanted",
            preset.name,
            set.puzzles.len()
        );
        // Every 25th: a dozen of Kalah's, two or three of the others'.
        let proven = set
            .verify(25)
            .unwrap_or_else(|e| panic!("{}: {e}", preset.name));
        assert!(proven >= 2);
    }
}
