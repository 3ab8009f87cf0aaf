#pragma once

#include "Options.h"

namespace scoundrel::cli {

// --budget-ms B of the advisor's commands (hint, review, simulate --policy hint): 1 to
// 600000, 100 when not given; a usage error otherwise.
int budgetMsOption(const Options& options);

} // namespace scoundrel::cli
