#include "scoundrel/Run.h"

#include "scoundrel/IllegalEnglish.h"

namespace scoundrel {

Run::Run(RunRecord record, GameState state) : m_record(std::move(record)), m_state(state)
{
}

std::optional<Run> Run::start(const RunRecord& record, std::string* error)
{
    auto state = initialState(record, error);
    if (!state)
        return std::nullopt;
    Run run(RunRecord{record.rules, record.deal, {}}, *state);
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const ApplyResult result = run.play(record.actions[i]);
        if (result.illegal != Illegal::None) {
            if (error)
                *error = "move " + std::to_string(i + 1) + " (" + toToken(record.actions[i]) +
                    "): " + inEnglish(reasonFor(run.m_state, record.actions[i], result.illegal));
            return std::nullopt;
        }
    }
    return run;
}

ApplyResult Run::play(Action action)
{
    ApplyResult result = apply(m_state, action);
    if (result.illegal != Illegal::None)
        return result;
    m_turnHistory.push_back(m_state);
    if (result.state.turn != m_state.turn)
        m_turnHistory.clear();
    m_state = result.state;
    m_record.actions.push_back(action);
    return result;
}

bool Run::canUndo() const
{
    return !m_turnHistory.empty() && !m_state.over();
}

bool Run::undo()
{
    if (!canUndo())
        return false;
    m_state = m_turnHistory.back();
    m_turnHistory.pop_back();
    m_record.actions.pop_back();
    return true;
}

} // namespace scoundrel
