#pragma once

#include "table/ActionText.h"
#include "table/CostlyMove.h"
#include "table/DropTargets.h"
#include "table/Pill.h"
#include "table/TableAdvice.h"
#include "table/TableLayout.h"

#include "scoundrel/Advisor.h"
#include "scoundrel/GameState.h"

#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

class Painter;

// Where an advised move goes on the table: the drop target a player would use (the
// weapon to equip or fight with it, the discard pile to fight barehanded, the health
// bar to drink), or nothing for the avoid button.
std::optional<DropTarget> hintTarget(Action action);
// targetName's words, or "avoid", as --dump-layout reports it.
const char* hintTargetName(std::optional<DropTarget> target);
// The move in words: "fight KC with the weapon", "drink 4H", "avoid the room".
std::string hintPhrase(Action action);
// "Hint: fight KC with the weapon — 34% to win (Hint again: details)": one percentage.
// roomsComeRound: the rules let every room be avoided (avoid: unlimited), so an advised
// avoid waits for a room to come round: "avoid the room, until one you can face comes round".
ToneText hintLine(const Advice& advice, bool roomsComeRound = false);
// The hint's own words for its move where they are not the move's alone: the look ahead's,
// or the avoid that waits for a room to come round; nothing otherwise (the move's words,
// hintPhrase on screen and spokenMove in speech, then stand).
std::optional<std::string> hintMoveWords(const Advice& advice, bool roomsComeRound);
// The hint's details, asked for with H again: the share of the dungeons that could
// still lie ahead which a player who saw every card would win.
ToneText hintDetails(const Advice& advice);
// The advice's best action on card (avoiding, for an empty card), or nothing.
std::optional<ActionAdvice> bestActionOn(const Advice& advice, Card card);
// Whether the table names best's way to fight (its badge's "· bare", the combat dialog's
// default): always where that way's chance, as shown, beats the other way's; where the two
// show the same chance, only if best costs no more health now than the other (np20: "0% ·
// bare" under a 6 that a fresh 6 would kill for nothing, both ways lost).
bool wayShown(const GameState& state, const Advice& advice, const ActionAdvice& best);
// The text of the chance badge under card (its best move's), with its tone: "75% · bare",
// and under it a second line where the move is costly ("+8 ♥ lost"); nothing for a card
// without a move in advice.
std::optional<ToneText> chanceBadgeText(const GameState& state, const Advice& advice, Card card,
                                        const std::vector<CostlyMove>& costly);
// A chance as a whole percentage: "34%".
std::string percentText(double chance);
// The badge under a card whose chance is being worked out: "…".
std::string pendingChanceText();

// Draws the advisor's help on the table at rest: a glow around the advised card and
// around where it goes (a soft halo under the piles, a crisp ring over them), and a
// small label under each room card (and the avoid button) with the win chance of its
// best move.
struct HintOverlay {
    const TableLayout& layout;
    const GameState& state;

    // The table's advice: the hint's halo goes under the piles, the rest over them;
    // drawAdvice returns the labels it drew, for the layout dump.
    void drawAdviceUnder(Painter& painter, const TableAdvice& advice) const;
    std::vector<Label> drawAdvice(Painter& painter, const TableAdvice& advice) const;
    void drawHalo(Painter& painter, Action action) const;
    void drawHint(Painter& painter, Action action) const;
    void drawCornerBrackets(Painter& painter, const Rect& r, int thickness) const;
    // Returns the labels it drew, for the layout dump. Without advice, the chances being
    // worked out: a "…" badge where each will show (kind "chance_pending"). A card with a
    // costly move (costly) has a second line under its chance, "+8 ♥ lost", in the warning's
    // colour.
    std::vector<Label> drawChances(Painter& painter, const Advice* advice,
                                   const std::vector<CostlyMove>& costly = {}) const;
    // A ring around a button whose help is switched on (Chances).
    void drawToggleOn(Painter& painter, const Rect& button) const;
    Rect targetRect(std::optional<DropTarget> target) const;

private:
    // The advised card's place (none for avoiding) and its target.
    std::vector<Rect> hintRects(Action action) const;
};

} // namespace scoundrel::game
