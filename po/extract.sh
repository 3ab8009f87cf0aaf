#!/bin/sh
# extract.sh SOURCE_ROOT OUT: the catalogue template of the game's words, as xgettext
# finds them in game/src by text/Translate.h's functions, then the desktop file's and the
# AppStream metadata's (their name stays Scoundrel; msgfmt --desktop and --xml put the
# translations back into them at build time, po/CMakeLists.txt). The pot target writes
# po/scoundrel.pot with it; a test compares a fresh extraction with that file.
set -e
root=$1 out=$2
cd "$root"
common="--from-code=UTF-8 --add-comments=TRANSLATORS: --add-location=file --sort-by-file --package-name=scoundrel"
common="$common --msgid-bugs-address=https://github.com/scoundrel/scoundrel/issues"
find game/src -name '*.cpp' -o -name '*.h' | LC_ALL=C sort |
  xgettext $common --language=C++ -k -ktr -ktrc:1c,2 -ktrn:1,2 -ktrMark -ktrcMark:1c,2 --files-from=- --output="$out"
xgettext $common --join-existing --language=Desktop -k -kGenericName -kComment -kKeywords --output="$out" \
  packaging/scoundrel.desktop
xgettext $common --join-existing --output="$out" packaging/scoundrel.metainfo.xml.in
