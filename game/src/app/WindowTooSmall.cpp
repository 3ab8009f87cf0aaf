#include "app/WindowTooSmall.h"

#include "scenes/ScreenBindings.h"
#include "text/Translate.h"
#include "ui/Painter.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace scoundrel::game {

namespace {

// The note's size as asked of the painter, and the least it shrinks to in a tiny window.
constexpr int kNoteSize = 20;
constexpr int kLeastNoteSize = 8;

} // namespace

std::string windowTooSmallWords(Size minimum)
{
    // TRANSLATORS: shown alone in a window shrunk under the smallest size the game is drawn
    // at; {0} and {1} the least width and height in pixels, such as "1024" and "640". The
    // spaces around × are no-break spaces (U+00A0): the size is never split over two lines.
    return format(tr("The window is too small: make it at least {0} × {1}"), minimum.w, minimum.h);
}

bool passesWhileTooSmall(const InputEvent& input)
{
    return input.is(Control::FullScreen) || !boundId(speechBindings(), input).empty();
}

void drawWindowTooSmall(Painter& painter, Size window, Size minimum)
{
    painter.clear(theme::kFelt);
    const std::string words = windowTooSmallWords(minimum);
    const int margin = std::max(4, std::min(window.w, window.h) / 16);
    const int width = std::max(1, window.w - 2 * margin);
    const int height = std::max(1, window.h - 2 * margin);
    int size = kNoteSize;
    std::vector<std::string> lines = wrapText(painter, words, width, size, true);
    const auto fits = [&] {
        const int widest = std::accumulate(lines.begin(), lines.end(), 0, [&](int w, const std::string& line) {
            return std::max(w, painter.measure(line, size, true).w);
        });
        return widest <= width && static_cast<int>(lines.size()) * lineHeight(painter.shown(size)) <= height;
    };
    while (!fits() && size > kLeastNoteSize)
        lines = wrapText(painter, words, width, --size, true);
    const int lineH = lineHeight(painter.shown(size));
    int y = (window.h - static_cast<int>(lines.size()) * lineH) / 2;
    for (const std::string& line : lines) {
        painter.text(line, {window.w / 2, y}, {size, theme::kText, true, Align::Center});
        y += lineH;
    }
}

} // namespace scoundrel::game
