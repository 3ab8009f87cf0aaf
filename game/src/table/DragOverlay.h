#pragma once

#include "table/DragController.h"
#include "table/DropTargets.h"
#include "table/Pill.h"

#include <optional>
#include <vector>

namespace scoundrel::game {

class Painter;

// Where the label of a dragged card goes: above the card, else below or beside it, the
// first place that covers none of the piles' captions (TableLayout::captionStrips).
Rect dragPillPlace(Size box, const Rect& card, const TableLayout& layout);

// What the player sees while dragging a card: legal targets glow, the one the card
// would land on glows brighter, an illegal one under the card is marked, and a label
// over the card says what the drop would do or why it cannot be done.
struct DragOverlay {
    const TableLayout& layout;
    const GameState& state;
    const DragController& drag;
    bool fourColor = false;
    // Words over the table that the layout does not hold (the strip's deal label under the
    // top bar), which the label keeps clear of too.
    std::vector<Rect> keepClear{};

    // The verdict of the target the card would land on, else of the one it covers most.
    std::optional<DropVerdict> preview() const;
    // The message line while dragging: the preview, or where the card can go when it
    // is over no place (not the last move's line, which is about something else).
    ToneText messageLine() const;
    void drawTargets(Painter& painter) const;
    // The card and the label over it, which it returns (none over no place).
    std::optional<Pill> drawCard(Painter& painter) const;
};

} // namespace scoundrel::game
