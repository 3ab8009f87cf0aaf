#pragma once

#include "core/BackgroundTask.h"
#include "table/ActionText.h"
#include "table/CostlyMove.h"

#include "scoundrel/Advisor.h"
#include "scoundrel/Review.h"
#include "scoundrel/Run.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <vector>

namespace scoundrel::game {

// The line that says the chances just came up, and how to hide them.
std::string chancesShownLine();

// The advisor at the table: the Hint button (H) and the win chances on the room cards
// (C). The advisor thinks on a worker thread, so the table never waits for it; a move
// or an undo drops the thinking about the old position. One piece of advice serves
// both: the advised move and every other legal move's win chance. It draws nothing
// (HintOverlay does) and knows no SDL, so the table's session can own it.
class TableAdvice {
public:
    // A modest amount of work, so the answer comes quickly (the advisor turns it into
    // solver nodes: the same position always gets the same advice).
    static constexpr int kBudgetMs = 300;
    static AdviceOptions options() { return AdviceOptions{kBudgetMs}; }

    // Each returns the line to show at once ("Thinking..."), if any. A hint is for a
    // run still going: TableSession::check says so otherwise. Asked again while the
    // hint shows, the hint's details.
    std::optional<ToneText> requestHint(const Run& run);
    std::optional<ToneText> toggleChances(const Run& run);
    // Chances on, as a continued run had them, without announcing them again.
    void showChances(const Run& run);
    // The position changed: the hint goes, and the chances follow the new position.
    void positionChanged(const Run& run);

    // Picks up finished thinking. Returns the line to show when help has just been
    // shown for a request (the run then counts as assisted).
    std::optional<ToneText> poll();

    bool thinking() const { return m_task.running(); }
    bool chancesOn() const { return m_chancesOn; }
    // The advice whose move is shown as the hint, if one is: the advisor's, pointed at a
    // card where avoiding the room only ties one (hintedAdvice, np15).
    const Advice* shownHint() const { return m_showHint && m_hinted ? &*m_hinted : nullptr; }
    const Advice* shownChances() const { return m_chancesOn && m_advice ? &*m_advice : nullptr; }
    // With the chances shown, the cards whose badge tells a health cost (CostlyMove);
    // empty otherwise.
    const std::vector<CostlyMove>& shownCostlyMoves() const;
    // The chances are on and being worked out for the position on the table (after each
    // move, for a second or so): the table says so rather than show none, or old ones.
    bool chancesPending() const { return m_chancesOn && !m_advice && m_task.running(); }

    // "hint": {"card", "target", "move", "win_chance"}, "chances": {card: chance},
    // "chance_costs": {card: {"health", "better_first"}} (CostlyMove),
    // "advisor_thinking", "chances_pending".
    void dumpInto(nlohmann::json& out) const;

private:
    // What the worker thread works out: the advice of the turn's positions, and the
    // position's as the table shows it (chainedAdvice) with its costly moves, so the frame
    // loop only takes them.
    struct Thought {
        PositionAdvice known;
        std::optional<Advice> shown;
        std::optional<Advice> hinted; // shown as the hint tells it (hintedAdvice)
        std::vector<CostlyMove> costly;
    };

    void think(const Run& run);

    // One number a position: the advice of each position of the turn so far, as the
    // advisor gives it, kept while the run goes through them (an undo comes back to
    // one); the table shows the last, anchored along the turn (chainedAdvice), so a
    // move's chance is the next position's, in this session, after Continue and in
    // the review alike.
    BackgroundTask<std::optional<Thought>> m_task;
    PositionAdvice m_known;
    std::vector<Action> m_knownActions; // the record's actions m_known was asked for
    RunRecord m_thinking; // the record the task is advising
    std::optional<Advice> m_advice; // for the position on the table
    std::optional<Advice> m_hinted; // the same, as the hint tells it
    std::vector<CostlyMove> m_costly; // its costly moves
    bool m_wantHint = false; // asked for, not yet shown
    bool m_showHint = false;
    bool m_chancesOn = false;
    bool m_roomsComeRound = false; // the rules let every room be avoided (hintLine)
    bool m_announceChances = false; // just switched on: say so once they are there
    // A health cost under a chance ("+5 ♥ lost") told in words on the message line,
    // once a run (np16: "−5 ♥" under "72% · bare" read as the fight's cost).
    bool m_costlyTold = false;
};

} // namespace scoundrel::game
