#!/bin/sh
# In a real X server (run through xvfb-run): the window's class is "scoundrel", the
# desktop file's StartupWMClass, even when the executable has another name; it carries
# the 64 px icon; it does not ask to bypass the compositor; and it closes cleanly.
#   usage: window_test.sh PATH/TO/scoundrel DATA_DIR PATH/TO/tests/game/e2e
set -eu

# The end-to-end tests' scratch directory, cleanup, fail and close_game.
E2E_DIR=$3
. "$E2E_DIR/common.sh"
unset SDL_VIDEO_X11_WMCLASS SDL_VIDEODRIVER

# Without our setting SDL would take the class from this file name.
cp "$1" "$WORK/renamed-game"
"$WORK/renamed-game" --save-dir "$SAVE" --data-dir "$2" &
GAME_PID=$!
WINDOW=$(timeout 30 xdotool search --sync --onlyvisible --class '^scoundrel$' | head -n 1) ||
    fail "no window of class scoundrel appeared"

class=$(xprop -id "$WINDOW" WM_CLASS)
[ "$class" = 'WM_CLASS(STRING) = "scoundrel", "scoundrel"' ] || fail "window class: $class"
# The icon is set just after the window appears: give a slow (sanitizer) build time.
tries=0
until xprop -id "$WINDOW" -notype _NET_WM_ICON | head -n 2 | grep -q '64 x 64\|= 64, 64'; do
    tries=$((tries + 1))
    [ "$tries" -lt 100 ] || fail "no 64x64 window icon: $(xprop -id "$WINDOW" _NET_WM_ICON | head -c 200)"
    sleep 0.1
done
bypass=$(xprop -id "$WINDOW" _NET_WM_BYPASS_COMPOSITOR)
case "$bypass" in
    *"not found"* | *"no such atom"* | *"= 0") ;;
    *) fail "the window asks to bypass the compositor: $bypass" ;;
esac

close_game
echo "PASS: class scoundrel, 64 px icon, compositor kept"
