#pragma once

#include "core/Geometry.h"
#include "ui/Painter.h"

#include <SDL_events.h>

#include <string>

namespace scoundrel::game {

// A one-line text field fed by SDL_TEXTINPUT (so keyboard layouts and input methods
// work), with Backspace and Ctrl+V. The owner starts and stops SDL text input.
class TextInput {
public:
    explicit TextInput(std::size_t maxLength) : m_maxLength(maxLength) {}

    // True when the event changed the text.
    bool handleEvent(const SDL_Event& event);
    // Appends what fits of utf8; true when anything was added.
    bool insert(const std::string& utf8);
    bool backspace();

    const std::string& text() const { return m_text; }
    void setText(std::string text) { m_text = std::move(text); }

    void draw(Painter& painter, const Rect& r, int textSize, const std::string& placeholder) const;

private:
    std::string m_text;
    std::size_t m_maxLength;
};

} // namespace scoundrel::game
