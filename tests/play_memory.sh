#!/usr/bin/env bash
# What the game holds in memory after a while of play: starts BIN (the game) under its own Xvfb
# at 1280x800 with a fresh save (you against the AI, Medium), and once the board is ready plays
# for SECONDS (120) with the keys, as a player would: every few seconds a pit's number, then
# Return to sow it (a pit that cannot be sown is refused, and the next one is tried), the AI
# answering. Prints the time to the first board, the resident memory then, after the play and
# at its peak (VmHWM), where it lies (the largest mappings: the heap and other anonymous memory,
# the renderer's libraries), and how many moves the log shows. Extra arguments go to the game
# (e.g. --quality high). A measurement, not a test: it asserts nothing.
# Usage: tests/play_memory.sh BIN [SECONDS] [GAME ARGS...]. Needs xvfb and xdotool.
set -euo pipefail
bin=$1
secs=${2:-120}
shift $(($# < 2 ? $# : 2))
source "$(dirname "$0")/start_game.sh"
rss() { awk -v k="$1:" '$1 == k {printf "%d MB", $2 / 1024}' "/proc/$game/status"; }
echo "resident memory at the first board: $(rss VmRSS)"
window=$(DISPLAY="$display" xdotool search --name "Kalah 3D" | head -1)
DISPLAY="$display" xdotool windowfocus "$window" mousemove 640 200
end=$(($(date +%s) + secs))
pit=1
while [ "$(date +%s)" -lt "$end" ]; do
    DISPLAY="$display" xdotool keydown "$pit" sleep 0.3 keyup "$pit" sleep 0.3 \
        keydown Return sleep 0.3 keyup Return
    pit=$((pit % 6 + 1))
    sleep 3
done
kill -0 "$game" || { echo "the game exited" >&2; tail "$dir/log" >&2; exit 1; }
echo "after ${secs} s of play: resident memory $(rss VmRSS), peak $(rss VmHWM)"
echo "resident memory by mapping (the largest):"
awk '/^[0-9a-f]+-[0-9a-f]+ / { name = NF > 5 ? $6 : "[anonymous]" }
     /^Rss:/ { rss[name] += $2 }
     END { for (n in rss) printf "%8.1f MB  %s\n", rss[n] / 1024, n }' "/proc/$game/smaps" |
    sort -rn | head -8
echo "moves in the log: $(grep -c "played .* for" "$dir/log" || true)"
