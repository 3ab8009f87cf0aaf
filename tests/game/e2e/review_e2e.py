#!/usr/bin/env python3
"""End to end in a real X server (run through xvfb-run): a run lost in four moves,
then its review opened from the result screen. The review must fill in (the same
mistakes as `scoundrel-cli review` at the table's hint budget), step with the keys
(Right, End, Home, Left) and with the mouse (a move's row, the chart), and go back to
the result screen with Esc.

    usage: review_e2e.py PATH/TO/scoundrel PATH/TO/scoundrel-cli
    E2E_SCREENSHOT=FILE takes a screenshot of the review; E2E_WINDOW=WxH sets the size.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

GAME, CLI = sys.argv[1], sys.argv[2]
SEED = "1"
LINE = ["KC:bare", "2S:bare", "4H", "AC:bare"]  # dies on the fourth move
HINT_BUDGET_MS = "300"  # game/src/table/TableAdvice.h


def fail(why):
    print(f"FAIL: {why}", file=sys.stderr)
    if os.path.exists(LAYOUT):
        print(open(LAYOUT).read(), file=sys.stderr)
    sys.exit(1)


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def layout():
    return load(LAYOUT) or {}


def wait_for(what, test, seconds=60):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = test()
        if value:
            return value
        time.sleep(0.05)
    fail(f"timed out waiting for {what}")


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)


def key(name):
    xdo("key", "--window", WINDOW, name)


def click_at(x, y):
    xdo("mousemove", "--window", WINDOW, x, y, "click", "1")
    time.sleep(0.6)  # no double-click with the next one


def click(name):
    rect = layout().get("rects", {}).get(name) or fail(f"no rectangle {name} in {layout().get('scene')}")
    click_at(rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)


def selected():
    return (layout().get("selected") or {}).get("index")


def expect_selected(index, after):
    wait_for(f"move {index} selected after {after}", lambda: selected() == index, 10)


WORK = tempfile.mkdtemp()
SAVE = os.path.join(WORK, "save")
LAYOUT = os.path.join(WORK, "layout.json")
os.makedirs(SAVE)
with open(os.path.join(SAVE, "settings.json"), "w") as f:
    json.dump({"version": 1, "rules": {"weapon_degradation": "strict", "avoid_order": "keep"},
               "animation": "off"}, f)

expected = json.loads(subprocess.run([CLI, "review", "--seed", SEED, "--moves", " ".join(LINE), "--budget-ms",
                                      HINT_BUDGET_MS], check=True, capture_output=True, text=True).stdout)
env = dict(os.environ, SCOUNDREL_NO_DIALOGS="1")
game = subprocess.Popen([GAME, "--new-game", "--seed", SEED, "--save-dir", SAVE, "--dump-layout", LAYOUT,
                         "--window", os.environ.get("E2E_WINDOW", "1280x800")], env=env)
try:
    wait_for("the first room", lambda: layout().get("scene") == "table")
    WINDOW = wait_for("the game window", lambda: subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(game.pid)],
        capture_output=True, text=True).stdout.split()[:1])[0]
    time.sleep(0.3)
    for token in LINE:
        card, _, how = token.partition(":")
        wait_for(f"{card} on the table",
                 lambda: layout().get("scene") == "table" and card in (layout().get("room") or []))
        key(str(layout()["room"].index(card) + 1))
        key("Return")
        if how:
            wait_for("the combat dialog", lambda: layout().get("scene") == "combat")
            key("b")
    wait_for("the result screen", lambda: layout().get("scene") == "result")
    click("button.review")
    wait_for("the review", lambda: layout().get("scene") == "review")
    wait_for("the review filled in", lambda: layout().get("moves") == len(LINE) and not layout().get("working")
             and layout().get("done") == layout().get("total"), 120)
    if layout()["mistakes"] != expected["mistakes"]:
        fail(f"mistakes {layout()['mistakes']}, scoundrel-cli review says {expected['mistakes']}")
    best = expected["moves"][0]["best"]
    if layout()["selected"]["best"] != best:
        fail(f"the first move's best is {layout()['selected']['best']}, scoundrel-cli review says {best}")
    for name in ["chart", "button.back"] + [f"move.{i}" for i in range(len(LINE))]:
        if name not in layout()["rects"]:
            fail(f"no {name} in the review's layout")

    key("Right")
    expect_selected(1, "Right")
    key("End")
    expect_selected(3, "End")
    key("Home")
    expect_selected(0, "Home")
    key("Left")
    expect_selected(0, "Left on the first move")
    click("move.2")
    expect_selected(2, "a click on move.2")
    if layout()["room"] != ["8D", None, None, "4H"]:
        fail(f"the table before move 3 shows {layout()['room']}")
    chart = layout()["rects"]["chart"]
    click_at(chart[0] + chart[2] - 4, chart[1] + chart[3] // 2)
    expect_selected(3, "a click at the chart's right end")
    click("button.prev")
    expect_selected(2, "the Previous button")
    if os.environ.get("E2E_SCREENSHOT"):
        key("Home")
        time.sleep(1.0)
        subprocess.run(["import", "-window", "root", os.environ["E2E_SCREENSHOT"]], check=True)
    key("Escape")
    wait_for("the result screen again", lambda: layout().get("scene") == "result")
    print(f"review_e2e: reviewed deal #{SEED} in {len(LINE)} moves, mistakes {expected['mistakes']}: OK")
finally:
    game.terminate()
    try:
        game.wait(timeout=10)
    except subprocess.TimeoutExpired:
        game.kill()
