#pragma once

#include "scoundrel/Advice.h"
#include "scoundrel/Knowledge.h"
#include "scoundrel/RunRecord.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace scoundrel {

class Solver;

// Perfect-information Monte Carlo over the unseen cards: sample deals consistent with
// the knowledge, ask the exact solver which actions still win each, and pick the
// action that wins most often; ties (and positions where nothing wins) go to the
// better mean score of a greedy play-out. One per thread: it owns a solver.
class Advisor {
public:
    explicit Advisor(AdviceOptions options = {});
    ~Advisor();
    Advisor(Advisor&&) noexcept;
    Advisor& operator=(Advisor&&) noexcept;

    // Precondition: the game is not over.
    Advice advise(const Knowledge& knowledge);

    // Solver nodes the budget allows per decision.
    std::uint64_t nodeBudget() const;
    // The options' cancel flag is set: the last advice is worth nothing.
    bool cancelled() const;

private:
    AdviceOptions m_options;
    std::unique_ptr<Solver> m_solver;
};

// The advice for a recorded run; nothing, with the reason, when the record is not
// valid or the game is over.
std::optional<Advice> advise(const RunRecord& record, const AdviceOptions& options, std::string* error = nullptr);

} // namespace scoundrel
