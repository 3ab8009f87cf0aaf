#pragma once

#include "core/Geometry.h"

#include "scoundrel/Card.h"

namespace scoundrel::game {

// The mouse gesture on a room card, kpat style: a press becomes a drag only once the
// pointer has moved a few pixels, so a small wobble is still a click. It knows
// nothing of the rules; the table decides what a click or a drop means.
class DragController {
public:
    static constexpr int kThreshold = 5;

    enum class Release { None, Click, Drop };

    // A press on the card in slot, whose rectangle is cardRect.
    void press(Card card, int slot, Point at, const Rect& cardRect);
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
    Card m_card;
    int m_slot = -1;
    Point m_grab;
    Point m_pointer;
    Rect m_start;
};

} // namespace scoundrel::game
