#!/bin/sh
# In a real X server (run through xvfb-run): the window's class is "scoundrel", the
# desktop file's StartupWMClass, even when the executable has another name; it carries
# the 64 px icon; it does not ask to bypass the compositor; and it closes cleanly.
#   usage: window_test.sh PATH/TO/scoundrel DATA_DIR PATH/TO/close_window.py
set -eu

WORK=$(mktemp -d)
GAME_PID=
cleanup() {
    if [ -n "$GAME_PID" ] && kill -0 "$GAME_PID" 2>/dev/null; then kill "$GAME_PID"; fi
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
export SCOUNDREL_NO_DIALOGS=1
unset SDL_VIDEO_X11_WMCLASS SDL_VIDEODRIVER

# Without our setting SDL would take the class from this file name.
cp "$1" "$WORK/renamed-game"
"$WORK/renamed-game" --save-dir "$WORK/save" --data-dir "$2" &
GAME_PID=$!
window=$(timeout 30 xdotool search --sync --onlyvisible --class '^scoundrel$' | head -n 1) ||
    fail "no window of class scoundrel appeared"

class=$(xprop -id "$window" WM_CLASS)
[ "$class" = 'WM_CLASS(STRING) = "scoundrel", "scoundrel"' ] || fail "window class: $class"
# The icon is set just after the window appears: give a slow (sanitizer) build time.
tries=0
until xprop -id "$window" -notype _NET_WM_ICON | head -n 2 | grep -q '64 x 64\|= 64, 64'; do
    tries=$((tries + 1))
    [ "$tries" -lt 100 ] || fail "no 64x64 window icon: $(xprop -id "$window" _NET_WM_ICON | head -c 200)"
    sleep 0.1
done
bypass=$(xprop -id "$window" _NET_WM_BYPASS_COMPOSITOR)
case "$bypass" in
    *"not found"* | *"no such atom"* | *"= 0") ;;
    *) fail "the window asks to bypass the compositor: $bypass" ;;
esac

python3 "$3" "$window"
status=0
wait "$GAME_PID" || status=$?
GAME_PID=
[ "$status" -eq 0 ] || fail "the game exited with $status after its window was closed"
echo "PASS: class scoundrel, 64 px icon, compositor kept"
