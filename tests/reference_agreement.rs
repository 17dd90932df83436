//! The engine against the independent reference implementation of RULES.md
//! (`tests/reference`): random games of every preset on every board size, and of random custom
//! rule sets, must agree ply by ply on the board, the side to move, the end, the winner, the pie
//! swap, the legal moves and the step trace. One test drives the real `kalah-cli play --trace`.

mod reference;

use kalah::engine::{EndReason, Game, Hole, Move, Outcome, Position, RuleSet, Side, Step};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use reference::{REnd, REvent, RHole, RMove, RState, parse_move, side_name};
use serde_json::Value;
use std::process::Command;

fn side_of(i: usize) -> Side {
    if i == 0 { Side::South } else { Side::North }
}

fn rhole(hole: Hole) -> RHole {
    match hole {
        Hole::Pit { side, index } => RHole::Pit(side.index(), index as usize + 1),
        Hole::Store(side) => RHole::Store(side.index()),
    }
}

fn rend(reason: EndReason) -> REnd {
    match reason {
        EndReason::NoMoves => REnd::NoMoves,
        EndReason::Majority => REnd::Majority,
        EndReason::NoProgress => REnd::NoProgress,
        EndReason::Repetition => unreachable!("the reference plays the Kalah family only"),
    }
}

/// The engine's trace in the reference's vocabulary.
fn events(steps: &[Step]) -> Vec<REvent> {
    steps
        .iter()
        .map(|step| match *step {
            Step::Lift { pit, seeds } => REvent::Lift(rhole(pit), seeds as u32),
            Step::Drop { hole } => REvent::Drop(rhole(hole)),
            Step::Four { pit, store } => REvent::Four(rhole(pit), store.side().index()),
            Step::Relay { pit, seeds } => REvent::Relay(rhole(pit), seeds as u32),
            Step::Capture {
                pit,
                opposite,
                seeds,
                store,
            } => REvent::Capture(
                rhole(pit),
                rhole(opposite),
                seeds as u32,
                store.side().index(),
            ),
            Step::ExtraTurn { side } => REvent::ExtraTurn(side.index()),
            Step::TurnPasses { to } => REvent::TurnPasses(to.index()),
            Step::Swap => REvent::Swap,
            Step::EndSweep { pit, seeds, store } => {
                REvent::EndSweep(rhole(pit), seeds as u32, store.side().index())
            }
            Step::GameOver { reason } => REvent::GameOver(rend(reason)),
            Step::CountCapture { .. }
            | Step::TuzdykClaim { .. }
            | Step::TuzdykTake { .. }
            | Step::GrandSlam { .. } => {
                unreachable!("the reference plays the Kalah family only")
            }
        })
        .collect()
}

fn engine_move(mv: RMove) -> Move {
    match mv {
        RMove::Sow { pit, cw } => Move::Sow {
            pit: (pit - 1) as u8,
            cw,
        },
        RMove::Swap => Move::Swap,
    }
}

/// Everything the `play` contract reports, from the engine.
fn engine_view(rules: &RuleSet, pos: &Position) -> Value {
    let b = pos.board();
    let winner = pos.outcome().map(|o| match o {
        Outcome::Win(side) => side.name(),
        Outcome::Draw => "draw",
    });
    let legal: Vec<String> = pos
        .legal_moves(rules)
        .iter()
        .map(|m| m.to_string())
        .collect();
    serde_json::json!({
        "south": b.row(Side::South),
        "north": b.row(Side::North),
        "stores": [b.store(Side::South), b.store(Side::North)],
        "to_move": pos.to_move().name(),
        "over": pos.is_over(),
        "winner": winner,
        "swapped": pos.swapped(),
        "legal": legal,
    })
}

/// The same fields from the reference.
fn reference_view(rules: &RuleSet, r: &RState) -> Value {
    serde_json::json!({
        "south": r.rows[0],
        "north": r.rows[1],
        "stores": r.stores,
        "to_move": side_name(r.to_move),
        "over": r.over.is_some(),
        "winner": r.winner(),
        "swapped": r.swapped,
        "legal": r.legal_notation(rules),
    })
}

/// The contract's fields of a `kalah-cli play` line.
fn contract_fields(line: &Value) -> Value {
    let mut out = serde_json::Map::new();
    for key in [
        "south", "north", "stores", "to_move", "over", "winner", "swapped", "legal",
    ] {
        out.insert(
            key.to_string(),
            line.get(key)
                .unwrap_or_else(|| panic!("missing field {key} in {line}"))
                .clone(),
        );
    }
    Value::Object(out)
}

/// The end reason agrees, except where "no moves" and "no progress" both hold at once.
fn check_reason(rules: &RuleSet, pos: &Position, r: &RState, ctx: &str) {
    let engine = pos.end_reason().map(rend);
    if engine != r.over && !r.both_end_reasons(rules) {
        panic!(
            "{ctx}: end reason engine {engine:?}, reference {:?}",
            r.over
        );
    }
}

/// Normalises a trace's ending: the end sweep's order is the engine's choice.
fn normalised(mut ev: Vec<REvent>) -> Vec<REvent> {
    if let Some(i) = ev.iter().position(|e| matches!(e, REvent::EndSweep(..))) {
        ev[i..].sort();
    }
    ev
}

/// Which kinds of event the random games met, so that a run that never exercised a rule
/// cannot pass unnoticed.
#[derive(Default)]
struct Coverage(std::collections::BTreeSet<String>);

impl Coverage {
    fn note(&mut self, events: &[REvent]) {
        for ev in events {
            let kind = format!("{ev:?}");
            let kind = match ev {
                REvent::GameOver(_) => kind,
                _ => kind.split('(').next().unwrap().to_string(),
            };
            self.0.insert(kind);
        }
    }

    fn assert_saw(&self, kinds: &[&str]) {
        for kind in kinds {
            assert!(self.0.contains(*kind), "no {kind} in {:?}", self.0);
        }
    }
}

/// Plays one random game on both and compares them after every decision. Also offers a random
/// (often illegal) move now and then, which both must accept or reject alike. Returns the plies.
fn play_both(
    rules: &RuleSet,
    first: usize,
    rng: &mut StdRng,
    label: &str,
    seen: &mut Coverage,
) -> usize {
    let mut game = Game::new(rules.clone(), side_of(first)).expect("valid rules");
    let mut r = RState::start(rules, first);
    let mut moves: Vec<String> = Vec::new();
    for ply in 0..100_000 {
        let ctx = format!(
            "{label} first={} moves={}",
            side_name(first),
            moves.join(",")
        );
        assert_eq!(
            engine_view(rules, game.position()),
            reference_view(rules, &r),
            "{ctx}: positions differ (left engine, right reference)"
        );
        check_reason(rules, game.position(), &r, &ctx);
        if r.over.is_some() {
            return ply;
        }
        if rng.random_bool(0.1) {
            let probe = match rng.random_range(0..20) {
                0 => RMove::Swap,
                n => RMove::Sow {
                    pit: 1 + n as usize % 9,
                    cw: n >= 10,
                },
            };
            let ref_ok = r.legal(rules).contains(&probe);
            let mut scratch = game.clone();
            let eng_ok = scratch.play(engine_move(probe)).is_ok();
            assert_eq!(
                eng_ok,
                ref_ok,
                "{ctx}: legality of {} differs (left engine)",
                probe.notation()
            );
        }
        let legal = r.legal(rules);
        let mv = legal[rng.random_range(0..legal.len())];
        let steps = game
            .play(engine_move(mv))
            .unwrap_or_else(|e| panic!("{ctx}: engine rejects {}: {e:?}", mv.notation()));
        let mut expected = r.play(rules, mv).unwrap();
        let mut got = events(&steps);
        if r.both_end_reasons(rules) {
            // Either reason is a fair report when both hold.
            for ev in got.iter_mut().chain(expected.iter_mut()) {
                if let REvent::GameOver(reason) = ev {
                    *reason = REnd::NoMoves;
                }
            }
        }
        seen.note(&expected);
        moves.push(mv.notation());
        assert_eq!(
            normalised(got),
            normalised(expected),
            "{label} moves={}: traces differ (left engine, right reference)",
            moves.join(",")
        );
    }
    panic!("{label}: game did not end in 100000 decisions");
}

/// Every kind of event, and every way a game ends.
const ALL_KINDS: &[&str] = &[
    "Lift",
    "Drop",
    "Four",
    "Relay",
    "Capture",
    "ExtraTurn",
    "TurnPasses",
    "Swap",
    "EndSweep",
    "GameOver(NoMoves)",
    "GameOver(Majority)",
    "GameOver(NoProgress)",
];

#[test]
fn every_preset_every_board_size_agrees() {
    let mut rng = StdRng::seed_from_u64(0x6b61_6c61_6800_0001);
    let mut plies = 0;
    let mut seen = Coverage::default();
    for preset in RuleSet::presets().into_iter().filter(RuleSet::kalah_family) {
        for pits in 1..=9 {
            for seeds in 1..=12 {
                let Ok(rules) = preset.clone().with_board(Some(pits), Some(seeds)) else {
                    // Only ethiopian with 1 seed (below its min_lift of 2) is refused.
                    assert!(preset.name == "ethiopian" && seeds == 1, "{preset:?}");
                    continue;
                };
                for _ in 0..3 {
                    let first = rng.random_range(0..2);
                    let label = format!("{} pits={pits} seeds={seeds}", preset.name);
                    plies += play_both(&rules, first, &mut rng, &label, &mut seen);
                }
            }
        }
    }
    assert!(plies > 10_000, "suspiciously short games: {plies} plies");
    // Random play never stalls ethiopian for 100 decisions; the custom rule sets cover that.
    seen.assert_saw(&ALL_KINDS[..ALL_KINDS.len() - 1]);
}

#[test]
fn random_custom_rule_sets_agree() {
    let mut rng = StdRng::seed_from_u64(0x6b61_6c61_6800_0002);
    let mut played = 0;
    let mut seen = Coverage::default();
    while played < 1500 {
        let rules = reference::random_rules(&mut rng);
        if rules.validate().is_err() {
            continue;
        }
        let first = rng.random_range(0..2);
        play_both(&rules, first, &mut rng, &format!("{rules:?}"), &mut seen);
        played += 1;
    }
    seen.assert_saw(ALL_KINDS);
}

/// A random game chosen by the reference alone: the moves and every state along the way.
fn reference_game(rules: &RuleSet, first: usize, rng: &mut StdRng) -> (Vec<String>, Vec<RState>) {
    let mut r = RState::start(rules, first);
    let mut states = vec![r.clone()];
    let mut moves = Vec::new();
    while r.over.is_none() {
        let legal = r.legal(rules);
        let mv = legal[rng.random_range(0..legal.len())];
        r.play(rules, mv).unwrap();
        moves.push(mv.notation());
        states.push(r.clone());
    }
    (moves, states)
}

fn cli(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kalah-cli"))
        .args(args)
        .output()
        .expect("kalah-cli runs")
}

/// Plays `moves` through `kalah-cli play --trace` and compares every line to the reference.
fn check_cli_game(rules: &RuleSet, rules_arg: &str, first: usize, rng: &mut StdRng) {
    let (moves, states) = reference_game(rules, first, rng);
    let list = moves.join(",");
    let pits = rules.pits.to_string();
    let seeds = rules.seeds.to_string();
    let out = cli(&[
        "play",
        "--rules",
        rules_arg,
        "--pits",
        &pits,
        "--seeds",
        &seeds,
        "--first",
        side_name(first),
        "--moves",
        &list,
        "--trace",
    ]);
    let ctx = format!(
        "{rules_arg} {pits}x{seeds} first={} moves={list}",
        side_name(first)
    );
    assert!(
        out.status.success(),
        "{ctx}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), states.len(), "{ctx}: one line per position");
    for (i, (line, state)) in lines.iter().zip(&states).enumerate() {
        let parsed: Value = serde_json::from_str(line).expect("each line is JSON");
        assert_eq!(
            contract_fields(&parsed),
            reference_view(rules, state),
            "{ctx}: line {i} (after {} moves) differs (left cli)",
            i
        );
    }
    // Without --trace only the final line is printed, and it is the same.
    let out = cli(&[
        "play",
        "--rules",
        rules_arg,
        "--pits",
        &pits,
        "--seeds",
        &seeds,
        "--first",
        side_name(first),
        "--moves",
        &list,
    ]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "{ctx}");
    assert_eq!(text.lines().next(), lines.last().copied(), "{ctx}");
}

#[test]
fn cli_play_trace_agrees_with_reference() {
    let mut rng = StdRng::seed_from_u64(0x6b61_6c61_6800_0003);
    for preset in RuleSet::presets().into_iter().filter(RuleSet::kalah_family) {
        for _ in 0..3 {
            let pits = rng.random_range(1..=9);
            let seeds = rng.random_range(preset.min_lift..=12);
            let rules = preset.clone().with_board(Some(pits), Some(seeds)).unwrap();
            check_cli_game(&rules, &preset.name, rng.random_range(0..2), &mut rng);
        }
    }
    // Custom rule sets travel as JSON files.
    let dir = std::env::temp_dir().join(format!("kalah-ref-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut done = 0;
    while done < 6 {
        let rules = reference::random_rules(&mut rng);
        if rules.validate().is_err() {
            continue;
        }
        let file = dir.join(format!("custom{done}.json"));
        std::fs::write(&file, rules.to_json()).unwrap();
        check_cli_game(
            &rules,
            file.to_str().unwrap(),
            rng.random_range(0..2),
            &mut rng,
        );
        done += 1;
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn cli_rejects_what_the_reference_rejects() {
    // A move the reference finds illegal after a legal prefix: exit code 2, one stderr line
    // naming the ply, nothing on stdout.
    let mut rng = StdRng::seed_from_u64(0x6b61_6c61_6800_0004);
    for preset in RuleSet::presets().into_iter().filter(RuleSet::kalah_family) {
        let (moves, states) = reference_game(&preset, 0, &mut rng);
        let cut = rng.random_range(0..moves.len());
        let at = &states[cut];
        let bad = (1..=9)
            .flat_map(|k| [format!("{k}"), format!("{k}cw")])
            .chain(["swap".to_string()])
            .find(|m| !at.legal(&preset).contains(&parse_move(m).unwrap()))
            .expect("some move is illegal");
        let mut list: Vec<String> = moves[..cut].to_vec();
        list.push(bad.clone());
        let out = cli(&["play", "--rules", &preset.name, "--moves", &list.join(",")]);
        assert_eq!(out.status.code(), Some(2), "{} {list:?}", preset.name);
        assert!(out.stdout.is_empty(), "{} {list:?}", preset.name);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains(&format!("ply {}", cut + 1)), "{err}");
    }
}
