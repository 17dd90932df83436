#!/usr/bin/env python3
"""Plays whole games of the real game with real X mouse clicks, under Xvfb.

    python3 tests/mouse_play.py GAME CLI PRESET [--seeds N] [--players P,P] [--swap-at X,Y]
                                [--display :N] [--out DIR] [--seed S]

GAME is the built `kalah` binary, CLI the built `kalah-cli`. The script writes a save with the
preset, the players (seats South,North: `human`, or an AI level such as `beginner`) and the
fastest animation, starts the game on it (no options: the game resumes its save), reads where
every pit stands from the game's "board ready" log line, and then, whenever a human is to move,
moves the X pointer onto a random legal pit and presses the button there (the right button for
a clockwise move), in the window's own coordinates. Where the pie rule offers a swap and
--swap-at gives the Swap button's place in the window, it clicks that once. It follows the game through the save file the game rewrites after
every decision, checks each position with `kalah-cli play`, and prints the result, the number
of decisions and clicks, and a screenshot of the final board (ImageMagick's `import`). At the
end it takes the game's own record of the finished game from the history it keeps beside the
save, has `kalah-cli record` write it in the text form, and replays that with
`kalah-cli play --record`: it must end in the same position as the game.

Needs: Xvfb, xdotool, ImageMagick. Exits 0 when the game reached its end and its kept record
replays to the same end, 1 otherwise.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("cli")
    ap.add_argument("preset")
    ap.add_argument("--seeds", type=int)
    ap.add_argument("--players", default="human,beginner")
    ap.add_argument("--swap-at")
    ap.add_argument("--display", default=":91")
    ap.add_argument("--out", default=tempfile.gettempdir())
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--minutes", type=float, default=40)
    args = ap.parse_args()
    rng = random.Random(args.seed)

    work = tempfile.mkdtemp(prefix=f"mouse-{args.preset}-")
    presets = json.loads(subprocess.check_output([args.cli, "rules"]))
    rules = next(p for p in presets if p["name"] == args.preset)
    if args.seeds:
        rules["seeds"] = args.seeds
    rules_file = os.path.join(work, "rules.json")
    json.dump(rules, open(rules_file, "w"))
    seats = []
    for p in args.players.split(","):
        seats.append("Human" if p == "human" else {"Ai": p.capitalize()})
    save = os.path.join(work, "save.json")
    json.dump(
        {
            "version": 1,
            "players": seats,
            "starter": "South",
            "record": {"rules": rules, "first": "south", "moves": []},
            "speed": 4.0,
        },
        open(save, "w"),
    )
    # The first start's offer to learn, answered: it would stand over the board.
    json.dump({"offer_answered": True}, open(os.path.join(work, "learning.json"), "w"))

    env = dict(os.environ, DISPLAY=args.display, KALAH_SAVE=save)
    xvfb = subprocess.Popen(
        ["Xvfb", args.display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stderr=subprocess.DEVNULL,
    )
    socket = "/tmp/.X11-unix/X" + args.display.lstrip(":")
    for _ in range(100):
        if os.path.exists(socket):
            break
        time.sleep(0.2)
    log_path = os.path.join(work, "game.log")
    game = subprocess.Popen([args.game], env=env, stdout=open(log_path, "w"), stderr=subprocess.STDOUT)
    try:
        return play(args, rng, env, game, log_path, rules_file, save, seats)
    finally:
        game.kill()
        game.wait()
        xvfb.kill()
        xvfb.wait()


def xdo(env, *cmd):
    subprocess.run(["xdotool", *map(str, cmd)], env=env, check=True)


def decisions(save):
    """The moves in the save, or None while the game is rewriting it."""
    try:
        return json.load(open(save))["record"]["moves"]
    except (OSError, ValueError, KeyError):
        return None


def play(args, rng, env, game, log_path, rules_file, save, seats):
    deadline = time.time() + 300
    while True:
        found = re.search(r"board ready; pits at (\{.*\})", open(log_path).read())
        if found:
            break
        if time.time() > deadline or game.poll() is not None:
            print(f"{args.preset}: the board never appeared; log in {log_path}")
            return 1
        time.sleep(1)
    pits = json.loads(found.group(1))
    # The pits' places are the window's own; the window may be fitted (and moved) on the screen.
    window = subprocess.check_output(["xdotool", "search", "--name", "Kalah 3D"], env=env, text=True).split()[0]
    clicks, swapped_by_click = 0, False
    stop = time.time() + args.minutes * 60
    while time.time() < stop:
        moves = decisions(save)
        if moves is None:
            time.sleep(0.5)
            continue
        pos = json.loads(
            subprocess.check_output([args.cli, "play", "--rules", rules_file, "--moves", ",".join(moves)])
        )
        if pos["over"]:
            # The game says when the last sowing has settled, with the gems in each store.
            settled = None
            waited = time.time()
            while settled is None and time.time() - waited < 180:
                time.sleep(1)
                settled = re.search(
                    r"game over on the board: (.*); gems in the stores: south (\d+), north (\d+)",
                    open(log_path).read(),
                )
            if settled is None:
                print(f"{args.preset}: the board never settled on the end; log in {log_path}")
                return 1
            shot = os.path.join(args.out, f"mouse-{args.preset}.png")
            # A loaded software renderer shows a frame seconds after it was made.
            time.sleep(15)
            subprocess.run(["import", "-window", "root", shot], env=env, check=True)
            shown = [int(settled.group(2)), int(settled.group(3))]
            print(
                f"{args.preset}: game over after {len(moves)} decisions, {clicks} clicks; "
                f"engine: stores {pos['stores']}, winner {pos['winner']}, {pos['end_reason']}; "
                f"board: {settled.group(1)}, gems in the stores {shown}; screenshot {shot}"
            )
            same = replayed(args, os.path.dirname(save), pos)
            return 0 if shown == pos["stores"] and same else 1
        side = pos["to_move"]
        # Seats change sides after a pie swap.
        seat = (side == "south") != pos["swapped"]
        if seats[0 if seat else 1] != "Human":
            time.sleep(1)
            continue
        legal = pos["legal"]
        if "swap" in legal and args.swap_at and not swapped_by_click:
            x, y = map(float, args.swap_at.split(","))
            button, mv = 1, "swap"
            swapped_by_click = True
        else:
            mv = rng.choice([m for m in legal if m != "swap"])
            index = int(mv.rstrip("cw")) - 1
            x, y = pits[side][index]
            button = 3 if mv.endswith("cw") else 1
        before = len(moves)
        for _attempt in range(10):
            # The board takes a click once the last move has settled; the press and release
            # must fall in different frames of a slow software renderer.
            xdo(env, "mousemove", "--window", window, int(x), int(y))
            time.sleep(1.5)
            xdo(env, "mousedown", button)
            time.sleep(0.8)
            xdo(env, "mouseup", button)
            clicks += 1
            waited = time.time()
            while time.time() - waited < 8:
                time.sleep(0.5)
                now = decisions(save)
                if now is not None and len(now) > before:
                    break
            else:
                continue
            if now[before] != mv:
                print(f"{args.preset}: clicked for {mv} but the game played {now[before]}")
                return 1
            break
        else:
            print(f"{args.preset}: ten clicks for {mv} after {moves} did nothing")
            return 1
    print(f"{args.preset}: out of time")
    return 1


def replayed(args, folder, pos):
    """Replays the finished game's kept record (history.json beside the save) in kalah-cli,
    through its text form; whether it ends where the game ended."""
    history = os.path.join(folder, "history.json")
    entries, deadline = [], time.time() + 60
    while not entries and time.time() < deadline:
        try:
            entries = json.load(open(history))["entries"]
        except (OSError, ValueError, KeyError):
            time.sleep(1)
    if not entries:
        print(f"{args.preset}: the finished game was not kept in {history}")
        return False
    kept_json = os.path.join(folder, "kept.json")
    json.dump(entries[-1]["record"], open(kept_json, "w"))
    kept_text = os.path.join(folder, "kept.txt")
    with open(kept_text, "wb") as out:
        out.write(subprocess.check_output([args.cli, "record", kept_json, "--to", "text"]))
    end = json.loads(subprocess.check_output([args.cli, "play", "--record", kept_text]))
    keys = ("south", "north", "stores", "over", "winner", "end_reason")
    same = all(end[k] == pos[k] for k in keys)
    print(
        f"{args.preset}: the kept record ({kept_text}) replayed in kalah-cli ends with stores "
        f"{end['stores']}, winner {end['winner']}: "
        + ("the same position as the game" if same else f"NOT the game's position {pos}")
    )
    return same


if __name__ == "__main__":
    sys.exit(main())
