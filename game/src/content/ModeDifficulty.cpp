#include "content/ModeDifficulty.h"

#include "text/Translate.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace scoundrel::game {

namespace {

// Measured with `scoundrel-cli modes` (docs/RULES.md, "How hard is each mode?"), kept here
// and nowhere else, the same figures as RULES.md's table: the share of deals 1-10000 the
// solver can win knowing the whole dungeon, and the advisor's wins at 100 ms a decision
// over deals 1-1000 for each mode, so that the modes compare:
//   scoundrel-cli modes --presets P --seeds 1-10000 --advisor-seeds 1-1000 --budget-ms 100
// (Official's from docs/ADVISOR.md, "Strength", measured again in session 36; Frail in
// session 19, Relentless and Gentle in session 20, all with the solver's restarts). The
// advisor's budget is solver nodes, so the machine's load does not change its games; a
// thousand games put each figure within about 3 points.
constexpr std::array<ModeDifficulty, 4> kMeasured{{
    {Preset::Official, 99, 635, 1000},
    {Preset::Relentless, 22, 102, 1000},
    {Preset::Frail, 96, 363, 1000},
    {Preset::Gentle, 100, 985, 1000},
}};

} // namespace

const ModeDifficulty& difficultyOf(Preset preset)
{
    return *std::find_if(kMeasured.begin(), kMeasured.end(),
                         [preset](const ModeDifficulty& d) { return d.preset == preset; });
}

std::string difficultyLine(Preset preset)
{
    // Whole sentences, one for each way of putting the odds: {0} the deals that can be won.
    const ModeDifficulty& d = difficultyOf(preset);
    if (d.advisorWins == 0) {
        // xgettext:no-c-format
        return format(tr("A fair expert hardly ever wins; {0}% of deals can be won."), d.winnablePercent);
    }
    const double rate = static_cast<double>(d.advisorWins) / d.advisorGames;
    if (rate >= 0.95) {
        // xgettext:no-c-format
        return format(tr("A fair expert nearly always wins; {0}% of deals can be won."), d.winnablePercent);
    }
    if (rate >= 0.5) {
        // TRANSLATORS: {1} of every ten games, such as "wins about 6 in 10".
        // xgettext:no-c-format
        return format(tr("A fair expert wins about {1} in 10; {0}% of deals can be won."), d.winnablePercent,
                      static_cast<int>(std::lround(rate * 10)));
    }
    // TRANSLATORS: one game in {1}, such as "wins about 1 in 3".
    // xgettext:no-c-format
    return format(tr("A fair expert wins about 1 in {1}; {0}% of deals can be won."), d.winnablePercent,
                  static_cast<int>(std::lround(1 / rate)));
}

} // namespace scoundrel::game
