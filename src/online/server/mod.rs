//! `kalah-server`: a referee on the network. Rooms hold games that the engine checks move by
//! move, every move kept in SQLite before anyone hears of it; players who lose their
//! connection take their seat back with its token. Players with a key have a record and
//! Glicko-2 ratings; public games stand in a lobby. See docs/PROTOCOL.md and docs/ONLINE.md.

mod bucket;
mod codes;
mod http;
mod hub;
mod leaderboard;
mod lobby;
mod members;
mod openers;
pub mod options;
mod pools;
mod room;
mod session;
mod socket;
mod store;

pub use hub::Limits;
pub use room::RoomTimes;
pub use store::StoreError;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct Config {
    pub listen: SocketAddr,
    /// The folder of the game store (`games.sqlite`).
    pub data: PathBuf,
    /// A web build to serve from the same origin.
    pub web: Option<PathBuf>,
    pub limits: Limits,
    pub times: RoomTimes,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            listen: SocketAddr::from(([127, 0, 0, 1], 8080)),
            data: default_data(),
            web: None,
            limits: Limits::default(),
            times: RoomTimes {
                grace: Duration::from_secs(120),
                open_for: Duration::from_secs(24 * 3600),
                over_for: Duration::from_secs(600),
            },
        }
    }
}

/// The user's data folder for the server: `$XDG_DATA_HOME/kalah3d/server`, else
/// `~/.local/share/kalah3d/server`, else `./kalah3d-server`.
pub fn default_data() -> PathBuf {
    let base = std::env::var_os("XDG_DATA_HOME")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".local/share")));
    match base {
        Some(base) => base.join("kalah3d").join("server"),
        None => PathBuf::from("kalah3d-server"),
    }
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("cannot create the data folder {path}: {source}")]
    Data {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("the web build folder {0} is not a folder")]
    Web(PathBuf),
    #[error("the server stopped: {0}")]
    Serve(std::io::Error),
    #[error("cannot start the runtime: {0}")]
    Runtime(std::io::Error),
}

/// [`serve`] on a runtime of its own, for the `kalah-server` binary: blocks until Ctrl-C.
pub fn run(config: Config, ready: impl FnOnce(SocketAddr)) -> Result<(), ServeError> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(ServeError::Runtime)?
        .block_on(serve(config, ready))
}

/// Opens the store, takes up its unfinished games and serves until Ctrl-C. `ready` is called
/// with the address it listens on (port 0 picks a free one).
pub async fn serve(config: Config, ready: impl FnOnce(SocketAddr)) -> Result<(), ServeError> {
    if let Some(web) = &config.web
        && !web.is_dir()
    {
        return Err(ServeError::Web(web.clone()));
    }
    std::fs::create_dir_all(&config.data).map_err(|source| ServeError::Data {
        path: config.data.clone(),
        source,
    })?;
    let (store, unfinished) = store::Store::open(&config.data.join("games.sqlite"))?;
    let hub = hub::Hub::new(store, unfinished, config.limits, config.times);
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|source| ServeError::Listen {
            addr: config.listen,
            source,
        })?;
    let addr = listener.local_addr().map_err(|source| ServeError::Listen {
        addr: config.listen,
        source,
    })?;
    tracing::info!(%addr, data = %config.data.display(), "listening");
    ready(addr);
    let app = http::router(hub, config.web.as_deref());
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
        tracing::info!("stopping");
    })
    .await
    .map_err(ServeError::Serve)
}
