#!/usr/bin/env python3
"""End to end in a real X server (run through xvfb-run): a whole game played to
victory with one kind of input only, as the windowed-game issue asks: the keyboard
alone (1-4, Enter, W/B, A), clicks alone (card, then the combat dialog's buttons,
the Avoid button) or drags alone (onto the weapon or the discard pile; avoiding, which
moves no single card, is the Avoid button). The winning line comes from the solver (scoundrel-cli solve);
after every move the saved run must hold exactly the moves made so far, and at the
end the game must show the result scene with a won run in the high scores.

    usage: full_game_e2e.py keyboard|clicks|drags PATH/TO/scoundrel PATH/TO/scoundrel-cli [SEED]
"""
import json
import os
import subprocess
import sys
import tempfile
import time

MODE, GAME, CLI = sys.argv[1], sys.argv[2], sys.argv[3]
SEED = sys.argv[4] if len(sys.argv) > 4 else "4"


def fail(why):
    print(f"FAIL ({MODE}): {why}", file=sys.stderr)
    for name in ("layout.json", "save/run.json"):
        path = os.path.join(WORK, name)
        if os.path.exists(path):
            print(f"--- {name}\n{open(path).read()}", file=sys.stderr)
    sys.exit(1)


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def wait_for(what, test, seconds=20):
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


def center(name):
    rect = layout().get("rects", {}).get(name)
    if not rect:
        fail(f"no rectangle {name} in the layout of scene {layout().get('scene')}")
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


# SDL makes a press at the place of the last one, within its double-click time
# (500 ms, 32 pixels), a double-click's second press, which no room card takes: a
# player clicking the card just dealt where the last one was waits that long anyway,
# if only to read it.
DOUBLE_CLICK_SECONDS, DOUBLE_CLICK_PIXELS = 0.6, 32
last_click = (-100, -100, 0.0)


def click(name):
    global last_click
    x, y = center(name)
    lx, ly, at = last_click
    if abs(x - lx) <= DOUBLE_CLICK_PIXELS and abs(y - ly) <= DOUBLE_CLICK_PIXELS:
        time.sleep(max(0.0, at + DOUBLE_CLICK_SECONDS - time.monotonic()))
    xdo("mousemove", "--window", WINDOW, x, y, "click", "1")
    last_click = (x, y, time.monotonic())


def drag(source, target):
    (x0, y0), (x1, y1) = center(source), center(target)
    xdo("mousemove", "--window", WINDOW, x0, y0, "mousedown", "1")
    for step in range(1, 9):
        xdo("mousemove", "--window", WINDOW, x0 + (x1 - x0) * step // 8, y0 + (y1 - y0) * step // 8)
        time.sleep(0.02)
    time.sleep(0.05)
    xdo("mouseup", "1")


def key(name):
    xdo("key", "--window", WINDOW, name)


def scene_is(name):
    return lambda: layout().get("scene") == name


def play(token):
    """Makes one move with this test's kind of input."""
    wait_for("the table", scene_is("table"))
    if token == "avoid":
        # Avoiding moves no single card: with the mouse it is the Avoid button.
        key("a") if MODE == "keyboard" else click("button.avoid")
        return
    card, _, how = token.partition(":")
    wait_for(f"{card} on the table", lambda: card in (layout().get("room") or []))
    slot = layout()["room"].index(card)
    monster = card[-1] in "CS"
    if MODE == "drags":
        if monster:
            drag(f"room.{slot}", "weapon" if how == "weapon" else "discard")
        else:
            drag(f"room.{slot}", "weapon" if card.endswith("D") else "discard")
        return
    if MODE == "keyboard":
        key(str(slot + 1))
        key("Return")
    else:
        click(f"room.{slot}")
    if monster:
        wait_for("the combat dialog", scene_is("combat"))
        if MODE == "keyboard":
            key("w" if how == "weapon" else "b")
        else:
            click("button.weapon" if how == "weapon" else "button.bare")


WORK = tempfile.mkdtemp()
SAVE = os.path.join(WORK, "save")
LAYOUT = os.path.join(WORK, "layout.json")
os.makedirs(SAVE)
# Animations off: the moves follow each other as fast as the game takes them.
with open(os.path.join(SAVE, "settings.json"), "w") as f:
    json.dump({"version": 1, "rules": {"weapon_degradation": "strict", "avoid_order": "keep"},
               "animation": "off"}, f)

solved = json.loads(subprocess.run([CLI, "solve", "--seed", SEED], check=True, capture_output=True, text=True).stdout)
if solved["winnable"] is not True:
    fail(f"deal #{SEED} is not known to be winnable: {solved}")
line = [token if token == "avoid" or token[-1] not in "CS" or ":" in token else token + ":bare"
        for token in solved["line"]]

env = dict(os.environ, SCOUNDREL_NO_DIALOGS="1")
game = subprocess.Popen([GAME, "--new-game", "--seed", SEED, "--save-dir", SAVE, "--dump-layout", LAYOUT,
                         "--window", "1280x800"], env=env)
try:
    wait_for("the first room", scene_is("table"))
    WINDOW = wait_for("the game window", lambda: subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(game.pid)],
        capture_output=True, text=True).stdout.split()[:1])[0]
    time.sleep(0.3)
    for done, token in enumerate(line, start=1):
        play(token)
        if done < len(line):
            expected = line[:done]
            def saved_and_shown():
                saved = load(os.path.join(SAVE, "run.json")) or {}
                return (saved.get("run", {}).get("moves") == expected and
                        layout().get("room") == saved["state"]["room"])
            wait_for(f"move {done} ({token}) saved and on the table", saved_and_shown)
    # The last move wins: the result scene, where a new top-ten entry asks for a
    # name under the result (Enter saves the name suggested).
    wait_for("the name asked on the result scene",
             lambda: layout().get("scene") == "result" and layout().get("asking_name") is True)
    key("Return")
    wait_for("the name saved", lambda: layout().get("asking_name") is False)
    if os.environ.get("E2E_SCREENSHOT"):  # for docs/screenshots: the victory screen
        time.sleep(1.5)
        subprocess.run(["import", "-window", "root", os.environ["E2E_SCREENSHOT"]], check=True)
    def won_entries(node):
        if isinstance(node, dict):
            return int(node.get("result") == "won") + sum(won_entries(v) for v in node.values())
        if isinstance(node, list):
            return sum(won_entries(v) for v in node)
        return 0
    wait_for("the won run in the high scores",
             lambda: won_entries(load(os.path.join(SAVE, "scores.json")) or {}) == 1)
    print(f"full_game_e2e {MODE}: won deal #{SEED} in {len(line)} moves: OK")
finally:
    game.terminate()
    try:
        game.wait(timeout=10)
    except subprocess.TimeoutExpired:
        game.kill()
