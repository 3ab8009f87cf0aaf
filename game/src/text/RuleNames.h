#pragma once

#include "scoundrel/RuleVariants.h"
#include "scoundrel/Rules.h"

#include "text/Translate.h"

#include <array>
#include <span>
#include <string>
#include <string_view>

namespace scoundrel::game {

// The words a player sees for the rules, kept in one place so Settings, the table, the
// result and the high scores all say the same: each variant's title and the label of
// each of its values (Settings' rows and options, with the line explaining each), and
// one display name for a whole rule set. The engine's names ("equal_or_lower+shuffle")
// are for files, not people; these tables are keyed by the engine's values, and a value
// without words fails to compile. The tables hold the English, marked for the catalogue
// (trMark); what is shown goes through tr, as the functions below do.

// One value's words: its label, and the line Settings shows under the row.
struct ValueWords {
    std::string_view label;
    std::string_view explanation;
};

// A rule variant as files name it (the engine's table) and as the player reads it.
struct VariantWords {
    RuleVariant variant;
    std::string_view title;
    std::span<const ValueWords> values; // in the engine's order: the index is the value
};

inline constexpr std::array<ValueWords, 3> kWeaponDegradationWords{{
    {trMark("Strictly lower"), trMark("Official: it only hits monsters below its last kill.")},
    {trMark("Equal or lower"), trMark("Easier: it also hits a monster equal to its last kill.")},
    {trMark("Any monster"), trMark("Easiest: it hits any monster, whatever it slew before.")},
}};
inline constexpr std::array<ValueWords, 2> kAvoidOrderWords{{
    {trMark("Keep order"), trMark("Official: the four cards go under the dungeon in slot order.")},
    {trMark("Shuffle"), trMark("The four cards are shuffled before they go under the dungeon.")},
}};
inline constexpr std::array<ValueWords, 3> kAvoidRuleWords{{
    {trMark("Not twice in a row"), trMark("Official: a room may be avoided, but not two in a row.")},
    {trMark("Any time"), trMark("Easier: any room may be avoided, turn after turn.")},
    {trMark("Never"), trMark("Harder: no room may be avoided.")},
}};
inline constexpr std::array<ValueWords, 2> kPotionRuleWords{{
    {trMark("One per turn"), trMark("Official: only the first potion of a turn heals.")},
    {trMark("Every potion"), trMark("Easier: every potion heals.")},
}};
static_assert(kWeaponDegradationWords.size() == kWeaponDegradationNames.size(), "every weapon rule has words");
static_assert(kAvoidOrderWords.size() == kAvoidOrderNames.size(), "every avoid order has words");
static_assert(kAvoidRuleWords.size() == kAvoidRuleNames.size(), "every avoid rule has words");
static_assert(kPotionRuleWords.size() == kPotionRuleNames.size(), "every potion rule has words");

// The variants in the engine's order (kRuleVariants).
inline constexpr std::array<VariantWords, 4> kVariantWords{{
    {kRuleVariants[0], trMark("Weapon after a kill"), kWeaponDegradationWords},
    {kRuleVariants[1], trMark("Avoided rooms"), kAvoidOrderWords},
    {kRuleVariants[2], trMark("Avoiding"), kAvoidRuleWords},
    {kRuleVariants[3], trMark("Potions"), kPotionRuleWords},
}};
inline constexpr std::string_view kMaxHealthTitle = trMark("Health");

constexpr bool variantWordsMatchTheEngine()
{
    if (kVariantWords.size() != kRuleVariants.size())
        return false;
    for (std::size_t i = 0; i < kVariantWords.size(); ++i) {
        if (kVariantWords[i].variant.key != kRuleVariants[i].key ||
            kVariantWords[i].values.size() != kRuleVariants[i].values.size())
            return false;
    }
    return true;
}
static_assert(variantWordsMatchTheEngine(), "every engine variant has its words, in the engine's order");

// One line on what each preset changes, for whoever presents the modes (kPresets' order).
inline constexpr std::array<std::string_view, kPresetNames.size()> kPresetDescriptions{
    trMark("The game as written in 2011."),
    trMark("No running: every room must be faced."),
    trMark("A short life: you start and stay at 14 health or less."),
    trMark("For learning: avoid any room, every potion heals, a weapon also hits its last kill's equal."),
};

inline constexpr std::string_view kWeaponRuleTitle = kVariantWords[0].title;
inline constexpr std::string_view kAvoidRuleTitle = kVariantWords[1].title;
inline constexpr std::string_view kAvoidingTitle = kVariantWords[2].title;
inline constexpr std::string_view kPotionsTitle = kVariantWords[3].title;

// A value's label in words's table (its first for a value the table lacks).
std::string_view labelIn(const VariantWords& words, int value);
std::string_view label(WeaponDegradation value);
std::string_view label(AvoidOrder value);
std::string_view label(AvoidRule value);
std::string_view label(PotionRule value);

// A preset's name ("Official", "Relentless", "Frail", "Gentle"), or the values that
// differ from the official rules under their titles, such as "Weapon after a kill:
// Equal or lower".
std::string displayName(const Rules& rules);
// The same, shorter, for a line too narrow for displayName: the values without their
// titles, such as "Custom: Any monster · Shuffle · Any time · Every potion · Health 25".
std::string compactName(const Rules& rules);
// The same for a rule set's stable name (Rules::name(), as the high scores keep it);
// a name this version cannot read is shown as it is.
std::string displayNameOfRuleSet(std::string_view stableName);
// One line on what the preset changes, for whoever presents the modes.
std::string_view description(Preset preset);
// The preset's name in the player's language ("Official", "Relentless"...); the engine
// knows a preset by its id only (toString(preset), "relentless"), the CLI words it in its
// own English (scoundrel/IllegalEnglish.h).
std::string_view presetTitle(Preset preset);

} // namespace scoundrel::game
