#!/bin/sh
# End to end in a real X server (run through xvfb-run): start the game on deal #1
# (8D KC 2S 4H, then AC 10C 6C), drag cards with xdotool as a player would, and check
# the saved run and the layout dump after each drop; then close the window and expect
# a clean exit.
#   usage: drag_e2e.sh PATH/TO/scoundrel
set -eu

GAME=$1
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
SAVE="$WORK/save"
LAYOUT="$WORK/layout.json"
GAME_PID=
export SCOUNDREL_NO_DIALOGS=1

cleanup() {
    if [ -n "$GAME_PID" ] && kill -0 "$GAME_PID" 2>/dev/null; then kill "$GAME_PID"; fi
    rm -rf "$WORK"
}
trap cleanup EXIT

fail() {
    echo "FAIL: $*" >&2
    [ -f "$LAYOUT" ] && cat "$LAYOUT" >&2
    [ -f "$SAVE/run.json" ] && cat "$SAVE/run.json" >&2
    exit 1
}

# The centre of a named rectangle of the layout dump, as "X Y".
center() {
    python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["rects"][sys.argv[2]]; print(r[0]+r[2]//2, r[1]+r[3]//2)' "$LAYOUT" "$1"
}

# A value from a JSON file by a Python expression on `d`, e.g. 'd["run"]["moves"]'.
field() {
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(json.dumps(eval(sys.argv[2])))' "$1" "$2"
}

# Waits until the expression on the file gives the expected JSON text.
wait_for() {
    file=$1 expr=$2 expected=$3
    for _ in $(seq 1 100); do
        if [ -f "$file" ] && [ "$(field "$file" "$expr" 2>/dev/null)" = "$expected" ]; then return 0; fi
        sleep 0.1
    done
    fail "$expr in $(basename "$file") is not $expected"
}

# Presses on one rectangle, moves in steps (past the drag threshold) and releases on another.
drag() {
    set -- $(center "$1") $(center "$2")
    xdotool mousemove --window "$WINDOW" "$1" "$2" mousedown 1
    for step in 1 2 3 4 5 6 7 8; do
        xdotool mousemove --window "$WINDOW" $(($1 + ($3 - $1) * step / 8)) $(($2 + ($4 - $2) * step / 8))
        sleep 0.03
    done
    sleep 0.1
    xdotool mouseup 1
}

"$GAME" --new-game --seed 1 --save-dir "$SAVE" --dump-layout "$LAYOUT" --window 1280x800 &
GAME_PID=$!
wait_for "$LAYOUT" 'd["room"]' '["8D", "KC", "2S", "4H"]'
WINDOW=$(xdotool search --sync --onlyvisible --pid "$GAME_PID" | head -n 1)
[ -n "$WINDOW" ] || fail "no game window"
sleep 0.5

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

python3 "$HERE/close_window.py" "$WINDOW"
for _ in $(seq 1 50); do
    kill -0 "$GAME_PID" 2>/dev/null || break
    sleep 0.1
done
if kill -0 "$GAME_PID" 2>/dev/null; then fail "the game did not quit when its window was closed"; fi
status=0
wait "$GAME_PID" || status=$?
GAME_PID=
[ "$status" -eq 0 ] || fail "the game exited with status $status"
echo "drag_e2e: OK"
