#include "ui/TextInput.h"

#include "text/Translate.h"
#include "ui/Glyphs.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"

#include <SDL_clipboard.h>

#include <algorithm>
#include <utility>
#include <vector>

namespace scoundrel::game {

namespace {

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

} // namespace

std::size_t TextInput::letters() const
{
    return static_cast<std::size_t>(
        std::count_if(m_text.begin(), m_text.end(), [](char c) { return !isContinuationByte(c); }));
}

bool TextInput::takes(const std::string& utf8, std::size_t at, std::size_t end)
{
    if (static_cast<unsigned char>(utf8[at]) < 0x20)
        return false; // no line breaks from a pasted block, and nothing to say about them
    if (m_text.size() + (end - at) > m_maxLength || (m_maxLetters > 0 && letters() >= m_maxLetters)) {
        m_refusal = Refusal::Full;
        return false;
    }
    std::size_t next = at;
    const char32_t letter = nextCodePoint(utf8, next);
    if (m_drawable && !m_drawable(letter)) {
        m_refusal = Refusal::Undrawable;
        m_refused = letter;
        return false;
    }
    return true;
}

bool TextInput::insert(const std::string& utf8)
{
    std::string kept;
    if (std::exchange(m_selected, false))
        kept.swap(m_text);
    bool changed = false;
    m_refusal = Refusal::None;
    for (std::size_t i = 0; i < utf8.size();) {
        std::size_t end = i + 1; // whole characters only
        while (end < utf8.size() && isContinuationByte(utf8[end]))
            ++end;
        if (takes(utf8, i, end)) {
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
    m_refusal = Refusal::None;
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

bool TextInput::handleEvent(const InputEvent& event)
{
    if (event.kind == InputEvent::Kind::Text)
        return insert(event.text);
    if (event.isKey(SDLK_BACKSPACE))
        return backspace();
    // End puts the caret after the text, where it always is: a selection is dropped, so
    // Backspace then takes one letter (the pad's keyboard deletes so).
    if (event.isKey(SDLK_END)) {
        deselect();
        return true;
    }
    // Ctrl+A selects the whole text, as in any field: typing then replaces it, and
    // Backspace clears it.
    if (event.isKey(SDLK_a) && event.hasMod(KMOD_CTRL)) {
        selectAll();
        return true;
    }
    if (event.isKey(SDLK_v) && event.hasMod(KMOD_CTRL)) {
        char* clip = SDL_GetClipboardText();
        const bool changed = clip && insert(clip);
        SDL_free(clip);
        return changed;
    }
    return false;
}

std::string TextInput::note() const
{
    if (m_maxLetters == 0)
        return {};
    if (m_refusal == Refusal::Undrawable)
        // TRANSLATORS: under a name field: {0} a character the font cannot draw, such as "U+4E2D".
        return format(tr("font lacks {0}"), codePointName(m_refused));
    // Only figures: the same in every language, and as narrow, so the field keeps its room.
    const std::string count = std::to_string(letters()) + " / " + std::to_string(m_maxLetters);
    // TRANSLATORS: under a name field when it is full: {0} the letters typed of those that fit, such as "24 / 24".
    return m_refusal == Refusal::Full ? format(tr("{0}: full"), count) : count;
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

void TextInput::draw(Painter& painter, const Rect& r, int textSize, const std::string& placeholder, bool focused,
                     const FieldCue& cue) const
{
    const int radius = r.h / 5;
    painter.fillRoundedRect(r, radius, theme::kFeltDark);
    painter.outlineRoundedRect(r, radius, focused ? theme::kAccent : theme::kTextDim, focused ? 2 : 1);
    const int pad = r.h / 4;
    const int textHeight = painter.measure("0", textSize, false).h;
    const Point at{r.x + pad, r.y + (r.h - textHeight) / 2};
    // The note at the field's right end, in smaller letters; the text keeps the rest.
    int noteWidth = 0;
    // The cue only where it leaves the text its room at its size (a long name suggested
    // keeps the field, and the counter then stands in its place).
    const int noteSize = textSize * 3 / 4;
    const bool cued = !focused && !cue.words.empty() &&
        painter.measure(cue.words, noteSize, false).w + painter.measure(m_text, textSize, false).w + 3 * pad + 3 <= r.w;
    if (const std::string said = cued ? cue.words : note(); !said.empty()) {
        const int size = noteSize;
        const SDL_Color color = cued     ? (cue.lit ? theme::kAccent : theme::kTextDim)
            : m_refusal == Refusal::None ? theme::kTextDim
                                         : theme::kDanger;
        const Point right{r.x + r.w - pad, r.y + (r.h - painter.measure("0", size, false).h) / 2};
        noteWidth = painter.text(said, right, {size, color, false, Align::Right}).w + pad;
    }
    if (m_text.empty()) {
        // Smaller where the field is narrower than its words (the pseudo-language's "no name
        // given" at 200%, PlayerNameRow::shareByWords), rather than under the count.
        const int size = fittingTextSize(painter, placeholder, textSize, false, {r.w - 2 * pad - 3 - noteWidth, r.h});
        const int height = painter.measure(placeholder, size, false).h;
        painter.text(placeholder, {at.x, r.y + (r.h - height) / 2},
                     {size, theme::kTextPlaceholder, false, Align::Left, textSize});
        if (focused)
            painter.fillRect({at.x, at.y, 2, textHeight}, theme::kText);
        return;
    }
    // The text keeps its size, as a text entry does: one wider than the field has its
    // start scrolled out of view, the end where the typing is shown (a name shrunk to be
    // seen whole was drawn smaller at 125% than at 100%; the result screen gives its field
    // room for the longest name whole at the normal text size).
    const int room = r.w - 2 * pad - 3 - noteWidth;
    const int size = textSize;
    const int height = painter.measure("0", size, false).h;
    const Point from{at.x, r.y + (r.h - height) / 2};
    const std::string shown = visibleTail(painter, m_text, room, size);
    // Selected, the text shows it (a new player saw nothing to say Tab then "Z" would
    // replace the suggestion), and no caret after it invites an edit.
    if (m_selected && focused) {
        drawSelectedText(painter, shown, from, size);
        return;
    }
    const Rect drawn = painter.text(shown, from, {size, theme::kText, false, Align::Left});
    if (focused)
        painter.fillRect({drawn.x + drawn.w + 1, from.y, 2, height}, theme::kText);
}

Rect drawSelectedText(Painter& painter, const std::string& utf8, Point at, int textSize)
{
    const Size size = painter.measure(utf8, textSize, false);
    painter.fillRect({at.x - 2, at.y, size.w + 4, size.h}, theme::kAccent);
    return painter.text(utf8, at, {textSize, theme::kFeltDark, false, Align::Left});
}

} // namespace scoundrel::game
