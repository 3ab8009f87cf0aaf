"""What the e2e scripts that drive the game by its layout dump share. A script first calls
setup() with the game, the CLI and the seed from its own command line, which makes a fresh
save directory (game_driver.SAVE); then the moves: write settings.json, wait for a scene,
click a named rectangle (or a point), drag one onto another, press a key, play a move token
with the keyboard, the clicks or the drags, launch and stop the game, take a screenshot when
E2E_SCREENSHOT_DIR is set. fail() says why on one FAIL line and shows the layout dump, and
the files the script named to setup(). The launched game's window is read as
game_driver.WINDOW after launch().
"""
import json
import os
import subprocess
import sys
import tempfile
import time

SHOTS = os.environ.get("E2E_SCREENSHOT_DIR")
GAME = CLI = SEED = WORK = SAVE = LAYOUT = WINDOW = None
TIMEOUT = 30  # how long wait_for() waits unless told
TAG = None  # said on the FAIL line: FAIL (TAG): why
SHOWN_ON_FAILURE = ("layout.json",)  # under WORK
CLICK_PAUSE = 0.0  # after every click
TABLE = "table"  # the scene play() drives: "tutorial" for the guided run on the table


def setup(game, cli, seed, timeout=30, tag=None, show_on_failure=(), click_pause=0.0):
    """Takes the game, the CLI and the seed, and makes a fresh save directory (SAVE) beside
    the layout dump (LAYOUT), both in WORK. timeout: how long wait_for() waits unless told;
    tag: said on fail()'s line; show_on_failure: files under WORK that fail() shows after the
    layout dump; click_pause: how long to wait after every click."""
    global GAME, CLI, SEED, WORK, SAVE, LAYOUT, TIMEOUT, TAG, SHOWN_ON_FAILURE, CLICK_PAUSE
    GAME, CLI, SEED = game, cli, str(seed)
    TIMEOUT, TAG, SHOWN_ON_FAILURE, CLICK_PAUSE = timeout, tag, ("layout.json", *show_on_failure), click_pause
    WORK = tempfile.mkdtemp()
    SAVE = os.path.join(WORK, "save")
    LAYOUT = os.path.join(WORK, "layout.json")
    os.makedirs(SAVE)


def fail(why):
    print(f"FAIL ({TAG}): {why}" if TAG else f"FAIL: {why}", file=sys.stderr)
    for name in SHOWN_ON_FAILURE if WORK else ():
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


def lines_of(path):
    """The lines of a file the game writes as it runs (a speech log), none yet if absent;
    without a speech log's heading lines ("--- scoundrel 0.1.0, launched ... ---", one a
    launch), which are no utterance."""
    try:
        with open(path) as f:
            return [line for line in f.read().splitlines() if not line.startswith("--- scoundrel ")]
    except OSError:
        return []


def write_settings(**fields):
    """Writes the save directory's settings.json: version 1 and these fields."""
    with open(os.path.join(SAVE, "settings.json"), "w") as f:
        json.dump({"version": 1, **fields}, f)


def wait_for(what, test, seconds=None):
    deadline = time.time() + (TIMEOUT if seconds is None else seconds)
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


def click_at(x, y):
    global last_click
    lx, ly, at = last_click
    if abs(x - lx) <= DOUBLE_CLICK_PIXELS and abs(y - ly) <= DOUBLE_CLICK_PIXELS:
        time.sleep(max(0.0, at + DOUBLE_CLICK_SECONDS - time.monotonic()))
    xdo("mousemove", "--window", WINDOW, x, y, "click", "1")
    last_click = (x, y, time.monotonic())
    time.sleep(CLICK_PAUSE)


def click(name):
    click_at(*center(name))


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


def screenshot(path):
    subprocess.run(["import", "-window", "root", path], check=True)


def shot(name):
    if SHOTS:
        time.sleep(0.4)
        screenshot(os.path.join(SHOTS, name))


# The game controller of a pad game: a FIFO the game reads (SCOUNDREL_VIRTUAL_PAD, see
# app/VirtualPadFeed.h), set by use_pad() before launch().
PAD_FIFO = None


def use_pad():
    global PAD_FIFO
    PAD_FIFO = os.path.join(WORK, "pad")
    os.mkfifo(PAD_FIFO)


def pad_command(line):
    fd = os.open(PAD_FIFO, os.O_WRONLY)
    try:
        os.write(fd, (line + "\n").encode())
    finally:
        os.close(fd)


def pad(button, times=1):
    """Presses and lets go of a pad button (SDL's name: a, b, x, y, start, dpup...): the game
    reads its FIFO at least every 16 ms, so each is held a little longer than that."""
    for _ in range(times):
        pad_command(f"down {button}")
        time.sleep(0.06)
        pad_command(f"up {button}")
        time.sleep(0.06)


def pad_to_slot(slot):
    """Moves the table's focus onto the room's slot with the d-pad."""
    # Back from a button to the slot left: Up from Avoid room below the cards, Down from the
    # row above them (Up there stays in the row).
    on = layout().get("button_focus")
    if on:
        pad("dpup" if on == "avoid" else "dpdown")
    wait_for("the focus on the cards", lambda: not layout().get("button_focus"))
    for _ in range(8):
        shown = layout()
        before = (shown.get("focus"), shown.get("focus_shown"))
        if before == (slot, True):
            return
        # The d-pad stops at the room's ends (Left from the first card is Avoid room).
        pad("dpright" if before[0] is None or not before[1] or slot > before[0] else "dpleft")
        wait_for("the focus to move", lambda: (layout().get("focus"), layout().get("focus_shown")) != before, 3)
    fail(f"the d-pad never reached slot {slot}")


def pad_to_button(name):
    """Avoid room: Down from the cards. The row above them: Up from any card reaches Hint
    (as the legend says), then Right along the row in its drawn order, greyed buttons too."""
    on = layout().get("button_focus")
    if on and (on == "avoid") != (name == "avoid"):
        pad("dpup" if on == "avoid" else "dpdown")
        wait_for("the focus back on the cards", lambda: not layout().get("button_focus"), 3)
        on = None
    if not on:
        pad("dpdown" if name == "avoid" else "dpup")
    wait_for("the focus on the buttons", lambda: layout().get("button_focus"), 3)
    for _ in range(8):
        before = layout().get("button_focus")
        if before == name:
            return
        pad("dpright")
        wait_for("the focus to move", lambda: layout().get("button_focus") != before, 3)
    fail(f"the d-pad never reached button {name}")


def asked_or_gone(card):
    shown = layout()
    if "anyway" in (shown.get("message") or ""):
        return "asked"
    return "gone" if card not in (shown.get("room") or []) else None


def play(token, by="keyboard"):
    """Makes one move with one kind of input: by the keyboard (1-4, Enter, W/B, A), the
    clicks (the card, then the combat dialog's buttons), the drags (onto the weapon or
    the discard pile) or the pad (the d-pad to the card, A, then X or Y to fight). Avoiding
    moves no single card: with the mouse it is the Avoid button, with the pad too."""
    wait_for("the table", scene_is(TABLE))
    if token == "avoid":
        if by == "pad":
            pad_to_button("avoid")
            pad("a")
        else:
            key("a") if by == "keyboard" else click("button.avoid")
        return
    card, _, how = token.partition(":")
    wait_for(f"{card} on the table", lambda: card in (layout().get("room") or []))
    # A card just dealt is held back from a press for a moment (np13): a player sees it first.
    wait_for(f"{card} in view long enough to face", lambda: card not in (layout().get("just_dealt") or []))
    slot = layout()["room"].index(card)
    monster = card[-1] in "CS"
    if by == "drags":
        if monster:
            drag(f"room.{slot}", "weapon" if how == "weapon" else "discard")
            return
        place = "weapon" if card.endswith("D") else "discard"
        drag(f"room.{slot}", place)
        # A drop that would be wasted asks as a click does, the card put back: a second drop plays it.
        if wait_for(f"{card} played, or asked about", lambda: asked_or_gone(card)) == "asked":
            wait_for(f"{card} back in its place", lambda: not layout().get("animating"))
            drag(f"room.{slot}", place)
        return
    if by == "keyboard":
        key(str(slot + 1))
        key("Return")
    elif by == "pad":
        pad_to_slot(slot)
        pad("a")
    else:
        click(f"room.{slot}")
    if not monster and wait_for(f"{card} played, or asked about", lambda: asked_or_gone(card)) == "asked":
        # A wasted play (a second potion, full health, a worse weapon) asks first: again plays it.
        if by == "pad":
            pad("a")
        else:
            key("Return") if by == "keyboard" else click(f"room.{slot}")
    if monster:
        # A monster always asks how to fight (np16), even when barehanded is the only way.
        wait_for(f"the combat dialog for {card}", scene_is("combat"))
        if by == "keyboard":
            key("w" if how == "weapon" else "b")
        elif by == "pad":
            pad("x" if how == "weapon" else "y")
        else:
            click("button.weapon" if how == "weapon" else "button.bare")


def launch(*args, window="1280x800", offer=False):
    """Starts the game over SAVE. offer: a fresh save directory offers the tutorial first,
    as a player's first launch does; off unless a script tests it (--no-tutorial-offer)."""
    global WINDOW
    if os.path.exists(LAYOUT):
        os.remove(LAYOUT)
    env = dict(os.environ, SCOUNDREL_NO_DIALOGS="1")
    if PAD_FIFO:
        env["SCOUNDREL_VIRTUAL_PAD"] = PAD_FIFO
    extra = [] if offer else ["--no-tutorial-offer"]
    game = subprocess.Popen([GAME, "--save-dir", SAVE, "--dump-layout", LAYOUT, "--window", window, *extra, *args],
                            env=env)
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
