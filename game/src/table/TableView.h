#pragma once

#include "table/Animator.h"
#include "table/MessageLog.h"
#include "table/TableLayout.h"

#include "scoundrel/GameState.h"

#include <optional>
#include <string>

namespace scoundrel::game {

class Painter;

// Draws the table at rest from the state: felt, top bar, dungeon, room, weapon with
// its kills, discard pile and captions. Cards in flight (Animator) or in the hand
// (hidden) are left out of their places; the scene draws those on top.
struct TableView {
    const TableLayout& layout;
    const GameState& state;
    const Animator& animator;
    bool fourColor = false;
    Card hidden;
    std::string dealLabel;
    // The deal's label shortened to its number ("#42"), drawn where dealLabel has no room.
    std::string shortDeal;

    // Where the deal's label was drawn in the top bar (an empty rectangle when there is
    // no label), or nothing when it had no room there (a large text size).
    std::optional<Rect> drawBackground(Painter& painter) const;
    void drawPiles(Painter& painter) const;
    // The card the discard pile shows on top: the last one discarded that is not still
    // flying to it (a flying card is drawn over the pile until it lands).
    Card discardTop() const;

private:
    std::optional<Rect> drawTopBar(Painter& painter) const;
    void drawDungeon(Painter& painter) const;
    void drawRoom(Painter& painter) const;
    void drawWeapon(Painter& painter) const;
    void drawDiscard(Painter& painter) const;
    void drawCard(Painter& painter, Card card, const Rect& r) const;
    void caption(Painter& painter, const std::string& text, const Rect& under) const;
    // How many cards a pile looks to hold while some fly from it or to it.
    int shownCount(std::size_t cards, const Rect& pile) const;
    bool shown(Card card) const { return card && card != hidden && !animator.flying(card); }
};

// A message bar, its text coloured by tone; returns where the text went. A line too long
// for the bar goes on two lines where the bar is tall enough for them, and is otherwise
// drawn smaller, down to kSmallestMessageText.
inline constexpr int kSmallestMessageText = 10;
Rect drawMessageBar(Painter& painter, const Rect& bar, int textSize, const ToneText& line);
// Where a message bar may go: its place, the padding its words keep from its top and
// bottom, and the highest y it may grow up to for a line wrapped on two.
struct MessageRoom {
    Rect bar;
    int pad = 0;
    int top = 0;
};
// Where a message bar went (grown upwards for two lines) and its words.
struct DrawnMessage {
    Rect bar;
    Rect text;
    int size = 0; // the text's size as asked for (the painter scales it to the player's text size)
};
// A line wraps on two where two lines with room.pad above and below fit the bar grown up
// to room.top (the bar grows for them); otherwise it shrinks on one line.
DrawnMessage drawMessageBar(Painter& painter, const MessageRoom& room, int textSize, const ToneText& line);
// The table's message bar (MessageLog's latest line), with the layout's padding.
DrawnMessage drawMessageLine(Painter& painter, const TableLayout& layout, const ToneText& line);

} // namespace scoundrel::game
