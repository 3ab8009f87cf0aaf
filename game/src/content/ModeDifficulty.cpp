#include "content/ModeDifficulty.h"

#include "text/Translate.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace scoundrel::game {

namespace {

// Measured with `scoundrel-cli modes` (docs/RULES.md, "How hard is each mode?"), kept here
// and nowhere else, the same figures as RULES.md's table:
//   scoundrel-cli modes --seeds 1-10000 --advisor-seeds 1-40 --budget-ms 100 --threads 2
// the share of deals 1-10000 the solver can win knowing the whole dungeon, and the
// advisor's wins at 100 ms a decision over deals 1-40 for each mode, so that the modes
// compare. Forty games are a rough figure (about 8 points either way): measured again
// with the advisor's margin and its look at the whole dungeon under Gentle
// (docs/ADVISOR.md), which moved Official 23 to 17 (over seeds 1-1000 it went 571 to
// 607), Frail 14 to 17 and Gentle 18 to 40. Re-measure with `--advisor-seeds 1-200`
// and put the figures here and in RULES.md together. Official and Frail are now from
// 1000 games each (--advisor-seeds 1-1000); Relentless and Gentle still from 40.
constexpr std::array<ModeDifficulty, 4> kMeasured{{
    {Preset::Official, 99, 607, 1000}, // seeds 1-1000 (docs/ADVISOR.md, "Strength")
    {Preset::Relentless, 22, 3, 40},
    {Preset::Frail, 96, 363, 1000}, // seeds 1-1000 (session 19)
    {Preset::Gentle, 100, 40, 40},
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
