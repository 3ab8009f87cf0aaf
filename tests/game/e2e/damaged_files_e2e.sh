#!/bin/sh
# End to end in a real X server (run through xvfb-run): every file the game keeps
# follows one rule. Start the game on a damaged settings.json (with a good backup), a
# damaged run.json, a damaged scores.json and a damaged achievements.json (no backups):
# each is set aside as NAME.corrupt-<timestamp>, the settings' backup is restored, and
# the menu names all four at once. Started again, nothing is reported twice.
#   usage: damaged_files_e2e.sh PATH/TO/scoundrel
set -eu

GAME=$1
. "$(dirname "$0")/common.sh"

start() {
    WINDOW_SIZE=1024x640 launch_game 'd["scene"]' '"menu"'
}

aside() {
    ls "$SAVE" | grep -c "^$1\.corrupt-" || true
}

mkdir -p "$SAVE"
printf '{"version": 1, "anim' >"$SAVE/settings.json"
printf '{"version": 1, "four_color_suits": true}\n' >"$SAVE/settings.json.bak"
printf '{"format": "scoundrel-run", "version": 1, "run": 7}' >"$SAVE/run.json"
printf 'not json' >"$SAVE/scores.json"
printf '{"format": "scoundrel-achievements", "version": 1, "earned": [{"id": 5}]}' >"$SAVE/achievements.json"

# 1. The menu names the four files, each set aside; the settings' backup is restored.
start
wait_for "$LAYOUT" 'len(d["notices"])' '4'
# Each notice names the copy it set aside; each leads with what became of the file.
wait_for "$LAYOUT" '[n.split("/")[-1].split(".corrupt-")[0] for n in d["notices"]]' '["settings.json", "run.json", "scores.json", "achievements.json"]'
wait_for "$LAYOUT" '[n.startswith(p) for n, p in zip(d["notices"], ["The settings file was restored from its backup copy.", "The saved run could not be restored:", "The high-score file could not be restored:"])]' '[true, true, true]'
for name in settings.json run.json scores.json achievements.json; do
    [ "$(aside $name)" = 1 ] || fail "$name was not set aside: $(ls "$SAVE")"
done
cmp -s "$SAVE/settings.json" "$SAVE/settings.json.bak" || fail "the settings' backup was not restored"
close_game

# 2. Started again: nothing left to report.
start
wait_for "$LAYOUT" 'd["notices"]' '[]'
close_game
echo "damaged_files_e2e: OK"
