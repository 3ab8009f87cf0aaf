// Whole seeded games under every preset and under random rule sets (one per game),
// played by the engine's two policies and by a player of the test's own, with the
// engine's invariants checked at every step.
#include "TestSupport.h"

#include "scoundrel/Policy.h"
#include "scoundrel/Run.h"
#include "scoundrel/SplitMix64.h"

#include <array>
#include <memory>
#include <optional>

namespace scoundrel {
namespace {

constexpr std::uint64_t kGames = 3000;
// Every game gets the cheap checks at every step and replays its record at the end;
// every kThoroughEvery-th game also applies every illegal action, replays its record
// and round-trips its JSON at every step. JSON costs the most by far, so the other
// games round-trip only their final state, and only every kFinalJsonEvery-th game or
// a won one (won states are rare and once failed to read back). This keeps the suite
// quick under sanitizers.
constexpr std::uint64_t kThoroughEvery = 50;
constexpr std::uint64_t kFinalJsonEvery = 4;
// No game can take this many actions: at most 44 faced cards, and before each turn at
// most a dungeon's worth of avoids, since every player avoids only to see new cards.
constexpr int kMaxSteps = 44 + 44 * 12;

enum class Player { Random, Greedy, Uniform };

struct Case {
    std::optional<Rules> rules; // nothing: each game draws its own rule set
    Player player;

    Rules rulesFor(std::uint64_t seed) const
    {
        return rules ? *rules : test::randomRules(SplitMix64(seed ^ 0x52554C4553ULL).next());
    }
};

void PrintTo(const Case& c, std::ostream* os)
{
    *os << (c.rules ? c.rules->name() : "random") << " / " << static_cast<int>(c.player);
}

std::string caseName(const ::testing::TestParamInfo<Case>& info)
{
    const char* player = info.param.player == Player::Random ? "RandomPolicy"
        : info.param.player == Player::Greedy                ? "GreedyPolicy"
                                                             : "UniformOverCheck";
    std::string rules = info.param.rules ? info.param.rules->name() : "random_rules";
    for (char& c : rules)
        c = c == '+' ? '_' : c;
    return std::string(player) + "_" + rules;
}

// Every action a player could ask for: avoid, and each card faced, fought bare and
// fought with the weapon. Abandoning is always legal and is tested on its own.
const std::vector<Action>& conceivableActions()
{
    static const std::vector<Action> all = [] {
        std::vector<Action> list{Action::avoid()};
        for (Card c : canonicalDeck()) {
            list.push_back(Action::face(c));
            list.push_back(Action::fightBare(c));
            list.push_back(Action::fightWeapon(c));
        }
        return list;
    }();
    return all;
}

struct Where {
    std::uint64_t seed;
    int step;
};

std::ostream& operator<<(std::ostream& os, const Where& where)
{
    return os << "seed " << where.seed << " step " << where.step;
}

void expectEveryCardOnce(const GameState& s, const Where& where)
{
    std::array<int, kDeckSize> seen{};
    std::size_t total = 0;
    const auto count = [&](Card c) {
        if (!c)
            return;
        ++seen[c.id()];
        ++total;
    };
    for (Card c : s.dungeon.cards())
        count(c);
    for (Card c : s.room)
        count(c);
    count(s.weapon);
    for (Card c : s.slain.cards())
        count(c);
    for (Card c : s.discard.cards())
        count(c);
    EXPECT_EQ(total, static_cast<std::size_t>(kDeckSize)) << where;
    for (std::size_t id = 0; id < seen.size(); ++id) {
        if (seen[id] != 1)
            ADD_FAILURE() << Card::fromId(static_cast<std::uint8_t>(id)).name() << " held " << seen[id] << " times, "
                          << where;
    }
}

void expectHealthAndStatus(const GameState& s, const Where& where)
{
    EXPECT_LE(s.health, s.rules.maxHealth) << where;
    if (s.status == Status::Playing) {
        EXPECT_GT(s.health, 0) << where;
    }
    if (s.status == Status::Lost) {
        EXPECT_LE(s.health, 0) << where;
    }
    if (s.status == Status::Won) {
        EXPECT_GT(s.health, 0) << where;
        EXPECT_TRUE(s.dungeon.empty()) << where;
        EXPECT_EQ(s.roomCount(), 0) << where;
    }
}

// Checks legalActions against check() over every conceivable action and returns the
// actions check() accepts, in the conceivable order.
std::vector<Action> expectLegalMatchesCheck(const GameState& s, bool thorough, const Where& where)
{
    const ActionList legal = legalActions(s);
    std::vector<Action> accepted;
    const std::vector<Action>& all = conceivableActions();
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Action action = all[i];
        const Illegal why = check(s, action);
        // Plain comparisons on the hot path: one gtest assertion per action is most of
        // the cost of a sanitizer build.
        if (legal.contains(action) != (why == Illegal::None))
            ADD_FAILURE() << toToken(action)
                          << (why == Illegal::None ? " accepted by check but not listed, "
                                                   : " listed but refused by check, ")
                          << where;
        if (why == Illegal::None) {
            accepted.push_back(action);
            continue;
        }
        // A sample of the illegal actions in ordinary games, all of them in thorough ones.
        if (!thorough && (i + static_cast<std::size_t>(where.step)) % 29 != 0)
            continue;
        const ApplyResult result = apply(s, action);
        if (inEnglish(reasonFor(s, action, why)).empty() || result.illegal != why || !result.events.empty() ||
            !(result.state == s))
            ADD_FAILURE() << toToken(action) << " is refused but not cleanly: explain '"
                          << inEnglish(reasonFor(s, action, why)) << "', apply gave reason "
                          << static_cast<int>(result.illegal) << ", " << result.events.size() << " events, state "
                          << (result.state == s ? "unchanged" : "changed") << ", " << where;
    }
    EXPECT_EQ(legal.size(), accepted.size()) << where;
    return accepted;
}

void expectEventsMatchTheChange(const GameState& before, const ApplyResult& result, const Where& where)
{
    const GameState& after = result.state;
    int turnsStarted = 0;
    int drawn = 0;
    int avoided = 0;
    int endings = 0;
    for (const Event& e : result.events) {
        switch (e.kind) {
        case EventKind::TurnStarted:
            ++turnsStarted;
            EXPECT_EQ(e.amount, after.turn) << where;
            break;
        case EventKind::CardDrawn:
            ++drawn;
            EXPECT_EQ(after.room[e.slot], e.card) << where;
            break;
        case EventKind::RoomAvoided:
            ++avoided;
            break;
        case EventKind::Won:
        case EventKind::Lost:
            ++endings;
            EXPECT_EQ(e.amount, score(after)) << where;
            break;
        default:
            break;
        }
    }
    EXPECT_EQ(after.turn - before.turn, turnsStarted) << where;
    EXPECT_LE(turnsStarted, 1) << where;
    EXPECT_EQ(endings, after.over() ? 1 : 0) << where;
    EXPECT_EQ(static_cast<int>(after.dungeon.size()),
              static_cast<int>(before.dungeon.size()) - drawn + kRoomSize * avoided)
        << where;
}

void expectReplayAgrees(const RunRecord& record, const GameState& s, const Where& where)
{
    std::string why;
    const auto replayed = replay(record, &why);
    EXPECT_TRUE(replayed.has_value()) << why << " " << where;
    if (replayed) {
        EXPECT_TRUE(*replayed == s) << where;
    }
}

// Empty when the state reads back from its JSON text identical, else what went wrong.
std::string jsonRoundTripProblem(const GameState& s)
{
    const std::string text = toJson(s).dump();
    JsonProblem why;
    const auto back = stateFromJson(nlohmann::json::parse(text), &why);
    if (!back)
        return "not read back (kind " + std::to_string(static_cast<int>(why.fault)) + "): " + text;
    if (!(*back == s))
        return "read back different: " + text;
    return {};
}

class Property : public ::testing::TestWithParam<Case> {
protected:
    // JSON problems are counted rather than stopping the run, so that one broken
    // round trip does not hide the other invariants of the remaining games.
    void checkJson(const GameState& s, const Where& where)
    {
        const std::string problem = jsonRoundTripProblem(s);
        if (problem.empty())
            return;
        if (m_jsonFailures++ == 0) {
            std::ostringstream first;
            first << where << ": " << problem;
            m_firstJsonFailure = first.str();
        }
    }

    void playGame(std::uint64_t seed)
    {
        const Case& c = GetParam();
        const bool thorough = seed % kThoroughEvery == 0;
        std::unique_ptr<Policy> policy = c.player == Player::Random ? makePolicy("random")
            : c.player == Player::Greedy                            ? makePolicy("greedy")
                                                                    : nullptr;
        if (policy)
            policy->reset(seed);
        SplitMix64 uniform(seed * 0x2545F4914F6CDD1DULL + 7);

        const Rules rules = c.rulesFor(seed);
        RunRecord record{rules, Deal::fromSeed(seed), {}};
        GameState s = newGame(rules, seed);
        int step = 0;
        for (; !s.over() && step < kMaxSteps && !HasFailure(); ++step) {
            const Where where{seed, step};
            expectEveryCardOnce(s, where);
            expectHealthAndStatus(s, where);
            std::vector<Action> accepted = expectLegalMatchesCheck(s, thorough, where);
            ASSERT_FALSE(accepted.empty()) << where;
            // The uniform player, like the policies, avoids only to see new cards.
            if (accepted.front().kind == ActionKind::Avoid && !avoidShowsNewCards(s))
                accepted.erase(accepted.begin());
            const Action action = policy ? policy->choose(s, legalActions(s))
                                         : accepted[uniform.below(static_cast<std::uint32_t>(accepted.size()))];
            const ApplyResult result = apply(s, action);
            ASSERT_EQ(result.illegal, Illegal::None) << toToken(action) << " " << where;
            expectEventsMatchTheChange(s, result, where);
            s = result.state;
            record.actions.push_back(action);
            if (thorough) {
                expectReplayAgrees(record, s, where);
                checkJson(s, where);
            }
        }
        const Where end{seed, step};
        EXPECT_TRUE(s.over()) << "the game never ended, " << end;
        expectEveryCardOnce(s, end);
        expectHealthAndStatus(s, end);
        EXPECT_TRUE(legalActions(s).empty()) << end;
        expectReplayAgrees(record, s, end);
        if (seed % kFinalJsonEvery == 0 || s.status == Status::Won)
            checkJson(s, end);
    }

    int m_jsonFailures = 0;
    std::string m_firstJsonFailure;
};

TEST_P(Property, InvariantsHoldAtEveryStep)
{
    for (std::uint64_t seed = 0; seed < kGames && !HasFailure(); ++seed)
        playGame(seed);
    EXPECT_EQ(m_jsonFailures, 0) << "states whose JSON does not read back identical; the first, at "
                                 << m_firstJsonFailure;
}

std::vector<Case> allCases()
{
    std::vector<Case> cases;
    for (const Player player : {Player::Random, Player::Greedy, Player::Uniform}) {
        for (const Preset preset : kPresets)
            cases.push_back(Case{Rules::of(preset), player});
        for (const AvoidOrder order : {AvoidOrder::Keep, AvoidOrder::Shuffle}) {
            Rules rules;
            rules.weaponDegradation = WeaponDegradation::EqualOrLower;
            rules.avoidOrder = order;
            cases.push_back(Case{rules, player});
        }
        cases.push_back(Case{std::nullopt, player});
    }
    return cases;
}

INSTANTIATE_TEST_SUITE_P(AllVariants, Property, ::testing::ValuesIn(allCases()), caseName);

} // namespace
} // namespace scoundrel
