#!/bin/sh
# Makes the calibration's data again and re-fits the model the engine compiles in
# (docs/ADVISOR.md, "Honest odds"). From the repository's root, with a Release build
# in build-rel that has the benchmarks (-DSCOUNDREL_BUILD_BENCHMARKS=ON):
#   sh tests/bench/data/remake.sh            all of it: about 15 hours of one core
#   sh tests/bench/data/remake.sh fit        only the fit, from the files as they are
# The fitting files are every calibration-fit*.csv (those named -opening or -greedy, off
# the advisor's path, count three times: fitWeightOfFile); the eval files are seeds no
# fit saw. The model reads each decision's samples, which depend on the solver's node
# counts: a solver that searches other nodes needs the data made again.
set -e
bench=build-rel/tests/bench
data=tests/bench/data
play() { # NAME ARGS...: the advisor at 100 ms a decision, on two threads
    name=$1
    shift
    "$bench/scoundrel_calibration" "$@" --budget-ms 100 --threads 2 --write "$data/$name.csv"
}
if [ "$1" != fit ]; then
    # The advisor's own games, official and Frail.
    play calibration-fit --seeds 100001-100300
    play calibration-fit-frail --seeds 100001-100200 --rules frail
    # Off its path: 0-3 random opening moves (seed mod 4 of them).
    play calibration-fit-opening --seeds 600001-600100 --random-opening 3
    # ... and the greedy player's first 3 turns.
    play calibration-fit-greedy --seeds 700001-700100 --greedy-turns 3
    # Held out.
    play calibration-eval --seeds 200001-200300
    play calibration-eval-frail --seeds 200001-200100 --rules frail
    play calibration-eval-opening --seeds 500001-500200 --random-opening 3
    play calibration-eval-greedy --seeds 800001-800100 --greedy-turns 3
    play calibration-eval-relentless --seeds 200001-200100 --rules relentless
    # Held out and never looked at while the samples' feature was chosen (session 17).
    play calibration-eval-opening-900001 --seeds 900001-900060 --random-opening 3
    # Held out, played by the advisor with the solver's restarts after the model was
    # fitted, on seeds nothing chose (session 37): the bands on them are checked
    # by CalibrationData.TheChanceHoldsOnFreshHeldOutGamesOfEveryKind.
    play calibration-eval-1500001 --seeds 1500001-1500150
    play calibration-eval-opening-1100001 --seeds 1100001-1100400 --random-opening 3
    play calibration-eval-greedy-1200001 --seeds 1200001-1200100 --greedy-turns 3
    play calibration-eval-frail-1300001 --seeds 1300001-1300200 --rules frail
    play calibration-eval-frail-1600001 --seeds 1600001-1600200 --rules frail
    play calibration-eval-relentless-1300001 --seeds 1300001-1300100 --rules relentless
    play calibration-eval-relentless-1400001 --seeds 1400001-1400200 --rules relentless
fi
"$bench/scoundrel_calibration_fit" "$data"/calibration-fit*.csv > engine/players/src/CalibrationModel.h
