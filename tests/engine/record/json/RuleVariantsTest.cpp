#include "scoundrel/RuleVariants.h"
#include "scoundrel/Json.h"

#include <gtest/gtest.h>

// The variant and preset tables drive the readers, the writers, the stable names and
// the messages: a value added to a test-only table is read, written, named and listed.
namespace scoundrel {
namespace {

// avoid_order with a third value only this test knows.
constexpr std::array<std::string_view, 3> kTestAvoidOrderNames{"keep", "shuffle", "reverse"};
constexpr std::array<RuleVariant, 4> kTestVariants{{
    kRuleVariants[0],
    {"avoid_order", "", kTestAvoidOrderNames, kRuleVariants[1].get, kRuleVariants[1].set},
    kRuleVariants[2],
    kRuleVariants[3],
}};
constexpr auto kReverse = static_cast<AvoidOrder>(2);

TEST(RuleVariants, AValueOfATestOnlyTableIsWrittenAndReadBack)
{
    Rules rules;
    rules.avoidOrder = kReverse;
    const auto json = toJson(rules, kTestVariants);
    EXPECT_EQ(json["avoid_order"], "reverse");
    EXPECT_EQ(json.dump(),
              R"({"weapon_degradation":"strict","avoid_order":"reverse","avoid":"not_twice",)"
              R"("potions":"one_per_turn","max_health":20})");
    JsonProblem why;
    const auto back = rulesFromJson(nlohmann::json::parse(json.dump()), &why, kTestVariants);
    ASSERT_TRUE(back) << static_cast<int>(why.fault);
    EXPECT_EQ(back->avoidOrder, kReverse);
    EXPECT_FALSE(rulesFromJson(nlohmann::json::parse(json.dump()), &why)); // the engine's own table lacks it
    EXPECT_EQ(why.fault, JsonFault::RulesValueNotAllowed);
    EXPECT_EQ(why.values, (std::vector<std::string>{"keep", "shuffle"}));
    EXPECT_EQ(why.text, "reverse");
}

TEST(RuleVariants, TheMessageListsTheTablesValues)
{
    JsonProblem why;
    EXPECT_FALSE(rulesFromJson(nlohmann::json{{"avoid_order", "sideways"}}, &why, kTestVariants));
    EXPECT_EQ(why.key, "avoid_order");
    EXPECT_EQ(why.values, (std::vector<std::string>{"keep", "shuffle", "reverse"}));
    EXPECT_EQ(why.text, "sideways");
    EXPECT_FALSE(rulesFromJson(nlohmann::json{{"weapon_degradation", "blunt"}}, &why));
    EXPECT_EQ(why.key, "weapon_degradation");
    EXPECT_EQ(why.values, (std::vector<std::string>{"strict", "equal_or_lower", "none"}));
    EXPECT_EQ(why.text, "blunt");
}

TEST(RuleVariants, StableNamesFollowTheTable)
{
    Rules rules;
    rules.avoidOrder = kReverse;
    rules.potions = PotionRule::Every;
    EXPECT_EQ(stableName(rules, kTestVariants), "reverse+potions=every");
    const auto back = rulesFromName("reverse+potions=every", kTestVariants);
    ASSERT_TRUE(back);
    EXPECT_EQ(*back, rules);
    EXPECT_FALSE(rulesFromName("reverse+potions=every"));
}

TEST(RuleVariants, TheEnginesNamesAreItsTables)
{
    for (const RuleVariant& variant : kRuleVariants) {
        for (std::size_t i = 0; i < variant.values.size(); ++i) {
            Rules rules;
            variant.set(rules, static_cast<int>(i));
            EXPECT_EQ(toJson(rules)[std::string(variant.key)], variant.values[i]);
        }
    }
    EXPECT_EQ(toString(WeaponDegradation::EqualOrLower), "equal_or_lower");
    EXPECT_EQ(parseAvoidRule("never"), AvoidRule::Never);
    EXPECT_EQ(allowedValues(kPotionRuleNames), "one_per_turn or every");
}

TEST(RuleVariants, ThePresetListIsTheTablesInOrder)
{
    EXPECT_EQ(presetList(), "official, relentless, frail, gentle");
    for (const PresetName& preset : kPresetNames) {
        EXPECT_EQ(toString(preset.preset), preset.name);
        EXPECT_EQ(parsePreset(preset.name), preset.preset);
    }
}

} // namespace
} // namespace scoundrel
