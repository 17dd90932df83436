#!/usr/bin/env bash
# Proves that the game's sound comes out, on a machine without a sound card (not part of
# `cargo test`). A private PulseAudio server (its socket and state in a temporary HOME, so
# nothing else on the machine changes) plays into a null sink, which keeps real time like a
# sound card; ALSA's default device is that server (an .asoundrc), and `parecord` records the
# sink's monitor. The real game runs under Xvfb with a fresh save; keys 3 and Enter sow South's
# pit 3 (Kalah, 4 seeds: three gems into pits, one into the store, an extra turn); then sox
# measures the recording and the onsets are counted.
#
#   tests/record_sound.sh [GAME_BINARY]
#
# GAME_BINARY defaults to $CARGO_TARGET_DIR/release/kalah (built by `cargo test --release --no-run`).
# Needs Xvfb, xdotool, sox and PulseAudio with ALSA's pulse plugin (Debian: xvfb xdotool sox
# pulseaudio pulseaudio-utils libasound2-plugins). Exits 0 when the recording holds sound with
# about one onset a gem; leaves the recording in $OUT (default /tmp/kalah-record) as rec.wav.
# (ALSA's own `file` pcm on the `null` device is no use here: nothing paces it, so the game's
# audio thread writes gigabytes a minute and starves the game.)
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-${CARGO_TARGET_DIR:-target}/release/kalah}"
out="${OUT:-/tmp/kalah-record}"
mkdir -p "$out"
rm -f "$out/rec.wav"
home=$(mktemp -d)
server="unix:$home/pulse.sock"
cat > "$home/.asoundrc" <<ASOUND
pcm.!default { type pulse; server "$server" }
ctl.!default { type pulse; server "$server" }
ASOUND

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
HOME="$home" XDG_RUNTIME_DIR="$home" PULSE_RUNTIME_PATH="$home" \
    pulseaudio -n --daemonize=no --exit-idle-time=-1 --disable-shm=yes --use-pid-file=no \
    -L "module-native-protocol-unix socket=$home/pulse.sock auth-anonymous=1" \
    -L "module-null-sink sink_name=rec rate=44100" >"$out/pulse.log" 2>&1 &
pulse=$!
game_pid=
recorder=
cleanup() {
    [ -n "$game_pid" ] && kill "$game_pid" 2>/dev/null
    [ -n "$recorder" ] && kill "$recorder" 2>/dev/null
    kill "$pulse" "$xvfb" 2>/dev/null
    rm -rf "$home"
}
trap cleanup EXIT
for _ in $(seq 20); do
    [ -S "$home/pulse.sock" ] && break
    sleep 0.5
done
[ -S "$home/pulse.sock" ] || { echo "PulseAudio did not start; see $out/pulse.log"; exit 1; }
# At most 5 minutes of recording, whatever happens.
timeout 300 parecord --server="$server" --device=rec.monitor --file-format=wav "$out/rec.wav" &
recorder=$!

HOME="$home" XDG_RUNTIME_DIR="$home" PULSE_SERVER="$server" DISPLAY="$display" \
    KALAH_SAVE="$home/save.json" "$game" >"$out/game.log" 2>&1 &
game_pid=$!
for _ in $(seq 120); do
    grep -q "board ready" "$out/game.log" && break
    sleep 1
done
grep -q "board ready" "$out/game.log" || { echo "the board never appeared; see $out/game.log"; exit 1; }
sleep 3
# Without a window manager nothing gives the game the keyboard: focus its window. The press
# and release must fall in different frames of a slow software renderer.
window=$(DISPLAY="$display" xdotool search --name "Kalah 3D" | head -1)
DISPLAY="$display" xdotool windowfocus "$window" mousemove 640 200
DISPLAY="$display" xdotool keydown 3 sleep 0.5 keyup 3 sleep 1 keydown Return sleep 0.5 keyup Return
for _ in $(seq 180); do
    grep -q "played 3 for south" "$out/game.log" && break
    sleep 1
done
grep -q "played 3 for south" "$out/game.log" || { echo "the move was not played; see $out/game.log"; exit 1; }
# The sowing takes about 2 s of game time at speed 1. Software rendering draws a frame in
# about 2 s on two cores, and Bevy's clock advances at most 0.25 s a frame, so it takes about
# 8 frames: 16 s here, more on a loaded machine.
sleep "${SOWING_WAIT:-30}"
kill "$game_pid"
wait "$game_pid" 2>/dev/null || true
game_pid=
kill -INT "$recorder"
wait "$recorder" 2>/dev/null || true
recorder=

echo "recording: $(sox --ignore-length "$out/rec.wav" -n stat 2>&1 | grep -E 'Length|Maximum amplitude|RMS +amplitude' | tr -s ' ' | paste -sd ';')"
# Onsets: 10 ms windows whose peak passes a tenth of the loudest and is at least three times
# the window before, at least 150 ms after the last onset (gems land 0.32 s apart at speed 1;
# a chord that rings on is one onset, however long).
onsets=$(sox --ignore-length "$out/rec.wav" -t dat - remix - 2>/dev/null | awk '
    /^;/ { if ($3 == "Rate") rate = $4; next }
    { v = $2 < 0 ? -$2 : $2; n++; if (v > peak) peak = v;
      w = int(n / (rate / 100)); if (v > win[w]) win[w] = v; last = w }
    END {
        count = 0; since = 1000;
        for (i = 1; i <= last; i++) {
            since++;
            if (win[i] > peak / 10 && win[i] > 3 * win[i - 1] && since >= 15) {
                count++; since = 0; printf "%.2fs ", i / 100 > "/dev/stderr"
            }
        }
        print count
    }')
echo
echo "onsets: $onsets (expected 4 or 5: three pit gems, the store, the extra turn's chord, which may land together)"
[ "$onsets" -ge 4 ] && [ "$onsets" -le 8 ]
