//! The server's HTTP side: `/ws` upgrades to the game's WebSocket (within the socket limit of
//! the caller's address), `/games/CODE.txt` is a finished game's record, `/players` the
//! leaderboard (`leaderboard.rs`), and with `--web DIR`
//! every other path is the web build's files (its precompressed copies where the browser
//! takes them), so one origin serves the whole game.

use super::hub::Hub;
use crate::online::protocol::{MAX_FRAME, normalise_code};
use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::net::SocketAddr;
use std::sync::Arc;
use tower_http::services::ServeDir;

/// The routes, with the web build's folder if there is one.
pub fn router(hub: Arc<Hub>, web: Option<&std::path::Path>) -> Router {
    let router = Router::new()
        .route("/ws", get(upgrade))
        .route("/games/{file}", get(record))
        .route("/players", get(players));
    let router = match web {
        Some(dir) => router.fallback_service(
            ServeDir::new(dir)
                .precompressed_br()
                .precompressed_gzip()
                .append_index_html_on_directories(true),
        ),
        None => router,
    };
    router.with_state(hub)
}

/// A socket's read buffer: room for a few of the protocol's frames.
const SOCKET_BUFFER: usize = 4096;

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(hub): State<Arc<Hub>>,
) -> Response {
    let ip = peer.ip();
    if !hub.admit(ip) {
        tracing::warn!(%ip, "socket refused: too many from one address");
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many connections from this address",
        )
            .into_response();
    }
    // Frames a little over the protocol's limit still arrive, to be answered with an error;
    // anything larger closes the connection.
    // Small buffers: thousands of sockets each holding tungstenite's default 128 KiB read
    // and write buffers would cost the server half a gigabyte for messages of a few hundred
    // bytes (docs/measurements/online.md).
    ws.max_message_size(4 * MAX_FRAME)
        .max_frame_size(4 * MAX_FRAME)
        .read_buffer_size(SOCKET_BUFFER)
        .write_buffer_size(0)
        .on_failed_upgrade(move |_| tracing::debug!("a WebSocket upgrade failed"))
        .on_upgrade(move |socket| async move {
            let hub_for_release = hub.clone();
            let served = tokio::spawn(super::socket::serve(socket, hub, ip)).await;
            if served.is_err() {
                // The connection's task failed: its address is still counted out.
                hub_for_release.release(ip);
                tracing::error!("a connection's task failed");
            }
        })
}

/// `GET /players`: the leaderboard, as HTML or JSON.
async fn players(uri: Uri, headers: HeaderMap, State(hub): State<Arc<Hub>>) -> Response {
    let standings = match hub.store.standings().await {
        Ok(standings) => standings,
        Err(e) => {
            tracing::error!("{e}");
            return (
                StatusCode::INTERNAL_SERVER_ERROR,
                "the player store failed\n",
            )
                .into_response();
        }
    };
    let accept = headers
        .get(header::ACCEPT)
        .and_then(|value| value.to_str().ok());
    if super::leaderboard::wants_json(uri.query(), accept) {
        let body = super::leaderboard::json(&standings);
        ([(header::CONTENT_TYPE, "application/json")], body).into_response()
    } else {
        let body = super::leaderboard::html(&standings);
        ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
    }
}

/// `GET /games/CODE.txt`: the text record of a finished game.
async fn record(Path(file): Path<String>, State(hub): State<Arc<Hub>>) -> Response {
    let code = file.strip_suffix(".txt").and_then(normalise_code);
    let found = match code {
        Some(code) => hub.store.record(&code).await,
        None => Ok(None),
    };
    match found {
        Ok(Some(text)) => {
            ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response()
        }
        Ok(None) => {
            tokio::time::sleep(std::time::Duration::from_millis(700)).await;
            (StatusCode::NOT_FOUND, "no finished game with that code\n").into_response()
        }
        Err(e) => {
            tracing::error!("{e}");
            (StatusCode::INTERNAL_SERVER_ERROR, "the game store failed\n").into_response()
        }
    }
}
