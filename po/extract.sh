#!/bin/sh
# extract.sh SOURCE_ROOT OUT: the catalogue template of the game's words, as xgettext
# finds them in game/src by text/Translate.h's functions. The pot target writes
# po/scoundrel.pot with it; a test compares a fresh extraction with that file.
set -e
root=$1 out=$2
cd "$root"
find game/src -name '*.cpp' -o -name '*.h' | LC_ALL=C sort |
  xgettext --from-code=UTF-8 --language=C++ -k -ktr -ktrc:1c,2 -ktrn:1,2 -ktrMark -ktrcMark:1c,2 \
    --add-comments=TRANSLATORS: --add-location=file --sort-by-file --package-name=scoundrel \
    --msgid-bugs-address=https://github.com/scoundrel/scoundrel/issues --files-from=- --output="$out"
