//! The Kalah 3D game: parses the command line into the game's opening and the overlay's start,
//! and runs the app.

use bevy::prelude::*;
use kalah::launch;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let launch = match launch::parse(launch::arguments()) {
        Ok(launch) => launch,
        Err(launch::LaunchError::HelpAsked) => {
            // A closed pipe (`| head`) is not worth a panic.
            let _ = writeln!(std::io::stdout(), "{}", launch::usage());
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("kalah: {e} (see kalah --help)");
            return ExitCode::from(2);
        }
    };
    let game = kalah::GamePlugin {
        opening: launch.opening,
        ui: launch.ui,
    };
    match App::new().add_plugins(game).run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
