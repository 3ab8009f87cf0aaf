#include "CalibrationFitting.h"

#include <cmath>
#include <filesystem>
#include <fstream>

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

} // namespace

// Newton's method on the log-likelihood, with a little ridge so that a feature the
// data hardly moves stays small rather than running off.
std::array<double, kCalibrationFeatures> fitCalibration(const std::vector<DecisionRecord>& records)
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
                gradient[i] += r.weight * (y - p) * x[i];
                for (std::size_t j = 0; j < kN; ++j)
                    hessian[i][j] += r.weight * p * (1.0 - p) * x[i] * x[j];
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

std::vector<DecisionRecord> fittedRecords(const std::vector<DecisionRecord>& all)
{
    std::vector<DecisionRecord> records;
    for (const DecisionRecord& r : all) {
        if (!r.inputs.exact && r.inputs.winnableShare > 0.0)
            records.push_back(r);
    }
    return records;
}

double fitWeightOfFile(std::string_view fileName)
{
    const bool offPath =
        fileName.find("-opening") != std::string_view::npos || fileName.find("-greedy") != std::string_view::npos;
    return offPath ? 3.0 : 1.0;
}

bool readFittingFile(const std::string& path, std::vector<DecisionRecord>& all, std::string& error)
{
    std::ifstream in(path);
    const std::size_t before = all.size();
    if (!in || !readRecords(in, all, error))
        return false;
    const double weight = fitWeightOfFile(std::filesystem::path(path).filename().string());
    for (std::size_t i = before; i < all.size(); ++i)
        all[i].weight = weight;
    return true;
}

} // namespace scoundrel::bench
