#pragma once

#include "Synth.h"

namespace soundgen {

// The quiet music loop: soft chords and a slow arpeggio in A minor, 16 seconds that join
// end to start without a seam (every note's tail wraps round to the beginning).
Signal musicLoop();

} // namespace soundgen
