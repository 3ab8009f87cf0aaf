#!/bin/sh
# What scripts/play.sh builds (the game and the CLI targets alone, tests off) includes
# every language's catalogue: the game reads them from the build tree, and a player who
# chose Deutsch in Settings got English, for the .mo files were never made (a fifth new
# player's find). Asks Ninja for the commands the game target runs.
#   usage: play_build_test.sh NINJA BUILD_DIR LINGUAS
set -eu

NINJA=$1
BUILD=$2
LINGUAS=$3
commands=$("$NINJA" -C "$BUILD" -t commands scoundrel)
failed=0
for lang in $(grep -v '^#' "$LINGUAS"); do
    if ! printf '%s\n' "$commands" | grep -q "locale/$lang/LC_MESSAGES/scoundrel.mo"; then
        echo "FAIL: building the game target does not make the $lang catalogue" >&2
        failed=1
    fi
done
[ "$failed" -eq 0 ] && echo "the game target makes every catalogue in $LINGUAS"
exit "$failed"
