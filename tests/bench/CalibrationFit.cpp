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
// (each command one line). Frail's games fit the weights of a lower maximum health.
#include "CalibrationRecords.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>

namespace scoundrel::bench {
namespace {

constexpr std::size_t kN = kCalibrationFeatures;
using Vector = std::array<double, kN>;
using Matrix = std::array<Vector, kN>;

// Solves a x = b by Gaussian elimination with partial pivoting (a is positive definite).
Vector solve(Matrix a, Vector b)
{
    for (std::size_t col = 0; col < kN; ++col) {
        std::size_t pivot = col;
        for (std::size_t row = col + 1; row < kN; ++row) {
            if (std::fabs(a[row][col]) > std::fabs(a[pivot][col]))
                pivot = row;
        }
        std::swap(a[col], a[pivot]);
        std::swap(b[col], b[pivot]);
        for (std::size_t row = col + 1; row < kN; ++row) {
            const double factor = a[row][col] / a[col][col];
            for (std::size_t k = col; k < kN; ++k)
                a[row][k] -= factor * a[col][k];
            b[row] -= factor * b[col];
        }
    }
    Vector x{};
    for (std::size_t col = kN; col-- > 0;) {
        double sum = b[col];
        for (std::size_t k = col + 1; k < kN; ++k)
            sum -= a[col][k] * x[k];
        x[col] = sum / a[col][col];
    }
    return x;
}

// Newton's method on the log-likelihood, with a little ridge so that a feature the
// data hardly moves stays small rather than running off.
Vector fit(const std::vector<DecisionRecord>& records)
{
    constexpr double kRidge = 1e-3;
    constexpr int kIterations = 50;
    Vector w{};
    for (int iteration = 0; iteration < kIterations; ++iteration) {
        Matrix hessian{};
        Vector gradient{};
        for (const DecisionRecord& r : records) {
            const auto x = calibrationFeatures(r.inputs);
            double z = 0.0;
            for (std::size_t i = 0; i < kN; ++i)
                z += w[i] * x[i];
            const double p = 1.0 / (1.0 + std::exp(-z));
            const double y = r.won ? 1.0 : 0.0;
            for (std::size_t i = 0; i < kN; ++i) {
                gradient[i] += (y - p) * x[i];
                for (std::size_t j = 0; j < kN; ++j)
                    hessian[i][j] += p * (1.0 - p) * x[i] * x[j];
            }
        }
        for (std::size_t i = 0; i < kN; ++i) {
            gradient[i] -= kRidge * w[i];
            hessian[i][i] += kRidge;
        }
        const Vector step = solve(hessian, gradient);
        double size = 0.0;
        for (std::size_t i = 0; i < kN; ++i) {
            w[i] += step[i];
            size += std::fabs(step[i]);
        }
        if (size < 1e-10)
            break;
    }
    return w;
}

} // namespace
} // namespace scoundrel::bench

int main(int argc, char** argv)
{
    using namespace scoundrel::bench;
    if (argc < 2) {
        std::cerr << "usage: scoundrel_calibration_fit RECORDS.csv... > CalibrationModel.h\n";
        return 2;
    }
    std::vector<DecisionRecord> all;
    for (int i = 1; i < argc; ++i) {
        std::ifstream in(argv[i]);
        std::string error;
        if (!in || !readRecords(in, all, error)) {
            std::cerr << "scoundrel_calibration_fit: cannot read " << argv[i] << ": " << error << '\n';
            return 1;
        }
    }
    std::vector<DecisionRecord> records;
    for (const DecisionRecord& r : all) {
        if (!r.inputs.exact && r.inputs.winnableShare > 0.0)
            records.push_back(r);
    }
    if (records.empty()) {
        std::cerr << "scoundrel_calibration_fit: no decisions to fit\n";
        return 1;
    }
    const Vector w = fit(records);
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
