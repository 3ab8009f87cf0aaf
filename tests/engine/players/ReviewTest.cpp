#include "TestSupport.h"

#include "scoundrel/Advisor.h"
#include "scoundrel/Engine.h"
#include "scoundrel/Review.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <set>
#include <sstream>
#include <vector>

namespace scoundrel {
namespace {

// A dungeon whose first room holds a 10 and a Queen it can take.
constexpr std::string_view kQueenDeck = "10D QS 2H 3C KS 9S 8S 7S 5H 4D JC 6C";

RunRecord recordOf(std::string_view deck, std::string_view moves)
{
    RunRecord record{Rules::official(), Deal::custom(test::cards(deck)), {}};
    std::istringstream words{std::string(moves)};
    std::string token;
    while (words >> token)
        record.actions.push_back(test::act(token));
    return record;
}

ReviewOptions budget(int ms, int threads = 2)
{
    ReviewOptions options;
    options.advice.budgetMs = ms;
    options.threads = threads;
    return options;
}

std::vector<ReviewedMove> review(const RunRecord& record, const ReviewOptions& options)
{
    std::string why;
    const auto advice = adviseRun(record, options, &why);
    EXPECT_TRUE(advice) << why;
    return advice ? reviewMoves(record, *advice) : std::vector<ReviewedMove>{};
}

TEST(Review, FlagsABarehandedQueenRightAfterEquippingATenThatCouldTakeIt)
{
    const auto moves = review(recordOf(kQueenDeck, "10D QS:bare"), budget(20));
    ASSERT_EQ(moves.size(), 2u);
    EXPECT_FALSE(moves[0].mistake);
    EXPECT_TRUE(moves[1].mistake);
    EXPECT_EQ(moves[1].best, test::act("QS:weapon"));
    ASSERT_TRUE(moves[1].chanceBefore && moves[1].chanceAfter);
    EXPECT_LT(*moves[1].chanceAfter, *moves[1].chanceBefore);
    EXPECT_EQ(mistakesOf(moves), std::vector<std::size_t>{1});
}

TEST(Review, TheAdvisorsOwnLineHasNoMistakes)
{
    // Eight moves of seed 7, each the advisor's, then the review at the same budget.
    RunRecord record{Rules::official(), Deal::fromSeed(7), {}};
    AdviceOptions options;
    options.budgetMs = 10;
    for (int i = 0; i < 8; ++i)
        record.actions.push_back(advise(record, options)->move);
    const auto moves = review(record, budget(10));
    ASSERT_EQ(moves.size(), 8u);
    EXPECT_LE(mistakesOf(moves).size(), 1u);
}

TEST(Review, EachPositionGetsTheAnswerTheHintGives)
{
    const RunRecord record = recordOf(kQueenDeck, "10D QS:bare 2H 3C:bare");
    const auto advice = adviseRun(record, budget(15));
    ASSERT_TRUE(advice);
    ASSERT_EQ(advice->size(), record.actions.size() + 1);
    AdviceOptions options;
    options.budgetMs = 15;
    for (std::size_t i = 0; i <= record.actions.size(); ++i) {
        RunRecord prefix = record;
        prefix.actions.resize(i);
        EXPECT_EQ((*advice)[i], advise(prefix, options)) << "position " << i;
    }
}

TEST(Review, TwoThreadsGiveWhatOneGives)
{
    const RunRecord record = recordOf(kQueenDeck, "10D QS:bare 2H 3C:bare");
    EXPECT_EQ(adviseRun(record, budget(10, 1)), adviseRun(record, budget(10, 2)));
}

// The solver's speed-ups (the children tried in an order of indexes, a three-value
// sort without std::sort, the turn's outcomes enumerated by layers) change no answer: at
// the game's review budget, positions of a 51-move run of deal 6 get the advice, samples
// and solver nodes they got before them (numbers from `scoundrel-cli hint --seed 6
// --budget-ms 300` before the change), the solver's restarts left off.
TEST(Review, TheSolversSpeedUpsChangeNoAdvice)
{
    const std::vector<std::string> moves{
        "8H", "10D",       "6C:bare",   "avoid", "6H",    "8C:bare",   "KS:weapon", "avoid",     "9H", "5H",
        "2H", "JS:weapon", "9S:weapon", "3H",    "avoid", "7C:weapon", "7S:bare",   "5C:weapon", "4H", "4S:weapon"};
    struct Pinned {
        std::size_t moves;
        std::string best;
        double winChance;
        int samples;
        std::uint64_t nodes;
    };
    // The chances as the model that reads the samples (session 17) reads the same shares
    // and samples (the mix of issue 30 before it: 0.73345337794738485, 0.6335979571891337
    // and 0.28996285592540605; the first model: 0.7384561627144083, 0.6682565738907077
    // and 0.34482185238920454).
    const std::vector<Pinned> pinned{{0, "10D", 0.74173682176392308, 72, 1117848},
                                     {12, "9S:weapon", 0.56053250047736813, 148, 1080804},
                                     {20, "2D", 0.36248050634932233, 1000, 435844}};
    for (const Pinned& p : pinned) {
        RunRecord record{Rules::official(), Deal::fromSeed(6), {}};
        for (std::size_t i = 0; i < p.moves; ++i)
            record.actions.push_back(test::act(moves[i]));
        const auto advice = advise(record, AdviceOptions{.budgetMs = 300, .cancel = nullptr, .solverRestarts = false});
        ASSERT_TRUE(advice) << p.moves;
        EXPECT_EQ(toToken(advice->move), p.best) << p.moves;
        EXPECT_EQ(advice->winChance, p.winChance) << p.moves;
        EXPECT_EQ(advice->samples, p.samples) << p.moves;
        EXPECT_EQ(advice->nodes, p.nodes) << p.moves;
    }
}

// With the solver's restarts (issue 30) the solves take other numbers of nodes, so other
// samples fit the budget (100 against 72 at the first room, 134 against 148 after 12
// moves): pinned here so that a later speed-up that claims to change nothing is checked
// against the search with restarts as the test above checks the one before them.
TEST(Review, TheSolversRestartsGiveThisAdvice)
{
    const std::vector<std::string> moves{"8H",    "10D", "6C:bare", "avoid", "6H",        "8C:bare",  "KS:weapon",
                                         "avoid", "9H",  "5H",      "2H",    "JS:weapon", "9S:weapon"};
    struct Pinned {
        std::size_t moves;
        std::string best;
        int samples;
        std::uint64_t nodes;
    };
    const std::vector<Pinned> pinned{{0, "8H", 100, 1083801}, {12, "9S:weapon", 134, 1080280}};
    for (const Pinned& p : pinned) {
        RunRecord record{Rules::official(), Deal::fromSeed(6), {}};
        for (std::size_t i = 0; i < p.moves; ++i)
            record.actions.push_back(test::act(moves[i]));
        const auto advice = advise(record, AdviceOptions{300});
        ASSERT_TRUE(advice) << p.moves;
        EXPECT_EQ(toToken(advice->move), p.best) << p.moves;
        EXPECT_EQ(advice->samples, p.samples) << p.moves;
        EXPECT_EQ(advice->nodes, p.nodes) << p.moves;
    }
}

TEST(Review, ThePositionLookedAtIsAdvisedFirstWithTheSameAnswers)
{
    const RunRecord record = recordOf(kQueenDeck, "10D QS:bare 2H 3C:bare");
    ReviewOptions options = budget(5, 1);
    const std::atomic<std::size_t> wanted{3};
    options.wanted = &wanted;
    std::vector<std::size_t> order;
    options.onAdvice = [&](std::size_t index, const Advice&) { order.push_back(index); };
    const auto advice = adviseRun(record, options);
    ASSERT_TRUE(advice);
    EXPECT_EQ(order, (std::vector<std::size_t>{3, 0, 1, 2, 4}));
    EXPECT_EQ(advice, adviseRun(record, budget(5, 1)));
}

TEST(Review, ReportsEachPositionAsItsAdviceArrives)
{
    const RunRecord record = recordOf(kQueenDeck, "10D QS:bare 2H");
    ReviewOptions options = budget(5);
    std::mutex mutex;
    std::multiset<std::size_t> reported;
    options.onAdvice = [&](std::size_t index, const Advice&) {
        const std::scoped_lock lock(mutex);
        reported.insert(index);
    };
    ASSERT_TRUE(adviseRun(record, options));
    EXPECT_EQ(reported, (std::multiset<std::size_t>{0, 1, 2, 3}));
}

// Advice by hand: best first, then the alternatives.
Advice adviceOf(std::string_view best, double chance, std::vector<std::pair<std::string_view, double>> others)
{
    Advice advice;
    advice.move = test::act(best);
    advice.winChance = chance;
    for (const auto& [token, other] : others)
        advice.alternatives.push_back({test::act(token), other});
    return advice;
}

TEST(Review, AnchoredAdviceReadsTheShownChanceAndKeepsItsRatios)
{
    const Advice anchored = anchoredTo(adviceOf("QS:weapon", 0.59, {{"2H", 0.295}, {"3C", 0.0}}), 0.61);
    EXPECT_NEAR(anchored.winChance, 0.61, 1e-12);
    EXPECT_NEAR(anchored.alternatives[0].winChance, 0.305, 1e-12);
    EXPECT_EQ(anchored.alternatives[1].winChance, 0.0); // a lost move stays lost
    EXPECT_EQ(anchored.move, test::act("QS:weapon"));
    // Never above certain.
    EXPECT_LE(anchoredTo(adviceOf("QS:weapon", 0.5, {{"2H", 0.5}}), 1.0).alternatives[0].winChance, 1.0);
}

// 20-review.png: move 1 read "74% -> 61%" and move 2 began at 59%, one position read
// twice. Chained, a move's chance after is the next move's chance before, within a turn;
// a new turn (cards dealt) keeps its own estimate.
TEST(Review, WithinATurnAMovesChanceAfterIsTheNextMovesChanceBefore)
{
    // 10D, QS, 2H face three cards of the first room (turn 1); the 3C is fought in turn 2.
    const RunRecord record = recordOf(kQueenDeck, "10D QS:weapon 2H 3C:bare");
    PositionAdvice advice{adviceOf("10D", 0.74, {{"QS:bare", 0.5}}), adviceOf("QS:weapon", 0.59, {{"2H", 0.4}}),
                          adviceOf("2H", 0.8, {}), adviceOf("3C:bare", 0.3, {})};
    const auto unchained = reviewMoves(record, advice);
    ASSERT_EQ(unchained.size(), 4u);
    ASSERT_EQ(unchained[2].turn, 1);
    ASSERT_EQ(unchained[3].turn, 2);
    EXPECT_NE(*unchained[0].playedChance, *unchained[1].chanceBefore); // the two numbers
    const auto moves = reviewMoves(record, chainedAdvice(record, advice));
    EXPECT_NEAR(*moves[0].playedChance, 0.74, 1e-12);
    EXPECT_NEAR(*moves[1].chanceBefore, 0.74, 1e-12);
    EXPECT_NEAR(*moves[1].playedChance, 0.74, 1e-12);
    EXPECT_NEAR(*moves[2].chanceBefore, 0.74, 1e-12);
    EXPECT_NEAR(*moves[0].chanceAfter, *moves[1].chanceBefore, 1e-12);
    // The fourth position opens turn 2: a new room, its own estimate.
    EXPECT_EQ(*moves[3].chanceBefore, 0.3);
    // A position not yet advised breaks the chain: the next one reads its own estimate.
    advice[1].reset();
    EXPECT_EQ(*reviewMoves(record, chainedAdvice(record, advice))[2].chanceBefore, 0.8);
}

TEST(Review, AMoveThatEndsTheGameLeavesAChanceOfOneOrZero)
{
    // The last potion wins; the forced last move is listed and never a mistake.
    const auto won = review(recordOf("2S 3H 4H 5D 6H", "2S 3H 5D 4H 6H"), budget(5));
    ASSERT_EQ(won.size(), 5u);
    EXPECT_EQ(won.back().chanceAfter, 1.0);
    EXPECT_TRUE(won.back().forced);
    EXPECT_FALSE(won.back().mistake);
    const auto lost = review(recordOf("AS KS 2C 3C", "AS:bare KS:bare"), budget(5));
    ASSERT_EQ(lost.size(), 2u);
    EXPECT_EQ(lost.back().chanceAfter, 0.0);
}

TEST(Review, ChancesStayUnknownUntilTheirPositionIsAdvised)
{
    const RunRecord record = recordOf(kQueenDeck, "10D QS:bare");
    auto advice = *adviseRun(record, budget(5));
    advice[1].reset();
    const auto moves = reviewMoves(record, advice);
    ASSERT_EQ(moves.size(), 2u);
    EXPECT_TRUE(moves[0].chanceBefore);
    EXPECT_FALSE(moves[0].chanceAfter);
    EXPECT_FALSE(moves[1].chanceBefore);
    EXPECT_FALSE(moves[1].best);
    EXPECT_FALSE(moves[1].mistake);
    EXPECT_TRUE(moves[1].chanceAfter);
}

TEST(Review, GivingUpIsNotAMoveToReview)
{
    RunRecord record = recordOf(kQueenDeck, "10D QS:bare");
    record.actions.push_back(Action::abandon());
    const auto advice = adviseRun(record, budget(5));
    ASSERT_TRUE(advice);
    EXPECT_EQ(advice->size(), 3u);
    EXPECT_EQ(reviewMoves(record, *advice).size(), 2u);
}

TEST(Review, AnIllegalMoveIsNamedByItsPosition)
{
    std::string why;
    EXPECT_FALSE(adviseRun(recordOf(kQueenDeck, "10D KS:weapon"), budget(5), &why));
    EXPECT_EQ(why.rfind("move 2 (KS:weapon): ", 0), 0u) << why;
}

TEST(Review, ACancelledReviewGivesNothing)
{
    const std::atomic<bool> cancel{true};
    ReviewOptions options = budget(5);
    options.advice.cancel = &cancel;
    EXPECT_FALSE(adviseRun(recordOf(kQueenDeck, "10D QS:bare"), options));
}

// Deal 302020480's first room, 4H 4S 8D QS at full health: every sampled dungeon is still
// winnable after any of the four cards, so the advice gives them one chance (0.747 at the
// table's 300 ms). np12 fought the Queen barehanded (-12) with the 8 of Diamonds in the
// room and read "as good as any move".
constexpr std::uint64_t kTiedQueenSeed = 302020480;

Advice tiedFirstRoom()
{
    Advice advice;
    advice.move = test::act("4S:bare");
    advice.winChance = 0.747;
    for (const char* token : {"8D", "QS:bare", "4H"})
        advice.alternatives.push_back({test::act(token), 0.747, -100.0, 1.0});
    advice.alternatives.push_back({test::act("avoid"), 0.536, -111.0, 0.88});
    return advice;
}

// Its chance is the best's, so it is no mistake (a new player read "76% → 76%" drawn red as
// a chance given away): a costly tie, counted apart.
TEST(Review, AMoveThatTiesOnChanceButEndsItsTurnWithLessHealthIsACostlyTieNotAMistake)
{
    RunRecord record{Rules::official(), Deal::fromSeed(kTiedQueenSeed), {test::act("QS:bare")}};
    const auto moves = reviewMoves(record, PositionAdvice{tiedFirstRoom()});
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0].drop(), 0.0);
    // After the Queen (8 left) the turn ends at 12 at most (the 8D, then the 4H or the 4S
    // with the weapon). The 8D first, the Queen with it (-4) and the 4H end it at 20.
    EXPECT_EQ(moves[0].playedTurnHealth, 12);
    EXPECT_EQ(moves[0].bestTurnHealth, 20);
    EXPECT_EQ(moves[0].betterFirst, test::act("8D"));
    EXPECT_EQ(moves[0].healthCost(), 8);
    EXPECT_FALSE(moves[0].mistake);
    EXPECT_TRUE(moves[0].costly);
    EXPECT_TRUE(mistakesOf(moves).empty());
    EXPECT_EQ(costlyTiesOf(moves), std::vector<std::size_t>{0});
}

// A move that gave chance away is a mistake, and not also a costly tie.
TEST(Review, AMistakeOrAForcedMoveIsNoCostlyTie)
{
    Advice advice = tiedFirstRoom();
    advice.alternatives[1].winChance = 0.5; // QS:bare, 0.247 below the best
    RunRecord record{Rules::official(), Deal::fromSeed(kTiedQueenSeed), {test::act("QS:bare")}};
    const auto moves = reviewMoves(record, PositionAdvice{advice});
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_TRUE(moves[0].mistake);
    EXPECT_FALSE(moves[0].costly);
    EXPECT_TRUE(costlyTiesOf(moves).empty());
}

TEST(Review, ATiedMoveThatCostsNoHealthOrLittleIsNoMistake)
{
    // The 4H at full health heals nothing, but the 8D and the 4S with it still end the
    // turn at 20, leaving the Queen.
    RunRecord record{Rules::official(), Deal::fromSeed(kTiedQueenSeed), {test::act("4H")}};
    auto moves = reviewMoves(record, PositionAdvice{tiedFirstRoom()});
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0].healthCost(), 0);
    EXPECT_FALSE(moves[0].betterFirst);
    EXPECT_FALSE(moves[0].mistake);
    EXPECT_FALSE(moves[0].costly);
    // Less than kCostlyHealth is told, not marked.
    moves[0].betterFirst = test::act("4S:bare");
    moves[0].playedTurnHealth = 20 - (kCostlyHealth - 1);
    EXPECT_EQ(moves[0].healthCost(), kCostlyHealth - 1);
    EXPECT_FALSE(moves[0].costlyTie());
    // A move whose chance is lower is judged by its chance alone.
    moves[0].playedChance = 0.70;
    EXPECT_EQ(moves[0].healthCost(), 0);
}

// Only moves the advice ranks ahead of the one played count: the advisor's own move is
// never told it cost health (its tie-break weighs a fresh weapon too), nor is a move the
// advice ranks above the better line.
TEST(Review, TheAdvisorsOwnMoveIsNeverToldItCostHealth)
{
    Advice advice = tiedFirstRoom();
    advice.move = test::act("QS:bare");
    advice.alternatives[1].action = test::act("4S:bare");
    RunRecord record{Rules::official(), Deal::fromSeed(kTiedQueenSeed), {test::act("QS:bare")}};
    const auto moves = reviewMoves(record, PositionAdvice{advice});
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_EQ(moves[0].healthCost(), 0);
    EXPECT_FALSE(moves[0].betterFirst);
    EXPECT_FALSE(moves[0].mistake);
}

TEST(Review, TurnEndHealthPlaysTheRoomInItsBestOrder)
{
    RunRecord record{Rules::official(), Deal::fromSeed(kTiedQueenSeed), {}};
    GameState state = *initialState(record);
    EXPECT_EQ(turnEndHealth(state), 20);
    applyChecked(state, test::act("QS:bare"), nullptr);
    EXPECT_EQ(turnEndHealth(state), 12);
}

// The advisor's own choice in that room is not the Queen barehanded: its move lets the
// turn end at full health.
TEST(Review, TheAdvisorDoesNotFightTheQueenBarehandedWithTheEightInTheRoom)
{
    RunRecord record{Rules::official(), Deal::fromSeed(kTiedQueenSeed), {}};
    AdviceOptions options;
    options.budgetMs = 300;
    const auto advice = advise(record, options);
    ASSERT_TRUE(advice);
    EXPECT_NE(advice->move, test::act("QS:bare"));
    const GameState start = *initialState(record);
    GameState after = start;
    applyChecked(after, advice->move, nullptr);
    EXPECT_EQ(turnEndHealth(after), 20) << toToken(advice->move);
}

// The table's chance badges judge each card's best move as the review would judge it,
// before it is made: on deal 302020480's first room, at the table's 300 ms, the four cards
// tie on chance, the Queen barehanded costs 8 health this turn against the 8 of Diamonds
// first (a costly tie), and the 8 of Diamonds, the 4 of Spades and the 4 of Hearts cost
// nothing.
TEST(Review, EachMoveOfATiedRoomIsJudgedBeforeItIsMade)
{
    RunRecord record{Rules::official(), Deal::fromSeed(kTiedQueenSeed), {}};
    AdviceOptions options;
    options.budgetMs = 300;
    const auto advice = advise(record, options);
    ASSERT_TRUE(advice);
    const GameState start = *initialState(record);
    const ReviewedMove queen = judgedMove(start, *advice, test::act("QS:bare"));
    EXPECT_EQ(queen.drop(), 0.0);
    EXPECT_EQ(queen.playedTurnHealth, 12);
    EXPECT_EQ(queen.bestTurnHealth, 20);
    EXPECT_EQ(queen.betterFirst, test::act("8D"));
    EXPECT_EQ(queen.healthCost(), 8);
    EXPECT_TRUE(queen.costlyTie());
    for (const char* token : {"8D", "4S:bare", "4H"}) {
        const ReviewedMove other = judgedMove(start, *advice, test::act(token));
        EXPECT_EQ(other.healthCost(), 0) << token;
        EXPECT_FALSE(other.costlyTie()) << token;
    }
    // The same judgement as the review's of the Queen played.
    record.actions.push_back(test::act("QS:bare"));
    const auto reviewed = reviewMoves(record, PositionAdvice{*advice});
    ASSERT_EQ(reviewed.size(), 1u);
    EXPECT_EQ(reviewed[0].healthCost(), queen.healthCost());
    EXPECT_EQ(reviewed[0].betterFirst, queen.betterFirst);
    EXPECT_TRUE(reviewed[0].costly);
    EXPECT_FALSE(reviewed[0].mistake);
}

TEST(Review, TheDealIsSolvedFromItsStart)
{
    const DealOutlook deal = solveDeal(recordOf("2S 3H 4H 5D 6H", "2S"), kDealOutlookNodes);
    EXPECT_EQ(deal.winnable, true);
    EXPECT_EQ(deal.bestScore, 26);
}

} // namespace
} // namespace scoundrel
