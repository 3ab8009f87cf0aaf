#!/bin/sh
# End to end in a real X server (run through xvfb-run): with SDL_AUDIODRIVER naming a
# driver that does not exist, the game starts, says once on stderr that it has no sound,
# and plays.
#   usage: no_audio_device_e2e.sh PATH/TO/scoundrel
set -eu

GAME=$1
. "$(dirname "$0")/common.sh"

export SDL_AUDIODRIVER=no_such_audio_driver
launch_game 'd["room"]' '["8D", "KC", "2S", "4H"]' --new-game --seed 1 2>"$WORK/stderr.txt"
drag room.0 weapon
wait_for "$SAVE/run.json" 'd["run"]["moves"]' '["8D"]'
wait_for "$LAYOUT" 'd["weapon"]' '"8D"'
close_game
[ "$(grep -c 'no sound' "$WORK/stderr.txt")" -eq 1 ] || fail "stderr does not say once that there is no sound: $(cat "$WORK/stderr.txt")"
[ "$(wc -l <"$WORK/stderr.txt")" -eq 1 ] || fail "stderr says more than that: $(cat "$WORK/stderr.txt")"
echo "no_audio_device_e2e: OK"
