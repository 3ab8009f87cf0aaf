#!/bin/sh
# End to end in a real X server (run through xvfb-run): a run that is never lost.
# Play two moves of deal #1 with real mouse drags, close the window, start the game
# again, press Continue, and expect the very same table (room, weapon and its kills,
# health, turn, undo, avoid and potion allowances). Then finish the run (it dies on
# the ace), give a name for the high scores, and find the run there.
#   usage: continue_e2e.sh PATH/TO/scoundrel
set -eu

GAME=$1
. "$(dirname "$0")/common.sh"

# What a player sees of the table, as one JSON text.
TABLE='{k: d[k] for k in ["room", "weapon", "slain", "health", "turn", "dungeon", "discard", "potion_used", "can_avoid", "can_undo"]}'

click() {
    set -- $(center "$1")
    xdotool mousemove --window "$WINDOW" "$1" "$2" click 1
}

start() {
    launch_game '"scene" in d' 'true' "$@"
}

# 1. Two moves of the first turn, then the window is closed.
start --new-game --seed 1
wait_for "$LAYOUT" 'd["room"]' '["8D", "KC", "2S", "4H"]'
drag room.0 weapon
wait_for "$LAYOUT" 'd["weapon"]' '"8D"'
drag room.1 weapon
wait_for "$LAYOUT" 'd["health"]' '15'
BEFORE=$(field "$LAYOUT" "$TABLE")
close_game
[ "$(field "$SAVE/run.json" 'd["run"]["moves"]')" = '["8D", "KC:weapon"]' ] || fail "the moves were not saved on quit"

# 2. Started again: the menu offers Continue, and the table is the same.
start
wait_for "$LAYOUT" 'd["scene"]' '"menu"'
wait_for "$LAYOUT" 'd["saved_run"]' 'true'
click button.continue
wait_for "$LAYOUT" 'd["scene"]' '"table"'
AFTER=$(field "$LAYOUT" "$TABLE")
[ "$AFTER" = "$BEFORE" ] || fail "the table changed: before $BEFORE, after $AFTER"

# 3. The run ends: 2S barehanded (13 health), then the ace of clubs barehanded (dead).
drag room.2 discard
wait_for "$LAYOUT" 'd["room"]' '["AC", "10C", "6C", "4H"]'
drag room.0 discard
# A fatal drop asks first, as a click does: the fight is confirmed in the dialog.
wait_for "$LAYOUT" 'd["scene"]' '"combat"'
click button.bare
wait_for "$LAYOUT" 'd["scene"]' '"result"'
wait_for "$LAYOUT" 'd["asking_name"]' 'true'
[ ! -f "$SAVE/run.json" ] || fail "the finished run is still saved"
# Nothing has the keys when the result opens: Tab goes to the name.
xdotool key --window "$WINDOW" Tab
wait_for "$LAYOUT" 'd["name_focused"]' 'true'
for _ in $(seq 1 30); do xdotool key --window "$WINDOW" BackSpace; done
xdotool type --window "$WINDOW" --delay 40 "Tess"
wait_for "$LAYOUT" 'd["name_field"]' '"Tess"'
xdotool key --window "$WINDOW" Return
wait_for "$LAYOUT" 'd["saved_name"]' '"Tess"'

# 4. The run is in the high scores, with the name, highlighted as the newest.
click button.high_scores
wait_for "$LAYOUT" 'd["scene"]' '"high_scores"'
wait_for "$LAYOUT" 'd["top"][0]["name"]' '"Tess"'
wait_for "$LAYOUT" 'd["stats"]["runs"]' '1'
[ "$(field "$SAVE/scores.json" '[(e["result"], e["seed"], e["name"]) for e in d["entries"]]')" = '[["lost", 1, "Tess"]]' ] ||
    fail "scores.json does not hold the run"
close_game
echo "continue_e2e: OK"
