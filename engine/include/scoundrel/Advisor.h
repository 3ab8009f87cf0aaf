#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Engine.h"
#include "scoundrel/GameState.h"
#include "scoundrel/Policy.h"
#include "scoundrel/Run.h"
#include "scoundrel/SplitMix64.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel {

class Solver;

// What a player knows of a run: everything face up (health, room, weapon, slain,
// discard, turn flags) and the dungeon as blocks, top first. The top block holds the
// cards never seen, as a set; below it come the rooms put under by avoiding, in the
// order they went (in slot order under avoid_order=keep, as a set under shuffle).
// It never holds the real order of unseen cards, so advice built on it cannot cheat.
class Knowledge {
public:
    struct Block {
        std::vector<Card> cards; // top first when ordered, else sorted
        bool ordered = false;
        bool seen = false; // an avoided room, rather than cards never seen
        bool operator==(const Block&) const = default;
    };

    // Replays the record as the player saw it; nothing, with the reason, when the deal
    // or a move is not valid.
    static std::optional<Knowledge> fromRecord(const RunRecord& record, std::string* error = nullptr);
    // Knowing only what is face up now and the dungeon's cards as one unseen set: all
    // a player knows at the start of a game (the deal's cards, less the first room).
    static Knowledge fromState(const GameState& state);

    // What taking action and then seeing the position after teaches: the cards drawn
    // and the room put under. False, leaving this unchanged, when after cannot follow
    // from this knowledge (not the same game).
    bool observe(Action action, const GameState& after);

    // True when state shows exactly what this knowledge shows face up.
    bool matches(const GameState& state) const;

    const GameState& faceUp() const { return m_faceUp; }
    const std::vector<Block>& dungeon() const { return m_dungeon; }
    std::size_t dungeonSize() const;
    // How many dungeon orders fit the knowledge, capped at a million.
    std::uint64_t orders() const;
    // The cards never seen, sorted.
    std::vector<Card> unseen() const;

    // A full position consistent with this knowledge: each unordered block shuffled
    // with rng, and a fresh generator state for avoid_order=shuffle.
    GameState sample(SplitMix64& rng) const;
    // The position with every block in its stored order: for legality, which never
    // depends on the dungeon's order.
    GameState canonical() const;
    // A hash of the knowledge alone, the seed of the advice's samples.
    std::uint64_t hash() const;

    bool operator==(const Knowledge&) const = default;

private:
    bool drawFromTop(Card card);

    GameState m_faceUp;          // dungeon empty, generator cleared
    std::vector<Block> m_dungeon; // top first
};

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

// Perfect-information Monte Carlo over the unseen cards: sample deals consistent with
// the knowledge, ask the exact solver which actions still win each, and pick the
// action that wins most often; ties (and positions where nothing wins) go to the
// better mean score of a greedy play-out. One per thread: it owns a solver.
class Advisor {
public:
    explicit Advisor(AdviceOptions options = {});
    ~Advisor();
    Advisor(Advisor&&) noexcept;
    Advisor& operator=(Advisor&&) noexcept;

    // Precondition: the game is not over.
    Advice advise(const Knowledge& knowledge);

    // Solver nodes the budget allows per decision.
    std::uint64_t nodeBudget() const;
    // The options' cancel flag is set: the last advice is worth nothing.
    bool cancelled() const;

private:
    AdviceOptions m_options;
    std::unique_ptr<Solver> m_solver;
};

// The advice for a recorded run; nothing, with the reason, when the record is not
// valid or the game is over.
std::optional<Advice> advise(const RunRecord& record, const AdviceOptions& options, std::string* error = nullptr);

// The advisor as a simulation player. A policy only sees the true state, so it keeps
// its own knowledge, fed with what each new position shows, and never reads the
// dungeon's order.
class HintPolicy final : public Policy {
public:
    explicit HintPolicy(AdviceOptions options = {});
    void reset(std::uint64_t gameSeed) override;
    Action choose(const GameState& state, const ActionList& legal) override;

private:
    Knowledge knowledgeFor(const GameState& state);

    Advisor m_advisor;
    std::optional<Knowledge> m_knowledge;
    std::optional<Action> m_lastAction;
};

} // namespace scoundrel
