#include "ui/WrappedText.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace scoundrel::game {

namespace {

// "12", "-8", "−8" (the sum's own minus, U+2212), "12)", and a sum's result "= −42": a
// number, which reads wrong alone at a line's start ("below" ... "12", a score's sum
// ending "... left" ... "= −42").
bool isNumber(const std::string& word)
{
    std::size_t first = word.rfind("= ", 0) == 0 ? 2 : 0;
    if (word.compare(first, 3, "\u2212") == 0 && word.size() > first + 3)
        first += 3;
    else if (word.size() > first + 1 && (word[first] == '-' || word[first] == '+' || word[first] == '#'))
        ++first;
    return first < word.size() && std::isdigit(static_cast<unsigned char>(word[first])) != 0;
}

// Where the UTF-8 character after byte at starts.
std::size_t nextCharacter(const std::string& text, std::size_t at)
{
    ++at;
    while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80)
        ++at;
    return at;
}

// word (wider than width) as pieces no wider: each the longest that fits, ended after its
// last '/' when it has one past its first character.
void breakWord(Painter& painter, const std::string& word, int width, int size, bool bold,
               std::vector<std::string>& lines)
{
    std::size_t from = 0;
    while (from < word.size()) {
        std::size_t end = nextCharacter(word, from); // at least one character a line
        while (end < word.size()) {
            const std::size_t next = nextCharacter(word, end);
            if (painter.measure(word.substr(from, next - from), size, bold).w > width)
                break;
            end = next;
        }
        if (end < word.size()) {
            const std::size_t slash = word.rfind('/', end - 1);
            if (slash != std::string::npos && slash > from)
                end = slash + 1;
        }
        lines.push_back(word.substr(from, end - from));
        from = end;
    }
}

// A word of one or two letters ("à", "de", "a"), which reads wrong alone before a number
// at a line's start; not a dash or other sign ("—" between a name and "#1844...").
bool isShortWord(const std::string& word)
{
    const auto characters =
        std::count_if(word.begin(), word.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
    const auto first = static_cast<unsigned char>(word.empty() ? ' ' : word[0]);
    // A letter: ASCII, or a Latin-1 letter's UTF-8 lead byte (à, é, ü...).
    const bool letter = std::isalpha(first) != 0 || first == 0xC3;
    return characters <= 2 && letter;
}

// Where line breaks at space (the words after it go to the next line), moved back while
// the first of those words is a number after a short word of its own, which goes with it:
// "J 11, Q" before "12" moves from "J" (np31, How to play: "face value, J" over "11, Q 12").
std::size_t keptWithItsWord(const std::string& line, std::size_t space)
{
    while (space != std::string::npos && space > 0) {
        const std::size_t end = line.find(' ', space + 1);
        const std::size_t before = line.rfind(' ', space - 1);
        if (before == std::string::npos || !isNumber(line.substr(space + 1, end - space - 1)) ||
            !isShortWord(line.substr(before + 1, space - before - 1)))
            break;
        space = before;
    }
    return space;
}

} // namespace

std::vector<std::string> wrapTextBreakingWords(Painter& painter, const std::string& utf8, int width, int size,
                                               bool bold)
{
    std::vector<std::string> lines;
    for (std::string& line : wrapText(painter, utf8, width, size, bold)) {
        // Wider than width only when it is one word alone (wrapText joins no others then).
        if (line.find(' ') == std::string::npos && painter.measure(line, size, bold).w > width)
            breakWord(painter, line, width, size, bold, lines);
        else
            lines.push_back(std::move(line));
    }
    return lines;
}

std::vector<std::string> wrapText(Painter& painter, const std::string& utf8, int width, int size, bool bold)
{
    std::istringstream words(utf8);
    std::string word;
    std::vector<std::string> lines;
    std::string line;
    while (words >> word) {
        // A separator's dot stays with the word before it and never starts a line (np24,
        // German at 200%: "Tagespartie · 28. November" over "· #20261128, Zug 1"): where it
        // does not fit, that word goes to the next line with it, when the line keeps a word.
        if (word == "·" && !line.empty()) {
            const std::size_t space = line.rfind(' ');
            if (painter.measure(line + " ·", size, bold).w <= width || space == std::string::npos) {
                line += " ·";
            } else {
                lines.push_back(line.substr(0, space));
                line = line.substr(space + 1) + " ·";
            }
            continue;
        }
        // "=" and the number after it are one word: the sum's result is never split.
        if (std::string next; word == "=" && words >> next)
            word += " " + next;
        // A number after a short word that began this line ("à" over "10"): the word that
        // ended the line before comes down to them, when the line before keeps a word.
        if (isNumber(word) && !line.empty() && line.find(' ') == std::string::npos && isShortWord(line) &&
            !lines.empty()) {
            const std::size_t last = keptWithItsWord(lines.back(), lines.back().rfind(' '));
            if (last != std::string::npos && lines.back().substr(last + 1) != "·") {
                const std::string together = lines.back().substr(last + 1) + " " + line + " " + word;
                if (painter.measure(together, size, bold).w <= width) {
                    lines.back().erase(last);
                    line = together;
                    continue;
                }
            }
        }
        const std::string candidate = line.empty() ? word : line + " " + word;
        if (!line.empty() && painter.measure(candidate, size, bold).w > width) {
            // A number goes to the next line with the word before it, when the line keeps
            // a word of its own and the two fit there; not with a separator's dot, which
            // stays where it is.
            std::size_t space = line.rfind(' ');
            // A short word before it ("à", "de", "a") comes along with the word before that:
            // "inférieurs à 10", not "à 10" alone (np24, French).
            if (isNumber(word) && space != std::string::npos && space > 0 && isShortWord(line.substr(space + 1))) {
                if (const std::size_t before = line.rfind(' ', space - 1); before != std::string::npos)
                    space = before;
                space = keptWithItsWord(line, space);
            }
            if (isNumber(word) && space != std::string::npos && line.substr(space + 1) != "·") {
                const std::string together = line.substr(space + 1) + " " + word;
                if (painter.measure(together, size, bold).w <= width) {
                    lines.push_back(line.substr(0, space));
                    line = together;
                    continue;
                }
            }
            lines.push_back(std::move(line));
            line = word;
        } else {
            line = candidate;
        }
    }
    if (!line.empty())
        lines.push_back(std::move(line));
    return lines;
}

int wrappedFittingSize(Painter& painter, const std::string& utf8, int width, int size, bool bold, int lines, int least)
{
    while (size > least && static_cast<int>(wrapText(painter, utf8, width, size, bold).size()) > lines)
        --size;
    return size;
}

int drawWrappedText(Painter& painter, const std::string& utf8, const Rect& box, const TextStyle& style)
{
    int y = box.y;
    const int x = style.align == Align::Center ? box.center().x : box.x;
    for (const std::string& line : wrapText(painter, utf8, box.w, style.size, style.bold)) {
        painter.text(line, {x, y}, style);
        y += lineHeight(painter.shown(style.size));
    }
    return y - box.y;
}

} // namespace scoundrel::game
