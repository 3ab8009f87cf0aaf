#include "BudgetOption.h"

#include "CliError.h"

#include <cstdint>
#include <string>

namespace scoundrel::cli {

namespace {

constexpr std::uint64_t kMaxBudgetMs = 600'000;
constexpr std::uint64_t kDefaultBudgetMs = 100;

} // namespace

int budgetMsOption(const Options& options)
{
    const std::uint64_t budget = options.unsignedValue("budget-ms").value_or(kDefaultBudgetMs);
    if (budget == 0 || budget > kMaxBudgetMs)
        usageError("--budget-ms must be between 1 and " + std::to_string(kMaxBudgetMs));
    return static_cast<int>(budget);
}

} // namespace scoundrel::cli
