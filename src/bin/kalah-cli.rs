//! `kalah-cli`: the engine from the command line. See `kalah-cli help`.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(args) = std::env::args_os()
        .skip(1)
        .map(|arg| arg.into_string())
        .collect::<Result<Vec<String>, _>>()
        .map_err(|arg| eprintln!("kalah-cli: '{}' is not UTF-8 text", arg.to_string_lossy()))
        .ok()
    else {
        return ExitCode::from(2);
    };
    match kalah::cli::run(&args) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe (`| head`) is not an error worth a panic.
            let _ = stdout.write_all(out.as_bytes());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("kalah-cli: {error}");
            ExitCode::from(2)
        }
    }
}
