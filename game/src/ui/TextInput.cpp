#include "ui/TextInput.h"

#include "ui/Theme.h"

#include <SDL_clipboard.h>

#include <utility>
#include <vector>

namespace scoundrel::game {

namespace {

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

} // namespace

bool TextInput::insert(const std::string& utf8)
{
    std::string kept;
    if (std::exchange(m_selected, false))
        kept.swap(m_text);
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
    if (!changed && !kept.empty()) { // nothing typed: the selection stays as it was
        m_text.swap(kept);
        m_selected = true;
    }
    return changed;
}

bool TextInput::backspace()
{
    if (m_text.empty())
        return false;
    if (std::exchange(m_selected, false)) {
        m_text.clear();
        return true;
    }
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

// Found by halving: every length tried becomes a texture in the painter's cache.
std::string visibleTail(Painter& painter, const std::string& text, int width, int size)
{
    if (painter.measure(text, size, false).w <= width)
        return text;
    std::vector<std::size_t> starts; // where each character starts
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (!isContinuationByte(text[i]))
            starts.push_back(i);
    }
    std::size_t tooLong = 0; // a start known to be too wide
    std::size_t fits = starts.size(); // a start known to fit (the empty tail)
    while (fits - tooLong > 1) {
        const std::size_t mid = (tooLong + fits) / 2;
        if (painter.measure(text.substr(starts[mid]), size, false).w <= width)
            fits = mid;
        else
            tooLong = mid;
    }
    return fits < starts.size() ? text.substr(starts[fits]) : std::string{};
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
    const std::string shown = visibleTail(painter, m_text, r.w - 2 * pad - 3, textSize);
    if (m_selected)
        painter.fillRect({at.x - 2, at.y, painter.measure(shown, textSize, false).w + 4, textHeight},
                         theme::kButtonHover);
    const Rect drawn = painter.text(shown, at, {textSize, theme::kText, false, Align::Left});
    painter.fillRect({drawn.x + drawn.w + 1, at.y, 2, textHeight}, theme::kText);
}

} // namespace scoundrel::game
