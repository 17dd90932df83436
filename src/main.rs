//! The Kalah 3D game: parses the command line and runs the app.

use bevy::prelude::*;
use kalah::launch::{Launch, USAGE};
use std::process::ExitCode;

fn main() -> ExitCode {
    let launch = match Launch::from_args(std::env::args().skip(1)) {
        Ok(launch) => launch,
        Err(e) if e.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("kalah: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match App::new().add_plugins(kalah::GamePlugin { launch }).run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
