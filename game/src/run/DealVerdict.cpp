#include "run/DealVerdict.h"

#include <nlohmann/json.hpp>

namespace scoundrel::game {

void DealVerdict::start(const RunRecord& record)
{
    m_result.reset();
    const RunRecord start{record.rules, record.deal, {}};
    m_task.start([start, maxNodes = m_maxNodes](const std::atomic<bool>& cancel) {
        const std::optional<GameState> state = initialState(start);
        if (!state)
            return SolveResult{};
        Solver solver(SolveOptions{true, maxNodes, &cancel});
        return solver.solve(*state);
    });
}

bool DealVerdict::poll()
{
    if (std::optional<SolveResult> done = m_task.take()) {
        m_result = std::move(*done);
        return true;
    }
    return false;
}

std::string DealVerdict::text() const
{
    if (!m_result)
        return working() ? "Working out whether this deal could be won..." : "";
    const SolveResult& r = *m_result;
    if (!r.winnable)
        return "Could this deal be won? Unknown: working it out took too long";
    const std::string best =
        r.bestScore ? "best possible score " + std::to_string(*r.bestScore) : "best possible score unknown";
    return (*r.winnable ? "This deal could be won: " : "No one could win this deal: ") + best;
}

void DealVerdict::updateButton(Button& watch) const
{
    watch.enabled = hasLine();
    watch.label = m_result && m_result->winnable == false ? "Watch best line" : "Watch winning line";
    if (working())
        watch.disabledReason = "Still working out the best way through this deal";
    else if (m_result && !m_result->winnable)
        watch.disabledReason = "Working it out took too long: no line to show";
    else
        watch.disabledReason = "There is no line to show";
}

nlohmann::json DealVerdict::dump() const
{
    if (!m_result)
        return {{"state", working() ? "working" : "idle"}};
    const SolveResult& r = *m_result;
    return {{"state", r.winnable ? "done" : "unknown"},
            {"winnable", r.winnable ? nlohmann::json(*r.winnable) : nlohmann::json(nullptr)},
            {"best_score", r.bestScore ? nlohmann::json(*r.bestScore) : nlohmann::json(nullptr)},
            {"line_length", r.line.size()},
            {"nodes", r.nodes}};
}

} // namespace scoundrel::game
