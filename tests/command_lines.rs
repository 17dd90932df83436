//! The three programs' command lines as a shell meets them: help printed into a pipe already
//! closed (`| head` that has read enough) is no panic, an argument that is not UTF-8 text is a
//! one-line error with exit code 2 rather than a panic, and a bad option gets one line naming
//! it, with exit code 2, from each of `kalah`, `kalah-cli` and `kalah-server` (those the build
//! has: `cargo test --no-default-features` builds `kalah-cli` alone).

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::process::{Command, Output, Stdio};

/// The programs' paths, by name: `kalah` is built with the game feature, `kalah-server` with
/// the online one. Cargo names a program's path even where its features are off and it was
/// never built, so each is asked for only with its feature.
fn programs() -> Vec<(&'static str, &'static str)> {
    vec![
        #[cfg(feature = "game")]
        ("kalah", env!("CARGO_BIN_EXE_kalah")),
        ("kalah-cli", env!("CARGO_BIN_EXE_kalah-cli")),
        #[cfg(feature = "online")]
        ("kalah-server", env!("CARGO_BIN_EXE_kalah-server")),
    ]
}

fn run(program: &str, args: &[OsString]) -> Output {
    Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{program} runs: {e}"))
}

/// One line on stderr, nothing on stdout, exit code 2.
fn refused_in_one_line(name: &str, out: &Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
    assert!(out.stdout.is_empty(), "{name} printed on stdout");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{name}: {stderr}");
    stderr
}

#[test]
fn help_into_a_closed_pipe_is_no_panic() {
    for (name, program) in programs() {
        let help = if name == "kalah-cli" {
            "help"
        } else {
            "--help"
        };
        // A pipe whose reading end is closed before the program writes: every write fails.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(program)
            .arg(help)
            .stdout(Stdio::from(writer))
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{name}: {:?} {stderr}", out.status);
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    }
}

#[test]
fn an_argument_that_is_not_text_is_refused_in_one_line() {
    let not_text = || OsString::from_vec(vec![b'x', 0xff]);
    for (name, program) in programs() {
        let before = match name {
            "kalah" => "--window",
            "kalah-cli" => "rules",
            _ => "--data",
        };
        let args = [OsString::from(before), not_text()];
        let stderr = refused_in_one_line(name, &run(program, &args));
        assert!(stderr.contains("UTF-8"), "{name}: {stderr}");
    }
}

#[test]
fn a_bad_option_is_named_in_one_line() {
    for (name, program) in programs() {
        let args = match name {
            "kalah-cli" => vec!["perft".into(), "--frobnicate".into(), "1".into()],
            _ => vec![OsString::from("--frobnicate")],
        };
        let stderr = refused_in_one_line(name, &run(program, &args));
        assert!(stderr.contains("--frobnicate"), "{name}: {stderr}");
        assert!(stderr.starts_with(&format!("{name}: ")), "{name}: {stderr}");
    }
}
