//! `kalah-cli lessons` and `kalah-cli puzzles`: checking a lesson file against the engine
//! (stage by stage, with what each asked move does and, for a strategy stage, every move's
//! value), mining puzzles from AI games with the solver, and proving a puzzle file again.

use super::args::Args;
use super::error::CliError;
use crate::engine::RuleSet;
use crate::engine::learn::lesson::{Course, stage_values};
use crate::engine::learn::puzzle::{Mining, PuzzleSet, Theme, mine};
use crate::engine::learn::shipped;
use crate::engine::rules::PRESETS;
use crate::engine::summary::Next;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// `lessons check [FILE | --rules NAME]`: every stage of one lesson file, or of every shipped
/// lesson, checked; one line per stage saying what its move does.
pub fn lessons(rest: &[String]) -> Result<String, CliError> {
    let Some((sub, rest)) = rest.split_first() else {
        return Err(CliError::usage("lessons needs a subcommand: check"));
    };
    if sub != "check" {
        return Err(CliError::usage(format!(
            "unknown lessons subcommand '{sub}' (check)"
        )));
    }
    let (args, path) = Args::parse_with_file(rest, &[], true)?;
    args.only(&["rules"])?;
    let files: Vec<(String, String)> = match (path, args.text("rules")) {
        (Some(path), None) => {
            let text = std::fs::read_to_string(&path).map_err(|e| CliError::file(&path, e))?;
            vec![(path, text)]
        }
        (None, Some(name)) => vec![(name.to_string(), shipped_lessons(name)?.to_string())],
        // Every shipped lesson.
        (None, None) => PRESETS
            .iter()
            .filter_map(|p| Some((p.name.to_string(), shipped::lessons(p.name)?.to_string())))
            .collect(),
        (Some(_), Some(_)) => return Err(CliError::usage("give a FILE or --rules, not both")),
    };
    let mut out = String::new();
    for (name, text) in files {
        let course = Course::from_json(&text).map_err(|e| lesson_error(&name, e))?;
        course.check().map_err(|e| lesson_error(&name, e))?;
        let rules = course.rule_set().map_err(|e| lesson_error(&name, e))?;
        writeln!(out, "{name}: {} stages", course.stages.len()).unwrap();
        for (i, stage) in course.stages.iter().enumerate() {
            let pos = stage.position(&rules).expect("checked");
            let played = stage.play_on(&rules, &pos).expect("checked");
            let s = played.summary;
            let next = match s.next {
                Next::Again => "extra turn".to_string(),
                Next::Passes(side) => format!("to {}", side.name()),
                Next::Over => format!("over ({:?})", played.after.end_reason().expect("over")),
            };
            write!(
                out,
                "  {}. {}: {} plays {}: captured {}, relays {}, fours {}, stores {:?}, {next}",
                i + 1,
                stage.title,
                pos.to_move().name(),
                stage.play,
                s.captured,
                s.relays,
                s.fours,
                played.after.scores()
            )
            .unwrap();
            if s.claimed.is_some() {
                write!(out, ", a tuzdyk claimed").unwrap();
            }
            if s.to_tuzdyk > 0 {
                write!(out, ", {} into a tuzdyk", s.to_tuzdyk).unwrap();
            }
            if s.grand_slam {
                write!(out, ", a grand slam").unwrap();
            }
            if stage.solver {
                let values: Vec<String> = stage_values(&rules, &pos)?
                    .iter()
                    .map(|(mv, v)| format!("{mv}: {v:+}"))
                    .collect();
                write!(out, "; values {}", values.join(", ")).unwrap();
            }
            out.push('\n');
        }
    }
    Ok(out)
}

fn shipped_lessons(name: &str) -> Result<&'static str, CliError> {
    shipped::lessons(name).ok_or_else(|| CliError::usage(format!("no lesson for '{name}'")))
}

fn lesson_error(name: &str, e: impl std::fmt::Display) -> CliError {
    CliError::Learn(format!("{name}: {e}"))
}

/// `puzzles generate|verify ...`.
pub fn puzzles(rest: &[String]) -> Result<String, CliError> {
    match rest.split_first() {
        Some((sub, rest)) if sub == "generate" => generate(rest),
        Some((sub, rest)) if sub == "verify" => verify(rest),
        Some((sub, _)) => Err(CliError::usage(format!(
            "unknown puzzles subcommand '{sub}' (generate, verify)"
        ))),
        None => Err(CliError::usage(
            "puzzles needs a subcommand: generate or verify",
        )),
    }
}

/// Mines puzzles; progress on stderr, the file on stdout or in `--out`.
fn generate(rest: &[String]) -> Result<String, CliError> {
    let args = Args::parse(rest, &[])?;
    args.only(&[
        "rules",
        "count",
        "seed",
        "max-seeds",
        "solve-ms",
        "games",
        "out",
    ])?;
    let name = args.required("rules")?;
    let rules = RuleSet::preset(name)?;
    let how = Mining {
        count: args.number::<usize>("count", 1..=100_000)?.unwrap_or(50),
        seed: args.number::<u64>("seed", 0..=u64::MAX)?.unwrap_or(1),
        max_seeds: args.number::<u16>("max-seeds", 1..=255)?.unwrap_or(26),
        solve_time: Duration::from_millis(
            args.number::<u64>("solve-ms", 1..=600_000)?.unwrap_or(2000),
        ),
        max_games: args
            .number::<usize>("games", 1..=1_000_000)?
            .unwrap_or(100_000),
    };
    let clock = Instant::now();
    let mut so_far = PuzzleSet {
        rules: name.to_string(),
        puzzles: Vec::new(),
    };
    let puzzles = mine(&rules, how, |p| {
        eprintln!(
            "{:>7.1} s  {}  {}  rating {}  {}",
            clock.elapsed().as_secs_f64(),
            p.id,
            p.theme.name(),
            p.rating,
            p.solution
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(",")
        );
        // The file holds every puzzle proven so far: a long run stopped early keeps them (a
        // write that fails here is reported by the last one).
        if let Some(path) = args.text("out") {
            so_far.puzzles.push(p.clone());
            let _ = std::fs::write(path, so_far.to_json());
        }
    });
    let set = PuzzleSet {
        rules: name.to_string(),
        puzzles,
    };
    let mut themes: BTreeMap<&str, usize> = BTreeMap::new();
    for p in &set.puzzles {
        *themes.entry(p.theme.name()).or_default() += 1;
    }
    eprintln!(
        "{} puzzles in {:.1} s: {}",
        set.puzzles.len(),
        clock.elapsed().as_secs_f64(),
        Theme::ALL
            .iter()
            .filter_map(|t| themes.get(t.name()).map(|n| format!("{} {n}", t.name())))
            .collect::<Vec<_>>()
            .join(", ")
    );
    match args.text("out") {
        Some(path) => {
            std::fs::write(path, set.to_json()).map_err(|e| CliError::file(path, e))?;
            Ok(format!("{} puzzles written to {path}\n", set.puzzles.len()))
        }
        None => Ok(set.to_json()),
    }
}

/// Proves a puzzle file (or a shipped preset's) again, every puzzle or every `--every`-th.
fn verify(rest: &[String]) -> Result<String, CliError> {
    let (args, path) = Args::parse_with_file(rest, &[], true)?;
    args.only(&["rules", "every"])?;
    let (name, text) = match (path, args.text("rules")) {
        (Some(path), None) => {
            let text = std::fs::read_to_string(&path).map_err(|e| CliError::file(&path, e))?;
            (path, text)
        }
        (None, Some(name)) => (
            name.to_string(),
            shipped::puzzles(name)
                .ok_or_else(|| CliError::usage(format!("no puzzles for '{name}'")))?
                .to_string(),
        ),
        _ => return Err(CliError::usage("give a FILE or --rules NAME")),
    };
    let every = args.number::<usize>("every", 1..=100_000)?.unwrap_or(1);
    let clock = Instant::now();
    let set = PuzzleSet::from_json(&text).map_err(|e| CliError::Learn(format!("{name}: {e}")))?;
    let proven = set
        .verify(every)
        .map_err(|e| CliError::Learn(format!("{name}: {e}")))?;
    Ok(format!(
        "{name}: {proven} of {} puzzles proven again in {:.1} s\n",
        set.puzzles.len(),
        clock.elapsed().as_secs_f64()
    ))
}
