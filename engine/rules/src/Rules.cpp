#include "scoundrel/Rules.h"

#include "scoundrel/RuleVariants.h"

#include <charconv>

namespace scoundrel {

namespace {

constexpr bool presetsInOrder()
{
    for (std::size_t i = 0; i < kPresets.size(); ++i) {
        if (kPresetNames[i].preset != kPresets[i])
            return false;
    }
    return true;
}
static_assert(presetsInOrder(), "kPresetNames lists the presets in kPresets' order");

// The name of value among names; the first (official) one for a value no table holds.
std::string_view nameAt(std::span<const std::string_view> names, int value)
{
    const auto index = static_cast<std::size_t>(value);
    return value >= 0 && index < names.size() ? names[index] : names.front();
}

template <typename Enum>
std::optional<Enum> parseAmong(std::span<const std::string_view> names, std::string_view text)
{
    const auto value = valueNamed(names, text);
    return value ? std::optional(static_cast<Enum>(*value)) : std::nullopt;
}

// One part of a stable name, "KEY=VALUE" or a bare value of a variant whose values
// stand alone, set in rules; false when it is neither.
bool readNamePart(std::string_view part, Rules& rules, std::span<const RuleVariant> variants)
{
    for (const RuleVariant& variant : variants) {
        if (!variant.nameKey.empty())
            continue;
        if (const auto value = valueNamed(variant.values, part)) {
            variant.set(rules, *value);
            return true;
        }
    }
    const std::size_t equals = part.find('=');
    if (equals == std::string_view::npos)
        return false;
    const std::string_view key = part.substr(0, equals);
    const std::string_view text = part.substr(equals + 1);
    for (const RuleVariant& variant : variants) {
        if (!variant.nameKey.empty() && key == variant.nameKey) {
            const auto value = valueNamed(variant.values, text);
            if (value)
                variant.set(rules, *value);
            return value.has_value();
        }
    }
    int health = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), health);
    if (key != kMaxHealthKey || error != std::errc{} || end != text.data() + text.size() || health < kLowestMaxHealth ||
        health > kHighestMaxHealth)
        return false;
    rules.maxHealth = static_cast<std::uint8_t>(health);
    return true;
}

} // namespace

std::optional<int> valueNamed(std::span<const std::string_view> names, std::string_view text)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == text)
            return static_cast<int>(i);
    }
    return std::nullopt;
}

std::string allowedValues(std::span<const std::string_view> names)
{
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + std::string(names[i]);
    return out;
}

std::string presetList()
{
    std::string out;
    for (const PresetName& preset : kPresetNames)
        out += (out.empty() ? "" : ", ") + std::string(preset.name);
    return out;
}

std::string_view toString(WeaponDegradation value)
{
    return nameAt(kWeaponDegradationNames, static_cast<int>(value));
}

std::string_view toString(AvoidOrder value)
{
    return nameAt(kAvoidOrderNames, static_cast<int>(value));
}

std::string_view toString(AvoidRule value)
{
    return nameAt(kAvoidRuleNames, static_cast<int>(value));
}

std::string_view toString(PotionRule value)
{
    return nameAt(kPotionRuleNames, static_cast<int>(value));
}

std::string_view toString(Preset preset)
{
    return kPresetNames[static_cast<std::size_t>(preset) % kPresetNames.size()].name;
}

std::optional<WeaponDegradation> parseWeaponDegradation(std::string_view text)
{
    return parseAmong<WeaponDegradation>(kWeaponDegradationNames, text);
}

std::optional<AvoidOrder> parseAvoidOrder(std::string_view text)
{
    return parseAmong<AvoidOrder>(kAvoidOrderNames, text);
}

std::optional<AvoidRule> parseAvoidRule(std::string_view text)
{
    return parseAmong<AvoidRule>(kAvoidRuleNames, text);
}

std::optional<PotionRule> parsePotionRule(std::string_view text)
{
    return parseAmong<PotionRule>(kPotionRuleNames, text);
}

std::optional<Preset> parsePreset(std::string_view text)
{
    for (const PresetName& preset : kPresetNames) {
        if (preset.name == text)
            return preset.preset;
    }
    return std::nullopt;
}

std::optional<Preset> Rules::preset() const
{
    for (const Preset preset : kPresets) {
        if (*this == of(preset))
            return preset;
    }
    return std::nullopt;
}

std::string Rules::name() const
{
    return stableName(*this, kRuleVariants);
}

std::string stableName(const Rules& rules, std::span<const RuleVariant> variants)
{
    if (const auto named = rules.preset())
        return std::string(toString(*named));
    const Rules official = Rules::official();
    std::string name;
    const auto add = [&name](std::string_view key, std::string_view value) {
        name += (name.empty() ? "" : "+") + std::string(key) + (key.empty() ? "" : "=") + std::string(value);
    };
    for (const RuleVariant& variant : variants) {
        if (const int value = variant.get(rules); value != variant.get(official))
            add(variant.nameKey, nameAt(variant.values, value));
    }
    if (rules.maxHealth != official.maxHealth)
        add(kMaxHealthKey, std::to_string(rules.maxHealth));
    return name;
}

std::optional<Rules> rulesFromName(std::string_view name)
{
    return rulesFromName(name, kRuleVariants);
}

std::optional<Rules> rulesFromName(std::string_view name, std::span<const RuleVariant> variants)
{
    if (const auto preset = parsePreset(name))
        return Rules::of(*preset);
    if (name.empty())
        return std::nullopt;
    Rules rules;
    while (true) {
        const std::size_t plus = name.find('+');
        if (!readNamePart(name.substr(0, plus), rules, variants))
            return std::nullopt;
        if (plus == std::string_view::npos)
            return rules;
        name = name.substr(plus + 1);
    }
}

} // namespace scoundrel
