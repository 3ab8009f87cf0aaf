"""The guided first run in the real game: a fresh save directory launches into the
tutorial's offer, Enter takes it, and the lesson is played to its end with one kind of
input only (drags, the keyboard, or a virtual pad), each step first tried with another
legal move, which is refused with its message and changes nothing. Then the three tips.
Mode leave: one step, then Esc: a question, and Enter on Stay keeps the lesson; Esc again
and Leave: the menu, and no run.json, score or achievement left.

usage: tutorial_e2e.py drags|keyboard|pad|leave GAME
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import game_driver as g  # noqa: E402

MODE, GAME = sys.argv[1], sys.argv[2]
g.setup(GAME, None, 0, tag=f"tutorial {MODE}")
g.TABLE = "tutorial"
if MODE == "pad":
    g.use_pad()


def lesson():
    return g.layout().get("tutorial") or {}


def wrong_card(step):
    """A card of the room other than the step's, or None when the room holds no other."""
    card = step["move"].partition(":")[0]
    others = [c for c in (g.layout().get("room") or []) if c and c != card]
    return others[0] if others else None


def try_wrong(card, by):
    """Another legal move than the step's, with the mode's input: the card put where it is
    always allowed (a monster fought barehanded, a weapon equipped, a potion drunk)."""
    slot = g.layout()["room"].index(card)
    monster = card[-1] in "CS"
    if by == "drags":
        g.drag(f"room.{slot}", "discard" if monster else "weapon" if card.endswith("D") else "health")
        return
    if by == "pad":
        g.pad_to_slot(slot)
        g.pad("y" if monster else "a")
    else:
        g.key(str(slot + 1))
        g.key("b" if monster else "Return")
    said = g.wait_for(f"{card} refused, or asked about", lambda: (
        "asked" if "anyway" in (g.layout().get("message") or "") else
        "refused" if (g.layout().get("message") or "").startswith("Not yet: try ") else None))
    if said == "asked":  # a wasted play asks first: the same press again plays it
        g.pad("a") if by == "pad" else g.key("Return")


game = g.launch(offer=True)
if MODE == "pad":
    g.pad_command("plug 045e 02ea")  # an Xbox One pad, by its USB ids
    time.sleep(1.0)  # SDL says the pad was added, and the game opens it
g.wait_for("the tutorial's offer", g.scene_is("tutorial_offer"))
if "focused.button.start_tutorial" not in g.layout()["rects"]:
    g.fail("the offer's first choice is not the tutorial")
g.shot("tutorial_offer.png")
if MODE == "pad":
    g.pad("a")
else:
    g.key("Return")
g.wait_for("the tutorial", g.scene_is("tutorial"))

by = {"drags": "drags", "keyboard": "keyboard", "pad": "pad", "leave": "keyboard"}[MODE]
prefix = {"drags": "Mouse:", "keyboard": "Keys:", "pad": "Pad:"}.get(MODE)
steps = lesson()["steps"]
for index in range(steps):
    step = g.wait_for(f"step {index + 1}", lambda: lesson() if lesson().get("step_index") == index else None)
    before = g.layout()
    if g.SHOTS and step["step"] in ("equip", "weapon_rule", "wasted_potion"):
        time.sleep(1.0)  # the health counted up, the cards landed
        g.shot(f"tutorial-{step['step'].replace('_', '-')}.png")
    wrong = wrong_card(step)
    if wrong:
        try_wrong(wrong, by)
        g.wait_for(f"the refusal of {wrong} at step {step['step']}",
                   lambda: (g.layout().get("message") or "").startswith("Not yet: try "))
        time.sleep(0.3)  # a card refused on its way back lands
        after = g.layout()
        for field in ("room", "health", "dungeon", "weapon", "turn"):
            if after.get(field) != before.get(field):
                g.fail(f"the refused {wrong} changed {field}: {before.get(field)} -> {after.get(field)}")
        if lesson().get("step_index") != index:
            g.fail(f"the refused {wrong} moved the lesson on")
        if after["scene"] != "tutorial":
            g.fail(f"the refused {wrong} left the tutorial for {after['scene']}")
    if prefix and index > 0:
        # The step's words and hint show once the table has settled (np10).
        g.wait_for(f"step {step['step']}'s hint naming the {MODE}",
                   lambda: lesson().get("hint", "").startswith(prefix))
    g.play(step["move"], by)
    g.wait_for(f"the lesson past {step['step']}", lambda: lesson().get("step_index") == index + 1)
    if MODE == "leave":
        # One Esc too many asks first, Stay focused: Enter out of habit keeps playing.
        g.key("Escape")
        g.wait_for("the question before leaving", g.scene_is("confirm"))
        if "focused.button.cancel" not in g.layout()["rects"]:
            g.fail("Stay does not have the focus in the question before leaving the tutorial")
        g.shot("tutorial-leave.png")
        g.key("Return")
        g.wait_for("the lesson kept", g.scene_is("tutorial"))
        if lesson().get("step_index") != index + 1:
            g.fail(f"Stay moved the lesson: {lesson()}")
        g.key("Escape")
        g.wait_for("the question again", g.scene_is("confirm"))
        g.key("Right")
        g.wait_for("Leave focused", lambda: "focused.button.confirm" in g.layout()["rects"])
        g.key("Return")
        g.wait_for("the menu", g.scene_is("menu"))
        break

if MODE != "leave":
    g.wait_for("the run won", lambda: g.layout().get("status") == "won")
    # The ending's words show once the last cards have landed (np10).
    g.wait_for("the ending explaining the score 22", lambda: "22" in lesson().get("text", ""))
    if g.SHOTS:
        time.sleep(1.0)
        g.shot("tutorial-end.png")
    if MODE == "pad":
        g.pad("a")
    else:
        g.key("Return")
    g.wait_for("the three tips", g.scene_is("tips"))

# The lock the running game holds (store::SaveDirLock) is no file the tutorial left.
left = sorted(name for name in os.listdir(g.SAVE) if name != ".lock")
# settings.json: the offer answered, so that it is not made again, and its backup copy (every
# file's backup is its last save); nothing else.
if left != ["settings.json", "settings.json.bak"]:
    g.fail(f"the tutorial left files in the save directory: {left}")
g.stop(game)
print(f"tutorial {MODE}: ok")
