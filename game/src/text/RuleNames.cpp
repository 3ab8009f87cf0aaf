#include "text/RuleNames.h"

namespace scoundrel::game {

std::string_view label(WeaponDegradation value)
{
    switch (value) {
    case WeaponDegradation::Strict:
        return "Strictly lower";
    case WeaponDegradation::EqualOrLower:
        return "Equal or lower";
    case WeaponDegradation::None:
        return "Any monster";
    }
    return "Strictly lower";
}

std::string_view label(AvoidOrder value)
{
    return value == AvoidOrder::Keep ? "Keep order" : "Shuffle";
}

std::string_view label(AvoidRule value)
{
    switch (value) {
    case AvoidRule::NotTwice:
        return "Not twice in a row";
    case AvoidRule::Unlimited:
        return "Any time";
    case AvoidRule::Never:
        return "Never";
    }
    return "Not twice in a row";
}

std::string_view label(PotionRule value)
{
    return value == PotionRule::OnePerTurn ? "One per turn" : "Every potion";
}

std::string displayName(const Rules& rules)
{
    if (const auto preset = rules.preset())
        return std::string(title(*preset));
    const Rules official = Rules::official();
    std::string name;
    const auto add = [&name](std::string_view what, std::string_view value) {
        name += std::string(name.empty() ? "" : " · ") + std::string(what) + ": " + std::string(value);
    };
    if (rules.weaponDegradation != official.weaponDegradation)
        add(kWeaponRuleTitle, label(rules.weaponDegradation));
    if (rules.avoidOrder != official.avoidOrder)
        add(kAvoidRuleTitle, label(rules.avoidOrder));
    if (rules.avoid != official.avoid)
        add(kAvoidingTitle, label(rules.avoid));
    if (rules.potions != official.potions)
        add(kPotionsTitle, label(rules.potions));
    if (rules.maxHealth != official.maxHealth)
        add(kMaxHealthTitle, std::to_string(rules.maxHealth));
    return name;
}

std::string displayNameOfRuleSet(std::string_view stableName)
{
    const auto rules = rulesFromName(stableName);
    return rules ? displayName(*rules) : std::string(stableName);
}

std::string_view description(Preset preset)
{
    switch (preset) {
    case Preset::Official:
        return "The game as written in 2011.";
    case Preset::Relentless:
        return "No running: every room must be faced.";
    case Preset::Frail:
        return "A short life: you start and stay at 14 health or less.";
    case Preset::Gentle:
        return "For learning: avoid any room, every potion heals, a weapon also hits its last kill's equal.";
    }
    return "";
}

} // namespace scoundrel::game
