#!/usr/bin/env python3
"""End to end in a real X server (run through xvfb-run): speech on the screens past the
table (issue 28), with --speech-log. Settings names itself and its tab, each row with its
value as the focus comes to it, each new value and each new tab, one utterance a press;
the high scores and the achievements name themselves and what they hold, F2 reads every
achievement; How to play reads each page, and the menu is named again when a screen
closes back to it. Nothing is said twice in a row.

    usage: speech_screens_e2e.py PATH/TO/scoundrel PATH/TO/scoundrel-cli
"""
import os
import sys
import time

import game_driver as driver
from game_driver import click, fail, key, launch, layout, scene_is, stop, wait_for, write_settings

driver.setup(sys.argv[1], sys.argv[2], seed="4", timeout=20, tag="speech screens")
LOG = os.path.join(driver.WORK, "speech.txt")
write_settings(animation="off")


def said():
    return driver.lines_of(LOG)


def after(before, what):
    """The lines said since before, once one has come and nothing more for a moment."""
    wait_for(what, lambda: len(said()) > before, 5)
    count, quiet_since = len(said()), time.time()
    while time.time() - quiet_since < 0.4:
        time.sleep(0.05)
        if len(said()) != count:
            count, quiet_since = len(said()), time.time()
    return said()[before:]


def one_line(before, what, starts=None, contains=None):
    lines = after(before, what)
    if len(lines) != 1:
        fail(f"{what}: {len(lines)} utterances: {lines}")
    if starts and not lines[0].startswith(starts):
        fail(f"{what} was said as {lines[0]!r}, not starting {starts!r}")
    if contains and contains not in lines[0]:
        fail(f"{what} was said as {lines[0]!r}, without {contains!r}")
    return lines[0]


def open_from_menu(button, scene):
    """Clicks the menu's button; returns the count of lines said before, and after the
    button's own name (the press focuses it, and the menu says so, before the screen comes)."""
    before = len(said())
    click(button)
    wait_for(f"the {scene}", scene_is(scene))
    lines = after(before, f"the {scene} named")
    return before + (1 if len(lines) > 1 and lines[0].endswith(", button.") else 0)


game = launch("--speech-log", LOG)
try:
    wait_for("the menu", scene_is("menu"))
    after(0, "the menu named")

    before = open_from_menu("button.settings", "settings")
    one_line(before, "the settings named", starts="Settings. ", contains=" tab, 1 of ")
    before = len(said())
    key("Down")
    row = one_line(before, "the next row", contains=": ")
    label = row.split(":")[0]
    before = len(said())
    key("Right")
    changed = one_line(before, "the row's new value", starts=label + ": ")
    if changed == row:
        fail(f"the new value was said as the old one: {changed!r}")
    before = len(said())
    key("Next")  # Page Down: the next tab
    one_line(before, "the next tab", contains=" tab, 2 of ")
    key("Escape")
    wait_for("the menu again", scene_is("menu"))

    before = open_from_menu("button.high_scores", "high_scores")
    one_line(before, "the high scores named", starts="High scores. No runs finished yet.")
    before = len(said())
    key("Escape")
    wait_for("the menu again", scene_is("menu"))
    # np7: back on the menu in silence, the player did not know where they were.
    one_line(before, "the menu named again", starts="Scoundrel: the main menu. ")

    # np7: How to play was silent: each page is read as it opens or turns.
    before = open_from_menu("button.how_to_play", "how_to_play")
    one_line(before, "How to play read", starts="How to play. Page 1 of ", contains="Next, button.")
    before = len(said())
    key("Right")
    one_line(before, "the next page read", starts="Page 2 of ")
    key("Escape")
    wait_for("the menu again", scene_is("menu"))

    before = open_from_menu("button.achievements", "achievements")
    one_line(before, "the achievements named", starts="Achievements. 0 of ", contains=" earned.")
    before = len(said())
    key("F2")
    every = one_line(before, "every achievement read", contains=", not earned yet. ")
    if every.count("not earned yet") < 5:
        fail(f"F2 did not read every achievement: {every!r}")

    log = said()
    repeated = [a for a, b in zip(log, log[1:]) if a == b]
    if repeated:
        fail(f"said twice in a row: {repeated}")
finally:
    stop(game)
# --speech-log turns speech on for this launch only: settings.json, written when a row
# changed, keeps speech as it was before the launch (off).
saved = driver.load(os.path.join(driver.SAVE, "settings.json")) or {}
if saved.get("animation") != "off" or len(saved) <= 2:
    fail(f"settings.json was not written as the rows changed: {saved}")
if saved.get("speech", False):
    fail(f"--speech-log was saved in settings.json: speech {saved.get('speech')!r}")
print(f"speech_screens_e2e: {len(log)} utterances: OK")
