#!/usr/bin/env bash
# Makes assets/sounds/*.ogg: `kalah-cli sounds` synthesises each sound as a WAV (its source), and
# sox encodes it as Ogg Vorbis at quality 5 in repeatable mode (-R: a fixed stream serial, so
# the same sox writes the same bytes each run). The game plays the .ogg files; a sound
# designer can replace any of them with another Ogg Vorbis file of the same name.
#
#   assets/make-sounds.sh            # needs sox with Ogg Vorbis (Debian: sox libsox-fmt-all)
set -euo pipefail
cd "$(dirname "$0")/.."
wav=$(mktemp -d)
trap 'rm -rf "$wav"' EXIT
cargo run --quiet --no-default-features --bin kalah-cli -- sounds --out "$wav" >/dev/null
rm -f assets/sounds/*.ogg
for source in "$wav"/*.wav; do
    name=$(basename "$source" .wav)
    sox -R "$source" -C 5 "assets/sounds/$name.ogg"
done
ls -l assets/sounds
