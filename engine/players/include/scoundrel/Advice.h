#pragma once

#include "scoundrel/Action.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel {

// How the advisor tells apart moves that win every clairvoyant sample (Advisor.cpp and
// docs/ADVISOR.md, where each was measured). Margin is the advice; the others are kept
// to compare with it.
enum class AdviceMethod {
    Margin, // which of the tied leaders still wins with 5 health less
    Ladder, // the same, then with 10 less for those that won with 5 less
    TurnTree, // information-set search over the turn's moves, then the margin (TurnTree.h)
    TurnBandit, // the same search below each move, every move once a sample, then the margin
    NearMargin, // the margin also among moves within 2% of the samples of a leader that lost at most 2%
};
std::optional<AdviceMethod> parseAdviceMethod(std::string_view name);
std::string adviceMethodNames();

// How much thinking to do. The budget is turned into a fixed amount of work (solver
// nodes), never timed, so the same question always gets the same answer. cancel,
// when given, is polled: once set, the thinking stops and its answer is worth nothing
// (advise() then gives none).
struct AdviceOptions {
    int budgetMs = 100;
    const std::atomic<bool>* cancel = nullptr;
    // The solver's restarts (SolveOptions::restarts); off only to compare with the
    // advice of before them.
    bool solverRestarts = true;
    AdviceMethod method = AdviceMethod::Margin;
};

// winChance is a forecast: the chance that a player who takes the action and follows the
// advice from then on wins (Calibration.h says how it is made and measured).
// winnableShare is a statement about the deal, not about the player: the share of
// sampled dungeons in which a player who saw every card could still win after the action.
struct ActionAdvice {
    Action action;
    double winChance = 0.0; // calibrated chance to win, following the advice
    double meanScore = 0.0; // mean final score of a simple player after the action
    double winnableShare = 0.0; // share of sampled dungeons still winnable after the action
    bool operator==(const ActionAdvice&) const = default;
};

struct Advice {
    Action move;
    double winChance = 0.0;
    double meanScore = 0.0;
    std::vector<ActionAdvice> alternatives; // the other legal moves, best first
    int samples = 0;
    std::uint64_t nodes = 0; // solver nodes spent
    double winnableShare = 0.0;
    // The move is an avoid to see unseen cards, which costs nothing where rows of
    // avoids show every card and bring the room back (avoid: unlimited, kept order).
    bool looksAhead = false;
    // Samples spent telling apart leading moves that won every sample: which of them
    // still wins with less health (Advisor.cpp); 0 when the samples told them apart.
    int marginSamples = 0;
    // Where the nodes went, for measuring the advisor (docs/ADVISOR.md): the samples'
    // own solves, their actions' solves and the margin's; and the solves that ran out of
    // nodes (counted as losses) of all solves.
    struct Work {
        std::uint64_t rootNodes = 0;
        std::uint64_t actionNodes = 0;
        std::uint64_t marginNodes = 0;
        int solves = 0;
        int unknown = 0;
        bool operator==(const Work&) const = default;
    };
    Work work{};
    bool operator==(const Advice&) const = default;
};

} // namespace scoundrel
