#!/usr/bin/env bash
# Screenshots of the overlay in every language, to be looked at for clipped, overlapping or
# untranslated text (not part of `cargo test`: each takes 30-60 s on a software renderer).
# In en, es, ru and cs, at 1280x800 and at 800x600, for the Nigerian and the Russian rule sets:
# the HUD, the new-game dialog and the Rules panel (Russian after South's first move, so the
# HUD offers the pie rule's swap); and per language and size the controls help, the settings,
# the played games and the statistics (of a fresh save: their empty states).
#
#   tests/lang_screenshots.sh [GAME_BINARY] [OUT_DIR]
#
# GAME_BINARY defaults to $CARGO_TARGET_DIR/release/kalah, OUT_DIR to /tmp/kalah-lang-shots. The
# lists can be narrowed for a retake, e.g. LANGS="ru cs" SIZES=800x600 PANELS=new-game.
# Files are named LANG-RULES-PANEL-SIZE.png (LANG-PANEL-SIZE.png for the panels of no rule set).
# Needs xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-${CARGO_TARGET_DIR:-target}/release/kalah}"
out="${2:-/tmp/kalah-lang-shots}"
langs="${LANGS:-en es ru cs}"
sizes="${SIZES:-1280x800 800x600}"
rule_sets="${RULES:-nigerian russian}"
panels="${PANELS:-hud new-game rules controls settings games stats}"
mkdir -p "$out"

# One screenshot: the file's name, then the game's options.
shot() {
    local file="$out/$1" size="$2"
    shift 2
    # A fresh save each time: nothing of this machine's own games or settings shows.
    local save
    save=$(mktemp -d)
    if ! KALAH_SAVE="$save/match.json" xvfb-run -a -s "-screen 0 ${size}x24" "$game" \
        --screenshot "$file" --window "$size" "$@" >"$file.log" 2>&1; then
        echo "FAILED: $file (see $file.log)" >&2
        rm -rf "$save"
        return 1
    fi
    rm -rf "$save" "$file.log"
    echo "$file"
}

failed=0
for lang in $langs; do
    for size in $sizes; do
        for panel in $panels; do
            case "$panel" in
            controls | settings | games | stats)
                shot "$lang-$panel-$size.png" "$size" --lang "$lang" --show "$panel" || failed=1
                continue
                ;;
            esac
            for rules in $rule_sets; do
                args=(--lang "$lang" --rules "$rules")
                [ "$rules" = russian ] && args+=(--moves 3)
                [ "$panel" = hud ] || args+=(--show "$panel")
                shot "$lang-$rules-$panel-$size.png" "$size" "${args[@]}" || failed=1
            done
        done
    done
done
exit "$failed"
