#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the normal build, then the
# same tests under AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$ROOT/scripts/lib/setup.sh"

install_missing_packages

echo "== normal build (build/)"
# Line tables (-g1) instead of full debug information: a third less compiling, and still
# a file and line for every frame of a backtrace.
configure_and_build build -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" -DSCOUNDREL_BUILD_TESTS=ON -DSCOUNDREL_BUILD_BENCHMARKS=ON -DSCOUNDREL_WERROR=ON
echo "== code shape (scripts/lint.sh)"
"$ROOT/scripts/lint.sh" "$ROOT/build"
echo "== sanitizer build (build-asan/)"
# -O1 keeps assertions and makes the sanitized property tests several times faster; -g1
# (line tables) is all a sanitizer report needs, and compiles faster than full -g.
configure_and_build build-asan -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-g1 -O1" \
  -DSCOUNDREL_SANITIZE=ON -DSCOUNDREL_WERROR=ON -DSCOUNDREL_BUILD_TESTS=ON -DSCOUNDREL_BUILD_BENCHMARKS=OFF

export SCOUNDREL_NO_DIALOGS=1
echo "== tests, normal build"
ctest --test-dir "$ROOT/build" --output-on-failure -j "$(nproc)"
echo "== tests, sanitizer build"
ctest --test-dir "$ROOT/build-asan" --output-on-failure -j "$(nproc)"
