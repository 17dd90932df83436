//! `kalah-cli`: the engine from the command line. See `kalah-cli help`.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
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
