#!/usr/bin/env bash
# Fuzzes the save-file loaders (run.json, scores.json) with libFuzzer, AddressSanitizer
# and UndefinedBehaviorSanitizer: builds tests/fuzz/LoaderFuzz.cpp with clang in
# build-fuzz/, then runs it from the committed seed corpus (tests/fuzz/corpus) for the
# given number of seconds (default 600). New inputs go to build-fuzz/corpus, findings
# to build-fuzz/artifacts; a finding makes the script fail. Usage: scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
build=build-fuzz
command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ is missing (scripts/lib/setup.sh installs it)" >&2; exit 1; }
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined" \
  -DSCOUNDREL_FUZZ=ON -DSCOUNDREL_WERROR=OFF -DSCOUNDREL_BUILD_GAME=OFF -DSCOUNDREL_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --target scoundrel_fuzz_loaders
mkdir -p "$build/corpus" "$build/artifacts"
exec "$build/tests/fuzz/scoundrel_fuzz_loaders" -max_total_time="$seconds" -max_len=16384 -timeout=10 \
  -rss_limit_mb=2048 -print_final_stats=1 -dict=tests/fuzz/loaders.dict \
  -artifact_prefix="$build/artifacts/" "$build/corpus" tests/fuzz/corpus
