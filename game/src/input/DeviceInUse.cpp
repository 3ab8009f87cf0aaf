#include "input/DeviceInUse.h"

namespace scoundrel::game {

bool DeviceInUse::follow(const InputEvent& event)
{
    const bool byPad = event.device == Device::Pad;
    // Text typed, a window's event or the pointer leaving tells nothing of the hands.
    const bool tells = (event.isPress() && !(byPad && event.repeat)) || event.kind == InputEvent::Kind::PointerDown ||
        event.kind == InputEvent::Kind::PointerMove || event.kind == InputEvent::Kind::Wheel;
    if (!tells)
        return false;
    if (event.isPress())
        pointer = false;
    else if (event.kind == InputEvent::Kind::PointerDown)
        pointer = true;
    const DeviceInUse now{byPad, byPad ? event.padStyle : style, pointer};
    if (now == *this)
        return false;
    const bool legendsChanged = now.pad != pad || now.style != style;
    *this = now;
    return legendsChanged;
}

bool PointerShown::follow(const InputEvent& event)
{
    bool show = m_shown;
    if (event.device == Device::Pad && event.isPress())
        show = false;
    else if (event.device == Device::Mouse && event.kind != InputEvent::Kind::PointerLeft)
        show = true;
    if (show == m_shown)
        return false;
    m_shown = show;
    return true;
}

} // namespace scoundrel::game
