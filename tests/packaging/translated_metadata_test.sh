#!/bin/sh
# translated_metadata_test.sh DESKTOP METAINFO LINGUAS: the built desktop file is valid
# and has, for every language of LINGUAS, its summary, comment and keywords; the
# AppStream metadata has its summary and description paragraphs. The name, Scoundrel,
# is in no language of its own.
set -e
desktop=$1 metainfo=$2 linguas=$3
desktop-file-validate "$desktop"
status=0
for lang in $(grep -v '^#' "$linguas"); do
  for key in GenericName Comment Keywords; do
    grep -q "^$key\[$lang\]=" "$desktop" || { echo "$desktop: no $key[$lang]"; status=1; }
  done
  grep -q "<summary xml:lang=\"$lang\">" "$metainfo" || { echo "$metainfo: no summary in $lang"; status=1; }
  grep -q "<p xml:lang=\"$lang\">" "$metainfo" || { echo "$metainfo: no description in $lang"; status=1; }
done
if grep -q '^Name\[' "$desktop" || grep -q '<name xml:lang' "$metainfo"; then
  echo "the name is translated; it stays Scoundrel"
  status=1
fi
exit $status
