#!/usr/bin/env python3
"""End to end in a real X server (run through xvfb-run): the modes, chosen in Settings
with the mouse. Relentless: a new run's Avoid button is off and its tooltip says why.
Frail: a new run shows 14 of 14 health. Gentle: a seeded run played to its end along the
solver's line (solved under the gentle rules) is found in its own high-score table,
beside the Relentless run given up on the way.

    usage: modes_e2e.py PATH/TO/scoundrel PATH/TO/scoundrel-cli [SEED]
    E2E_SCREENSHOT_DIR=DIR: screenshots of Settings' Game tab and the table under Frail
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import game_driver as driver
from game_driver import click, fail, key, launch, layout, load, play, scene_is, shot, stop, wait_for, write_settings, xdo

driver.setup(sys.argv[1], sys.argv[2], seed=sys.argv[3] if len(sys.argv) > 3 else "3")
CLI, SAVE, SEED = driver.CLI, driver.SAVE, driver.SEED
write_settings(animation="off")


def choose_mode(mode):
    wait_for("the menu", scene_is("menu"))
    click("button.settings")
    wait_for("Settings", scene_is("settings"))
    click(f"button.mode_{mode}")
    wait_for(f"{mode} chosen", lambda: layout().get("mode") == mode)
    rules = load(os.path.join(SAVE, "settings.json"))["rules"]
    if rules != EXPECTED[mode]:
        fail(f"{mode} wrote {rules} to settings.json")


OFFICIAL = {"weapon_degradation": "strict", "avoid_order": "keep", "avoid": "not_twice",
            "potions": "one_per_turn", "max_health": 20}
EXPECTED = {"relentless": dict(OFFICIAL, avoid="never"), "frail": dict(OFFICIAL, max_health=14),
            "gentle": dict(OFFICIAL, weapon_degradation="equal_or_lower", avoid="unlimited", potions="every")}


def tooltip(about):
    for label in layout().get("labels", []):
        if label["kind"] == "tooltip" and label["about"] == about:
            return label["text"]
    return None


# Relentless: the Avoid button is off, and says why.
game = launch()
try:
    choose_mode("relentless")
    shot("settings.png")
    key("Escape")
    wait_for("the menu", scene_is("menu"))
    click("button.new_game")
    wait_for("the table", scene_is("table"))
    table = layout()
    if table["can_avoid"] or table["rules_label"] != "Relentless":
        fail(f"under Relentless: can_avoid {table['can_avoid']}, rules label '{table['rules_label']}'")
    rect = table["rects"]["button.avoid"]
    xdo("mousemove", "--window", driver.WINDOW, rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)
    tip = wait_for("the Avoid button's tooltip", lambda: tooltip("button.avoid"))
    if "Relentless: rooms cannot be avoided" not in tip:
        fail(f"the Avoid button's tooltip says '{tip}'")
    shot("table-relentless.png")
    play(table["room"][0] + ":bare")  # a run counts from its first move
    wait_for("the first card faced", lambda: layout().get("scene") == "table" and layout().get("can_undo"))
finally:
    stop(game)

# Frail: 14 of 14.
game = launch()
try:
    choose_mode("frail")
    key("Escape")
    wait_for("the menu", scene_is("menu"))
    click("button.new_game")
    wait_for("the question about the run in progress", scene_is("confirm"))
    click("button.confirm")
    wait_for("the table", scene_is("table"))
    table = layout()
    if (table["health"], table["health_max"], table["rules_label"]) != (14, 14, "Frail"):
        fail(f"under Frail: health {table['health']} of {table['health_max']}, label '{table['rules_label']}'")
    shot("table-frail.png")
finally:
    stop(game)

# Gentle: a seeded run to its end, in its own high-score table.
game = launch()
try:
    choose_mode("gentle")
finally:
    stop(game)
solved = json.loads(subprocess.run([CLI, "solve", "--seed", SEED, "--rules", "gentle"], check=True,
                                   capture_output=True, text=True).stdout)
line = solved.get("line")
if not line:
    fail(f"deal #{SEED} has no winning line under the gentle rules: {solved}")
game = launch("--new-game", "--seed", SEED)
try:
    if layout().get("rules_label") != "Gentle":
        fail(f"the new run's rules label is '{layout().get('rules_label')}'")
    for token in line:
        play(token)
    wait_for("the result scene", scene_is("result"))
    if layout().get("asking_name"):
        key("Tab")  # nothing has the keys when the result opens: Tab goes to the name
        wait_for("the name in focus", lambda: layout().get("name_focused") is True)
        key("Return")
        wait_for("the name saved", lambda: layout().get("asking_name") is False)
    key("Escape")
    wait_for("the menu", scene_is("menu"))
    click("button.high_scores")
    wait_for("the high scores", scene_is("high_scores"))
    sets = layout().get("rule_sets", [])
    # The Relentless run, given up with a move made when Frail's began, and the Gentle win;
    # the Frail run had no move, so it counts for nothing.
    if not {"relentless", "gentle"} <= set(sets) or "frail" in sets:
        fail(f"the high scores hold the rule sets {sets}, not Relentless and Gentle")
    for _ in sets:
        if layout().get("rules") == "gentle":
            break
        key("Next")  # Page Down: the next rules (the arrows walk the buttons)
        time.sleep(0.2)
    shown = layout()
    if shown.get("rules") != "gentle" or shown.get("rules_shown") != "Gentle":
        fail(f"Page Down never showed the Gentle table among {sets}")
    if len(shown["top"]) != 1 or shown["stats"]["won"] != 1:
        fail(f"the Gentle table holds {shown['top']}, {shown['stats']}")
    shot("high-scores-gentle.png")
finally:
    stop(game)
print(f"modes_e2e: Relentless's Avoid off with its reason, Frail at 14/14, deal #{SEED} won under Gentle"
      " and found in its own high-score table: OK")
