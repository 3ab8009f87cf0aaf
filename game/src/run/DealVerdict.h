#pragma once

#include "core/BackgroundTask.h"
#include "ui/Button.h"

#include "scoundrel/Run.h"
#include "scoundrel/Solver.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// What the result screen tells of the deal itself: whether it could be won and its
// best possible score, as the exact solver (which sees every card) finds from the
// deal's start, on a worker thread. A node budget bounds the work; past it the answer
// is "unknown", never a guess.
class DealVerdict {
public:
    static constexpr std::uint64_t kMaxNodes = 20'000'000;

    explicit DealVerdict(std::uint64_t maxNodes = kMaxNodes) : m_maxNodes(maxNodes) { }

    void start(const RunRecord& record);
    // Picks the answer up once it is there; true on the call that does.
    bool poll();

    bool working() const { return m_task.running(); }
    const std::optional<SolveResult>& result() const { return m_result; }
    // A line the player can follow from the start: winning, or the best score's.
    bool hasLine() const { return m_result && !m_result->line.empty(); }

    // "Working out whether this deal could be won...", "This deal could be won: best
    // possible score 17", ...; after a won run, "Best possible score on this deal: 30".
    std::string text(bool won = false) const;
    // The "Watch" button: enabled once there is a line, named after what it shows.
    void updateButton(Button& watch) const;
    // Every name updateButton may give it, for a layout that leaves room for the longest.
    static std::vector<std::string> watchLabels();
    // {"state": "working" | "done" | "unknown", "winnable", "best_score", "line_length"}.
    nlohmann::json dump() const;

private:
    std::uint64_t m_maxNodes;
    BackgroundTask<SolveResult> m_task;
    std::optional<SolveResult> m_result;
};

} // namespace scoundrel::game
