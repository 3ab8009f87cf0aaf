#include "table/DragController.h"

#include <cstdlib>

namespace scoundrel::game {

void DragController::press(Card card, int slot, Point at, const Rect& cardRect, bool clickable)
{
    m_phase = Phase::Pressed;
    m_clickable = clickable;
    m_card = card;
    m_slot = slot;
    m_grab = at;
    m_pointer = at;
    m_start = cardRect;
}

bool DragController::move(Point to)
{
    if (m_phase == Phase::Idle)
        return false;
    m_pointer = to;
    if (m_phase == Phase::Pressed && std::abs(to.x - m_grab.x) + std::abs(to.y - m_grab.y) >= kThreshold)
        m_phase = Phase::Dragging;
    return m_phase == Phase::Dragging;
}

DragController::Release DragController::release(Point at)
{
    const Phase phase = m_phase;
    if (phase != Phase::Idle)
        m_pointer = at;
    m_phase = Phase::Idle;
    if (phase == Phase::Pressed)
        return m_clickable ? Release::Click : Release::None;
    return phase == Phase::Dragging ? Release::Drop : Release::None;
}

} // namespace scoundrel::game
