// How long saving the run takes after an action (the game saves after every one).
// Runs are played move by move and saved after each, into DIR, two ways: straight to
// disk (the write, fsync, rename and directory fsync the game's writer thread does)
// and as the game does it, handing the text to the writer thread (what the move
// waits for). Usage: scoundrel_save_timing DIR
#include "scoundrel/store/RunFile.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

using namespace scoundrel;
using namespace scoundrel::store;

namespace {

constexpr std::size_t kSaves = 400;

void report(const char* what, std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    double sum = 0;
    for (double m : ms)
        sum += m;
    std::printf("%-34s %zu saves: median %.3f ms, mean %.3f ms, p95 %.3f ms, max %.3f ms\n", what, ms.size(),
                ms[ms.size() / 2], sum / static_cast<double>(ms.size()), ms[ms.size() * 95 / 100], ms.back());
}

std::vector<double> timeSaves(const std::function<void(const SavedRun&)>& save)
{
    std::vector<double> ms;
    for (std::uint64_t seed = 1; ms.size() < kSaves; ++seed) {
        SavedRun run{RunRecord{Rules::official(), Deal::fromSeed(seed), {}}, newGame(Rules::official(), seed), false};
        while (!run.state.over() && ms.size() < kSaves) {
            const Action action = legalActions(run.state)[0];
            applyChecked(run.state, action, nullptr);
            run.record.actions.push_back(action);
            const auto start = std::chrono::steady_clock::now();
            save(run);
            ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        }
    }
    return ms;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2)
        return 2;
    const std::filesystem::path dir = argv[1];
    std::filesystem::create_directories(dir);
    report("durable save (writer thread's work)", timeSaves([&](const SavedRun& run) { saveRun(dir, run); }));
    BackgroundWriter writer;
    report("save after an action (game thread)", timeSaves([&](const SavedRun& run) { saveRun(writer, dir, run); }));
    writer.flush();
    deleteRun(dir);
    return 0;
}
