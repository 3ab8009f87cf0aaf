#include "text/RuleNames.h"

namespace scoundrel::game {

std::string_view labelIn(const VariantWords& words, int value)
{
    const auto index = static_cast<std::size_t>(value);
    return (value >= 0 && index < words.values.size() ? words.values[index] : words.values.front()).label;
}

std::string_view label(WeaponDegradation value)
{
    return labelIn(kVariantWords[0], static_cast<int>(value));
}

std::string_view label(AvoidOrder value)
{
    return labelIn(kVariantWords[1], static_cast<int>(value));
}

std::string_view label(AvoidRule value)
{
    return labelIn(kVariantWords[2], static_cast<int>(value));
}

std::string_view label(PotionRule value)
{
    return labelIn(kVariantWords[3], static_cast<int>(value));
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
    for (const VariantWords& words : kVariantWords) {
        if (const int value = words.variant.get(rules); value != words.variant.get(official))
            add(words.title, labelIn(words, value));
    }
    if (rules.maxHealth != official.maxHealth)
        add(kMaxHealthTitle, std::to_string(rules.maxHealth));
    return name;
}

std::string compactName(const Rules& rules)
{
    if (const auto preset = rules.preset())
        return std::string(title(*preset));
    const Rules official = Rules::official();
    std::string name = "Custom:";
    std::string_view separator = " ";
    for (const VariantWords& words : kVariantWords) {
        if (const int value = words.variant.get(rules); value != words.variant.get(official)) {
            name += std::string(separator) + std::string(labelIn(words, value));
            separator = " · ";
        }
    }
    if (rules.maxHealth != official.maxHealth)
        name += std::string(separator) + std::string(kMaxHealthTitle) + " " + std::to_string(rules.maxHealth);
    return name;
}

std::string displayNameOfRuleSet(std::string_view stableName)
{
    const auto rules = rulesFromName(stableName);
    return rules ? displayName(*rules) : std::string(stableName);
}

std::string_view description(Preset preset)
{
    const auto index = static_cast<std::size_t>(preset);
    return index < kPresetDescriptions.size() ? kPresetDescriptions[index] : "";
}

} // namespace scoundrel::game
