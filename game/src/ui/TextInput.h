#pragma once

#include "core/Geometry.h"
#include "ui/Painter.h"

#include <SDL_events.h>
#include <SDL_keyboard.h>

#include <string>

namespace scoundrel::game {

// A one-line text field fed by SDL_TEXTINPUT (so keyboard layouts and input methods
// work), with Backspace and Ctrl+V; its whole text may be selected, to be replaced.
// The owner starts and stops SDL text input (TextInputSession).
class TextInput {
public:
    explicit TextInput(std::size_t maxLength) : m_maxLength(maxLength) { }

    // True when the event changed the text.
    bool handleEvent(const SDL_Event& event);
    // Appends what fits of utf8; true when anything was added.
    bool insert(const std::string& utf8);
    bool backspace();

    const std::string& text() const { return m_text; }
    void setText(std::string text) { m_text = std::move(text); }
    // Selects the whole text, as a suggestion: typing replaces it, Backspace clears it.
    void selectAll() { m_selected = !m_text.empty(); }
    void deselect() { m_selected = false; }
    bool selected() const { return m_selected; }

    void draw(Painter& painter, const Rect& r, int textSize, const std::string& placeholder) const;

private:
    std::string m_text;
    std::size_t m_maxLength; // in bytes; only whole UTF-8 characters are kept
    bool m_selected = false;
};

// The end of utf8 that fits width at this text size, from a character's start: a
// field shows where the typing is when its whole text is wider than the field.
std::string visibleTail(Painter& painter, const std::string& utf8, int width, int textSize);

// SDL text input on (SDL_TEXTINPUT events, and an input method's window where there is
// one) for as long as it lives.
class TextInputSession {
public:
    TextInputSession() { SDL_StartTextInput(); }
    ~TextInputSession() { SDL_StopTextInput(); }
    TextInputSession(const TextInputSession&) = delete;
    TextInputSession& operator=(const TextInputSession&) = delete;
};

} // namespace scoundrel::game
