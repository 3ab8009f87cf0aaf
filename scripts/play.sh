#!/usr/bin/env bash
# Installs what is missing, builds the game, and launches it. Arguments go to the
# game (try scripts/play.sh --help).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$ROOT/scripts/lib/setup.sh"

install_missing_packages --play
configure_and_build build -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DSCOUNDREL_BUILD_TESTS=OFF -DSCOUNDREL_BUILD_BENCHMARKS=OFF -- scoundrel scoundrel-cli
exec "$ROOT/build/game/scoundrel" "$@"
