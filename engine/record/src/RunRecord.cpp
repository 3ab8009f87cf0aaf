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

namespace {

std::optional<GameState> replaySteps(const RunRecord& record, ReplayProblem& problem, const ReplayStep& step)
{
    problem = {};
    if (!record.deal.seed) {
        problem.deal = validateDungeon(record.deal.cards);
        if (problem.deal)
            return std::nullopt;
    }
    auto state = initialState(record);
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const Action action = record.actions[i];
        const Illegal why = check(*state, action);
        if (why != Illegal::None) {
            problem.move = i + 1;
            problem.action = action;
            problem.reason = reasonFor(*state, action, why);
            return std::nullopt;
        }
        applyChecked(*state, action, nullptr);
        if (step && !step(i, action, *state))
            return std::nullopt;
    }
    return state;
}

} // namespace

std::optional<GameState> replay(const RunRecord& record, std::string* error)
{
    return replay(record, error, {});
}

std::optional<GameState> replay(const RunRecord& record, ReplayProblem& problem)
{
    return replaySteps(record, problem, {});
}

std::optional<GameState> replay(const RunRecord& record, std::string* error, const ReplayStep& step)
{
    ReplayProblem problem;
    auto state = replaySteps(record, problem, step);
    if (problem && error)
        *error = inEnglish(problem);
    return state;
}

} // namespace scoundrel
