#include "TestSupport.h"

#include "scoundrel/Knowledge.h"

#include <algorithm>

namespace scoundrel {
namespace {

using test::card;
using test::cards;
using test::pileText;

RunRecord customRecord(std::string_view deck, std::string_view moves, const Rules& rules = Rules::official())
{
    RunRecord record{rules, Deal::custom(cards(deck)), {}};
    std::istringstream words{std::string(moves)};
    std::string token;
    while (words >> token)
        record.actions.push_back(test::act(token));
    return record;
}

Knowledge knowledgeOf(const RunRecord& record)
{
    std::string why;
    const auto knowledge = Knowledge::fromRecord(record, &why);
    EXPECT_TRUE(knowledge.has_value()) << why;
    return knowledge.value_or(Knowledge::fromState(newGame(Rules::official(), 1)));
}

TEST(Knowledge, AtTheStartTheDungeonIsOneUnseenSet)
{
    const Knowledge k = knowledgeOf({Rules::official(), Deal::fromSeed(1), {}});
    ASSERT_EQ(k.dungeon().size(), 1u);
    EXPECT_FALSE(k.dungeon()[0].ordered);
    EXPECT_FALSE(k.dungeon()[0].seen);
    const std::vector<Card> unseen = k.unseen();
    EXPECT_EQ(unseen.size(), 40u);
    EXPECT_TRUE(std::is_sorted(unseen.begin(), unseen.end()));
    for (const char* name : {"8D", "KC", "2S", "4H"})
        EXPECT_EQ(std::count(unseen.begin(), unseen.end(), card(name)), 0) << name;
    EXPECT_EQ(test::roomText(k.faceUp()), "8D KC 2S 4H");
    EXPECT_TRUE(k.faceUp().dungeon.empty()) << "the face-up part holds no dungeon order";
    EXPECT_EQ(k.faceUp().rng, 0u);
}

TEST(Knowledge, AnAvoidedRoomIsKnownInOrderUnderTheUnseenCards)
{
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {Action::avoid()}};
    const Knowledge k = knowledgeOf(record);
    ASSERT_EQ(k.dungeon().size(), 2u);
    EXPECT_EQ(k.dungeon()[0].cards.size(), 36u);
    EXPECT_EQ(k.unseen().size(), 36u);
    EXPECT_TRUE(k.dungeon()[1].ordered);
    EXPECT_TRUE(k.dungeon()[1].seen);
    EXPECT_EQ(pileText(k.dungeon()[1].cards), "8D KC 2S 4H");
    const std::string real = test::dungeonText(*replay(record));
    EXPECT_EQ(real.substr(real.size() - 11), "8D KC 2S 4H") << "the real dungeon ends the same way";
}

TEST(Knowledge, UnderShuffleAnAvoidedRoomIsKnownOnlyAsASet)
{
    const Rules shuffle = test::rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle);
    const Knowledge k = knowledgeOf({shuffle, Deal::fromSeed(1), {Action::avoid()}});
    ASSERT_EQ(k.dungeon().size(), 2u);
    EXPECT_FALSE(k.dungeon()[1].ordered);
    EXPECT_TRUE(k.dungeon()[1].seen);
    EXPECT_EQ(pileText(k.dungeon()[1].cards), "KC 8D 4H 2S") << "sorted, whatever the shuffle did";
    EXPECT_EQ(k.unseen().size(), 36u) << "an avoided room is seen, not unseen";
}

TEST(Knowledge, DrawingIntoTheAvoidedRoomLeavesItsKnownRest)
{
    // Avoiding with two cards left: the new room takes them, then the top two of the
    // avoided room; the player knows the rest of the dungeon exactly.
    const RunRecord record = customRecord("2S 3S 4S 5S 6S 7S", "avoid");
    const Knowledge k = knowledgeOf(record);
    EXPECT_EQ(test::roomText(k.faceUp()), "6S 7S 2S 3S");
    ASSERT_EQ(k.dungeon().size(), 1u);
    EXPECT_EQ(pileText(k.dungeon()[0].cards), "4S 5S");
    EXPECT_TRUE(k.unseen().empty());
    EXPECT_EQ(k.canonical(), *replay(record)) << "nothing is hidden any more";
    EXPECT_EQ(k.orders(), 1u);
}

TEST(Knowledge, CountsTheOrdersThatFit)
{
    EXPECT_EQ(knowledgeOf({Rules::official(), Deal::fromSeed(1), {}}).orders(), 1'000'000u) << "40! capped";
    EXPECT_EQ(knowledgeOf(customRecord("2S 3S 4S 5S 6S 7S 8S", "")).orders(), 6u);
    // Under shuffle the two cards left of the avoided room may lie either way.
    const Rules shuffle = test::rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle);
    EXPECT_EQ(knowledgeOf(customRecord("2S 3S 4S 5S 6S 7S", "avoid", shuffle)).orders(), 2u);
}

TEST(Knowledge, DrawnCardsLeaveTheUnseenSet)
{
    const Knowledge k = knowledgeOf(customRecord("2S 3S 4S 5S 6S 7S 8S", "2S:bare 3S:bare 4S:bare"));
    EXPECT_EQ(test::roomText(k.faceUp()), "6S 7S 8S 5S");
    EXPECT_TRUE(k.dungeon().empty());
    EXPECT_EQ(k.dungeonSize(), 0u);
}

TEST(Knowledge, DealsThatDifferOnlyInUnseenOrderAreTheSameKnowledge)
{
    const std::string room = "10D 2S 3H 4C ";
    const Knowledge a = knowledgeOf(customRecord(room + "5S 6S 7S 8S 9S", "avoid"));
    const Knowledge b = knowledgeOf(customRecord(room + "9S 7S 5S 8S 6S", "avoid"));
    EXPECT_NE(test::roomText(a.faceUp()), test::roomText(b.faceUp())) << "the test needs different draws";
    const Knowledge c = knowledgeOf(customRecord(room + "5S 6S 7S 8S 9S", ""));
    const Knowledge d = knowledgeOf(customRecord(room + "9S 7S 5S 8S 6S", ""));
    EXPECT_EQ(c, d);
    EXPECT_EQ(c.hash(), d.hash());
    EXPECT_NE(c.hash(), a.hash());
}

TEST(Knowledge, HashChangesWithWhatIsKnown)
{
    const Knowledge start = knowledgeOf({Rules::official(), Deal::fromSeed(1), {}});
    const Knowledge moved = knowledgeOf({Rules::official(), Deal::fromSeed(1), {test::act("4H")}});
    const Knowledge other = knowledgeOf({Rules::official(), Deal::fromSeed(2), {}});
    EXPECT_NE(start.hash(), moved.hash());
    EXPECT_NE(start.hash(), other.hash());
    EXPECT_EQ(start.hash(), knowledgeOf({Rules::official(), Deal::fromSeed(1), {}}).hash());
}

TEST(Knowledge, SamplesKeepTheFaceUpCardsAndTheKnownBlocks)
{
    const RunRecord record{Rules::official(), Deal::fromSeed(7), {Action::avoid()}};
    const Knowledge k = knowledgeOf(record);
    const GameState real = *replay(record);
    SplitMix64 rng(99);
    bool someOtherOrder = false;
    for (int i = 0; i < 20; ++i) {
        const GameState s = k.sample(rng);
        EXPECT_EQ(s.room, real.room);
        EXPECT_EQ(s.health, real.health);
        ASSERT_EQ(s.dungeon.size(), real.dungeon.size());
        // The avoided room sits at the bottom, in its order; the rest is a permutation.
        for (std::size_t j = 0; j < 4; ++j)
            EXPECT_EQ(s.dungeon[j], real.dungeon[j]);
        std::vector<Card> mine(s.dungeon.cards().begin(), s.dungeon.cards().end());
        std::vector<Card> theirs(real.dungeon.cards().begin(), real.dungeon.cards().end());
        someOtherOrder = someOtherOrder || mine != theirs;
        std::sort(mine.begin(), mine.end());
        std::sort(theirs.begin(), theirs.end());
        EXPECT_EQ(mine, theirs);
    }
    EXPECT_TRUE(someOtherOrder);
}

TEST(Knowledge, ObserveRefusesAPositionFromAnotherGame)
{
    Knowledge k = knowledgeOf({Rules::official(), Deal::fromSeed(1), {}});
    const Knowledge before = k;
    EXPECT_FALSE(k.observe(test::act("4H"), newGame(Rules::official(), 2)));
    EXPECT_EQ(k, before);
    GameState real = newGame(Rules::official(), 1);
    applyChecked(real, test::act("4H"), nullptr);
    EXPECT_TRUE(k.observe(test::act("4H"), real));
    EXPECT_TRUE(k.matches(real));
    EXPECT_FALSE(k.matches(newGame(Rules::official(), 1)));
}

TEST(Knowledge, FromRecordRefusesAnIllegalMove)
{
    std::string why;
    EXPECT_FALSE(Knowledge::fromRecord(customRecord("2S 3S 4S 5S 6S", "4H"), &why).has_value());
    EXPECT_NE(why.find("move 1 (4H)"), std::string::npos) << why;
}

RunRecord avoidedTimes(const Rules& rules, int avoids)
{
    RunRecord record{rules, Deal::fromSeed(1), {}};
    for (int i = 0; i < avoids; ++i)
        record.actions.push_back(Action::avoid());
    return record;
}

TEST(Knowledge, AvoidingAgainAndAgainUnderKeepLearnsTheWholeDungeonInOrder)
{
    // Seed 1 under gentle: eleven avoids show all 44 cards; more bring rooms back from
    // under the dungeon, in the order they went.
    for (const int avoids : {11, 12, 15, 23}) {
        const RunRecord record = avoidedTimes(Rules::of(Preset::Gentle), avoids);
        const Knowledge k = knowledgeOf(record);
        const GameState real = *replay(record);
        EXPECT_TRUE(k.matches(real)) << avoids;
        EXPECT_TRUE(k.unseen().empty()) << avoids;
        EXPECT_EQ(k.orders(), 1u) << avoids;
        EXPECT_EQ(k.canonical().dungeon, real.dungeon) << avoids;
    }
}

TEST(Knowledge, AvoidingAgainAndAgainUnderShuffleKeepsEachRoomAsASet)
{
    Rules rules = Rules::of(Preset::Gentle);
    rules.avoidOrder = AvoidOrder::Shuffle;
    for (const int avoids : {3, 11, 14}) {
        const RunRecord record = avoidedTimes(rules, avoids);
        const Knowledge k = knowledgeOf(record);
        const GameState real = *replay(record);
        EXPECT_TRUE(k.matches(real)) << avoids;
        SplitMix64 rng(static_cast<std::uint64_t>(avoids));
        for (int i = 0; i < 20; ++i) {
            const GameState sample = k.sample(rng);
            std::vector<Card> sampled(sample.dungeon.cards().begin(), sample.dungeon.cards().end());
            std::vector<Card> actual(real.dungeon.cards().begin(), real.dungeon.cards().end());
            std::sort(sampled.begin(), sampled.end());
            std::sort(actual.begin(), actual.end());
            EXPECT_EQ(sampled, actual) << avoids;
            EXPECT_EQ(sample.room, real.room);
        }
    }
}

} // namespace
} // namespace scoundrel
