#!/bin/sh
# End to end in a real X server (run through xvfb-run): start the game on deal #1,
# press H with xdotool, and check that the layout dump shows the hint scoundrel-cli
# gives for the same position and budget, that the run is saved as assisted, and that
# C shows the win chances; then close the window and expect a clean exit.
#   usage: hint_e2e.sh PATH/TO/scoundrel PATH/TO/scoundrel-cli
set -eu

GAME=$1
CLI=$2
# The advisor thinks on a loaded machine too: wait up to a minute.
WAIT_TENTHS=600
. "$(dirname "$0")/common.sh"

# What the advisor says of the start of deal #1 with the game's budget (300 ms of work).
"$CLI" hint --seed 1 --budget-ms 300 >"$WORK/hint.json" || fail "scoundrel-cli hint failed"
MOVE=$(field "$WORK/hint.json" 'd["move"]')

launch_game 'd["room"]' '["8D", "KC", "2S", "4H"]' --new-game --seed 1
wait_for "$LAYOUT" '"button.hint" in d["rects"] and "button.chances" in d["rects"]' 'true'

xdotool windowactivate --sync "$WINDOW" 2>/dev/null || xdotool windowfocus --sync "$WINDOW"
xdotool key --window "$WINDOW" h
# np15: the first hint of a run asks first, naming the achievements it rules out; the
# focused "Show the hint" takes Enter.
wait_for "$LAYOUT" 'd["scene"] == "confirm"' 'true'
xdotool key --window "$WINDOW" Return
wait_for "$LAYOUT" '"hint" in d' 'true'
wait_for "$LAYOUT" 'd["hint"]["move"]' "$MOVE"
# The card and target agree with the move: "8D" equips onto the weapon, "KC:bare" goes to the discard...
wait_for "$LAYOUT" 'd["hint"]["card"] == (None if d["hint"]["move"] == "avoid" else d["hint"]["move"].split(":")[0])' 'true'
wait_for "$LAYOUT" 'd["message"].startswith("Hint: ")' 'true'
wait_for "$LAYOUT" 'd["assisted"]' 'true'
wait_for "$SAVE/run.json" 'd["assisted"]' 'true'

xdotool key --window "$WINDOW" c
wait_for "$LAYOUT" '"chances" in d and d["chances"][d["hint"]["move"]] == d["hint"]["win_chance"]' 'true'

close_game
echo "hint_e2e: OK"
