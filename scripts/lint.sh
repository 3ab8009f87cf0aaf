#!/usr/bin/env bash
# The code's shape, checked: clang-format (.clang-format) on every C and C++ file, and
# clang-tidy (.clang-tidy: naming and a few bug checks) on every translation unit of a
# configured build. Fails on any difference or warning. test.sh runs it after the normal
# build; run it alone with an existing build: scripts/lint.sh [BUILD_DIR]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${1:-$ROOT/build}
cd "$ROOT"

[ -f "$BUILD/compile_commands.json" ] ||
  { echo "lint.sh: no $BUILD/compile_commands.json: configure the build first (scripts/test.sh does)" >&2; exit 2; }

mapfile -t sources < <(git ls-files '*.cpp' '*.h' '*.c')
echo "== clang-format: ${#sources[@]} files"
clang-format --dry-run --Werror "${sources[@]}"

echo "== clang-tidy: every translation unit in $BUILD"
# run-clang-tidy takes a regular expression of the files to check: ours, not generated ones.
# GCC's link-time optimisation flags in the build's commands mean nothing to clang.
run-clang-tidy -quiet -p "$BUILD" -j "$(nproc)" -extra-arg=-Wno-ignored-optimization-argument \
  "^$ROOT/(engine|game|tests|assets)/" > "$BUILD/clang-tidy.log" 2>&1 ||
  { grep -E 'warning:|error:' "$BUILD/clang-tidy.log" | sort -u >&2 || cat "$BUILD/clang-tidy.log" >&2; exit 1; }
echo "clang-tidy: no warnings"
