#include "ui/ButtonGroup.h"

#include <cstdlib>
#include <optional>
#include <set>

namespace scoundrel::game {

namespace {

// Buttons laid out in more than one row and more than one column: the arrows move as
// they stand (a row or a column keeps its order along the group, disabled ones skipped).
bool isGrid(const std::vector<Button>& buttons)
{
    std::set<int> xs;
    std::set<int> ys;
    for (const Button& b : buttons) {
        xs.insert(b.rect.x);
        ys.insert(b.rect.y);
    }
    return xs.size() > 1 && ys.size() > 1;
}

std::optional<Point> stepOf(const InputEvent& event)
{
    if (event.is(Control::Up))
        return Point{0, -1};
    if (event.is(Control::Down))
        return Point{0, 1};
    if (event.is(Control::Left))
        return Point{-1, 0};
    if (event.is(Control::Right))
        return Point{1, 0};
    return std::nullopt;
}

// Whether two buttons share a row (step along x) or a column (step along y).
bool inLine(const Rect& a, const Rect& b, Point step)
{
    return step.x != 0 ? a.y < b.y + b.h && b.y < a.y + a.h : a.x < b.x + b.w && b.x < a.x + a.w;
}

// The button the arrow leads to from the focused one in a grid: the nearest ahead in
// its row or column, else the nearest ahead anywhere (a button off the grid, such as a
// Back below a column, stays in reach), else round to the far end of the row or column;
// -1 to stay. Left and Right keep to the row where it has another button, round to its
// far end (np27: Left from the first key of the on-screen keyboard's bottom row went up
// to Z, then along the row above).
int gridTarget(const std::vector<Button>& buttons, int current, Point step)
{
    const Rect& from = buttons[static_cast<std::size_t>(current)].rect;
    int ahead = -1;
    int aheadDistance = 0;
    int wrap = -1;
    int wrapDistance = 0;
    int anywhere = -1;
    int anywhereDistance = 0;
    for (int i = 0; i < static_cast<int>(buttons.size()); ++i) {
        const Button& b = buttons[static_cast<std::size_t>(i)];
        if (i == current || !b.enabled)
            continue;
        const Point d{b.rect.center().x - from.center().x, b.rect.center().y - from.center().y};
        const int along = d.x * step.x + d.y * step.y;
        const int across = std::abs(step.x != 0 ? d.y : d.x);
        const bool line = inLine(from, b.rect, step);
        if (line && along > 0 && (ahead < 0 || along < aheadDistance)) {
            ahead = i;
            aheadDistance = along;
        } else if (line && along < 0 && (wrap < 0 || -along > wrapDistance)) {
            wrap = i;
            wrapDistance = -along;
        } else if (!line && along > 0 && (anywhere < 0 || along + 2 * across < anywhereDistance)) {
            anywhere = i;
            anywhereDistance = along + 2 * across;
        }
    }
    if (ahead >= 0)
        return ahead;
    if (step.x != 0 && wrap >= 0)
        return wrap;
    return anywhere >= 0 ? anywhere : wrap;
}

} // namespace

Button& ButtonGroup::add(std::string id, std::string label)
{
    Button button;
    button.id = std::move(id);
    button.label = std::move(label);
    m_buttons.push_back(std::move(button));
    return m_buttons.back();
}

Button* ButtonGroup::find(const std::string& id)
{
    for (Button& b : m_buttons) {
        if (b.id == id)
            return &b;
    }
    return nullptr;
}

void ButtonGroup::focus(const std::string& id)
{
    for (Button& b : m_buttons)
        b.focused = b.id == id && b.enabled;
}

void ButtonGroup::clearFocus()
{
    for (Button& b : m_buttons)
        b.focused = false;
}

const Button* ButtonGroup::focused() const
{
    for (const Button& b : m_buttons) {
        if (b.focused)
            return &b;
    }
    return nullptr;
}

bool ButtonGroup::hasFocus() const
{
    for (const Button& b : m_buttons) {
        if (b.focused)
            return true;
    }
    return false;
}

std::string ButtonGroup::handlePress(const InputEvent& event)
{
    const bool vertical = m_direction == Direction::Vertical;
    const Control back = vertical ? Control::Up : Control::Left;
    const Control forward = vertical ? Control::Down : Control::Right;
    if (event.isKey(SDLK_TAB))
        moveFocus(m_buttons, event.hasMod(KMOD_SHIFT) ? -1 : 1);
    else if (const std::optional<Point> step = stepOf(event); step && hasFocus() && isGrid(m_buttons))
        moveGridFocus(*step);
    else if (event.is(back) || event.is(forward))
        moveFocus(m_buttons, event.is(back) ? -1 : 1);
    if (!event.is(Control::Accept) && !event.isKey(SDLK_SPACE))
        return {};
    for (const Button& b : m_buttons) {
        if (b.focused && b.enabled)
            return b.id;
    }
    return {};
}

void ButtonGroup::moveGridFocus(Point step)
{
    int current = -1;
    for (int i = 0; i < static_cast<int>(m_buttons.size()); ++i) {
        if (m_buttons[static_cast<std::size_t>(i)].focused)
            current = i;
    }
    if (const int target = gridTarget(m_buttons, current, step); target >= 0)
        focus(m_buttons[static_cast<std::size_t>(target)].id);
}

std::string ButtonGroup::handleEvent(const InputEvent& event, Sound* sound)
{
    std::string pressed = pressedBy(event);
    if (!pressed.empty() && sound)
        sound->play({SoundId::Click});
    return pressed;
}

std::string ButtonGroup::pressedBy(const InputEvent& event)
{
    if (event.kind == InputEvent::Kind::PointerMove) {
        const Point at{event.x, event.y};
        if (!m_pointerMoved && (!m_restingAt || *m_restingAt == at)) {
            m_restingAt = at;
            return {};
        }
        m_pointerMoved = true;
        updateHover(m_buttons, at);
    } else if (event.kind == InputEvent::Kind::PointerLeft) {
        clearHover(m_buttons);
        m_pointerMoved = true; // coming back in is a move
    } else if (event.kind == InputEvent::Kind::PointerDown) {
        m_pointerMoved = true;
        if (Button* b = buttonAt(m_buttons, {event.x, event.y}))
            return b->id;
    } else if (event.isPress()) {
        // A key or the pad moves the focus: the button under a resting pointer is no
        // longer lit as if chosen (two buttons looked selected) until the pointer moves.
        clearHover(m_buttons);
        return handlePress(event);
    }
    return {};
}

void ButtonGroup::draw(Painter& painter, int textSize) const
{
    for (const Button& b : m_buttons)
        b.draw(painter, textSize);
}

void ButtonGroup::addRects(std::map<std::string, Rect>& out) const
{
    addButtonRects(m_buttons, out);
}

void addButtonRects(const std::vector<Button>& buttons, std::map<std::string, Rect>& out)
{
    for (const Button& b : buttons) {
        out["button." + b.id] = b.rect;
        if (b.focused)
            out["focused.button." + b.id] = b.rect;
        if (!b.enabled)
            out["disabled.button." + b.id] = b.rect;
    }
}

void layoutRow(std::vector<Button>& buttons, int centerX, int top, Size buttonSize, int gap)
{
    const int n = static_cast<int>(buttons.size());
    int x = centerX - (n * buttonSize.w + (n - 1) * gap) / 2;
    for (Button& b : buttons) {
        b.rect = {x, top, buttonSize.w, buttonSize.h};
        x += buttonSize.w + gap;
    }
}

} // namespace scoundrel::game
