#include "ScoreLedger.h"

#include <nlohmann/json.hpp>

#include "scoundrel/Engine.h"

#include <algorithm>

namespace scoundrel::game::monkey {

using namespace store;

namespace {

// The same run some moves later (a held key plays a card with each repeat: several in
// one gesture), a move earlier (undone), or with help now used. A new run of the same
// deal starts with no moves, so it is never taken for the old one played on.
bool sameRun(const SavedRun& before, const SavedRun& now)
{
    const RunRecord& a = before.record;
    const RunRecord& b = now.record;
    if (a.rules != b.rules || a.deal != b.deal)
        return false;
    const auto& shorter = a.actions.size() <= b.actions.size() ? a.actions : b.actions;
    const auto& longer = a.actions.size() <= b.actions.size() ? b.actions : a.actions;
    const bool undone = b.actions.size() < a.actions.size();
    return (!undone || longer.size() - shorter.size() <= 1) &&
        std::equal(shorter.begin(), shorter.end(), longer.begin());
}

// The entry the run makes when it is scored now: as it ended, or abandoned.
ScoreEntry expectedEntry(const SavedRun& run)
{
    GameState final = run.state;
    if (!final.over())
        applyChecked(final, Action::abandon(), nullptr);
    return makeScoreEntry(run.record, final, "", run.assisted);
}

std::string describe(const ScoreEntry& entry)
{
    return toJson(entry).dump();
}

bool sameButName(ScoreEntry a, const ScoreEntry& b)
{
    a.name = b.name;
    return a == b;
}

} // namespace

std::string ScoreLedger::observe(const std::optional<SavedRun>& saved, const std::vector<ScoreEntry>& entries)
{
    if (std::string why = checkHistory(entries); !why.empty())
        return why;
    const std::size_t known = m_entries.size();
    if (entries.size() > known + 1)
        return std::to_string(entries.size() - known) + " high-score entries were added at once (one run ended)";
    if (entries.size() == known + 1) {
        if (std::string why = checkAdded(saved, entries.back()); !why.empty())
            return why;
        ++m_scored;
        m_won += entries.back().result == RunResult::Won ? 1 : 0;
    } else if (m_run && !m_run->record.actions.empty() && !(saved && sameRun(*m_run, *saved))) {
        return "the run last saved went away without its high-score entry " + describe(expectedEntry(*m_run));
    }
    m_run = saved;
    m_entries = entries;
    return {};
}

std::string ScoreLedger::checkHistory(const std::vector<ScoreEntry>& entries) const
{
    if (entries.size() < m_entries.size())
        return "high-score entries were lost: " + std::to_string(m_entries.size()) + " before, " +
            std::to_string(entries.size()) + " now";
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (!sameButName(entries[i], m_entries[i]))
            return "high-score entry " + std::to_string(i) + " changed from " + describe(m_entries[i]) + " to " +
                describe(entries[i]);
        // Only the result screen names an entry, and only the one it just added.
        if (entries[i].name != m_entries[i].name && i + 1 != m_entries.size())
            return "high-score entry " + std::to_string(i) + ", not the newest, was renamed to \"" + entries[i].name +
                "\"";
    }
    return {};
}

std::string ScoreLedger::checkAdded(const std::optional<SavedRun>& saved, const ScoreEntry& added) const
{
    if (!m_run || m_run->record.actions.empty())
        return "a high-score entry was added with no run of a move saved before it: " + describe(added);
    ScoreEntry expected = expectedEntry(*m_run);
    expected.date = added.date;
    expected.name = added.name;
    if (added != expected)
        return "the new high-score entry " + describe(added) + " is not the last saved run's " + describe(expected);
    if (saved && sameRun(*m_run, *saved) && !saved->record.actions.empty())
        return "the run was scored but is still saved, so it would be scored again";
    return {};
}

} // namespace scoundrel::game::monkey
