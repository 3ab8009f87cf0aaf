#pragma once

#include "input/InputEvent.h"

namespace scoundrel::game {

// A dialog just opened takes no mouse press it did not see begin: not the second press
// of the double-click whose first click opened it (SDL counts it 2; it would land on a
// button where the card was, and a habitual double-click on a monster chose a costly
// fight), nor the release of a press made before it opened. Once the dialog has had a
// press of its own (a single click), every press counts. Keys and the pad are untouched.
class FreshPresses {
public:
    // Whether the dialog may act on event.
    bool accepts(const InputEvent& event)
    {
        if (event.kind == InputEvent::Kind::PointerDown) {
            if (!m_ownPress && event.clicks >= 2)
                return false;
            m_ownPress = true;
            return true;
        }
        if (event.kind == InputEvent::Kind::PointerUp)
            return m_ownPress;
        return true;
    }

private:
    bool m_ownPress = false;
};

} // namespace scoundrel::game
