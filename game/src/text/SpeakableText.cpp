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

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isWordChar(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
}

// A range of keys drawn "1-4" said "1 to 4" (espeak-ng reads the dash as "dash"). Only one or two
// digits each side, standing alone: a minus ("-9", "Score -41") or a date ("2026-11-21") keeps its dash.
std::string rangesSaid(const std::string& text, const std::string& to)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '-' && i > 0 && i + 1 < text.size() && isDigit(text[i - 1]) && isDigit(text[i + 1])) {
            std::size_t first = i;
            while (first > 0 && isDigit(text[first - 1]))
                --first;
            std::size_t last = i + 1;
            while (last < text.size() && isDigit(text[last]))
                ++last;
            const bool alone =
                (first == 0 || !isWordChar(text[first - 1])) && (last == text.size() || !isWordChar(text[last]));
            if (alone && i - first <= 2 && last - i - 1 <= 2) {
                out += to;
                continue;
            }
        }
        out += text[i];
    }
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
    // TRANSLATORS: speech: a range of keys, such as "1-4" said "1 to 4"; the same words as between the keys
    // How to play names.
    return tidied(rangesSaid(out, std::string(trc("keys", " to "))));
}

} // namespace scoundrel::game
