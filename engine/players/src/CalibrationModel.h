#pragma once

// Written by scoundrel_calibration_fit from 8416 decisions; do not edit by hand (see
// Calibration.h and tests/bench/CalibrationFit.cpp). The weights of calibrationFeatures.

#include <array>

namespace scoundrel {

constexpr std::array<double, 6> kCalibrationWeights{0.473539, 0.859374, -1.215324, -0.538185, -1.591426, 1.483395};

} // namespace scoundrel
