#include "run/RunLedger.h"

#include "text/DiagnosticWords.h"
#include "text/LoadNotice.h"
#include "text/Translate.h"

#include "scoundrel/store/AchievementBook.h"

#include "scoundrel/Engine.h"

#include <algorithm>

namespace scoundrel::game {

using namespace store;

namespace {

// The record of a run given up: its moves, then giving up.
RunRecord withAbandon(RunRecord record)
{
    record.actions.push_back(Action::abandon());
    return record;
}

// A file's load notice, when something was wrong with it.
void addLoadNotice(std::vector<Wording>& lines, const LoadReport& load)
{
    if (load.fault != LoadFault::None)
        lines.push_back(loadNoticeWording(load));
}

} // namespace

FinishReport RunLedger::finish(const RunRecord& record, const GameState& final, bool assisted, Scoring scoring)
{
    FinishReport report;
    report.entry = makeScoreEntry(record, final, localTimestamp(), assisted);
    if (scoring == Scoring::Scored) {
        LoadReport load;
        ScoreBook book = ScoreBook::load(m_saveDir, load);
        // Under the name the result screen's box shows from the start, so the backup the
        // next write leaves (a rename there) holds the run named, not nameless (a new
        // player's typed name was lost with a damaged file, and the run restored had
        // none); the screen renames it, or keeps none when the box is cleared.
        report.suggestedName = book.defaultPlayerName();
        report.entry.name = report.suggestedName;
        Wording scoreProblem = load.fault != LoadFault::None ? loadNoticeWording(load) : Wording{};
        const auto& entries = book.entries();
        report.earlierRuns = static_cast<int>(std::count_if(
            entries.begin(), entries.end(), [&](const ScoreEntry& e) { return e.rules == report.entry.rules; }));
        if (const store::WriteFailure why = book.record(report.entry))
            scoreProblem = [why] {
                // TRANSLATORS: {0} why, from the file's writer.
                return format(tr("This run was not saved in the high scores: {0}"), writeFailureWords(why));
            };
        else
            noteRecorded(report, book, record);
        if (scoreProblem)
            report.problems.push_back(std::move(scoreProblem));
    }
    // The run is over and scored: nothing is left to continue. (Until now the saved
    // run held the final state, so a crash before this point still scores it.)
    deleteRun(m_saveDir);
    return report;
}

FinishReport RunLedger::abandon(const SavedRun& saved, Scoring scoring)
{
    FinishReport report;
    // A run counts from its first move: one abandoned before it is simply dropped.
    if (scoring == Scoring::Scored && !saved.record.actions.empty()) {
        GameState final = saved.state;
        applyChecked(final, Action::abandon(), nullptr); // scored by the engine, as rules.md says
        LoadReport load;
        ScoreBook book = ScoreBook::load(m_saveDir, load);
        addLoadNotice(report.problems, load);
        report.entry = makeScoreEntry(saved.record, final, localTimestamp(), saved.assisted);
        report.entry.name = book.defaultPlayerName();
        // An abandoned run may have earned a deed (an ace slain with a small weapon, a
        // tenth run); kept without a toast, found in the Achievements scene.
        if (const store::WriteFailure why = book.record(report.entry))
            report.problems.emplace_back(
                [why] { return format(tr("The abandoned run was not scored: {0}"), writeFailureWords(why)); });
        else
            noteRecorded(report, book, withAbandon(saved.record));
    }
    deleteRun(m_saveDir);
    return report;
}

FinishReport RunLedger::recoverFinished(const SavedRun& saved, Scoring scoring)
{
    FinishReport report;
    if (scoring == Scoring::Unscored) {
        deleteRun(m_saveDir);
        return report;
    }
    LoadReport load;
    ScoreBook book = ScoreBook::load(m_saveDir, load);
    addLoadNotice(report.problems, load);
    report.entry = makeScoreEntry(saved.record, saved.state, localTimestamp(), saved.assisted);
    report.entry.name = book.defaultPlayerName();
    if (const store::WriteFailure why = book.record(report.entry)) {
        report.problems.emplace_back(
            [why] { return format(tr("Your last run ended but could not be scored: {0}"), writeFailureWords(why)); });
        return report; // run.json stays for the next try
    }
    noteRecorded(report, book, saved.record);
    deleteRun(m_saveDir);
    report.problems.emplace_back(
        [] { return std::string(tr("Your last run had ended before it was scored: it is in the high scores now.")); });
    return report;
}

std::string RunLedger::keepName(const FinishReport& report, const std::string& name)
{
    ScoreBook book = ScoreBook::load(m_saveDir);
    if (const store::WriteFailure why = book.setName(report.entry, name))
        return format(tr("Your name was not saved: {0}"), writeFailureWords(why));
    return {};
}

std::vector<std::string> RunLedger::learnBestScore(FinishReport& report, int best, std::vector<Wording>& problems)
{
    if (!report.judged)
        return {};
    report.judged->bestScore = best;
    std::vector<std::string> added = judge(report, problems);
    report.newAchievements.insert(report.newAchievements.end(), added.begin(), added.end());
    return added;
}

void RunLedger::noteRecorded(FinishReport& report, const ScoreBook& book, const RunRecord& judgedRecord)
{
    const auto& entries = book.entries();
    report.entryIndex = entries.size() - 1;
    report.rank = book.rankOf(*report.entryIndex);
    report.history.assign(entries.begin(), entries.end() - 1);
    report.judged = FinishedRun{judgedRecord, report.entry.assisted, report.entry.date, std::nullopt};
    report.newAchievements = judge(report, report.problems);
}

std::vector<std::string> RunLedger::judge(FinishReport& report, std::vector<Wording>& problems)
{
    report.earned = earned(*report.judged, report.history);
    if (report.earned.empty())
        return {};
    LoadReport load;
    AchievementBook book = AchievementBook::load(m_saveDir, load);
    addLoadNotice(problems, load);
    store::WriteFailure why;
    std::vector<std::string> added = book.grant(report.earned, *report.judged, &why);
    if (why)
        problems.emplace_back([why] { return format(tr("Achievements not saved: {0}."), writeFailureWords(why)); });
    return added;
}

} // namespace scoundrel::game
