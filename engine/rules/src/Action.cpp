#include "scoundrel/Action.h"

#include "scoundrel/InputProblem.h"

#include <algorithm>
#include <cctype>

namespace scoundrel {

std::string toToken(Action action)
{
    switch (action.kind) {
    case ActionKind::Avoid:
        return "avoid";
    case ActionKind::Face:
        return action.card.name();
    case ActionKind::FightBare:
        return action.card.name() + ":bare";
    case ActionKind::FightWeapon:
        return action.card.name() + ":weapon";
    case ActionKind::Abandon:
        return "abandon";
    }
    return "?";
}

std::optional<Action> parseToken(std::string_view token, InputProblem* problem)
{
    std::string lower(token);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "avoid")
        return Action::avoid();
    if (lower == "abandon")
        return Action::abandon();
    const auto colon = lower.find(':');
    const std::string_view cardText = std::string_view(token).substr(0, colon);
    InputProblem cardProblem;
    const auto card = parseCard(cardText, &cardProblem);
    if (!card) {
        if (problem) {
            *problem = std::move(cardProblem);
            problem->token = std::string(token);
        }
        return std::nullopt;
    }
    if (colon == std::string::npos)
        return card->isMonster() ? Action::fightBare(*card) : Action::face(*card);
    const std::string_view how = std::string_view(lower).substr(colon + 1);
    if (how == "bare")
        return Action::fightBare(*card);
    if (how == "weapon")
        return Action::fightWeapon(*card);
    if (problem)
        *problem = InputProblem{InputFault::NoFightAfterCard, {}, std::string(token), {}};
    return std::nullopt;
}

} // namespace scoundrel
