#!/usr/bin/env bash
# What the game costs while nothing moves: starts BIN (the game) under its own Xvfb at 1280x800
# with a fresh save, prints how long it took to its first board (the game logs "board ready"
# once the board is drawn and measured), waits SETTLE seconds more (20), then prints the CPU the
# process used over SECONDS (60) as a share of one core, and its resident memory.
# Usage: tests/idle_cpu.sh BIN [SECONDS] [SETTLE]. Needs xvfb.
set -euo pipefail
bin=$1
secs=${2:-60}
settle=${3:-20}
dir=$(mktemp -d)
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$game" "$xvfb" 2>/dev/null || true; rm -rf "$dir"' EXIT
sleep 1
started=$(date +%s.%N)
HOME=$dir XDG_DATA_HOME=$dir KALAH_SAVE=$dir/match.json DISPLAY=$display "$bin" >"$dir/log" 2>&1 &
game=$!
for _ in $(seq 1 240); do
    grep -q "board ready" "$dir/log" && break
    sleep 0.5
done
grep -q "board ready" "$dir/log" || { echo "no board after 2 minutes" >&2; tail "$dir/log" >&2; exit 1; }
awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "first board after %.1f s\n", e - s }'
sleep "$settle"
ticks() { awk '{print $14 + $15}' "/proc/$game/stat"; }
before=$(ticks)
sleep "$secs"
after=$(ticks)
rss=$(awk '/VmRSS/{print $2}' "/proc/$game/status")
awk -v used=$((after - before)) -v hz="$(getconf CLK_TCK)" -v secs="$secs" -v rss="$rss" 'BEGIN {
    printf "idle for %d s: %.1f %% of one core (%.2f CPU-seconds); resident memory %d MB\n",
        secs, 100 * used / hz / secs, used / hz, rss / 1024 }'
