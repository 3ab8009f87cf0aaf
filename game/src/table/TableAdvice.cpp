#include "table/TableAdvice.h"

#include "table/HintOverlay.h"
#include "table/HintedMove.h"
#include "table/TableBindings.h"
#include "text/CardNames.h"
#include "text/Format.h"
#include "text/Translate.h"

#include "scoundrel/RunRecord.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace scoundrel::game {

void TableAdvice::think(const Run& run)
{
    m_roomsComeRound = run.state().rules.avoid == AvoidRule::Unlimited;
    if (m_advice || m_task.running() || run.state().over())
        return;
    // The advice kept for the positions this record shares with the one it was asked for.
    const std::vector<Action>& actions = run.record().actions;
    std::size_t shared = 0;
    while (shared < actions.size() && shared < m_knownActions.size() && actions[shared] == m_knownActions[shared])
        ++shared;
    PositionAdvice known(m_known.begin(),
                         m_known.begin() + static_cast<std::ptrdiff_t>(std::min(m_known.size(), shared + 1)));
    m_thinking = run.record();
    // Cancelled thinking stops at once rather than running out its budget: with the
    // chances on, every move starts a new one.
    m_task.start([record = run.record(), known = std::move(known)](const std::atomic<bool>& cancel) {
        AdviceOptions cancellable = options();
        cancellable.cancel = &cancel;
        std::optional<PositionAdvice> turn = adviseTurn(record, known, cancellable);
        if (!turn)
            return std::optional<Thought>();
        Thought thought{std::move(*turn), std::nullopt, std::nullopt, {}};
        // The turn's moves were shown with these chances: the position reads the one its
        // move had (chainedAdvice), not a second estimate of it.
        PositionAdvice chained = chainedAdvice(record, thought.known);
        if (!chained.empty() && chained.back()) {
            thought.shown = std::move(chained.back());
            if (const std::optional<GameState> state = replay(record)) {
                thought.costly = costlyMoves(*state, *thought.shown);
                thought.hinted = hintedAdvice(*state, *thought.shown);
            }
        }
        return std::optional<Thought>(std::move(thought));
    });
}

std::string chancesShownLine()
{
    // Named by the button, which every device's legend shows, as the hint's line is.
    // TRANSLATORS: {0} the chances button's name, "Chances".
    return format(tr("Win chances: each card shows its best move's chance to win ({0} again hides them)"),
                  tr(bindingById("chances")->label));
}

namespace {

// "“+5 ♥ lost” under the King of Clubs: 72% to win, but 5 health more lost this turn
// than ...", the words of its badge's tooltip: said as what the badge means (np40 read the
// line, shown by itself as the chances came, as about a card it had not pointed at).
std::string costlyLine(const Advice& advice, const CostlyMove& move)
{
    const std::optional<ActionAdvice> best = bestActionOn(advice, move.card);
    // TRANSLATORS: the first health cost a win chance's badge shows, explained once: {0} the card, such as "King
    // of Clubs"; {1} the badge's second line, such as "+5 ♥ lost"; {2} what it means in full.
    return format(tr("“{1}” under the {0}: {2}"), cardName(move.card), costBadgeLine(move),
                  costlyChanceText(best ? best->winChance : 0.0, move));
}

} // namespace

std::optional<ToneText> TableAdvice::requestHint(const Run& run)
{
    // Asked again while the hint shows: its details.
    if (const Advice* hint = shownHint())
        return hintDetails(*hint);
    m_wantHint = true;
    think(run);
    if (m_advice)
        return poll();
    return ToneText{std::string(tr("Hint: thinking about your next move..."))};
}

std::optional<ToneText> TableAdvice::toggleChances(const Run& run)
{
    m_chancesOn = !m_chancesOn;
    if (!m_chancesOn) {
        m_announceChances = false;
        return ToneText{std::string(tr("Win chances hidden"))};
    }
    m_announceChances = true;
    think(run);
    if (m_advice)
        return poll();
    return ToneText{std::string(tr("Working out each card's chance to win..."))};
}

void TableAdvice::showChances(const Run& run)
{
    m_chancesOn = true;
    think(run);
}

const std::vector<CostlyMove>& TableAdvice::shownCostlyMoves() const
{
    static const std::vector<CostlyMove> kNone;
    return shownChances() ? m_costly : kNone;
}

void TableAdvice::positionChanged(const Run& run)
{
    m_task.cancel();
    m_advice.reset();
    m_hinted.reset();
    m_costly.clear();
    m_wantHint = false;
    m_showHint = false;
    if (m_chancesOn)
        think(run);
}

std::optional<ToneText> TableAdvice::poll()
{
    if (std::optional<std::optional<Thought>> done = m_task.take()) {
        m_advice.reset();
        m_hinted.reset();
        m_costly.clear();
        if (*done) {
            m_known = std::move((*done)->known);
            m_knownActions = m_thinking.actions;
            m_advice = std::move((*done)->shown);
            m_hinted = (*done)->hinted ? std::move((*done)->hinted) : m_advice;
            m_costly = std::move((*done)->costly);
        }
        if (!m_advice) {
            m_wantHint = false;
            m_announceChances = false;
            return ToneText{std::string(tr("The advisor has no advice for this position")), Tone::Warning};
        }
    }
    if (!m_advice || !m_hinted)
        return std::nullopt;
    if (std::exchange(m_wantHint, false)) {
        m_showHint = true;
        m_announceChances = false;
        return hintLine(*m_hinted, m_roomsComeRound);
    }
    // The first health cost a badge shows is said in full once, with the card: what the
    // short "+5 ♥ lost" stands for.
    const bool tellCost = !m_costly.empty() && !m_costlyTold;
    if (std::exchange(m_announceChances, false)) {
        if (!tellCost)
            return ToneText{chancesShownLine()};
        // The cost's line alone: with the chances' line too it would not fit the message
        // line at the larger text sizes. It says the chance and what the cost means.
        m_costlyTold = true;
        return ToneText{costlyLine(*m_advice, m_costly.front()), Tone::Warning};
    }
    if (tellCost && m_chancesOn) {
        m_costlyTold = true;
        return ToneText{costlyLine(*m_advice, m_costly.front()), Tone::Warning};
    }
    return std::nullopt;
}

void TableAdvice::dumpInto(nlohmann::json& out) const
{
    out["advisor_thinking"] = thinking();
    out["chances_pending"] = chancesPending();
    if (const Advice* hint = shownHint()) {
        out["hint"] = {{"card", hint->move.card ? nlohmann::json(hint->move.card.name()) : nlohmann::json(nullptr)},
                       {"target", hintTargetName(hintTarget(hint->move))},
                       {"move", toToken(hint->move)},
                       {"win_chance", hint->winChance},
                       {"winnable_share", hint->winnableShare}};
    }
    if (const Advice* chances = shownChances()) {
        nlohmann::json byMove = nlohmann::json::object();
        byMove[toToken(chances->move)] = chances->winChance;
        for (const ActionAdvice& alternative : chances->alternatives)
            byMove[toToken(alternative.action)] = alternative.winChance;
        out["chances"] = byMove;
        nlohmann::json costs = nlohmann::json::object();
        for (const CostlyMove& costly : m_costly)
            costs[costly.card.name()] = {{"health", costly.health}, {"better_first", toToken(costly.betterFirst)}};
        out["chance_costs"] = costs;
    }
}

} // namespace scoundrel::game
