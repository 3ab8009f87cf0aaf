#include "TestSupport.h"

namespace scoundrel {
namespace {

using test::rulesOf;

TEST(Rules, OfficialIsStrictWeaponAndKeptAvoidOrder)
{
    const Rules rules = Rules::official();
    EXPECT_EQ(rules.weaponDegradation, WeaponDegradation::Strict);
    EXPECT_EQ(rules.avoidOrder, AvoidOrder::Keep);
    EXPECT_EQ(rules.avoid, AvoidRule::NotTwice);
    EXPECT_EQ(rules.potions, PotionRule::OnePerTurn);
    EXPECT_EQ(rules.maxHealth, 20);
    EXPECT_EQ(Rules{}, Rules::official());
}

TEST(Rules, NameIsOfficialOrTheVariantValues)
{
    EXPECT_EQ(Rules::official().name(), "official");
    EXPECT_EQ(rulesOf(WeaponDegradation::EqualOrLower).name(), "equal_or_lower");
    EXPECT_EQ(rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle).name(), "shuffle");
    EXPECT_EQ(rulesOf(WeaponDegradation::EqualOrLower, AvoidOrder::Shuffle).name(), "equal_or_lower+shuffle");
}

TEST(Rules, NameJoinsTheNonOfficialValuesInTheSpecsOrder)
{
    Rules rules;
    rules.weaponDegradation = WeaponDegradation::None;
    rules.avoid = AvoidRule::Never;
    rules.maxHealth = 14;
    EXPECT_EQ(rules.name(), "none+avoid=never+max_health=14");
    rules.avoidOrder = AvoidOrder::Shuffle;
    rules.potions = PotionRule::Every;
    EXPECT_EQ(rules.name(), "none+shuffle+avoid=never+potions=every+max_health=14");
    Rules potions;
    potions.potions = PotionRule::Every;
    EXPECT_EQ(potions.name(), "potions=every");
}

TEST(Rules, ASetEqualToAPresetIsNamedByThePreset)
{
    EXPECT_EQ(Rules::of(Preset::Official), Rules::official());
    Rules relentless;
    relentless.avoid = AvoidRule::Never;
    EXPECT_EQ(relentless.name(), "relentless");
    Rules frail;
    frail.maxHealth = 14;
    EXPECT_EQ(frail.name(), "frail");
    Rules gentle;
    gentle.weaponDegradation = WeaponDegradation::EqualOrLower;
    gentle.potions = PotionRule::Every;
    gentle.avoid = AvoidRule::Unlimited;
    EXPECT_EQ(gentle.name(), "gentle");
    EXPECT_EQ(gentle.preset(), Preset::Gentle);
    gentle.maxHealth = 21;
    EXPECT_EQ(gentle.name(), "equal_or_lower+avoid=unlimited+potions=every+max_health=21");
    EXPECT_EQ(gentle.preset(), std::nullopt);
}

TEST(Rules, PresetsHaveTheirFileNames)
{
    for (const Preset preset : kPresets) {
        EXPECT_EQ(parsePreset(toString(preset)), preset);
        EXPECT_EQ(Rules::of(preset).name(), toString(preset));
    }
    EXPECT_EQ(parsePreset("Official"), std::nullopt);
}

TEST(Rules, EveryRuleSetIsReadBackFromItsName)
{
    for (std::uint64_t bits = 0; bits < 3000; ++bits) {
        const Rules rules = test::randomRules(bits * 0x9E3779B97F4A7C15ULL);
        EXPECT_EQ(rulesFromName(rules.name()), rules) << rules.name();
    }
}

TEST(Rules, NamesOlderVersionsWroteStillReadAsTheirRules)
{
    EXPECT_EQ(rulesFromName("equal_or_lower+keep"), rulesOf(WeaponDegradation::EqualOrLower));
    EXPECT_EQ(rulesFromName("strict+shuffle"), rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle));
    EXPECT_EQ(rulesFromName("equal_or_lower+keep")->name(), "equal_or_lower");
    EXPECT_EQ(rulesFromName("strict+shuffle")->name(), "shuffle");
}

TEST(Rules, UnknownNamesReadAsNothing)
{
    for (const char* name : {"", "+", "official+", "max_health=0", "max_health=31", "max_health=1x", "avoid=sometimes",
                             "potions", "hard", "max_health=-5"})
        EXPECT_EQ(rulesFromName(name), std::nullopt) << name;
}

TEST(Rules, VariantValuesParseBackFromTheirNames)
{
    for (auto value : {WeaponDegradation::Strict, WeaponDegradation::EqualOrLower, WeaponDegradation::None})
        EXPECT_EQ(parseWeaponDegradation(toString(value)), value);
    for (auto value : {AvoidRule::NotTwice, AvoidRule::Unlimited, AvoidRule::Never})
        EXPECT_EQ(parseAvoidRule(toString(value)), value);
    for (auto value : {PotionRule::OnePerTurn, PotionRule::Every})
        EXPECT_EQ(parsePotionRule(toString(value)), value);
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
