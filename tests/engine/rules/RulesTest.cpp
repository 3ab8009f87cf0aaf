#include "TestSupport.h"

namespace scoundrel {
namespace {

using test::rulesOf;

TEST(Rules, OfficialIsStrictWeaponAndKeptAvoidOrder)
{
    const Rules rules = Rules::official();
    EXPECT_EQ(rules.weaponDegradation, WeaponDegradation::Strict);
    EXPECT_EQ(rules.avoidOrder, AvoidOrder::Keep);
    EXPECT_EQ(Rules{}, Rules::official());
}

TEST(Rules, NameIsOfficialOrTheVariantValues)
{
    EXPECT_EQ(Rules::official().name(), "official");
    EXPECT_EQ(rulesOf(WeaponDegradation::EqualOrLower).name(), "equal_or_lower+keep");
    EXPECT_EQ(rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle).name(), "strict+shuffle");
    EXPECT_EQ(rulesOf(WeaponDegradation::EqualOrLower, AvoidOrder::Shuffle).name(), "equal_or_lower+shuffle");
}

TEST(Rules, VariantValuesParseBackFromTheirNames)
{
    for (auto value : {WeaponDegradation::Strict, WeaponDegradation::EqualOrLower})
        EXPECT_EQ(parseWeaponDegradation(toString(value)), value);
    for (auto value : {AvoidOrder::Keep, AvoidOrder::Shuffle})
        EXPECT_EQ(parseAvoidOrder(toString(value)), value);
    EXPECT_EQ(toString(WeaponDegradation::Strict), "strict");
    EXPECT_EQ(toString(WeaponDegradation::EqualOrLower), "equal_or_lower");
    EXPECT_EQ(toString(AvoidOrder::Keep), "keep");
    EXPECT_EQ(toString(AvoidOrder::Shuffle), "shuffle");
}

TEST(Rules, UnknownVariantValuesAreRejected)
{
    for (const char* text : {"", "lower", "equal-or-lower", "official"})
        EXPECT_FALSE(parseWeaponDegradation(text).has_value()) << text;
    for (const char* text : {"", "random", "kept", "official"})
        EXPECT_FALSE(parseAvoidOrder(text).has_value()) << text;
}

} // namespace
} // namespace scoundrel
