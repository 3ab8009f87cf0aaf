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
};

struct ActionAdvice {
    Action action;
    double winChance = 0.0; // share of sampled deals in which the action still wins
    double meanScore = 0.0; // mean final score of a simple player after the action
    bool operator==(const ActionAdvice&) const = default;
};

struct Advice {
    Action move;
    double winChance = 0.0;
    double meanScore = 0.0;
    std::vector<ActionAdvice> alternatives; // the other legal moves, best first
    int samples = 0;
    std::uint64_t nodes = 0; // solver nodes spent
    bool operator==(const Advice&) const = default;
};

} // namespace scoundrel
