#include "core/ModeDifficulty.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace scoundrel::game {

namespace {

// Measured on this engine (the modes' commit, a96ad3d), kept here and nowhere else:
// - the share of deals the solver can win knowing the whole dungeon, deals 1-200:
//     scoundrel-cli solve --seeds 1-200 --rules PRESET
//   (official: README's 98.8% over deals 1-1000);
// - the advisor's wins at 100 ms a decision, the same twelve deals (1-12) for each mode,
//   so that the modes compare:
//     scoundrel-cli simulate --policy hint --budget-ms 100 --games 12 --rules PRESET
// Twelve games on a shared machine give a rough figure only (over deals 1-1000 the
// advisor wins 29.7% of official games, README; deals 1-12 are kinder). Under Gentle
// the advisor wins fewer than under Official although the solver wins every deal: it
// plays those rules worse, not they are harder. `scoundrel-cli modes` measures them all
// with larger samples (docs/RULES.md's table); put its figures here when it has them.
constexpr std::array<ModeDifficulty, 4> kMeasured{{
    {Preset::Official, 99, 8, 12},
    {Preset::Relentless, 20, 1, 12},
    {Preset::Frail, 95, 4, 12},
    {Preset::Gentle, 100, 3, 12},
}};

std::string oddsInWords(int wins, int games)
{
    if (wins == 0)
        return "hardly ever wins";
    const double rate = static_cast<double>(wins) / games;
    if (rate >= 0.95)
        return "nearly always wins";
    if (rate >= 0.5)
        return "wins about " + std::to_string(static_cast<int>(std::lround(rate * 10))) + " in 10";
    return "wins about 1 in " + std::to_string(static_cast<int>(std::lround(1 / rate)));
}

} // namespace

const ModeDifficulty& difficultyOf(Preset preset)
{
    return *std::find_if(kMeasured.begin(), kMeasured.end(),
                         [preset](const ModeDifficulty& d) { return d.preset == preset; });
}

std::string difficultyLine(Preset preset)
{
    const ModeDifficulty& d = difficultyOf(preset);
    return "A fair expert " + oddsInWords(d.advisorWins, d.advisorGames) + "; " + std::to_string(d.winnablePercent) +
        "% of deals can be won.";
}

} // namespace scoundrel::game
