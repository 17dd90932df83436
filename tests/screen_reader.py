#!/usr/bin/env python3
"""What a Linux screen reader finds in the game, read through AT-SPI as Orca reads it.

Starts the game under Xvfb in its own D-Bus session with the accessibility bus switched on
(as a desktop does when a screen reader runs), walks the game's AT-SPI tree (pyatspi: Debian's
python3-pyatspi and gir1.2-atspi-2.0), prints every named node, checks that every pit and
store is there with its seeds and that South's pit 3 says where its last seed lands, then does
the pit's "click" action as a screen reader does and waits for the game to sow it, for the
tree to say so and for the move's summary to be announced (object:announcement, which Orca
speaks). Also checks that the HUD's buttons are reachable and named, and that the pit's
node lies over the pit on screen.

    dbus-run-session -- python3 tests/screen_reader.py target/release/kalah
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402
from gi.repository import Atspi, GLib  # noqa: E402

# What the screen reader was told to announce (AT-SPI's object:announcement).
HEARD = []


def listen_for_announcements():
    def heard(event):
        HEARD.append(str(event.any_data))

    listener = Atspi.EventListener.new(heard)
    listener.register("object:announcement")
    return listener


def pump(seconds):
    """Waits, delivering the accessibility bus's events meanwhile."""
    end = time.time() + seconds
    while time.time() < end:
        while GLib.MainContext.default().iteration(False):
            pass
        time.sleep(0.05)


def switch_on_accessibility():
    """What a desktop does when a screen reader starts (Orca sets the same): the accessibility
    bus says it is on, and that a screen reader runs, which AccessKit waits for."""
    for prop in ("IsEnabled", "ScreenReaderEnabled"):
        subprocess.run(
            [
                "dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply",
                "/org/a11y/bus", "org.freedesktop.DBus.Properties.Set",
                "string:org.a11y.Status", f"string:{prop}", "variant:boolean:true",
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )


def start_game(binary, display):
    save = tempfile.mkdtemp(prefix="kalah-a11y-")
    env = dict(os.environ, DISPLAY=display, KALAH_SAVE=os.path.join(save, "match.json"))
    log = open(os.path.join(save, "game.log"), "w")
    game = subprocess.Popen(
        [binary, "--window", "1280x800", "--rules", "kalah", "--seeds", "4"],
        env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    return game, os.path.join(save, "game.log")


def find_app(timeout):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and "kalah" in (app.name or "").lower():
                return app
        pump(2)
    return None


def walk(node, depth=0, out=None):
    out = [] if out is None else out
    if node is None or depth > 30:
        return out
    try:
        out.append((depth, node.getRoleName(), node.name or "", node))
        for child in node:
            walk(child, depth + 1, out)
    except Exception as error:  # a node that went away while we read it
        out.append((depth, "gone", str(error), None))
    return out


def named(tree, pattern):
    return [n for n in tree if re.fullmatch(pattern, n[2])]


def wait_for_log(path, pattern, timeout):
    end = time.time() + timeout
    while time.time() < end:
        with open(path) as f:
            if re.search(pattern, f.read()):
                return True
        pump(1)
    return False


def main():
    binary = os.path.abspath(sys.argv[1])
    display = ":57"
    for stale in (f"/tmp/.X57-lock", "/tmp/.X11-unix/X57"):
        if os.path.exists(stale):
            os.remove(stale)
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1400x900x24"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    switch_on_accessibility()
    listener = listen_for_announcements()
    game, log = start_game(binary, display)
    failures = []
    try:
        app = find_app(120)
        if app is None:
            print("the game never appeared on the accessibility bus")
            return 1
        if not wait_for_log(log, r"board ready", 300):
            print("the board never rendered")
            return 1
        tree = []
        end = time.time() + 120
        while time.time() < end:
            tree = walk(app)
            if named(tree, r"South pit 3, .*"):
                break
            pump(3)
        for depth, role, name, _ in tree:
            if name:
                print(f"{'  ' * depth}{role}: {name}")
        for side in ("South", "North"):
            for pit in range(1, 7):
                if not named(tree, rf"{side} pit {pit}, 4 seeds.*"):
                    failures.append(f"no node for {side} pit {pit} with 4 seeds")
            if not named(tree, rf"{side} store, 0 seeds"):
                failures.append(f"no node for {side}'s store")
        for button in ("New game…", "Rules", "Settings", "Hint"):
            if not [n for n in named(tree, re.escape(button)) if n[1] in ("push button", "button")]:
                failures.append(f"no button named {button!r}")
        pit = named(tree, r"South pit 3, 4 seeds, lands in your store")
        if not pit:
            failures.append("South's pit 3 does not say where its last seed lands")
        else:
            node = pit[0][3]
            extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            with open(log) as f:
                ready = re.search(r"board ready; pits at (\{.*\})", f.read())
            x, y = json.loads(ready.group(1))["south"][2]
            print(f"South pit 3 lies at {extents.x},{extents.y} {extents.width}x{extents.height}"
                  f" in the window; the game drew its centre at {x:.0f},{y:.0f}")
            if not (extents.x <= x <= extents.x + extents.width
                    and extents.y <= y <= extents.y + extents.height):
                failures.append("South pit 3's node does not lie over the pit")
            actions = node.queryAction()
            names = [actions.getName(i) for i in range(actions.nActions)]
            print(f"South pit 3: role {pit[0][1]}, actions {names}")
            click = next(i for i, n in enumerate(names) if n in ("click", "press", "activate"))
            actions.doAction(click)
            if not wait_for_log(log, r"played 3 for south", 120):
                failures.append("the pit's click action did not sow it")
            else:
                print("the click action on South pit 3 sowed it")
                end = time.time() + 120
                while time.time() < end:
                    after = walk(app)
                    if named(after, r"South pit 3, 0 seeds") and named(after, r"South store, one seed"):
                        print("the tree now says: South pit 3, 0 seeds; South store, one seed")
                        break
                    pump(3)
                else:
                    failures.append("the tree did not follow the move")
                end = time.time() + 60
                while time.time() < end and not any("sowed pit 3" in h for h in HEARD):
                    pump(1)
                print(f"announced: {HEARD}")
                if not any(h == "South (You) sowed pit 3: 4 seeds. Your turn again." for h in HEARD):
                    failures.append("the move's summary was not announced")
    finally:
        listener.deregister("object:announcement")
        game.terminate()
        game.wait(30)
        xvfb.terminate()
    if failures:
        print("FAILED:\n  " + "\n  ".join(failures))
        return 1
    print("screen reader check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
