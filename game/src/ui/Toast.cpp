#include "ui/Toast.h"

#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/Painter.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"

#include <algorithm>
#include <optional>

namespace scoundrel::game {

namespace {

// Text is cached per colour: a few steps of fading are enough for the eye.
Uint8 stepped(int alpha)
{
    return static_cast<Uint8>(alpha >= 255 ? 255 : std::clamp(alpha / 32 * 32, 0, 255));
}

SDL_Color faded(SDL_Color color, int alpha)
{
    color.a = stepped(alpha * color.a / 255);
    return color;
}

// Whether box overlaps any of rects.
bool coversAny(const Rect& box, const std::vector<Rect>& rects)
{
    return std::any_of(rects.begin(), rects.end(), [&](const Rect& r) { return overlapArea(box, r) > 0; });
}

} // namespace

void Toasts::push(std::string title, std::string line, std::string icon)
{
    m_toasts.push_back({std::move(title), std::move(line), std::move(icon), 0});
}

bool Toasts::update(double seconds)
{
    const std::size_t shown = std::min(m_toasts.size(), kMaxShown);
    for (std::size_t i = 0; i < shown; ++i)
        m_toasts[i].age += seconds;
    std::erase_if(m_toasts, [](const Toast& t) { return t.age >= kShowSeconds + kFadeSeconds; });
    return !m_toasts.empty();
}

int Toasts::opacity(const Toast& toast)
{
    if (toast.age <= kShowSeconds)
        return 255;
    return static_cast<int>(255 * std::max(0.0, 1.0 - (toast.age - kShowSeconds) / kFadeSeconds));
}

namespace {

// The corner's boxes, top right, one under the other; as much larger as the player's text,
// within the window.
std::vector<Rect> cornerBoxes(Size window, std::size_t count, int percent)
{
    const int margin = scaled(window, 16);
    const int grown = std::max(100, percent);
    const int w = std::min(window.w - 2 * margin, scaled(window, 500) * grown / 100);
    const int h = scaled(window, 64) * grown / 100;
    std::vector<Rect> out;
    for (std::size_t i = 0; i < count; ++i)
        out.push_back({window.w - w - margin, margin + static_cast<int>(i) * (h + margin / 2), w, h});
    return out;
}

// The band above keepClear: boxes side by side, right-aligned, each one line high, as far
// from the window's sides as the corner's boxes are (two side by side ran to a few pixels
// from the right edge).
std::vector<Rect> bandBoxes(Size window, const Rect& keepClear, std::size_t count)
{
    const int gap = std::max(2, keepClear.y / 8);
    const int side = std::max(gap, scaled(window, 16));
    const int h = keepClear.y - 2 * gap;
    const int n = static_cast<int>(count);
    const int w = std::min(scaled(window, 500), (window.w - 2 * side - (n - 1) * gap) / std::max(1, n));
    std::vector<Rect> out;
    for (int i = 0; i < n; ++i)
        out.push_back({window.w - side - (n - i) * w - (n - 1 - i) * gap, gap, w, h});
    return out;
}

// A band box needs room for a line of text a player can read.
constexpr int kSmallestBandBox = 22;

} // namespace

bool Toasts::inBand(Size window, const Rect& keepClear) const
{
    const std::size_t count = std::min(m_toasts.size(), kMaxShown);
    if (keepClear.w <= 0 || keepClear.h <= 0 || count == 0)
        return false;
    const std::vector<Rect> corner = cornerBoxes(window, count, m_percent);
    const bool covers =
        std::any_of(corner.begin(), corner.end(), [&](const Rect& box) { return overlapArea(box, keepClear) > 0; });
    return covers && keepClear.y - 2 * std::max(2, keepClear.y / 8) >= kSmallestBandBox;
}

std::vector<Rect> Toasts::boxes(Size window, const Rect& keepClear) const
{
    const std::size_t count = std::min(m_toasts.size(), kMaxShown);
    return inBand(window, keepClear) ? bandBoxes(window, keepClear, count) : cornerBoxes(window, count, m_percent);
}

void Toasts::draw(Painter& painter, Size window) const
{
    draw(painter, window, Rect{});
}

std::vector<Rect> Toasts::boxes(Painter& painter, Size window, const std::map<std::string, Rect>& scene) const
{
    return placedAmong(painter, window, scene).first;
}

std::pair<std::vector<Rect>, bool> Toasts::placedAmong(Painter& painter, Size window,
                                                       const std::map<std::string, Rect>& scene) const
{
    const std::vector<Rect> controls = controlRects(scene);
    std::vector<Rect> content;
    for (const auto& [name, r] : scene) {
        if (!isControl(name) && r.w > 0 && r.h > 0)
            content.push_back(r);
    }
    std::vector<Rect> boxes = cornerPlaces(painter, window, controls, content);
    if (boxes.empty() ||
        std::none_of(boxes.begin(), boxes.end(), [&](const Rect& box) { return coversAny(box, controls); }))
        return {boxes, false};
    // No side has the room for the whole notes (a large text size over Settings' tabs and
    // rows): their titles side by side in the band above the highest control, where one fits.
    int top = window.h;
    for (const Rect& c : controls)
        top = std::min(top, c.y);
    const Rect highest{0, top, window.w, window.h - top};
    if (top - 2 * std::max(2, top / 8) >= kSmallestBandBox)
        return {bandBoxes(window, highest, boxes.size()), true};
    return {boxes, false}; // no room even there: the corner, as ever
}

int Toasts::wantedWidth(Painter& painter, Size window, const Toast& toast)
{
    const int pad = scaled(window, 12);
    const int icon = toast.icon.empty() ? 0 : scaled(window, 34) + pad;
    const int words = std::max(painter.measure(toast.title, scaled(window, 20), true).w,
                               painter.measure(toast.line, scaled(window, 15), false).w);
    return 2 * pad + icon + words + scaled(window, 4);
}

std::vector<Rect> Toasts::cornerPlaces(Painter& painter, Size window, const std::vector<Rect>& controls,
                                       const std::vector<Rect>& content) const
{
    const std::size_t count = std::min(m_toasts.size(), kMaxShown);
    std::vector<Rect> corner = cornerBoxes(window, count, m_percent);
    if (corner.empty())
        return corner;
    const int margin = scaled(window, 16);
    // As wide as the widest note's words, not the corner's whole width (np37: at 200% "Full
    // screen on" lay over the whole room of cards for its seconds).
    int widest = 0;
    for (std::size_t i = 0; i < count; ++i)
        widest = std::max(widest, wantedWidth(painter, window, m_toasts[i]));
    for (Rect& box : corner) {
        const int right = box.x + box.w;
        box.w = std::min(box.w, widest);
        box.x = right - box.w;
    }
    const Rect first = corner.front();
    const int blockH = corner.back().y + corner.back().h - first.y;
    const auto coveredContent = [&](const Rect& block) {
        long long area = 0;
        for (const Rect& r : content)
            area += overlapArea(block, r);
        return area;
    };
    // The stack as one block, over no control, and over as little of the scene's cards,
    // panels and words as it can: tried in the top right corner, the top left, then down
    // either side below each of the scene's rectangles and at the bottom; the first of the
    // least covered wins, so a screen with room in the corner keeps its notes there.
    std::vector<int> ys{first.y, window.h - margin - blockH};
    for (const std::vector<Rect>* rects : {&controls, &content}) {
        for (const Rect& r : *rects)
            ys.push_back(r.y + r.h + margin / 2);
    }
    std::sort(ys.begin() + 1, ys.end());
    std::optional<Point> best;
    long long bestArea = 0;
    for (const int y : ys) {
        if (y < first.y || y + blockH > window.h - margin / 2)
            continue;
        for (const int x : {first.x, margin}) {
            const Rect block{x, y, first.w, blockH};
            if (coversAny(block, controls))
                continue;
            const long long area = coveredContent(block);
            if (!best || area < bestArea) {
                best = Point{x, y};
                bestArea = area;
            }
        }
    }
    if (!best)
        return corner; // no side has the room: the corner, as ever
    for (Rect& box : corner)
        box = {best->x, box.y - first.y + best->y, box.w, box.h};
    return corner;
}

void Toasts::draw(Painter& painter, Size window, const std::map<std::string, Rect>& scene) const
{
    const auto [places, band] = placedAmong(painter, window, scene);
    drawIn(painter, window, places, band);
}

void Toasts::draw(Painter& painter, Size window, const Rect& keepClear) const
{
    drawIn(painter, window, boxes(window, keepClear), inBand(window, keepClear));
}

void Toasts::drawIn(Painter& painter, Size window, const std::vector<Rect>& places, bool band) const
{
    for (std::size_t i = 0; i < places.size(); ++i) {
        const Toast& t = m_toasts[i];
        const Rect& box = places[i];
        const int alpha = opacity(t);
        const int radius = std::min(scaled(window, 10), box.h / 2);
        painter.fillRoundedRect(box, radius, faded(theme::kPanel, alpha));
        painter.outlineRoundedRect(box, radius, faded(theme::kAccent, alpha), 2);
        // The corner's toast has a title and a line; the band's only its title, which the
        // scene under it names in full (the result screen lists its achievements).
        const int icon = band ? box.h * 3 / 4 : scaled(window, 34);
        const int pad = band ? box.h / 3 : scaled(window, 12);
        int textX = box.x + pad;
        if (!t.icon.empty()) {
            painter.sprite(t.icon, {box.x + pad, box.y + (box.h - icon) / 2, icon, icon}, stepped(alpha));
            textX = box.x + icon + 2 * pad;
        }
        if (band) {
            // The title as tall as the band's box allows, as drawn (the player's text size
            // included), and not under the readable floor: the panel under it lists the
            // achievements at the player's size. A long title (a long translation) shrinks to
            // its box rather than leave it.
            const int least = painter.askedFor(kLeastTextPixels);
            int size = std::max(least, box.h * 11 / 20 * 100 / std::max(1, painter.shown(100)));
            while (size > least && painter.measure(t.title, size, true).w > box.x + box.w - pad - textX)
                --size;
            painter.text(t.title, {textX, box.y + (box.h - painter.shown(size) * 5 / 4) / 2},
                         {size, faded(theme::kAccent, alpha), true, Align::Left});
            continue;
        }
        // The words at the player's size, below one another as drawn, within the box.
        const int room = box.x + box.w - pad - textX;
        const int titleSize = fittingTextSize(painter, t.title, scaled(window, 20), true, {room, box.h / 2});
        const int lineSize = fittingTextSize(painter, t.line, scaled(window, 15), false, {room, box.h / 2});
        const int top = box.y + painter.shown(scaled(window, 8));
        painter.text(t.title, {textX, top}, {titleSize, faded(theme::kAccent, alpha), true, Align::Left});
        painter.text(t.line, {textX, top + painter.shown(scaled(window, 28))},
                     {lineSize, faded(theme::kText, alpha), false, Align::Left});
    }
}

bool isControl(const std::string& name)
{
    for (const char* prefix : {"button.", "tab.", "field.", "disabled.button.", "focused.button."}) {
        if (name.rfind(prefix, 0) == 0)
            return true;
    }
    return false;
}

std::vector<Rect> controlRects(const std::map<std::string, Rect>& rects)
{
    std::vector<Rect> out;
    for (const auto& [name, r] : rects) {
        if (isControl(name) && r.w > 0 && r.h > 0)
            out.push_back(r);
    }
    return out;
}

std::map<std::string, Rect> rectsOf(const Scene& scene)
{
    const auto* dumpable = dynamic_cast<const LayoutDumpable*>(&scene);
    return dumpable ? dumpable->rects() : std::map<std::string, Rect>{};
}

std::vector<std::string> Toasts::showing() const
{
    std::vector<std::string> titles;
    for (std::size_t i = 0; i < std::min(m_toasts.size(), kMaxShown); ++i)
        titles.push_back(m_toasts[i].title);
    return titles;
}

} // namespace scoundrel::game
