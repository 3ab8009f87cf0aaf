#include "scoundrel/Rules.h"

namespace scoundrel {

std::string_view toString(WeaponDegradation value)
{
    return value == WeaponDegradation::Strict ? "strict" : "equal_or_lower";
}

std::string_view toString(AvoidOrder value)
{
    return value == AvoidOrder::Keep ? "keep" : "shuffle";
}

std::optional<WeaponDegradation> parseWeaponDegradation(std::string_view text)
{
    if (text == "strict")
        return WeaponDegradation::Strict;
    if (text == "equal_or_lower")
        return WeaponDegradation::EqualOrLower;
    return std::nullopt;
}

std::optional<AvoidOrder> parseAvoidOrder(std::string_view text)
{
    if (text == "keep")
        return AvoidOrder::Keep;
    if (text == "shuffle")
        return AvoidOrder::Shuffle;
    return std::nullopt;
}

std::string Rules::name() const
{
    if (*this == official())
        return "official";
    return std::string(toString(weaponDegradation)) + "+" + std::string(toString(avoidOrder));
}

} // namespace scoundrel
