#include "text/RuleNames.h"

#include "text/Format.h"

namespace scoundrel::game {

std::string_view labelIn(const VariantWords& words, int value)
{
    const auto index = static_cast<std::size_t>(value);
    return tr((value >= 0 && index < words.values.size() ? words.values[index] : words.values.front()).label);
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
        return std::string(presetTitle(*preset));
    const Rules official = Rules::official();
    std::string name;
    const auto add = [&name](std::string_view what, const std::string& value) {
        // TRANSLATORS: a rule's title and its value, "Potions: Every potion".
        const std::string item = format(tr("{0}: {1}"), tr(what), value);
        name = name.empty() ? item : format(tr("{0} · {1}"), name, item);
    };
    for (const VariantWords& words : kVariantWords) {
        if (const int value = words.variant.get(rules); value != words.variant.get(official))
            add(words.title, std::string(labelIn(words, value)));
    }
    if (rules.maxHealth != official.maxHealth)
        add(kMaxHealthTitle, std::to_string(rules.maxHealth));
    return name;
}

std::string compactName(const Rules& rules)
{
    if (const auto preset = rules.preset())
        return std::string(presetTitle(*preset));
    const Rules official = Rules::official();
    std::string values;
    const auto add = [&values](const std::string& value) {
        // TRANSLATORS: two items of a list of rules, "Shuffle · Any time".
        values = values.empty() ? value : format(tr("{0} · {1}"), values, value);
    };
    for (const VariantWords& words : kVariantWords) {
        if (const int value = words.variant.get(rules); value != words.variant.get(official))
            add(std::string(labelIn(words, value)));
    }
    if (rules.maxHealth != official.maxHealth)
        add(format(tr("Health {0}"), rules.maxHealth));
    // TRANSLATORS: the rule values that differ from the official ones, "Custom: Shuffle · Any time".
    return format(tr("Custom: {0}"), values);
}

std::string displayNameOfRuleSet(std::string_view stableName)
{
    const auto rules = rulesFromName(stableName);
    return rules ? displayName(*rules) : std::string(stableName);
}

std::string_view description(Preset preset)
{
    const auto index = static_cast<std::size_t>(preset);
    return index < kPresetDescriptions.size() ? tr(kPresetDescriptions[index]) : "";
}

std::string_view presetTitle(Preset preset)
{
    // In kPresets' order; the engine names a preset only by its id (kPresetNames). A mode's
    // name, in a context of its own: an adjective agrees with "mode" where a language has
    // genders (French "Doux", not the "Douce" of a run), and Relentless and Frail are also
    // achievements' titles.
    constexpr std::string_view kContext = "mode";
    constexpr std::array<std::string_view, kPresetNames.size()> kTitles{
        trcMark("mode", "Official"), trcMark("mode", "Relentless"), trcMark("mode", "Frail"),
        trcMark("mode", "Gentle")};
    const auto index = static_cast<std::size_t>(preset);
    return index < kTitles.size() ? trc(kContext, kTitles[index]) : toString(preset);
}

} // namespace scoundrel::game
