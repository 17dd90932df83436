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
    use kalah::online::server::options::{self, Options, USAGE};
    use kalah::online::server::run;
    use std::io::Write;
    use std::process::ExitCode;

    pub fn main() -> ExitCode {
        let config = match options::read(std::env::args_os().skip(1)) {
            Ok(Options::Serve(config)) => config,
            Ok(Options::Help) => {
                // A closed pipe (`| head`) is not worth a panic.
                let _ = writeln!(std::io::stdout(), "{USAGE}");
                return ExitCode::SUCCESS;
            }
            Err(why) => {
                eprintln!("kalah-server: {why} (see kalah-server --help)");
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
        let served = run(config, |addr| {
            // The one line on stdout: where it listens (a script or test reads it).
            let _ = writeln!(std::io::stdout(), "kalah-server listening on {addr}");
        });
        match served {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("kalah-server: {e}");
                ExitCode::FAILURE
            }
        }
    }
}
