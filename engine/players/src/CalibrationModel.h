#pragma once

// Written by scoundrel_calibration_fit from 13769 decisions; do not edit by hand (see
// Calibration.h and tests/bench/CalibrationFit.cpp). The weights of calibrationFeatures.

#include <array>

namespace scoundrel {

// clang-format off
constexpr std::array<double, 8> kCalibrationWeights{1.462970, 0.883183, -2.362014, -0.566580, -2.174423, 2.535778, -1.431972, -0.340384};
// clang-format on

} // namespace scoundrel
