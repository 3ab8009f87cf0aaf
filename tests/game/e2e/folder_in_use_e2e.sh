#!/bin/sh
# End to end in a real X server (run through xvfb-run): a second copy of the game started
# on the save folder the first has open asks first (np9). Enter (Quit has the focus) ends
# it and leaves the first playing; Open anyway, clicked, opens its menu. Once the first
# is killed with SIGKILL, the second (opened anyway) takes the folder within seconds, so a
# third copy is asked in its turn while the second runs; with none left, a copy asks nothing.
#   usage: folder_in_use_e2e.sh PATH/TO/scoundrel
set -eu

GAME=$1
. "$(dirname "$0")/common.sh"
FIRST_PID=
SECOND_PID=
trap '[ -z "$FIRST_PID" ] || kill -9 "$FIRST_PID" 2>/dev/null || true
[ -z "$SECOND_PID" ] || kill -9 "$SECOND_PID" 2>/dev/null || true; cleanup' EXIT

launch_game 'd["scene"]' '"menu"'
FIRST_PID=$GAME_PID

launch_game 'd["scene"]' '"confirm"'
[ "$(field "$LAYOUT" '"focused.button.cancel" in d["rects"]')" = true ] || fail "Quit does not have the focus"
# Nothing is under the question: the window shows the felt round it, not black or a
# stale frame (a pixel near the corner, read back from the X server).
corner=$(python3 - "$(dirname "$0")" "$WINDOW" <<'PY'
import ctypes, sys
sys.path.insert(0, sys.argv[1])
import screen
x11, display = screen.open_x()
image = x11.XGetImage(display, int(sys.argv[2]), 8, 8, 1, 1, screen.ALL_PLANES, screen.Z_PIXMAP)
b, g, r = ctypes.string_at(image.contents.data, 3)
x11.XDestroyImage(image)
print(r, g, b)
PY
)
set -- $corner
[ "$2" -gt 20 ] && [ "$2" -gt "$1" ] || fail "the question stands on no felt: the corner is rgb($corner)"
xdotool key --window "$WINDOW" Return
expect_quit "Quit did not end the second copy"
kill -0 "$FIRST_PID" 2>/dev/null || fail "the first copy ended too"

launch_game 'd["scene"]' '"confirm"'
set -- $(center button.confirm)
xdotool mousemove --window "$WINDOW" "$1" "$2" click 1
wait_for "$LAYOUT" 'd["scene"]' '"menu"'
SECOND_PID=$GAME_PID
SECOND_WINDOW=$WINDOW

kill -9 "$FIRST_PID"
wait "$FIRST_PID" 2>/dev/null || true
FIRST_PID=
sleep 3 # the second copy tries the lock every 2 seconds
LAYOUT="$WORK/third.json" # the second copy still writes its own dump
launch_game 'd["scene"]' '"confirm"'
xdotool key --window "$WINDOW" Return
expect_quit "Quit did not end the third copy"
kill -0 "$SECOND_PID" 2>/dev/null || fail "the second copy ended too"
GAME_PID=$SECOND_PID
WINDOW=$SECOND_WINDOW
SECOND_PID=
close_game

launch_game 'd["scene"]' '"menu"'
close_game
echo "folder_in_use_e2e: OK"
