#pragma once

#include "scoundrel/Rules.h"

namespace scoundrel::game::test {

// Rules that are no preset and differ from the official ones in every variant: the
// longest rules strip on the table and the longest rules line in Statistics.
inline Rules manyCustomRules()
{
    Rules custom;
    custom.weaponDegradation = WeaponDegradation::None;
    custom.avoidOrder = AvoidOrder::Shuffle;
    custom.avoid = AvoidRule::Unlimited;
    custom.potions = PotionRule::Every;
    custom.maxHealth = 25;
    return custom;
}

} // namespace scoundrel::game::test
