#include "ui/Toast.h"

#include "ui/Painter.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

#include <algorithm>

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

void Toasts::draw(Painter& painter, Size window) const
{
    const int w = scaled(window, 500);
    const int h = scaled(window, 64);
    const int margin = scaled(window, 16);
    const int icon = scaled(window, 34);
    int y = margin;
    for (std::size_t i = 0; i < std::min(m_toasts.size(), kMaxShown); ++i, y += h + margin / 2) {
        const Toast& t = m_toasts[i];
        const int alpha = opacity(t);
        const Rect box{window.w - w - margin, y, w, h};
        painter.fillRoundedRect(box, scaled(window, 10), faded(theme::kPanel, alpha));
        painter.outlineRoundedRect(box, scaled(window, 10), faded(theme::kAccent, alpha), 2);
        int textX = box.x + scaled(window, 16);
        if (!t.icon.empty()) {
            painter.sprite(t.icon, {box.x + scaled(window, 12), box.y + (h - icon) / 2, icon, icon}, stepped(alpha));
            textX = box.x + icon + scaled(window, 24);
        }
        painter.text(t.title, {textX, box.y + scaled(window, 8)},
                     {scaled(window, 20), faded(theme::kAccent, alpha), true, Align::Left});
        painter.text(t.line, {textX, box.y + scaled(window, 36)},
                     {scaled(window, 15), faded(theme::kText, alpha), false, Align::Left});
    }
}

std::vector<std::string> Toasts::showing() const
{
    std::vector<std::string> titles;
    for (std::size_t i = 0; i < std::min(m_toasts.size(), kMaxShown); ++i)
        titles.push_back(m_toasts[i].title);
    return titles;
}

} // namespace scoundrel::game
