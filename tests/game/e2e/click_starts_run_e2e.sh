#!/bin/sh
# End to end in a real X server (run through xvfb-run): a run started with a mouse
# click is dealt on screen while the mouse stays still. The game's loop sleeps until
# the next event when nothing moves; a click that starts a scene is its last event, so
# the new scene's deal must keep the loop drawing by itself. The screen (not the
# layout dump, which shows the state) must show the room's cards landing one after
# another and then all four at rest:
#   1. New game clicked on the menu;
#   2. a move made with Enter after the table rested: the card flies (it used to land
#      in one step, the time asleep being given to the animation);
#   3. Replay this deal clicked on the result screen.
# Animations are slow (1.75 times), so that the deal's frames are seen.
#   usage: click_starts_run_e2e.sh PATH/TO/scoundrel
set -eu

GAME=$1
. "$(dirname "$0")/common.sh"

ROOM="room.0 room.1 room.2 room.3"
mkdir -p "$SAVE"
echo '{"version": 1, "animation": "slow"}' > "$SAVE/settings.json"

start() {
    launch_game '"scene" in d' 'true' "$@"
}

# Starts watching RECTs on screen (screen.py's arguments from SECONDS on) in the
# background, so the watcher is up before the game is touched; seen waits for it and
# sets SEEN to what it saw.
watch() {
    python3 "$E2E_DIR/screen.py" "$WINDOW" "$LAYOUT" "$@" > "$WORK/seen" &
    WATCH_PID=$!
    sleep 1
}
seen() {
    wait "$WATCH_PID" || fail "screen.py failed"
    SEEN=$(cat "$WORK/seen")
}

# Puts the pointer on a button, lets the game go to rest, and clicks without moving.
# The room must then be dealt on screen: seen in progress (one, two or three cards down,
# in the room's order) and at last all four at rest. A loop that slept through the deal
# showed nothing; one that woke late with the deal's time given to one step showed all
# four at once. The first card lands alone for 0.16 s (at 1.75 times), but a watcher
# sharing two busy cores with the suite can miss that one frame (CI saw
# "0000 1100 1110 1111"), so any partial deal counts. The watch stops at 1111, and may take
# up to 20 s for it: the sanitizer build's game, sharing two cores with a busy suite, was
# seen at 1110 still after 8.
click_still_expect_deal() {
    set -- $(center "$1") "$2"
    xdotool mousemove --window "$WINDOW" "$1" "$2"
    watch 20 1111 $ROOM
    sleep 0.5
    xdotool click 1
    seen
    [ "${SEEN##* }" = 1111 ] ||
        fail "$3: the room's four cards are not on screen with the mouse kept still (seen: $SEEN)"
    for state in $SEEN; do
        case "$state" in
        0000 | 1000 | 1100 | 1110 | 1111) ;;
        *) fail "$3: the room was not dealt in its order (seen: $SEEN)" ;;
        esac
    done
    first=$(echo "$SEEN" | tr ' ' '\n' | grep -v '^0000$' | head -n 1)
    [ "$first" != 1111 ] || fail "$3: the deal was not seen in progress, all four cards came at once (seen: $SEEN)"
}

# 1. New game, clicked.
start
wait_for "$LAYOUT" 'd["scene"]' '"menu"'
click_still_expect_deal button.new_game "New game"
close_game

# 2. Deal #1 (8D KC 2S 4H): after a rest, Enter faces the 8D; it flies to the weapon.
# With no card outlined the first Enter outlines and names the first card, the next faces it.
start --new-game --seed 1
wait_for "$LAYOUT" 'd["room"]' '["8D", "KC", "2S", "4H"]'
watch 20 1111 $ROOM
seen
[ "${SEEN##* }" = 1111 ] || fail "the first room is not on screen (seen: $SEEN)"
xdotool key --window "$WINDOW" Return
wait_for "$LAYOUT" 'd["focus_shown"]' 'true'
[ "$(field "$LAYOUT" 'd["weapon"]')" = null ] || fail "the first Enter, with no card outlined, played a card"
watch 8 01 room.0 weapon
sleep 1
xdotool key --window "$WINDOW" Return
seen
case "$SEEN" in
10*00*01) ;;
*) fail "the 8D did not fly from the room to the weapon after a rest (seen in room.0, weapon: $SEEN)" ;;
esac

# The run dies (2S then AC barehanded) and the result screen offers a replay.
wait_for "$LAYOUT" 'd["weapon"]' '"8D"'
drag room.1 weapon
wait_for "$LAYOUT" 'd["health"]' '15'
drag room.2 discard
wait_for "$LAYOUT" 'd["room"]' '["AC", "10C", "6C", "4H"]'
drag room.0 discard
# A fatal drop asks first, as a click does: the fight is confirmed in the dialog.
wait_for "$LAYOUT" 'd["scene"]' '"combat"'
xdotool key --window "$WINDOW" b
wait_for "$LAYOUT" 'd["scene"]' '"result"'
wait_for "$LAYOUT" 'd["asking_name"]' 'true'

# 3. Replay this deal, clicked.
click_still_expect_deal button.replay "Replay this deal"
wait_for "$LAYOUT" 'd["room"]' '["8D", "KC", "2S", "4H"]'
close_game
echo "click_starts_run_e2e: OK"
