#include "scoundrel/Rules.h"

#include <charconv>

namespace scoundrel {

namespace {

template <typename Enum, std::size_t N>
std::optional<Enum> parseAmong(std::string_view text, const std::array<Enum, N>& values)
{
    for (const Enum value : values) {
        if (toString(value) == text)
            return value;
    }
    return std::nullopt;
}

constexpr std::array kWeaponValues{WeaponDegradation::Strict, WeaponDegradation::EqualOrLower, WeaponDegradation::None};
constexpr std::array kAvoidOrderValues{AvoidOrder::Keep, AvoidOrder::Shuffle};
constexpr std::array kAvoidValues{AvoidRule::NotTwice, AvoidRule::Unlimited, AvoidRule::Never};
constexpr std::array kPotionValues{PotionRule::OnePerTurn, PotionRule::Every};

// One part of a stable name, "KEY=VALUE" or a bare weapon or avoid-order value, set in
// rules; false when it is neither.
bool readNamePart(std::string_view part, Rules& rules)
{
    if (const auto weapon = parseWeaponDegradation(part)) {
        rules.weaponDegradation = *weapon;
        return true;
    }
    if (const auto order = parseAvoidOrder(part)) {
        rules.avoidOrder = *order;
        return true;
    }
    const std::size_t equals = part.find('=');
    if (equals == std::string_view::npos)
        return false;
    const std::string_view key = part.substr(0, equals);
    const std::string_view value = part.substr(equals + 1);
    if (key == "avoid") {
        const auto avoid = parseAvoidRule(value);
        rules.avoid = avoid.value_or(rules.avoid);
        return avoid.has_value();
    }
    if (key == "potions") {
        const auto potions = parsePotionRule(value);
        rules.potions = potions.value_or(rules.potions);
        return potions.has_value();
    }
    int health = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), health);
    if (key != "max_health" || error != std::errc{} || end != value.data() + value.size() ||
        health < kLowestMaxHealth || health > kHighestMaxHealth)
        return false;
    rules.maxHealth = static_cast<std::uint8_t>(health);
    return true;
}

} // namespace

std::string_view toString(WeaponDegradation value)
{
    switch (value) {
    case WeaponDegradation::Strict:
        return "strict";
    case WeaponDegradation::EqualOrLower:
        return "equal_or_lower";
    case WeaponDegradation::None:
        return "none";
    }
    return "strict";
}

std::string_view toString(AvoidOrder value)
{
    return value == AvoidOrder::Keep ? "keep" : "shuffle";
}

std::string_view toString(AvoidRule value)
{
    switch (value) {
    case AvoidRule::NotTwice:
        return "not_twice";
    case AvoidRule::Unlimited:
        return "unlimited";
    case AvoidRule::Never:
        return "never";
    }
    return "not_twice";
}

std::string_view toString(PotionRule value)
{
    return value == PotionRule::OnePerTurn ? "one_per_turn" : "every";
}

std::string_view toString(Preset preset)
{
    switch (preset) {
    case Preset::Official:
        return "official";
    case Preset::Relentless:
        return "relentless";
    case Preset::Frail:
        return "frail";
    case Preset::Gentle:
        return "gentle";
    }
    return "official";
}

std::string_view title(Preset preset)
{
    switch (preset) {
    case Preset::Official:
        return "Official";
    case Preset::Relentless:
        return "Relentless";
    case Preset::Frail:
        return "Frail";
    case Preset::Gentle:
        return "Gentle";
    }
    return "Official";
}

std::optional<WeaponDegradation> parseWeaponDegradation(std::string_view text)
{
    return parseAmong(text, kWeaponValues);
}

std::optional<AvoidOrder> parseAvoidOrder(std::string_view text)
{
    return parseAmong(text, kAvoidOrderValues);
}

std::optional<AvoidRule> parseAvoidRule(std::string_view text)
{
    return parseAmong(text, kAvoidValues);
}

std::optional<PotionRule> parsePotionRule(std::string_view text)
{
    return parseAmong(text, kPotionValues);
}

std::optional<Preset> parsePreset(std::string_view text)
{
    return parseAmong(text, kPresets);
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
    if (const auto named = preset())
        return std::string(toString(*named));
    const Rules official = Rules::official();
    std::string name;
    const auto add = [&name](std::string_view part) { name += (name.empty() ? "" : "+") + std::string(part); };
    if (weaponDegradation != official.weaponDegradation)
        add(toString(weaponDegradation));
    if (avoidOrder != official.avoidOrder)
        add(toString(avoidOrder));
    if (avoid != official.avoid)
        add("avoid=" + std::string(toString(avoid)));
    if (potions != official.potions)
        add("potions=" + std::string(toString(potions)));
    if (maxHealth != official.maxHealth)
        add("max_health=" + std::to_string(maxHealth));
    return name;
}

std::optional<Rules> rulesFromName(std::string_view name)
{
    if (const auto preset = parsePreset(name))
        return Rules::of(*preset);
    if (name.empty())
        return std::nullopt;
    Rules rules;
    while (true) {
        const std::size_t plus = name.find('+');
        if (!readNamePart(name.substr(0, plus), rules))
            return std::nullopt;
        if (plus == std::string_view::npos)
            return rules;
        name = name.substr(plus + 1);
    }
}

} // namespace scoundrel
