#!/bin/sh
# The AppStream metadata says every way the game is played (the Steam Deck and software
# centres read it): the keyboard, a pointer, a game controller and touch.
set -eu
METAINFO=$1
for control in keyboard pointing gamepad touch; do
    if ! grep -q "<control>$control</control>" "$METAINFO"; then
        echo "$METAINFO does not declare <control>$control</control>" >&2
        exit 1
    fi
done
