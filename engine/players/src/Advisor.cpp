#include "scoundrel/Advisor.h"

#include "scoundrel/Calibration.h"
#include "scoundrel/Engine.h"
#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/Policy.h"
#include "scoundrel/Solver.h"

#include "TurnTree.h"

#include <algorithm>
#include <numeric>

namespace scoundrel {

namespace {

// Solver nodes per millisecond of budget: what one core of the 2-core project machine
// searches in the advisor's own solves (3.6 million nodes a second of user time, measured
// with `hint --budget-ms 2000` on the first decisions of seeds 1, 2, 5, 7, 11 and 13 with
// the machine otherwise idle; docs/ADVISOR.md), so a decision that spends its whole
// budget of B ms takes about B ms there. Being work, not time, the same budget gives the
// same answer on any machine and under any load.
constexpr std::uint64_t kNodesPerMs = 3'600;
// Enough samples that the win chances mean something even when solves are costly,
// and a cap for the end of the game where solves cost almost nothing.
constexpr int kMinSamples = 4;
constexpr int kMaxSamples = kMaxAdviceSamples;
// A solve that runs out of nodes counts as a loss; the floor keeps tiny budgets useful.
constexpr std::uint64_t kMinSolveNodes = 1'000;

// Half the budget goes to the samples first. When by then the leading moves are tied
// with every sample won, a clairvoyant can tell them apart no further: the rest of the
// budget asks, on fresh samples, which of them still wins with kMarginHealth less
// health, the margin a player who cannot see the cards needs. Measured in
// docs/ADVISOR.md (seeds 1-1000, 300001-300200, 400001-400200).
constexpr std::uint64_t kSaturationCheckPercent = 50;
constexpr int kMarginHealth = 5;
// AdviceMethod::Ladder: a leader that still wins with kMarginHealth less is asked again
// with kLadderHealth less, and the two counts are summed: a graded slack.
constexpr int kLadderHealth = 10;

struct Tally {
    int wins = 0;
    int marginWins = 0; // of the margin's samples, for the leaders only (summed over the ladder's rungs)
    // An avoid that shows no new card (avoid: unlimited) only puts the choice off:
    // among actions that win as often it comes last, so with every card known a
    // winning line that faces a card is taken where there is one, and a row of avoids
    // never goes round the dungeon past it.
    bool defers = false;
    // An avoid that shows unseen cards when rows of avoids can show every card and bring
    // the room back (avoidsShowEveryCard): what it shows costs nothing, so it comes
    // first, and the advisor plays only once it has seen the whole dungeon.
    bool reveals = false;
    // A weapon worse than the one held (weaponWorseThanHeld): among moves that win as often,
    // after the margin, it comes after the others, so the hint does not advise a move the
    // table then calls worse (np20: "equip the 9", then "equip the 8" over a fresh 9, where
    // fighting or facing another card won as often).
    bool worseWeapon = false;
    long long scoreSum = 0;
    // AdviceMethod::TurnTree: the share is the mean along the move's best plan of the
    // turn, not wins over samples.
    double share = -1.0;
    // AdviceMethod::NearMargin: the wins it ranks by, the leader's for the near-leaders
    // the margin told apart; -1 for wins.
    int rankWins = -1;
    int rank() const { return rankWins >= 0 ? rankWins : wins; }
};

// What a simple player would score from here: the tie-break when the solver sees no
// win, or the same number of wins, for several actions.
int greedyScore(GameState state)
{
    GreedyPolicy greedy;
    while (!state.over())
        applyChecked(state, greedy.choose(state, legalActions(state)), nullptr);
    return score(state);
}

bool better(const Tally& a, const Tally& b)
{
    if (a.reveals != b.reveals)
        return a.reveals;
    if (a.rank() != b.rank())
        return a.rank() > b.rank();
    if (a.defers != b.defers)
        return b.defers;
    if (a.marginWins != b.marginWins)
        return a.marginWins > b.marginWins;
    if (a.worseWeapon != b.worseWeapon)
        return b.worseWeapon;
    return a.scoreSum > b.scoreSum;
}

// The most wins of any move, and how many moves have them.
std::pair<int, std::ptrdiff_t> leaders(const std::vector<Tally>& tallies)
{
    const int most = std::max_element(tallies.begin(), tallies.end(), [](const Tally& a, const Tally& b) {
                         return a.wins < b.wins;
                     })->wins;
    return {most, std::count_if(tallies.begin(), tallies.end(), [&](const Tally& t) { return t.wins == most; })};
}

} // namespace

Advisor::Advisor(AdviceOptions options) : m_options(options), m_solver(std::make_unique<Solver>())
{
}
Advisor::~Advisor() = default;
Advisor::Advisor(Advisor&&) noexcept = default;
Advisor& Advisor::operator=(Advisor&&) noexcept = default;

bool Advisor::cancelled() const
{
    return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed);
}

std::uint64_t Advisor::nodeBudget() const
{
    return static_cast<std::uint64_t>(std::max(m_options.budgetMs, 0)) * kNodesPerMs;
}

Advice Advisor::advise(const Knowledge& knowledge)
{
    const GameState& position = knowledge.canonical();
    const ActionList legal = legalActions(position);
    std::vector<Tally> tallies(legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const bool avoid = legal[i].kind == ActionKind::Avoid;
        tallies[i].defers = avoid && !avoidShowsNewCards(position);
        tallies[i].reveals =
            avoid && !tallies[i].defers && avoidsShowEveryCard(position.rules) && knowledge.orders() > 1;
        tallies[i].worseWeapon = legal[i].kind == ActionKind::Face && legal[i].card.isWeapon() &&
            weaponWorseThanHeld(position, legal[i].card);
    }
    // With every card's place known there is a single sample to look at.
    const int maxSamples = knowledge.orders() == 1 ? 1 : kMaxSamples;
    const int minSamples = std::min(kMinSamples, maxSamples);
    // The first samples must fit the budget even when every solve is hard: one solve
    // per action and one for the sample itself.
    SolveOptions solveOptions;
    solveOptions.cancel = m_options.cancel;
    solveOptions.restarts = m_options.solverRestarts;
    const std::uint64_t minSolves = static_cast<std::uint64_t>(minSamples) * (legal.size() + 1);
    solveOptions.maxNodes = std::max(kMinSolveNodes, nodeBudget() / minSolves);
    m_solver->setOptions(solveOptions);

    // Seeded by the knowledge alone: two deals a player cannot tell apart get the same
    // samples, hence the same advice.
    SplitMix64 rng(knowledge.hash());
    Advice advice;
    auto countSolve = [&advice](const SolveResult& result) {
        ++advice.work.solves;
        advice.work.unknown += result.winnable.has_value() ? 0 : 1;
    };
    auto sampleUpTo = [&](std::uint64_t budget) {
        while (!cancelled() &&
               (advice.samples < minSamples || (advice.nodes < budget && advice.samples < maxSamples))) {
            const GameState sample = knowledge.sample(rng);
            // The sample's own solve starts afresh; its actions' solves keep what it and
            // they proved lost, since they search the same dungeon.
            solveOptions.keepProofs = false;
            m_solver->setOptions(solveOptions);
            const SolveResult root = m_solver->solve(sample);
            solveOptions.keepProofs = true;
            m_solver->setOptions(solveOptions);
            advice.nodes += root.nodes;
            advice.work.rootNodes += root.nodes;
            countSolve(root);
            for (std::size_t i = 0; i < legal.size(); ++i) {
                GameState child = sample;
                applyChecked(child, legal[i], nullptr);
                tallies[i].scoreSum += greedyScore(child);
                bool wins = child.status == Status::Won;
                if (child.over() || root.winnable == false) {
                    // Nothing wins from a lost sample; a finished child is what it is.
                } else if (root.winnable == true && !root.line.empty() && root.line.front() == legal[i]) {
                    wins = true;
                } else {
                    const SolveResult result = m_solver->solve(child);
                    advice.nodes += result.nodes;
                    advice.work.actionNodes += result.nodes;
                    countSolve(result);
                    wins = result.winnable.value_or(false);
                }
                tallies[i].wins += wins ? 1 : 0;
            }
            ++advice.samples;
        }
    };
    // The margin: on fresh samples, which of the leaders still wins with less health.
    auto marginUpTo = [&](std::uint64_t budget, int leadingWins) {
        for (int marginSamples = 0; !cancelled() && advice.nodes < budget && marginSamples < kMaxSamples;
             ++marginSamples) {
            const GameState sample = knowledge.sample(rng);
            solveOptions.keepProofs = false;
            m_solver->setOptions(solveOptions);
            for (std::size_t i = 0; i < legal.size(); ++i) {
                if (tallies[i].rank() != leadingWins)
                    continue;
                GameState child = sample;
                applyChecked(child, legal[i], nullptr);
                if (child.over()) {
                    tallies[i].marginWins += child.status == Status::Won ? 1 : 0;
                    continue;
                }
                if (child.health <= kMarginHealth)
                    continue;
                const int health = child.health;
                child.health = static_cast<std::int16_t>(health - kMarginHealth);
                const SolveResult result = m_solver->solve(child);
                solveOptions.keepProofs = true;
                m_solver->setOptions(solveOptions);
                advice.nodes += result.nodes;
                advice.work.marginNodes += result.nodes;
                countSolve(result);
                const bool marginWin = result.winnable.value_or(false);
                tallies[i].marginWins += marginWin ? 1 : 0;
                if (m_options.method != AdviceMethod::Ladder || !marginWin || health <= kLadderHealth)
                    continue;
                // Not the same position as the first rung's (less health): its proofs stand.
                child.health = static_cast<std::int16_t>(health - kLadderHealth);
                const SolveResult deeper = m_solver->solve(child);
                advice.nodes += deeper.nodes;
                advice.work.marginNodes += deeper.nodes;
                countSolve(deeper);
                tallies[i].marginWins += deeper.winnable.value_or(false) ? 1 : 0;
            }
            ++advice.marginSamples;
        }
    };

    // AdviceMethod::TurnTree: information-set search over the turn's moves, each sample
    // solved from the end of the turn the tree chose for it (TurnTree.h).
    TurnTree tree(position, m_options.method == AdviceMethod::TurnBandit);
    auto treeUpTo = [&](std::uint64_t budget) {
        while (!cancelled() &&
               (advice.samples < minSamples || (advice.nodes < budget && advice.samples < maxSamples))) {
            const GameState sample = knowledge.sample(rng);
            // The sample's own solve first, as the margin method's: its proofs make the
            // leaves' solves cheap, and when it is lost so is every leaf.
            solveOptions.keepProofs = false;
            m_solver->setOptions(solveOptions);
            const SolveResult root = m_solver->solve(sample);
            solveOptions.keepProofs = true;
            m_solver->setOptions(solveOptions);
            advice.nodes += root.nodes;
            advice.work.rootNodes += root.nodes;
            countSolve(root);
            // As many descents a sample as there are moves, sharing the sample's proofs:
            // the work of a sample of the other methods.
            for (std::size_t k = 0; k < legal.size(); ++k) {
                GameState line = sample;
                const bool bandit = m_options.method == AdviceMethod::TurnBandit;
                for (const Action move : bandit ? tree.descendFrom(k) : tree.descend())
                    applyChecked(line, move, nullptr);
                bool won = line.status == Status::Won;
                if (!line.over() && root.winnable == false) {
                    won = false;
                } else if (!line.over()) {
                    const SolveResult result = m_solver->solve(line);
                    advice.nodes += result.nodes;
                    advice.work.actionNodes += result.nodes;
                    countSolve(result);
                    won = result.winnable.value_or(false);
                }
                tree.reward(won);
                if (m_options.method == AdviceMethod::TurnBandit)
                    tallies[k].wins += won ? 1 : 0;
            }
            for (std::size_t i = 0; i < legal.size(); ++i) {
                GameState child = sample;
                applyChecked(child, legal[i], nullptr);
                tallies[i].scoreSum += greedyScore(child);
            }
            ++advice.samples;
        }
        // The moves rank by their visits, the search's choice; the shares are their
        // best plans' means.
        for (std::size_t i = 0; m_options.method == AdviceMethod::TurnTree && i < legal.size(); ++i) {
            tallies[i].wins = tree.visits(i);
            tallies[i].share = tree.lineMean(i);
        }
    };

    const bool useTree =
        (m_options.method == AdviceMethod::TurnTree || m_options.method == AdviceMethod::TurnBandit) && maxSamples > 1;
    if (useTree && m_options.method == AdviceMethod::TurnBandit) {
        // Every move a descent a sample: the counts are the samples' counts, and the
        // saturation and the margin are the margin method's.
        treeUpTo(nodeBudget() * kSaturationCheckPercent / 100);
        const auto [leadingWins, tied] = leaders(tallies);
        if (advice.samples < maxSamples && leadingWins == advice.samples && tied > 1)
            marginUpTo(nodeBudget(), leadingWins);
        else
            treeUpTo(nodeBudget());
    } else if (useTree) {
        treeUpTo(nodeBudget() * kSaturationCheckPercent / 100);
        // The leaders: moves whose best plan won every sample it was tried on, often
        // enough to mean it; with two or more, the margin tells them apart as before.
        constexpr int kLeaderVisits = 4;
        constexpr int kLeader = 1 << 30;
        const auto leaders = std::count_if(tallies.begin(), tallies.end(),
                                           [&](const Tally& t) { return t.share == 1.0 && t.wins >= kLeaderVisits; });
        if (leaders > 1 && advice.samples < maxSamples) {
            for (Tally& t : tallies) {
                if (t.share == 1.0 && t.wins >= kLeaderVisits)
                    t.wins = kLeader;
            }
            marginUpTo(nodeBudget(), kLeader);
        } else {
            treeUpTo(nodeBudget());
        }
    } else {
        sampleUpTo(nodeBudget() * kSaturationCheckPercent / 100);
        const auto [leadingWins, tied] = leaders(tallies);
        // NearMargin: a leader that lost a sample or two in a hundred is as good as tied
        // with the moves that won every one, and the margin tells them apart too.
        const int tolerance = m_options.method == AdviceMethod::NearMargin ? std::max(1, advice.samples / 50) : 0;
        const auto near = std::count_if(tallies.begin(), tallies.end(), [&, leading = leadingWins](const Tally& t) {
            return t.wins >= leading - tolerance;
        });
        if (maxSamples > 1 && advice.samples < maxSamples && tolerance > 0 &&
            leadingWins >= advice.samples - tolerance && near > 1) {
            for (Tally& t : tallies) {
                if (t.wins >= leadingWins - tolerance)
                    t.rankWins = leadingWins;
            }
            marginUpTo(nodeBudget(), leadingWins);
        } else if (maxSamples > 1 && advice.samples < maxSamples && leadingWins == advice.samples && tied > 1) {
            marginUpTo(nodeBudget(), leadingWins);
        } else {
            sampleUpTo(nodeBudget());
        }
    }

    if (advice.samples == 0)
        return advice; // cancelled before the first sample: nothing to tally
    std::vector<std::size_t> order(legal.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return better(tallies[a], tallies[b]); });
    const double n = static_cast<double>(advice.samples);
    ForecastInputs inputs;
    inputs.samples = advice.samples;
    inputs.dungeonCards = static_cast<int>(knowledge.dungeonSize());
    inputs.health = knowledge.faceUp().health;
    inputs.maxHealth = position.rules.maxHealth;
    inputs.exact = maxSamples == 1;
    inputs.seesAll = avoidsShowEveryCard(position.rules);
    inputs.budgetMs = m_options.budgetMs;
    auto summary = [&](std::size_t i) {
        inputs.winnableShare = tallies[i].share >= 0.0 ? tallies[i].share : tallies[i].wins / n;
        return ActionAdvice{legal[i], boundedWinChance(inputs), static_cast<double>(tallies[i].scoreSum) / n,
                            inputs.winnableShare};
    };
    const ActionAdvice best = summary(order.front());
    advice.move = best.action;
    advice.winChance = best.winChance;
    advice.meanScore = best.meanScore;
    advice.winnableShare = best.winnableShare;
    advice.looksAhead = tallies[order.front()].reveals;
    for (std::size_t k = 1; k < order.size(); ++k)
        advice.alternatives.push_back(summary(order[k]));
    return advice;
}

std::optional<AdviceMethod> parseAdviceMethod(std::string_view name)
{
    if (name == "margin")
        return AdviceMethod::Margin;
    if (name == "ladder")
        return AdviceMethod::Ladder;
    if (name == "turn-tree")
        return AdviceMethod::TurnTree;
    if (name == "turn-bandit")
        return AdviceMethod::TurnBandit;
    if (name == "near-margin")
        return AdviceMethod::NearMargin;
    return std::nullopt;
}

std::string adviceMethodNames()
{
    return "margin, ladder, turn-tree, turn-bandit, near-margin";
}

std::optional<Advice> advise(const RunRecord& record, const AdviceOptions& options, std::string* error)
{
    const auto knowledge = Knowledge::fromRecord(record, error);
    if (!knowledge)
        return std::nullopt;
    if (knowledge->faceUp().over()) {
        if (error)
            *error = "the game is already over (" + std::string(toString(knowledge->faceUp().status)) +
                "): there is no move to advise";
        return std::nullopt;
    }
    Advisor advisor(options);
    Advice advice = advisor.advise(*knowledge);
    if (advisor.cancelled()) {
        if (error)
            *error = "the advice was cancelled";
        return std::nullopt;
    }
    return advice;
}

} // namespace scoundrel
