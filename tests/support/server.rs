//! A `kalah-server` for the tests that need one: the real binary, started on 127.0.0.1 with a
//! port and a data folder of its own, killed (and its folder removed) when dropped.

#![allow(dead_code)] // Each test binary that includes this uses what it needs of it.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

/// A `kalah-server` child process on 127.0.0.1 with a port of its own; killed when dropped.
pub struct Server {
    child: Child,
    pub url: String,
    data: PathBuf,
}

impl Server {
    pub fn start(name: &str, extra: &[&str]) -> Server {
        let data = std::env::temp_dir().join(format!(
            "kalah-online-{name}-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        Server::start_in(data, extra)
    }

    /// A server over the store in `data` (kept from an earlier server, or new).
    pub fn start_in(data: PathBuf, extra: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kalah-server"))
            .args(["--listen", "127.0.0.1:0", "--data"])
            .arg(&data)
            .args(extra)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("kalah-server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .trim()
            .strip_prefix("kalah-server listening on ")
            .unwrap_or_else(|| panic!("the server's first line: {line:?}"))
            .to_string();
        Server {
            child,
            url: format!("ws://{addr}"),
            data,
        }
    }

    /// Kills the server at once (SIGKILL: nothing is flushed or closed on the way out).
    pub fn kill(mut self) -> PathBuf {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
        std::mem::take(&mut self.data)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if !self.data.as_os_str().is_empty() {
            let _ = std::fs::remove_dir_all(&self.data);
        }
    }
}
