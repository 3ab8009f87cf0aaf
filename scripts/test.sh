#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the normal build, then the
# same tests under AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$ROOT/scripts/lib/setup.sh"

install_missing_packages

echo "== normal build (build/)"
configure_and_build build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSCOUNDREL_BUILD_TESTS=ON -DSCOUNDREL_BUILD_BENCHMARKS=ON
echo "== code shape (scripts/lint.sh)"
"$ROOT/scripts/lint.sh" "$ROOT/build"
echo "== sanitizer build (build-asan/)"
# -O1 keeps assertions and makes the sanitized property tests several times faster.
configure_and_build build-asan -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-g -O1" \
  -DSCOUNDREL_SANITIZE=ON -DSCOUNDREL_BUILD_TESTS=ON -DSCOUNDREL_BUILD_BENCHMARKS=OFF

export SCOUNDREL_NO_DIALOGS=1
echo "== tests, normal build"
ctest --test-dir "$ROOT/build" --output-on-failure -j "$(nproc)"
echo "== tests, sanitizer build"
ctest --test-dir "$ROOT/build-asan" --output-on-failure -j "$(nproc)"
