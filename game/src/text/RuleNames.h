#pragma once

#include "scoundrel/Rules.h"

#include <string>
#include <string_view>

namespace scoundrel::game {

// The words a player sees for the rules, kept in one place so Settings, the table, the
// result and the high scores all say the same: each variant's title and the label of
// each of its values (Settings' rows and options), and one display name for a whole
// rule set. The engine's names ("equal_or_lower+shuffle") are for files, not people.

inline constexpr std::string_view kWeaponRuleTitle = "Weapon after a kill";
inline constexpr std::string_view kAvoidRuleTitle = "Avoided rooms";
inline constexpr std::string_view kAvoidingTitle = "Avoiding";
inline constexpr std::string_view kPotionsTitle = "Potions";
inline constexpr std::string_view kMaxHealthTitle = "Health";

std::string_view label(WeaponDegradation value);
std::string_view label(AvoidOrder value);
std::string_view label(AvoidRule value);
std::string_view label(PotionRule value);

// A preset's name ("Official", "Relentless", "Frail", "Gentle"), or the values that
// differ from the official rules under their titles, such as "Weapon after a kill:
// Equal or lower".
std::string displayName(const Rules& rules);
// The same for a rule set's stable name (Rules::name(), as the high scores keep it);
// a name this version cannot read is shown as it is.
std::string displayNameOfRuleSet(std::string_view stableName);
// One line on what the preset changes, for whoever presents the modes.
std::string_view description(Preset preset);

} // namespace scoundrel::game
