//! The Kalah 3D game: parses the command line into the game's opening and runs the app.

use bevy::prelude::*;
use kalah::launch;
use std::process::ExitCode;

fn main() -> ExitCode {
    let opening = match launch::parse(std::env::args().skip(1)) {
        Ok(opening) => opening,
        Err(e) if e.is_empty() => {
            println!("{}", launch::usage());
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("kalah: {e}\n{}", launch::usage());
            return ExitCode::from(2);
        }
    };
    match App::new().add_plugins(kalah::GamePlugin { opening }).run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
