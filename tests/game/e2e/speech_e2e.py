#!/usr/bin/env python3
"""End to end in a real X server (run through xvfb-run): a whole game won by the keyboard
alone, or by a virtual pad alone, with --speech-log, as the accessibility issue asks. Every
focus change must give one utterance naming the card, every move one naming the card and
its outcome; nothing is said twice in a row; ten presses in half a second give ten focus
utterances at most, the last naming where the focus ended (each cuts off the one before:
the speaker's no-backlog rule, unit tested in SpeechTest); F2 or the pad's left stick says
the summary. The table and each new turn say the health and the weapon; by the keyboard,
the chances are read as they come up and with F2, and an undo names the move it took
back. Speech Dispatcher is not needed: without it the game says so once on stderr.

    usage: speech_e2e.py keyboard|pad PATH/TO/scoundrel PATH/TO/scoundrel-cli [SEED]
"""
import json
import os
import subprocess
import sys
import time

import game_driver as driver
from game_driver import fail, key, launch, layout, load, pad, scene_is, stop, wait_for, write_settings

MODE = sys.argv[1]
driver.setup(sys.argv[2], sys.argv[3], seed=sys.argv[4] if len(sys.argv) > 4 else "4", timeout=20,
             tag="speech " + MODE)
CLI, SAVE, SEED = driver.CLI, driver.SAVE, driver.SEED
LOG = os.path.join(driver.WORK, "speech.txt")
write_settings(rules={"weapon_degradation": "strict", "avoid_order": "keep"}, animation="off")

solved = json.loads(subprocess.run([CLI, "solve", "--seed", SEED], check=True, capture_output=True, text=True).stdout)
if solved["winnable"] is not True:
    fail(f"deal #{SEED} is not known to be winnable: {solved}")
line = [token if token == "avoid" or token[-1] not in "CS" or ":" in token else token + ":bare"
        for token in solved["line"]]

RANKS = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
SUITS = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}


def spoken(card):
    return f"{RANKS.get(card[:-1], card[:-1])} of {SUITS[card[-1]]}"


def said():
    return driver.lines_of(LOG)


def new_lines(before, what, at_least=1):
    return wait_for(what, lambda: said()[before:] if len(said()) - before >= at_least else None, 5)


def focus():
    shown = layout()
    return shown.get("focus"), shown.get("focus_shown"), shown.get("button_focus")


def press(name):
    pad(name) if MODE == "pad" else key(name)


def card_toward(room, slot, target):
    """The slot the d-pad reaches from slot going toward target: the nearest that holds a card
    on that side (the d-pad stops at the room's ends; Left from the first card is Avoid room)."""
    step = 1 if target > slot else -1
    nxt = slot + step
    while 0 <= nxt < 4:
        if nxt < len(room) and room[nxt]:
            return nxt
        nxt += step
    return slot


def move_focus_to(slot):
    """Moves the focus onto the slot (1-4 or the d-pad); each change must be said once, naming the card."""
    room = layout()["room"]
    if MODE == "pad" and layout().get("button_focus"):
        before = len(said())
        pad("dpup")
        wait_for("the focus back on the cards", lambda: not layout().get("button_focus"))
        check_focus_line(new_lines(before, "the card focused again"), room)
    for _ in range(8):
        if focus()[:2] == (slot, True):
            return
        before, was = len(said()), focus()
        # The d-pad goes toward the slot, passing over an emptied slot.
        target = card_toward(room, was[0], slot) if MODE == "pad" else slot
        if MODE == "pad":
            pad("dpright" if slot > was[0] else "dpleft")
        else:
            key(str(slot + 1))
        wait_for(f"the focus on slot {target}", lambda: focus()[:2] == (target, True), 3)
        check_focus_line(new_lines(before, "the focus said"), room)
    fail(f"the focus never reached slot {slot}")


def check_focus_line(lines, room):
    if len(lines) != 1:
        fail(f"one focus change gave {len(lines)} utterances: {lines}")
    slot = layout()["focus"]
    card = room[slot] if slot < len(room) else None
    expected = spoken(card) if card else f"Slot {slot + 1} is empty"
    if not lines[0].startswith(expected):
        fail(f"the focus on {card} was said as {lines[0]!r}")


def play(token):
    wait_for("the table", scene_is("table"))
    before = len(said())
    if token == "avoid":
        if MODE == "pad":
            driver.pad_to_button("avoid")
            before = len(said())
            pad("a")
        else:
            key("a")
        lines = new_lines(before, "the avoid said")
        if not lines[-1].startswith("You avoided the room."):
            fail(f"avoiding was said as {lines}")
        check_turn_start(lines[-1])
        return None
    card, _, how = token.partition(":")
    wait_for(f"{card} on the table", lambda: card in (layout().get("room") or []))
    # A card just dealt is held back from a press for a moment (np13): a player sees it first.
    wait_for(f"{card} in view long enough to face", lambda: card not in (layout().get("just_dealt") or []))
    move_focus_to(layout()["room"].index(card))
    before = len(said())
    press("a" if MODE == "pad" else "Return")
    name = spoken(card)
    lines = new_lines(before, f"{card} faced")
    if lines[-1].startswith(f"Fight the {name}?"):
        wait_for("the combat dialog", scene_is("combat"))
        before = len(said())
        if MODE == "pad":
            pad("x" if how == "weapon" else "y")
        else:
            key("w" if how == "weapon" else "b")
        lines = new_lines(before, f"{card} fought")
    elif not lines[-1].startswith("You ") and name in lines[-1]:  # a wasted play asks first
        before = len(said())
        press("a" if MODE == "pad" else "Return")
        lines = new_lines(before, f"{card} played anyway")
    outcome = lines[0]
    if len(lines) != 1 or not outcome.startswith("You ") or name not in outcome:
        fail(f"the move {token} was said as {lines}")
    if card[-1] in "CS" and "health" not in outcome:
        fail(f"the fight {token} did not say the health: {outcome!r}")
    check_turn_start(outcome)
    return outcome


def check_turn_start(outcome):
    """A move that begins a turn says how the player meets it: the weapon, and the health."""
    if ". Turn " in outcome and not ("Weapon: " in outcome or "No weapon." in outcome):
        fail(f"the new turn did not say the weapon: {outcome!r}")
    if ". Turn " in outcome and "health" not in outcome.lower():
        fail(f"the new turn did not say the health: {outcome!r}")


def undo_and_replay(token, outcome):
    """U takes the move back, naming it and the health; the move is then played again."""
    before = len(said())
    key("u")
    lines = new_lines(before, "the undo said")
    card = token.partition(":")[0]
    if len(lines) != 1 or not lines[0].startswith("Undid your move: ") or spoken(card) not in lines[0] or \
            "Health " not in lines[0]:
        fail(f"undoing {token} ({outcome!r}) was said as {lines}")
    wait_for(f"{card} back in the room", lambda: card in (layout().get("room") or []))
    play(token)


if MODE == "pad":
    driver.use_pad()
game = launch("--new-game", "--seed", SEED, "--speech-log", LOG)
try:
    if MODE == "pad":
        driver.pad_command("plug 045e 02ea")
        time.sleep(1.0)
    wait_for("the first room", scene_is("table"))
    first = new_lines(0, "the table named")
    if not first[0].startswith("The table, turn 1. The room: ") or "Health 20 of 20. No weapon." not in first[0]:
        fail(f"the table was announced as {first}")
    # Ten presses in under a second: ten focus changes, each said once, the last where it ended.
    before, start = len(said()), layout()["focus"]
    if MODE == "pad":
        # The d-pad stops at the room's ends, so it goes right and back: ten moves between two cards.
        for press_number in range(10):  # held a little longer than the game's 16 ms between reads
            button = "dpright" if (press_number % 2 == 0) == (start < 3) else "dpleft"
            driver.pad_command(f"down {button}")
            time.sleep(0.035)
            driver.pad_command(f"up {button}")
            time.sleep(0.035)
    else:
        subprocess.run(["xdotool", "key", "--window", driver.WINDOW, "--delay", "50", *(["Right"] * 10)], check=True)
    # Each press moves the focus, so each is said once; a slow machine takes a while.
    wait_for("ten focus changes said", lambda: len(said()) - before >= 10, 10)
    # Then until nothing more is said for half a second (the pad's feed plays a change a poll).
    count, quiet_since = len(said()), time.time()
    while time.time() - quiet_since < 0.5:
        time.sleep(0.05)
        if len(said()) != count:
            count, quiet_since = len(said()), time.time()
    burst = said()[before:]
    room = layout()["room"]
    # Keys go round the room; the pad's ten moves, right and back, end where they began.
    end = start if MODE == "pad" else (start + 10) % 4
    if len(burst) != 10 or layout()["focus"] != end or \
            not burst[-1].startswith(spoken(room[layout()["focus"]])):
        fail(f"ten fast presses gave {burst}")
    # The summary on request: F2, or the pad's left stick pressed.
    before = len(said())
    press("leftstick" if MODE == "pad" else "F2")
    summary = new_lines(before, "the summary")
    if len(summary) != 1 or not summary[0].startswith("Health 20 of 20. No weapon. A potion will heal this turn. Room: 3 cards left to face this turn. 40 cards left in the dungeon."):
        fail(f"the summary was {summary}")
    if MODE == "keyboard":
        # The chances, read as they come up and with the summary; then hidden again.
        before = len(said())
        key("c")
        # np15: the first help of a run asks first, said as it opens; Enter takes the yes.
        wait_for("the question before the chances", scene_is("confirm"), 10)
        wait_for("the question said", lambda: [l for l in said()[before:] if l.startswith("Show the win chances?")],
                 10)
        key("Return")
        chances = wait_for("the chances said", lambda: [l for l in said()[before:] if l.startswith("Win chances: ")],
                           30)
        if " percent" not in chances[0]:
            fail(f"the chances were said as {chances}")
        before = len(said())
        key("F2")
        summary = new_lines(before, "the summary with the chances")
        if len(summary) != 1 or "Win chances: " not in summary[0]:
            fail(f"the summary left the chances out: {summary}")
        before = len(said())
        key("c")
        new_lines(before, "the chances hidden")
    undone = MODE != "keyboard"
    for done, token in enumerate(line, start=1):
        outcome = play(token)
        if not undone and outcome and ". Turn " not in outcome and "You died" not in outcome:
            undo_and_replay(token, outcome)
            undone = True
        if done < len(line):
            expected = line[:done]
            def saved_and_shown():
                saved = load(os.path.join(SAVE, "run.json")) or {}
                return (saved.get("run", {}).get("moves") == expected and
                        layout().get("room") == saved["state"]["room"] and layout().get("scene") == "table")
            wait_for(f"move {done} ({token}) saved and on the table", saved_and_shown)
    wait_for("the result", scene_is("result") if MODE == "keyboard" else
             lambda: layout().get("scene") in ("result", "on_screen_keyboard"))
    ending = wait_for("the result announced", lambda: [l for l in said() if l.startswith("Victory!")], 5)
    log = said()
    repeated = [a for a, b in zip(log, log[1:]) if a == b]
    if repeated:
        fail(f"said twice in a row: {repeated}")
    if not any("You escaped the dungeon!" in l for l in log):
        fail("the winning move did not say the run was won")
    print(f"speech_e2e {MODE}: won deal #{SEED} in {len(line)} moves, {len(log)} utterances: OK")
finally:
    stop(game)
