#!/usr/bin/env python3
"""End to end in a real X server (run through xvfb-run): a whole game played to
victory with one kind of input only, as the windowed-game issue asks: the keyboard
alone (1-4, Enter, W/B, A), clicks alone (card, then the combat dialog's buttons,
the Avoid button), drags alone (onto the weapon or the discard pile; avoiding, which
moves no single card, is the Avoid button) or a game controller alone (a virtual pad
the game plugs in for the test, SCOUNDREL_VIRTUAL_PAD: the d-pad, A, X and Y; the name
typed on the on-screen keyboard). pad-playstation plays with a PlayStation pad's ids,
whose glyphs the legends then show. The winning line comes from the solver (scoundrel-cli solve);
after every move the saved run must hold exactly the moves made so far, and at the
end the game must show the result scene with a won run in the high scores.

    usage: full_game_e2e.py keyboard|clicks|drags|pad|pad-playstation PATH/TO/scoundrel PATH/TO/scoundrel-cli [SEED]
"""
import json
import os
import subprocess
import sys
import time

import game_driver as driver
from game_driver import fail, key, launch, layout, load, play, scene_is, screenshot, stop, wait_for, write_settings


def press_until_shown(press, shown):
    """Presses until shown() holds: a press a loaded machine has not shown in 3 seconds is
    pressed again."""
    for _ in range(5):
        press()
        deadline = time.time() + 3
        while time.time() < deadline:
            if shown():
                return
            time.sleep(0.05)
    fail("a press was never shown on the result screen")

MODE = sys.argv[1]
driver.setup(sys.argv[2], sys.argv[3], seed=sys.argv[4] if len(sys.argv) > 4 else "4", timeout=20, tag=MODE,
             show_on_failure=("save/run.json",))
CLI, SAVE, SEED = driver.CLI, driver.SAVE, driver.SEED
# Animations off: the moves follow each other as fast as the game takes them.
write_settings(rules={"weapon_degradation": "strict", "avoid_order": "keep"}, animation="off")

solved = json.loads(subprocess.run([CLI, "solve", "--seed", SEED], check=True, capture_output=True, text=True).stdout)
if solved["winnable"] is not True:
    fail(f"deal #{SEED} is not known to be winnable: {solved}")
line = [token if token == "avoid" or token[-1] not in "CS" or ":" in token else token + ":bare"
        for token in solved["line"]]

BY = "pad" if MODE.startswith("pad") else MODE
# A Microsoft Xbox One pad, or Sony's DualShock 4, by their USB ids.
PAD_IDS = {"pad": "045e 02ea", "pad-playstation": "054c 09cc"}
if BY == "pad":
    driver.use_pad()
game = launch("--new-game", "--seed", SEED)
try:
    if BY == "pad":
        driver.pad_command("plug " + PAD_IDS[MODE])
        time.sleep(1.0)  # SDL says the pad was added, and the game opens it
    wait_for("the first room", scene_is("table"))
    for done, token in enumerate(line, start=1):
        play(token, BY)
        if done < len(line):
            expected = line[:done]
            def saved_and_shown():
                saved = load(os.path.join(SAVE, "run.json")) or {}
                return (saved.get("run", {}).get("moves") == expected and
                        layout().get("room") == saved["state"]["room"])
            wait_for(f"move {done} ({token}) saved and on the table", saved_and_shown)
            if done == 3 and os.environ.get("E2E_TABLE_SCREENSHOT"):  # for docs/screenshots
                time.sleep(0.5)
                screenshot(os.environ["E2E_TABLE_SCREENSHOT"])
    # The last move wins: the result scene, where a new top-ten entry asks for a
    # name under the result. Nothing has the keys when it opens: the player goes to the
    # name (Tab, the d-pad), where Enter saves the name suggested and a pad's A opens the
    # on-screen keyboard to type one.
    wait_for("the name asked on the result scene",
             lambda: layout().get("scene") == "result" and layout().get("asking_name") is True)
    if BY == "pad":
        press_until_shown(lambda: driver.pad("dpdown"), lambda: layout().get("name_focused") is True)
        press_until_shown(lambda: driver.pad("a"), lambda: layout().get("scene") == "on_screen_keyboard")
        # The keys add to the name suggested (the caret after it, nothing selected).
        suggested = layout().get("text")
        press_until_shown(lambda: driver.pad("a"), lambda: layout().get("text") == suggested + "Q")  # the key in focus
        driver.pad("dpright")
        press_until_shown(lambda: driver.pad("a"), lambda: layout().get("text") == suggested + "QW")
        if os.environ.get("E2E_PAD_SCREENSHOT"):  # for docs/screenshots: the keyboard
            time.sleep(0.5)
            screenshot(os.environ["E2E_PAD_SCREENSHOT"])
        driver.pad("start")
    else:
        press_until_shown(lambda: key("Tab"), lambda: layout().get("name_focused") is True)
        press_until_shown(lambda: key("Return"), lambda: layout().get("asking_name") is False)
    wait_for("the name saved", lambda: layout().get("scene") == "result" and layout().get("asking_name") is False)
    if os.environ.get("E2E_SCREENSHOT"):  # for docs/screenshots: the victory screen
        time.sleep(1.5)
        screenshot(os.environ["E2E_SCREENSHOT"])
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
    stop(game)
