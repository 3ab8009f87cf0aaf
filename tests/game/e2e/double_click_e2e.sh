#!/bin/sh
# End to end in a real X server (run through xvfb-run): a double-click on the card
# that ends a turn plays that card only. Deal #1: the 8D and the KC (with the weapon)
# are faced with the keys; a double-click on the 4H drinks it, the turn ends, and the
# next room deals the 6C into the 4H's slot, under the second press, which must not
# open a fight with it. With animations off, and on (the 6C is still flying in). Then,
# with slow animations, a single click on the 6C while it is still flying in does
# nothing; once it has landed, a click opens its fight.
#   usage: double_click_e2e.sh PATH/TO/scoundrel
set -eu

GAME=$1
. "$(dirname "$0")/common.sh"

start() {
    rm -rf "$SAVE" "$LAYOUT"
    mkdir -p "$SAVE"
    echo "{\"version\": 1, \"animation\": \"$1\"}" > "$SAVE/settings.json"
    launch_game 'd["room"]' '["8D", "KC", "2S", "4H"]' --new-game --seed 1
}

# The turn's first two cards, with the keys; the 4H is then its last.
two_cards() {
    xdotool key --window "$WINDOW" 1 Return
    wait_for "$LAYOUT" 'd["weapon"]' '"8D"'
    xdotool key --window "$WINDOW" 2 Return
    wait_for "$LAYOUT" 'd["scene"]' '"combat"'
    xdotool key --window "$WINDOW" w
    wait_for "$LAYOUT" 'd["health"]' '15'
    set -- $(center room.3)
    xdotool mousemove --window "$WINDOW" "$1" "$2"
    sleep 0.3
}

# The 4H was played and nothing after it: the 6C waits in its slot.
expect_only_the_4h() {
    wait_for "$SAVE/run.json" 'd["run"]["moves"]' '["8D", "KC:weapon", "4H"]'
    sleep 1.5
    [ "$(field "$LAYOUT" 'd["scene"]')" = '"table"' ] || fail "$1: a click meant for the 4H opened a fight with the 6C"
    [ "$(field "$SAVE/run.json" 'd["run"]["moves"]')" = '["8D", "KC:weapon", "4H"]' ] ||
        fail "$1: a click meant for the 4H played a card of the next room"
    wait_for "$LAYOUT" 'd["room"]' '["AC", "10C", "2S", "6C"]'
}

for speed in off normal; do
    start $speed
    two_cards
    xdotool click --repeat 2 --delay 100 1
    expect_only_the_4h "double-click, animations $speed"
    close_game
done

start slow
two_cards
xdotool click 1
wait_for "$SAVE/run.json" 'd["run"]["moves"]' '["8D", "KC:weapon", "4H"]'
# Past the double-click time (SDL's 500 ms), before the 6C lands (1.1 s or more).
sleep 0.7
xdotool click 1
expect_only_the_4h "a click on the 6C flying in"
xdotool click 1
wait_for "$LAYOUT" 'd["scene"]' '"combat"'
close_game
echo "double_click_e2e: OK"
