#pragma once

#include "FailureTable.h"
#include "Position.h"
#include "PositionFacts.h"
#include "TurnCache.h"
#include "TurnOutcomes.h"

#include "scoundrel/Action.h"
#include "scoundrel/GameState.h"
#include "scoundrel/Solver.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace scoundrel::solver {

// The index-th term (from 0) of Luby's restart sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...
std::uint64_t lubyTerm(std::uint64_t index);

enum class Answer : std::uint8_t { Reached, Failed, Stopped };

// A depth-first search over whole turns for one question: can a line from this state
// end with a score of at least target? (target 1 asks for a win: a lost game scores
// at most 0.) Proved failures go to the shared table, so later questions with higher
// targets reuse them.
class TurnSearch {
public:
    struct Budget {
        std::uint64_t maxNodes = 0;
        const std::atomic<bool>* cancel = nullptr;
        bool restarts = true;
        bool orderBound = true;
        RestartSchedule schedule = RestartSchedule::Doubling;
        bool nextTurnBound = false;
    };

    explicit TurnSearch(FailureTable& table);

    // Starts a new solve: the budget counts every question asked from now on.
    void start(Budget budget);

    // Stopped as well when the answer would rest on a cut avoid chain (avoid:
    // unlimited with avoid_order: shuffle, where positions need not repeat).
    Answer reach(const GameState& start, int target);
    // After Reached: the line's actions from the start. When needsPlayout, every
    // continuation of it reaches the target, and the caller completes it.
    const std::vector<Action>& line() const { return m_path; }
    bool needsPlayout() const { return m_needsPlayout; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    struct Turn {
        bool potionUsed = false;
        int toFace = 0;
        bool avoidable = false;
        bool remember = true; // a turn start: its result may go to the table
    };
    // The positions a turn may lead to: every way of playing it that leaves the same
    // card behind draws the same cards, so they share one position and its card facts
    // and differ only in the stats (and the minimum damage, which depends on them).
    // By the slot left behind plus one (0 for none), then the avoid.
    static constexpr std::size_t kAvoidGroup = kRoomSize + 1;
    struct Group {
        Position position; // built only when a child of the group is searched
        bool placed = false; // position is built
        PositionFacts facts; // minimumDamage is each child's own
        int noise = 0; // added to the promise of each of its children (noiseOf)
    };
    using Groups = std::array<Group, kAvoidGroup + 1>;
    // Small, so that sorting and storing the children of a turn moves little.
    struct Child {
        int promise = 0;
        std::uint8_t group = 0;
        // Its score ceiling is below the target: visiting it would count a node and
        // fail at once, which is all tryChild does.
        bool hopeless = false;
        Stats stats;
        int minimumDamage = 0;
        FacedCards faced; // the turn's actions (a lone avoid when avoiding)
    };

    // One attempt of reach: Stopped also when the attempt's own node limit ran out.
    Answer attempt(const GameState& start, int target);
    // The restart's noise for the children that reach these cards: the same for every
    // child of a group, so worked out once a group.
    int noiseOf(const PositionKey& key) const;
    Answer visit(const Position& position, const PositionFacts& facts, const Turn& turn, int depth);
    Answer expand(const Position& position, const PositionFacts& facts, const Turn& turn, int depth);
    // Reached when the child needs no search (it ends the game well enough).
    Answer addChild(std::vector<Child>& children, const Group& group, std::size_t groupIndex, const Stats& stats,
                    int minimumDamage, const FacedCards& faced);
    Answer tryChild(const Child& child, Groups& groups, const Position& parent, int depth);
    // Under avoid: unlimited, whether avoiding into key makes no progress: it repeats a
    // position of the avoids in a row that led to depth, or the row is as long as a
    // search of shuffled avoids allows.
    bool avoidRepeats(const PositionKey& key, int depth);
    void reserveDepth();
    void extendPath(const FacedCards& faced);
    bool outOfBudget();
    static Turn turnStart(const Position& position);
    // Adds the avoid, unless it makes no progress; Reached as addChild.
    Answer addAvoidChild(std::vector<Child>& children, const Position& position, const PositionFacts& facts, int depth);

    FailureTable& m_table;
    Budget m_budget;
    Rules m_rules;
    int m_target = 1;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    bool m_truncated = false; // this solve cut an avoid chain that might not repeat
    bool m_needsPlayout = false;
    bool m_orderBound = false; // this question may use survivesDrawOrder
    bool m_nextTurnBound = false; // this question may use nextTurnCeiling
    // Restarts: each attempt may search this many nodes, and breaks the ordering's
    // near-ties with noise of its own (none in the first), so that one bad early choice
    // does not have to be refuted to the end before another is tried.
    std::uint64_t m_attemptLimit = 0;
    std::uint64_t m_attemptStart = 0;
    std::uint64_t m_noise = 0;
    std::uint64_t m_noiseMask = 0; // this schedule's noise: a child's promise gains hash & mask
    bool m_attemptOver = false;
    std::vector<Action> m_path;
    std::vector<TurnOutcomes> m_levels;
    TurnCache m_turns;
    std::vector<std::vector<Child>> m_children;
    std::vector<Groups> m_groups; // by depth
    // By depth: the order the children are tried in, as indexes into m_children (a
    // child is large: sorting indexes moves none, and needs no buffer).
    std::vector<std::vector<std::uint16_t>> m_order;
    // By depth: the key of the position searched there, and the depth where its avoids
    // in a row began (itself when it followed a facing turn).
    std::vector<PositionKey> m_keys;
    std::vector<int> m_rowStart;
};

} // namespace scoundrel::solver
