// Saves a growing run, a growing score book and a growing list of achievements earned
// in a loop, forever, until killed. Each save's content depends only on its step
// number, so the crash test can check that whatever survives is one whole version; a
// step already in a file is skipped. Usage: scoundrel_save_loop DIR START
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include "scoundrel/Engine.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace scoundrel;
using namespace scoundrel::store;

int main(int argc, char** argv)
{
    if (argc != 3)
        return 2;
    const std::filesystem::path dir = argv[1];
    ScoreBook book = ScoreBook::load(dir);
    LoadReport report;
    AchievementBook achievements = AchievementBook::load(dir, report);
    for (unsigned long step = std::strtoul(argv[2], nullptr, 10);; ++step) {
        // The run: seed = step, one legal move per step of the game's length.
        RunRecord record{Rules::official(), Deal::fromSeed(step), {}};
        GameState state = newGame(record.rules, step);
        for (unsigned long i = 0; i < step % 12 && !state.over(); ++i) {
            const Action action = legalActions(state)[0];
            applyChecked(state, action, nullptr);
            record.actions.push_back(action);
        }
        if (!saveRun(dir, record, state).empty())
            return 1;
        ScoreEntry entry;
        entry.score = -static_cast<int>(step % 200);
        entry.date = "2026-11-21T10:00:00+00:00";
        entry.seed = step;
        entry.turns = static_cast<int>(step % 50);
        // A step the last loop saved before it was killed is not saved twice.
        if (book.entries().size() < step && !book.record(entry).empty())
            return 1;
        // One achievement a step, named by the step, earned by the step's run.
        store::WriteFailure why;
        achievements.grant({"step-" + std::to_string(step)}, {record, false, entry.date, std::nullopt}, &why);
        if (!why.empty())
            return 1;
        std::printf("%lu\n", step);
        std::fflush(stdout);
    }
}
