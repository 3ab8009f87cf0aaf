#include "core/RuleNames.h"

#include <optional>

namespace scoundrel::game {

namespace {

// Reads a stable name back: "official", or variant values joined by '+' (each value
// belongs to one variant; a missing variant has its official value).
std::optional<Rules> rulesNamed(std::string_view name)
{
    Rules rules = Rules::official();
    if (name == "official")
        return rules;
    while (!name.empty()) {
        const std::size_t plus = name.find('+');
        const std::string_view part = name.substr(0, plus);
        if (const auto weapon = parseWeaponDegradation(part))
            rules.weaponDegradation = *weapon;
        else if (const auto avoid = parseAvoidOrder(part))
            rules.avoidOrder = *avoid;
        else
            return std::nullopt;
        name = plus == std::string_view::npos ? std::string_view{} : name.substr(plus + 1);
    }
    return rules;
}

} // namespace

std::string_view label(WeaponDegradation value)
{
    return value == WeaponDegradation::Strict ? "Strictly lower" : "Equal or lower";
}

std::string_view label(AvoidOrder value)
{
    return value == AvoidOrder::Keep ? "Keep order" : "Shuffle";
}

std::string displayName(const Rules& rules)
{
    if (rules == Rules::official())
        return "Official rules";
    std::string name;
    const auto add = [&name](std::string_view title, std::string_view value) {
        name += std::string(name.empty() ? "" : " · ") + std::string(title) + ": " + std::string(value);
    };
    if (rules.weaponDegradation != Rules::official().weaponDegradation)
        add(kWeaponRuleTitle, label(rules.weaponDegradation));
    if (rules.avoidOrder != Rules::official().avoidOrder)
        add(kAvoidRuleTitle, label(rules.avoidOrder));
    return name;
}

std::string displayNameOfRuleSet(std::string_view stableName)
{
    const auto rules = rulesNamed(stableName);
    return rules ? displayName(*rules) : std::string(stableName);
}

} // namespace scoundrel::game
