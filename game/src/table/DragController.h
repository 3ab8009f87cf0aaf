#pragma once

#include "core/Geometry.h"

#include "scoundrel/Card.h"

namespace scoundrel::game {

// The mouse gesture on a room card, kpat style: a press becomes a drag only once the
// pointer has moved a few pixels, so a small wobble is still a click. It knows
// nothing of the rules; the table decides what a click or a drop means, and whether
// a press may be a click at all.
class DragController {
public:
    static constexpr int kThreshold = 5;

    enum class Release { None, Click, Drop };

    // Whether a press may end as a click that faces its card. Solitaire players
    // double-click by habit, and one click on a room card already does all a click can
    // (it faces the card, or opens its combat dialog): the later presses of a
    // double-click (SDL counts them) would only land on what the first click put there,
    // such as the next room's card dealt into the same slot. A card still flying in
    // takes no click either: the player has hardly seen it.
    static bool mayClick(int clicks, bool cardFlyingIn) { return clicks <= 1 && !cardFlyingIn; }

    // A press on the card in slot, whose rectangle is cardRect. A press that may not
    // click still becomes a drag once the pointer moves: a drag is never habit.
    void press(Card card, int slot, Point at, const Rect& cardRect, bool clickable = true);
    // The pointer moved; true when a drag is (now) under way.
    bool move(Point to);
    // The button went up: a click, a drop, or nothing when nothing was pressed.
    Release release(Point at);
    void cancel() { m_phase = Phase::Idle; }

    bool pressed() const { return m_phase != Phase::Idle; }
    bool dragging() const { return m_phase == Phase::Dragging; }
    Card card() const { return m_card; }
    int slot() const { return m_slot; }
    Point pointer() const { return m_pointer; }
    // Where the dragged card is drawn: it keeps the offset at which it was grabbed.
    Rect cardRect() const { return m_start.offset(m_pointer.x - m_grab.x, m_pointer.y - m_grab.y); }

private:
    enum class Phase { Idle, Pressed, Dragging };

    Phase m_phase = Phase::Idle;
    bool m_clickable = true;
    Card m_card;
    int m_slot = -1;
    Point m_grab;
    Point m_pointer;
    Rect m_start;
};

} // namespace scoundrel::game
