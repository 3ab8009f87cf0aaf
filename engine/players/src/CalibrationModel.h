#pragma once

// Written by scoundrel_calibration_fit from 17903 decisions; do not edit by hand (see
// Calibration.h and tests/bench/CalibrationFit.cpp). The weights of calibrationFeatures.

#include <array>

namespace scoundrel {

// clang-format off
constexpr std::array<double, 8> kCalibrationWeights{1.301259, 0.883920, -2.572314, -0.514624, -2.165561, 2.610943, -0.550385, -0.449247};
// clang-format on

} // namespace scoundrel
