// Fits the advisor's calibration: a logistic model of "this game was won" over the
// features of every decision the advisor made in its own games (calibrationFeatures),
// and writes the model as the header the engine compiles in. Decisions where every
// card was known, or no sample was winnable, are left out: calibratedWinChance answers
// those without the model. Run by hand after the advisor
// changes, on seeds disjoint from the ones the calibration is measured on:
//   scoundrel_calibration --seeds 100001-100300 --threads 2 --write tests/bench/data/calibration-fit.csv
//   scoundrel_calibration --seeds 100001-100200 --rules frail --threads 2
//       --write tests/bench/data/calibration-fit-frail.csv
//   scoundrel_calibration_fit tests/bench/data/calibration-fit.csv tests/bench/data/calibration-fit-frail.csv
//       > engine/players/src/CalibrationModel.h
// (each command one line). Frail's games fit the weights of a lower maximum health; the
// games off the advisor's path (files named -opening or -greedy) count three times
// (fitWeightOfFile). tests/bench/data/remake.sh has today's commands.
#include "CalibrationFitting.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <iostream>

int main(int argc, char** argv)
{
    using namespace scoundrel::bench;
    if (argc < 2) {
        std::cerr << "usage: scoundrel_calibration_fit RECORDS.csv... > CalibrationModel.h\n";
        return 2;
    }
    std::vector<DecisionRecord> all;
    for (int i = 1; i < argc; ++i) {
        std::string error;
        if (!readFittingFile(argv[i], all, error)) {
            std::cerr << "scoundrel_calibration_fit: cannot read " << argv[i] << ": " << error << '\n';
            return 1;
        }
    }
    const std::vector<DecisionRecord> records = fittedRecords(all);
    if (records.empty()) {
        std::cerr << "scoundrel_calibration_fit: no decisions to fit\n";
        return 1;
    }
    const auto w = fitCalibration(records);
    constexpr std::size_t kN = scoundrel::kCalibrationFeatures;
    std::printf("#pragma once\n\n");
    std::printf("// Written by scoundrel_calibration_fit from %zu decisions; do not edit by hand (see\n",
                records.size());
    std::printf("// Calibration.h and tests/bench/CalibrationFit.cpp). The weights of calibrationFeatures.\n\n");
    std::printf("#include <array>\n\nnamespace scoundrel {\n\n");
    // One line however many weights, so the generated file is left as written.
    std::printf("// clang-format off\n");
    std::printf("constexpr std::array<double, %zu> kCalibrationWeights{", kN);
    for (std::size_t i = 0; i < kN; ++i)
        std::printf("%s%.6f", i ? ", " : "", w[i]);
    std::printf("};\n// clang-format on\n\n} // namespace scoundrel\n");
    return 0;
}
