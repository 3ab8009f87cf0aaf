#include "TurnTree.h"

#include "scoundrel/Engine.h"

#include <cmath>

namespace scoundrel {

namespace {

// UCB1's exploration weight. The rewards are wins (0 or 1) and the moves that matter
// differ by a few points of their chance, so it explores little.
constexpr double kExploration = 0.4;
constexpr std::size_t kAnyMove = ~std::size_t{0};
// An untried move's value when optimistic: a sure win, below a line that won every time.
constexpr double kUntried = 1.0 - 1e-9;

} // namespace

TurnTree::TurnTree(const GameState& canonical, bool optimistic) : m_optimistic(optimistic)
{
    Node root;
    root.state = canonical;
    root.actions = legalActions(canonical);
    root.child.assign(root.actions.size(), kUnexpanded);
    root.visits.assign(root.actions.size(), 0);
    root.wins.assign(root.actions.size(), 0);
    m_nodes.push_back(std::move(root));
}

std::size_t TurnTree::choose(const Node& node) const
{
    if (m_optimistic) {
        std::size_t best = 0;
        double bestMean = -1.0;
        for (std::size_t i = 0; i < node.actions.size(); ++i) {
            const double mean = node.visits[i] == 0 ? kUntried : static_cast<double>(node.wins[i]) / node.visits[i];
            if (mean > bestMean) {
                bestMean = mean;
                best = i;
            }
        }
        return best;
    }
    // Every move once first, in the list's order; then the best upper bound.
    for (std::size_t i = 0; i < node.actions.size(); ++i) {
        if (node.visits[i] == 0)
            return i;
    }
    const double logTotal = std::log(static_cast<double>(node.total));
    std::size_t best = 0;
    double bestBound = -1.0;
    for (std::size_t i = 0; i < node.actions.size(); ++i) {
        const double n = node.visits[i];
        const double bound = node.wins[i] / n + kExploration * std::sqrt(logTotal / n);
        if (bound > bestBound) {
            bestBound = bound;
            best = i;
        }
    }
    return best;
}

int TurnTree::expand(int parent, std::size_t move)
{
    GameState after = m_nodes[static_cast<std::size_t>(parent)].state;
    const std::uint16_t turn = after.turn;
    applyChecked(after, m_nodes[static_cast<std::size_t>(parent)].actions[move], nullptr);
    if (after.over() || after.turn != turn) {
        m_nodes[static_cast<std::size_t>(parent)].child[move] = kLeaf;
        return kLeaf;
    }
    Node node;
    node.actions = legalActions(after);
    node.state = after;
    node.child.assign(node.actions.size(), kUnexpanded);
    node.visits.assign(node.actions.size(), 0);
    node.wins.assign(node.actions.size(), 0);
    m_nodes.push_back(std::move(node));
    const int index = static_cast<int>(m_nodes.size() - 1);
    m_nodes[static_cast<std::size_t>(parent)].child[move] = index;
    return index;
}

std::vector<Action> TurnTree::descend()
{
    return descendFrom(kAnyMove);
}

std::vector<Action> TurnTree::descendFrom(std::size_t rootMove)
{
    m_path.clear();
    std::vector<Action> moves;
    int at = 0;
    while (at >= 0) {
        const std::size_t move =
            at == 0 && rootMove != kAnyMove ? rootMove : choose(m_nodes[static_cast<std::size_t>(at)]);
        m_path.emplace_back(at, move);
        moves.push_back(m_nodes[static_cast<std::size_t>(at)].actions[move]);
        int next = m_nodes[static_cast<std::size_t>(at)].child[move];
        if (next == kUnexpanded)
            next = expand(at, move);
        at = next;
    }
    return moves;
}

void TurnTree::reward(bool won)
{
    for (const auto& [node, move] : m_path) {
        Node& n = m_nodes[static_cast<std::size_t>(node)];
        ++n.total;
        ++n.visits[move];
        n.wins[move] += won ? 1 : 0;
    }
}

double TurnTree::lineMean(std::size_t rootMove) const
{
    const Node* node = &m_nodes.front();
    std::size_t move = rootMove;
    while (true) {
        const int next = node->child[move];
        if (next < 0 || m_nodes[static_cast<std::size_t>(next)].total == 0)
            break;
        const Node& child = m_nodes[static_cast<std::size_t>(next)];
        std::size_t most = 0;
        for (std::size_t i = 1; i < child.actions.size(); ++i) {
            if (child.visits[i] > child.visits[most])
                most = i;
        }
        node = &child;
        move = most;
    }
    return node->visits[move] == 0 ? 0.0 : static_cast<double>(node->wins[move]) / node->visits[move];
}

} // namespace scoundrel
