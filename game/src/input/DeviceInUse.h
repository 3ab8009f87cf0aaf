#pragma once

#include "input/InputEvent.h"

namespace scoundrel::game {

// The device the player used last, which legends and How to play name: keys after a key
// or the mouse, the pad's own glyphs after a pad's press.
struct DeviceInUse {
    bool pad = false;
    PadStyle style = PadStyle::Xbox; // the pad's, while pad
    // Not a pad's: the mouse's button was pressed last, not a key. The legends are the
    // keys' either way; a question the table asks names what answers it, "Click it again"
    // or "Press Enter again" (np16).
    bool pointer = false;

    // Follows an event; true when what legends show changed (a pad or the keys).
    bool follow(const InputEvent& event);
    bool operator==(const DeviceInUse&) const = default;
};

// Whether the mouse pointer shows (SDL_ShowCursor): hidden while a pad is used, back
// when the mouse moves. A key leaves it as it is: a keyboard user may still reach for it.
class PointerShown {
public:
    // Follows an event; true when the pointer must now show or hide (see shown()).
    bool follow(const InputEvent& event);
    bool shown() const { return m_shown; }

private:
    bool m_shown = true;
};

} // namespace scoundrel::game
