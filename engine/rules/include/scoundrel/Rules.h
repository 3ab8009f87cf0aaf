#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace scoundrel {

// When a weapon that has slain may be used again: on monsters strictly lower than its
// last kill (official), also on equal ones, or on any monster (no wear).
enum class WeaponDegradation : std::uint8_t { Strict, EqualOrLower, None };

// What happens to an avoided room's cards before they go under the dungeon.
enum class AvoidOrder : std::uint8_t { Keep, Shuffle };

// When a room may be avoided: not twice in a row (official), every turn, or never.
enum class AvoidRule : std::uint8_t { NotTwice, Unlimited, Never };

// Which potions heal: the first of each turn (official), or every one.
enum class PotionRule : std::uint8_t { OnePerTurn, Every };

inline constexpr int kOfficialMaxHealth = 20;
// The range rules.md allows for max_health.
inline constexpr int kLowestMaxHealth = 1;
inline constexpr int kHighestMaxHealth = 30;

// The named rule sets of rules.md, "Rule sets and presets".
enum class Preset : std::uint8_t { Official, Relentless, Frail, Gentle };
inline constexpr std::array<Preset, 4> kPresets{Preset::Official, Preset::Relentless, Preset::Frail, Preset::Gentle};

// The rule set: the variant choices of rules.md. Everything else is fixed.
struct Rules {
    WeaponDegradation weaponDegradation = WeaponDegradation::Strict;
    AvoidOrder avoidOrder = AvoidOrder::Keep;
    AvoidRule avoid = AvoidRule::NotTwice;
    PotionRule potions = PotionRule::OnePerTurn;
    std::uint8_t maxHealth = kOfficialMaxHealth; // health starts here and never exceeds it

    static constexpr Rules official() { return Rules{}; }
    static constexpr Rules of(Preset preset)
    {
        Rules rules;
        if (preset == Preset::Relentless)
            rules.avoid = AvoidRule::Never;
        if (preset == Preset::Frail)
            rules.maxHealth = 14;
        if (preset == Preset::Gentle) {
            rules.weaponDegradation = WeaponDegradation::EqualOrLower;
            rules.potions = PotionRule::Every;
            rules.avoid = AvoidRule::Unlimited;
        }
        return rules;
    }

    // Whether a room may be avoided at all under these rules (not Relentless's never).
    constexpr bool mayAvoid() const { return avoid != AvoidRule::Never; }

    // The preset these rules equal, if any.
    std::optional<Preset> preset() const;

    // The preset's name when the rules equal one, otherwise the non-official values
    // joined by '+' as rules.md says, such as "equal_or_lower+shuffle" or
    // "none+avoid=never+max_health=14"; stable, so scores can be grouped by it.
    std::string name() const;

    bool operator==(const Rules&) const = default;
};

std::string_view toString(WeaponDegradation value);
std::string_view toString(AvoidOrder value);
std::string_view toString(AvoidRule value);
std::string_view toString(PotionRule value);
// The preset's name in files and the CLI (kPresetNames, RuleVariants.h).
std::string_view toString(Preset preset);

std::optional<WeaponDegradation> parseWeaponDegradation(std::string_view text);
std::optional<AvoidOrder> parseAvoidOrder(std::string_view text);
std::optional<AvoidRule> parseAvoidRule(std::string_view text);
std::optional<PotionRule> parsePotionRule(std::string_view text);
std::optional<Preset> parsePreset(std::string_view text);

// The rules a stable name (Rules::name()) stands for; also reads the two names
// versions before the presets wrote ("equal_or_lower+keep", "strict+shuffle"), so old
// high scores find their group. Nothing for a name no version wrote.
std::optional<Rules> rulesFromName(std::string_view name);

} // namespace scoundrel
