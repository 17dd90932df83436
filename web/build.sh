#!/usr/bin/env bash
# Builds the browser version of Kalah 3D into a folder ready to serve (default: dist/): the page,
# the game's wasm and its sounds, with brotli and gzip copies of the page, script and wasm.
#   web/build.sh [OUT_DIR]
# Installs what it needs from the registries: the wasm32 target, wasm-bindgen-cli at the version
# in Cargo.lock (cargo install, kept in ~/.cache/kalah-tools), binaryen's wasm-opt (npm).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-dist}"
tools="${KALAH_TOOLS:-$HOME/.cache/kalah-tools}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/kalah-target}"

rustup target add wasm32-unknown-unknown
bindgen_version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if ! "$tools/bin/wasm-bindgen" --version 2>/dev/null | grep -qF "$bindgen_version"; then
    # Not --locked: its lock file pins a crate that has since been yanked.
    cargo install --root "$tools" wasm-bindgen-cli --version "$bindgen_version"
fi
(cd web && npm ci --no-audit --no-fund --loglevel=error)

cargo build --profile web-release --target wasm32-unknown-unknown --bin kalah
rm -rf "$out"
mkdir -p "$out"
"$tools/bin/wasm-bindgen" --target web --no-typescript --out-dir "$out" --out-name kalah \
    "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web-release/kalah.wasm"
# The features Rust 1.95 enables for wasm32 by default, and SIMD (.cargo/config.toml), so
# wasm-opt keeps them.
web/node_modules/.bin/wasm-opt -Oz --strip-debug --strip-producers --enable-simd \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    -o "$out/kalah_bg.wasm" "$out/kalah_bg.wasm"
cp web/index.html "$out/"
node web/messages.mjs assets/locales "$out/index.html"
# The sounds are files beside the page, fetched as the game starts (see assets/README.md).
mkdir -p "$out/assets"
cp -r assets/sounds "$out/assets/"

# Brotli and gzip beside the wasm, the script and the page, for hosts that serve them as they
# are (docs/WEB.md); the sizes are printed.
node web/compress.mjs "$out"
echo "assets/sounds: $(cat "$out"/assets/sounds/* | wc -c) bytes"
echo "Ready in $out/. Serve it with: python3 -m http.server --directory $out 8080"
echo "then open http://localhost:8080 in a browser."
