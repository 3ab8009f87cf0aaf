#include "ui/WrappedText.h"

#include <sstream>

namespace scoundrel::game {

std::vector<std::string> wrapText(Painter& painter, const std::string& utf8, int width, int size, bool bold)
{
    std::istringstream words(utf8);
    std::string word;
    std::vector<std::string> lines;
    std::string line;
    while (words >> word) {
        const std::string candidate = line.empty() ? word : line + " " + word;
        if (!line.empty() && painter.measure(candidate, size, bold).w > width) {
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
