#include "text/SpeakableText.h"

#include "text/Translate.h"

#include <array>
#include <utility>

namespace scoundrel::game {

namespace {

void replaceAll(std::string& text, std::string_view from, std::string_view to)
{
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
}

// Doubled spaces, a space before a comma or a full stop, a comma after a comma or at either
// end: what a symbol taken out leaves behind.
std::string tidied(const std::string& text)
{
    std::string out;
    for (char c : text) {
        if (c == ' ' && (out.empty() || out.back() == ' '))
            continue;
        if ((c == ',' || c == '.') && !out.empty() && out.back() == ' ')
            out.pop_back();
        if (c == ',' && (out.empty() || out.back() == ',' || out.back() == '.' || out.back() == ':'))
            continue;
        out += c;
    }
    while (!out.empty() && (out.back() == ' ' || out.back() == ','))
        out.pop_back();
    return out;
}

} // namespace

std::string speakable(std::string_view text)
{
    std::string out(text);
    // TRANSLATORS: speech: what the ♥ drawn after a number is said as, such as "−5 ♥" said "−5 health".
    const std::string health = " " + std::string(tr("health")) + " ";
    // TRANSLATORS: speech: what the arrow drawn between two values is said as, such as "40% → 30%" said
    // "40% to 30%".
    const std::string to = " " + std::string(tr("to")) + " ";
    const std::array<std::pair<std::string_view, std::string_view>, 8> symbols{{
        {"\u00b7", ", "}, // the middle dot between two parts
        {"\u2665", health},
        {"\u2192", to},
        {"\u2726", " "}, // ✦, a mark of help
        {"\u25b6", " "}, // ▶ and ◀ on a button that turns a page
        {"\u25c0", " "},
        {"\u25bc", " "}, // ▼, a mark on a row
        {"\u2715", " "}, // ✕, a close button's
    }};
    for (const auto& [symbol, said] : symbols)
        replaceAll(out, symbol, said);
    return tidied(out);
}

} // namespace scoundrel::game
