#include "ui/TextInput.h"

#include "ui/Theme.h"

#include <SDL_clipboard.h>

namespace scoundrel::game {

namespace {

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

} // namespace

bool TextInput::insert(const std::string& utf8)
{
    bool changed = false;
    for (std::size_t i = 0; i < utf8.size();) {
        std::size_t end = i + 1;
        while (end < utf8.size() && isContinuationByte(utf8[end]))
            ++end;
        // Whole characters only, and no line breaks from a pasted block.
        const bool control = static_cast<unsigned char>(utf8[i]) < 0x20;
        if (!control && m_text.size() + (end - i) <= m_maxLength) {
            m_text.append(utf8, i, end - i);
            changed = true;
        }
        i = end;
    }
    return changed;
}

bool TextInput::backspace()
{
    if (m_text.empty())
        return false;
    std::size_t end = m_text.size() - 1;
    while (end > 0 && isContinuationByte(m_text[end]))
        --end;
    m_text.erase(end);
    return true;
}

bool TextInput::handleEvent(const SDL_Event& event)
{
    if (event.type == SDL_TEXTINPUT)
        return insert(event.text.text);
    if (event.type != SDL_KEYDOWN)
        return false;
    const SDL_Keycode key = event.key.keysym.sym;
    if (key == SDLK_BACKSPACE)
        return backspace();
    if (key == SDLK_v && (event.key.keysym.mod & KMOD_CTRL) != 0) {
        char* clip = SDL_GetClipboardText();
        const bool changed = clip && insert(clip);
        SDL_free(clip);
        return changed;
    }
    return false;
}

void TextInput::draw(Painter& painter, const Rect& r, int textSize, const std::string& placeholder) const
{
    const int radius = r.h / 5;
    painter.fillRoundedRect(r, radius, theme::kFeltDark);
    painter.outlineRoundedRect(r, radius, theme::kAccent, 2);
    const int pad = r.h / 4;
    const int textHeight = painter.measure("0", textSize, false).h;
    const Point at{r.x + pad, r.y + (r.h - textHeight) / 2};
    if (m_text.empty()) {
        painter.text(placeholder, at, {textSize, theme::kTextDim, false, Align::Left});
        painter.fillRect({at.x, at.y, 2, textHeight}, theme::kText);
        return;
    }
    const Rect drawn = painter.text(m_text, at, {textSize, theme::kText, false, Align::Left});
    painter.fillRect({drawn.x + drawn.w + 1, at.y, 2, textHeight}, theme::kText);
}

} // namespace scoundrel::game
