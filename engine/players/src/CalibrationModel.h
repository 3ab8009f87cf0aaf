#pragma once

// Written by scoundrel_calibration_fit from 17903 decisions; do not edit by hand (see
// Calibration.h and tests/bench/CalibrationFit.cpp). The weights of calibrationFeatures.

#include <array>

namespace scoundrel {

// clang-format off
constexpr std::array<double, 10> kCalibrationWeights{-5.781205, 1.095787, 4.825418, -0.789184, -1.216570, 1.580032, -0.123121, -0.510176, 6.419425, -6.151899};
// clang-format on

} // namespace scoundrel
