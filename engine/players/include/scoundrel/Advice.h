#pragma once

#include "scoundrel/Action.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace scoundrel {

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
    bool operator==(const Advice&) const = default;
};

} // namespace scoundrel
