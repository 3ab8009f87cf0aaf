#pragma once

#include "scoundrel/ActionList.h"
#include "scoundrel/GameState.h"

#include <cstddef>
#include <vector>

namespace scoundrel {

// The choices of the current turn as a player makes them: no card is drawn until the turn
// ends (an avoid, or the room refilled), so every move up to then is taken in the same
// information set whatever the dungeon's order. The tree holds those moves; its leaves
// are the moves that draw (or end the game), where a sample's solver takes over.
// Information-set search over it (Cowling, Powley and Whitehouse's ISMCTS, with the
// solver's verdict on a sampled dungeon as the reward) picks each move of the turn by
// its statistics over all samples, never by one sample's cards: the clairvoyance starts
// only after the next draw (AdviceMethod::TurnTree).
class TurnTree {
public:
    // Optimistic: below the root, a move untried counts as a sure win, and ties go to the
    // move tried: a line that wins every sample is kept, so moves whose best plan wins
    // every sample count every sample won (the margin's test), and a line is left only
    // once it has lost. Otherwise UCB1.
    explicit TurnTree(const GameState& canonical, bool optimistic = false);

    // The moves from the root to a leaf, chosen by UCB1 over each node's statistics.
    std::vector<Action> descend();
    // The same, the first move given: every root move gets a descent on every sample, so
    // their counts compare as the samples' counts of the other methods do.
    std::vector<Action> descendFrom(std::size_t rootMove);
    // Counts the reward of the path descend() gave last.
    void reward(bool won);

    const ActionList& rootActions() const { return m_nodes.front().actions; }
    // The root move's visits, and the mean reward along its most visited line (the
    // chance of the best plan of the turn found under it).
    int visits(std::size_t rootMove) const { return m_nodes.front().visits[rootMove]; }
    double lineMean(std::size_t rootMove) const;

private:
    struct Node {
        GameState state; // the canonical position: its dungeon order means nothing
        ActionList actions;
        std::vector<int> child; // kLeaf, kUnexpanded or a node's index
        std::vector<int> visits;
        std::vector<int> wins;
        int total = 0;
    };
    static constexpr int kLeaf = -2;
    static constexpr int kUnexpanded = -1;

    std::size_t choose(const Node& node) const;
    int expand(int parent, std::size_t move);

    bool m_optimistic = false;
    std::vector<Node> m_nodes;
    std::vector<std::pair<int, std::size_t>> m_path; // (node, move) of the last descent
};

} // namespace scoundrel
