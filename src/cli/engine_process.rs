//! One protocol engine run by the match tool: a child process started from a command line
//! (through `sh -c`, so a command may carry its own arguments and quotes), spoken to on its
//! stdin, its stdout read on a thread of its own so that every wait has a time limit. An
//! engine that exits, stops answering or says something unreadable is an error of that engine,
//! never a hang or a panic of the match.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;
use web_time::Instant;

/// How long an engine may take to answer `uci` and `isready`.
const HANDSHAKE: Duration = Duration::from_secs(30);

/// What went wrong with an engine.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error("cannot start '{command}': {source}")]
    Start {
        command: String,
        source: std::io::Error,
    },
    #[error("'{0}' stopped answering or exited")]
    Gone(String),
    #[error("'{command}' did not answer {waited_for} in time")]
    Silent {
        command: String,
        waited_for: &'static str,
    },
}

/// What an engine answered to one `go`.
#[derive(Clone, Debug, Default)]
pub struct Answer {
    /// The move as written after `bestmove`.
    pub bestmove: String,
    /// The depth of its last `info` line, if it gave one.
    pub depth: Option<u32>,
    /// The time from `go` to `bestmove`.
    pub time: Duration,
}

/// A running engine.
pub struct Engine {
    /// The command line it was started with (its name in reports).
    pub command: String,
    /// The name it gave (`id name`), else the command.
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    /// Starts `command` and makes the protocol's handshake: `uci` … `uciok`.
    pub fn start(command: &str) -> Result<Engine, EngineError> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {command}"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|source| EngineError::Start {
                command: command.to_string(),
                source,
            })?;
        let stdin = child.stdin.take().expect("stdin was piped");
        let stdout = child.stdout.take().expect("stdout was piped");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            command: command.to_string(),
            name: command.to_string(),
            child,
            stdin,
            lines,
        };
        engine.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE;
        loop {
            let line = engine.line_before(deadline, "uciok")?;
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_string();
            }
            if line.trim() == "uciok" {
                return Ok(engine);
            }
        }
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| EngineError::Gone(self.command.clone()))
    }

    /// `isready`, and waits for `readyok`.
    pub fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE;
        while self.line_before(deadline, "readyok")?.trim() != "readyok" {}
        Ok(())
    }

    /// Sends the game so far and `go movetime`, and waits for `bestmove` until `limit`.
    pub fn go(
        &mut self,
        moves: &[String],
        movetime: u64,
        limit: Duration,
    ) -> Result<Answer, EngineError> {
        let position = match moves.is_empty() {
            true => "position startpos".to_string(),
            false => format!("position startpos moves {}", moves.join(" ")),
        };
        self.send(&position)?;
        let sent = Instant::now();
        self.send(&format!("go movetime {movetime}"))?;
        let mut answer = Answer::default();
        loop {
            let line = self.line_before(sent + limit, "bestmove")?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => {
                    let mut words = words.peekable();
                    while let Some(word) = words.next() {
                        if word == "depth" {
                            answer.depth = words.peek().and_then(|d| d.parse().ok());
                        }
                    }
                }
                Some("bestmove") => {
                    answer.time = sent.elapsed();
                    answer.bestmove = words.next().unwrap_or("").to_string();
                    return Ok(answer);
                }
                _ => {}
            }
        }
    }

    /// The next line, waiting at most until `deadline` for it.
    fn line_before(
        &mut self,
        deadline: Instant,
        waited_for: &'static str,
    ) -> Result<String, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Disconnected) => Err(EngineError::Gone(self.command.clone())),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Silent {
                command: self.command.clone(),
                waited_for,
            }),
        }
    }
}

impl Drop for Engine {
    /// `quit`, a moment to go, then the process is ended.
    fn drop(&mut self) {
        let _ = self.send("quit");
        let until = Instant::now() + Duration::from_millis(500);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
