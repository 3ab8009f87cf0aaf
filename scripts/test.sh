#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the normal build, then the
# same tests under AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$ROOT/scripts/lib/setup.sh"

install_missing_packages

echo "== normal build (build/)"
configure_and_build build "${SCOUNDREL_NORMAL_BUILD_ARGS[@]}"
echo "== code shape (scripts/lint.sh)"
"$ROOT/scripts/lint.sh" "$ROOT/build"
echo "== sanitizer build (build-asan/)"
configure_and_build build-asan "${SCOUNDREL_ASAN_BUILD_ARGS[@]}"

export SCOUNDREL_NO_DIALOGS=1
echo "== tests, normal build"
ctest --test-dir "$ROOT/build" --output-on-failure -j "$(nproc)"
echo "== tests, sanitizer build"
ctest --test-dir "$ROOT/build-asan" --output-on-failure -j "$(nproc)"
