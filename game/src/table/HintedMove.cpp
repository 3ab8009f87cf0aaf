#include "table/HintedMove.h"

#include "scoundrel/Review.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace scoundrel::game {

namespace {

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
    if (advice.move.kind != ActionKind::Avoid || advice.looksAhead || best.noMoveWins())
        return advice;
    std::optional<std::size_t> chosen;
    int chosenHealth = 0;
    for (std::size_t i = 0; i < advice.alternatives.size(); ++i) {
        const ActionAdvice& other = advice.alternatives[i];
        if (other.action.kind == ActionKind::Avoid || other.action.kind == ActionKind::Abandon ||
            !ties(advice, other.winChance))
            continue;
        const ReviewedMove judged = judgedMove(state, advice, other.action);
        const int health = judged.playedTurnHealth.value_or(0);
        if (!chosen || health > chosenHealth) {
            chosen = i;
            chosenHealth = health;
        }
    }
    if (!chosen)
        return advice;
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
