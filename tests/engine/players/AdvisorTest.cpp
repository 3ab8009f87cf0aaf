#include "TestSupport.h"

#include "scoundrel/Advisor.h"
#include "scoundrel/HintPolicy.h"
#include "scoundrel/Simulation.h"

#include <algorithm>
#include <random>

namespace scoundrel {

inline void PrintTo(const Advice& advice, std::ostream* os)
{
    *os << toToken(advice.move) << " " << advice.winChance << " (" << advice.samples << " samples)";
    for (const ActionAdvice& other : advice.alternatives)
        *os << ", " << toToken(other.action) << " " << other.winChance << "/" << other.meanScore;
}

namespace {

// Small budgets keep the tests quick; the answers are exact for the work done.
AdviceOptions budget(int ms)
{
    AdviceOptions options;
    options.budgetMs = ms;
    return options;
}

RunRecord recordOf(std::vector<Card> deck, std::string_view moves, const Rules& rules = Rules::official())
{
    RunRecord record{rules, Deal::custom(std::move(deck)), {}};
    std::istringstream words{std::string(moves)};
    std::string token;
    while (words >> token)
        record.actions.push_back(test::act(token));
    return record;
}

Advice adviceFor(const RunRecord& record, int ms = 5)
{
    std::string why;
    const auto advice = advise(record, budget(ms), &why);
    EXPECT_TRUE(advice.has_value()) << why;
    return advice.value_or(Advice{});
}

const ActionAdvice* find(const Advice& advice, std::string_view token)
{
    for (const ActionAdvice& other : advice.alternatives) {
        if (other.action == test::act(token))
            return &other;
    }
    return nullptr;
}

std::vector<Card> seedDeal(std::uint64_t seed)
{
    const SeededDeal deal = dealSeed(seed);
    return {deal.cards.begin(), deal.cards.end()};
}

// The deal with every card from index from on in reverse order.
std::vector<Card> reversedFrom(std::vector<Card> deck, std::size_t from)
{
    std::reverse(deck.begin() + static_cast<std::ptrdiff_t>(from), deck.end());
    return deck;
}

TEST(Advisor, DealsThatDifferOnlyInUnseenOrderGetTheSameAdvice)
{
    const std::vector<Card> deal = seedDeal(1);
    const std::vector<Card> other = reversedFrom(deal, 8);
    ASSERT_NE(deal, other);
    EXPECT_EQ(adviceFor(recordOf(deal, "")), adviceFor(recordOf(other, "")));
    // After avoiding, the room is the next four cards, the same in both deals.
    EXPECT_EQ(adviceFor(recordOf(deal, "avoid")), adviceFor(recordOf(other, "avoid")));
    // The deal's seed plays no part either: the seeded deal is the same knowledge.
    EXPECT_EQ(adviceFor({Rules::official(), Deal::fromSeed(1), {Action::avoid()}}),
              adviceFor(recordOf(other, "avoid")));
}

TEST(Advisor, EveryMethodAdvisesTheSameOnDealsThatDifferOnlyInUnseenOrder)
{
    // The methods kept for comparison (docs/ADVISOR.md) sample from the knowledge as the
    // advice does; the turn tree's moves come from the face-up position alone.
    const std::vector<Card> deal = seedDeal(2);
    const std::vector<Card> other = reversedFrom(deal, 8);
    for (const AdviceMethod method :
         {AdviceMethod::Ladder, AdviceMethod::TurnTree, AdviceMethod::TurnBandit, AdviceMethod::NearMargin}) {
        AdviceOptions options = budget(20);
        options.method = method;
        for (const std::string_view moves : {"", "avoid", "avoid 3D 4D"}) {
            std::string why;
            const auto first = advise(recordOf(deal, moves), options, &why);
            const auto second = advise(recordOf(other, moves), options, &why);
            ASSERT_TRUE(first && second) << why;
            EXPECT_EQ(*first, *second) << moves;
        }
    }
}

TEST(Advisor, TheSameQuestionGetsTheSameAnswer)
{
    const RunRecord record{Rules::official(), Deal::fromSeed(5), {}};
    const Advice first = adviceFor(record);
    EXPECT_EQ(first, adviceFor(record));
    EXPECT_GE(first.samples, 4);
    const Advice more = adviceFor(record, 40);
    EXPECT_GE(more.samples, first.samples) << "a bigger budget never thinks less";
}

TEST(Advisor, AWeaponMakesALethalMonsterSafe)
{
    // At 7 health with a 9 equipped, QS barehanded kills; QS with the weapon (or 2C
    // barehanded first, keeping the weapon sharp) wins; 2C with the weapon dulls it so
    // QS must later be fought barehanded.
    const Advice advice = adviceFor(recordOf(test::cards("KS 9D QS 2C 3C"), "KS:bare 9D"));
    EXPECT_TRUE(advice.move == test::act("QS:weapon") || advice.move == test::act("2C:bare")) << toToken(advice.move);
    EXPECT_DOUBLE_EQ(advice.winChance, 1.0);
    ASSERT_NE(find(advice, "QS:bare"), nullptr);
    EXPECT_DOUBLE_EQ(find(advice, "QS:bare")->winChance, 0.0);
    ASSERT_NE(find(advice, "2C:weapon"), nullptr);
    EXPECT_DOUBLE_EQ(find(advice, "2C:weapon")->winChance, 0.0);
}

// np20 under Gentle (deal 219268056, turn 15, 6 health): the hint said "equip the 9 of
// Diamonds", then "equip the 8" over the fresh 9, and the table called that worse. Every
// move but the Ace barehanded wins; the 8 is worse than the 9 against the Ace still to
// come, so it comes after the moves that win as often.
TEST(Advisor, AmongMovesThatWinAsOftenAWorseWeaponComesLast)
{
    RunRecord record{Rules::of(Preset::Gentle), Deal::fromSeed(219268056), {}};
    for (const std::string_view token :
         {"avoid", "avoid", "avoid", "avoid", "avoid", "avoid", "avoid", "avoid", "avoid", "avoid", "avoid", "9C:bare",
          "2D", "4S:bare", "avoid", "6D", "7S:weapon", "5S:weapon", "9D"})
        record.actions.push_back(test::act(token));
    const Advice advice = adviceFor(record, 50);
    EXPECT_DOUBLE_EQ(advice.winnableShare, 1.0);
    EXPECT_NE(advice.move, test::act("8D")) << testing::PrintToString(advice);
}

TEST(Advisor, WhenNothingWinsTheBestScoreDecides)
{
    const Advice advice = adviceFor(recordOf(test::cards("AS KS QS JS 10S 9S"), ""));
    EXPECT_DOUBLE_EQ(advice.winnableShare, 0.0);
    EXPECT_DOUBLE_EQ(advice.winChance, 0.0);
    ASSERT_EQ(advice.alternatives.size(), 4u);
    double previous = advice.meanScore;
    for (const ActionAdvice& other : advice.alternatives) {
        EXPECT_DOUBLE_EQ(other.winnableShare, 0.0);
        EXPECT_DOUBLE_EQ(other.winChance, 0.0);
        EXPECT_LE(other.meanScore, previous) << toToken(other.action);
        previous = other.meanScore;
    }
}

TEST(Advisor, AdviceListsEveryLegalMoveOnce)
{
    for (std::uint64_t seed : {2u, 3u, 4u}) {
        const RunRecord record{Rules::official(), Deal::fromSeed(seed), {}};
        const Advice advice = adviceFor(record, 2);
        const ActionList legal = legalActions(*replay(record));
        ASSERT_EQ(advice.alternatives.size() + 1, legal.size());
        EXPECT_TRUE(legal.contains(advice.move));
        for (const ActionAdvice& other : advice.alternatives) {
            EXPECT_TRUE(legal.contains(other.action));
            EXPECT_NE(other.action, advice.move);
            EXPECT_GE(other.winChance, 0.0);
            EXPECT_LE(other.winChance, advice.winChance);
        }
    }
}

TEST(Advisor, RefusesABadRecordOrAFinishedGame)
{
    std::string why;
    EXPECT_FALSE(advise(recordOf(test::cards("2S 3S"), "4H"), budget(5), &why).has_value());
    EXPECT_NE(why.find("move 1"), std::string::npos) << why;
    EXPECT_FALSE(advise(recordOf(test::cards("2S 3H"), "2S 3H"), budget(5), &why).has_value());
    EXPECT_NE(why.find("over"), std::string::npos) << why;
}

TEST(Advisor, StopsWhenCancelled)
{
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {}};
    std::atomic<bool> cancel{true};
    AdviceOptions options = budget(10'000);
    options.cancel = &cancel;
    std::string why;
    EXPECT_FALSE(advise(record, options, &why).has_value());
    EXPECT_NE(why.find("cancelled"), std::string::npos) << why;
    Advisor advisor(options);
    const auto knowledge = Knowledge::fromRecord(record);
    ASSERT_TRUE(knowledge);
    EXPECT_EQ(advisor.advise(*knowledge).nodes, 0u);
}

TEST(Advisor, WholeGamesOnReshuffledUnseenCardsEndAsTheSimulationsDo)
{
    // Before every decision the cards not yet seen are dealt again in a new order, and
    // the advice is asked of that deal: advice that peeked at the real order would play
    // differently from the simulation, which plays the real deal.
    const AdviceOptions options = budget(2);
    std::mt19937_64 shuffler(7);
    int reshuffled = 0;
    for (const std::uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
        RunRecord real{Rules::official(), Deal::fromSeed(seed), {}};
        GameState state = newGame(Rules::official(), seed);
        while (!state.over()) {
            const ActionList legal = legalActions(state);
            Action action = legal[0];
            if (legal.size() > 1) {
                const auto knowledge = Knowledge::fromRecord(real);
                ASSERT_TRUE(knowledge);
                // The cards seen so far are the top of the deal: rooms are drawn from the
                // top, and avoided rooms go under the cards never seen.
                std::vector<Card> deck = seedDeal(seed);
                const auto seen = static_cast<std::ptrdiff_t>(deck.size() - knowledge->unseen().size());
                std::shuffle(deck.begin() + seen, deck.end(), shuffler);
                reshuffled += deck != seedDeal(seed) ? 1 : 0;
                std::string why;
                const auto advice = advise(RunRecord{real.rules, Deal::custom(deck), real.actions}, options, &why);
                ASSERT_TRUE(advice.has_value()) << why;
                action = advice->move;
            }
            real.actions.push_back(action);
            applyChecked(state, action, nullptr);
        }
        HintPolicy policy(options);
        const SimulationTotals simulated = simulate(Rules::official(), seed, 1, policy);
        EXPECT_EQ(simulated.wins, state.status == Status::Won ? 1u : 0u) << seed;
        EXPECT_EQ(simulated.scoreSum, score(state)) << seed;
        EXPECT_EQ(simulated.actions, real.actions.size()) << seed;
    }
    EXPECT_GT(reshuffled, 20) << "decisions asked of a deal in another order than the real one";
}

TEST(Advisor, AFreshDealIsNotForecastAsASureWin)
{
    // Nearly every first room is still winnable for a player who sees every card; the
    // chance of one who does not, following the advice, is far lower.
    for (const std::uint64_t seed : {1u, 2u, 3u}) {
        const Advice advice = adviceFor({Rules::official(), Deal::fromSeed(seed), {}});
        EXPECT_GT(advice.winnableShare, 0.7) << seed;
        EXPECT_LT(advice.winChance, 0.85) << seed;
        EXPECT_LT(advice.winChance, advice.winnableShare) << seed;
        for (const ActionAdvice& other : advice.alternatives) {
            EXPECT_LE(other.winnableShare, advice.winnableShare) << toToken(other.action);
            EXPECT_LE(other.winChance, advice.winChance) << toToken(other.action);
        }
    }
}

TEST(Advisor, NoChanceIsAboveWhatAPlayerWhoSeesEveryCardWins)
{
    // A new player's deal #1 at turn 8 (health 20, room 7D 9D 2H 7H, weapon 6D that slew
    // the 10S): only the avoid is winnable (about a fifth of the samples). The model read
    // its share higher (22% as 23%, 15% as 20%), so the table showed a "fair" chance above
    // the clairvoyant's share in the hint's details, which cannot be.
    RunRecord record{Rules::official(), Deal::fromSeed(1), {}};
    std::istringstream moves{
        "8D KC:weapon 2S:bare avoid 10H 7C:weapon 9H avoid 4D 9C:weapon 6H avoid 6D 10S:weapon 8H"};
    for (std::string token; moves >> token;)
        record.actions.push_back(test::act(token));
    for (const int ms : {30, 100}) {
        const Advice advice = adviceFor(record, ms);
        EXPECT_EQ(advice.move, Action::avoid()) << ms;
        EXPECT_GT(advice.winnableShare, 0.0) << ms;
        EXPECT_LE(advice.winChance, advice.winnableShare) << ms << " ms: " << testing::PrintToString(advice);
        for (const ActionAdvice& other : advice.alternatives)
            EXPECT_LE(other.winChance, other.winnableShare) << ms << " ms: " << toToken(other.action);
    }
}

TEST(Advisor, MovesThatWinEverySampleAreToldApartByTheirMargin)
{
    // When several moves win in every sample, the rest of the budget asks which still
    // wins with less health; when the samples tell the moves apart, they decide alone.
    // The first rooms of seeds 1-8 show both.
    int toldByMargin = 0;
    int toldBySamples = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const Advice advice = adviceFor({Rules::official(), Deal::fromSeed(seed), {}}, 30);
        ASSERT_FALSE(advice.alternatives.empty());
        const bool tiedAtAll = advice.winnableShare == 1.0 && advice.alternatives.front().winnableShare == 1.0;
        EXPECT_EQ(advice.marginSamples > 0, tiedAtAll) << seed << ": " << testing::PrintToString(advice);
        (tiedAtAll ? toldByMargin : toldBySamples) += 1;
        for (const ActionAdvice& other : advice.alternatives)
            EXPECT_LE(other.winnableShare, advice.winnableShare) << seed << " " << toToken(other.action);
    }
    EXPECT_GT(toldByMargin, 0);
    EXPECT_GT(toldBySamples, 0);
}

TEST(Advisor, UnderGentleItSeesTheWholeDungeonBeforeItPlays)
{
    // Avoiding at will with the refused rooms kept in order, rows of avoids show every
    // card and bring the room back: the advisor avoids while unseen cards remain, and
    // its chance is then the clairvoyant's share, since it will play as one.
    RunRecord record{Rules::of(Preset::Gentle), Deal::fromSeed(1), {}};
    int avoids = 0;
    for (; avoids < 12; ++avoids) {
        const Advice advice = adviceFor(record);
        EXPECT_EQ(advice.winChance, advice.winnableShare);
        if (advice.samples == 1)
            break; // every card's place is known
        ASSERT_EQ(advice.move.kind, ActionKind::Avoid) << testing::PrintToString(advice);
        EXPECT_TRUE(advice.looksAhead);
        record.actions.push_back(advice.move);
    }
    EXPECT_EQ(avoids, 10); // ten rooms show the forty cards under the first
    const Advice known = adviceFor(record, 50);
    EXPECT_EQ(known.samples, 1);
    EXPECT_EQ(known.winnableShare, 1.0) << testing::PrintToString(known);
    EXPECT_FALSE(known.looksAhead);
    // Among winning moves an avoid that shows no new card comes last.
    if (known.move.kind == ActionKind::Avoid) {
        for (const ActionAdvice& other : known.alternatives)
            EXPECT_TRUE(other.action.kind == ActionKind::Avoid || other.winnableShare < 1.0)
                << testing::PrintToString(known);
    }
}

TEST(HintPolicy, UnderGentleWinsTheDealsASeeingPlayerWins)
{
    // Once every card is known its games follow the solver's winning line, avoids and
    // all: a move the advice wins with is never swapped for one it loses with.
    HintPolicy policy(budget(20));
    for (std::uint64_t seed : {1u, 2u}) {
        policy.reset(seed);
        GameState state = newGame(Rules::of(Preset::Gentle), seed);
        bool sureWin = false;
        for (int step = 0; !state.over() && step < 600; ++step) {
            const ActionList legal = legalActions(state);
            const Action action = policy.choose(state, legal);
            ASSERT_TRUE(legal.contains(action)) << toToken(action);
            if (const auto& advice = policy.lastAdvice();
                advice && advice->samples == 1 && advice->winnableShare == 1.0)
                sureWin = true;
            applyChecked(state, action, nullptr);
        }
        EXPECT_TRUE(sureWin) << "seed " << seed << ": every card is seen and the deal is winnable";
        EXPECT_EQ(state.status, Status::Won) << "seed " << seed;
    }
}

TEST(HintPolicy, PlaysLegalMovesToTheEnd)
{
    HintPolicy policy(budget(1));
    for (std::uint64_t seed : {1u, 2u}) {
        policy.reset(seed);
        GameState state = newGame(Rules::official(), seed);
        for (int step = 0; !state.over() && step < 200; ++step) {
            const ActionList legal = legalActions(state);
            const Action action = policy.choose(state, legal);
            ASSERT_TRUE(legal.contains(action)) << toToken(action);
            applyChecked(state, action, nullptr);
        }
        EXPECT_TRUE(state.over());
    }
}

TEST(HintPolicy, ChoosesWhatTheAdvisorSaysForTheSameRecord)
{
    // The policy builds its knowledge move by move from what it is shown; the record
    // replay must reach the same knowledge, so the same choices.
    const Rules shuffle = test::rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle);
    for (const Rules& rules : {Rules::official(), shuffle}) {
        HintPolicy policy(budget(1));
        policy.reset(11);
        RunRecord record{rules, Deal::fromSeed(11), {}};
        GameState state = newGame(rules, 11);
        for (int step = 0; !state.over() && step < 12; ++step) {
            const ActionList legal = legalActions(state);
            const Action chosen = policy.choose(state, legal);
            if (legal.size() > 1) {
                const auto expected = advise(record, budget(1));
                ASSERT_TRUE(expected.has_value());
                EXPECT_EQ(chosen, expected->move) << "step " << step;
            }
            record.actions.push_back(chosen);
            applyChecked(state, chosen, nullptr);
        }
    }
}

TEST(HintPolicy, MovesItIsToldOfKeepWhatTheyShow)
{
    // A weaker player's opening (the calibration's greedy turns) avoids the first room:
    // told of it, the policy knows where those four cards went, as the record does, and
    // advises as the advisor does for the record; the room's cards are not unseen again.
    const Rules rules = Rules::official();
    for (const std::uint64_t seed : {3u, 11u}) {
        HintPolicy policy(budget(1));
        policy.reset(seed);
        GameState state = newGame(rules, seed);
        policy.follow(state, Action::avoid());
        applyChecked(state, Action::avoid(), nullptr);
        policy.choose(state, legalActions(state));
        const auto expected = advise(RunRecord{rules, Deal::fromSeed(seed), {Action::avoid()}}, budget(1));
        ASSERT_TRUE(expected.has_value());
        ASSERT_TRUE(policy.lastAdvice().has_value());
        EXPECT_EQ(*policy.lastAdvice(), *expected) << "seed " << seed;
    }
}

} // namespace
} // namespace scoundrel
