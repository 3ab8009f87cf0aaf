#include "table/CostlyMove.h"

#include "table/HintOverlay.h"
#include "text/Translate.h"

#include "scoundrel/Review.h"

#include <optional>

namespace scoundrel::game {

std::vector<CostlyMove> costlyMoves(const GameState& state, const Advice& advice)
{
    std::vector<CostlyMove> out;
    for (const Card card : state.room) {
        const std::optional<ActionAdvice> best = card ? bestActionOn(advice, card) : std::nullopt;
        if (!best)
            continue;
        // Every way of playing the card that ties the best chance (a monster's weapon and
        // barehanded can both): a cost is told only when each of them pays one, and then the
        // least (np39 read "+6 ♥ lost" on a 7 of Clubs its fresh 8 would have slain for nothing:
        // the 6 were barehanded's).
        std::optional<CostlyMove> least;
        bool free = false;
        const auto judge = [&](const ActionAdvice& way) {
            if (free || way.action.card != card || way.action.kind == ActionKind::Avoid)
                return;
            const ReviewedMove judged = judgedMove(state, advice, way.action);
            if (!judged.tiesBest())
                return; // not a tie: never told as a costly one
            if (!judged.costlyTie() || !judged.betterFirst) {
                free = true;
                return;
            }
            const int cost = judged.healthCost().value_or(0);
            if (!least || cost < least->health)
                least = CostlyMove{card, cost, *judged.betterFirst};
        };
        judge({advice.move, advice.winChance, advice.meanScore, advice.winnableShare});
        for (const ActionAdvice& alternative : advice.alternatives)
            judge(alternative);
        if (least && !free)
            out.push_back(*least);
    }
    return out;
}

const CostlyMove* costlyOn(const std::vector<CostlyMove>& moves, Card card)
{
    for (const CostlyMove& move : moves) {
        if (move.card == card)
            return &move;
    }
    return nullptr;
}

std::string costBadgeLine(const CostlyMove& move)
{
    // TRANSLATORS: a chance badge's second line under a card whose best move ties the best chance but loses more
    // health this turn than another order, such as "+5 ♥ lost": {0} how much more health (a number), ♥ the
    // health. Keep it short: the badge is a card wide; its tooltip says it in full.
    return format(trn("+{0} ♥ lost", "+{0} ♥ lost", static_cast<unsigned long>(move.health)), move.health);
}

std::string costlyChanceText(double chance, const CostlyMove& move)
{
    // TRANSLATORS: the tooltip of a chance badge that shows a health cost: {0} the chance, such as "75%"; {1} how much
    // more health the turn loses; {2} the better first move, such as "equip the 8 of Diamonds".
    return format(trn("{0} to win, but {1} health more lost this turn than in the best order, which begins: {2}",
                      "{0} to win, but {1} health more lost this turn than in the best order, which begins: {2}",
                      static_cast<unsigned long>(move.health)),
                  percentText(chance), move.health, hintPhrase(move.betterFirst));
}

} // namespace scoundrel::game
