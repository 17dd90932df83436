//! The record commands of `kalah-cli`: `record` (checks a record and writes it in the other
//! form, or the form asked for), `review` (every decision's value and mark as JSON), and
//! reading a record from a file or stdin for them and for `play --record`.

use super::args::Args;
use super::error::CliError;
use crate::engine::record::Form;
use crate::engine::review::{Mark, Review};
use crate::engine::{Game, GameRecord};
use serde_json::{Value, json};
use std::io::Read;
use std::time::{Duration, Instant};

/// The text of `path`, or of stdin for `-` or no path.
pub(super) fn read_input(path: Option<&str>) -> Result<String, CliError> {
    match path {
        None | Some("-") => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|source| CliError::Io {
                    what: "cannot read the record from stdin".into(),
                    source,
                })?;
            Ok(text)
        }
        Some(path) => std::fs::read_to_string(path).map_err(|source| CliError::Io {
            what: format!("cannot read {path}"),
            source,
        }),
    }
}

/// A checked record from `path` (or stdin) in either form, with its game replayed.
pub(super) fn load(path: Option<&str>) -> Result<(GameRecord, Form, Game), CliError> {
    let text = read_input(path)?;
    let name = path.unwrap_or("-");
    let refused = |why| CliError::Record {
        name: name.to_string(),
        why,
    };
    let (record, form) = GameRecord::parse(&text).map_err(refused)?;
    let game = Game::from_record(&record).map_err(refused)?;
    Ok((record, form, game))
}

pub(super) fn record_command(rest: &[String]) -> Result<String, CliError> {
    let (args, path) = Args::parse_with_file(rest, &["check"], true)?;
    args.only(&["to", "check"])?;
    let (record, form, game) = load(path.as_deref())?;
    if args.flag("check") {
        if args.text("to").is_some() {
            return Err(CliError::usage("give --check or --to, not both"));
        }
        let pos = game.position();
        return Ok(format!(
            "{}\n",
            json!({
                "form": match form { Form::Text => "text", Form::Json => "json" },
                "rules": record.rules.name,
                "pits": record.rules.pits,
                "seeds": record.rules.seeds,
                "decisions": record.moves.len(),
                "over": pos.is_over(),
                "result": record.tags.result.map(|r| r.to_string()),
            })
        ));
    }
    let to = match args.text("to") {
        None if form == Form::Text => Form::Json,
        None => Form::Text,
        Some("text") => Form::Text,
        Some("json") => Form::Json,
        Some(other) => {
            return Err(CliError::usage(format!(
                "--to must be text or json, not '{other}'"
            )));
        }
    };
    Ok(match to {
        Form::Text => record.to_text(),
        Form::Json => format!("{}\n", record.to_json()),
    })
}

pub(super) fn review_command(rest: &[String]) -> Result<String, CliError> {
    let (args, path) = Args::parse_with_file(rest, &[], true)?;
    args.only(&["budget-ms"])?;
    let budget = Duration::from_millis(
        args.number::<u64>("budget-ms", 1..=3_600_000)?
            .unwrap_or(1000),
    );
    let (record, ..) = load(path.as_deref())?;
    let clock = Instant::now();
    let review = Review::new(&record, budget).map_err(|why| CliError::Record {
        name: path.as_deref().unwrap_or("-").to_string(),
        why,
    })?;
    let decisions = review.run();
    let seconds = clock.elapsed().as_secs_f64();
    let list: Vec<Value> = decisions
        .iter()
        .map(|d| {
            let worth = |w: crate::engine::review::Worth| {
                json!({ "value": w.value, "exact": w.exact, "depth": w.depth })
            };
            json!({
                "ply": d.ply,
                "side": d.side.name(),
                "played": d.played.to_string(),
                "best": d.best.to_string(),
                "best_value": worth(d.best_worth),
                "played_value": worth(d.played_worth),
                "lost": d.lost,
                "mark": d.mark.name(),
                "choices": d.choices,
                "south_value": d.south_value(),
            })
        })
        .collect();
    let marks: serde_json::Map<String, Value> = Mark::ALL
        .iter()
        .map(|&m| {
            let n = decisions.iter().filter(|d| d.mark == m).count();
            (m.name().to_string(), n.into())
        })
        .collect();
    Ok(format!(
        "{}\n",
        json!({
            "rules": record.rules.name,
            "pits": record.rules.pits,
            "seeds": record.rules.seeds,
            "budget_ms": budget.as_millis() as u64,
            "decisions": list,
            "marks": marks,
            "exact": decisions.iter().filter(|d| d.exact()).count(),
            "seconds": seconds,
        })
    ))
}
