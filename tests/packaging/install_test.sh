#!/bin/sh
# Installs the build into a temporary prefix, moves that prefix elsewhere (so only
# paths relative to the executable can find the data), and runs the installed programs
# from outside the source and build trees: the game must use the installed data, draw
# every scene, and, with the data gone, name the places it looked and exit 1.
#   usage: install_test.sh BUILD_DIR SOURCE_DIR APP_ID VERSION
set -eu

BUILD=$1
SOURCE=$2
APP_ID=$3
VERSION=$4
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export SDL_VIDEODRIVER=dummy SCOUNDREL_NO_DIALOGS=1

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

"${CMAKE:-cmake}" --install "$BUILD" --prefix "$WORK/staged" >/dev/null
mv "$WORK/staged" "$WORK/prefix"
PREFIX="$WORK/prefix"
cd "$WORK"

for f in bin/scoundrel bin/scoundrel-cli \
         share/scoundrel/cards/cards-classic@1x.json share/scoundrel/cards/cards-fourcolor@3x.png \
         share/scoundrel/ui/ui@2x.png share/scoundrel/fonts/DejaVuSans.ttf \
         share/scoundrel/fonts/DejaVuSans-Bold.ttf share/scoundrel/icons/scoundrel-64.png \
         "share/applications/$APP_ID.desktop" "share/metainfo/$APP_ID.metainfo.xml" \
         share/icons/hicolor/48x48/apps/scoundrel.png share/icons/hicolor/64x64/apps/scoundrel.png \
         share/icons/hicolor/128x128/apps/scoundrel.png share/icons/hicolor/256x256/apps/scoundrel.png \
         share/icons/hicolor/scalable/apps/scoundrel.svg \
         share/man/man6/scoundrel.6.gz share/man/man6/scoundrel-cli.6.gz \
         share/doc/scoundrel/README.md share/doc/scoundrel/RULES.md share/doc/scoundrel/CLI.md \
         share/doc/scoundrel/LICENSE share/doc/scoundrel/copyright share/doc/scoundrel/LICENSE-DejaVu.txt \
         share/locale/de/LC_MESSAGES/scoundrel.mo share/locale/fr/LC_MESSAGES/scoundrel.mo \
         share/locale/es/LC_MESSAGES/scoundrel.mo share/locale/pt_BR/LC_MESSAGES/scoundrel.mo; do
    [ -s "$PREFIX/$f" ] || fail "not installed: $f"
done
# Only the data: the generator's sources and build files stay out.
[ ! -e "$PREFIX/share/scoundrel/generator" ] || fail "the atlas generator was installed"
[ ! -e "$PREFIX/share/scoundrel/CMakeLists.txt" ] || fail "assets/CMakeLists.txt was installed"
[ ! -e "$PREFIX/share/locale/en@pseudo" ] || fail "the tests' pseudo-language was installed"

version=$("$PREFIX/bin/scoundrel" --version)
[ "$version" = "scoundrel $VERSION" ] || fail "scoundrel --version printed '$version'"

"$PREFIX/bin/scoundrel" --render-scenes-once --save-dir "$WORK/save" >"$WORK/tour.txt" ||
    fail "the installed game could not draw its scenes: $(cat "$WORK/tour.txt")"
head -n 1 "$WORK/tour.txt" | grep -qx "data dir $PREFIX/share/scoundrel" ||
    fail "the installed game used the wrong data: $(head -n 1 "$WORK/tour.txt")"
for scene in menu table combat result review high_scores how_to_play settings; do
    grep -q "^rendered $scene " "$WORK/tour.txt" || fail "scene $scene was not drawn: $(cat "$WORK/tour.txt")"
done
[ -z "$(ls -A "$WORK/save")" ] || fail "--render-scenes-once wrote into the save directory: $(ls -A "$WORK/save")"
# The installed game finds its catalogues beside its data, with no locale compiled for them.
LANGUAGE=de LANG=C "$PREFIX/bin/scoundrel" --render-scenes-once --save-dir "$WORK/save" >/dev/null 2>"$WORK/de.txt" ||
    fail "the installed game could not draw its scenes in German: $(cat "$WORK/de.txt")"
! grep -q "catalogue" "$WORK/de.txt" || fail "the installed game did not find its German catalogue: $(cat "$WORK/de.txt")"

"$PREFIX/bin/scoundrel-cli" play --seed 1 >"$WORK/play.json" || fail "scoundrel-cli play --seed 1 failed"
grep -q '"room": *\["8D", *"KC", *"2S", *"4H"\]' "$WORK/play.json" ||
    fail "scoundrel-cli play --seed 1 printed $(cat "$WORK/play.json")"

# Without its data the game says where it looked, in one line, and exits 1.
mv "$PREFIX/share/scoundrel" "$WORK/moved-data"
status=0
"$PREFIX/bin/scoundrel" --save-dir "$WORK/save" 2>"$WORK/err.txt" || status=$?
[ "$status" -eq 1 ] || fail "without data the game exited with $status, not 1"
[ "$(wc -l <"$WORK/err.txt")" -eq 1 ] || fail "expected one error line, got: $(cat "$WORK/err.txt")"
grep -q "looked in: .*$PREFIX/bin/assets.*$PREFIX/share/scoundrel" "$WORK/err.txt" ||
    fail "the error does not name the places looked in: $(cat "$WORK/err.txt")"
! grep -qF "$SOURCE/assets" "$WORK/err.txt" ||
    fail "the installed game looked in the source tree: $(cat "$WORK/err.txt")"

# --data-dir still finds data anywhere.
"$PREFIX/bin/scoundrel" --render-scenes-once --save-dir "$WORK/save" --data-dir "$WORK/moved-data" >"$WORK/tour.txt" ||
    fail "--data-dir: $(cat "$WORK/tour.txt")"
head -n 1 "$WORK/tour.txt" | grep -qx "data dir $WORK/moved-data" || fail "--data-dir was not used: $(head -n 1 "$WORK/tour.txt")"
echo "PASS: installed to a relocated prefix; game and CLI ran from $PREFIX"
