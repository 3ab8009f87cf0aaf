#pragma once

// Written by scoundrel_calibration_fit from 8625 decisions; do not edit by hand (see
// Calibration.h and tests/bench/CalibrationFit.cpp). The weights of calibrationFeatures.

#include <array>

namespace scoundrel {

constexpr std::array<double, 6> kCalibrationWeights{1.507202, 0.888617, -2.953838, -0.569355, -2.641479, 3.311584};

} // namespace scoundrel
