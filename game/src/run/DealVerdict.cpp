#include "run/DealVerdict.h"

#include "text/Numbers.h"
#include "text/Translate.h"

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

std::string DealVerdict::text(bool won) const
{
    if (!m_result)
        return working() ? std::string(tr("Working out whether this deal could be won...")) : "";
    const SolveResult& r = *m_result;
    if (!r.winnable)
        return std::string(tr("Could this deal be won? Unknown: working it out took too long"));
    // Whole sentences for each verdict; {0} the best score a player who saw every card could reach.
    if (*r.winnable && won) // np22 read "This deal could be won" right after winning it
        return r.bestScore ? format(tr("Best possible score on this deal: {0}"), signedNumber(*r.bestScore))
                           : std::string(tr("Best possible score on this deal: unknown"));
    if (*r.winnable) {
        return r.bestScore ? format(tr("This deal could be won: best possible score {0}"), signedNumber(*r.bestScore))
                           : std::string(tr("This deal could be won: best possible score unknown"));
    }
    return r.bestScore ? format(tr("No one could win this deal: best possible score {0}"), signedNumber(*r.bestScore))
                       : std::string(tr("No one could win this deal: best possible score unknown"));
}

std::vector<std::string> DealVerdict::watchLabels()
{
    return {std::string(tr("Watch winning line")), std::string(tr("Watch best line"))};
}

void DealVerdict::updateButton(Button& watch) const
{
    watch.enabled = hasLine();
    watch.label =
        std::string(m_result && m_result->winnable == false ? tr("Watch best line") : tr("Watch winning line"));
    if (working())
        watch.disabledReason = tr("Still working out the best way through this deal");
    else if (m_result && !m_result->winnable)
        watch.disabledReason = tr("Working it out took too long: no line to show");
    else
        watch.disabledReason = tr("There is no line to show");
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
