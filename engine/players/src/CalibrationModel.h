#pragma once

// Written by scoundrel_calibration_fit from 16104 decisions; do not edit by hand (see
// Calibration.h and tests/bench/CalibrationFit.cpp). The weights of calibrationFeatures.

#include <array>

namespace scoundrel {

// clang-format off
constexpr std::array<double, 8> kCalibrationWeights{1.128007, 0.859127, -2.213283, -0.515197, -1.631004, 2.015683, -0.953569, -0.383406};
// clang-format on

} // namespace scoundrel
