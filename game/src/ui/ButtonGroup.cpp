#include "ui/ButtonGroup.h"

namespace scoundrel::game {

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
        updateHover(m_buttons, {event.x, event.y});
    } else if (event.kind == InputEvent::Kind::PointerDown) {
        if (Button* b = buttonAt(m_buttons, {event.x, event.y}))
            return b->id;
    } else if (event.isPress()) {
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
    for (const Button& b : m_buttons)
        out["button." + b.id] = b.rect;
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
