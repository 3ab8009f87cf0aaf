#!/usr/bin/env python3
"""End to end in a real X server (run through xvfb-run), with a game controller alone (the
virtual pad the game plugs in for tests, SCOUNDREL_VIRTUAL_PAD): two moves of deal #1 with
the d-pad and A, then B on the table goes back to the menu at once (the run is saved at
every move, so nothing is asked and nothing lost), and Continue, reached with the d-pad and
pressed with A, brings the very same run back: its moves, room, weapon, health and turn.
    usage: pad_menu_continue_e2e.py PATH/TO/scoundrel PATH/TO/scoundrel-cli
"""
import os
import sys
import time

import game_driver as driver
from game_driver import fail, launch, layout, load, pad, play, scene_is, stop, wait_for, write_settings

driver.setup(sys.argv[1], sys.argv[2], seed="1", timeout=20, tag="pad menu and continue",
             show_on_failure=("save/run.json",))
write_settings(animation="off")
# What a player sees of the table.
SEEN = ("room", "weapon", "slain", "health", "turn", "dungeon", "discard", "potion_used", "can_avoid", "can_undo")


def table():
    shown = layout()
    return {k: shown.get(k) for k in SEEN}


driver.use_pad()
game = launch("--new-game", "--seed", driver.SEED)
try:
    driver.pad_command("plug 045e 02ea")  # an Xbox One pad
    time.sleep(1.0)  # SDL says the pad was added, and the game opens it
    wait_for("the first room", scene_is("table"))
    if layout()["room"] != ["8D", "KC", "2S", "4H"]:
        fail(f"deal #1's first room is {layout()['room']}")
    for token in ("8D", "KC:weapon"):
        play(token, "pad")
    wait_for("two moves saved", lambda: (load(os.path.join(driver.SAVE, "run.json")) or {})
             .get("run", {}).get("moves") == ["8D", "KC:weapon"])
    wait_for("the weapon's kill on the table", lambda: layout().get("slain") == ["KC"])
    before = table()

    pad("b")
    wait_for("B on the table goes to the menu", scene_is("menu"))
    wait_for("the menu offers the saved run", lambda: layout().get("saved_run") is True)
    for _ in range(10):
        if "focused.button.continue" in layout().get("rects", {}):
            break
        pad("dpup")
    else:
        fail("the d-pad never reached Continue")
    pad("a")
    wait_for("Continue goes back to the table", scene_is("table"))
    after = table()
    if after != before:
        fail(f"the run came back changed: before {before}, after {after}")
    if (load(os.path.join(driver.SAVE, "run.json")) or {}).get("run", {}).get("moves") != ["8D", "KC:weapon"]:
        fail("the saved run's moves changed")
finally:
    stop(game)
print("PASS: B from the table goes to the menu, and Continue brings the same run back")
