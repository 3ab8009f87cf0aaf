#pragma once

#include "core/Geometry.h"
#include "input/InputEvent.h"
#include "ui/Painter.h"

#include <SDL_keyboard.h>

#include <functional>
#include <string>

namespace scoundrel::game {

// Words a field not focused shows in its note's place: how to come to it; lit in the
// accent colour when the player typed before coming.
struct FieldCue {
    std::string words;
    bool lit = false;
};

// A one-line text field fed by typed text (SDL_TEXTINPUT, decoded) (so keyboard layouts and input methods
// work), with Backspace, End, Ctrl+V and Ctrl+A; its whole text may be selected, to be replaced.
// The owner starts and stops SDL text input (TextInputSession). A field with a limit
// of letters shows how many are used ("12 / 24") and says why it refused a letter: the
// limit, or a letter its font cannot draw (when the owner says which it can).
class TextInput {
public:
    // maxBytes: what the text is kept in; maxLetters (0: none) is what the player sees.
    explicit TextInput(std::size_t maxBytes, std::size_t maxLetters = 0)
        : m_maxLength(maxBytes), m_maxLetters(maxLetters)
    {
    }
    // Which letters the field takes (all, unless set).
    void setDrawable(std::function<bool(char32_t)> drawable) { m_drawable = std::move(drawable); }

    // True when the event changed the text.
    bool handleEvent(const InputEvent& event);
    // Appends what fits of utf8; true when anything was added.
    bool insert(const std::string& utf8);
    bool backspace();

    const std::string& text() const { return m_text; }
    void setText(std::string text) { m_text = std::move(text); }
    // Selects the whole text, as a suggestion: typing replaces it, Backspace clears it.
    void selectAll() { m_selected = !m_text.empty(); }
    void deselect() { m_selected = false; }
    bool selected() const { return m_selected; }
    std::size_t letters() const;
    // What the field says beside its text: "12 / 24", or why the last letter typed was
    // not taken; empty for a field without a limit of letters.
    std::string note() const;

    // focused: outlined in the accent with a caret, or its text shown selected (on the
    // accent, without a caret) when it is; otherwise
    // dim, for a field the keys have not come to yet.
    // cue: words in the note's place while the field is not focused (how to come to it).
    void draw(Painter& painter, const Rect& r, int textSize, const std::string& placeholder, bool focused = true,
              const FieldCue& cue = {}) const;

private:
    enum class Refusal { None, Full, Undrawable };
    // Whether the letter utf8[at, end) fits and may be drawn; notes the refusal if not.
    bool takes(const std::string& utf8, std::size_t at, std::size_t end);

    std::string m_text;
    std::size_t m_maxLength; // in bytes; only whole UTF-8 characters are kept
    std::size_t m_maxLetters;
    std::function<bool(char32_t)> m_drawable;
    bool m_selected = false;
    Refusal m_refusal = Refusal::None; // of the last letter typed, until the text changes
    char32_t m_refused = 0;
};

// A field's whole text selected, drawn as a desktop field draws a selection: on the
// selection's colour (the accent), in the field's dark colour; no caret goes after it.
// Returns where the text was drawn.
Rect drawSelectedText(Painter& painter, const std::string& utf8, Point at, int textSize);

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
