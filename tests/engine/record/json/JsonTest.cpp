#include "TestSupport.h"

#include "scoundrel/Run.h"

#include <gmock/gmock.h>

#include <functional>
#include <limits>

namespace scoundrel {
namespace {

using nlohmann::json;
using test::act;
using test::custom;
using test::play;
using test::rulesOf;

const std::vector<Rules> kAllRules{rulesOf(WeaponDegradation::Strict, AvoidOrder::Keep),
                                   rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle),
                                   rulesOf(WeaponDegradation::EqualOrLower, AvoidOrder::Keep),
                                   rulesOf(WeaponDegradation::EqualOrLower, AvoidOrder::Shuffle)};

// Through text, as a save file would go.
json viaText(const nlohmann::ordered_json& j)
{
    return json::parse(j.dump());
}

std::optional<GameState> readState(const json& j, JsonProblem* why)
{
    std::optional<GameState> state;
    EXPECT_NO_THROW(state = stateFromJson(j, why)) << j.dump();
    return state;
}

std::optional<Rules> readRules(const json& j, JsonProblem* why)
{
    std::optional<Rules> rules;
    EXPECT_NO_THROW(rules = rulesFromJson(j, why)) << j.dump();
    return rules;
}

std::optional<RunRecord> readRun(const json& j, JsonProblem* why)
{
    std::optional<RunRecord> record;
    EXPECT_NO_THROW(record = runRecordFromJson(j, why)) << j.dump();
    return record;
}

// A state with something in every pile: weapon with kills, discard, a leftover card.
GameState busyState()
{
    return play(newGame(Rules::official(), 1), "8D 2S:weapon 4H");
}

TEST(Json, RulesAreWrittenAsTheCliRulesFileReadsThem)
{
    EXPECT_EQ(toJson(Rules::official()).dump(),
              R"({"weapon_degradation":"strict","avoid_order":"keep","avoid":"not_twice","potions":"one_per_turn",)"
              R"("max_health":20})");
    EXPECT_EQ(toJson(Rules::of(Preset::Gentle)).dump(),
              R"({"weapon_degradation":"equal_or_lower","avoid_order":"keep","avoid":"unlimited","potions":"every",)"
              R"("max_health":20})");
}

TEST(Json, EveryRandomRuleSetRoundTrips)
{
    for (std::uint64_t bits = 0; bits < 2000; ++bits) {
        const Rules rules = test::randomRules(bits * 0x9E3779B97F4A7C15ULL);
        JsonProblem why;
        EXPECT_EQ(readRules(viaText(toJson(rules)), &why), rules) << static_cast<int>(why.fault) << " " << rules.name();
    }
}

TEST(Json, MaxHealthMustBeAWholeNumberFrom1To30)
{
    JsonProblem why;
    EXPECT_EQ(readRules(json{{"max_health", 14}}, &why), Rules::of(Preset::Frail));
    EXPECT_EQ(readRules(json{{"max_health", 1}}, &why)->maxHealth, 1);
    EXPECT_EQ(readRules(json{{"max_health", 30}}, &why)->maxHealth, 30);
    for (const json& bad : {json(0), json(31), json(-1), json(14.5), json("14"), json(true), json(nullptr),
                            json(18446744073709551615ULL)}) {
        EXPECT_FALSE(readRules(json{{"max_health", bad}}, &why).has_value()) << bad.dump();
        EXPECT_TRUE(why.fault == JsonFault::MaxHealthNotInteger || why.fault == JsonFault::MaxHealthOutOfRange)
            << bad.dump();
        EXPECT_EQ(why.key, "max_health");
        EXPECT_EQ(why.low, 1);
        EXPECT_EQ(why.high, 30);
    }
}

TEST(Json, NewVariantsRejectUnknownValues)
{
    JsonProblem why;
    EXPECT_FALSE(readRules(json{{"avoid", "twice"}}, &why).has_value());
    EXPECT_EQ(why.fault, JsonFault::RulesValueNotAllowed);
    EXPECT_EQ(why.key, "avoid");
    EXPECT_EQ(why.text, "twice");
    EXPECT_EQ(why.values, (std::vector<std::string>{"not_twice", "unlimited", "never"}));
    EXPECT_FALSE(readRules(json{{"potions", "all"}}, &why).has_value());
    EXPECT_FALSE(readRules(json{{"weapon_degradation", "no"}}, &why).has_value());
    EXPECT_EQ(readRules(json{{"weapon_degradation", "none"}}, &why)->weaponDegradation, WeaponDegradation::None);
}

TEST(Json, AStateSavedBeforeAvoidsInRowReadsItFromAvoidedLastTurn)
{
    const GameState avoided = play(newGame(Rules::official(), 1), "avoid");
    json old = viaText(toJson(avoided));
    old.erase("avoids_in_row");
    JsonProblem why;
    const auto back = readState(old, &why);
    ASSERT_TRUE(back.has_value()) << static_cast<int>(why.fault);
    EXPECT_EQ(*back, avoided);
    old["avoided_last_turn"] = false;
    EXPECT_EQ(readState(old, &why)->avoidsInRow, 0);
}

TEST(Json, AvoidsInRowMustAgreeWithAvoidedLastTurn)
{
    json j = viaText(toJson(play(newGame(Rules::of(Preset::Gentle), 1), "avoid avoid")));
    JsonProblem why;
    EXPECT_EQ(readState(j, &why)->avoidsInRow, 2);
    j["avoided_last_turn"] = false;
    EXPECT_FALSE(readState(j, &why).has_value());
}

TEST(Json, RulesRoundTrip)
{
    for (const Rules& rules : kAllRules) {
        JsonProblem why;
        EXPECT_EQ(readRules(viaText(toJson(rules)), &why), rules) << static_cast<int>(why.fault);
    }
}

TEST(Json, MissingRulesKeysTakeTheOfficialValue)
{
    JsonProblem why;
    EXPECT_EQ(readRules(json::object(), &why), Rules::official());
    EXPECT_EQ(readRules(json{{"weapon_degradation", "equal_or_lower"}}, &why), test::equalOrLower());
    EXPECT_EQ(readRules(json{{"avoid_order", "shuffle"}}, &why),
              rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle));
}

TEST(Json, RulesRejectUnknownKeysValuesAndTypes)
{
    const std::vector<json> bad{
        json{{"weapon_degradation", "strict"}, {"colour", "red"}},
        json{{"weapon_degradation", "lower"}},
        json{{"avoid_order", "random"}},
        json{{"weapon_degradation", "Strict"}},
        json{{"weapon_degradation", 1}},
        json{{"avoid_order", nullptr}},
        json{{"avoid_order", true}},
        json{{"avoid_order", json::array({"keep"})}},
        json("official"),
        json::array(),
        json(3),
        json(nullptr),
    };
    for (const json& j : bad) {
        JsonProblem why;
        EXPECT_FALSE(readRules(j, &why).has_value()) << j.dump();
        EXPECT_TRUE(why) << j.dump();
    }
    JsonProblem why;
    readRules(json{{"colour", "red"}}, &why);
    EXPECT_EQ(why.fault, JsonFault::UnknownRulesKey);
    EXPECT_EQ(why.key, "colour");
    readRules(json{{"avoid_order", "random"}}, &why);
    EXPECT_EQ(why.fault, JsonFault::RulesValueNotAllowed);
    EXPECT_EQ(why.text, "random");
}

TEST(Json, StatesRoundTrip)
{
    std::vector<GameState> states{
        newGame(Rules::official(), 1),
        newGame(Rules::official(), std::numeric_limits<std::uint64_t>::max()),
        busyState(),
        play(newGame(rulesOf(WeaponDegradation::EqualOrLower, AvoidOrder::Shuffle), 9), "avoid"),
        play(custom("AS KS QS JS 10S 9S 8S"), "AS KS"),
        custom("2S"),
    };
    for (const GameState& s : states) {
        JsonProblem why;
        const auto back = readState(viaText(toJson(s)), &why);
        ASSERT_TRUE(back.has_value()) << static_cast<int>(why.fault) << "\n" << toJson(s).dump();
        EXPECT_EQ(*back, s);
    }
}

TEST(Json, WonStateRoundTrips)
{
    for (const GameState& won : {play(custom("2S 3H 4H 5D 6H"), "2S 3H 5D 4H 6H"), play(custom("2S"), "2S")}) {
        ASSERT_EQ(won.status, Status::Won);
        JsonProblem why;
        const auto back = readState(viaText(toJson(won)), &why);
        ASSERT_TRUE(back.has_value()) << static_cast<int>(why.fault) << "\n" << toJson(won).dump();
        EXPECT_EQ(*back, won);
    }
}

TEST(Json, AbandonedStateRoundTrips)
{
    // An abandoned run is lost with health left; it must read back like any other.
    for (const GameState& s : {newGame(Rules::official(), 1), busyState()}) {
        const GameState abandoned = apply(s, Action::abandon()).state;
        ASSERT_TRUE(abandoned.abandoned);
        JsonProblem why;
        const auto back = readState(viaText(toJson(abandoned)), &why);
        ASSERT_TRUE(back.has_value()) << static_cast<int>(why.fault) << "\n" << toJson(abandoned).dump();
        EXPECT_EQ(*back, abandoned);
    }
}

TEST(Json, StateWithAnyFieldMissingIsRejected)
{
    const json full = viaText(toJson(busyState()));
    ASSERT_TRUE(readState(full, nullptr).has_value());
    for (const auto& [key, value] : full.items()) {
        if (key == "avoids_in_row")
            continue; // older saves have none (AStateSavedBeforeAvoidsInRow...)
        json j = full;
        j.erase(key);
        JsonProblem why;
        EXPECT_FALSE(readState(j, &why).has_value()) << "without " << key;
        EXPECT_TRUE(why) << "without " << key;
    }
}

// The busy state with one change made.
json changed(const std::function<void(json&)>& change)
{
    json j = viaText(toJson(busyState()));
    change(j);
    return j;
}

// What a problem names: its field, the text it read, its card.
std::string named(const JsonProblem& p)
{
    return p.key + " " + p.text + " " + (p.card ? p.card.name() : "") + " " + p.input.text;
}

void expectRejected(const json& j, JsonFault fault = JsonFault::None, const std::string& mention = "")
{
    JsonProblem why;
    EXPECT_FALSE(readState(j, &why).has_value()) << j.dump();
    EXPECT_TRUE(why) << j.dump();
    if (fault != JsonFault::None) {
        EXPECT_EQ(why.fault, fault) << j.dump();
    }
    if (!mention.empty()) {
        EXPECT_THAT(named(why), ::testing::HasSubstr(mention)) << j.dump();
    }
}

TEST(Json, StateRejectsDuplicateCards)
{
    const json base = viaText(toJson(busyState()));
    ASSERT_EQ(base["room"][1], "KC");
    expectRejected(changed([](json& j) { j["dungeon"][0] = "KC"; }), JsonFault::CardTwice, "KC");
    expectRejected(changed([](json& j) { j["discard"].push_back("KC"); }), JsonFault::CardTwice, "KC");
    expectRejected(changed([](json& j) {
                       j["weapon"] = "8D";
                       j["room"][0] = "8D";
                   }),
                   JsonFault::CardTwice, "8D");
    expectRejected(changed([](json& j) { j["slain"].push_back("2S"); }), JsonFault::CardTwice, "2S");
}

TEST(Json, StateRejectsUnknownCards)
{
    expectRejected(changed([](json& j) { j["dungeon"][0] = "ZZ"; }), JsonFault::BadCard, "ZZ");
    expectRejected(changed([](json& j) { j["discard"].push_back("KD"); }), JsonFault::BadCard, "KD");
    expectRejected(changed([](json& j) { j["room"][1] = "AH"; }), JsonFault::BadCard, "AH");
    expectRejected(changed([](json& j) { j["weapon"] = "QS"; }));
    expectRejected(changed([](json& j) { j["slain"].push_back("9H"); }));
}

TEST(Json, StateRejectsWrongTypes)
{
    expectRejected(changed([](json& j) { j["health"] = "20"; }));
    expectRejected(changed([](json& j) { j["health"] = 19.5; }));
    expectRejected(changed([](json& j) { j["turn"] = "1"; }));
    expectRejected(changed([](json& j) { j["room"] = "8D"; }));
    expectRejected(changed([](json& j) { j["room"][1] = 13; }));
    expectRejected(changed([](json& j) { j["dungeon"] = 40; }));
    expectRejected(changed([](json& j) { j["weapon"] = 8; }));
    expectRejected(changed([](json& j) { j["slain"] = nullptr; }));
    expectRejected(changed([](json& j) { j["potion_used"] = 0; }));
    expectRejected(changed([](json& j) { j["abandoned"] = "no"; }));
    expectRejected(changed([](json& j) { j["rng"] = -1; }));
    expectRejected(changed([](json& j) { j["rng"] = "12"; }));
    expectRejected(changed([](json& j) { j["rules"] = "official"; }));
    expectRejected(changed([](json& j) { j["status"] = "dead"; }));
    expectRejected(changed([](json& j) { j["room"].push_back(nullptr); }));
    expectRejected(changed([](json& j) { j["room"].erase(0); }));
    expectRejected(json::array());
    expectRejected(json(nullptr));
    expectRejected(json("state"));
}

TEST(Json, StateRejectsOutOfRangeHealth)
{
    expectRejected(changed([](json& j) { j["health"] = 21; }), JsonFault::OutOfRange, "health");
    expectRejected(changed([](json& j) { j["health"] = 100000; }), JsonFault::OutOfRange, "health");
    expectRejected(changed([](json& j) { j["health"] = -100000; }), JsonFault::OutOfRange, "health");
    expectRejected(changed([](json& j) { j["health"] = 18446744073709551615ULL; }), JsonFault::OutOfRange, "health");
    expectRejected(changed([](json& j) { j["health"] = 0; }), JsonFault::StatusDoesNotMatchHealth);
}

TEST(Json, StateRejectsALostGameWithHealthLeftUnlessAbandoned)
{
    const json abandoned = viaText(toJson(apply(busyState(), Action::abandon()).state));
    ASSERT_TRUE(readState(abandoned, nullptr).has_value());
    json notAbandoned = abandoned;
    notAbandoned["abandoned"] = false;
    expectRejected(notAbandoned, JsonFault::StatusDoesNotMatchHealth);
    expectRejected(changed([](json& j) {
                       j["status"] = "won";
                       j["health"] = -3;
                   }),
                   JsonFault::StatusDoesNotMatchHealth);
}

TEST(Json, RunRecordsRoundTrip)
{
    std::vector<RunRecord> records{
        RunRecord{Rules::official(), Deal::fromSeed(1), {act("8D"), act("2S:weapon"), act("4H")}},
        RunRecord{Rules::official(), Deal::fromSeed(std::numeric_limits<std::uint64_t>::max()), {}},
        RunRecord{rulesOf(WeaponDegradation::EqualOrLower, AvoidOrder::Shuffle),
                  Deal::fromSeed(0),
                  {Action::avoid(), act("KC:weapon"), Action::abandon()}},
        RunRecord{test::equalOrLower(), Deal::custom(test::cards("2S 3H 4H 5D 6H")), {act("2S"), act("3H")}},
    };
    for (const RunRecord& record : records) {
        JsonProblem why;
        const auto back = readRun(viaText(toJson(record)), &why);
        ASSERT_TRUE(back.has_value()) << static_cast<int>(why.fault) << "\n" << toJson(record).dump();
        EXPECT_EQ(*back, record) << toJson(record).dump();
    }
}

TEST(Json, RunRecordRejectsBadInput)
{
    const json rules = json{{"weapon_degradation", "strict"}, {"avoid_order", "keep"}};
    const std::vector<json> bad{
        json{{"rules", rules}, {"seed", 1}, {"deck", {"2S"}}, {"moves", json::array()}},
        json{{"rules", rules}, {"moves", json::array()}},
        json{{"rules", rules}, {"seed", -1}, {"moves", json::array()}},
        json{{"rules", rules}, {"seed", "1"}, {"moves", json::array()}},
        json{{"rules", rules}, {"deck", {"2S", "2S"}}, {"moves", json::array()}},
        json{{"rules", rules}, {"deck", json::array()}, {"moves", json::array()}},
        json{{"rules", rules}, {"deck", {"ZZ"}}, {"moves", json::array()}},
        json{{"rules", rules}, {"seed", 1}, {"moves", {"8D:sword"}}},
        json{{"rules", rules}, {"seed", 1}, {"moves", {7}}},
        json{{"rules", rules}, {"seed", 1}, {"moves", "8D"}},
        json{{"rules", rules}, {"seed", 1}},
        json{{"seed", 1}, {"moves", json::array()}},
        json{{"rules", {{"speed", "fast"}}}, {"seed", 1}, {"moves", json::array()}},
        json::array(),
    };
    for (const json& j : bad) {
        JsonProblem why;
        EXPECT_FALSE(readRun(j, &why).has_value()) << j.dump();
        EXPECT_TRUE(why) << j.dump();
    }
}

} // namespace
} // namespace scoundrel
