#!/usr/bin/env python3
"""Two real game windows play each other through a local kalah-server, with real X mouse clicks.

    python3 tests/online_windows.py GAME CLI SERVER [--out DIR] [--seed S] [--quit-after N]
                                    [--new-game X,Y] [--online-tab X,Y] [--create X,Y]

GAME, CLI and SERVER are the built `kalah`, `kalah-cli` and `kalah-server`. The script starts the
server on 127.0.0.1 (a port of its own choosing, a store in a fresh folder) and two Xvfb screens
of 1280x800, one a player: Ana on the first, Boris on the second, each with a save of their own
(the fastest animation). In Ana's window it clicks New game, the dialog's "Play online" tab and
Create, and reads the room's code from her log; Boris's game starts with `--join CODE`. Then,
whenever one of them is to move (the moves both logs show, checked with `kalah-cli play`), it
clicks a random legal pit in that player's window, and waits until both windows have played the
move. After --quit-after moves Boris's game is killed and started again with no options: it must
take its seat back from its save and play on. At the end both windows must say the game is
over, and both histories must hold the server's record with its room. Screenshots (ImageMagick's
`import`) of the waiting room, the live game in both windows, and the end in both, go to --out.

The overlay's buttons are where egui lays them out in English at 1280x800; --new-game,
--online-tab and --create move them. Needs: Xvfb, xdotool, ImageMagick. Exits 0 when the game
reached its end in both windows and both kept it, 1 otherwise.
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

RULES = "kalah"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("cli")
    ap.add_argument("server")
    ap.add_argument("--out", default=tempfile.gettempdir())
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quit-after", type=int, default=6)
    ap.add_argument("--new-game", default="63,28")
    ap.add_argument("--online-tab", default="509,124")
    ap.add_argument("--create", default="440,663")
    ap.add_argument("--minutes", type=float, default=40)
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="online-windows-")
    procs = []
    try:
        server = subprocess.Popen(
            [args.server, "--listen", "127.0.0.1:0", "--data", os.path.join(work, "server")],
            stdout=subprocess.PIPE,
            stderr=open(os.path.join(work, "server.log"), "w"),
            text=True,
        )
        procs.append(server)
        line = server.stdout.readline().strip()
        address = re.fullmatch(r"kalah-server listening on (\S+)", line)
        if not address:
            print(f"kalah-server said: {line!r}")
            return 1
        url = f"ws://{address.group(1)}"
        print(f"kalah-server on {url}; work in {work}")
        players = {}
        for who, display in [("ana", ":78"), ("boris", ":79")]:
            players[who] = Player(who, display, work, url, args.game, args.cli)
            procs.append(players[who].xvfb)
        return play(args, players, work, procs)
    finally:
        for p in procs + [p.game for p in locals().get("players", {}).values() if p.game]:
            p.kill()
            p.wait()


class Player:
    """One player's screen, save and game."""

    def __init__(self, who, display, work, url, binary, cli):
        self.who, self.display, self.url, self.binary = who, display, url, binary
        self.dir = os.path.join(work, who)
        os.makedirs(self.dir)
        self.save = os.path.join(self.dir, "match.json")
        presets = json.loads(subprocess.check_output([cli, "rules"]))
        rules = next(p for p in presets if p["name"] == RULES)
        json.dump(
            {
                "version": 1,
                "players": ["Human", "Human"],
                "starter": "South",
                "record": {"rules": rules, "first": "south", "moves": []},
                "speed": 4.0,
            },
            open(self.save, "w"),
        )
        # The first start's offer to learn, answered (it would take the room under the board),
        # and the player's online name, kept (a link is otherwise followed after asking it).
        json.dump({"offer_answered": True}, open(os.path.join(self.dir, "learning.json"), "w"))
        json.dump({"online_name": who.capitalize()}, open(os.path.join(self.dir, "settings.json"), "w"))
        self.env = dict(os.environ, DISPLAY=display, KALAH_SAVE=self.save)
        self.xvfb = subprocess.Popen(
            ["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            stderr=subprocess.DEVNULL,
        )
        for _ in range(100):
            if os.path.exists("/tmp/.X11-unix/X" + display.lstrip(":")):
                break
            time.sleep(0.2)
        self.game, self.runs = None, 0
        # Moves played before this run of the game, which its log does not show.
        self.offset = 0

    def start(self, *options):
        self.runs += 1
        self.log = os.path.join(self.dir, f"game-{self.runs}.log")
        command = [self.binary, "--window", "1280x800", "--quality", "low", *options]
        self.game = subprocess.Popen(command, env=self.env, stdout=open(self.log, "w"), stderr=subprocess.STDOUT)
        self.pits = json.loads(self.wait_for(r"board ready; pits at (\{.*\})", 300).group(1))
        self.window = subprocess.check_output(
            ["xdotool", "search", "--name", "Kalah 3D"], env=self.env, text=True
        ).split()[0]

    def text(self):
        return open(self.log).read()

    def latest_pits(self):
        # The board is announced again whenever the camera frames it anew (the online panel
        # beside it came or went): the last announcement is where it stands.
        found = re.findall(r"board ready; pits at (\{.*\})", self.text())
        return json.loads(found[-1]) if found else self.pits

    def wait_for(self, pattern, seconds):
        deadline = time.time() + seconds
        while time.time() < deadline:
            found = re.search(pattern, self.text())
            if found:
                return found
            if self.game.poll() is not None:
                break
            time.sleep(0.5)
        raise RuntimeError(f"{self.who}: no '{pattern}' in {self.log}")

    def moves(self):
        return re.findall(r"played (\S+) for (?:south|north)", self.text())

    def click(self, x, y, button=1):
        # The press and release fall in different frames of a slow software renderer.
        xdo(self.env, "mousemove", "--window", self.window, int(x), int(y))
        time.sleep(1.0)
        xdo(self.env, "mousedown", button)
        time.sleep(0.5)
        xdo(self.env, "mouseup", button)
        time.sleep(1.0)

    def shot(self, out, name):
        # A loaded software renderer shows a frame seconds after it was made.
        time.sleep(8)
        path = os.path.join(out, f"online-{self.who}-{name}.png")
        subprocess.run(["import", "-window", "root", path], env=self.env, check=True)
        print(f"screenshot {path}")


def xdo(env, *cmd):
    subprocess.run(["xdotool", *map(str, cmd)], env=env, check=True)


def at(text):
    return tuple(float(v) for v in text.split(","))


def play(args, players, work, procs):
    rng = random.Random(args.seed)
    ana, boris = players["ana"], players["boris"]
    ana.start("--server", ana.url)
    ana.click(*at(args.new_game))
    ana.click(*at(args.online_tab))
    ana.shot(args.out, "1-play-online")
    ana.click(*at(args.create))
    seated = ana.wait_for(r"online: seated as (south|north) in room (\w+)", 120)
    seat = {"ana": seated.group(1)}
    room = seated.group(2)
    print(f"Ana: seated as {seat['ana']} in room {room}")
    ana.shot(args.out, "2-waiting-room")
    boris.start("--server", boris.url, "--join", room)
    seat["boris"] = boris.wait_for(rf"online: seated as (south|north) in room {room}", 120).group(1)
    for p in (ana, boris):
        p.wait_for(r"online: the game in room \w+ started", 120)
    print(f"Boris: seated as {seat['boris']}; the game started in both windows")
    stop = time.time() + args.minutes * 60
    quit_done = False
    while time.time() < stop:
        moves = ana.moves()
        pos = json.loads(subprocess.check_output([args.cli, "play", "--rules", RULES, "--moves", ",".join(moves)]))
        if pos["over"]:
            break
        who = "ana" if seat["ana"] == pos["to_move"] else "boris"
        mover = players[who]
        mv = rng.choice(pos["legal"])
        x, y = mover.latest_pits()[pos["to_move"]][int(mv) - 1]
        played = lambda p: p.offset + len(p.moves())  # noqa: E731
        for _attempt in range(5):
            mover.click(x, y)
            deadline = time.time() + 30
            while time.time() < deadline and played(mover) <= len(moves):
                time.sleep(0.5)
            if played(mover) > len(moves):
                break
        else:
            print(f"five clicks in {who}'s window for {mv} after {moves} did nothing")
            return 1
        deadline = time.time() + 60
        while min(played(ana), played(boris)) <= len(moves):
            if time.time() > deadline:
                print(f"move {len(moves) + 1} ({mv}) never reached both windows")
                return 1
            time.sleep(0.5)
        if ana.moves()[len(moves)] != mv:
            print(f"{who} clicked for {mv}, the game played {ana.moves()[len(moves)]}")
            return 1
        if len(moves) + 1 == 2:
            for p in (ana, boris):
                p.shot(args.out, "3-live")
        if len(moves) + 1 == args.quit_after and not quit_done:
            quit_done = True
            boris.game.kill()
            boris.game.wait()
            print(f"Boris's game killed after move {len(moves) + 1}; starting it again")
            boris.start()
            boris.wait_for(rf"taking back the online seat in room {room}", 60)
            boris.wait_for(rf"online: seated as {seat['boris']} in room {room}", 120)
            boris.offset = len(moves) + 1
            print("Boris took his seat back from his save")
            boris.shot(args.out, "4-seat-taken-back")
    else:
        print("out of time")
        return 1
    for p in (ana, boris):
        p.wait_for(r"online: the game in room \w+ is over", 120)
        p.wait_for(r"game over on the board", 180)
        p.shot(args.out, "5-over")
        deadline = time.time() + 30
        kept = ""
        while time.time() < deadline and f'"Room"' not in kept:
            time.sleep(1)
            history = os.path.join(p.dir, "history.json")
            kept = open(history).read() if os.path.exists(history) else ""
        if '"Room"' not in kept:
            print(f"{p.who}'s history holds no game with its room")
            return 1
    print(f"the game is over after {len(ana.moves())} moves in both windows, and kept in both histories")
    return 0


if __name__ == "__main__":
    sys.exit(main())
