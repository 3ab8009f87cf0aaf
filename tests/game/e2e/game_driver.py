"""What the e2e scripts that drive the game by its layout dump share: the game and the CLI
from the command line (GAME CLI [SEED]), a fresh save directory (SAVE), and the moves:
wait for a scene, click a named rectangle, press a key, play a move token, launch and stop
the game, take a screenshot when E2E_SCREENSHOT_DIR is set. The launched game's window is
read as game_driver.WINDOW after launch().
"""
import json
import os
import subprocess
import sys
import tempfile
import time

GAME, CLI = sys.argv[1], sys.argv[2]
SEED = sys.argv[3] if len(sys.argv) > 3 else "3"
SHOTS = os.environ.get("E2E_SCREENSHOT_DIR")


def fail(why):
    print(f"FAIL: {why}", file=sys.stderr)
    path = os.path.join(WORK, "layout.json")
    if os.path.exists(path):
        print(f"--- layout.json\n{open(path).read()}", file=sys.stderr)
    sys.exit(1)


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def wait_for(what, test, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = test()
        if value:
            return value
        time.sleep(0.05)
    fail(f"timed out waiting for {what}")


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)


def layout():
    return load(LAYOUT) or {}


def click(name):
    rect = layout().get("rects", {}).get(name)
    if not rect:
        fail(f"no rectangle {name} in the layout of scene {layout().get('scene')}")
    xdo("mousemove", "--window", WINDOW, rect[0] + rect[2] // 2, rect[1] + rect[3] // 2, "click", "1")


def key(name):
    xdo("key", "--window", WINDOW, name)


def scene_is(name):
    return lambda: layout().get("scene") == name


def shot(name):
    if SHOTS:
        time.sleep(0.4)
        subprocess.run(["import", "-window", "root", os.path.join(SHOTS, name)], check=True)


def play(token):
    wait_for("the table", scene_is("table"))
    if token == "avoid":
        key("a")
        return
    card, _, how = token.partition(":")
    wait_for(f"{card} on the table", lambda: card in (layout().get("room") or []))
    key(str(layout()["room"].index(card) + 1))
    key("Return")
    if card[-1] in "CS":
        wait_for("the combat dialog", scene_is("combat"))
        key("w" if how == "weapon" else "b")


def launch(*args):
    global WINDOW
    if os.path.exists(LAYOUT):
        os.remove(LAYOUT)
    game = subprocess.Popen([GAME, "--save-dir", SAVE, "--dump-layout", LAYOUT, "--window", "1280x800", *args],
                            env=dict(os.environ, SCOUNDREL_NO_DIALOGS="1"))
    wait_for("the first scene", lambda: "scene" in layout())
    WINDOW = wait_for("the game window", lambda: subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(game.pid)],
        capture_output=True, text=True).stdout.split()[:1])[0]
    time.sleep(0.3)
    return game


def stop(game):
    game.terminate()
    try:
        game.wait(timeout=10)
    except subprocess.TimeoutExpired:
        game.kill()


WORK = tempfile.mkdtemp()
SAVE = os.path.join(WORK, "save")
LAYOUT = os.path.join(WORK, "layout.json")
WINDOW = None
os.makedirs(SAVE)
