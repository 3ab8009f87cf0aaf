#pragma once

#include "scoundrel/Rules.h"

#include <string>
#include <string_view>

namespace scoundrel::game {

// The words a player sees for the rules, kept in one place so Settings, the table, the
// result and the high scores all say the same: each variant's title and the label of
// each of its values (Settings' rows and options), and one display name for a whole
// rule set. The engine's names ("equal_or_lower+keep") are for files, not people.

inline constexpr std::string_view kWeaponRuleTitle = "Weapon after a kill";
inline constexpr std::string_view kAvoidRuleTitle = "Avoided rooms";

std::string_view label(WeaponDegradation value);
std::string_view label(AvoidOrder value);

// "Official rules", or the values that differ from them under their titles, such as
// "Weapon after a kill: Equal or lower". Presets, when there are some, are named here.
std::string displayName(const Rules& rules);
// The same for a rule set's stable name (Rules::name(), as the high scores keep it);
// a name this version cannot read is shown as it is.
std::string displayNameOfRuleSet(std::string_view stableName);

} // namespace scoundrel::game
