#!/usr/bin/env bash
# The code's shape, checked: clang-format (.clang-format) on every C and C++ file, and
# clang-tidy (.clang-tidy: naming and a few bug checks) on the translation units of a
# configured and built build. Fails on any difference or warning. test.sh runs it after
# the normal build.
#
#   scripts/lint.sh [BUILD_DIR]          clang-tidy on the units a change touches
#   scripts/lint.sh --full [BUILD_DIR]   clang-tidy on every unit; when clean, records
#                                        HEAD in .ci/tidy-base (commit that file)
#
# A change is everything that differs from the commit in .ci/tidy-base, the last full
# clean pass: a unit is read when its own file or any header it includes differs
# (scripts/lib/tidy_units.py reads the build's dependency log). Every unit is read when
# the base is unknown or .clang-tidy or .clang-format changed. Reading every unit costs
# about 18 minutes of CPU, most of a cold CI run's budget; a change's units, seconds.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
full=0
if [ "${1:-}" = "--full" ]; then full=1; shift; fi
BUILD=${1:-$ROOT/build}
cd "$ROOT"

[ -f "$BUILD/compile_commands.json" ] ||
  { echo "lint.sh: no $BUILD/compile_commands.json: configure the build first (scripts/test.sh does)" >&2; exit 2; }

mapfile -t sources < <(git ls-files '*.cpp' '*.h' '*.c')
echo "== clang-format: ${#sources[@]} files"
clang-format --dry-run --Werror "${sources[@]}"

base=$(cat .ci/tidy-base 2>/dev/null || true)
units=(ALL)
if [ $full -eq 0 ] && [ -n "$base" ]; then
  # Taken whole first, so that a failure of the selector fails the lint, not reads nothing.
  selected=$(python3 "$ROOT/scripts/lib/tidy_units.py" "$BUILD" "$base") ||
    { echo "lint.sh: could not work out which units changed since $base" >&2; exit 2; }
  mapfile -t units < <(printf '%s' "$selected" | sed '/^$/d')
fi
if [ ${#units[@]} -eq 0 ]; then
  echo "== clang-tidy: no translation unit touched since ${base:0:12} (scripts/lint.sh --full reads them all)"
  exit 0
fi
# run-clang-tidy takes a regular expression of the files to check: ours, not generated ones.
if [ "${units[0]}" = "ALL" ]; then
  echo "== clang-tidy: every translation unit in $BUILD"
  pattern="^$ROOT/(engine|game|tests|assets)/"
else
  echo "== clang-tidy: ${#units[@]} translation units touched since ${base:0:12}"
  pattern="^$ROOT/($(printf '%s\n' "${units[@]}" | sed 's/[.+]/\\&/g' | paste -sd '|'))\$"
fi
# The test programs' precompiled headers are GCC's, which clang cannot read: clang-tidy
# reads the build's commands without them (each file still has to include what it uses).
commands=$(mktemp -d)
trap 'rm -rf "$commands"' EXIT
# The test programs' unity units are split back into their files (scripts/lib/compile_units.py).
PYTHONPATH="$ROOT/scripts/lib" python3 - "$BUILD/compile_commands.json" "$commands/compile_commands.json" <<'PY'
import json, re, sys
from compile_units import real_units
entries = real_units(sys.argv[1])
for e in entries:
    e["command"] = re.sub(r" -Winvalid-pch| -include \S*cmake_pch\.hxx", "", e["command"])
json.dump(entries, open(sys.argv[2], "w"))
PY
# GCC's link-time optimisation flags in the build's commands mean nothing to clang.
run-clang-tidy -quiet -p "$commands" -j "$(nproc)" -extra-arg=-Wno-ignored-optimization-argument \
  "$pattern" > "$BUILD/clang-tidy.log" 2>&1 ||
  { grep -E 'warning:|error:' "$BUILD/clang-tidy.log" | sort -u >&2 || cat "$BUILD/clang-tidy.log" >&2; exit 1; }
echo "clang-tidy: no warnings"
if [ $full -eq 1 ]; then
  git rev-parse HEAD > .ci/tidy-base
  echo "recorded $(cut -c1-12 .ci/tidy-base) in .ci/tidy-base: commit it, so CI reads only what changes after it"
fi
