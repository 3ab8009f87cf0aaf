#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace scoundrel {

// When a weapon that has slain may be used again: on monsters strictly lower than its
// last kill (official), or also on equal ones.
enum class WeaponDegradation : std::uint8_t { Strict, EqualOrLower };

// What happens to an avoided room's cards before they go under the dungeon.
enum class AvoidOrder : std::uint8_t { Keep, Shuffle };

// The rule set: the variant choices of rules.md. Everything else is fixed.
struct Rules {
    WeaponDegradation weaponDegradation = WeaponDegradation::Strict;
    AvoidOrder avoidOrder = AvoidOrder::Keep;

    static constexpr Rules official() { return Rules{}; }

    // "official" for the official preset, otherwise a name made of the variant values,
    // such as "equal_or_lower+shuffle"; stable, so scores can be grouped by it.
    std::string name() const;

    bool operator==(const Rules&) const = default;
};

std::string_view toString(WeaponDegradation value);
std::string_view toString(AvoidOrder value);
std::optional<WeaponDegradation> parseWeaponDegradation(std::string_view text);
std::optional<AvoidOrder> parseAvoidOrder(std::string_view text);

} // namespace scoundrel
