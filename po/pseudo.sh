#!/bin/sh
# pseudo.sh TEMPLATE OUT MSGEN MSGFILTER: the en@pseudo catalogue for layout tests, every
# string of TEMPLATE in brackets with its vowels accented and doubled (about 40% longer,
# as German runs), its {0} placeholders untouched.
set -e
template=$1 out=$2 msgen=$3 msgfilter=$4
mkdir -p "$(dirname "$out")"
sed -e 's/charset=CHARSET/charset=UTF-8/' \
    -e 's/nplurals=INTEGER; plural=EXPRESSION;/nplurals=2; plural=(n != 1);/' \
    -e 's/^"Language: \\n"$/"Language: en@pseudo\\n"/' "$template" |
  "$msgen" - |
  "$msgfilter" --keep-header --output-file="$out" \
    sed -e 's/a/áá/g;s/e/éé/g;s/i/íí/g;s/o/óó/g;s/u/úú/g;s/A/ÅÅ/g;s/E/ÉÉ/g;s/I/ÍÍ/g;s/O/ÖÖ/g;s/U/ÜÜ/g' \
        -e 's/^/[/;s/$/]/'
