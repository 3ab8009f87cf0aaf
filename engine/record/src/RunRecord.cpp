#include "scoundrel/RunRecord.h"

#include "scoundrel/Engine.h"
#include "scoundrel/IllegalEnglish.h"

namespace scoundrel {

std::optional<GameState> initialState(const RunRecord& record, std::string* error)
{
    if (record.deal.seed)
        return newGame(record.rules, *record.deal.seed);
    if (const InputProblem why = validateDungeon(record.deal.cards)) {
        if (error)
            *error = inEnglish(why);
        return std::nullopt;
    }
    return newGame(record.rules, record.deal.cards);
}

std::optional<GameState> replay(const RunRecord& record, std::string* error)
{
    return replay(record, error, {});
}

std::optional<GameState> replay(const RunRecord& record, std::string* error, const ReplayStep& step)
{
    auto state = initialState(record, error);
    if (!state)
        return std::nullopt;
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const Action action = record.actions[i];
        const Illegal why = check(*state, action);
        if (why != Illegal::None) {
            if (error)
                *error = "move " + std::to_string(i + 1) + " (" + toToken(action) +
                    "): " + inEnglish(reasonFor(*state, action, why));
            return std::nullopt;
        }
        applyChecked(*state, action, nullptr);
        if (step && !step(i, action, *state))
            return std::nullopt;
    }
    return state;
}

} // namespace scoundrel
