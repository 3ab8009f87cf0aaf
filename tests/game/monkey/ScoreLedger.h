#pragma once

#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game::monkey {

// What the monkey knows the high scores must hold, told after every event what is
// on disk. Entries are never lost, changed or reordered (only the newest may get its
// player's name). An entry is added only when the run last seen saved had a move and
// then ended: finished, or abandoned for another; it is that run's entry, scored as
// the engine scores it, and it is added once. A run with a move never goes without
// its entry.
class ScoreLedger {
public:
    // saved: the run on disk now, if any; entries: the score book now. Returns the
    // problem in one line, or an empty string.
    std::string observe(const std::optional<store::SavedRun>& saved, const std::vector<store::ScoreEntry>& entries);

    // Entries added while watching, and how many of them were won.
    int scored() const { return m_scored; }
    int won() const { return m_won; }

private:
    std::string checkHistory(const std::vector<store::ScoreEntry>& entries) const;
    std::string checkAdded(const std::optional<store::SavedRun>& saved, const store::ScoreEntry& added) const;

    std::optional<store::SavedRun> m_run; // the run last seen saved
    std::vector<store::ScoreEntry> m_entries;
    int m_scored = 0;
    int m_won = 0;
};

} // namespace scoundrel::game::monkey
