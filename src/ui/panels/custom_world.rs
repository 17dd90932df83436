//! The custom rule set's switches of the games outside the Kalah family, as rows of the
//! new-game dialog's grid: the start pit on a lap, the capture by count (which counts, where,
//! its chain, the grand slam), feeding and the tuzdyk. The rule set's own check (`validate`)
//! says below the dialog what a combination lacks.

use super::choices::choice_row;
use crate::engine::RuleSet;
use crate::engine::rules::{CaptureCounts, CountSide, GrandSlam};
use crate::ui::i18n::{Tr, t};
use bevy_egui::egui;

/// The counts offered as boxes (the games' own: Oware 2 and 3, Songo 2 and 4, Bohnenspiel 2, 4
/// and 6); other counts come from a rule set loaded as JSON and stay as they are.
const OFFERED: [u8; 5] = [2, 3, 4, 5, 6];

/// What the start pit gets when a move comes round to it.
#[derive(Clone, Copy, PartialEq)]
enum Lap {
    Sown,
    Skipped,
    FirstSeedBack,
}

/// Which counts capture, as the dialog chooses them.
#[derive(Clone, Copy, PartialEq)]
enum Counts {
    None,
    Even,
    These,
}

/// The rows of the world games' switches, inside the custom rules' grid.
pub(super) fn world_rows(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    lap_row(ui, tr, rules);
    counts_row(ui, tr, rules);
    if !rules.capture_counts.is_none() {
        ui.label(t!(tr, "custom-count-side"));
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut rules.count_side,
                CountSide::Opponent,
                t!(tr, "custom-count-side-opponent"),
            );
            ui.radio_value(
                &mut rules.count_side,
                CountSide::Either,
                t!(tr, "custom-count-side-either"),
            );
            ui.checkbox(&mut rules.capture_chain, t!(tr, "custom-chain"));
        });
        ui.end_row();
        choice_row(
            ui,
            t!(tr, "custom-grand-slam"),
            &mut rules.grand_slam,
            &[
                (GrandSlam::Captures, t!(tr, "custom-grand-slam-captures")),
                (GrandSlam::NoCapture, t!(tr, "custom-grand-slam-no-capture")),
                (GrandSlam::Forbidden, t!(tr, "custom-grand-slam-forbidden")),
            ],
        );
    }
    ui.label(t!(tr, "custom-feed"));
    ui.checkbox(&mut rules.feed, t!(tr, "custom-feed-must"));
    ui.end_row();
    ui.label(t!(tr, "custom-tuzdyk"));
    ui.checkbox(&mut rules.tuzdyk, t!(tr, "custom-tuzdyk-claim"));
    ui.end_row();
}

/// The start pit on a lap: sown like any other, skipped, or given the first seed.
fn lap_row(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    let mut lap = match (rules.skip_start, rules.first_seed_back) {
        (true, _) => Lap::Skipped,
        (_, true) => Lap::FirstSeedBack,
        _ => Lap::Sown,
    };
    choice_row(
        ui,
        t!(tr, "custom-lap"),
        &mut lap,
        &[
            (Lap::Sown, t!(tr, "custom-lap-sown")),
            (Lap::Skipped, t!(tr, "custom-lap-skip")),
            (Lap::FirstSeedBack, t!(tr, "custom-lap-back")),
        ],
    );
    rules.skip_start = lap == Lap::Skipped;
    rules.first_seed_back = lap == Lap::FirstSeedBack;
}

/// Which counts capture: none, every even count, or the counts ticked (at least one).
fn counts_row(ui: &mut egui::Ui, tr: &Tr, rules: &mut RuleSet) {
    let chosen = match rules.capture_counts {
        CaptureCounts::None => Counts::None,
        CaptureCounts::Even => Counts::Even,
        CaptureCounts::Of(_) => Counts::These,
    };
    let mut counts = chosen;
    ui.label(t!(tr, "custom-counts"));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut counts, Counts::None, t!(tr, "custom-counts-none"));
        ui.radio_value(&mut counts, Counts::Even, t!(tr, "custom-counts-even"));
        ui.radio_value(&mut counts, Counts::These, t!(tr, "custom-counts-these"));
        if counts == Counts::These {
            for n in OFFERED {
                let mut on = rules.capture_counts.contains(n);
                if ui.checkbox(&mut on, n.to_string()).changed() {
                    rules.capture_counts = toggled(rules.capture_counts, n, on);
                }
            }
        }
    });
    ui.end_row();
    if counts != chosen {
        rules.capture_counts = match counts {
            Counts::None => CaptureCounts::None,
            Counts::Even => CaptureCounts::Even,
            // Oware's counts to begin with.
            Counts::These => CaptureCounts::of(&[2, 3]).unwrap_or(CaptureCounts::None),
        };
    }
}

/// `counts` with `n` ticked on or off; the last count ticked stays (a set of none is "none").
fn toggled(counts: CaptureCounts, n: u8, on: bool) -> CaptureCounts {
    let kept: Vec<u8> = (2..=crate::engine::rules::MAX_COUNT)
        .filter(|&k| if k == n { on } else { counts.contains(k) })
        .collect();
    CaptureCounts::of(&kept).unwrap_or(counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_tick_on_and_off_and_the_last_one_stays() {
        let oware = CaptureCounts::of(&[2, 3]).unwrap();
        assert_eq!(
            toggled(oware, 4, true),
            CaptureCounts::of(&[2, 3, 4]).unwrap()
        );
        assert_eq!(toggled(oware, 3, false), CaptureCounts::of(&[2]).unwrap());
        let two = CaptureCounts::of(&[2]).unwrap();
        assert_eq!(toggled(two, 2, false), two);
        // A count from a loaded rule set beyond the boxes is kept.
        let far = CaptureCounts::of(&[2, 12]).unwrap();
        assert_eq!(toggled(far, 2, false), CaptureCounts::of(&[12]).unwrap());
    }
}
