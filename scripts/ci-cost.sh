#!/usr/bin/env bash
# What CI costs from a cold start: clones HEAD into a fresh folder beside this checkout
# (so ../shared is found as CI finds it), empties the compiler cache for it, and runs
# scripts/test.sh's stages one by one, each under /usr/bin/time. The STAGE lines give CPU
# (user + sys) and wall time per stage; a stage that fails does not stop the next.
# Usage: scripts/ci-cost.sh [--full-tidy]   (--full-tidy: clang-tidy on every unit)
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
lint=(scripts/lint.sh)
[ "${1:-}" = "--full-tidy" ] && lint=(scripts/lint.sh --full)
CLONE=$(mktemp -d "$(dirname "$ROOT")/ci-cost.XXXXXX")
git clone -q "$ROOT" "$CLONE" || exit 2
cd "$CLONE"
CCACHE_DIR=$(mktemp -d)
export CCACHE_DIR CI=true SCOUNDREL_NO_DIALOGS=1
echo "clone of $(git rev-parse --short HEAD) in $CLONE, empty ccache in $CCACHE_DIR"
stage() {
  local name=$1
  shift
  echo "== $name"
  /usr/bin/time -f "STAGE $name: %U user %S sys %e wall exit %x" "$@"
}
setup="source scripts/lib/setup.sh; ROOT=$CLONE"
stage normal-build bash -c "$setup; configure_and_build build \"\${SCOUNDREL_NORMAL_BUILD_ARGS[@]}\""
stage lint "${lint[@]}" build
stage asan-build bash -c "$setup; configure_and_build build-asan \"\${SCOUNDREL_ASAN_BUILD_ARGS[@]}\""
stage tests-normal ctest --test-dir build --output-on-failure -j "$(nproc)"
stage tests-asan ctest --test-dir build-asan --output-on-failure -j "$(nproc)"
echo "the clone ($CLONE) and the cache ($CCACHE_DIR) stay for a look; remove them when done"
