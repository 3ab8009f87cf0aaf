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
git clone -q "$ROOT" "$CLONE/repo" || exit 2
cd "$CLONE/repo"
export CCACHE_DIR=$CLONE/ccache CI=true SCOUNDREL_NO_DIALOGS=1
mkdir -p "$CCACHE_DIR"
echo "clone of $(git rev-parse --short HEAD) in $CLONE/repo, empty ccache in $CCACHE_DIR"
stage() {
  local name=$1
  shift
  echo "== $name"
  /usr/bin/time -f "STAGE $name: %U user %S sys %e wall exit %x" "$@"
}
setup="source scripts/lib/setup.sh; ROOT=$CLONE/repo"
stage normal-build bash -c "$setup; configure_and_build build \"\${SCOUNDREL_NORMAL_BUILD_ARGS[@]}\""
stage lint "${lint[@]}" build
stage asan-build bash -c "$setup; configure_and_build build-asan \"\${SCOUNDREL_ASAN_BUILD_ARGS[@]}\""
stage tests-normal ctest --test-dir build --output-on-failure -j "$(nproc)"
stage tests-asan ctest --test-dir build-asan --output-on-failure -j "$(nproc)"
echo "the clone stays in $CLONE for a look; remove it when done"
