# Shared by the shell end-to-end tests (sourced, not run): a scratch directory with a
# save dir and a layout dump, cleanup of the game on exit, and the helpers that read
# the dumps and drive the mouse with xdotool. Expects GAME set; sets WORK, SAVE,
# LAYOUT, GAME_PID (and WINDOW is set by the script once the window shows).
#   WAIT_TENTHS: how long wait_for waits, in tenths of a second (default 100).
#   E2E_DIR: this folder, for a script sourcing it from elsewhere (default: the
#   script's own folder).

E2E_DIR=${E2E_DIR:-$(cd "$(dirname "$0")" && pwd)}
WORK=$(mktemp -d)
SAVE="$WORK/save"
LAYOUT="$WORK/layout.json"
GAME_PID=
WINDOW=
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
    for _ in $(seq 1 "${WAIT_TENTHS:-100}"); do
        if [ -f "$file" ] && [ "$(field "$file" "$expr" 2>/dev/null)" = "$expected" ]; then return 0; fi
        sleep 0.1
    done
    fail "$expr in $(basename "$file") is not $expected"
}

# launch_game EXPR EXPECTED [GAME ARGS...]: starts the game over $SAVE with a fresh layout
# dump, waits until EXPR on the dump gives EXPECTED (e.g. '"scene" in d' 'true'), finds its
# window (WINDOW) and gives it half a second to settle. WINDOW_SIZE (default 1280x800).
launch_game() {
    expr=$1 expected=$2
    shift 2
    rm -f "$LAYOUT"
    # A fresh save directory is a first launch, which offers the tutorial: not here.
    "$GAME" --save-dir "$SAVE" --dump-layout "$LAYOUT" --window "${WINDOW_SIZE:-1280x800}" --no-tutorial-offer "$@" &
    GAME_PID=$!
    wait_for "$LAYOUT" "$expr" "$expected"
    WINDOW=$(xdotool search --sync --onlyvisible --pid "$GAME_PID" | head -n 1)
    [ -n "$WINDOW" ] || fail "no game window"
    sleep 0.5
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

# Closes the window as a player would (WM_DELETE_WINDOW) and expects the game to quit
# at once with status 0.
close_game() {
    python3 "$E2E_DIR/close_window.py" "$WINDOW"
    expect_quit "the game did not quit when its window was closed"
}

# Expects the game to quit within five seconds with status 0; WHY is the failure's words.
expect_quit() {
    for _ in $(seq 1 50); do
        kill -0 "$GAME_PID" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$GAME_PID" 2>/dev/null; then fail "$1"; fi
    status=0
    wait "$GAME_PID" || status=$?
    GAME_PID=
    [ "$status" -eq 0 ] || fail "the game exited with status $status"
}
