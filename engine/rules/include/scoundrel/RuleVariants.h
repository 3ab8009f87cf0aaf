#pragma once

#include "scoundrel/Rules.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace scoundrel {

// The rule variants and presets as files and the command line name them, each written
// once here: the readers, writers, stable names and every message listing the allowed
// values read these tables. The words a player sees are the game's (RuleNames), keyed
// by the same values.

// Each variant's values as files write them, in the enum's order (the official one first).
inline constexpr std::array<std::string_view, 3> kWeaponDegradationNames{"strict", "equal_or_lower", "none"};
inline constexpr std::array<std::string_view, 2> kAvoidOrderNames{"keep", "shuffle"};
inline constexpr std::array<std::string_view, 3> kAvoidRuleNames{"not_twice", "unlimited", "never"};
inline constexpr std::array<std::string_view, 2> kPotionRuleNames{"one_per_turn", "every"};

// One variant of a rules object: its key there, the key its value takes in a stable
// name (empty when the value stands alone, as "shuffle" does), its values' names (the
// index is the value), and how to read and set it in a Rules.
struct RuleVariant {
    std::string_view key;
    std::string_view nameKey;
    std::span<const std::string_view> values;
    int (*get)(const Rules&);
    void (*set)(Rules&, int);
};

// The enum variants in the order files write them; max_health, a number, follows them.
inline constexpr std::array<RuleVariant, 4> kRuleVariants{{
    {"weapon_degradation", "", kWeaponDegradationNames,
     [](const Rules& r) { return static_cast<int>(r.weaponDegradation); },
     [](Rules& r, int v) { r.weaponDegradation = static_cast<WeaponDegradation>(v); }},
    {"avoid_order", "", kAvoidOrderNames, [](const Rules& r) { return static_cast<int>(r.avoidOrder); },
     [](Rules& r, int v) { r.avoidOrder = static_cast<AvoidOrder>(v); }},
    {"avoid", "avoid", kAvoidRuleNames, [](const Rules& r) { return static_cast<int>(r.avoid); },
     [](Rules& r, int v) { r.avoid = static_cast<AvoidRule>(v); }},
    {"potions", "potions", kPotionRuleNames, [](const Rules& r) { return static_cast<int>(r.potions); },
     [](Rules& r, int v) { r.potions = static_cast<PotionRule>(v); }},
}};
inline constexpr std::string_view kMaxHealthKey = "max_health";

// A preset: its name in files and on the command line, an id. Its title in sentences is
// a word, made above the rules: the game's catalogue (game/src/text/RuleNames.h,
// presetTitle) and the CLI's English (scoundrel/IllegalEnglish.h).
struct PresetName {
    Preset preset;
    std::string_view name;
};
inline constexpr std::array<PresetName, kPresets.size()> kPresetNames{{{Preset::Official, "official"},
                                                                       {Preset::Relentless, "relentless"},
                                                                       {Preset::Frail, "frail"},
                                                                       {Preset::Gentle, "gentle"}}};

// The value named text among names, if it is one.
std::optional<int> valueNamed(std::span<const std::string_view> names, std::string_view text);
// "strict, equal_or_lower or none": the values a message says are allowed.
std::string allowedValues(std::span<const std::string_view> names);
// "official, relentless, frail, gentle": the presets as the command lines list them.
std::string presetList();

// Rules::name() and rulesFromName() over a given table of variants.
std::string stableName(const Rules& rules, std::span<const RuleVariant> variants);
std::optional<Rules> rulesFromName(std::string_view name, std::span<const RuleVariant> variants);

} // namespace scoundrel
