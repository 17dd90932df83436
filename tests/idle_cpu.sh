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
set --
source "$(dirname "$0")/start_game.sh"
sleep "$settle"
ticks() { awk '{print $14 + $15}' "/proc/$game/stat"; }
before=$(ticks)
sleep "$secs"
after=$(ticks)
rss=$(awk '/VmRSS/{print $2}' "/proc/$game/status")
awk -v used=$((after - before)) -v hz="$(getconf CLK_TCK)" -v secs="$secs" -v rss="$rss" 'BEGIN {
    printf "idle for %d s: %.1f %% of one core (%.2f CPU-seconds); resident memory %d MB\n",
        secs, 100 * used / hz / secs, used / hz, rss / 1024 }'
