#!/bin/sh
# Time from launching scoundrel to its first presented frame, warm caches: runs it
# RUNS times (default 10) in the current X display and prints each time and the median.
#   usage: tests/bench/launch_time.sh PATH/TO/scoundrel [RUNS]
set -eu
GAME=$1
RUNS=${2:-10}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cc -shared -fPIC -O2 -o "$WORK/shim.so" "$(dirname "$0")/FirstFrameShim.c" -ldl
"$GAME" --version >/dev/null # warm the caches
i=0
while [ $i -lt "$RUNS" ]; do
    SCOUNDREL_LAUNCH_NS=$(date +%s%N) LD_PRELOAD="$WORK/shim.so" "$GAME" --save-dir "$WORK/save" 2>&1 |
        sed -n 's/^first frame after \([0-9.]*\) ms$/\1/p' >>"$WORK/times"
    i=$((i + 1))
done
cat "$WORK/times" | tr '\n' ' '
echo
sort -n "$WORK/times" | awk '{t[NR]=$1} END {printf "median %.1f ms over %d runs\n", t[int((NR+1)/2)], NR}'
