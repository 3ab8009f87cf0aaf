#include "table/HintedMove.h"

#include "scoundrel/Review.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <vector>

namespace scoundrel::game {

namespace {

// A chance as the hint tells it, in whole percent.
long percentOf(double chance)
{
    return std::lround(chance * 100.0);
}

bool ties(const Advice& advice, double chance)
{
    ReviewedMove move;
    move.bestChance = advice.winChance;
    move.playedChance = chance;
    return move.tiesBest();
}

} // namespace

bool everyMoveTies(const Advice& advice)
{
    return !advice.alternatives.empty() &&
        std::all_of(advice.alternatives.begin(), advice.alternatives.end(),
                    [&](const ActionAdvice& other) { return ties(advice, other.winChance); });
}

Advice hintedAdvice(const GameState& state, const Advice& advice)
{
    ReviewedMove best;
    best.bestChance = advice.winChance;
    if (advice.looksAhead || best.noMoveWins())
        return advice;
    const bool avoid = advice.move.kind == ActionKind::Avoid;
    const auto turnHealth = [&](Action action) {
        return judgedMove(state, advice, action).playedTurnHealth.value_or(0);
    };
    std::optional<std::size_t> chosen;
    int chosenHealth = 0;
    for (std::size_t i = 0; i < advice.alternatives.size(); ++i) {
        const ActionAdvice& other = advice.alternatives[i];
        if (other.action.kind == ActionKind::Avoid || other.action.kind == ActionKind::Abandon ||
            !ties(advice, other.winChance))
            continue;
        const int health = turnHealth(other.action);
        if (!chosen || health > chosenHealth) {
            chosen = i;
            chosenHealth = health;
        }
    }
    if (!chosen)
        return advice;
    if (!avoid) {
        // The advisor's card move is kept unless a tied one keeps more health this turn:
        // kCostlyHealth more (what the chance badges call a costly tie, so the hint never
        // points at one), or any more where every move wins (np22: "every move here keeps
        // 100%; fight the 4 of Spades barehanded, for example", where the weapon killed it
        // for nothing).
        const int gain = chosenHealth - turnHealth(advice.move);
        const bool certain = percentOf(advice.winChance) == 100;
        if (gain <= 0 || (!certain && gain < kCostlyHealth))
            return advice;
    }
    Advice out = advice;
    const ActionAdvice pick = advice.alternatives[*chosen];
    out.move = pick.action;
    out.winChance = pick.winChance;
    out.meanScore = pick.meanScore;
    out.winnableShare = pick.winnableShare;
    out.looksAhead = false;
    out.alternatives.erase(out.alternatives.begin() + static_cast<std::ptrdiff_t>(*chosen));
    out.alternatives.insert(out.alternatives.begin(),
                            ActionAdvice{advice.move, advice.winChance, advice.meanScore, advice.winnableShare});
    return out;
}

} // namespace scoundrel::game
