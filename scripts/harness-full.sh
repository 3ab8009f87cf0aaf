#!/usr/bin/env bash
# Runs the layout harness and the pad reach test over their whole matrix, as CI does not:
# every text size (125, 150, 200%) and the pseudo-language at every window size (1024x640,
# 1280x800, 1920x1080), and the pad's B pressed at every state of every screen, where CI
# runs the larger texts at 1280x800, the pseudo-language at two sizes and B once for each
# set of buttons a screen shows. Builds the normal build in build/ first.
# Usage: scripts/harness-full.sh [GTEST_FILTER]   (default: every case)
# With SCOUNDREL_LAYOUT_DUMPS=DIR set, each dump checked is written to DIR with a picture.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$ROOT/scripts/lib/setup.sh"

filter="${1:-*}"

install_missing_packages
configure_and_build build "${SCOUNDREL_NORMAL_BUILD_ARGS[@]}" -- scoundrel_layout_tests

export SCOUNDREL_HARNESS_FULL=1 SCOUNDREL_NO_DIALOGS=1
exec "$ROOT/build/tests/game/scoundrel_layout_tests" --gtest_filter="$filter"
