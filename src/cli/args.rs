//! The command-line tool's flags, read by lexopt (the one argument parser of the three
//! binaries): `--name value` (or `--name=value`) pairs, bare `--flags` and, for the commands
//! that read a file, its path; with errors that say which flag is wrong.

use super::error::CliError;
use lexopt::Arg;
use std::collections::BTreeMap;

/// Parsed `--flag [value]` arguments of one command.
pub struct Args {
    values: BTreeMap<String, Option<String>>,
}

impl Args {
    /// Parses `args`; `switches` are the flags that take no value.
    pub fn parse(args: &[String], switches: &[&str]) -> Result<Args, CliError> {
        Args::parse_with_file(args, switches, false).map(|(args, _)| args)
    }

    /// Parses `args` where one argument that is not a flag may name a file (when `file`).
    pub fn parse_with_file(
        args: &[String],
        switches: &[&str],
        file: bool,
    ) -> Result<(Args, Option<String>), CliError> {
        let mut values = BTreeMap::new();
        let mut path = None;
        let mut parser = lexopt::Parser::from_args(args);
        while let Some(arg) = parser.next().map_err(misread)? {
            let name = match arg {
                Arg::Long(name) => name.to_string(),
                Arg::Short(letter) => {
                    return Err(CliError::usage(format!(
                        "unexpected argument '-{letter}' (flags start with --)"
                    )));
                }
                Arg::Value(value) => {
                    let value = text(value)?;
                    if file && path.is_none() {
                        path = Some(value);
                        continue;
                    }
                    return Err(CliError::usage(format!(
                        "unexpected argument '{value}' (flags start with --)"
                    )));
                }
            };
            let value = match switches.contains(&name.as_str()) {
                true => None,
                false => {
                    Some(text(parser.value().map_err(|_| {
                        CliError::usage(format!("--{name} needs a value"))
                    })?)?)
                }
            };
            if values.insert(name.clone(), value).is_some() {
                return Err(CliError::usage(format!("--{name} given twice")));
            }
        }
        Ok((Args { values }, path))
    }

    /// Fails on any flag not in `known`.
    pub fn only(&self, known: &[&str]) -> Result<(), CliError> {
        match self.values.keys().find(|k| !known.contains(&k.as_str())) {
            Some(k) => Err(CliError::usage(
                match super::closest(k, known.iter().copied()) {
                    Some(near) => format!("unknown flag --{k} (did you mean --{near}?)"),
                    None => format!("unknown flag --{k}"),
                },
            )),
            None => Ok(()),
        }
    }

    pub fn flag(&self, name: &str) -> bool {
        self.values.contains_key(name)
    }

    pub fn text(&self, name: &str) -> Option<&str> {
        self.values.get(name).and_then(|v| v.as_deref())
    }

    pub fn required(&self, name: &str) -> Result<&str, CliError> {
        self.text(name)
            .ok_or_else(|| CliError::usage(format!("--{name} is required")))
    }

    /// A number flag within `range`.
    pub fn number<T>(
        &self,
        name: &str,
        range: std::ops::RangeInclusive<T>,
    ) -> Result<Option<T>, CliError>
    where
        T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy,
    {
        let Some(text) = self.text(name) else {
            return Ok(None);
        };
        let n: T = text
            .parse()
            .map_err(|_| CliError::usage(format!("--{name} must be a number, not '{text}'")))?;
        if !range.contains(&n) {
            return Err(CliError::usage(format!(
                "--{name} must be {}..={}, not {n}",
                range.start(),
                range.end()
            )));
        }
        Ok(Some(n))
    }
}

/// lexopt's own complaint (a value given to a flag that takes none), as a usage error.
fn misread(error: lexopt::Error) -> CliError {
    CliError::usage(error.to_string())
}

/// An argument as text: every flag and value of ours is UTF-8.
fn text(value: std::ffi::OsString) -> Result<String, CliError> {
    value
        .into_string()
        .map_err(|raw| CliError::usage(format!("{} is not UTF-8 text", raw.to_string_lossy())))
}
