# Sourced by the measurement scripts: starts "$bin" (the game, with the arguments in "$@") under
# its own Xvfb at 1280x800 with a fresh save in a temporary folder, and waits for its first
# board (the game logs "board ready" once the board is drawn and measured). Leaves $dir, $display,
# $game (the game's process) and $started (when it started); both stop when the script exits.
dir=$(mktemp -d)
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$game" "$xvfb" 2>/dev/null || true; rm -rf "$dir"' EXIT
sleep 1
started=$(date +%s.%N)
HOME=$dir XDG_DATA_HOME=$dir KALAH_SAVE=$dir/match.json DISPLAY=$display "$bin" "$@" >"$dir/log" 2>&1 &
game=$!
for _ in $(seq 1 240); do
    grep -q "board ready" "$dir/log" && break
    sleep 0.5
done
grep -q "board ready" "$dir/log" || { echo "no board after 2 minutes" >&2; tail "$dir/log" >&2; exit 1; }
awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "first board after %.1f s\n", e - s }'
