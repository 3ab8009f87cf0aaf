#pragma once

#include <cstdint>

namespace scoundrel::game::monkey {

// A crash or a sanitizer report ends the process before the monkey can say where it
// was; these leave a line on stderr then ("monkey: died at seed 3, step 1234"), so
// the run can be replayed.
void installCrashNote();
void noteStep(std::uint64_t seed, long step);

} // namespace scoundrel::game::monkey
