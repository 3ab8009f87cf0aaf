#!/usr/bin/env bash
# Runs the monkey test (tests/game/monkey) for longer than CTest does: random gestures
# through every scene, its invariants checked after each event, one seed after another
# until the time is up. Builds the Debug build in build-dev/ first.
# Usage: scripts/monkey.sh [SECONDS] [SEED]   (default: 300 seconds from seed 1)
# Prints the steps and seeds it ran; on a broken invariant or a crash it prints the
# seed and the step to replay (with --trace) and exits non-zero.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$ROOT/scripts/lib/setup.sh"

seconds="${1:-300}"
seed="${2:-1}"
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "monkey.sh: SECONDS must be a whole number, not '$seconds'" >&2; exit 2; }
[[ "$seed" =~ ^[0-9]+$ ]] || { echo "monkey.sh: SEED must be a whole number, not '$seed'" >&2; exit 2; }

install_missing_packages
configure_and_build build-dev -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-g -DSCOUNDREL_BUILD_BENCHMARKS=OFF \
  -- scoundrel_monkey

export SDL_VIDEODRIVER=dummy SCOUNDREL_NO_DIALOGS=1 ASAN_OPTIONS=detect_leaks=0
exec "$ROOT/build-dev/tests/game/monkey/scoundrel_monkey" --seconds "$seconds" --seed "$seed" --steps 5000
