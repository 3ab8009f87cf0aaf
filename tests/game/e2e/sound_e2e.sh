#!/bin/sh
# End to end in a real X server (run through xvfb-run), with SDL's disk audio driver,
# which writes what the game plays to a raw file (signed 16-bit stereo): the idle table is
# silent, a card dragged onto the weapon is heard, and after M a card played is not.
#   usage: sound_e2e.sh PATH/TO/scoundrel
set -eu

GAME=$1
. "$(dirname "$0")/common.sh"

AUDIO="$WORK/audio.raw"
export SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$AUDIO"

# The loudest sample written to the audio file since byte offset $1.
peak_since() {
    python3 -c '
import array, sys
data = open(sys.argv[1], "rb").read()[int(sys.argv[2]):]
samples = array.array("h", data[: len(data) // 2 * 2])
print(max((abs(s) for s in samples), default=0))' "$AUDIO" "$1"
}
size() { stat -c %s "$AUDIO"; }

launch_game 'd["room"]' '["8D", "KC", "2S", "4H"]' --new-game --seed 1
[ -f "$AUDIO" ] || fail "the disk audio driver wrote no file"
# The room's deal is heard and over: within a second on a quiet machine, later when the
# suite keeps both cores busy (the sanitizer build's run saw the deal still playing after
# one). Then the idle table must stay silent for a whole second.
for _ in 1 2 3 4 5 6 7 8 9 10; do
    start=$(size)
    sleep 0.5
    [ "$(peak_since "$start")" -ge 50 ] || break
done

start=$(size)
sleep 1
[ "$(peak_since "$start")" -lt 50 ] || fail "the idle table is not silent: peak $(peak_since "$start")"

start=$(size)
drag room.0 weapon
wait_for "$SAVE/run.json" 'd["run"]["moves"]' '["8D"]'
sleep 1
peak=$(peak_since "$start")
[ "$peak" -gt 1000 ] || fail "the weapon equipped was not heard: peak $peak"

xdotool key --window "$WINDOW" m
wait_for "$LAYOUT" 'd["message"]' '"Sound muted: M turns it back on."'
wait_for "$SAVE/settings.json" 'd["sound_muted"]' 'true'
start=$(size)
drag room.1 weapon
wait_for "$SAVE/run.json" 'd["run"]["moves"]' '["8D", "KC:weapon"]'
sleep 1
peak=$(peak_since "$start")
[ "$peak" -lt 50 ] || fail "a card played after M was heard: peak $peak"

close_game
echo "sound_e2e: OK"
