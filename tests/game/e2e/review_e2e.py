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
import time

import game_driver as driver
from game_driver import click, click_at, fail, key, launch, layout, play, scene_is, screenshot, stop, wait_for, write_settings

LINE = ["KC:bare", "2S:bare", "4H", "AC:bare"]  # dies on the fourth move
HINT_BUDGET_MS = "300"  # game/src/table/TableAdvice.h


def selected():
    return (layout().get("selected") or {}).get("index")


def expect_selected(index, after):
    wait_for(f"move {index} selected after {after}", lambda: selected() == index, 10)


# The clicks wait 0.6 s after themselves: no double-click with the next one.
driver.setup(sys.argv[1], sys.argv[2], seed="1", timeout=60, click_pause=0.6)
CLI, SEED = driver.CLI, driver.SEED
write_settings(rules={"weapon_degradation": "strict", "avoid_order": "keep"}, animation="off")

expected = json.loads(subprocess.run([CLI, "review", "--seed", SEED, "--moves", " ".join(LINE), "--budget-ms",
                                      HINT_BUDGET_MS], check=True, capture_output=True, text=True).stdout)
game = launch("--new-game", "--seed", SEED, window=os.environ.get("E2E_WINDOW", "1280x800"))
try:
    wait_for("the first room", scene_is("table"))
    for token in LINE:
        play(token)
    wait_for("the result screen", scene_is("result"))
    click("button.review")
    wait_for("the review", scene_is("review"))
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
        screenshot(os.environ["E2E_SCREENSHOT"])
    key("Escape")
    wait_for("the result screen again", scene_is("result"))
    print(f"review_e2e: reviewed deal #{SEED} in {len(LINE)} moves, mistakes {expected['mistakes']}: OK")
finally:
    stop(game)
