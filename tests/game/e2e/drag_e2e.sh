#!/bin/sh
# End to end in a real X server (run through xvfb-run): start the game on deal #1
# (8D KC 2S 4H, then AC 10C 6C), drag cards with xdotool as a player would, and check
# the saved run and the layout dump after each drop; then close the window and expect
# a clean exit.
#   usage: drag_e2e.sh PATH/TO/scoundrel
set -eu

GAME=$1
. "$(dirname "$0")/common.sh"

launch_game 'd["room"]' '["8D", "KC", "2S", "4H"]' --new-game --seed 1

drag room.0 weapon
wait_for "$SAVE/run.json" 'd["run"]["moves"]' '["8D"]'
wait_for "$LAYOUT" 'd["weapon"]' '"8D"'

drag room.1 weapon
wait_for "$SAVE/run.json" 'd["run"]["moves"]' '["8D", "KC:weapon"]'
wait_for "$SAVE/run.json" 'd["state"]["health"]' '15'

drag room.2 discard
wait_for "$SAVE/run.json" 'd["run"]["moves"]' '["8D", "KC:weapon", "2S:bare"]'
wait_for "$SAVE/run.json" 'd["state"]["health"]' '13'
wait_for "$LAYOUT" 'd["room"]' '["AC", "10C", "6C", "4H"]'

# The ace is not below the king the weapon last slew: the drop is refused.
drag room.0 weapon
wait_for "$LAYOUT" '"below 13" in d["message"]' 'true'
wait_for "$LAYOUT" 'd["room"]' '["AC", "10C", "6C", "4H"]'
[ "$(field "$SAVE/run.json" 'd["run"]["moves"]')" = '["8D", "KC:weapon", "2S:bare"]' ] || fail "the refused drop was played"

close_game
echo "drag_e2e: OK"
