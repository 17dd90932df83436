//! `kalah-server`: the online referee. See `kalah-server --help` and docs/ONLINE.md.

// The server runs natively only (tokio, SQLite); the web build checks this file too.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use kalah::online::server::{Config, serve};
    use std::process::ExitCode;
    use std::time::Duration;

    const USAGE: &str = "usage: kalah-server [--listen ADDR:PORT] [--data DIR] [--web DIR]
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

    pub fn main() -> ExitCode {
        let args: Vec<String> = std::env::args().skip(1).collect();
        if args.iter().any(|a| a == "--help" || a == "-h") {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        let config = match config(&args) {
            Ok(config) => config,
            Err(why) => {
                eprintln!("kalah-server: {why}\n{USAGE}");
                return ExitCode::from(2);
            }
        };
        let filter = tracing_subscriber::EnvFilter::try_from_default_env()
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
        tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(std::io::stderr)
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .init();
        let runtime = match tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
        {
            Ok(runtime) => runtime,
            Err(e) => {
                eprintln!("kalah-server: cannot start: {e}");
                return ExitCode::FAILURE;
            }
        };
        let served = runtime.block_on(serve(config, |addr| {
            // The one line on stdout: where it listens (a script or test reads it).
            println!("kalah-server listening on {addr}");
        }));
        match served {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("kalah-server: {e}");
                ExitCode::FAILURE
            }
        }
    }

    fn config(args: &[String]) -> Result<Config, String> {
        let mut config = Config::default();
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let mut value = || {
                it.next()
                    .cloned()
                    .ok_or_else(|| format!("{flag} needs a value"))
            };
            let number = |text: String, range: std::ops::RangeInclusive<u64>| {
                text.parse::<u64>()
                    .ok()
                    .filter(|n| range.contains(n))
                    .ok_or_else(|| format!("{flag} must be a number {range:?}, not '{text}'"))
            };
            match flag.as_str() {
                "--listen" => {
                    let text = value()?;
                    config.listen = text
                        .parse()
                        .map_err(|_| format!("--listen must be ADDR:PORT, not '{text}'"))?;
                }
                "--data" => config.data = value()?.into(),
                "--web" => config.web = Some(value()?.into()),
                "--grace-s" => {
                    config.times.grace = Duration::from_secs(number(value()?, 0..=86_400)?)
                }
                "--sockets-per-address" => {
                    config.limits.sockets_per_address = number(value()?, 1..=1_000_000)? as u32
                }
                "--rooms-per-address" => {
                    config.limits.rooms_per_address = number(value()?, 1..=1_000_000)? as u32
                }
                "--messages-per-second" => {
                    let n = number(value()?, 1..=100_000)? as u32;
                    config.limits.per_second = n;
                    config.limits.burst = 2 * n;
                }
                "--idle-s" => {
                    config.limits.idle = Duration::from_secs(number(value()?, 1..=86_400)?)
                }
                other => return Err(format!("unknown flag '{other}'")),
            }
        }
        Ok(config)
    }
}
