//! `kalah-server`'s command line, read by lexopt: the options as a [`Config`], the usage text,
//! and a typed [`OptionsError`] for each way the options can be wrong.

use super::Config;
use lexopt::Arg;
use std::ops::RangeInclusive;
use std::time::Duration;

/// The usage text (`kalah-server --help`).
pub const USAGE: &str = "usage: kalah-server [--listen ADDR:PORT] [--data DIR] [--web DIR]
                    [--grace-s S] [--sockets-per-address N] [--rooms-per-address N]
                    [--messages-per-second N] [--idle-s S]
  --listen ADDR:PORT  where to listen (default 127.0.0.1:8080; port 0 picks a free one).
                      Put it behind a TLS reverse proxy on the open internet (docs/ONLINE.md)
  --data DIR          the game store's folder (default $XDG_DATA_HOME/kalah3d/server)
  --web DIR           also serve this web build (web/build.sh's dist/) from the same origin
  --grace-s S         how long an empty seat waits before the other may claim (default 120)
  --sockets-per-address N   open WebSockets one address may hold (default 16)
  --rooms-per-address N     rooms opened from one address that may wait for their
                      second player at once (default 8)
  --messages-per-second N   what one connection may send each second, twice that at once
                      (default 10)
  --idle-s S          close a connection silent this long (default 90)
The log goes to stderr (RUST_LOG sets its level, default info).";

/// What the command line asks for.
#[derive(Debug)]
pub enum Options {
    /// `--help` or `-h`: print [`USAGE`] and stop.
    Help,
    /// Serve with this configuration.
    Serve(Config),
}

/// Why the options cannot be followed (printed as one line, exit code 2).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum OptionsError {
    #[error("unknown option '{0}'")]
    Unknown(String),
    #[error("{0} needs a value")]
    MissingValue(String),
    #[error("{option} must be a number {}..={}, not '{text}'", range.start(), range.end())]
    NotInRange {
        option: String,
        text: String,
        range: RangeInclusive<u64>,
    },
    #[error("--listen must be ADDR:PORT, not '{0}'")]
    Address(String),
    /// lexopt's own complaint: a value given to an option that takes none, text that is not
    /// UTF-8.
    #[error("{0}")]
    Malformed(String),
}

/// Reads the options after the program name.
pub fn read(
    args: impl IntoIterator<Item = impl Into<std::ffi::OsString>>,
) -> Result<Options, OptionsError> {
    let mut config = Config::default();
    let mut parser = lexopt::Parser::from_args(args);
    let malformed = |e: lexopt::Error| OptionsError::Malformed(e.to_string());
    while let Some(arg) = parser.next().map_err(malformed)? {
        let option = match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(Options::Help),
            Arg::Long(name) => format!("--{name}"),
            Arg::Short(letter) => format!("-{letter}"),
            Arg::Value(value) => return Err(OptionsError::Unknown(value.to_string_lossy().into())),
        };
        let value = match parser.value() {
            Err(_) => Err(OptionsError::MissingValue(option.clone())),
            Ok(value) => value.into_string().map_err(|_| {
                OptionsError::Malformed(format!("{option}: the value is not UTF-8 text"))
            }),
        };
        let number = |range: RangeInclusive<u64>| {
            let text = value.clone()?;
            text.parse::<u64>()
                .ok()
                .filter(|n| range.contains(n))
                .ok_or_else(|| OptionsError::NotInRange {
                    option: option.clone(),
                    text,
                    range,
                })
        };
        let limits = &mut config.limits;
        match option.as_str() {
            "--listen" => {
                let text = value?;
                config.listen = text.parse().map_err(|_| OptionsError::Address(text))?;
            }
            "--data" => config.data = value?.into(),
            "--web" => config.web = Some(value?.into()),
            "--grace-s" => config.times.grace = Duration::from_secs(number(0..=86_400)?),
            "--sockets-per-address" => limits.sockets_per_address = number(1..=1_000_000)? as u32,
            "--rooms-per-address" => limits.rooms_per_address = number(1..=1_000_000)? as u32,
            "--messages-per-second" => {
                limits.per_second = number(1..=100_000)? as u32;
                limits.burst = 2 * limits.per_second;
            }
            "--idle-s" => limits.idle = Duration::from_secs(number(1..=86_400)?),
            _ => return Err(OptionsError::Unknown(option)),
        }
    }
    Ok(Options::Serve(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_text(text: &str) -> Result<Options, OptionsError> {
        read(text.split_whitespace())
    }

    fn config(text: &str) -> Config {
        match read_text(text) {
            Ok(Options::Serve(config)) => config,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn options_set_the_config() {
        let plain = config("");
        assert_eq!(plain.listen.to_string(), "127.0.0.1:8080");
        let set = config(
            "--listen 127.0.0.1:0 --data /tmp/x --grace-s 5 --sockets-per-address 3 \
             --rooms-per-address=2 --messages-per-second 7 --idle-s 9 --web /tmp/w",
        );
        assert_eq!(set.listen.to_string(), "127.0.0.1:0");
        assert_eq!(set.data.to_str(), Some("/tmp/x"));
        assert_eq!(set.web.as_deref().and_then(|w| w.to_str()), Some("/tmp/w"));
        assert_eq!(set.times.grace, Duration::from_secs(5));
        assert_eq!(set.limits.sockets_per_address, 3);
        assert_eq!(set.limits.rooms_per_address, 2);
        assert_eq!((set.limits.per_second, set.limits.burst), (7, 14));
        assert_eq!(set.limits.idle, Duration::from_secs(9));
        assert!(matches!(read_text("--data x -h"), Ok(Options::Help)));
        assert!(matches!(read_text("--help"), Ok(Options::Help)));
    }

    #[test]
    fn bad_options_are_named() {
        for (bad, error) in [
            ("--port 80", OptionsError::Unknown("--port".into())),
            ("serve", OptionsError::Unknown("serve".into())),
            ("-x", OptionsError::Unknown("-x".into())),
            ("--data", OptionsError::MissingValue("--data".into())),
            (
                "--listen localhost",
                OptionsError::Address("localhost".into()),
            ),
            (
                "--idle-s 0",
                OptionsError::NotInRange {
                    option: "--idle-s".into(),
                    text: "0".into(),
                    range: 1..=86_400,
                },
            ),
        ] {
            assert_eq!(read_text(bad).unwrap_err(), error, "{bad}");
        }
        assert_eq!(
            read_text("--grace-s soon").unwrap_err().to_string(),
            "--grace-s must be a number 0..=86400, not 'soon'"
        );
        use std::os::unix::ffi::OsStringExt;
        let not_text = std::ffi::OsString::from_vec(vec![0x66, 0xff]);
        assert_eq!(
            read(["--data".into(), not_text]).unwrap_err(),
            OptionsError::Malformed("--data: the value is not UTF-8 text".into())
        );
    }
}
